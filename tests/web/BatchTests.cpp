// The batching the GPU relies on: every unit mesh faces outward (culling keeps the visible side),
// strips packed into one buffer are separated, widths in pixels become the right world radii, and
// a batch rebuilt every frame stops allocating.
#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <new>

#include <Eigen/Geometry>
#include <doctest/doctest.h>

#include "render/DemoScene.hpp"
#include "render/Meshes.hpp"
#include "render/Picking.hpp"
#include "render/SceneBatch.hpp"

using namespace wl::web::render;

// Counts heap allocations in this test binary, to check the per-frame path makes none.
namespace {
std::atomic<long> gAllocations{0};
long allocationCount() { return gAllocations.load(); }
}  // namespace

void* operator new(std::size_t size) {
  ++gAllocations;
  if (void* p = std::malloc(size ? size : 1)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }

namespace {

// Places a mesh vertex for the segment (0,0,0)–(0,0,length) with radius 1, as mesh.vert does.
Vec3f place(const MeshVertex& v, float length) {
  return Vec3f(v.offset[0], v.offset[1], v.offset[2] + v.end * length);
}

// Counter-clockwise triangles seen from outside: each non-degenerate face's normal agrees with its
// vertices' normals.
void checkOutwardWinding(const Mesh& m, float length) {
  REQUIRE(m.indices.size() % 3 == 0);
  int faces = 0;
  for (size_t k = 0; k < m.indices.size(); k += 3) {
    const MeshVertex &a = m.vertices[m.indices[k]], &b = m.vertices[m.indices[k + 1]], &c = m.vertices[m.indices[k + 2]];
    const Vec3f n = (place(b, length) - place(a, length)).cross(place(c, length) - place(a, length));
    if (n.norm() < 1e-6f) continue;  // pole triangles collapse to lines
    const Vec3f vertexNormal = Vec3f(a.normal[0] + b.normal[0] + c.normal[0], a.normal[1] + b.normal[1] + c.normal[1],
                                     a.normal[2] + b.normal[2] + c.normal[2]);
    CHECK(n.dot(vertexNormal) > 0.0f);
    ++faces;
  }
  CHECK(faces > 0);
}

Camera planarCamera() {
  Camera c;
  Viewport v;
  v.width = 800.0f;
  v.height = 600.0f;
  v.pixelRatio = 2.0f;
  c.setViewport(v);
  c.lookAt(Vec3f::Zero(), 3.0f);  // 200 framebuffer px per metre
  return c;
}

}  // namespace

TEST_CASE("unit meshes wind counter-clockwise seen from outside") {
  checkOutwardWinding(capsuleMesh(16, 4), 2.0f);
  checkOutwardWinding(capsuleMesh(16, 4), 0.0f);  // the sphere case
  checkOutwardWinding(cylinderMesh(10), 3.0f);
  checkOutwardWinding(coneMesh(12, 0.35f), 3.0f);
}

TEST_CASE("meshes share one index space") {
  Mesh all;
  const Mesh a = cylinderMesh(6), b = coneMesh(6, 0.3f);
  CHECK(appendMesh(all, a) == 0);
  CHECK(appendMesh(all, b) == a.indices.size());
  CHECK(all.vertices.size() == a.vertices.size() + b.vertices.size());
  CHECK(all.indices[a.indices.size()] == b.indices[0] + a.vertices.size());
}

Vec2f screenPx(const StrokeVertex& v) { return Vec2f(v.p[0] * 400.0f, v.p[1] * 300.0f); }  // from the centre, y up

TEST_CASE("a 3 px arrow at pixel ratio 2 is a 6 px shaft and a head ending at the tip") {
  DrawList list;
  ForceArrow a;
  a.origin = Vec3f::Zero();
  a.vector = Vec3f(0.5f, 0.0f, 0.0f);  // 100 px to the right
  a.widthPx = 3.0f;
  a.stroke = Stroke::Dashed;
  list.arrows.push_back(a);
  SceneBatch batch;
  const Camera camera = planarCamera();
  CHECK(worldRadiusForWidth(camera, a.origin, 3.0f) == doctest::Approx(0.015f));
  batch.build(list, camera);
  CHECK(batch.litVertices.empty());
  CHECK(batch.mechanismStrokes.count == 0);
  const std::vector<StrokeVertex>& v = batch.strokeVertices;
  REQUIRE(batch.termStrokes.count == 4 + 2 + 3);  // shaft, bridge, head
  CHECK(v[0].halfWidthPx == doctest::Approx(3.0f));
  CHECK(v[0].stroke == 1.0f);  // dashed
  CHECK(screenPx(v[0]).x() == doctest::Approx(0.0f));
  // The head: 8 shaft radii long (24 px), 2.8 wide (8.4 px each side), apex at the tip.
  const Vec2f left = screenPx(v[6]), right = screenPx(v[7]), apex = screenPx(v[8]);
  CHECK(apex.x() == doctest::Approx(100.0f));
  CHECK(apex.y() == doctest::Approx(0.0f));
  CHECK(left.x() == doctest::Approx(76.0f).epsilon(1e-4));
  CHECK((left - right).norm() == doctest::Approx(16.8f).epsilon(1e-4));
  CHECK(screenPx(v[3]).x() == doctest::Approx(76.0f).epsilon(1e-4));  // the shaft ends under the head
  // The hovered arrow is drawn wider.
  list.highlightId = list.arrows[0].id = 5;
  batch.build(list, camera);
  CHECK(batch.strokeVertices[0].halfWidthPx > 5.0f);
}

TEST_CASE("rods and markers are lit meshes; a COM marker is a sphere facing the viewer") {
  DrawList list;
  list.capsules.push_back({Vec3f::Zero(), Vec3f(1.0f, 0.0f, 0.0f), 0.02f, {}});
  list.spheres.push_back({Vec3f(0.5f, 0.0f, 0.0f), 0.03f, {}, MarkerStyle::CentreOfMass});
  SceneBatch batch;
  const Camera camera = planarCamera();
  batch.build(list, camera);
  // Both are a few pixels wide on this camera: the coarse level of detail.
  REQUIRE(0.03f * camera.pixelsPerWorldUnit(Vec3f(0.5f, 0.0f, 0.0f)) < 16.0f);
  const size_t perMesh = capsuleMesh(6, 1).vertices.size();
  REQUIRE(batch.litVertices.size() == 2 * perMesh);
  CHECK(batch.mechanismMeshes.count == 2 * capsuleMesh(6, 1).indices.size());
  for (size_t k = perMesh; k < batch.litVertices.size(); ++k) {
    const LitVertex& v = batch.litVertices[k];
    CHECK(v.normalPattern[3] == 3);
    const Vec3f offset = Vec3f(v.p[0], v.p[1], v.p[2]) - Vec3f(0.5f, 0.0f, 0.0f);
    CHECK(offset.norm() == doctest::Approx(0.03f).epsilon(1e-4));
    // The quarters' coordinates are the offsets across the screen: x right, y up.
    CHECK(v.face[0] * 0.03f == doctest::Approx(offset.x()).epsilon(1e-3).scale(0.03));
    CHECK(v.face[1] * 0.03f == doctest::Approx(offset.y()).epsilon(1e-3).scale(0.03));
  }
}

TEST_CASE("a marker gets more facets the larger it is on screen") {
  const Camera camera = planarCamera();
  const Vec3f at(0.5f, 0.0f, 0.0f);
  const float pxPerUnit = camera.pixelsPerWorldUnit(at);
  auto verticesFor = [&](float radiusPx) {
    DrawList list;
    list.spheres.push_back({at, radiusPx / pxPerUnit, {}});
    SceneBatch batch;
    batch.build(list, camera);
    return batch.litVertices.size();
  };
  CHECK(verticesFor(4.0f) == capsuleMesh(6, 1).vertices.size());
  CHECK(verticesFor(30.0f) == capsuleMesh(10, 2).vertices.size());
  CHECK(verticesFor(120.0f) == capsuleMesh(16, 3).vertices.size());
}

TEST_CASE("strips become one triangle strip, joined by degenerate triangles") {
  DrawList list;
  // Right-angle turns, so simplification keeps every point.
  list.beginStrip({1, 0, 0, 1}, 2.0f);
  for (const Vec3f& p : {Vec3f(0.0f, 0.0f, 0.0f), Vec3f(0.5f, 0.0f, 0.0f), Vec3f(0.5f, 0.5f, 0.0f)}) list.addStripPoint(p);
  list.beginStrip({0, 1, 0, 1}, 4.0f, Stroke::Dotted, true);
  for (const Vec3f& p : {Vec3f(0.0f, 0.0f, 0.0f), Vec3f(0.0f, 0.5f, 0.0f), Vec3f(0.5f, 0.5f, 0.0f), Vec3f(0.5f, 1.0f, 0.0f)})
    list.addStripPoint(p);
  list.beginStrip({0, 0, 1, 1}, 4.0f);
  list.addStripPoint(Vec3f::Zero());  // a single point draws nothing
  SceneBatch batch;
  batch.build(list, planarCamera());
  const std::vector<StrokeVertex>& v = batch.strokeVertices;
  REQUIRE(v.size() == 2 * 3 + 2 + 2 * 4);
  CHECK(batch.mechanismStrokes.first == 0);
  CHECK(batch.mechanismStrokes.count == v.size());
  CHECK(batch.termStrokes.count == 0);
  CHECK(std::memcmp(&v[6], &v[5], sizeof(StrokeVertex)) == 0);  // bridge: the last vertex again,
  CHECK(std::memcmp(&v[7], &v[8], sizeof(StrokeVertex)) == 0);  // then the next strip's first
  // 2 CSS px at pixel ratio 2: half width 2 framebuffer px, plus half a pixel of anti-aliasing
  // fringe, where the shader's coverage reaches 0; the first strip runs along x, so its sides are
  // 2.5 px above and below (NDC: 2.5 / 300).
  CHECK(v[0].halfWidthPx == doctest::Approx(2.0f));
  CHECK(v[0].p[1] == doctest::Approx(2.5f / 300.0f));
  CHECK(v[1].p[1] == doctest::Approx(-2.5f / 300.0f));
  CHECK(v[0].acrossPx == doctest::Approx(2.5f));
  // Coverage as shaders/stroke.frag computes it: 0 at the strip's edge, 1 half a pixel inside the half width.
  const auto coverage = [](const StrokeVertex& s, float across) { return std::clamp(s.halfWidthPx + 0.5f - std::abs(across), 0.0f, 1.0f); };
  CHECK(coverage(v[0], v[0].acrossPx) == doctest::Approx(0.0f));
  CHECK(coverage(v[0], v[0].acrossPx - 1.0f) == doctest::Approx(1.0f));
  // The second strip: dotted, 3 × 0.5 m = 300 px long, fading from 10 % to full alpha.
  CHECK(v[8].stroke == 2.0f);
  CHECK(v.back().alongPx == doctest::Approx(300.0f));
  CHECK(v[8].colour[3] == 26);
  CHECK(v.back().colour[3] == 255);
}

TEST_CASE("a right-angle corner gets a miter: its vertices sit √2 half widths from the corner") {
  DrawList list;
  list.beginStrip({1, 1, 1, 1}, 4.0f);  // half width 4 framebuffer px + 0.5 px fringe = 4.5 px
  list.addStripPoint(Vec3f(-0.5f, 0.0f, 0.0f));
  list.addStripPoint(Vec3f::Zero());
  list.addStripPoint(Vec3f(0.0f, 0.5f, 0.0f));
  SceneBatch batch;
  batch.build(list, planarCamera());
  REQUIRE(batch.strokeVertices.size() == 6);
  const StrokeVertex& corner = batch.strokeVertices[2];
  CHECK(std::hypot(corner.p[0] * 400.0f, corner.p[1] * 300.0f) == doctest::Approx(4.5f * std::sqrt(2.0f)).epsilon(1e-4));
}

TEST_CASE("a straight run of points becomes one chord that still ends at the last point") {
  DrawList list;
  list.beginStrip({1, 1, 1, 1}, 2.0f);
  for (int k = 0; k < 500; ++k) list.addStripPoint(Vec3f(0.0005f * static_cast<float>(k) / 500.0f, 0.0f, 0.0f));
  list.addStripPoint(Vec3f(0.5f, 0.0f, 0.0f));
  SceneBatch batch;
  batch.build(list, planarCamera());
  REQUIRE(batch.strokeVertices.size() == 4);
  CHECK(batch.strokeVertices.back().p[0] == doctest::Approx(0.5f * 200.0f / 400.0f));
}

TEST_CASE("a 500-point circular trail keeps a few dozen points, all within 0.35 px of the circle") {
  DrawList list;
  list.beginStrip({1, 1, 1, 1}, 2.0f, Stroke::Solid, true);
  const float radius = 0.5f;  // 100 px
  for (int k = 0; k < 500; ++k) {
    const float a = 6.2831853f * static_cast<float>(k) / 499.0f;
    list.addStripPoint(radius * Vec3f(std::cos(a), std::sin(a), 0.0f));
  }
  SceneBatch batch;
  batch.build(list, planarCamera());
  const std::vector<StrokeVertex>& v = batch.strokeVertices;
  const size_t kept = v.size() / 2;
  CHECK(kept > 20);
  CHECK(kept < 80);
  // Every original point lies near some chord between consecutive kept centre points.
  std::vector<Vec2f> centres;
  for (size_t k = 0; k < v.size(); k += 2) centres.push_back(0.5f * (screenPx(v[k]) + screenPx(v[k + 1])));
  float worst = 0.0f;
  for (int k = 0; k < 500; ++k) {
    const float a = 6.2831853f * static_cast<float>(k) / 499.0f;
    const Vec2f p(100.0f * std::cos(a), 100.0f * std::sin(a));
    float nearest = 1e9f;
    for (size_t c = 0; c + 1 < centres.size(); ++c) nearest = std::min(nearest, distanceToSegment(p, centres[c], centres[c + 1]));
    worst = std::max(worst, nearest);
  }
  CHECK(worst < 0.35f);
  CHECK(v.back().colour[3] == 255);  // the newest point keeps full alpha
}

TEST_CASE("arcs become a polyline and a head in the term layer") {
  DrawList list;
  MomentArc arc;
  arc.centre = Vec3f::Zero();
  arc.axis = Vec3f::UnitZ();
  arc.sweep = 3.14159265f;
  arc.radius = 0.25f;  // 50 px
  list.arcs.push_back(arc);
  SceneBatch batch;
  batch.build(list, planarCamera());
  CHECK(batch.mechanismStrokes.count == 0);
  REQUIRE(batch.termStrokes.count >= 8);
  // Half a turn counter-clockwise from 3 o'clock ends at 9 o'clock: the head's apex is there.
  const Vec2f apex = screenPx(batch.strokeVertices.back());
  CHECK(apex.x() == doctest::Approx(-50.0f).epsilon(1e-4));
  CHECK(apex.y() == doctest::Approx(0.0f).epsilon(1e-4).scale(1.0));
}

TEST_CASE("triads draw three arrows along the frame's axes") {
  DrawList list;
  Triad t;
  t.origin = Vec3f(1.0f, 0.0f, 0.0f);
  t.rotation = Eigen::AngleAxisf(0.5f, Vec3f::UnitZ()).toRotationMatrix();
  t.length = 0.2f;
  list.triads.push_back(t);
  SceneBatch batch;
  batch.build(list, planarCamera());
  // x and y lie in the screen plane: shaft, head and bridges each. z points at the viewer: no glyph.
  CHECK(batch.termStrokes.count == 4 + 2 + 3 + 2 + 4 + 2 + 3);
  for (int axis = 0; axis < 2; ++axis) {
    const Vec3f tip = t.origin + 0.2f * t.rotation.col(axis);
    const Vec2f tipPx(tip.x() * 200.0f, tip.y() * 200.0f);
    float nearest = 1e9f;
    for (const StrokeVertex& v : batch.strokeVertices) nearest = std::min(nearest, (screenPx(v) - tipPx).norm());
    CHECK(nearest < 1e-3f);
  }
}

TEST_CASE("after warm-up, filling and batching a scene every frame allocates nothing") {
  DrawList list;
  SceneBatch batch;
  const Camera camera = planarCamera();
  // Warm up over a whole period of the demo's motion, so every buffer has seen its largest size.
  for (int frame = 0; frame < 60 * 25; ++frame) {
    drawDemoScene(list, frame / 60.0);
    batch.build(list, camera);
  }
  const long before = allocationCount();
  for (int frame = 0; frame < 120; ++frame) {
    drawDemoScene(list, frame / 60.0);
    batch.build(list, camera);
  }
  CHECK(allocationCount() - before == 0);
  CHECK(list.capsules.size() == 3);
  CHECK(list.arrows.size() == 9);
  CHECK(list.arcs.size() == 3);
  CHECK(list.labels.size() == 1);
}
