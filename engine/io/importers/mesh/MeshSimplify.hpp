#pragma once
// Fewer triangles for drawing, by vertex clustering: the mesh's box is cut into cubes of side h, every vertex
// in a cube moves to the mean of the cube's vertices, and triangles that lose a corner that way disappear.
// h is the smallest (to 4 %, by eight halvings between the box's diagonal and its 10⁻⁴) that leaves at most the
// budget. What it costs is measured, not estimated: the largest distance any vertex moved (≤ √3 h), which the
// result reports; thin features narrower than h (a rib, a fillet) can vanish. Mass never comes from a
// simplified mesh.
#include <cstddef>

#include "io/importers/mesh/TriangleMesh.hpp"

namespace wl {

struct Simplified {
  TriangleMesh mesh;
  double largestShift = 0.0;  ///< m
};

/// `mesh` with at most `maxTriangles` triangles (unchanged when it has no more).
Simplified simplifyForDrawing(const TriangleMesh& mesh, std::size_t maxTriangles);

}  // namespace wl
