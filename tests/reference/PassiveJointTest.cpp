// A joint's own spring and damper (MuJoCo's stiffness, springref, damping; URDF's dynamics damping) as
// the part P of τ = M q̈ + C + G + E + P, against hand derivations (the MuJoCo comparison on 40 random
// states is tests/oracle/MujocoRobotOracleTest.cpp; these hold without MuJoCo).
//
// Pendulum: a hinge about +y at the origin, COM at (l, 0, 0) in the body, I about the COM across the
// arm, gravity −g ẑ. Turning by q about +y takes x̂ to (cos q, 0, −sin q), so the COM sinks as q grows:
// V_gravity = −m g l sin q, and the torque that holds it is G = dV/dq = −m g l cos q. With the spring
// k (q − q₀) and the damper b q̇ (the forces the joint itself exerts are −k (q − q₀) − b q̇, which the
// actuator must balance):
//     τ = (I + m l²) q̈ − m g l cos q + k (q − q₀) + b q̇.
// Energy: T = ½ (I + m l²) q̇², V = −m g l sin q + ½ k (q − q₀)², and the damper takes power b q̇² out:
//     d(T + V)/dt = τ q̇ − b q̇².
#include <doctest/doctest.h>

#include <cmath>
#include <string>

#include "algorithms/Energy.hpp"
#include "algorithms/ForwardDynamics.hpp"
#include "algorithms/GeneralizedForces.hpp"
#include "algorithms/InverseDynamics.hpp"
#include "io/importers/robot/RobotFile.hpp"

using namespace wl;

namespace {

constexpr double kPiHere = 3.14159265358979323846;
constexpr double m = 1.3, l = 0.4, I = 0.02, g = 9.81, k = 5.0, b = 0.4;
const double q0 = 30.0 * kPiHere / 180.0;  // springref="30": degrees, MJCF's default unit

// The pendulum above in MJCF (angles in degrees), with the spring and damper from a default class.
const char* kPendulum = R"(<mujoco model="pendulum">
  <default><joint damping="0.4"/></default>
  <worldbody><body name="arm">
    <joint name="swing" axis="0 1 0" stiffness="5" springref="30"/>
    <inertial pos="0.4 0 0" mass="1.3" diaginertia="0.001 0.02 0.02"/>
  </body></worldbody></mujoco>)";

Model openText(const std::string& text, const char* name) {
  auto robot = openRobotFile(text, name);
  REQUIRE_MESSAGE(robot.ok(), robot.error().text());
  return robot->file.model;
}

double handTau(double q, double qd, double qdd) {
  return (I + m * l * l) * qdd - m * g * l * std::cos(q) + k * (q - q0) + b * qd;
}

}  // namespace

TEST_CASE("a hinge's spring and damper: τ = (I + m l²) q̈ − m g l cos q + k (q − q₀) + b q̇, with P a part of its own") {
  const Model model = openText(kPendulum, "pendulum.xml");
  REQUIRE(model.hasPassiveJoints());
  const CoordinateDef& c = model.coordinates()[0];
  CHECK(c.damping == 0.4);
  CHECK(c.stiffness == 5.0);
  CHECK(c.springRef == doctest::Approx(q0).epsilon(1e-15));
  Data data(model);
  int states = 0;
  for (double q : {-1.2, 0.0, 0.3, q0, 2.0})
    for (double qd : {-2.0, 0.0, 1.5})
      for (double qdd : {-3.0, 0.7}) {
        State s = State::zero(model);
        s.q(0) = q, s.qd(0) = qd, s.qdd(0) = qdd;
        CHECK(inverseDynamics(model, data, s)(0) == doctest::Approx(handTau(q, qd, qdd)).epsilon(1e-13));
        // The joint wrench is the rigid bodies' need alone; the spring and damper supply their share of it.
        CHECK(data.jointWrench_W[0].moment.y() == doctest::Approx(handTau(q, qd, qdd) - k * (q - q0) - b * qd).epsilon(1e-13));
        generalizedForces(model, data, s);
        CHECK(data.P(0) == doctest::Approx(k * (q - q0) + b * qd).epsilon(1e-14));
        CHECK(data.G(0) == doctest::Approx(-m * g * l * std::cos(q)).epsilon(1e-13));
        CHECK(std::abs(data.C(0)) < 1e-13);  // one hinge about a fixed axis: no velocity coupling
        CHECK(data.M(0, 0) * qdd + data.C(0) + data.G(0) + data.E(0) + data.P(0) == doctest::Approx(handTau(q, qd, qdd)).epsilon(1e-13));
        ++states;
      }
  CHECK(states == 30);
}

TEST_CASE("forward dynamics with a spring and a damper: q̈ = (τ − G − P) / (I + m l²)") {
  const Model model = openText(kPendulum, "pendulum.xml");
  Data data(model);
  State s = State::zero(model);
  s.q(0) = 0.8, s.qd(0) = -1.1;
  VecX tau(1);
  tau(0) = 0.25;
  REQUIRE(forwardDynamics(model, data, s, tau).ok());
  const double expected = (0.25 + m * g * l * std::cos(0.8) - k * (0.8 - q0) - b * -1.1) / (I + m * l * l);
  CHECK(s.qdd(0) == doctest::Approx(expected).epsilon(1e-13));
}

TEST_CASE("energy with a joint spring and damper: d(T + V)/dt = τ q̇ − b q̇² along a motion") {
  // q(t) = 0.6 sin 2t + 0.1: the energy at t ± h by the engine, its change against the hand power.
  const Model model = openText(kPendulum, "pendulum.xml");
  Data data(model);
  const auto at = [&](double t) {
    State s = State::zero(model);
    s.q(0) = 0.6 * std::sin(2 * t) + 0.1, s.qd(0) = 1.2 * std::cos(2 * t), s.qdd(0) = -2.4 * std::sin(2 * t);
    return s;
  };
  int instants = 0;
  for (double t = 0.1; t < 3.0; t += 0.37) {
    const double h = 1e-5;
    const double rate = (mechanicalEnergy(model, data, at(t + h)).total() - mechanicalEnergy(model, data, at(t - h)).total()) / (2 * h);
    const State s = at(t);
    const double power = inverseDynamics(model, data, s)(0) * s.qd(0) - b * s.qd(0) * s.qd(0);
    CHECK(rate == doctest::Approx(power).epsilon(1e-7));
    // The spring's share of V, by hand.
    const double V = -m * g * l * std::sin(s.q(0)) + 0.5 * k * (s.q(0) - q0) * (s.q(0) - q0);
    const Energy e = mechanicalEnergy(model, data, s);
    CHECK(e.gravitational + e.elastic == doctest::Approx(V).epsilon(1e-13));
    ++instants;
  }
  CHECK(instants == 8);
}

TEST_CASE("a slide's spring and damper in N/m and N·s/m: τ = m q̈ + m g + k (q − s₀) + b q̇") {
  // 2 kg on a vertical slide, stiffness 150 N/m relaxed at 0.05 m (a length: no angle unit), damping 3.
  const Model model = openText(R"(<mujoco><worldbody><body name="b"><joint name="s" type="slide" axis="0 0 1" stiffness="150"
      springref="0.05" damping="3"/><inertial pos="0 0 0" mass="2" diaginertia="0.1 0.1 0.1"/></body></worldbody></mujoco>)",
                               "slide.xml");
  Data data(model);
  State s = State::zero(model);
  s.q(0) = 0.2, s.qd(0) = -0.5, s.qdd(0) = 1.5;
  CHECK(inverseDynamics(model, data, s)(0) == doctest::Approx(2 * 1.5 + 2 * 9.81 + 150 * (0.2 - 0.05) + 3 * -0.5).epsilon(1e-14));
  CHECK(data.jointWrench_W[0].force.z() == doctest::Approx(2 * 1.5 + 2 * 9.81).epsilon(1e-14));
}

TEST_CASE("URDF <dynamics damping>: a revolute joint's and each of a planar joint's coordinates' damper") {
  const Model model = openText(R"(<robot name="r"><link name="world"/>
    <link name="a"><inertial><mass value="1"/><inertia ixx="0.01" iyy="0.01" izz="0.01"/></inertial></link>
    <link name="b"><inertial><origin xyz="0.2 0 0"/><mass value="0.5"/><inertia ixx="0.001" iyy="0.002" izz="0.002"/></inertial></link>
    <joint name="p" type="planar"><parent link="world"/><child link="a"/><axis xyz="0 0 1"/><dynamics damping="2"/></joint>
    <joint name="h" type="revolute"><parent link="a"/><child link="b"/><axis xyz="0 0 1"/><limit lower="-1" upper="1"/>
      <dynamics damping="0.3" friction="0"/></joint></robot>)",
                               "damped.urdf");
  REQUIRE(model.nq() == 4);
  const double expected[4] = {2, 2, 2, 0.3};
  for (int c = 0; c < 4; ++c) {
    CHECK(model.coordinates()[static_cast<size_t>(c)].damping == expected[c]);
    CHECK(model.coordinates()[static_cast<size_t>(c)].stiffness == 0.0);
  }
  Data data(model);
  State s = State::zero(model);
  s.qd << 0.5, -1, 2, 3;
  generalizedForces(model, data, s);
  for (int c = 0; c < 4; ++c) CHECK(data.P(c) == doctest::Approx(expected[c] * s.qd(c)).epsilon(1e-15));
}
