// Term glyphs say what the physics says: an arrow's tip is at origin + force × scale, a moment arc's
// sweep grows in proportion to |M| and turns by the right-hand rule about the moment's axis.
#include <cmath>
#include <vector>

#include <doctest/doctest.h>

#include "render/Geometry.hpp"

using namespace wl::web::render;

namespace {
constexpr float kPi = 3.14159265f;

MomentArc arcAbout(const Vec3f& axis, float sweep) {
  MomentArc a;
  a.centre = Vec3f(0.2f, -0.1f, 0.05f);
  a.axis = axis.normalized();
  a.sweep = sweep;
  a.radius = 0.1f;
  return a;
}
}  // namespace

TEST_CASE("an arrow's head ends exactly at origin + vector, so its length is the scaled force") {
  const Vec3f origin(0.1f, 0.2f, 0.3f), vector(0.3f, -0.4f, 0.0f);  // 0.5 m long
  const ArrowShape a = arrowShape(origin, vector, 0.004f);
  REQUIRE(a.visible);
  CHECK((a.tip - (origin + vector)).norm() < 1e-6f);
  CHECK((a.shaftStart - origin).norm() < 1e-6f);
  // Shaft and head lie along the vector and add up to its length.
  CHECK((a.shaftEnd - a.shaftStart).norm() + (a.tip - a.headBase).norm() == doctest::Approx(0.5f).epsilon(1e-5));
  CHECK((a.shaftEnd - a.headBase).norm() < 1e-6f);
  CHECK((a.tip - a.headBase).normalized().dot(vector.normalized()) == doctest::Approx(1.0f));
  // A long arrow keeps its head at the nominal size: 8 shaft radii long, 2.8 wide.
  CHECK((a.tip - a.headBase).norm() == doctest::Approx(0.032f).epsilon(1e-4));
  CHECK(a.headRadius == doctest::Approx(0.0112f).epsilon(1e-4));
}

TEST_CASE("a short arrow's head shrinks to at most 45 % of the arrow and keeps its proportions") {
  const ArrowShape a = arrowShape(Vec3f::Zero(), Vec3f(0.02f, 0.0f, 0.0f), 0.004f);
  REQUIRE(a.visible);
  const float headLength = (a.tip - a.headBase).norm();
  CHECK(headLength == doctest::Approx(0.009f).epsilon(1e-4));
  CHECK(a.headRadius / headLength == doctest::Approx(2.8f / 8.0f).epsilon(1e-4));
  CHECK(a.tip.x() == doctest::Approx(0.02f));
}

TEST_CASE("a zero force draws no arrow") {
  CHECK_FALSE(arrowShape(Vec3f::Ones(), Vec3f::Zero(), 0.01f).visible);
  CHECK_FALSE(arrowShape(Vec3f::Ones(), Vec3f(NAN, 0.0f, 0.0f), 0.01f).visible);
}

TEST_CASE("an arc's sweep is proportional to the moment's magnitude, then saturates") {
  const float perTurn = 4.0f;  // 4 N·m drawn as a full turn
  CHECK(arcSweep(1.0f, perTurn) == doctest::Approx(0.5f * kPi));
  CHECK(arcSweep(2.0f, perTurn) == doctest::Approx(2.0f * arcSweep(1.0f, perTurn)));
  CHECK(arcSweep(-1.0f, perTurn) == doctest::Approx(0.5f * kPi));  // the sense is the axis's job
  CHECK(arcSweep(0.0f, perTurn) == 0.0f);
  CHECK(arcSweep(100.0f, perTurn) == doctest::Approx(0.92f * 2.0f * kPi));
  CHECK(arcSweep(1.0f, 0.0f) == 0.0f);
}

TEST_CASE("a moment about +z turns counter-clockwise from 3 o'clock (right-hand rule)") {
  const MomentArc arc = arcAbout(Vec3f::UnitZ(), 0.5f * kPi);
  CHECK((arcStartDirection(arc.axis) - Vec3f::UnitX()).norm() < 1e-6f);
  const Vec3f quarter = arcPoint(arc, 0.5f * kPi) - arc.centre;
  CHECK((quarter - 0.1f * Vec3f::UnitY()).norm() < 1e-6f);
  std::vector<Vec3f> points;
  const ArcShape head = arcShape(arc, 0.002f, points);
  REQUIRE(head.visible);
  CHECK((head.tip - (arc.centre + 0.1f * Vec3f::UnitY())).norm() < 1e-6f);
  // At 12 o'clock a counter-clockwise head points toward −x.
  CHECK((head.tip - head.headBase).normalized().x() == doctest::Approx(-1.0f));
  // The opposite moment turns the other way.
  const ArcShape opposite = arcShape(arcAbout(-Vec3f::UnitZ(), 0.5f * kPi), 0.002f, points);
  CHECK(opposite.tip.y() == doctest::Approx(arc.centre.y() - 0.1f));
}

TEST_CASE("an arc's points lie on its circle, in the plane normal to its axis, and stop at the head") {
  const MomentArc arc = arcAbout(Vec3f(1.0f, 2.0f, -0.5f), 2.0f);
  std::vector<Vec3f> points;
  const ArcShape head = arcShape(arc, 0.003f, points);
  REQUIRE(head.visible);
  REQUIRE(points.size() >= 4);
  for (const Vec3f& p : points) {
    CHECK((p - arc.centre).norm() == doctest::Approx(0.1f).epsilon(1e-5));
    CHECK((p - arc.centre).dot(arc.axis) == doctest::Approx(0.0f).epsilon(1e-6).scale(1.0));
  }
  // The polyline stops where the head begins: the straight head (8 × 0.003 long) leaves the circle
  // by at most its sagitta, L²/2r.
  CHECK((points.back() - head.headBase).norm() < 1.05f * 0.024f * 0.024f / (2.0f * 0.1f));
  CHECK((head.tip - arcPoint(arc, 2.0f)).norm() < 1e-6f);
}

TEST_CASE("arc polylines are fine enough to look round and cheap when small") {
  CHECK(arcSegments(2.0f * kPi) == 40);
  CHECK(arcSegments(0.01f) == 3);
  CHECK(arcSegments(2.0f * kPi, 1000.0f) == 40);  // large on screen: capped
  // 12 px radius: chords of θ = 2 acos(1 − 1/36) ≈ 0.472 rad keep within 1/3 px → 14 per turn.
  CHECK(arcSegments(2.0f * kPi, 12.0f) == 14);
  const float theta = 2.0f * kPi / 14.0f;
  CHECK(12.0f * (1.0f - std::cos(0.5f * theta)) < 1.0f / 3.0f);
}
