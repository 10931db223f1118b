// Turning a joint by dragging its segment: the axis comes from the engine's kinematics (a revolute
// joint's through its centre; a general joint's from ω and the origin's velocity), and a pointer that
// sweeps a known angle about it, seen along the line of sight, sets the coordinate by that angle.
#include <cmath>
#include <string>

#include <doctest/doctest.h>

#include "algorithms/Kinematics.hpp"
#include "app/scene/SegmentDrag.hpp"
#include "io/codecs/JsonText.hpp"
#include "io/formats/ModelJson.hpp"
#include "io/importers/robot/RobotFile.hpp"

using namespace wl;
using namespace wl::web;

namespace {

Vec3 rotatedAbout(const Vec3& axis, double angle, const Vec3& v) { return Eigen::AngleAxisd(angle, axis.normalized()) * v; }

}  // namespace

TEST_CASE("angles about an axis: signed by the right hand, blind to the components along it") {
  CHECK(angleAbout(Vec3::UnitZ(), Vec3::UnitX(), Vec3::UnitY()) == doctest::Approx(kPi / 2));
  CHECK(angleAbout(Vec3::UnitZ(), Vec3::UnitY(), Vec3::UnitX()) == doctest::Approx(-kPi / 2));
  CHECK(angleAbout(Vec3(0, 0, 2), Vec3(1, 0, 5), Vec3(std::cos(0.3), std::sin(0.3), -7)) == doctest::Approx(0.3));
  auto hit = linePlane(Vec3(0.5, 0.5, 10), Vec3(0, 0, -1), Vec3(0, 0, 1), Vec3::UnitZ());
  REQUIRE(hit);
  CHECK((*hit - Vec3(0.5, 0.5, 1)).norm() < 1e-15);
  CHECK_FALSE(linePlane(Vec3(0, 0, 10), Vec3(1, 0, 0), Vec3::Zero(), Vec3::UnitZ()));  // parallel to the plane
}

TEST_CASE("dragging a planar chain's segment turns its revolute joint by the angle swept about the joint") {
  auto file = loadModelFile(std::string(WRENCHLAB_SOURCE_DIR) + "/content/models/nlink.json");
  REQUIRE(file.ok());
  const Model& model = file->model;
  Data data(model);
  State state = State::zero(model);
  state.q << 0.4, -0.7, 0.2;
  computeKinematics(model, data, state);
  const Vec3 toward = Vec3::UnitZ();  // a 2D lesson looks down −z
  int checked = 0;
  for (int segment = 0; segment < model.segmentCount(); ++segment) {
    const TurnAxis axis = turnAxisOf(model, data, segment, toward);
    REQUIRE(axis.coordinate == segment);
    CHECK(axis.segment == segment);
    const Vec3 joint = data.frames[static_cast<std::size_t>(model.segmentFrame(segment))].p_WF;
    CHECK((axis.point_W - joint).norm() < 1e-12);
    CHECK(std::abs(axis.axis_W.dot(Vec3::UnitZ())) == doctest::Approx(1.0));
    // Grab the segment half-way along it and sweep the pointer 25° about the joint, counter-clockwise.
    const Vec3 grab = joint + 0.5 * (data.frames[static_cast<std::size_t>(model.segmentFrame(segment))].R_WF * Vec3::UnitX());
    auto drag = SegmentDrag::start(axis, grab + 5.0 * toward, -toward, state.q(segment));
    REQUIRE(drag);
    const Vec3 swept = joint + rotatedAbout(Vec3::UnitZ(), 25.0 * kPi / 180.0, grab - joint);
    auto q = drag->at(swept + 5.0 * toward, -toward);
    REQUIRE(q);
    CHECK(*q == doctest::Approx(state.q(segment) + axis.axis_W.z() * 25.0 * kPi / 180.0));
    ++checked;
  }
  CHECK(checked == 3);
  // Seen edge-on (the line of sight in the plane of the turn) a drag does not start.
  const TurnAxis axis = turnAxisOf(model, data, 0, Vec3::UnitX());
  CHECK_FALSE(SegmentDrag::start(axis, Vec3(5, 0.1, 0), -Vec3::UnitX(), 0.0));
}

TEST_CASE("a robot arm's link turns its joint; a general joint's axis is found from ω and the origin's velocity") {
  const std::string path = std::string(WRENCHLAB_SOURCE_DIR) + "/content/models/robots/ur5.xml";
  auto text = readTextFile(path);
  REQUIRE(text.ok());
  auto robot = openRobotFile(*text, "ur5.xml");
  REQUIRE_MESSAGE(robot.ok(), robot.error().text());
  const Model& model = robot->file.model;
  Data data(model);
  State state = State::zero(model);
  for (int k = 0; k < model.nq(); ++k) state.q(k) = 0.3 + 0.1 * k;
  computeKinematics(model, data, state);
  // The last link's joint (a hinge): its axis passes through the link's origin, and turning the state
  // about it by the engine's own kinematics moves the link's far end as the drag's angle says.
  const int last = model.segmentCount() - 1;
  const TurnAxis axis = turnAxisOf(model, data, last, Vec3(0.3, -1.0, 0.6));
  REQUIRE(axis.coordinate >= 0);
  CHECK(axis.segment <= last);
  CHECK(axis.radiansPerUnit == doctest::Approx(1.0));
  const int k = axis.coordinate, s = axis.segment;
  const Vec3 tip0 = data.frames[static_cast<std::size_t>(model.segmentFrame(s))].p_WF +
                    data.frames[static_cast<std::size_t>(model.segmentFrame(s))].R_WF * Vec3(0.1, 0.2, 0.3);
  State turned = state;
  turned.q(k) += 0.4;
  Data after(model);
  computeKinematics(model, after, turned);
  const Vec3 tip1 = after.frames[static_cast<std::size_t>(model.segmentFrame(s))].p_WF +
                    after.frames[static_cast<std::size_t>(model.segmentFrame(s))].R_WF * Vec3(0.1, 0.2, 0.3);
  // The point turned by 0.4 rad about the axis the drag uses.
  const Vec3 expected = axis.point_W + rotatedAbout(axis.axis_W, 0.4, tip0 - axis.point_W);
  CHECK((tip1 - expected).norm() < 1e-12);
}

TEST_CASE("a free joint's rotation is turned about the axis the engine's kinematics give it") {
  // MuJoCo's free joint (mobile-base.xml): three slides and three turns in one general joint. Whichever
  // turn faces the viewer, turning its coordinate moves every point of the base about the axis found.
  auto text = readTextFile(std::string(WRENCHLAB_SOURCE_DIR) + "/tests/data/robots/mobile-base.xml");
  REQUIRE(text.ok());
  auto robot = openRobotFile(*text, "mobile-base.xml");
  REQUIRE_MESSAGE(robot.ok(), robot.error().text());
  const Model& model = robot->file.model;
  REQUIRE((model.segments()[0].joint.type == JointType::General));
  Data data(model);
  State state = State::zero(model);
  for (int k = 0; k < model.nq(); ++k) state.q(k) = model.coordinates()[static_cast<std::size_t>(k)].defaultValue + 0.05 * (k + 1);
  computeKinematics(model, data, state);
  int checked = 0;
  for (const Vec3& toward : {Vec3(0, 0, 1), Vec3(1, 0, 0.1), Vec3(0.1, 1, 0)}) {
    const TurnAxis axis = turnAxisOf(model, data, 0, toward);
    REQUIRE(axis.coordinate >= 0);
    REQUIRE(axis.segment == 0);
    CHECK(std::abs(axis.axis_W.dot(toward.normalized())) > 0.5);  // the turn that faces the viewer
    State turned = state;
    turned.q(axis.coordinate) += 0.3;
    Data after(model);
    computeKinematics(model, after, turned);
    const FrameState& F0 = data.frames[static_cast<std::size_t>(model.segmentFrame(0))];
    const FrameState& F1 = after.frames[static_cast<std::size_t>(model.segmentFrame(0))];
    for (const Vec3& p_B : {Vec3(0, 0, 0), Vec3(0.3, -0.2, 0.1)}) {
      const Vec3 expected = axis.point_W + rotatedAbout(axis.axis_W, 0.3 * axis.radiansPerUnit, F0.p_WF + F0.R_WF * p_B - axis.point_W);
      CHECK((F1.p_WF + F1.R_WF * p_B - expected).norm() < 1e-9);
    }
    ++checked;
  }
  CHECK(checked == 3);
}
