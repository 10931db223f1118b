#pragma once
// A body's own surface for drawing (a bone, a robot link's shell), read from its file once and kept in the
// segment's frame: positions, a smooth normal per vertex (area-weighted over the triangles that share the
// vertex), triangles. The renderer uploads it once and keeps it on the GPU (SceneRenderer); each frame it is
// drawn with its segment's pose (SceneBatch::ShellDraw), so the file is never read, prepared or uploaded
// again while it moves.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "render/DrawList.hpp"

namespace wl::web::render {

struct ShellMesh {
  std::uint64_t id = 0;            ///< unique to each mesh prepared: the renderer keeps its GPU copy by it
  std::vector<Vec3f> positions_S;  ///< metres, the segment's frame
  std::vector<Vec3f> normals_S;    ///< unit; zero where every triangle at the vertex is degenerate
  std::vector<std::uint32_t> triangles;
};

/// From a mesh as the engine's readers give it (xyz per vertex, three indices per counter-clockwise
/// triangle); a triangle naming a vertex that does not exist is left out.
ShellMesh shellMesh(const std::vector<float>& positions, const std::vector<std::uint32_t>& triangles);

}  // namespace wl::web::render
