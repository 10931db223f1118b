// Model files: every content model loads; the n-link file builds exactly seed 000's limb; and
// malformed input is refused with a message naming the field.
#include <doctest/doctest.h>

#include <cmath>
#include <filesystem>
#include <fstream>

#include "algorithms/InverseDynamics.hpp"
#include "io/codecs/JsonPath.hpp"
#include "io/codecs/JsonText.hpp"
#include "io/formats/ModelJson.hpp"
#include "model/Units.hpp"
#include "session/Session.hpp"
#include "support/TestModels.hpp"

using namespace wl;
namespace fs = std::filesystem;

namespace {
const std::string kContent = std::string(WRENCHLAB_SOURCE_DIR) + "/content/models";

Error loadError(const std::string& text) {
  auto file = loadModelText(text, "test.json", ".");
  REQUIRE_FALSE(file.ok());
  return file.error();
}
}  // namespace

TEST_CASE("every model in content/models loads and evaluates: finite results, invariance, a closed balance") {
  int count = 0, evaluations = 0;
  for (const auto& entry : fs::directory_iterator(kContent)) {
    if (entry.path().extension() != ".json") continue;
    auto file = loadModelFile(entry.path().string());
    INFO(entry.path().string() << ": " << (file ? "" : file.error().text()));
    REQUIRE(file.ok());
    CHECK(file->model.segmentCount() >= 1);
    auto session = Session::create(std::move(*file));
    REQUIRE_MESSAGE(session.ok(), session.error().text());
    const double t0 = session->startTime(), t1 = std::min(session->endTime(), t0 + 2.0);
    for (double f : {0.0, 0.31, 0.77, 1.0}) {
      const double t = t0 + f * (t1 - t0);
      REQUIRE(session->setTime(t));
      INFO("t = " << t);
      CHECK(session->state().isFinite());
      CHECK(session->jointTorques().allFinite());
      CHECK(session->data().M.allFinite());
      // Seen from each segment's own frame the fictitious terms change; the joint wrench must not.
      for (const Observer& observer : {Observer::world(), Observer::ownFrame(), Observer::parentFrame()}) {
        ViewSettings view;
        view.observer = observer;
        REQUIRE(session->setView(view));
        double scale = 1.0;
        for (const Wrench& w : session->data().jointWrench_W) scale = std::max(scale, w.force.norm() + w.moment.norm());
        CHECK(session->jointWrenchDiscrepancy() < 1e-11 * scale);
        for (const SegmentTerms& st : session->breakdown().segments) CHECK(st.residual.vector().norm() < 1e-10 * scale);
      }
      ++evaluations;
    }
    ++count;
  }
  CHECK(count >= 9);
  CHECK(evaluations == 4 * count);
}

TEST_CASE("nlink.json is seed 000's limb: same torques at several times") {
  auto file = loadModelFile(kContent + "/nlink.json");
  REQUIRE(file.ok());
  const auto ref = test::seed000Limb({0.7, 0.5, 0.3}, {0.8, 0.6, 0.4}, {2 * kPi, kPi, kPi / 2});
  Data a(file->model), b(ref.model);
  State s = State::zero(file->model);
  for (double t : {0.0, 0.3, 1.7, 4.2}) {
    file->motion.sample(t, s);
    const State r = test::stateAt(ref.model, ref.motion, t);
    CHECK((inverseDynamics(file->model, a, s) - inverseDynamics(ref.model, b, r)).norm() < 1e-12);
  }
}

TEST_CASE("chain.count changes the number of segments; arrays repeat their last value") {
  auto text = R"({"chain": {"count": 5, "mass": [1, 2], "length": 0.5, "period": [1]}})";
  auto file = loadModelText(text, "t.json", ".");
  REQUIRE(file.ok());
  CHECK(file->model.segmentCount() == 5);
  CHECK(file->model.segments()[4].inertia.mass == doctest::Approx(2));
  CHECK(file->motion.coordinates[3].at(0.25).rate == doctest::Approx(2 * kPi));
}

TEST_CASE("a planar joint slides along the joint frame's x and y, then turns about its z (hand values)") {
  // One rod of length 2, mass 3, COM at its middle, hanging from a planar joint at (1, 0.5) in the base.
  auto file = loadModelText(R"({"gravity": [0, -10, 0], "segments": [{"name": "trunk", "length": 2, "mass": 3,
      "joint": {"name": "root", "type": "planar", "at": [1, 0.5, 0], "coordinates": ["x", "y", "tilt"]}}]})",
                            "planar.json", ".");
  REQUIRE_MESSAGE(file.ok(), file.error().text());
  const Model& m = file->model;
  REQUIRE(m.nq() == 3);
  CHECK(m.coordinateNames() == std::vector<std::string>{"x", "y", "tilt"});
  CHECK(isTranslational(m, 0));
  CHECK(isTranslational(m, 1));
  CHECK_FALSE(isTranslational(m, 2));
  Data d(m);
  State s = State::zero(m);
  s.q << 0.2, -0.1, 0.5;
  s.qd << 0.3, 0.0, 2.0;
  s.qdd << 1.0, -2.0, 0.0;
  const VecX tau = inverseDynamics(m, d, s);
  // COM at 1 along the rod, turned by 0.5 rad: c = (cos 0.5, sin 0.5) from the joint.
  const double c = std::cos(0.5), sn = std::sin(0.5);
  // Its acceleration: (ẍ, ÿ) + ω² (−c, −s) = (1 − 4c, −2 − 4 s); forces on x, y: m a − m g.
  CHECK(tau(0) == doctest::Approx(3.0 * (1.0 - 4.0 * c)).epsilon(1e-12));
  CHECK(tau(1) == doctest::Approx(3.0 * (-2.0 - 4.0 * sn) + 30.0).epsilon(1e-12));
  // Moment about the joint: I_C α (0) + r × m(a − g), r = (c, s): with a − g = (1 − 4c, 8 − 4s).
  CHECK(tau(2) == doctest::Approx(3.0 * (c * (8.0 - 4.0 * sn) - sn * (1.0 - 4.0 * c))).epsilon(1e-12));
}

TEST_CASE("malformed model files name the field") {
  struct Case {
    const char* text;
    const char* where;
    const char* message;
  };
  const Case cases[] = {
      {R"({"segments": [{"name": "a", "length": 1, "mass": -1}]})", "segments[0].mass", ">= 0, got -1"},
      {R"({"segments": [{"name": "a", "length": -1, "mass": 1}]})", "segments[0].length", ">= 0, got -1"},
      {R"({"segments": [{"name": "a b", "length": 1, "mass": 1}]})", "segments[0].name", "letters, digits"},
      {R"({"chain": {"count": 3, "mass": [1, -2], "length": 1}})", "chain[1].mass", ">= 0, got -2"},
      {R"({"segments": [{"name": "a", "length": 1, "mass": "abc"}]})", "segments[0].mass", "number"},
      {R"({"segments": [{"name": "a", "length": 1, "mass": "NaN"}]})", "segments[0].mass", "finite"},
      {R"({"segments": [{"name": "a", "length": 1, "mass": "Infinity"}]})", "segments[0].mass", "finite"},
      {R"({"segments": [{"name": "a", "length": 1}]})", "segments[0].mass", "required"},
      {R"({"segments": [{"length": 1, "mass": 1}]})", "segments[0].name", "required"},
      {R"({"segments": [{"name": "a", "length": 1, "mass": 1, "colour": 3}]})", "segments[0].colour", "unknown field"},
      {R"({"segments": [{"name": "a", "length": 1, "mass": 1, "parent": "zz"}]})", "segments[0].parent", "unknown segment"},
      {R"({"segments": [{"name": "a", "length": 1, "mass": 1}, {"name": "a", "length": 1, "mass": 1}]})", "segments[1].name", "already used"},
      {R"({"segments": [{"name": "a", "length": 1, "mass": 1, "direction": [0, 0, 0]}]})", "segments[0].direction", "zero"},
      {R"({"segments": [{"name": "a", "length": 1, "mass": 1, "joint": {"type": "hinge"}}]})", "segments[0].joint.type", "revolute"},
      {R"({"segments": [{"name": "a", "length": 1, "mass": 1, "inertia": {"about_com": [[1,0,0],[0,-1,0],[0,0,1]]}}]})", "segments[0].inertia", ""},
      {R"({"segments": [{"name": "a", "length": 1, "mass": 1, "joint": {"type": "planar", "coordinates": ["x", "y"]}}]})", "segments[0].joint.coordinates", "3 coordinate"},
      {R"({"segments": [{"name": "a", "length": 1, "mass": 1, "joint": {"coordinates": [3]}}]})", "segments[0].joint.coordinates[0]", ""},
      {R"({"segments": [{"name": "a", "length": 1, "mass": 1, "joint": {"orientation": {"matrix": [[1,1,0],[0,1,0],[0,0,1]]}}}]})", "segments[0].joint.orientation.matrix", "orthonormal"},
      {R"({"segments": [{"name": "a", "length": 1, "mass": 1}, {"name": "b", "length": 1, "mass": 1, "shape": "cube"}]})", "segments[1].shape", "\"rod\", \"disc\""},
      {R"({"segments": [{"name": "a", "length": 1, "mass": 1, "shape": {"kind": "disc", "radius": -1}}]})", "segments[0].shape.radius", "> 0"},
      {R"({"segments": [{"name": "a", "length": 1, "mass": 1, "shape": {"kind": "box", "radius": 1}}]})", "segments[0].shape.radius", "disc or a sphere"},
      {R"({"segments": [{"name": "a", "length": 1, "mass": 1, "shape": {"radius": 1}}]})", "segments[0].shape.kind", "required"},
      {R"({"segments": [{"name": "a", "length": 1, "mass": 1, "shape": {"kind": "disc", "normal": [0, 0, 0]}}]})", "segments[0].shape.normal", "zero"},
      {R"({"segments": []})", "segments", "non-empty"},
      {R"({"segments": 3})", "segments", "non-empty"},
      {R"({})", "segments", "required"},
      {R"({"format": "other", "segments": []})", "format", "wrenchlab-model"},
      {R"({"version": 2, "segments": [{"name": "a", "length": 1, "mass": 1}]})", "version", "1"},
      {R"({"gravity": [0, -9.81], "segments": [{"name": "a", "length": 1, "mass": 1}]})", "gravity", "[x, y, z]"},
      {R"({"chain": {"count": 100000, "mass": 1, "length": 1}})", "chain.count", "1..1000"},
      {R"({"chain": {"count": 2, "length": 1}})", "chain.mass", "required"},
      {R"({"segments": [{"name": "a", "length": 1, "mass": 1}], "motion": {"nope": 1}})", "motion.nope", "not a coordinate"},
      {R"({"segments": [{"name": "a", "length": 1, "mass": 1}], "motion": {"a": {"period": 0}}})", "motion.a.period", "> 0"},
      {R"({"segments": [{"name": "a", "length": 1, "mass": 1}], "motion": {"a": {"wobble": 1}}})", "motion.a.wobble", "unknown field"},
      {R"({"segments": [{"name": "a", "length": 1, "mass": 1}], "loads": [{"type": "magnet", "segment": "a"}]})", "loads[0].type", "force, spring"},
      {R"({"segments": [{"name": "a", "length": 1, "mass": 1}], "loads": [{"type": "spring", "segment": "a", "anchor": [0,0,0], "stiffness": -3}]})", "loads[0].stiffness", ">= 0"},
      {R"({"segments": [{"name": "a", "length": 1, "mass": 1}], "frames": [{"name": "f", "parent": "q"}]})", "frames[0].parent", "unknown frame"},
      {R"({"segments": [{"name": "a", "length": 1, "mass": 1}], "simulation": {"dt": -1}})", "simulation.dt", "> 0"},
      {R"({"segments": [{"name": "a", "length": 1, "mass": 1}], "simulation": {"integrator": "leapfrog"}})", "simulation.integrator", "rk4"},
      {R"({"segments": [{"name": "a", "length": 1, "mass": 1}], "simulation": {"q0": {"zz": 1}}})", "simulation.q0.zz", "not a coordinate"},
      {R"({"segments": [{"name": "a", "length": 1, "mass": 1}], "motion": {"speed": 0}})", "motion.speed", "> 0"},
      {R"({"segments": [{"name": "a", "length": 1, "mass": 1}], "motion": {"speed": 1e6}})", "motion.speed", "between 0.001 and 1000"},
      {R"({"segments": [{"name": "a", "length": 1, "mass": 1}], "motion": {"speed": "fast"}})", "motion.speed", "number"},
      {R"({"segments": [{"name": "speed", "length": 1, "mass": 1}], "motion": {"speed": 2}})", "motion.speed", "rename the coordinate"},
      {R"({"robot": "no-such-robot.urdf"})", "robot", "no-such-robot.urdf"},
      {R"({"robot": 3})", "robot", "must be a string"},
      {R"({"robot": "x.urdf", "segments": [{"name": "a", "length": 1, "mass": 1}]})", "robot", "one of them"},
  };
  for (const Case& c : cases) {
    const Error e = loadError(c.text);
    INFO(c.text << " → " << e.text());
    CHECK(e.where.find(c.where) != std::string::npos);
    CHECK(e.message.find(c.message) != std::string::npos);
  }
}

TEST_CASE("one rule per value, the builder's: what a file may say is what code may build") {
  // A massless segment and a segment of zero length (a bead at its joint) are valid models, from a file as
  // from ModelBuilder; the loader used to refuse both (> 0) while the builder accepted them (≥ 0).
  auto file = loadModelText(R"({"segments": [{"name": "arm", "length": 1, "mass": 1},
                                              {"name": "bead", "length": 0, "mass": 0.5, "inertia": "point"},
                                              {"name": "marker", "length": 0.1, "mass": 0, "inertia": "point"}]})",
                            "test.json", ".");
  REQUIRE_MESSAGE(file.ok(), file.error().text());
  CHECK(file->model.segments()[1].length == 0.0);
  CHECK(file->model.segments()[2].inertia.mass == 0.0);
  // The same negative mass gives the same message from code and from a file.
  ModelBuilder builder;
  Segment s;
  s.name = "a";
  s.length = 1.0;
  s.inertia = Inertia::pointMass(-1.0, Vec3::Zero());
  builder.addSegment(s);
  auto built = builder.build();
  REQUIRE_FALSE(built.ok());
  const Error fromFile = loadError(R"({"segments": [{"name": "a", "length": 1, "mass": -1, "inertia": "point"}]})");
  CHECK(fromFile.where == "test.json: " + built.error().where);
  CHECK(fromFile.message == built.error().message);
}

TEST_CASE("a segment's drawing shape is read as written, defaults to a rod and changes no number") {
  auto file = loadModelText(R"({"segments": [{"name": "arm", "length": 1, "mass": 1},
                                              {"name": "plate", "length": 0.5, "mass": 2, "shape": "disc"},
                                              {"name": "disc", "length": 0.5, "mass": 2, "shape": {"kind": "disc", "radius": 0.3, "normal": [0, 0, 2]}},
                                              {"name": "sole", "length": 0.2, "mass": 1, "shape": {"kind": "foot", "width": 0.08}},
                                              {"name": "ball", "length": 0.1, "mass": 1, "shape": {"kind": "sphere", "radius": 0.05}},
                                              {"name": "crate", "length": 0.1, "mass": 1, "shape": "box"}]})",
                            "test.json", ".");
  REQUIRE_MESSAGE(file.ok(), file.error().text());
  const auto& segments = file->model.segments();
  CHECK(segments[0].shape.kind == ShapeKind::Rod);
  CHECK(segments[1].shape.kind == ShapeKind::Disc);
  CHECK(segments[1].shape.radius == 0.0);  // the default: the front end takes the length
  CHECK(segments[2].shape.radius == doctest::Approx(0.3));
  CHECK(segments[2].shape.normal_B.isApprox(Vec3::UnitZ()));  // written [0, 0, 2], normalised
  CHECK(segments[3].shape.kind == ShapeKind::Foot);
  CHECK(segments[3].shape.width == doctest::Approx(0.08));
  CHECK(segments[4].shape.kind == ShapeKind::Sphere);
  CHECK(segments[5].shape.kind == ShapeKind::Box);
  // Drawing only: the same model without shapes computes the same joint torques (the vinyl's disc too).
  auto plain = loadModelText(R"({"segments": [{"name": "arm", "length": 1, "mass": 1},
                                               {"name": "plate", "length": 0.5, "mass": 2},
                                               {"name": "disc", "length": 0.5, "mass": 2},
                                               {"name": "sole", "length": 0.2, "mass": 1},
                                               {"name": "ball", "length": 0.1, "mass": 1},
                                               {"name": "crate", "length": 0.1, "mass": 1}],
                                 "motion": {"arm": {"period": 2}, "disc": {"period": 3}}})",
                             "plain.json", ".");
  auto shaped = loadModelText(R"({"segments": [{"name": "arm", "length": 1, "mass": 1},
                                               {"name": "plate", "length": 0.5, "mass": 2, "shape": "disc"},
                                               {"name": "disc", "length": 0.5, "mass": 2, "shape": {"kind": "disc", "radius": 0.3}},
                                               {"name": "sole", "length": 0.2, "mass": 1, "shape": "foot"},
                                               {"name": "ball", "length": 0.1, "mass": 1, "shape": "sphere"},
                                               {"name": "crate", "length": 0.1, "mass": 1, "shape": "box"}],
                                 "motion": {"arm": {"period": 2}, "disc": {"period": 3}}})",
                              "shaped.json", ".");
  REQUIRE(plain.ok());
  REQUIRE(shaped.ok());
  auto a = Session::create(std::move(*plain));
  auto b = Session::create(std::move(*shaped));
  REQUIRE(a.ok());
  REQUIRE(b.ok());
  int compared = 0;
  for (double t : {0.0, 0.4, 1.3}) {
    REQUIRE(a->setTime(t));
    REQUIRE(b->setTime(t));
    for (int i = 0; i < a->model().nq(); ++i, ++compared) CHECK(a->data().tau[i] == b->data().tau[i]);
  }
  CHECK(compared == 18);
}

TEST_CASE("JSON syntax errors give line and column; junk is refused without crashing") {
  auto e = parseJsonText("{\n  \"a\": 1,\n  \"b\": ]\n}", "m.json");
  REQUIRE_FALSE(e.ok());
  CHECK(e.error().where == "m.json:3:8");
  CHECK_FALSE(parseJsonText("", "m.json").ok());
  CHECK_FALSE(parseJsonText("{\"a\": \"\xff\xfe\"}", "m.json").ok());  // invalid UTF-8
  std::string deep(200, '[');
  deep += std::string(200, ']');
  auto d = parseJsonText(deep, "m.json");
  REQUIRE_FALSE(d.ok());
  CHECK(d.error().message.find("nested") != std::string::npos);
  CHECK(parseJsonText("\xEF\xBB\xBF{\"a\": 1}", "bom.json").ok());  // a byte-order mark is fine
}

TEST_CASE("files: a missing one is named, bytes come back whole, JSON errors carry the path") {
  auto missing = readTextFile("/nonexistent/wrenchlab/model.json");
  REQUIRE_FALSE(missing.ok());
  CHECK(missing.error().where == "/nonexistent/wrenchlab/model.json");
  CHECK(missing.error().message == "cannot be read");
  const fs::path path = fs::temp_directory_path() / "wrenchlab-json-file-test.json";
  const std::string bytes = std::string("{\n  \"a\": [1,\n ]\n}") + '\0' + "\xff";
  {
    std::ofstream out(path, std::ios::binary);
    out << bytes;
  }
  auto text = readTextFile(path.string());
  REQUIRE(text.ok());
  CHECK(*text == bytes);  // binary-safe: the NUL and the 0xFF byte are kept
  auto parsed = parseJsonFile(path.string());
  REQUIRE_FALSE(parsed.ok());
  CHECK(parsed.error().where.rfind(path.string() + ":", 0) == 0);
  fs::remove(path);
  CHECK_FALSE(parseJsonFile(path.string()).ok());
}

TEST_CASE("JSON paths: set existing fields, refuse missing ones") {
  nlohmann::json doc = nlohmann::json::parse(R"({"segments": [{"mass": 1}], "chain": {"count": 3}})");
  CHECK(setJsonPath(doc, "segments[0].mass=0.4"));
  CHECK(doc["segments"][0]["mass"].get<double>() == doctest::Approx(0.4));
  CHECK(setJsonPath(doc, "chain.count=5"));
  CHECK(doc["chain"]["count"].get<int>() == 5);
  auto missing = setJsonPath(doc, "segments[3].mass=1");
  REQUIRE_FALSE(missing.ok());
  CHECK(missing.error().where == "segments[3]");
  CHECK_FALSE(setJsonPath(doc, "chain.cuont=5").ok());
  CHECK_FALSE(setJsonPath(doc, "chain.count").ok());
  CHECK_FALSE(setJsonPath(doc, "segments[x].mass=1").ok());
  CHECK(setJsonPath(doc, "chain.mode=rk4", true));  // a bare word is a string; createLast allows a new key
  CHECK(doc["chain"]["mode"] == "rk4");
  auto got = getJsonPath(doc, "segments[0].mass");
  REQUIRE(got.ok());
  CHECK(got->get<double>() == doctest::Approx(0.4));
}

TEST_CASE("a model file may take its segments from a URDF or MJCF file and add a motion with a speed factor") {
  // The UR5 of content/models/robots, moved by this file: segments and gravity (ROS's, z up) from the URDF,
  // the motion from here; speed k samples f(k t): the same pose at t/k, k times the rates, k² the accelerations.
  const std::string dir = std::string(WRENCHLAB_SOURCE_DIR) + "/content/models";
  for (const char* robot : {"robots/ur5.urdf", "robots/ur5.xml"}) {
    CAPTURE(robot);
    const std::string text = std::string(R"({"robot": ")") + robot +
                             R"(", "duration": 4, "frames": [{"name": "cam", "parent": "link1"}],
        "motion": {"speed": 2.5, "joint2": {"sinusoids": [{"amplitude": 0.5, "omega": 1.3, "phase": 0.2}]}}})";
    auto file = loadModelText(text, "arm.json", dir);
    REQUIRE_MESSAGE(file.ok(), file.error().text());
    const Model& m = file->model;
    CHECK(m.nq() == 6);
    CHECK((m.gravity_W() - Vec3(0, 0, -9.81)).norm() == 0.0);
    CHECK(m.findFrame("cam") >= 0);
    CHECK(file->motion.speed == 2.5);
    State s = State::zero(m);
    file->motion.sample(0.4, s);
    const double x = 1.3 * 2.5 * 0.4 + 0.2;
    CHECK(s.q(1) == doctest::Approx(0.5 * std::sin(x)).epsilon(1e-15));
    CHECK(s.qd(1) == doctest::Approx(2.5 * 0.5 * 1.3 * std::cos(x)).epsilon(1e-15));
    CHECK(s.qdd(1) == doctest::Approx(-2.5 * 2.5 * 0.5 * 1.3 * 1.3 * std::sin(x)).epsilon(1e-15));
    CHECK(s.q(0) == 0.0);
  }
  // Gravity given in the file replaces the robot's.
  auto file = loadModelText(R"({"robot": "robots/ur5.urdf", "gravity": [0, 0, 0]})", "arm.json", dir);
  REQUIRE_MESSAGE(file.ok(), file.error().text());
  CHECK(file->model.gravity_W().norm() == 0.0);
  // The robot file's own errors come through with its element path.
  auto bad = loadModelText(R"({"robot": "../../tests/bad-inputs/urdf/axis-two-numbers.urdf"})", "arm.json", dir);
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.error().text().find("joint[j1]/axis: xyz=\"0 1\" needs 3 numbers, found 2") != std::string::npos);
}
