#include "render/Meshes.hpp"

#include <cmath>

namespace wl::web::render {
namespace {

constexpr float kPi = 3.14159265f;

MeshVertex vertex(float ox, float oy, float oz, float end, float nx, float ny, float nz) {
  return {{ox, oy, oz}, end, {nx, ny, nz}};
}

std::uint16_t index(std::size_t i) { return static_cast<std::uint16_t>(i); }

// Quads between consecutive rings of `slices + 1` vertices each (the seam is duplicated so every
// ring closes on itself).
void stitchRings(Mesh& m, std::size_t firstRing, int ringCount, int slices) {
  const std::size_t stride = static_cast<std::size_t>(slices) + 1;
  for (int r = 0; r + 1 < ringCount; ++r)
    for (int s = 0; s < slices; ++s) {
      const std::size_t a = firstRing + static_cast<std::size_t>(r) * stride + static_cast<std::size_t>(s);
      const std::size_t b = a + stride;
      m.indices.insert(m.indices.end(), {index(a), index(a + 1), index(b), index(a + 1), index(b + 1), index(b)});
    }
}

// A flat disc at `end`, facing `facing` (−1: toward −z, +1: toward +z), as a triangle fan.
void disc(Mesh& m, int slices, float end, float z, float facing) {
  const std::size_t centre = m.vertices.size();
  m.vertices.push_back(vertex(0, 0, z, end, 0, 0, facing));
  for (int s = 0; s <= slices; ++s) {
    const float a = 2.0f * kPi * static_cast<float>(s) / static_cast<float>(slices);
    m.vertices.push_back(vertex(std::cos(a), std::sin(a), z, end, 0, 0, facing));
  }
  for (int s = 0; s < slices; ++s) {
    const std::size_t a = centre + 1 + static_cast<std::size_t>(s);
    // Counter-clockwise seen from the side the disc faces.
    if (facing > 0) m.indices.insert(m.indices.end(), {index(centre), index(a), index(a + 1)});
    else m.indices.insert(m.indices.end(), {index(centre), index(a + 1), index(a)});
  }
}

}  // namespace

Mesh capsuleMesh(int slices, int rings) {
  Mesh m;
  // Rings from the pole behind p0 to the pole beyond p1; the two equators coincide in direction
  // but sit at different ends, which forms the cylinder between them.
  const int ringCount = 2 * (rings + 1);
  for (int r = 0; r < ringCount; ++r) {
    const bool far = r > rings;
    const int k = far ? r - (rings + 1) : r;                 // 0..rings within the hemisphere
    const float polar = far ? 0.5f * kPi * static_cast<float>(k) / static_cast<float>(rings)  // equator → pole
                            : 0.5f * kPi * static_cast<float>(rings - k) / static_cast<float>(rings);
    const float z = far ? std::sin(polar) : -std::sin(polar);
    const float rho = std::cos(polar);
    for (int s = 0; s <= slices; ++s) {
      const float a = 2.0f * kPi * static_cast<float>(s) / static_cast<float>(slices);
      const float x = rho * std::cos(a), y = rho * std::sin(a);
      m.vertices.push_back(vertex(x, y, z, far ? 1.0f : 0.0f, x, y, z));
    }
  }
  stitchRings(m, 0, ringCount, slices);
  return m;
}

Mesh cylinderMesh(int slices) {
  Mesh m;
  for (int end = 0; end < 2; ++end)
    for (int s = 0; s <= slices; ++s) {
      const float a = 2.0f * kPi * static_cast<float>(s) / static_cast<float>(slices);
      const float x = std::cos(a), y = std::sin(a);
      m.vertices.push_back(vertex(x, y, 0, static_cast<float>(end), x, y, 0));
    }
  stitchRings(m, 0, 2, slices);
  disc(m, slices, 0.0f, 0.0f, -1.0f);
  return m;
}

Mesh closedCylinderMesh(int slices) {
  Mesh m = cylinderMesh(slices);
  disc(m, slices, 1.0f, 0.0f, 1.0f);
  return m;
}

Mesh boxMesh() {
  // Six faces, four vertices each so every face keeps its own normal; x, y in ±1, z from p0 to p1.
  Mesh m;
  const auto face = [&m](const float (&corner)[4][3], const float (&normal)[3]) {
    const std::size_t first = m.vertices.size();
    for (const auto& c : corner) m.vertices.push_back(vertex(c[0], c[1], 0.0f, c[2], normal[0], normal[1], normal[2]));
    m.indices.insert(m.indices.end(), {index(first), index(first + 1), index(first + 2), index(first), index(first + 2), index(first + 3)});
  };
  // Corners as (x, y, end); each face listed counter-clockwise seen from outside.
  face({{1, -1, 0}, {1, 1, 0}, {1, 1, 1}, {1, -1, 1}}, {1, 0, 0});
  face({{-1, 1, 0}, {-1, -1, 0}, {-1, -1, 1}, {-1, 1, 1}}, {-1, 0, 0});
  face({{1, 1, 0}, {-1, 1, 0}, {-1, 1, 1}, {1, 1, 1}}, {0, 1, 0});
  face({{-1, -1, 0}, {1, -1, 0}, {1, -1, 1}, {-1, -1, 1}}, {0, -1, 0});
  face({{-1, -1, 1}, {1, -1, 1}, {1, 1, 1}, {-1, 1, 1}}, {0, 0, 1});
  face({{-1, 1, 0}, {1, 1, 0}, {1, -1, 0}, {-1, -1, 0}}, {0, 0, -1});
  return m;
}

Mesh coneMesh(int slices, float slope) {
  Mesh m;
  // Side normals lean toward the apex by the cone's slope; the apex gets one vertex per slice so
  // each face keeps its own normal (a shared apex normal would light the tip flat).
  const float nz = slope, scale = 1.0f / std::sqrt(1.0f + slope * slope);
  for (int s = 0; s <= slices; ++s) {
    const float a = 2.0f * kPi * static_cast<float>(s) / static_cast<float>(slices);
    const float x = std::cos(a), y = std::sin(a);
    m.vertices.push_back(vertex(x, y, 0, 0.0f, x * scale, y * scale, nz * scale));
  }
  for (int s = 0; s <= slices; ++s) {
    const float a = 2.0f * kPi * (static_cast<float>(s) + 0.5f) / static_cast<float>(slices);
    m.vertices.push_back(vertex(0, 0, 0, 1.0f, std::cos(a) * scale, std::sin(a) * scale, nz * scale));
  }
  stitchRings(m, 0, 2, slices);
  disc(m, slices, 0.0f, 0.0f, -1.0f);
  return m;
}

std::uint32_t appendMesh(Mesh& all, const Mesh& mesh) {
  const std::size_t base = all.vertices.size();
  const auto first = static_cast<std::uint32_t>(all.indices.size());
  all.vertices.insert(all.vertices.end(), mesh.vertices.begin(), mesh.vertices.end());
  for (std::uint16_t i : mesh.indices) all.indices.push_back(index(base + i));
  return first;
}

}  // namespace wl::web::render
