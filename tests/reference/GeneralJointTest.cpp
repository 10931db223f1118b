// General joints (a sequence of elementary rotations and translations, each a smooth function of one
// coordinate): hand-derived torques for small cases, agreement with the dedicated joint types, the
// kinematics against finite differences of the poses, and on random trees the properties that tie
// the algorithms together (M from CRBA vs Newton–Euler, τ = M q̈ + C + G + E, kinetic energy
// ½ q̇ᵀ M q̇, power balance d(T + V)/dt = τ·q̇, forward ∘ inverse = identity).
#include <doctest/doctest.h>

#include <cmath>

#include "algorithms/Energy.hpp"
#include "algorithms/ForwardDynamics.hpp"
#include "algorithms/GeneralizedForces.hpp"
#include "algorithms/InverseDynamics.hpp"
#include "algorithms/Kinematics.hpp"
#include "algorithms/MassMatrix.hpp"
#include "numerics/SplineFits.hpp"
#include "spatial/Rotation.hpp"
#include "support/TestModels.hpp"

using namespace wl;

namespace {

Segment oneSegment(Joint joint, const Inertia& inertia) {
  Segment s;
  s.name = "body";
  s.parent = -1;
  s.joint = std::move(joint);
  s.length = 0.5;
  s.inertia = inertia;
  return s;
}

Joint generalJoint(std::vector<JointAxis> axes, int coordinates) {
  Joint j;
  j.name = "joint";
  j.type = JointType::General;
  j.axes = std::move(axes);
  j.generalCoordinateCount = coordinates;
  for (int c = 0; c < coordinates; ++c) j.coordinates.push_back({"q" + std::to_string(c), CoordinateMotion::Rotational});
  return j;
}

JointAxis axis(JointAxis::Kind kind, const Vec3& u, int coordinate, JointFunction f = JointFunction::linear(1.0, 0.0)) {
  JointAxis a;
  a.kind = kind;
  a.axis = u;
  a.coordinate = coordinate;
  a.function = std::move(f);
  return a;
}

State state1(double q, double qd, double qdd) {
  State s;
  s.q = VecX::Constant(1, q);
  s.qd = VecX::Constant(1, qd);
  s.qdd = VecX::Constant(1, qdd);
  return s;
}

// q_k(t) = a + b t + c t² + d t³: a motion with non-zero jerk, for finite differences in time.
struct CubicMotion {
  std::vector<std::array<double, 4>> c;
  State at(const Model& model, double t) const {
    State s = State::zero(model);
    s.t = t;
    for (int k = 0; k < model.nq(); ++k) {
      const auto& a = c[static_cast<size_t>(k)];
      s.q(k) = a[0] + t * (a[1] + t * (a[2] + t * a[3]));
      s.qd(k) = a[1] + t * (2.0 * a[2] + 3.0 * t * a[3]);
      s.qdd(k) = 2.0 * a[2] + 6.0 * t * a[3];
    }
    return s;
  }
};
CubicMotion randomMotion(std::mt19937& rng, int nq) {
  std::uniform_real_distribution<double> u(-1.0, 1.0);
  CubicMotion m;
  for (int k = 0; k < nq; ++k) m.c.push_back({u(rng), u(rng), u(rng), 0.5 * u(rng)});
  return m;
}

}  // namespace

TEST_CASE("a pendulum through a general joint: τ = m d² q̈ + m g d cos q (hand)") {
  const double m = 1.7, d = 0.6, g = 9.81;
  ModelBuilder b("pendulum");
  b.gravity(Vec3(0, -g, 0));
  b.addSegment(oneSegment(generalJoint({axis(JointAxis::Kind::Rotation, Vec3::UnitZ(), 0)}, 1),
                          Inertia::pointMass(m, Vec3(d, 0, 0))));
  const Model model = b.build().value();
  Data data(model);
  for (double q : {-1.1, 0.0, 0.4, 2.5}) {
    const State s = state1(q, 1.3, -0.7);
    const double tau = inverseDynamics(model, data, s)(0);
    CHECK(tau == doctest::Approx(m * d * d * -0.7 + m * g * d * std::cos(q)).epsilon(1e-12));
  }
}

TEST_CASE("a centre that slides with the angle: x = c q² then a turn by q (hand, Lagrange)") {
  // B's origin at x = c q² along J's x axis, B turned by q about z; point mass at B's origin plus
  // I_zz. T = ½ m (2 c q q̇)² + ½ I q̇², V = m g c q² (gravity along −x): the Lagrange equation gives
  // τ = I q̈ + 4 m c² (q q̇² + q² q̈) + 2 m g c q.
  const double m = 2.3, c = 0.05, g = 9.81, I = 0.04;
  ModelBuilder b("sliding-centre");
  b.gravity(Vec3(-g, 0, 0));
  b.addSegment(oneSegment(generalJoint({axis(JointAxis::Kind::Translation, Vec3::UnitX(), 0, JointFunction::polynomial({0, 0, c})),
                                        axis(JointAxis::Kind::Rotation, Vec3::UnitZ(), 0)},
                                       1),
                          Inertia::general(m, Vec3::Zero(), Vec3(0.03, 0.02, I).asDiagonal())));
  const Result<Model> built = b.build();
  REQUIRE(built.ok());
  const Model& model = *built;
  Data data(model);
  for (double q : {-0.8, 0.3, 1.2}) {
    const double qd = 2.1, qdd = -1.4;
    const double tau = inverseDynamics(model, data, state1(q, qd, qdd))(0);
    const double hand = I * qdd + 4.0 * m * c * c * (q * qd * qd + q * q * qdd) + 2.0 * m * g * c * q;
    CHECK(tau == doctest::Approx(hand).epsilon(1e-12));
    massMatrix(model, data, state1(q, qd, qdd));
    CHECK(data.M(0, 0) == doctest::Approx(I + 4.0 * m * c * c * q * q).epsilon(1e-12));
  }
}

TEST_CASE("general joints that repeat the dedicated ones give the same τ and M") {
  std::mt19937 rng(31);
  int compared = 0;
  for (int trial = 0; trial < 40; ++trial) {
    Model dedicated = test::randomChain(rng, 1 + trial % 6, 0, true, true);
    ModelBuilder b("as-general");
    b.gravity(dedicated.gravity_W());
    b.baseMotion(dedicated.base());
    for (Segment s : dedicated.segments()) {
      const Joint& j = s.joint;
      Joint g;
      if (j.type == JointType::Revolute) g = generalJoint({axis(JointAxis::Kind::Rotation, j.axis, 0)}, 1);
      else if (j.type == JointType::Prismatic) g = generalJoint({axis(JointAxis::Kind::Translation, j.axis, 0)}, 1);
      else if (j.type == JointType::Spherical)
        g = generalJoint({axis(JointAxis::Kind::Rotation, Vec3::UnitX(), 0), axis(JointAxis::Kind::Rotation, Vec3::UnitY(), 1),
                          axis(JointAxis::Kind::Rotation, Vec3::UnitZ(), 2)},
                         3);
      else g = generalJoint({}, 0);
      g.name = j.name;
      for (size_t c = 0; c < g.coordinates.size(); ++c) g.coordinates[c].name = j.name + "_" + std::to_string(c);
      g.R_PJ = j.R_PJ;
      g.p_PJ = j.p_PJ;
      s.joint = g;
      b.addSegment(s);
    }
    for (const Load& l : dedicated.loads())
      b.addLoad(l, l.type == LoadType::GroundReaction ? "" : dedicated.points()[static_cast<size_t>(l.point)].name);
    const Model general = b.build().value();
    REQUIRE(general.nq() == dedicated.nq());
    Data d1(dedicated), d2(general);
    const State s = test::randomState(rng, dedicated);
    const VecX tau1 = inverseDynamics(dedicated, d1, s);
    const VecX tau2 = inverseDynamics(general, d2, s);
    CHECK((tau1 - tau2).norm() <= 1e-10 * (1.0 + tau1.norm()));
    massMatrix(dedicated, d1, s);
    massMatrix(general, d2, s);
    CHECK((d1.M - d2.M).norm() <= 1e-10 * (1.0 + d1.M.norm()));
    ++compared;
  }
  CHECK(compared == 40);
}

TEST_CASE("general-joint kinematics: velocities and accelerations are the time derivatives of the poses") {
  // Finite differences of our own poses are a check here, never part of the engine.
  std::mt19937 rng(32);
  int checked = 0;
  const double h = 1e-5;
  for (int trial = 0; trial < 200; ++trial) {
    ModelBuilder b("one");
    b.addSegment(oneSegment(test::randomGeneralJoint(rng, "joint"), Inertia::pointMass(1.0, Vec3(0.1, 0.2, 0.3))));
    const Model model = b.build().value();
    Data data(model);
    const CubicMotion motion = randomMotion(rng, model.nq());
    const double t = 0.3;
    auto frameAt = [&](double time) {
      computeKinematics(model, data, motion.at(model, time));
      return data.frames[static_cast<size_t>(model.segmentFrame(0))];
    };
    const FrameState before = frameAt(t - h), after = frameAt(t + h), now = frameAt(t);
    // Ṙ Rᵀ = [ω]×; ṗ = v; and the same one order up.
    const Mat3 Rdot = (after.R_WF - before.R_WF) / (2.0 * h);
    const Mat3 W = Rdot * now.R_WF.transpose();
    const Vec3 omegaFd(W(2, 1), W(0, 2), W(1, 0));
    const Vec3 vFd = (after.p_WF - before.p_WF) / (2.0 * h);
    const Vec3 alphaFd = (after.omega_W - before.omega_W) / (2.0 * h);
    const Vec3 aFd = (after.v_W - before.v_W) / (2.0 * h);
    const double scale = 1.0 + now.omega_W.norm() + now.v_W.norm() + now.alpha_W.norm() + now.a_W.norm();
    CHECK((omegaFd - now.omega_W).norm() < 1e-6 * scale);
    CHECK((vFd - now.v_W).norm() < 1e-6 * scale);
    CHECK((alphaFd - now.alpha_W).norm() < 1e-6 * scale);
    CHECK((aFd - now.a_W).norm() < 1e-6 * scale);
    // The subspace: B's twist is S6 q̇.
    Vec3 omega = Vec3::Zero(), v = Vec3::Zero();
    const State s = motion.at(model, t);
    for (int c = 0; c < model.nq(); ++c) {
      omega += data.S6_W[0].col(c).head<3>() * s.qd(c);
      v += data.S6_W[0].col(c).tail<3>() * s.qd(c);
    }
    CHECK((omega - now.omega_W).norm() < 1e-12 * scale);
    CHECK((v - now.v_W).norm() < 1e-12 * scale);
    ++checked;
  }
  CHECK(checked == 200);
}

TEST_CASE("random trees of general joints: M, the split of τ, kinetic energy, power, forward ∘ inverse") {
  std::mt19937 rng(33);
  int trials = 0, powerTrials = 0, roundTrips = 0;
  for (int trial = 0; trial < 120; ++trial) {
    const bool bare = trial % 2 == 0;  // fixed base, no loads: energy is conserved up to τ·q̇
    const Model model = test::randomGeneralChain(rng, 1 + trial % 9, !bare, !bare);
    Data data(model);
    const CubicMotion motion = randomMotion(rng, model.nq());
    const double t0 = 0.4;
    const State s = motion.at(model, t0);

    // CRBA against Newton–Euler's response to unit accelerations (a second algorithm).
    massMatrix(model, data, s);
    const MatX M = data.M;
    CHECK((M - M.transpose()).norm() <= 1e-10 * (1.0 + M.norm()));
    State unit = s;
    unit.qd.setZero();
    for (int k = 0; k < model.nq(); ++k) {
      unit.qdd.setZero();
      unit.qdd(k) = 1.0;
      const VecX column = inverseDynamics(model, data, unit, {false, false, false});
      CHECK((column - M.col(k)).norm() <= 1e-9 * (1.0 + M.norm()));
    }
    // τ = M q̈ + C + G + E.
    generalizedForces(model, data, s);
    const VecX split = data.M * s.qdd + data.C + data.G + data.E;
    const VecX tau = inverseDynamics(model, data, s);
    CHECK((tau - split).norm() <= 1e-9 * (1.0 + tau.norm()));
    // Kinetic energy two ways: Σ ½ (m v² + ωᵀ I ω) and ½ q̇ᵀ M q̇ (a fixed base only).
    if (bare) {
      const double kinetic = mechanicalEnergy(model, data, s).kinetic;
      CHECK(kinetic == doctest::Approx(0.5 * s.qd.dot(M * s.qd)).epsilon(1e-10));
      // Power: d(T + V)/dt = τ·q̇ (central difference in time of our energy, a check only).
      const double h = 1e-5;
      const double dE = (mechanicalEnergy(model, data, motion.at(model, t0 + h)).total() -
                         mechanicalEnergy(model, data, motion.at(model, t0 - h)).total()) /
                        (2.0 * h);
      const double power = inverseDynamics(model, data, s).dot(s.qd);
      CHECK(dE == doctest::Approx(power).epsilon(1e-6).scale(1.0 + std::abs(power)));
      ++powerTrials;
    }
    // Forward dynamics then inverse dynamics returns the torques.
    if (!model.hasMasslessCoordinate()) {
      State f = s;
      const VecX applied = tau;
      if (forwardDynamics(model, data, f, applied)) {
        CHECK((f.qdd - s.qdd).norm() <= 1e-6 * (1.0 + s.qdd.norm()));
        ++roundTrips;
      }
    }
    ++trials;
  }
  MESSAGE("general-joint property trials: " << trials << ", power balances: " << powerTrials << ", round trips: " << roundTrips);
  CHECK(trials == 120);
  CHECK(powerTrials >= 60);
  CHECK(roundTrips >= 80);
}

TEST_CASE("a general joint with more than six coordinates or an idle coordinate is refused, naming it") {
  Joint j = generalJoint({axis(JointAxis::Kind::Rotation, Vec3::UnitZ(), 0)}, 2);
  ModelBuilder b("idle");
  b.addSegment(oneSegment(j, Inertia::pointMass(1.0, Vec3::UnitX())));
  const Result<Model> m = b.build();
  REQUIRE(!m.ok());
  CHECK(m.error().text() == "segments[0].joint.coordinates[1]: 'q1' drives no axis");

  Joint bad = generalJoint({axis(JointAxis::Kind::Rotation, Vec3(1, 1, 0), 0)}, 1);
  ModelBuilder b2("not-unit");
  b2.addSegment(oneSegment(bad, Inertia::pointMass(1.0, Vec3::UnitX())));
  CHECK(b2.build().error().text() == "segments[0].joint.axes[0].axis: must be a unit vector");
}
