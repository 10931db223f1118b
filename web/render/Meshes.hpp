#pragma once
// Unit meshes for instanced drawing. Every vertex sits at one end of a segment p0–p1 (`end` 0 or 1)
// plus an offset in units of the instance's radius, in a frame whose z runs along the segment. One
// vertex shader (shaders/mesh.vert) places all of them, so a capsule of any length keeps round ends,
// a capsule with p0 = p1 is a sphere, and an arrow's cone keeps its shape at any length.
#include <cstdint>
#include <vector>

namespace wl::web::render {

struct MeshVertex {
  float offset[3];  ///< × radius, in the segment's frame (z along p0 → p1)
  float end;        ///< 0: relative to p0, 1: relative to p1
  float normal[3];  ///< same frame
};

struct Mesh {
  std::vector<MeshVertex> vertices;
  std::vector<std::uint16_t> indices;  ///< triangles
};

/// Cylinder with hemispherical ends; with p0 = p1 a sphere. `slices` around, `rings` per hemisphere.
Mesh capsuleMesh(int slices, int rings);
/// Open-ended tube with a disc closing the p0 end (arrow shafts; the head covers the other end).
Mesh cylinderMesh(int slices);
/// Cylinder closed at both ends (a disc, when p0 and p1 are close: a turntable).
Mesh closedCylinderMesh(int slices);
/// Box of half-width 1 in x and y (× the instance's sizes), from p0 to p1 along z.
Mesh boxMesh();
/// Cone with its base disc at p0 and apex at p1; `slope` = base radius / height for the normals.
Mesh coneMesh(int slices, float slope);

/// Appends `mesh` to `all`, offsetting its indices; returns the first index of the appended range.
std::uint32_t appendMesh(Mesh& all, const Mesh& mesh);

}  // namespace wl::web::render
