// Hover labels name the glyph the student points at: the nearest arrow or arc within a few pixels,
// and nothing when the cursor is in empty space.
#include <vector>

#include <doctest/doctest.h>

#include "render/Geometry.hpp"
#include "render/Picking.hpp"

using namespace wl::web::render;

namespace {

// 800 × 600 px showing 3 m: 200 px per metre, world origin at the centre (400, 300).
Camera planarCamera(float ratio = 1.0f) {
  Camera c;
  Viewport v;
  v.width = 800.0f;
  v.height = 600.0f;
  v.pixelRatio = ratio;
  c.setViewport(v);
  c.lookAt(Vec3f::Zero(), 3.0f);
  return c;
}

ForceArrow arrow(const Vec3f& origin, const Vec3f& vector, int id) {
  ForceArrow a;
  a.origin = origin;
  a.vector = vector;
  a.id = id;
  return a;
}

}  // namespace

TEST_CASE("distance from a point to a screen segment") {
  CHECK(distanceToSegment(Vec2f(5, 3), Vec2f(0, 0), Vec2f(10, 0)) == doctest::Approx(3.0f));
  CHECK(distanceToSegment(Vec2f(13, 4), Vec2f(0, 0), Vec2f(10, 0)) == doctest::Approx(5.0f));  // past the end
  CHECK(distanceToSegment(Vec2f(3, 4), Vec2f(0, 0), Vec2f(0, 0)) == doctest::Approx(5.0f));
}

TEST_CASE("the arrow nearest the cursor is picked") {
  DrawList list;
  // Arrow 1 from the origin to (0.5, 0): screen (400,300) → (500,300). Arrow 2 from (0, 0.1) up:
  // screen x = 400, y 280 → 180.
  list.arrows.push_back(arrow(Vec3f::Zero(), Vec3f(0.5f, 0.0f, 0.0f), 1));
  list.arrows.push_back(arrow(Vec3f(0.0f, 0.1f, 0.0f), Vec3f(0.0f, 0.5f, 0.0f), 2));
  std::vector<Vec3f> scratch;
  const Camera camera = planarCamera();
  PickResult r = pick(list, camera, Vec2f(450.0f, 303.0f), scratch);
  CHECK(r.id == 1);
  CHECK(r.distancePx == doctest::Approx(3.0f));
  CHECK_FALSE(r.isArc);
  r = pick(list, camera, Vec2f(404.0f, 230.0f), scratch);
  CHECK(r.id == 2);
  // Between them, nearer to arrow 2's start (400, 280) than to arrow 1's line (y = 300).
  r = pick(list, camera, Vec2f(402.0f, 284.0f), scratch);
  CHECK(r.id == 2);
}

TEST_CASE("nothing is picked far from every glyph, or from glyphs without an id") {
  DrawList list;
  list.arrows.push_back(arrow(Vec3f::Zero(), Vec3f(0.5f, 0.0f, 0.0f), 1));
  list.arrows.push_back(arrow(Vec3f(0.0f, 1.0f, 0.0f), Vec3f(0.5f, 0.0f, 0.0f), -1));
  std::vector<Vec3f> scratch;
  const Camera camera = planarCamera();
  CHECK(pick(list, camera, Vec2f(450.0f, 320.0f), scratch).id == -1);  // 20 px away
  CHECK(pick(list, camera, Vec2f(450.0f, 100.0f), scratch).id == -1);  // on the id-less arrow
}

TEST_CASE("the tolerance is in CSS pixels: twice the framebuffer pixels at pixel ratio 2") {
  DrawList list;
  list.arrows.push_back(arrow(Vec3f::Zero(), Vec3f(0.5f, 0.0f, 0.0f), 7));
  std::vector<Vec3f> scratch;
  CHECK(pick(list, planarCamera(1.0f), Vec2f(450.0f, 312.0f), scratch).id == -1);
  CHECK(pick(list, planarCamera(2.0f), Vec2f(450.0f, 312.0f), scratch).id == 7);
}

TEST_CASE("a moment arc is picked along its curve, head included") {
  DrawList list;
  MomentArc arc;
  arc.centre = Vec3f::Zero();
  arc.axis = Vec3f::UnitZ();
  arc.sweep = 3.14159265f;  // half a turn from 3 o'clock to 9 o'clock, through 12
  arc.radius = 0.25f;       // 50 px
  arc.id = 42;
  list.arcs.push_back(arc);
  list.arrows.push_back(arrow(Vec3f(1.0f, 0.0f, 0.0f), Vec3f(0.3f, 0.0f, 0.0f), 3));
  std::vector<Vec3f> scratch;
  const Camera camera = planarCamera();
  PickResult r = pick(list, camera, Vec2f(400.0f, 252.0f), scratch);  // top of the circle
  CHECK(r.id == 42);
  CHECK(r.isArc);
  CHECK(pick(list, camera, Vec2f(351.0f, 300.0f), scratch).id == 42);  // the head at 9 o'clock
  CHECK(pick(list, camera, Vec2f(400.0f, 348.0f), scratch).id == -1);  // bottom: not swept
  CHECK(pick(list, camera, Vec2f(400.0f, 300.0f), scratch).id == -1);  // centre: 50 px from the curve
}
