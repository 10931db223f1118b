// Kinematic constraints (model/Constraint.hpp): couplings set a follower from its leader with exact
// derivatives wherever WrenchLab sets the state, and loops left open report their gap. Expected values
// are derived by hand in the comments from our fixtures (tests/data/opensim/coupled-arm.osim,
// tests/data/robots/mimic.urdf, tests/data/robots/flags-and-groups.xml); the public files of
// ../shared/real-models are opened when they are there.
#include <doctest/doctest.h>

#include <cmath>
#include <fstream>

#include "algorithms/Data.hpp"
#include "algorithms/Kinematics.hpp"
#include "algorithms/LoopResidual.hpp"
#include "io/codecs/JsonText.hpp"
#include "io/importers/opensim/CoordinateData.hpp"
#include "io/importers/opensim/OpenSimTrial.hpp"
#include "io/importers/opensim/OsimModel.hpp"
#include "io/codecs/StorageFile.hpp"
#include "io/importers/robot/RobotFile.hpp"
#include "session/Session.hpp"
#include "session/StateByHand.hpp"

using namespace wl;

namespace {

const std::string kSource = WRENCHLAB_SOURCE_DIR;

Result<OpenSimTrial> openOsim(const std::string& path, const std::string& motion = "") {
  OpenSimFiles files;
  files.model = path;
  files.coordinates = motion;
  return openOpenSimFiles(files, CoordinateOptions{}, readFileFromDisk);
}

Result<RobotFile> openRobot(const std::string& path) {
  auto text = readTextFile(path);
  if (!text) return text.error();
  return openRobotFile(*text, path);
}

bool hasNote(const std::vector<std::string>& notes, const std::string& part) {
  for (const std::string& n : notes)
    if (n.find(part) != std::string::npos) return true;
  return false;
}

// coupled-arm.osim: elbow = 2 (0.5 s² + 0.2 s) = s² + 0.4 s, so with s = shoulder
//   elbow' = (2 s + 0.4) s',   elbow'' = 2 s'² + (2 s + 0.4) s''.
struct Follow {
  double q, qd, qdd;
};
Follow elbowOf(double s, double sd, double sdd) { return {s * s + 0.4 * s, (2 * s + 0.4) * sd, 2 * sd * sd + (2 * s + 0.4) * sdd}; }

}  // namespace

TEST_CASE("a coordinate coupler: the follower follows its leader with exact derivatives, in a held state and by default") {
  auto trial = openOsim(kSource + "/tests/data/opensim/coupled-arm.osim");
  REQUIRE_MESSAGE(trial.ok(), trial.error().text());
  const Model& model = trial->file.model;
  REQUIRE(model.nq() == 2);
  REQUIRE(model.couplings().size() == 1);
  const CoordinateCoupling& c = model.couplings()[0];
  CHECK(c.leader == model.findCoordinate("shoulder"));
  CHECK(c.follower == model.findCoordinate("elbow"));
  CHECK(model.couplingOf(1) == &c);
  CHECK(model.couplingOf(0) == nullptr);
  CHECK(hasNote(trial->notes, "elbow follows shoulder"));
  CHECK(hasNote(trial->notes, "switched_off (WeldConstraint) is switched off"));

  // The default pose: shoulder 0.5, so the elbow is 0.25 + 0.2 = 0.45 (not its own default 0).
  State s = State::zero(model);
  trial->file.motion.sample(0.0, s);
  CHECK(s.q(0) == 0.5);
  CHECK(s.q(1) == doctest::Approx(0.45).epsilon(1e-15));

  // A state set by hand: the follower's own numbers are replaced by its leader's.
  auto session = Session::create(trial->file);
  REQUIRE(session.ok());
  State held = State::zero(model);
  held.t = 0.0;
  held.q << -0.7, 99.0;
  held.qd << 1.3, 99.0;
  held.qdd << -2.1, 99.0;
  REQUIRE(session->holdState(held).ok());
  const Follow e = elbowOf(-0.7, 1.3, -2.1);
  CHECK(session->state().q(1) == doctest::Approx(e.q).epsilon(1e-14));
  CHECK(session->state().qd(1) == doctest::Approx(e.qd).epsilon(1e-14));
  CHECK(session->state().qdd(1) == doctest::Approx(e.qdd).epsilon(1e-14));
  // Playing on from the held instant (constant q̈ of the leader): still on the coupling, at t = 0.4.
  REQUIRE(session->setTime(0.4).ok());
  const double t = 0.4, sq = -0.7 + 1.3 * t - 0.5 * 2.1 * t * t, sqd = 1.3 - 2.1 * t;
  const Follow later = elbowOf(sq, sqd, -2.1);
  CHECK(session->state().q(0) == doctest::Approx(sq).epsilon(1e-14));
  CHECK(session->state().q(1) == doctest::Approx(later.q).epsilon(1e-14));
  CHECK(session->state().qd(1) == doctest::Approx(later.qd).epsilon(1e-13));
  CHECK(session->state().qdd(1) == doctest::Approx(later.qdd).epsilon(1e-13));

  // Every coordinate given on purpose (the CLI's --q with nq numbers) keeps the follower's own value.
  const Motion asGiven = motionThroughState(model, held, Followers::AsGiven);
  State g = State::zero(model);
  asGiven.sample(0.0, g);
  CHECK(g.q(1) == 99.0);
  // The free coordinates alone, expanded: the follower's slot waits for its leader.
  CHECK(freeCoordinateCount(model) == 1);
  const VecX full = withFollowers(model, (VecX(1) << 0.3).finished());
  CHECK(full.size() == 2);
  CHECK(full(0) == 0.3);
}

TEST_CASE("a point constraint left open: its gap at a state, by hand") {
  auto trial = openOsim(kSource + "/tests/data/opensim/coupled-arm.osim");
  REQUIRE(trial.ok());
  const Model& model = trial->file.model;
  REQUIRE(model.loops().size() == 1);  // the weld is switched off
  CHECK((model.loops()[0].kind == LoopKind::Point));
  CHECK(hasNote(trial->notes, "closes a loop between fore and ground"));
  Data data(model);
  for (double shoulder : {0.5, 0.3, -1.1}) {
    State s = State::zero(model);
    s.q(0) = shoulder;
    s.q(1) = elbowOf(shoulder, 0, 0).q;
    computeKinematics(model, data, s);
    // The forearm's tip: the elbow at 1 m along the upper arm, then 1 m along the forearm, which has
    // turned by shoulder + elbow (both pins about z); the ground point is (1.5, 0.5).
    const double a = shoulder, b = shoulder + s.q(1);
    const double x = std::cos(a) + std::cos(b), y = std::sin(a) + std::sin(b);
    const double gap = std::hypot(x - 1.5, y - 0.5);
    const std::vector<LoopResidual> r = loopResiduals(model, data);
    REQUIRE(r.size() == 1);
    CHECK(r[0].gap == doctest::Approx(gap).epsilon(1e-12));
    CHECK(r[0].angle == doctest::Approx(0.0));
  }
}

TEST_CASE("a motion file without the follower's column: it follows; with a column that breaks the coupling: said") {
  auto trial = openOsim(kSource + "/tests/data/opensim/coupled-arm.osim");
  REQUIRE(trial.ok());
  const Model& model = trial->file.model;
  // shoulder = t (radians), six rows for the quintic splines.
  std::string text = "arm\nversion=1\ninDegrees=no\nendheader\ntime\tshoulder\n";
  for (int i = 0; i < 8; ++i) text += std::to_string(0.1 * i) + "\t" + std::to_string(0.1 * i) + "\n";
  auto table = parseStorage(text, "arm.sto");
  REQUIRE(table.ok());
  auto motion = coordinateTrajectory(*table, "arm.sto", model, CoordinateOptions{});
  REQUIRE_MESSAGE(motion.ok(), motion.error().text());
  CHECK(hasNote(motion->notes, "elbow (follows shoulder)"));
  State s = State::zero(model);
  motion->motion.sample(0.35, s);
  const Follow e = elbowOf(0.35, 1.0, 0.0);
  CHECK(s.q(1) == doctest::Approx(e.q).epsilon(1e-9));
  CHECK(s.qd(1) == doctest::Approx(e.qd).epsilon(1e-8));

  // The elbow's column in degrees in a file that says radians: taken as given (as OpenSim), and named.
  std::string wrong = "arm\nversion=1\ninDegrees=no\nendheader\ntime\tshoulder\telbow\n";
  for (int i = 0; i < 30; ++i) {  // small steps: the degrees never jump by half a turn (no unwrapping)
    const double q = 0.01 * i;
    wrong += std::to_string(q) + "\t" + std::to_string(q) + "\t" + std::to_string((q * q + 0.4 * q) * 180.0 / 3.14159265358979) + "\n";
  }
  auto table2 = parseStorage(wrong, "arm.sto");
  REQUIRE(table2.ok());
  auto motion2 = coordinateTrajectory(*table2, "arm.sto", model, CoordinateOptions{});
  REQUIRE(motion2.ok());
  CHECK(motion2->motion.followers.empty());
  CHECK(hasNote(motion2->notes, "elbow does not follow shoulder as constraint elbow_follows says"));
  CHECK(hasNote(motion2->notes, "57.3 times"));
}

TEST_CASE("couplings the builder refuses: unknown coordinates, a coordinate following itself or two leaders, a cycle") {
  auto pin = [](const std::string& name, int parent) {
    Segment s;
    s.name = name;
    s.parent = parent;
    s.inertia = Inertia::pointMass(1.0, Vec3(1, 0, 0));
    s.joint.name = name + "_j";
    return s;
  };
  auto build = [&](std::vector<std::pair<std::string, std::string>> pairs) {
    ModelBuilder b("m");
    b.addSegment(pin("a", -1));
    b.addSegment(pin("b", 0));
    b.addSegment(pin("c", 1));
    for (const auto& [leader, follower] : pairs) {
      CoordinateCoupling c;
      c.name = follower + "_follows";
      c.leaderName = leader;
      c.followerName = follower;
      c.function = JointFunction::linear(2.0, 0.0);
      b.addCoupling(c);
    }
    return b.build();
  };
  CHECK(build({{"a_j", "b_j"}, {"b_j", "c_j"}}).ok());
  CHECK(build({{"x", "b_j"}}).error().text() == "couplings[0].leader: 'x' is not a coordinate of this model");
  CHECK(build({{"a_j", "a_j"}}).error().text() == "couplings[0].follower: a coordinate cannot follow itself");
  CHECK(build({{"a_j", "c_j"}, {"b_j", "c_j"}}).error().text() == "couplings[1].follower: 'c_j' already follows another coordinate");
  CHECK(build({{"a_j", "b_j"}, {"b_j", "a_j"}}).error().message.find("cycle") != std::string::npos);
  // A chain given follower-first is ordered leaders first: c follows b, which follows a.
  auto chain = build({{"b_j", "c_j"}, {"a_j", "b_j"}});
  REQUIRE(chain.ok());
  CHECK(chain->couplings()[0].followerName == "b_j");
  VecX q = VecX::Zero(3), qd = VecX::Zero(3), qdd = VecX::Zero(3);
  q(0) = 0.25;
  followLeaders(chain->couplings(), q, qd, qdd);
  CHECK(q(2) == 1.0);  // 2 · 2 · 0.25
}

TEST_CASE("URDF: a mimic joint follows, a fixed joint's axis is ignored, a multi-turn range is kept, a massless link's inertia left out") {
  auto robot = openRobot(kSource + "/tests/data/robots/mimic.urdf");
  REQUIRE_MESSAGE(robot.ok(), robot.error().text());
  const Model& model = robot->file.model;
  const int left = model.findCoordinate("left_slide"), right = model.findCoordinate("right_slide");
  REQUIRE(model.couplingOf(right));
  CHECK(model.couplingOf(right)->leader == left);
  CHECK(model.coordinates()[static_cast<size_t>(model.findCoordinate("wrist_turn"))].rangeMax == 6.9813);
  CHECK(model.segments()[0].inertia.mass == 0.0);
  CHECK(model.segments()[0].inertia.I_C.isZero());
  CHECK(hasNote(robot->notes, "dry friction 0.5 left out"));
  CHECK(hasNote(robot->notes, "link base has no mass but an inertia"));
  auto session = Session::create(robot->file);
  REQUIRE(session.ok());
  State held = session->state();
  held.q(left) = 0.03;
  held.qd(left) = 0.2;
  REQUIRE(session->holdState(held).ok());
  CHECK(session->state().q(right) == doctest::Approx(-0.03 + 0.01).epsilon(1e-15));
  CHECK(session->state().qd(right) == doctest::Approx(-0.2).epsilon(1e-15));
}

TEST_CASE("MJCF: an equality joint's quartic, expanded about the joints' reference positions as MuJoCo writes it") {
  auto robot = openRobot(kSource + "/tests/data/robots/flags-and-groups.xml");
  REQUIRE_MESSAGE(robot.ok(), robot.error().text());
  const Model& model = robot->file.model;
  const CoordinateCoupling* c = model.couplingOf(model.findCoordinate("j3"));
  REQUIRE(c);
  // MuJoCo: q3 − 0.3 = 0.1 + 0.5 (q2 − 0) + 0.2 (q2 − 0)² (j3's ref is 0.3 rad, j2's 0).
  for (double q2 : {-1.0, 0.0, 0.4, 2.5}) {
    const Derivatives d = c->function.at(q2);
    CHECK(d.value == doctest::Approx(0.3 + 0.1 + 0.5 * q2 + 0.2 * q2 * q2).epsilon(1e-14));
    CHECK(d.rate == doctest::Approx(0.5 + 0.4 * q2).epsilon(1e-14));
    CHECK(d.acceleration == doctest::Approx(0.4).epsilon(1e-14));
  }
  CHECK(model.gravity_W().isZero());                                      // <flag gravity="disable">
  CHECK(model.coordinates()[0].damping == 0.0);                           // <flag passive="disable">
  CHECK(hasNote(robot->notes, "dry friction (frictionloss) left out on j1 (0.4)"));
  // link1's mass: the capsule alone (the group-3 sphere and the visual box give none), water density:
  // π r² (l + 4/3 r) · 1000 with r = 0.04, l = 0.4.
  const double capsule = 3.14159265358979323846 * 0.04 * 0.04 * (0.4 + 4.0 / 3.0 * 0.04) * 1000.0;
  CHECK(model.segments()[0].inertia.mass == doctest::Approx(capsule).epsilon(1e-12));
  // link2's inertia broke A + B >= C: balanced to its mean, (0.001 + 0.001 + 0.01) / 3 each.
  CHECK(model.segments()[1].inertia.I_C(0, 0) == doctest::Approx(0.004).epsilon(1e-12));
}

TEST_CASE("public OpenSim files that used to be refused open (../shared/real-models, when present)") {
  const std::string dir = kSource + "/../shared/real-models/opensim/";
  if (!readTextFile(dir + "Rajagopal2016.osim").ok()) {
    MESSAGE("skipped: no ../shared/real-models on this machine");
    return;
  }
  auto rajagopal = openOsim(dir + "Rajagopal2016.osim");
  REQUIRE_MESSAGE(rajagopal.ok(), rajagopal.error().text());
  CHECK(rajagopal->file.model.nq() == 39);
  CHECK(rajagopal->file.model.couplings().size() == 2);
  CHECK(rajagopal->file.model.couplingOf(rajagopal->file.model.findCoordinate("knee_angle_r_beta"))->leaderName == "knee_angle_r");
  // A 3.x joint with no name is named after its class, in lower case, as OpenSim names it.
  auto bushing = openOsim(dir + "BushingForceModel_30000.osim");
  REQUIRE_MESSAGE(bushing.ok(), bushing.error().text());
  CHECK(bushing->file.model.segments()[0].joint.name == "sliderjoint");
  // Version 30501: joints in a JointSet with <connectors> and location_in_child: rod1's centre of mass
  // (0, 0.2, 0) sits 0.3 m below its joint frame at (0, 0.5, 0) of the body.
  auto pendulum = openOsim(dir + "double_pendulum_30501.osim");
  REQUIRE_MESSAGE(pendulum.ok(), pendulum.error().text());
  CHECK(pendulum->file.model.coordinateNames() == std::vector<std::string>{"q1", "q2"});
  CHECK((pendulum->file.model.segments()[0].inertia.com - Vec3(0, -0.3, 0)).norm() < 1e-15);
  // A body and a joint among the model's own <components>.
  auto moco = openOsim(dir + "testMocoMetabolics_hanging_muscle.osim");
  REQUIRE_MESSAGE(moco.ok(), moco.error().text());
  CHECK(moco->file.model.coordinateNames() == std::vector<std::string>{"height"});
  CHECK(moco->file.model.segments()[0].inertia.mass == 0.5);
  // Inertias that break the triangle inequality open, each with a note.
  auto walker = openOsim(dir + "WalkerModel.osim");
  REQUIRE_MESSAGE(walker.ok(), walker.error().text());
  CHECK(hasNote(walker->notes, "which no rigid body has; used as the file gives it"));
  for (const char* file : {"leg6dof9musc.osim", "leg39.osim", "wrist.osim"}) {
    auto m = openOsim(dir + file);
    const std::string why = m.ok() ? std::string(file) : std::string(file) + ": " + m.error().text();
    CAPTURE(why);
    CHECK(m.ok());
    if (m.ok()) CHECK(!m->file.model.couplings().empty());
  }
}
