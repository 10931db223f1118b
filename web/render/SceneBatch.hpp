#pragma once
// Turns a DrawList into the vertex arrays the GPU draws, on the CPU, in three ranges: mechanism
// meshes (rods, joints, COM markers: lit 3D), mechanism strokes (trails) and term strokes (force
// arrows, frame triads, moment arcs: flat glyphs facing the viewer).
//
// Why not GPU instancing: software WebGL (SwiftShader, what headless Chromium and school laptops
// without a GPU driver use) runs one internal draw per instance, so 4 000 instanced segments cost
// ~60 ms a frame. Why flat term glyphs: a lit cone and cylinder per arrow is ~40 vertices, a flat
// arrow 7, and on a projected 2D lesson the two look alike; flat glyphs also keep their pixel width,
// dashes and anti-aliased edges at every zoom, like the arcs beside them.
//
// Meshes are placed in world coordinates with their normals (the shader lights them); strokes are
// expanded in screen space with miter joins, so translucent trails do not darken where segments
// meet, and simplified on screen to chords within 0.3 px of the points: a 500-point trail costs a
// few dozen vertices.
//
// The bodies' own surfaces (bones, robot shells) are the exception: each stays on the GPU in its segment's
// frame (SceneRenderer uploads it once) and is drawn with its segment's pose as the shader's model matrix,
// one draw per body. Moving 12 000 triangles' vertices here and uploading them again cost milliseconds a
// frame (bench/README.md, "Meshes drawn in the page"); a few dozen extra draws cost far less.
//
// No GL here, so the batching is unit-tested; SceneRenderer only uploads. Reuses its vectors'
// capacity: nothing is allocated per frame once the scene stops growing.
#include <cstdint>
#include <vector>

#include "render/Camera.hpp"
#include "render/DrawList.hpp"
#include "render/Meshes.hpp"

namespace wl::web::render {

/// A lit mesh vertex, world coordinates (layout must match shaders/mesh.vert).
struct LitVertex {
  float p[3];
  std::int8_t normalPattern[4];  ///< unit normal × 127; [3] = pattern (0 plain, 3 COM quarters)
  std::uint8_t colour[4];
  float face[2];                 ///< COM: offsets across the sphere facing the viewer, for the quarters
};
static_assert(sizeof(LitVertex) == 28, "LitVertex is uploaded as is");

/// A polyline vertex already in normalised device coordinates (layout must match shaders/stroke.vert).
struct StrokeVertex {
  float p[3];          ///< NDC
  float acrossPx;      ///< signed distance from the centre line, framebuffer px (edge anti-aliasing)
  float alongPx;       ///< screen distance from the strip's start (dash phase)
  float halfWidthPx;
  float stroke;        ///< 0 solid, 1 dashed, 2 dotted
  std::uint8_t colour[4];
};
static_assert(sizeof(StrokeVertex) == 32, "StrokeVertex is uploaded as is");

enum class MeshPattern : std::int8_t { Plain = 0, CentreOfMass = 3 };

struct IndexRange {
  std::uint32_t first = 0, count = 0;
};

struct ShellMesh;  // ShellMesh.hpp

/// A body's surface drawn where its segment is: x_W = M x_S, M column-major (as the shader takes it),
/// its colour multiplying the mesh's white vertices.
struct ShellDraw {
  const ShellMesh* shell = nullptr;
  float model[16];
  Rgba colour;
};

/// A shell's vertices in its segment's frame, white, as the renderer uploads them once.
std::vector<LitVertex> shellVertices(const ShellMesh& shell);

class SceneBatch {
 public:
  SceneBatch();
  void build(const DrawList& list, const Camera& camera);

  std::vector<LitVertex> litVertices;
  std::vector<std::uint32_t> litIndices;  ///< triangles
  IndexRange mechanismMeshes;
  bool meshesOpaque = true;  ///< no translucent mesh: the mesh pass can skip blending
  /// The bodies' own surfaces (DrawList::shells), drawn after the mechanism's meshes: opaque ones, then
  /// see-through ones (drawn blended, writing no depth, so they hide nothing inside them).
  std::vector<ShellDraw> opaqueShells, seeThroughShells;
  std::vector<StrokeVertex> strokeVertices;  ///< one triangle strip; strips joined by degenerate triangles
  IndexRange mechanismStrokes, termStrokes;  ///< vertex ranges of the strip

 private:
  void addMesh(const Mesh& mesh, const Vec3f& p0, const Vec3f& p1, float radius, MeshPattern pattern, const Rgba& colour,
               const Camera& camera) {
    addMesh(mesh, p0, p1, radius, radius, Vec3f::Zero(), pattern, colour, camera);
  }
  /// With separate sizes across: `radiusX` along `across` (zero: any direction), `radiusY` along the third axis.
  void addMesh(const Mesh& mesh, const Vec3f& p0, const Vec3f& p1, float radiusX, float radiusY, const Vec3f& across,
               MeshPattern pattern, const Rgba& colour, const Camera& camera);
  void addArrow(const Vec3f& origin, const Vec3f& vector, float widthCssPx, Stroke stroke, const Rgba& colour,
                const Camera& camera);
  /// A flat arrow head: a triangle from `base` (half width `halfWidthPx`) to `tip`, facing the viewer.
  void addHead(const Vec3f& base, const Vec3f& tip, float halfWidthPx, const Rgba& colour, const Camera& camera);
  template <typename PointAt>
  void addStrip(std::size_t count, PointAt pointAt, const Rgba& colour, float widthCssPx, Stroke stroke, bool fadeTail,
                const Camera& camera);
  void bridgeTo(const StrokeVertex& first);

  /// The capsule at three levels of detail, picked by on-screen radius: a marker a few pixels wide
  /// needs no more than a dozen facets, and software WebGL pays for every triangle.
  Mesh capsuleCoarse_, capsuleMedium_, capsuleFine_;
  Mesh disc_, box_;  ///< a model's drawing shapes
  const Mesh& capsuleFor(const Vec3f& where, float radius, const Camera& camera) const;
  std::vector<Vec3f> arcPoints_;
  struct Projected {
    float x, y, z;  ///< x, y framebuffer px relative to the viewport; z NDC depth
    float alpha;
  };
  std::vector<Projected> projected_;
  std::size_t currentRangeStart_ = 0;  ///< first stroke vertex of the range being built
};

/// World radius of a stroke `widthPx` CSS px wide at `where`.
float worldRadiusForWidth(const Camera& camera, const Vec3f& where, float widthPx);

}  // namespace wl::web::render
