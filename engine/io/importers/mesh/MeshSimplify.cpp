#include "io/importers/mesh/MeshSimplify.hpp"

#include <algorithm>
#include <cmath>
#include <unordered_map>
#include <unordered_set>

namespace wl {

namespace {

struct Clustering {
  std::vector<std::uint32_t> clusterOf;   // per vertex
  std::vector<double> sum;                // x, y, z sums per cluster
  std::vector<std::uint32_t> count;       // vertices per cluster
  std::vector<std::uint32_t> triangles;   // in cluster indices, degenerate and repeated ones dropped
};

struct TriangleKey {
  std::uint32_t a, b, c;
  bool operator==(const TriangleKey& o) const { return a == o.a && b == o.b && c == o.c; }
};
struct TriangleKeyHash {
  std::size_t operator()(const TriangleKey& k) const {
    return std::hash<std::uint64_t>()((static_cast<std::uint64_t>(k.a) << 32 | k.b) * 0x9E3779B97F4A7C15ull ^ k.c);
  }
};

Clustering cluster(const TriangleMesh& mesh, const Vec3& low, double h) {
  Clustering c;
  const std::size_t n = mesh.vertexCount();
  c.clusterOf.resize(n);
  std::unordered_map<std::uint64_t, std::uint32_t> byCell;
  byCell.reserve(n);
  for (std::size_t i = 0; i < n; ++i) {
    std::uint64_t key = 0;
    for (int k = 0; k < 3; ++k) key = key * 2097152u + static_cast<std::uint64_t>(std::floor((mesh.positions[3 * i + static_cast<std::size_t>(k)] - low(k)) / h)) % 2097152u;
    auto [it, added] = byCell.emplace(key, static_cast<std::uint32_t>(c.count.size()));
    if (added) {
      c.count.push_back(0);
      c.sum.insert(c.sum.end(), {0.0, 0.0, 0.0});
    }
    c.clusterOf[i] = it->second;
    c.count[it->second]++;
    for (int k = 0; k < 3; ++k) c.sum[3 * it->second + static_cast<std::size_t>(k)] += mesh.positions[3 * i + static_cast<std::size_t>(k)];
  }
  std::unordered_set<TriangleKey, TriangleKeyHash> seen;
  for (std::size_t t = 0; t < mesh.triangleCount(); ++t) {
    std::uint32_t a = c.clusterOf[mesh.triangles[3 * t]], b = c.clusterOf[mesh.triangles[3 * t + 1]], d = c.clusterOf[mesh.triangles[3 * t + 2]];
    if (a == b || b == d || a == d) continue;
    // The same triangle twice (turned round): once. Keyed by its smallest corner first, order kept.
    while (a > b || a > d) {
      const std::uint32_t x = a;
      a = b;
      b = d;
      d = x;
    }
    if (!seen.insert(TriangleKey{a, b, d}).second) continue;
    c.triangles.insert(c.triangles.end(), {a, b, d});
  }
  return c;
}

}  // namespace

Simplified simplifyForDrawing(const TriangleMesh& mesh, std::size_t maxTriangles) {
  if (mesh.triangleCount() <= maxTriangles || mesh.vertexCount() == 0) return {mesh, 0.0};
  const auto [low, high] = mesh.bounds();
  const double diagonal = std::max((high - low).norm(), 1e-9);
  // Bisection on log h between the diagonal and its 10⁻⁴: eight halvings find h to 4 %, the finest grid within
  // the budget (each costs one pass over the mesh: the UR5's upper arm takes about 1.5 ms a pass).
  double coarse = diagonal, fine = diagonal * 1e-4;
  Clustering best = cluster(mesh, low, coarse);
  for (int k = 0; k < 8; ++k) {
    const double h = std::sqrt(coarse * fine);
    Clustering c = cluster(mesh, low, h);
    if (c.triangles.size() / 3 <= maxTriangles) {
      coarse = h;
      best = std::move(c);
    } else {
      fine = h;
    }
  }
  Simplified out;
  const std::size_t clusters = best.count.size();
  out.mesh.positions.resize(3 * clusters);
  for (std::size_t k = 0; k < clusters; ++k)
    for (int j = 0; j < 3; ++j) out.mesh.positions[3 * k + static_cast<std::size_t>(j)] = static_cast<float>(best.sum[3 * k + static_cast<std::size_t>(j)] / best.count[k]);
  out.mesh.triangles = std::move(best.triangles);
  for (std::size_t i = 0; i < mesh.vertexCount(); ++i)
    out.largestShift = std::max(out.largestShift, (mesh.vertex(i) - out.mesh.vertex(best.clusterOf[i])).norm());
  return out;
}

}  // namespace wl
