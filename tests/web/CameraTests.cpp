// The camera's promises to the UI: what is projected can be unprojected, zooming keeps the point
// under the cursor, orbiting keeps the distance, and the pixel scale behind the "N per cm" legend
// matches a hand computation.
#include <cmath>

#include <Eigen/Geometry>
#include <doctest/doctest.h>

#include "render/Camera.hpp"

using namespace wl::web::render;

namespace {

Viewport laptop(float ratio = 1.0f) {
  Viewport v;
  v.width = 800.0f;
  v.height = 600.0f;
  v.pixelRatio = ratio;
  return v;
}

Camera orbitCamera(Camera::Projection projection) {
  Camera c;
  c.setViewport(laptop());
  c.setMode(Camera::Mode::Orbit);
  c.setProjection(projection, 0.9f);
  c.lookAt(Vec3f(0.3f, -0.2f, 0.1f), 3.0f);
  c.setAngles(0.7f, 0.4f);
  return c;
}


}  // namespace

TEST_CASE("a 2D camera shows x to the right and y up, centred on its target") {
  Camera c;
  c.setViewport(laptop());
  c.lookAt(Vec3f(1.0f, 2.0f, 0.0f), 3.0f);  // 600 px for 3 m: 200 px per metre
  const ScreenPoint centre = c.project(Vec3f(1.0f, 2.0f, 0.0f));
  CHECK(centre.x == doctest::Approx(400.0f));
  CHECK(centre.y == doctest::Approx(300.0f));
  const ScreenPoint right = c.project(Vec3f(1.5f, 2.0f, 0.0f));
  CHECK(right.x == doctest::Approx(500.0f));
  const ScreenPoint above = c.project(Vec3f(1.0f, 2.25f, 0.0f));
  CHECK(above.y == doctest::Approx(250.0f));  // up in the world is up on screen (smaller y)
  CHECK(c.pixelsPerWorldUnit(Vec3f::Zero()) == doctest::Approx(200.0f));
}

TEST_CASE("project then unproject returns the world point (orthographic and perspective)") {
  for (Camera::Projection projection : {Camera::Projection::Orthographic, Camera::Projection::Perspective}) {
    Camera c = orbitCamera(projection);
    for (const Vec3f& p : {Vec3f(0.0f, 0.0f, 0.0f), Vec3f(0.5f, 0.7f, -0.4f), Vec3f(-1.0f, 0.2f, 0.9f)}) {
      const ScreenPoint s = c.project(p);
      REQUIRE(s.inFront);
      const Vec3f back = c.unproject(Vec2f(s.x, s.y), s.depth);
      // float32 perspective depth is coarse far from the eye; 0.5 mm is a tenth of a pixel here.
      CHECK((back - p).norm() < 5e-4f);
    }
  }
}

TEST_CASE("the ray through a projected point passes through it") {
  Camera c = orbitCamera(Camera::Projection::Perspective);
  const Vec3f p(0.4f, 0.1f, -0.3f);
  const ScreenPoint s = c.project(p);
  const Ray r = c.ray(Vec2f(s.x, s.y));
  const Vec3f toP = p - r.origin;
  CHECK((toP - r.direction * toP.dot(r.direction)).norm() < 1e-4f);
}

TEST_CASE("zooming about the cursor keeps the point under the cursor fixed") {
  for (Camera::Projection projection : {Camera::Projection::Orthographic, Camera::Projection::Perspective}) {
    Camera c = orbitCamera(projection);
    const Vec2f cursor(620.0f, 140.0f);
    const Vec3f under = c.pointOnTargetPlane(cursor);
    const float before = c.pixelsPerWorldUnit(under);
    c.zoom(1.7f, cursor);
    const ScreenPoint after = c.project(under);
    CHECK(after.x == doctest::Approx(cursor.x()).epsilon(1e-4));
    CHECK(after.y == doctest::Approx(cursor.y()).epsilon(1e-4));
    CHECK(c.pixelsPerWorldUnit(under) == doctest::Approx(1.7f * before).epsilon(1e-4));
    c.zoom(1.0f / 1.7f, cursor);  // and back out again
    CHECK(c.pixelsPerWorldUnit(under) == doctest::Approx(before).epsilon(1e-4));
  }
}

TEST_CASE("orbiting keeps the target and the eye's distance from it") {
  Camera c = orbitCamera(Camera::Projection::Perspective);
  const Vec3f target = c.target();
  const float distance = (c.eye() - target).norm();
  c.orbit(120.0f, -45.0f);
  CHECK((c.target() - target).norm() < 1e-6f);
  CHECK((c.eye() - target).norm() == doctest::Approx(distance).epsilon(1e-5));
  CHECK(c.yaw() != doctest::Approx(0.7f));
}

TEST_CASE("orbiting does nothing to a 2D view, and tilting stops short of the pole") {
  Camera planar;
  planar.setViewport(laptop());
  planar.orbit(300.0f, 300.0f);
  CHECK(planar.towardViewer().z() == doctest::Approx(1.0f));
  Camera c = orbitCamera(Camera::Projection::Orthographic);
  c.orbit(0.0f, 1e5f);
  CHECK(c.pitch() < 1.5708f);
  CHECK(c.screenUp().norm() == doctest::Approx(1.0f));
}

TEST_CASE("panning moves the scene with the pointer") {
  Camera c = orbitCamera(Camera::Projection::Orthographic);
  const Vec3f p(0.2f, 0.3f, 0.0f);
  const ScreenPoint before = c.project(p);
  c.pan(35.0f, -20.0f);
  const ScreenPoint after = c.project(p);
  CHECK(after.x - before.x == doctest::Approx(35.0f).epsilon(1e-3));
  CHECK(after.y - before.y == doctest::Approx(-20.0f).epsilon(1e-3));
}

TEST_CASE("pixels per world unit match a hand computation") {
  // Orthographic: 600 px tall showing 3 m → 200 px/m, whatever the depth.
  Camera ortho = orbitCamera(Camera::Projection::Orthographic);
  CHECK(ortho.pixelsPerWorldUnit(Vec3f(5.0f, 5.0f, 5.0f)) == doctest::Approx(200.0f));
  // Perspective with the same 3 m at the target: 200 px/m there; half the distance to the eye, twice.
  Camera persp = orbitCamera(Camera::Projection::Perspective);
  const Vec3f target = persp.target(), eye = persp.eye();
  CHECK(persp.pixelsPerWorldUnit(target) == doctest::Approx(200.0f).epsilon(1e-4));
  CHECK(persp.pixelsPerWorldUnit(0.5f * (target + eye)) == doctest::Approx(400.0f).epsilon(1e-4));
  // And the projection agrees: a 1 cm step across the line of sight spans 2 px at the target.
  const ScreenPoint a = persp.project(target), b = persp.project(target + 0.01f * persp.screenRight());
  CHECK(std::hypot(b.x - a.x, b.y - a.y) == doctest::Approx(2.0f).epsilon(1e-3));
}

TEST_CASE("HiDPI: a centimetre on screen is 96/2.54 CSS px times the pixel ratio") {
  Camera c;
  c.setViewport(laptop(2.0f));
  CHECK(c.pixelsPerCentimetre() == doctest::Approx(2.0 * 96.0 / 2.54));
  // Orbit speed is per CSS pixel: the same finger movement turns the same angle at ratio 2.
  Camera one = orbitCamera(Camera::Projection::Orthographic), two = one;
  Viewport v = laptop(2.0f);
  two.setViewport(v);
  one.orbit(50.0f, 0.0f);
  two.orbit(100.0f, 0.0f);
  CHECK(one.yaw() == doctest::Approx(two.yaw()));
}

TEST_CASE("a viewport's offset moves the picture with it") {
  Camera c;
  Viewport v = laptop();
  v.x = 100.0f;
  v.y = 50.0f;
  c.setViewport(v);
  c.lookAt(Vec3f::Zero(), 3.0f);
  const ScreenPoint s = c.project(Vec3f::Zero());
  CHECK(s.x == doctest::Approx(500.0f));
  CHECK(s.y == doctest::Approx(350.0f));
  const Vec3f back = c.unproject(Vec2f(s.x, s.y), s.depth);
  CHECK(back.norm() < 1e-5f);
}

TEST_CASE("following an observer frame turns the view with it") {
  Camera c;
  c.setViewport(laptop());
  c.lookAt(Vec3f(0.0f, 0.0f, 0.0f), 3.0f);
  // Observer {A} turned 90° about z and sitting at (1, 0, 0): its x axis is the world's y.
  const Mat3f R_WA = Eigen::AngleAxisf(1.5707963f, Vec3f::UnitZ()).toRotationMatrix();
  const Vec3f p_WA(1.0f, 0.0f, 0.0f);
  c.followObserver(R_WA, p_WA);
  // The target keeps its world place when following starts.
  CHECK(c.target().norm() < 1e-5f);
  const ScreenPoint centre = c.project(Vec3f::Zero());
  CHECK(centre.x == doctest::Approx(400.0f));
  CHECK(centre.y == doctest::Approx(300.0f));
  // A point along A's x axis (world +y) now appears to the right of the centre.
  const ScreenPoint along = c.project(Vec3f(0.0f, 0.5f, 0.0f));
  CHECK(along.x == doctest::Approx(500.0f).epsilon(1e-4));
  CHECK(along.y == doctest::Approx(300.0f).epsilon(1e-4));
  // When the observer moves on, the view moves with it: the same observer-fixed point stays put.
  const Mat3f R2 = Eigen::AngleAxisf(0.4f, Vec3f::UnitZ()).toRotationMatrix();
  const Vec3f p2(0.3f, -0.2f, 0.0f);
  const Vec3f inA = R_WA.transpose() * (Vec3f(0.0f, 0.5f, 0.0f) - p_WA);
  c.followObserver(R2, p2);
  const ScreenPoint moved = c.project(R2 * inA + p2);
  CHECK(moved.x == doctest::Approx(along.x).epsilon(1e-4));
  CHECK(moved.y == doctest::Approx(along.y).epsilon(1e-4));
  c.stopFollowing();
  CHECK_FALSE(c.followingObserver());
  CHECK(c.towardViewer().z() == doctest::Approx(1.0f));
}

TEST_CASE("world up along z: z is up on screen, the turntable turns about z, following still works") {
  Camera c = orbitCamera(Camera::Projection::Perspective);
  c.setWorldUpZ(true);
  c.lookAt(Vec3f::Zero(), 3.0f);
  c.setAngles(0.0f, 0.0f);
  const ScreenPoint o = c.project(Vec3f::Zero()), up = c.project(Vec3f(0, 0, 1)), right = c.project(Vec3f(1, 0, 0));
  CHECK(up.x == doctest::Approx(o.x));
  CHECK(up.y < o.y - 50.0f);  // world z is screen up
  CHECK(right.x > o.x + 50.0f);
  CHECK(right.y == doctest::Approx(o.y));
  // Any yaw keeps the vertical vertical: z stays straight above the target.
  c.orbit(137.0f, 0.0f);
  const ScreenPoint o2 = c.project(Vec3f::Zero()), up2 = c.project(Vec3f(0, 0, 1));
  CHECK(up2.x == doctest::Approx(o2.x).epsilon(1e-4));
  CHECK(up2.y < o2.y - 50.0f);
  // Switching the axis keeps the target where it was in the world.
  const Vec3f before = c.target();
  c.setWorldUpZ(false);
  CHECK((c.target() - before).norm() < 1e-5f);
  // Riding on an observer turned 90° about z, with z up: the observer's x axis faces where world x did.
  c.setWorldUpZ(true);
  c.setAngles(0.0f, 0.0f);
  const Mat3f R = Eigen::AngleAxisf(1.5707963f, Vec3f::UnitZ()).toRotationMatrix();
  c.followObserver(R, Vec3f::Zero());
  const ScreenPoint ax = c.project(R * Vec3f(1, 0, 0)), at = c.project(Vec3f::Zero());
  CHECK(ax.x > at.x + 50.0f);
  CHECK(ax.y == doctest::Approx(at.y).epsilon(1e-4));
  c.stopFollowing();
}
