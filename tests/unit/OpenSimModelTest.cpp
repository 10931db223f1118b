// OpenSim files read by the engine, checked on fixtures we wrote (tests/data/opensim) whose answers
// are derived by hand in the comments: a pin off the axes, a custom joint whose centre slides along
// a spline, point loads in a body's frame and in ground, and the Inverse Dynamics tool's pipeline.
#include <doctest/doctest.h>

#include <cmath>

#include "algorithms/GeneralizedForces.hpp"
#include "algorithms/InverseDynamics.hpp"
#include "io/importers/opensim/InverseDynamicsTool.hpp"
#include "io/importers/opensim/OpenSimTrial.hpp"
#include "io/importers/opensim/OpenSimTrialOpening.hpp"
#include "io/importers/opensim/OsimModel.hpp"
#include "io/codecs/StorageFile.hpp"

using namespace wl;

namespace {

const std::string kData = std::string(WRENCHLAB_SOURCE_DIR) + "/tests/data/opensim/";

Result<OpenSimTrial> open(const std::string& model, const std::string& motion = "", const std::string& loads = "") {
  OpenSimFiles files;
  files.model = kData + model;
  if (!motion.empty()) files.coordinates = kData + motion;
  if (!loads.empty()) files.externalLoads = kData + loads;
  return openOpenSimFiles(files, CoordinateOptions{}, readFileFromDisk);
}

State stateOf(const Model& model, double q, double qd, double qdd) {
  State s = State::zero(model);
  s.q(0) = q;
  s.qd(0) = qd;
  s.qdd(0) = qdd;
  return s;
}

}  // namespace

TEST_CASE("a pin along ground x through (0, 1, 0), the body offset from its joint frame: τ by hand") {
  // COM in the joint's child frame: (0, −0.2, 0.1) − (0.1, 0, 0); turned about F's z = ground x, its
  // height is 1 − 0.1 sin q − 0.2 cos q and its distance from the axis √0.05 at every q. The body's
  // z axis is the pin, so I_axis = I_zz + m d² = 0.04 + 2 · 0.05 = 0.14, and
  // τ = 0.14 q̈ + m g (0.2 sin q − 0.1 cos q).
  auto trial = open("pin-off-axis.osim");
  REQUIRE_MESSAGE(trial.ok(), trial.error().text());
  const Model& model = trial->file.model;
  REQUIRE(model.nq() == 1);
  CHECK(model.coordinateNames()[0] == "swing");
  CHECK((model.coordinates()[0].motion == CoordinateMotion::Rotational));
  CHECK(model.coordinates()[0].defaultValue == 0.25);
  CHECK(model.coordinates()[0].rangeMin == -3.0);
  CHECK(model.coordinates()[0].locked);
  // Its one mesh is listed for drawing (not left out): only what the engine leaves out is said as ignored.
  CHECK(trial->ignoredSummary == "ignored: 1 muscle, 1 other force, 2 markers");
  CHECK(trial->meshes.size() == 1);
  REQUIRE(trial->unmodelledForces.size() == 1);
  CHECK(trial->unmodelledForces[0] == "CoordinateLimitForce[limit]");
  Data data(model);
  for (double q : {-1.0, 0.0, 0.7, 2.0}) {
    const double qdd = 0.9;
    const double tau = inverseDynamics(model, data, stateOf(model, q, 1.7, qdd))(0);
    CHECK(tau == doctest::Approx(0.14 * qdd + 2.0 * 9.81 * (0.2 * std::sin(q) - 0.1 * std::cos(q))).epsilon(1e-12));
  }
  // With no coordinates file the motion holds the default pose.
  State s = State::zero(model);
  trial->file.motion.sample(3.0, s);
  CHECK(s.q(0) == 0.25);
  CHECK(s.qd(0) == 0.0);
}

TEST_CASE("a custom joint whose centre slides along 2 · SimmSpline(q) = 0.02 q²: the ID tool's τ by hand") {
  // T = ½ m (2 c q q̇)² + ½ I q̇², V = m g c q² (gravity along −x):
  // τ = I q̈ + 4 m c² (q q̇² + q² q̈) + 2 m g c q. The .mot holds q = 0.5 t² in degrees; the natural
  // quintic spline reproduces a quadratic, so q̇ = t and q̈ = 1 at every frame.
  auto trial = openOpenSimSetup(kData + "sliding-knee-setup.xml", readFileFromDisk);
  REQUIRE_MESSAGE(trial.ok(), trial.error().text());
  const Model& model = trial->file.model;
  REQUIRE(model.nq() == 1);
  CHECK((model.segments()[0].joint.type == JointType::General));
  CHECK((model.coordinates()[0].motion == CoordinateMotion::Rotational));
  // time_range 0.2 … 0.8 s on rows every 0.01 s: 61 frames from 0.2.
  REQUIRE(trial->frameTimes.size() == 61);
  CHECK(trial->frameTimes.front() == doctest::Approx(0.2));
  CHECK(trial->frameTimes.back() == doctest::Approx(0.8));
  const InverseDynamicsTable table = runInverseDynamics(model, trial->file.motion, trial->frameTimes);
  REQUIRE(table.labels.size() == 1);
  CHECK(table.labels[0] == "knee_angle_moment");
  const double m = 3.0, c = 0.02, I = 0.05, g = 9.81;
  for (size_t i = 0; i < table.time.size(); ++i) {
    const double t = table.time[i], q = 0.5 * t * t, qd = t, qdd = 1.0;
    const double hand = I * qdd + 4.0 * m * c * c * (q * qd * qd + q * q * qdd) + 2.0 * m * g * c * q;
    CHECK(table.rows[i][0] == doctest::Approx(hand).epsilon(1e-9));
  }
  // The .sto as OpenSim writes it.
  const std::string sto = inverseDynamicsStorage(table);
  CHECK(sto.rfind("Inverse Dynamics Generalized Forces\nversion=1\nnRows=61\nnColumns=2\ninDegrees=no\nendheader\ntime\tknee_angle_moment\n", 0) == 0);
}

TEST_CASE("point loads in the arm's frame and in ground (OpenSim 3.x layout): E load by load, by hand") {
  // 10 N along −y at the arm point (0.5, 0, 0): in the arm's frame the joint holds +5 N·m at any
  // angle; the same force in ground needs 5 cos q; applied at the ground point (0.5, 0, 0), +5.
  // The arm turns at a constant 1.2 rad/s (q = 0.3 + 1.2 t): nothing else loads the pin.
  auto trial = open("point-load.osim", "point-load-motion.mot", "point-load.xml");
  REQUIRE_MESSAGE(trial.ok(), trial.error().text());
  const Model& model = trial->file.model;
  REQUIRE(model.loads().size() == 3);  // the disabled one is left out
  bool noted = false;
  for (const std::string& n : trial->notes) noted = noted || n == "columns not in the model, ignored: extra_column";
  CHECK(noted);
  Data data(model);
  for (double t : {0.0, 0.35, 0.8}) {
    State s = State::zero(model);
    trial->file.motion.sample(t, s);
    const double q = 0.3 + 1.2 * t;
    CHECK(s.q(0) == doctest::Approx(q).epsilon(1e-12));
    CHECK(s.qd(0) == doctest::Approx(1.2).epsilon(1e-10));
    CHECK(std::abs(s.qdd(0)) < 1e-9);
    CHECK(loadGeneralizedForces(model, data, s, model.findLoad("in_arm"))(0) == doctest::Approx(5.0).epsilon(1e-12));
    CHECK(loadGeneralizedForces(model, data, s, model.findLoad("in_ground"))(0) == doctest::Approx(5.0 * std::cos(q)).epsilon(1e-12));
    CHECK(loadGeneralizedForces(model, data, s, model.findLoad("at_ground_point"))(0) == doctest::Approx(5.0).epsilon(1e-12));
    CHECK(inverseDynamics(model, data, s)(0) == doctest::Approx(10.0 + 5.0 * std::cos(q)).epsilon(1e-9));
  }
}

TEST_CASE("OpenSim tables: headers, separators, and what OpenSim's Storage reads leniently, each with a note") {
  const auto good = parseStorage("name\nversion=1\nnRows=2\nnColumns=3\ninDegrees=yes\nendheader\ntime a\tb\n0 1 2\n0.5\t3\t4\n", "t.mot");
  REQUIRE(good.ok());
  CHECK(good->inDegrees);
  CHECK(good->version == 1);
  CHECK(good->notes.empty());
  CHECK(good->labels == std::vector<std::string>{"a", "b"});
  CHECK(good->columns[1][1] == 4.0);
  // nRows that overstates: the rows there are (OpenSim's tutorials' crouch_gait.mot says 120 for 119).
  const auto fewer = parseStorage("version=1\nnRows=3\nendheader\ntime a\n0 1\n1 2\n", "t.mot");
  REQUIRE(fewer.ok());
  CHECK(fewer->time.size() == 2);
  CHECK(fewer->notes == std::vector<std::string>{"t.mot:2: nRows=3 but the table has 2 rows: the 2 there are read"});
  // nRows that understates: OpenSim's reader stops after nRows rows, so does ours.
  const auto more = parseStorage("version=1\nnRows=2\nendheader\ntime a\n0 1\n1 2\n2 3\n", "t.mot");
  REQUIRE(more.ok());
  CHECK(more->time == std::vector<double>{0, 1});
  CHECK(more->notes == std::vector<std::string>{"t.mot:2: nRows=2 but the table has 3 rows: the first 2 read, as OpenSim reads no further"});
  // From version 2 (OpenSim 4's files) nRows and nColumns are information only: every row is read.
  const auto v3 = parseStorage("version=3\nnRows=1\nnColumns=40\nendheader\ntime a\n0 1\n1 2\n", "t.sto");
  REQUIRE(v3.ok());
  CHECK(v3->time.size() == 2);
  CHECK(v3->notes.size() == 1);
  const auto columns = parseStorage("x\nversion=1\nnColumns=3\nendheader\ntime a\n0 1\n", "t.mot");
  REQUIRE(columns.ok());
  CHECK(columns->notes == std::vector<std::string>{"t.mot:3: nColumns=3 but the labels name 2 columns (time and 1 more): the labels "
                                                   "are read, as OpenSim warns and reads on"});
  // A label named twice: both columns stay, the first one is the label's (Storage::getStateIndex).
  const auto twice = parseStorage("version=1\nendheader\ntime f f g\n0 1 2 3\n", "t.sto");
  REQUIRE(twice.ok());
  CHECK(twice->column("f") == 0);
  CHECK(twice->notes == std::vector<std::string>{"t.sto: columns named twice, the first of each read: f"});
  CHECK(parseStorage("version=1\nendheader\ntime a\n0 1\n0 2\n", "t.mot").error().text() ==
        "t.mot:5:1: time 0 does not increase (the previous row is at 0)");
  CHECK(parseStorage("endheader\ntime a\n0 x\n", "t.mot").error().text() == "t.mot:3:3: \"x\" is not a number");
  CHECK(parseStorage("time a\n0 1\n", "t.mot").error().text() == "t.mot: has no \"endheader\" line: not an OpenSim .mot/.sto file");
}

TEST_CASE("a .mot with no version line (SIMM's header) is in degrees, as OpenSim's Storage reads it") {
  // SIMM's own header: "key value" pairs, no version, no inDegrees (opensim-core's ID and CMC test inputs).
  const char* simm = "inverse kinematics\nnRows=2\nnColumns=2\n\n# SIMM Motion File Header:\nname inverse kinematics\n"
                     "datacolumns 2\ndatarows 2\notherdata 1\nrange 0.000000 1.000000\nendheader\ntime\tq\n0 90\n1 45\n";
  const auto t = parseStorage(simm, "arm.mot");
  REQUIRE(t.ok());
  CHECK(t->version == 0);
  CHECK(t->inDegrees);
  CHECK(t->notes.size() == 1);
  CHECK(t->notes[0] == "arm.mot: no version line: a SIMM-era motion file, whose angles OpenSim reads in degrees; read in degrees");
  // Even an explicit inDegrees=no is overruled in such a .mot (OpenSim does so), and said.
  const auto no = parseStorage("inDegrees=no\nendheader\ntime q\n0 1\n", "x.mot");
  REQUIRE(no.ok());
  CHECK(no->inDegrees);
  CHECK(no->notes[0].find("ignores inDegrees=no") != std::string::npos);
  // Not a .mot: a versionless .sto takes its inDegrees line, or SIMM's "Angles are in degrees." sentence.
  CHECK_FALSE(parseStorage("endheader\ntime q\n0 1\n", "x.sto")->inDegrees);
  CHECK(parseStorage("Angles are in degrees.\nendheader\ntime q\n0 1\n", "x.sto")->inDegrees);
  CHECK(parseStorage("version=1\ninDegrees=no\nendheader\ntime q\n0 1\n", "x.mot")->inDegrees == false);
  std::string note;
  CHECK(storageAnglesInDegrees("name\nnRows=2", "walk.MOT", &note));
  CHECK_FALSE(note.empty());
}

TEST_CASE("a trial opens stage by stage: the stages a setup without external loads needs, then the same trial") {
  auto opening = OpenSimTrialOpening::fromSetup(kData + "sliding-knee-setup.xml", readFileFromDisk);
  CHECK(opening.stepCount() == 5);  // before the setup is read its loads are not known
  std::vector<std::string> stages;
  while (!opening.done()) {
    stages.push_back(opening.nextStage());
    REQUIRE_MESSAGE(opening.step().ok(), opening.error().text());
  }
  CHECK(opening.stepCount() == 3);  // the setup names no external loads
  CHECK(opening.stepsDone() == 3);
  CHECK(stages == std::vector<std::string>{"reading the Inverse Dynamics setup", "reading the model", "filtering the coordinates"});
  const OpenSimTrial trial = opening.take();
  CHECK(trial.frameTimes.size() == 61);  // the setup's time range, as openOpenSimSetup gives it
  CHECK(trial.file.model.nq() == 1);

  // An error ends the opening at its stage and is kept.
  OpenSimFiles files;
  files.model = kData + "no-such-model.osim";
  OpenSimTrialOpening missing(files, CoordinateOptions{}, readFileFromDisk);
  CHECK_FALSE(missing.step().ok());
  CHECK(missing.done());
  CHECK(missing.failed());
  CHECK(missing.error().text().find("no-such-model.osim") != std::string::npos);
  CHECK_FALSE(missing.step().ok());  // stays failed
}
