#include "render/ShellMesh.hpp"

#include <atomic>

namespace wl::web::render {
namespace {

std::atomic<std::uint64_t> preparedShells{0};  // ids never repeat, so a GPU copy never outlives its mesh's id

}  // namespace

ShellMesh shellMesh(const std::vector<float>& positions, const std::vector<std::uint32_t>& triangles) {
  ShellMesh shell;
  shell.id = ++preparedShells;
  const std::size_t vertices = positions.size() / 3;
  shell.positions_S.reserve(vertices);
  for (std::size_t i = 0; i < vertices; ++i) shell.positions_S.emplace_back(positions[3 * i], positions[3 * i + 1], positions[3 * i + 2]);
  shell.normals_S.assign(vertices, Vec3f::Zero());
  shell.triangles.reserve(triangles.size());
  for (std::size_t t = 0; t + 2 < triangles.size(); t += 3) {
    const std::uint32_t a = triangles[t], b = triangles[t + 1], c = triangles[t + 2];
    if (a >= vertices || b >= vertices || c >= vertices) continue;
    // The cross product's length is twice the triangle's area: summed, large triangles weigh more.
    const Vec3f n = (shell.positions_S[b] - shell.positions_S[a]).cross(shell.positions_S[c] - shell.positions_S[a]);
    for (std::uint32_t v : {a, b, c}) shell.normals_S[v] += n;
    shell.triangles.insert(shell.triangles.end(), {a, b, c});
  }
  for (Vec3f& n : shell.normals_S) {
    const float length = n.norm();
    n = length > 0.0f ? Vec3f(n / length) : Vec3f::Zero();
  }
  return shell;
}

}  // namespace wl::web::render
