#pragma once
// A surface as the mesh files give it: vertices and triangles, in the file's own frame and units made
// metres (Collada's <unit>, up axis made z). The one mesh type of the engine: every reader produces it,
// the mass of a mesh (MeshMassProperties.hpp) and the meshes for drawing (BodyMeshes.hpp) take it.
// Positions are floats, as the files store them (STL, VTK's Float32) and as MuJoCo holds them.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/Types.hpp"

namespace wl {

/// Limits every reader checks before it allocates (a file's header may claim anything).
constexpr std::size_t kMaxMeshFileBytes = 64u * 1024u * 1024u;
constexpr std::size_t kMaxMeshTriangles = 2000000;
constexpr std::size_t kMaxMeshVertices = 6000000;
/// Coordinates beyond this (in the file's unit) are refused: no body is a thousand kilometres across, and
/// the squares the inertia sums stay far inside a float's range.
constexpr double kMaxMeshCoordinate = 1e6;

struct TriangleMesh {
  std::vector<float> positions;             ///< x, y, z of each vertex
  std::vector<std::uint32_t> triangles;     ///< three vertex indices per triangle, counter-clockwise seen from outside
  /// The first triangle of each object or group after the first (an OBJ's `o`/`g`): MuJoCo 2.2.2 takes an
  /// OBJ's mass from its first group alone. Empty: one group.
  std::vector<std::uint32_t> groupStarts;

  std::size_t vertexCount() const { return positions.size() / 3; }
  std::size_t triangleCount() const { return triangles.size() / 3; }
  Vec3 vertex(std::size_t i) const { return Vec3(positions[3 * i], positions[3 * i + 1], positions[3 * i + 2]); }

  /// The smallest box around its vertices, in its own frame (both corners at the origin when it has none).
  struct Box {
    Vec3 low = Vec3::Zero(), high = Vec3::Zero();
  };
  Box bounds() const {
    if (vertexCount() == 0) return {};
    Box b{vertex(0), vertex(0)};
    for (std::size_t i = 1; i < vertexCount(); ++i) {
      b.low = b.low.cwiseMin(vertex(i));
      b.high = b.high.cwiseMax(vertex(i));
    }
    return b;
  }
};

}  // namespace wl
