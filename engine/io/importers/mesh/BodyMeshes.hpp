#pragma once
// What the front ends draw a segment with when its model names meshes: triangles in the segment's own frame
// (metres), one entry per mesh file a segment uses (a segment may have several, a segment may have none and
// keep its capsule). Kept apart from the Model, which never changes while a file is open: the meshes arrive
// later, one file at a time (MeshLoading.hpp), and a missing or bad file leaves only a note.
#include <string>
#include <vector>

#include "io/importers/mesh/TriangleMesh.hpp"

namespace wl {

struct SegmentMesh {
  int segment = -1;              ///< -1: fixed in the world
  std::string file;              ///< the path that was read
  TriangleMesh mesh_S;           ///< vertices in the segment frame, triangles wound outwards
  std::size_t fileTriangles = 0; ///< before simplification
  /// Simplified for drawing (MeshSimplify.hpp): the farthest any vertex moved, m (0: drawn as read).
  double largestShift = 0.0;
};

struct BodyMeshes {
  std::vector<SegmentMesh> meshes;
  std::vector<std::string> notes;  ///< one line per mesh that could not be read ("link_1.dae: not found (…)")
};

}  // namespace wl
