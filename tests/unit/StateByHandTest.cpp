// A state set by hand (session/StateByHand.hpp: the CLI's --q/--qd/--qdd, the app's State panel and
// links): the torques are the state's, checked against the double pendulum's equations of motion
// derived by hand; the held state survives a parameter change and gives the motion (or simulation)
// back when released; the CLI's route (before the session) and the app's (on the session) agree.
#include <doctest/doctest.h>

#include <cmath>

#include "io/formats/ModelJson.hpp"
#include "session/Session.hpp"
#include "session/StateByHand.hpp"

using namespace wl;

namespace {

using Vec2 = Eigen::Vector2d;

ModelFile doublePendulum() {
  auto file = loadModelFile(std::string(WRENCHLAB_SOURCE_DIR) + "/content/models/double-pendulum.json");
  REQUIRE_MESSAGE(file.ok(), file.error().text());
  return std::move(*file);
}

State stateOf(double t, Vec2 q, Vec2 qd, Vec2 qdd) {
  State s;
  s.t = t;
  s.q = q;
  s.qd = qd;
  s.qdd = qdd;
  return s;
}

// Two uniform rods (m = 1 kg, l = 1 m, COM at l/2, I = m l²/12) hanging from a pivot, q1 the upper
// rod's angle from the downward vertical, q2 the elbow's relative angle; Lagrange's equations:
//   M11 = I1 + I2 + m1 c1² + m2 (l1² + c2² + 2 l1 c2 cos q2), M12 = I2 + m2 (c2² + l1 c2 cos q2), M22 = I2 + m2 c2²
//   C = h [−(2 q̇1 q̇2 + q̇2²), q̇1²] with h = m2 l1 c2 sin q2
//   G = g [m1 c1 sin q1 + m2 (l1 sin q1 + c2 sin(q1 + q2)), m2 c2 sin(q1 + q2)]
Vec2 handTorques(const Vec2& q, const Vec2& qd, const Vec2& qdd) {
  const double m = 1.0, l = 1.0, c = 0.5, I = m * l * l / 12.0, g = 9.81;
  const double cos2 = std::cos(q(1)), h = m * l * c * std::sin(q(1));
  const double M11 = 2 * I + m * c * c + m * (l * l + c * c + 2 * l * c * cos2), M12 = I + m * (c * c + l * c * cos2), M22 = I + m * c * c;
  const Vec2 C(-h * (2 * qd(0) * qd(1) + qd(1) * qd(1)), h * qd(0) * qd(0));
  const Vec2 G(g * (m * c * std::sin(q(0)) + m * (l * std::sin(q(0)) + c * std::sin(q(0) + q(1)))), g * m * c * std::sin(q(0) + q(1)));
  return Vec2(M11 * qdd(0) + M12 * qdd(1), M12 * qdd(0) + M22 * qdd(1)) + C + G;
}

}  // namespace

TEST_CASE("a state held by hand on a simulation gives that state's torques, derived by hand, and gives the run back") {
  auto created = Session::create(doublePendulum());
  REQUIRE(created.ok());
  Session s = std::move(*created);
  REQUIRE(s.isForwardDynamics());
  REQUIRE(s.setTime(0.37));
  const VecX runAt037 = s.state().q;
  const double end = s.endTime();

  const State held = stateOf(0.37, {0.3, 0.5}, {1.2, -0.7}, {0.4, 2.0});
  REQUIRE(s.holdState(held));
  CHECK(s.stateHeld());
  CHECK_FALSE(s.isForwardDynamics());  // q̈ is given: the torques are asked for, not integrated
  CHECK(s.time() == 0.37);
  CHECK(s.endTime() == end);           // the time line keeps its range
  // Exactly the held state, to the round-off of the polynomial through it evaluated at t0.
  CHECK((s.state().q - held.q).norm() < 1e-14);
  CHECK((s.state().qd - held.qd).norm() < 1e-14);
  CHECK((s.state().qdd - held.qdd).norm() < 1e-14);
  const Vec2 expected = handTorques(held.q, held.qd, held.qdd);
  CHECK((s.jointTorques() - expected).norm() < 1e-12 * (1 + expected.norm()));

  // Hold still: q̇ = q̈ = 0 leaves gravity alone, G(q).
  REQUIRE(s.holdState(stateOf(0.37, {0.3, 0.5}, {0, 0}, {0, 0})));
  const Vec2 gravity = handTorques(held.q, Vec2::Zero(), Vec2::Zero());
  CHECK((s.jointTorques() - gravity).norm() < 1e-12 * (1 + gravity.norm()));
  // Playing on from a held state moves with constant q̈ (none here): it stays put.
  REQUIRE(s.setTime(0.9));
  CHECK((s.state().q - held.q).norm() < 1e-15);

  // Released: the simulation again, at the time it was left, on the run it had.
  REQUIRE(s.setTime(0.37));
  s.releaseHeldState();
  CHECK_FALSE(s.stateHeld());
  CHECK(s.isForwardDynamics());
  CHECK(s.time() == doctest::Approx(0.37));
  CHECK((s.state().q - runAt037).norm() < 1e-12);
}

TEST_CASE("a held state is refused when it is not finite or has the wrong size, and nothing changes") {
  auto created = Session::create(doublePendulum());
  REQUIRE(created.ok());
  Session s = std::move(*created);
  State bad = stateOf(0.1, {0.3, std::nan("")}, {0, 0}, {0, 0});
  const Status refused = s.holdState(bad);
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.error().where == "q[1]");
  State wrongSize = stateOf(0.1, {0, 0}, {0, 0}, {0, 0});
  wrongSize.qd = VecX::Zero(3);
  CHECK(s.holdState(wrongSize).error().where == "qd");
  CHECK_FALSE(s.stateHeld());
  CHECK(s.isForwardDynamics());
}

TEST_CASE("the CLI's route (the file before the session) and the app's (the session) hold the same state") {
  const State held = stateOf(0.25, {-0.4, 1.1}, {0.3, 2.0}, {-1.5, 0.7});
  ModelFile file = doublePendulum();
  REQUIRE(holdStateInFile(file, held));
  auto cli = Session::create(std::move(file));
  REQUIRE(cli.ok());
  REQUIRE(cli->setTime(held.t));
  auto app = Session::create(doublePendulum());
  REQUIRE(app.ok());
  REQUIRE(app->setTime(held.t));
  REQUIRE(app->holdState(held));
  CHECK((cli->jointTorques() - app->jointTorques()).norm() == 0.0);
  const Vec2 expected = handTorques(held.q, held.qd, held.qdd);
  CHECK((app->jointTorques() - expected).norm() < 1e-12 * (1 + expected.norm()));
}

TEST_CASE("a prescribed motion held by hand keeps it through a parameter change, and the motion comes back") {
  auto created = Session::create([] {
    auto file = loadModelFile(std::string(WRENCHLAB_SOURCE_DIR) + "/content/models/nlink.json");
    REQUIRE(file.ok());
    return std::move(*file);
  }());
  REQUIRE(created.ok());
  Session s = std::move(*created);
  REQUIRE(s.setTime(0.7));
  const VecX motionQ = s.state().q;
  const int nq = s.model().nq();
  State held;
  held.t = 0.7;
  held.q = VecX::Constant(nq, 0.2);
  held.qd = VecX::Zero(nq);
  held.qdd = VecX::Zero(nq);
  REQUIRE(s.holdState(held));
  REQUIRE(s.setParameter("chain.mass[0]", 0.9));  // same coordinates: the state stays held
  CHECK(s.stateHeld());
  CHECK((s.state().q - held.q).norm() == 0.0);
  s.releaseHeldState();
  CHECK_FALSE(s.stateHeld());
  CHECK((s.state().q - motionQ).norm() < 1e-15);
  REQUIRE(s.holdState(held));
  REQUIRE(s.setParameter("chain.count", 4));  // another chain: its own motion, nothing held
  CHECK_FALSE(s.stateHeld());
}
