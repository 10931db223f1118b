// Numerics that fail loudly: inputs that used to be accepted as they were, or silently approximated, and
// are now corrected exactly (rotations), refused with a message that names the field and the cause, or
// reported as a warning. Each case states the hand value it checks.
#include <doctest/doctest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <cmath>
#include <csignal>
#include <vector>

#include "algorithms/ForwardDynamics.hpp"
#include "algorithms/InverseDynamics.hpp"
#include "algorithms/Loads.hpp"
#include "io/formats/ModelJson.hpp"
#include "lesson/Quantity.hpp"
#include "model/Units.hpp"
#include "numerics/Butterworth.hpp"
#include "report/SeriesCsv.hpp"
#include "session/ObserverSpec.hpp"
#include "session/Session.hpp"
#include "simulation/Trajectory.hpp"

using namespace wl;

namespace {

Result<ModelFile> modelFromText(const std::string& text) { return loadModelText(text, "test.json", "."); }

Session sessionFromText(const std::string& text) {
  auto file = modelFromText(text);
  REQUIRE_MESSAGE(file.ok(), file.error().text());
  auto session = Session::create(std::move(*file));
  REQUIRE_MESSAGE(session.ok(), session.error().text());
  return std::move(*session);
}

Session contentModel(const char* name) {
  auto file = loadModelFile(std::string(WRENCHLAB_SOURCE_DIR) + "/content/models/" + name + ".json");
  REQUIRE_MESSAGE(file.ok(), file.error().text());
  auto session = Session::create(std::move(*file));
  REQUIRE_MESSAGE(session.ok(), session.error().text());
  return std::move(*session);
}

// A 3D chain whose middle joint is turned 45° about z by a matrix typed to seven digits (√½ ≈ 0.7071068,
// off by 2.2e-8), with a spinning observer frame so that every fictitious term is at work.
std::string handTypedRotationModel(const std::string& matrix) {
  return R"({
    "gravity": [0, -9.81, 0],
    "segments": [
      {"name": "a", "joint": {"type": "spherical"}, "length": 0.4, "direction": [0, -1, 0], "mass": 2,
       "inertia": {"principal": [0.03, 0.004, 0.03]}},
      {"name": "b", "joint": {"type": "revolute", "axis": [1, 0, 0], "orientation": {"matrix": )" +
         matrix + R"(}},
       "length": 0.3, "direction": [0, -1, 0], "mass": 1.5, "inertia": {"principal": [0.01, 0.002, 0.01]}},
      {"name": "c", "joint": {"type": "spherical"}, "length": 0.2, "direction": [1, 0, 0], "mass": 0.8,
       "inertia": {"principal": [0.001, 0.003, 0.003]}}
    ],
    "frames": [{"name": "spinning", "parent": "b", "origin": [0.1, -0.1, 0], "spin_axis": [0, 1, 0],
                "spin": {"rate": 3}}],
    "motion": {
      "a_x": {"sinusoids": [{"amplitude": 0.4, "omega": 2}]}, "a_y": {"sinusoids": [{"amplitude": 0.3, "omega": 3}]},
      "a_z": {"rate": 1.5}, "b": {"sinusoids": [{"amplitude": 0.8, "omega": 4, "phase": 0.3}]},
      "c_x": {"rate": -2}, "c_y": {"sinusoids": [{"amplitude": 0.5, "omega": 5}]},
      "c_z": {"sinusoids": [{"amplitude": 0.2, "omega": 1}]}
    }
  })";
}

}  // namespace

TEST_CASE("a hand-typed rotation matrix is made exact: the joint wrench agrees across observers to 1e-13") {
  const std::string typed = "[[0.7071068, -0.7071068, 0], [0.7071068, 0.7071068, 0], [0, 0, 1]]";
  Session s = sessionFromText(handTypedRotationModel(typed));
  const Mat3& R = s.model().segments()[1].joint.R_PJ;
  CHECK((R.transpose() * R - Mat3::Identity()).cwiseAbs().maxCoeff() < 1e-15);
  CHECK(R(0, 0) == doctest::Approx(std::sqrt(0.5)).epsilon(1e-15));
  int observers = 0;
  double worst = 0.0;
  for (const char* observer : {"world", "own", "parent", "a", "b", "c", "spinning", "b@c.proximal", "spinning@spinning.origin"}) {
    ViewSettings view;
    auto parsed = parseObserver(s.model(), observer);
    REQUIRE_MESSAGE(parsed.ok(), parsed.error().text());
    view.observer = *parsed;
    REQUIRE(s.setView(view));
    for (double t : {0.0, 0.37, 1.1, 2.9}) {
      REQUIRE(s.setTime(t));
      worst = std::max(worst, s.jointWrenchDiscrepancy());
    }
    ++observers;
  }
  MESSAGE("hand-typed 45° matrix: largest joint-wrench discrepancy over " << observers << " observers × 4 times = " << worst);
  CHECK(observers == 9);
  CHECK(worst <= 1e-13);

  // Within 1e-3 of a rotation is a rotation typed by hand; further off is refused, naming the field.
  auto far = modelFromText(handTypedRotationModel("[[0.71, -0.7, 0], [0.7, 0.71, 0], [0, 0, 1]]"));
  REQUIRE_FALSE(far.ok());
  CHECK(far.error().where == "test.json: segments[1].joint.orientation.matrix");
  auto mirror = modelFromText(handTypedRotationModel("[[1, 0, 0], [0, 1, 0], [0, 0, -1]]"));
  REQUIRE_FALSE(mirror.ok());
  CHECK(mirror.error().message.find("determinant +1") != std::string::npos);
}

TEST_CASE("near gimbal lock a simulation warns, naming the joint; at it the error names joint and coordinates") {
  // A single spherical joint with a point mass 0.5 m along −y; β (the middle Cardan angle) starts 1.7° from
  // 90°: |cos β| = 0.030 < kGimbalWarningCosine = 0.05.
  const std::string model = R"({
    "gravity": [0, 0, 0],
    "segments": [{"name": "ball", "joint": {"name": "hip", "type": "spherical"}, "length": 0.5, "direction": [0, -1, 0],
                  "mass": 1, "inertia": {"principal": [0.02, 0.01, 0.02]}}],
    "simulation": {"q0": {"hip_y": 1.541}, "qd0": {"hip_x": 0.1}, "integrator": "rk4", "dt": 0.001, "duration": 0.01}
  })";
  Session s = sessionFromText(model);
  REQUIRE(s.setTime(0.005));
  REQUIRE(s.warnings().size() == 1);
  CHECK(s.warnings()[0].find("joint 'hip' (spherical") != std::string::npos);
  CHECK(s.warnings()[0].find("gimbal lock") != std::string::npos);
  // The same run through the CLI's path (a sampled series) carries the same warning.
  SeriesSampler sampler;
  Series series;
  SeriesRequest q;
  q.kind = SeriesRequest::Kind::Coordinate;
  REQUIRE(sampler.sample(s, 0.0, 0.01, 5, {q}, series));
  REQUIRE(series.warnings.size() == 1);
  CHECK(series.warnings[0].find("'hip'") != std::string::npos);

  // Far from the lock: no warning.
  std::string clear = model;
  clear.replace(clear.find("1.541"), 5, "0.300");
  CHECK(sessionFromText(clear).warnings().empty());

  // Exactly at β = 90°, M is singular: the message names the joint and its two coinciding coordinates.
  const Model& m = s.model();
  Data data(m);
  State state = State::zero(m);
  state.q(1) = kPi / 2;
  const Status locked = forwardDynamics(m, data, state, VecX::Zero(3));
  REQUIRE_FALSE(locked.ok());
  CHECK(locked.error().message.find("spherical joint 'hip' is in gimbal lock") != std::string::npos);
  CHECK(locked.error().message.find("hip_x and hip_z") != std::string::npos);
}

TEST_CASE("a singular mass matrix names the coordinate that moves no mass and its joint") {
  // Two rods; the second is massless, so nothing resists the elbow: M(elbow, elbow) = 0.
  ModelBuilder builder("massless forearm");
  Segment upper;
  upper.name = "upper";
  upper.joint.name = "shoulder";
  upper.length = 1.0;
  upper.inertia = Inertia::uniformRod(1.0, 1.0, Vec3::UnitX());
  builder.addSegment(upper);
  Segment lower;
  lower.name = "lower";
  lower.parent = 0;
  lower.joint.name = "elbow";
  lower.joint.p_PJ = Vec3(1, 0, 0);
  lower.length = 1.0;
  lower.inertia = Inertia::pointMass(0.0, Vec3(1, 0, 0));
  builder.addSegment(lower);
  auto model = builder.build();
  REQUIRE_MESSAGE(model.ok(), model.error().text());
  Data data(*model);
  State state = State::zero(*model);
  const Status s = forwardDynamics(*model, data, state, VecX::Zero(2));
  REQUIRE_FALSE(s.ok());
  CHECK(s.error().message.find("coordinate 'elbow' (revolute joint 'elbow' of segment 'lower') moves no mass") !=
        std::string::npos);
}

TEST_CASE("a prismatic coordinate carries metres and newtons everywhere") {
  Session s = contentModel("radial-slider");  // coordinates: turn (revolute), slide (prismatic)
  REQUIRE(s.setTime(0.6));
  const Model& m = s.model();
  const int turn = m.findCoordinate("turn"), slide = m.findCoordinate("slide");
  REQUIRE(turn >= 0);
  REQUIRE(slide >= 0);
  CHECK(std::string(coordinateUnit(m, slide, CoordinateQuantity::GeneralizedForce)) == "N");
  CHECK(std::string(coordinateUnit(m, turn, CoordinateQuantity::GeneralizedForce)) == "N·m");
  CHECK(evaluateQuantity(s, 1, "tau.slide")->unit == "N");
  CHECK(evaluateQuantity(s, 1, "q.slide")->unit == "m");
  CHECK(evaluateQuantity(s, 1, "qd.slide")->unit == "m/s");
  CHECK(evaluateQuantity(s, 1, "qdd.slide")->unit == "m/s²");
  CHECK(evaluateQuantity(s, 1, "C.slide")->unit == "N");
  CHECK(evaluateQuantity(s, 1, "M.slide.slide")->unit == "kg");
  CHECK(evaluateQuantity(s, 1, "M.turn.slide")->unit == "kg·m");
  CHECK(evaluateQuantity(s, 1, "M.turn.turn")->unit == "kg·m²");
  CHECK(evaluateQuantity(s, 1, "q.turn")->unit == "rad");
  SeriesRequest force;
  force.kind = SeriesRequest::Kind::JointTorque;
  force.coordinate = slide;
  CHECK(seriesLabel(m, force) == "tau.slide [N]");
  SeriesRequest position;
  position.kind = SeriesRequest::Kind::Coordinate;
  position.coordinate = slide;
  CHECK(seriesLabel(m, position) == "q.slide [m]");
  // A formula placeholder can carry the engine's unit: the slider's force at t = 0.6 s is m r̈ − m r ω²
  // along the rod = 0 − 1 kg · 0.65 m · 1 rad²/s² = −0.65 N (bead 1 kg at r = 0.65 m, ω = 1 rad/s, r̈ = 0).
  auto text = substituteFormula(s, 1, "F = {tau.slide:unit}, T = {tau.turn:unit}");
  REQUIRE(text.ok());
  CHECK(*text == "F = −0.65 N, T = 1.3 N·m");
}

TEST_CASE("a rod's default inertia needs its centre of mass at its middle") {
  auto offCentre = modelFromText(R"({"segments": [{"name": "s", "length": 1, "mass": 1, "com": 0.3}], "motion": {}})");
  REQUIRE_FALSE(offCentre.ok());
  CHECK(offCentre.error().where == "test.json: segments[0].inertia");
  CHECK(offCentre.error().message.find("middle") != std::string::npos);
  auto explicitRod =
      modelFromText(R"({"segments": [{"name": "s", "length": 1, "mass": 1, "com": [0.3, 0, 0], "inertia": "rod"}], "motion": {}})");
  REQUIRE_FALSE(explicitRod.ok());
  CHECK(explicitRod.error().where == "test.json: segments[0].inertia");
  // At the middle the default is the uniform rod, m L²/12 = 1/12 kg·m² across it.
  auto middle = modelFromText(R"({"segments": [{"name": "s", "length": 1, "mass": 1, "com": 0.5}], "motion": {}})");
  REQUIRE(middle.ok());
  CHECK(middle->model.segments()[0].inertia.I_C(2, 2) == doctest::Approx(1.0 / 12.0).epsilon(1e-15));
  auto point = modelFromText(R"({"segments": [{"name": "s", "length": 1, "mass": 1, "com": 0.3, "inertia": "point"}], "motion": {}})");
  CHECK(point.ok());
}

TEST_CASE("a PID on a segment's absolute angle needs a planar chain") {
  auto withAxes = [](const char* secondAxis) {
    return std::string(R"({"segments": [
      {"name": "upper", "joint": {"name": "shoulder"}, "length": 1, "direction": [0, -1, 0], "mass": 1, "inertia": "rod"},
      {"name": "lower", "joint": {"name": "elbow", "axis": )") + secondAxis + R"(}, "length": 0.5, "direction": [0, -1, 0],
       "mass": 1, "inertia": "rod"}],
      "simulation": {"torques": {"elbow": {"pid": {"kp": 30, "measure": "segment_angle", "of": "lower"}}}}})";
  };
  CHECK(modelFromText(withAxes("[0, 0, 1]")).ok());  // seed 003: both about z, θ2 = q1 + q2
  // Joints about different axes would add unrelated angles.
  auto tilted = modelFromText(withAxes("[1, 0, 0]"));
  REQUIRE_FALSE(tilted.ok());
  CHECK(tilted.error().where == "test.json: simulation.torques.elbow.pid.measure");
  CHECK(tilted.error().message.find("planar chain") != std::string::npos);
}

TEST_CASE("a spring's direction at (almost) zero length: zero force below the documented threshold") {
  Load spring;
  spring.type = LoadType::Spring;
  spring.stiffness = 100.0;
  spring.restLength = 0.1;
  // Compressed to 5 cm along +x: pushes the point away from the anchor, k (L0 − L) = 5 N along +x.
  CHECK((springForce(spring, Vec3(0.05, 0, 0), 0.05) - Vec3(5, 0, 0)).norm() < 1e-12);
  // At the anchor, or within 1e-9 of the rest length of it, the direction is undefined: zero.
  CHECK(springForce(spring, Vec3::Zero(), 0.0).norm() == 0.0);
  CHECK(springForce(spring, Vec3(5e-11, 0, 0), 5e-11).norm() == 0.0);
  // Just above the threshold it is the full k (L0 − L) again.
  CHECK(springForce(spring, Vec3(1e-9, 0, 0), 1e-9).x() == doctest::Approx(100.0 * (0.1 - 1e-9)).epsilon(1e-12));
  // A zero-length spring: relative to 1 mm.
  spring.restLength = 0.0;
  CHECK(springForce(spring, Vec3(5e-13, 0, 0), 5e-13).norm() == 0.0);
  CHECK((springForce(spring, Vec3(0, 2e-12, 0), 2e-12) - Vec3(0, -2e-10, 0)).norm() < 1e-24);
}

TEST_CASE("inertia checks are relative to the body's own scale") {
  // A small body (1e-11 kg·m²) whose principal moments break the triangle inequality by half:
  // 1 + 1 < 3 (× 1e-11). An absolute tolerance of 1e-9 let it through.
  Inertia tiny = Inertia::general(0.001, Vec3::Zero(), Vec3(1e-11, 1e-11, 3e-11).asDiagonal());
  const Status s = tiny.validate();
  REQUIRE_FALSE(s.ok());
  CHECK(s.error().message.find("triangle inequality") != std::string::npos);
  // A large body with round-off asymmetry (1e-10 relative) passes.
  Mat3 big = Vec3(2e6, 3e6, 4e6).asDiagonal();
  big(0, 1) = 1e-4;
  CHECK(Inertia::general(100.0, Vec3::Zero(), big).validate().ok());
  // A tiny asymmetric tensor (off by 10 %) is refused.
  Mat3 lopsided = Vec3(1e-8, 1e-8, 1e-8).asDiagonal();
  lopsided(0, 1) = 1e-9;
  CHECK_FALSE(Inertia::general(0.001, Vec3::Zero(), lopsided).validate().ok());
}

TEST_CASE("Result::value() on an error stops a debug build at once") {
#ifdef NDEBUG
  MESSAGE("release build: the assertion is compiled out (the sanitizer build runs this check)");
#else
  // The child reads the value of an error; it must die by the assertion (SIGABRT), not read garbage.
  const pid_t child = fork();
  REQUIRE(child >= 0);
  if (child == 0) {
    std::signal(SIGABRT, SIG_DFL);
    Result<int> error = Error{"field", "bad"};
    volatile int v = error.value();
    (void)v;
    _exit(0);  // reached only if the assertion did not fire
  }
  int status = 0;
  REQUIRE(waitpid(child, &status, 0) == child);
  CHECK(WIFSIGNALED(status));
  CHECK(WTERMSIG(status) == SIGABRT);
#endif
}

TEST_CASE("Winter's correction on the pre-warped cut-off: the double pass is −3 dB at the cut-off even at fc = fs/5") {
  // 100 Hz sampling, 20 Hz cut-off: correcting the cut-off before pre-warping (20/0.802 Hz) would give a
  // gain of 0.78 at 20 Hz; dividing tan(π fc dt) by (√2 − 1)^¼ gives exactly 1/√2.
  const double dt = 0.01, fc = 20.0;
  std::vector<double> x(4000);
  for (size_t i = 0; i < x.size(); ++i) x[i] = std::cos(2 * kPi * fc * static_cast<double>(i) * dt);
  REQUIRE(lowPassZeroLag(x, dt, fc));
  double peak = 0.0;
  for (size_t i = 1000; i < 3000; ++i) peak = std::max(peak, std::abs(x[i]));
  CHECK(peak == doctest::Approx(1.0 / std::sqrt(2.0)).epsilon(0.005));
  // The bound is the Nyquist frequency itself.
  std::vector<double> y(100, 1.0);
  CHECK(lowPassZeroLag(y, dt, 49.0).ok());
  CHECK_FALSE(lowPassZeroLag(y, dt, 50.0).ok());
}

TEST_CASE("an observer attached at a joint named from the child's side is that joint") {
  // In the ankle model the foot's joint sits at the shank's distal point: shank@foot.proximal and
  // shank@shank.distal are one point, fixed in the shank.
  Session s = contentModel("ankle-knee-3d");
  REQUIRE(s.setTime(0.25));
  auto terms = [&](const char* observer) {
    ViewSettings view;
    auto parsed = parseObserver(s.model(), observer);
    REQUIRE_MESSAGE(parsed.ok(), parsed.error().text());
    view.observer = *parsed;
    REQUIRE(s.setView(view));
    return s.breakdown();
  };
  const TermBreakdown fromChild = terms("shank@foot.proximal");
  const TermBreakdown fromParent = terms("shank@shank.distal");
  for (size_t i = 0; i < fromChild.segments.size(); ++i)
    for (Term t : kAllTerms) CHECK(isApprox(fromChild.segments[i][t], fromParent.segments[i][t], 1e-12));
  // D'Alembert is not zero here, so the comparison means something.
  CHECK(fromParent.segments[1][Term::DAlembert].force.norm() > 1.0);
  // A sliding joint's point moves along its parent: rod@bead.proximal stays refused.
  Session slider = contentModel("radial-slider");
  ViewSettings view;
  auto parsed = parseObserver(slider.model(), "rod@bead.proximal");
  if (parsed.ok()) {
    view.observer = *parsed;
    CHECK_FALSE(slider.setView(view).ok());
  }
}

TEST_CASE("a sinusoid given both amplitude and rate_amplitude is refused as ambiguous") {
  auto both = modelFromText(
      R"({"segments": [{"name": "s", "length": 1, "mass": 1}], "motion": {"s": {"sinusoids": [{"amplitude": 1, "rate_amplitude": 2, "omega": 3}]}}})");
  REQUIRE_FALSE(both.ok());
  CHECK(both.error().where == "test.json: motion.s.sinusoids[0]");
  CHECK(both.error().message.find("not both") != std::string::npos);
}
