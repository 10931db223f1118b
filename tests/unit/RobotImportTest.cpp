// URDF and MJCF read by the engine, checked against values derived by hand in the comments (the MuJoCo
// comparison of every fixture is tests/oracle/MujocoRobotOracleTest.cpp; these hold without MuJoCo):
// the orientation conventions of both formats, a capsule's inertia by numerical integration, default
// classes, the free joint's defaults, and a rotor's armature in τ and M.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdio>
#include <string>

#include "algorithms/InverseDynamics.hpp"
#include "algorithms/MassMatrix.hpp"
#include "io/importers/mjcf/GeomInertia.hpp"
#include "io/importers/FileKind.hpp"
#include "io/importers/robot/RobotFile.hpp"
#include "lesson/Quantity.hpp"
#include "session/Session.hpp"
#include "spatial/Rotation.hpp"

using namespace wl;

namespace {


Model open(const std::string& text, const char* name) {
  auto robot = openRobotFile(text, name);
  REQUIRE_MESSAGE(robot.ok(), robot.error().text());
  return robot->file.model;
}

const Segment& segment(const Model& m, const char* name) {
  const int i = m.findSegment(name);
  REQUIRE_MESSAGE(i >= 0, name);
  return m.segments()[static_cast<size_t>(i)];
}

const char* kLinkAB = R"(<robot name="r">
  <link name="a"/>
  <link name="b"><inertial><mass value="1"/><inertia ixx="0.01" iyy="0.01" izz="0.01"/></inertial></link>
  <joint name="j" type="%s"><parent link="a"/><child link="b"/><origin xyz="1 2 3" rpy="%s"/><axis xyz="%s"/></joint>
</robot>)";

std::string urdf(const char* type, const char* rpy, const char* axis) {
  char buffer[1024];
  std::snprintf(buffer, sizeof buffer, kLinkAB, type, rpy, axis);
  return buffer;
}

}  // namespace

TEST_CASE("URDF rpy turns about the fixed x, then y, then z axes (R = Rz Ry Rx)") {
  // rpy = (π/2, π/2, 0): Rx(π/2) keeps x and takes y to z; Ry(π/2) then takes x to −z and z to x.
  // So the child's x axis is the parent's −z and its y axis the parent's x.
  const Model m = open(urdf("revolute", "1.5707963267948966 1.5707963267948966 0", "0 0 1"), "rpy.urdf");
  const Joint& j = segment(m, "b").joint;
  CHECK((j.R_PJ * Vec3::UnitX() - Vec3(0, 0, -1)).norm() < 1e-15);
  CHECK((j.R_PJ * Vec3::UnitY() - Vec3(1, 0, 0)).norm() < 1e-15);
  CHECK((j.p_PJ - Vec3(1, 2, 3)).norm() == 0.0);
  CHECK((j.type == JointType::Revolute));
}

TEST_CASE("MJCF euler defaults to x-y-z with moving axes; degrees unless the compiler says radian") {
  // euler="90 90 0" (degrees, sequence xyz, lower case: axes move with the frame): R = Rx(90°) Ry(90°).
  // Ry(90°) x = −z, and Rx(90°) takes −z to y: the body's x axis is the parent's y.
  const Model m = open(R"(<mujoco><worldbody><body name="b" euler="90 90 0"><joint name="j"/>
    <inertial pos="0 0 0" mass="1" diaginertia="1 1 1"/></body></worldbody></mujoco>)", "euler.xml");
  CHECK((segment(m, "b").joint.R_PJ * Vec3::UnitX() - Vec3(0, 1, 0)).norm() < 1e-15);
  // Upper case, fixed axes: R = Ry(90°) Rx(90°): Rx keeps x, Ry takes it to −z.
  const Model fixed = open(R"(<mujoco><compiler angle="radian" eulerseq="XYZ"/><worldbody>
    <body name="b" euler="1.5707963267948966 1.5707963267948966 0"><joint name="j"/>
    <inertial pos="0 0 0" mass="1" diaginertia="1 1 1"/></body></worldbody></mujoco>)", "euler-fixed.xml");
  CHECK((segment(fixed, "b").joint.R_PJ * Vec3::UnitX() - Vec3(0, 0, -1)).norm() < 1e-15);
}

TEST_CASE("a URDF planar joint slides along the x and y of the smallest turn taking z to its axis") {
  // Axis (0, 0, 1): no turn, so the coordinates slide along x and y and turn about z.
  const Model m = open(urdf("planar", "0 0 0", "0 0 1"), "planar.urdf");
  const Joint& j = segment(m, "b").joint;
  REQUIRE((j.type == JointType::General));
  REQUIRE(j.axes.size() == 3);
  CHECK((j.axes[0].axis - Vec3::UnitX()).norm() < 1e-15);
  CHECK((j.axes[1].axis - Vec3::UnitY()).norm() < 1e-15);
  CHECK((j.axes[2].kind == JointAxis::Kind::Rotation));
  CHECK(m.coordinateNames() == std::vector<std::string>{"j_TX", "j_TY", "j_RZ"});
}

TEST_CASE("a capsule's inertia equals a numerical integration over its volume") {
  // Radius 0.1, half-length 0.2, density 1000: integrate ρ(y² + z²) and ρ(x² + y²) over a midpoint grid
  // (the capsule: |z| ≤ h and x² + y² ≤ r², or within r of (0, 0, ±h)). Independent of the closed form.
  const double r = 0.1, h = 0.2, rho = 1000.0;
  const int n = 160;
  const double dx = 2 * r / n, dz = 2 * (h + r) / (2 * n);
  double mass = 0, Ixx = 0, Izz = 0;
  for (int i = 0; i < n; ++i)
    for (int k = 0; k < n; ++k)
      for (int l = 0; l < 2 * n; ++l) {
        const double x = -r + (i + 0.5) * dx, y = -r + (k + 0.5) * dx, z = -(h + r) + (l + 0.5) * dz;
        const double rr = x * x + y * y, dzc = std::abs(z) > h ? std::abs(z) - h : 0.0;
        if (rr + dzc * dzc > r * r) continue;
        const double dm = rho * dx * dx * dz;
        mass += dm;
        Ixx += dm * (y * y + z * z);
        Izz += dm * rr;
      }
  const Vec3 size(r, h, 0);
  const double closedMass = rho * mjcf::geomVolume(mjcf::GeomShape::Capsule, size);
  const Vec3 I = mjcf::geomPrincipalInertia(mjcf::GeomShape::Capsule, size, closedMass);
  CHECK(mass == doctest::Approx(closedMass).epsilon(2e-3));
  CHECK(Ixx == doctest::Approx(I(0)).epsilon(3e-3));
  CHECK(Izz == doctest::Approx(I(2)).epsilon(3e-3));
  // And its limits: no cylinder is a sphere (2/5 m r²).
  const Vec3 sphere = mjcf::geomPrincipalInertia(mjcf::GeomShape::Capsule, Vec3(r, 0, 0), 1.0);
  CHECK(sphere(0) == doctest::Approx(0.4 * r * r).epsilon(1e-14));
  CHECK(sphere(2) == doctest::Approx(0.4 * r * r).epsilon(1e-14));
}

TEST_CASE("MJCF inertiagrouprange: a bound beyond any int selects as the widest range does (the fuzzer's 5e121)") {
  // Groups are small numbers; a bound of 5e121 was cast to int (undefined behaviour). It opens, and the one
  // body's geom (group 0, inside [0, huge]) still gives its mass: a 1 kg sphere of radius 0.1 at density
  // 1000 would be 4.19 kg, so mass="1" is what must come through.
  const Model m = open(R"(<mujoco><compiler inertiagrouprange="0 53333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333"/>
    <worldbody><body name="b"><joint name="j"/><geom type="sphere" size="0.1" mass="1"/></body></worldbody></mujoco>)", "groups.xml");
  CHECK(segment(m, "b").inertia.mass == doctest::Approx(1.0).epsilon(1e-15));
}

TEST_CASE("default classes: an element takes its class's values, else its parent class's, its own first") {
  const Model m = open(R"(<mujoco><compiler angle="radian"/>
    <default><joint axis="0 1 0" armature="0.5"/>
      <default class="a"><joint axis="1 0 0"/>
        <default class="b"><joint type="slide"/></default></default></default>
    <worldbody>
      <body name="p" childclass="b"><joint name="slider"/><inertial pos="0 0 0" mass="1" diaginertia="1 1 1"/>
        <body name="q"><joint name="hinge" class="a" axis="0 0 1"/><inertial pos="0 0 0" mass="1" diaginertia="1 1 1"/></body>
      </body>
    </worldbody></mujoco>)", "classes.xml");
  // slider: type from b, axis from a (b's parent), armature from main.
  const Joint& slider = segment(m, "p").joint;
  CHECK((slider.type == JointType::Prismatic));
  CHECK((slider.axis - Vec3::UnitX()).norm() == 0.0);
  CHECK(m.coordinates()[0].armature == 0.5);
  // hinge: class a (a hinge, MuJoCo's default type), its own axis over a's.
  const Joint& hinge = segment(m, "q").joint;
  CHECK((hinge.type == JointType::Revolute));
  CHECK((hinge.axis - Vec3::UnitZ()).norm() == 0.0);
}

TEST_CASE("a free joint's defaults are the body's placement: position and Cardan angles of its quaternion") {
  // quat = (cos 15°, 0, 0, sin 15°): a 30° turn about z, so the Cardan angles are (0, 0, π/6).
  const Model m = open(R"(<mujoco><worldbody><body name="b" pos="1 2 3" quat="0.9659258262890683 0 0 0.25881904510252074">
    <freejoint name="f"/><geom type="sphere" size="0.1"/></body></worldbody></mujoco>)", "free.xml");
  REQUIRE(m.nq() == 6);
  const double expected[6] = {1, 2, 3, 0, 0, kPi / 6};
  for (int k = 0; k < 6; ++k) CHECK(m.coordinates()[static_cast<size_t>(k)].defaultValue == doctest::Approx(expected[k]).epsilon(1e-14));
  CHECK(m.coordinateNames()[0] == "f_tx");
}

TEST_CASE("a slide's armature adds to M and to τ as a rotor's inertia, not to any segment") {
  // One body of mass 2 kg on a vertical slide with armature 0.3 kg: M = 2.3, τ = 2.3 q̈ + 2·9.81.
  const Model m = open(R"(<mujoco><worldbody><body name="b"><joint name="s" type="slide" axis="0 0 1" armature="0.3"/>
    <inertial pos="0 0 0" mass="2" diaginertia="0.1 0.1 0.1"/></body></worldbody></mujoco>)", "armature.xml");
  Data data(m);
  State s = State::zero(m);
  s.qdd(0) = 1.5;
  CHECK(inverseDynamics(m, data, s)(0) == doctest::Approx(2.3 * 1.5 + 2 * 9.81).epsilon(1e-14));
  CHECK(massMatrix(m, data, s)(0, 0) == doctest::Approx(2.3).epsilon(1e-14));
  // The joint wrench is the segment's alone: the rotor's 0.3·1.5 N is not in it.
  CHECK(data.jointWrench_W[0].force.z() == doctest::Approx(2 * 1.5 + 2 * 9.81).epsilon(1e-14));
}

TEST_CASE("URDF has no gravity of its own: ROS's 9.81 m/s² along −z, and the notes say so") {
  auto robot = openRobotFile(urdf("fixed", "0 0 0", "1 0 0"), "g.urdf");
  REQUIRE(robot.ok());
  CHECK((robot->file.model.gravity_W() - Vec3(0, 0, -9.81)).norm() == 0.0);
  bool said = false;
  for (const std::string& n : robot->notes) said = said || n.find("ROS") != std::string::npos;
  CHECK(said);
}

TEST_CASE("an XML document's kind is its root element") {
  CHECK((xmlKind("<robot name='r'/>") == XmlKind::Urdf));
  CHECK((xmlKind("<?xml version='1.0'?><!-- c --><mujoco model='m'/>") == XmlKind::Mjcf));
  CHECK((xmlKind("<OpenSimDocument Version='40000'><Model name='m'/></OpenSimDocument>") == XmlKind::OpenSimModel));
  CHECK((xmlKind("<OpenSimDocument Version='40000'><InverseDynamicsTool/></OpenSimDocument>") == XmlKind::InverseDynamicsSetup));
  CHECK((xmlKind("<InverseDynamicsTool name='id'/>") == XmlKind::InverseDynamicsSetup));
  CHECK((xmlKind("<OpenSimDocument Version='30000'><ExternalLoads name='grf'/></OpenSimDocument>") == XmlKind::ExternalLoads));
  CHECK((xmlKind("<OpenSimDocument Version='40000'><ScaleTool/></OpenSimDocument>") == XmlKind::OtherOpenSim));
  // A comment that names another kind does not make it one (the old detector searched the text).
  CHECK((xmlKind("<mujoco><!-- see <InverseDynamicsTool> --></mujoco>") == XmlKind::Mjcf));
  CHECK((xmlKind("<sdf/>") == XmlKind::Other));
  CHECK((xmlKind("<robot>") == XmlKind::NotXml));
  auto refused = openRobotFile("<sdf version='1.6'/>", "w.sdf");
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.error().text() == "w.sdf: /sdf: is neither a URDF (<robot>) nor an MJCF (<mujoco>) document");
}

TEST_CASE("a robot of fixed joints alone has no coordinates: a per-coordinate quantity says so, nothing breaks") {
  auto robot = openRobotFile(urdf("fixed", "0 0 0", "1 0 0"), "welded.urdf");
  REQUIRE(robot.ok());
  REQUIRE(robot->file.model.nq() == 0);
  auto session = Session::create(std::move(robot->file));
  REQUIRE_MESSAGE(session.ok(), session.error().text());
  for (const char* quantity : {"tau", "q", "qd", "qdd", "Mqdd"}) {
    auto value = evaluateQuantity(*session, 0, quantity);
    REQUIRE_FALSE(value.ok());
    CHECK(value.error().message.find("the model has none") != std::string::npos);
  }
}
