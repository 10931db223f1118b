#pragma once
// A mesh a model names for a segment, before it is read: which file (and where to look for it), and how
// the file's coordinates sit in the segment's frame. The importers list these (URDF <visual> meshes, MJCF
// mesh geoms, OpenSim <Mesh>es); MeshLoading.hpp reads them one at a time for drawing. Drawing only: a
// model's physics never waits for them.
#include <string>
#include <vector>

#include "core/Types.hpp"

namespace wl {

struct MeshReference {
  int segment = -1;                     ///< the segment it moves with; -1: the world
  std::string file;                     ///< as the model writes it ("package://abb/meshes/link_1.dae", "sacrum.vtp")
  std::vector<std::string> candidates;  ///< paths for the FileReader, tried in order (MeshPaths.hpp)
  /// File coordinates (metres, z up: the reader's) to the segment frame: x_S = A_SF x_F + p_SF. A_SF holds
  /// the scale, so it is a rotation only when the scale is 1 (a negative determinant mirrors the mesh).
  Mat3 A_SF = Mat3::Identity();
  Vec3 p_SF = Vec3::Zero();
  std::string owner;                    ///< the link, body or geom that names it, for notes
};

}  // namespace wl
