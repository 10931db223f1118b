#include "io/importers/urdf/UrdfModel.hpp"

#include <cmath>
#include <cstring>
#include <map>
#include <string_view>

#include "xml/Xml.hpp"
#include "io/importers/robot/Orientation.hpp"
#include "core/NumberText.hpp"
#include "io/importers/robot/XmlAttributes.hpp"
#include "io/importers/urdf/UrdfShapes.hpp"

namespace wl {

namespace {

using xml::child;
using xml::children;
using xml::elementError;
using xml::nameOf;
using xml::XmlElement;
using robotxml::attributeError;

constexpr double kTwoPi = 6.283185307179586;

using urdf::originOf;
using urdf::Placement;

Result<double> requiredNumber(const std::string& src, const XmlElement* e, const char* name) {
  if (!e->Attribute(name)) return elementError(src, e, std::string("needs a ") + name + " attribute");
  return robotxml::attributeNumber(src, e, name, 0.0);
}

// A link's inertia in the link frame: the <inertial> origin places the COM and the axes of the
// tensor, which URDF gives about the COM.
Result<Inertia> linkInertia(const std::string& src, const XmlElement* link, bool& hasInertial, std::vector<std::string>& notes) {
  const XmlElement* inertial = child(link, "inertial");
  hasInertial = inertial != nullptr;
  if (!inertial) return Inertia{};
  auto origin = originOf(src, inertial);
  if (!origin) return origin.error();
  const XmlElement* massElement = child(inertial, "mass");
  if (!massElement) return elementError(src, inertial, "needs a <mass>");
  auto mass = requiredNumber(src, massElement, "value");
  if (!mass) return mass.error();
  if (*mass < 0.0) return attributeError(src, massElement, "value", "must be >= 0");
  const XmlElement* tensor = child(inertial, "inertia");
  if (!tensor) return elementError(src, inertial, "needs an <inertia>");
  double v[6];
  const char* names[6] = {"ixx", "iyy", "izz", "ixy", "ixz", "iyz"};
  for (int k = 0; k < 6; ++k) {
    auto x = robotxml::attributeNumber(src, tensor, names[k], 0.0);
    if (!x) return x.error();
    v[k] = *x;
  }
  Mat3 I;
  I << v[0], v[3], v[4], v[3], v[1], v[5], v[4], v[5], v[2];
  if (*mass == 0.0 && !I.isZero()) {
    // MuJoCo's URDF import fuses a welded link into its parent and adds its inertia only when it has mass
    // (and refuses a moving massless link); OpenSim zeroes a massless body's inertia. So does WrenchLab.
    notes.push_back("link " + nameOf(link) + " has no mass but an inertia: the inertia is left out, as MuJoCo leaves it out");
    I.setZero();
  }
  const Inertia inOrigin = Inertia::general(*mass, Vec3::Zero(), I);
  if (Status s = inOrigin.validate(); !s) return elementError(src, tensor, "inertia " + s.error().message);
  return Inertia::general(*mass, origin->p, inOrigin.rotated(origin->R));
}

bool contains(const std::vector<std::string>& v, const std::string& s) {
  for (const std::string& x : v)
    if (x == s) return true;
  return false;
}

// Elementary axis of a general joint driven by coordinate c (−1: none).
JointAxis elementary(JointAxis::Kind kind, const Vec3& axis, int c) {
  JointAxis a;
  a.kind = kind;
  a.axis = axis;
  a.coordinate = c;
  a.function = JointFunction::linear(1.0, 0.0);
  return a;
}

CoordinateDef coordinate(const std::string& name, CoordinateMotion motion) {
  CoordinateDef d;
  d.name = name;
  d.motion = motion;
  return d;
}

// The engine joint for one URDF joint (placement set by the caller).
Result<Joint> convertJoint(const std::string& src, const XmlElement* j, const std::string& name, std::vector<std::string>& notes) {
  Joint joint;
  joint.name = name;
  const char* typeText = j->Attribute("type");
  const std::string type = typeText ? typeText : "";
  if (type.empty()) return elementError(src, j, "needs a type attribute (revolute, continuous, prismatic, fixed, floating or planar)");
  double damping = 0.0;
  if (const XmlElement* dynamics = child(j, "dynamics")) {
    // Dry friction is no function of the state (MuJoCo reads it as frictionloss and solves for it as a
    // constraint, with contacts and limits): it is not part of rigid-body inverse dynamics, and is left
    // out, saying so. Damping is a passive joint force, the part P of τ.
    auto friction = robotxml::attributeNumber(src, dynamics, "friction", 0.0);
    if (!friction) return friction.error();
    if (*friction < 0.0) return attributeError(src, dynamics, "friction", "must be >= 0");
    if (*friction != 0.0)
      notes.push_back("joint " + name + ": dry friction " + formatShortest(*friction) + " left out (MuJoCo solves it as a constraint "
                      "force, like contacts; it is not part of rigid-body inverse dynamics)");
    auto d = robotxml::attributeNumber(src, dynamics, "damping", 0.0);
    if (!d) return d.error();
    if (*d < 0.0) return attributeError(src, dynamics, "damping", "must be >= 0");
    damping = *d;
  }
  Vec3 axis = Vec3::UnitX();  // URDF's default
  const XmlElement* a = child(j, "axis");
  if (a && (type == "fixed" || type == "floating")) a = nullptr;  // URDF ignores these joints' axis (the Panda's is 0 0 0)
  if (a) {
    auto xyz = robotxml::attributeVec3(src, a, "xyz", Vec3::UnitX());
    if (!xyz) return xyz.error();
    if (!(xyz->norm() > 1e-9)) return attributeError(src, a, "xyz", "must be a non-zero vector");
    axis = xyz->normalized();
  }
  if (damping != 0.0 && (type == "floating" || type == "spherical"))
    return attributeError(src, child(j, "dynamics"), "damping", "on a " + type + " joint is not supported: MuJoCo applies it in "
                                                                "angular-velocity axes, which our Cardan coordinates do not share");
  using K = JointAxis::Kind;
  using M = CoordinateMotion;
  if (type == "revolute" || type == "continuous" || type == "prismatic") {
    const bool turns = type != "prismatic";
    joint.type = turns ? JointType::Revolute : JointType::Prismatic;
    joint.axis = axis;
    CoordinateDef c = coordinate(name, turns ? M::Rotational : M::Translational);
    const XmlElement* limit = child(j, "limit");
    if (limit && type != "continuous") {
      auto lower = robotxml::attributeNumber(src, limit, "lower", 0.0);
      if (!lower) return lower.error();
      auto upper = robotxml::attributeNumber(src, limit, "upper", 0.0);
      if (!upper) return upper.error();
      if (*lower > *upper)  // MuJoCo's URDF reader keeps no range then (limited only when lower < upper)
        notes.push_back("joint " + name + ": its limit's lower " + formatShortest(*lower) + " is above its upper " + formatShortest(*upper) +
                        ": no range kept, as MuJoCo keeps none");
      // Beyond a turn is legal (a cabled wrist turns ±400°, a quadruped's knee ±3π): kept. Whole numbers
      // beyond a turn look like degrees written where URDF wants radians: said, and kept too.
      const bool wholeBeyondTurn = std::abs(*lower) > kTwoPi + 1e-3 && std::abs(*upper) > kTwoPi + 1e-3 && std::floor(*lower) == *lower &&
                                   std::floor(*upper) == *upper;
      if (turns && wholeBeyondTurn)
        notes.push_back("joint " + name + ": its limits " + formatShortest(*lower) + " .. " + formatShortest(*upper) +
                        " rad are whole numbers beyond a turn: degrees where URDF wants radians? kept as radians");
      if (*lower < *upper) {
        c.rangeMin = *lower;
        c.rangeMax = *upper;
      }
    } else if (type == "revolute" || type == "prismatic") {
      notes.push_back("joint " + name + ": no <limit> (URDF requires one for a " + type + " joint); no range kept");
    }
    c.damping = damping;
    joint.coordinates = {c};
  } else if (type == "fixed") {
    joint.type = JointType::Fixed;
  } else if (type == "floating") {
    // Translation along the joint frame's axes, then body-fixed x-y-z (Cardan) angles: MuJoCo's
    // free joint holds a quaternion instead (docs/robot-formats.md gives the mapping).
    joint.type = JointType::General;
    joint.axes = {elementary(K::Translation, Vec3::UnitX(), 0), elementary(K::Translation, Vec3::UnitY(), 1),
                  elementary(K::Translation, Vec3::UnitZ(), 2), elementary(K::Rotation, Vec3::UnitX(), 3),
                  elementary(K::Rotation, Vec3::UnitY(), 4),    elementary(K::Rotation, Vec3::UnitZ(), 5)};
    joint.generalCoordinateCount = 6;
    joint.coordinates = {coordinate(name + "_tx", M::Translational), coordinate(name + "_ty", M::Translational),
                         coordinate(name + "_tz", M::Translational), coordinate(name + "_rx", M::Rotational),
                         coordinate(name + "_ry", M::Rotational),    coordinate(name + "_rz", M::Rotational)};
  } else if (type == "planar") {
    // The plane normal to the axis, spanned by the x and y axes of the smallest rotation taking z
    // onto the axis (as MuJoCo's URDF reader builds it): slide, slide, then turn about the axis.
    const Mat3 R = robotxml::rotationTakingZTo(axis);
    joint.type = JointType::General;
    joint.axes = {elementary(K::Translation, R.col(0), 0), elementary(K::Translation, R.col(1), 1), elementary(K::Rotation, axis, 2)};
    joint.generalCoordinateCount = 3;
    joint.coordinates = {coordinate(name + "_TX", M::Translational), coordinate(name + "_TY", M::Translational),
                         coordinate(name + "_RZ", M::Rotational)};
    for (CoordinateDef& c : joint.coordinates) c.damping = damping;  // MuJoCo gives all three the joint's damping
  } else if (type == "spherical") {  // not in the URDF standard; Bullet and MuJoCo read it as a ball joint
    joint.type = JointType::Spherical;
    joint.coordinates = {coordinate(name + "_x", M::Rotational), coordinate(name + "_y", M::Rotational),
                         coordinate(name + "_z", M::Rotational)};
  } else {
    return attributeError(src, j, "type", "is not a URDF joint type (revolute, continuous, prismatic, fixed, floating, planar)");
  }
  return joint;
}

// A xacro file (ROS's macro language over URDF) is not URDF until the xacro tool has expanded it: its
// macros, arguments and ${…}/$(…) placeholders would otherwise surface as "not a number" somewhere deep.
// The first element or attribute that shows it is named, with what to do.
const XmlElement* firstXacroUse(const XmlElement* e, std::string& what) {
  if (std::string_view(e->Name()).rfind("xacro:", 0) == 0) {
    what = std::string("<") + e->Name() + ">";
    return e;
  }
  for (const tinyxml2::XMLAttribute* a = e->FirstAttribute(); a; a = a->Next()) {
    const std::string_view v = a->Value();
    if (v.find("${") != std::string_view::npos || v.find("$(") != std::string_view::npos) {
      what = std::string(a->Name()) + "=\"" + std::string(v) + "\"";
      return e;
    }
  }
  for (const XmlElement* c = e->FirstChildElement(); c; c = c->NextSiblingElement())
    if (const XmlElement* found = firstXacroUse(c, what)) return found;
  return nullptr;
}

}  // namespace

Result<RobotModel> parseUrdfModel(std::string_view text, const std::string& source, const FileReader& read,
                                  const std::vector<std::string>& packagePaths) {
  const std::string& src = source;
  const urdf::ShapeFiles shapeFiles{source, &read, packagePaths};
  xml::XmlDocument doc;
  if (Status s = doc.parse(text, source, "robot", "a URDF document"); !s) return s.error();
  const XmlElement* robot = doc.root();
  std::string xacroUse;
  if (const XmlElement* e = firstXacroUse(robot, xacroUse))
    return elementError(src, e, "is xacro, not yet URDF (" + xacroUse + "): expand it first with ROS's xacro tool (xacro " +
                                    "robot.urdf.xacro > robot.urdf) and open the result");

  RobotModel out;
  out.format = "URDF";
  out.source = source;
  out.name = nameOf(robot).empty() ? "URDF robot" : nameOf(robot);
  out.gravity_W = Vec3(0.0, 0.0, -9.81);
  out.notes.push_back("gravity: URDF states none; ROS's convention is used (z up, 9.81 m/s^2 along -z)");

  const std::vector<const XmlElement*> links = children(robot, "link");
  const std::vector<const XmlElement*> joints = children(robot, "joint");
  if (links.empty()) return elementError(src, robot, "has no <link>");
  if (links.size() > static_cast<size_t>(kMaxSegments))
    return elementError(src, robot, "has " + std::to_string(links.size()) + " links; at most " + std::to_string(kMaxSegments) +
                                        " are opened");
  std::map<std::string, size_t> linkIndex;
  for (size_t i = 0; i < links.size(); ++i) {
    const std::string n = nameOf(links[i]);
    if (n.empty()) return elementError(src, links[i], "needs a name");
    if (!linkIndex.emplace(n, i).second) return elementError(src, links[i], "link \"" + n + "\" is defined twice");
  }
  // Joints: parent and child links, one parent per link.
  std::vector<int> parentJoint(links.size(), -1);
  std::vector<size_t> jointParent(joints.size()), jointChild(joints.size());
  std::vector<std::string> jointNames;
  for (size_t k = 0; k < joints.size(); ++k) {
    const XmlElement* j = joints[k];
    const std::string n = nameOf(j);
    if (n.empty()) return elementError(src, j, "needs a name");
    if (contains(jointNames, n)) return elementError(src, j, "joint \"" + n + "\" is defined twice");
    jointNames.push_back(n);
    for (const char* side : {"parent", "child"}) {
      const XmlElement* e = child(j, side);
      if (!e || !e->Attribute("link")) return elementError(src, e ? e : j, std::string("needs a <") + side + " link=\"…\">");
      auto it = linkIndex.find(e->Attribute("link"));
      if (it == linkIndex.end()) return attributeError(src, e, "link", "names no <link> of this robot");
      (std::strcmp(side, "parent") == 0 ? jointParent : jointChild)[k] = it->second;
    }
    if (jointParent[k] == jointChild[k]) return elementError(src, j, "joins link \"" + nameOf(links[jointChild[k]]) + "\" to itself");
    if (parentJoint[jointChild[k]] >= 0)
      return elementError(src, j, "link \"" + nameOf(links[jointChild[k]]) + "\" is already the child of joint \"" +
                                      nameOf(joints[static_cast<size_t>(parentJoint[jointChild[k]])]) +
                                      "\" (closed loops are not supported)");
    parentJoint[jointChild[k]] = static_cast<int>(k);
  }
  std::vector<size_t> roots;
  for (size_t i = 0; i < links.size(); ++i)
    if (parentJoint[i] < 0) roots.push_back(i);
  if (roots.size() > 1)
    return elementError(src, robot, "has " + std::to_string(roots.size()) + " root links (\"" + nameOf(links[roots[0]]) + "\", \"" +
                                        nameOf(links[roots[1]]) + "\"" + (roots.size() > 2 ? ", …" : "") +
                                        "): every link but one must be some joint's child");
  if (roots.empty()) {
    // Every link has a parent: follow parents from the first link until one repeats.
    std::vector<bool> seen(links.size(), false);
    size_t l = 0;
    while (!seen[l]) {
      seen[l] = true;
      l = jointParent[static_cast<size_t>(parentJoint[l])];
    }
    return elementError(src, joints[static_cast<size_t>(parentJoint[l])],
                        "link \"" + nameOf(links[l]) + "\" is its own ancestor (the joints form a loop)");
  }

  // Depth first from the root, children in file order.
  std::vector<std::vector<size_t>> childJoints(links.size());
  for (size_t k = 0; k < joints.size(); ++k) childJoints[jointParent[k]].push_back(k);
  std::vector<size_t> order;  // links
  std::vector<size_t> stack{roots[0]};
  std::vector<bool> visited(links.size(), false);
  while (!stack.empty()) {
    const size_t l = stack.back();
    stack.pop_back();
    visited[l] = true;
    order.push_back(l);
    for (size_t c = childJoints[l].size(); c-- > 0;) stack.push_back(jointChild[childJoints[l][c]]);
  }
  for (size_t l = 0; l < links.size(); ++l)
    if (!visited[l])
      return elementError(src, joints[static_cast<size_t>(parentJoint[l])],
                          "link \"" + nameOf(links[l]) + "\" is its own ancestor (the joints form a loop)");

  std::vector<std::string> usedSegmentNames, usedJointNames;
  std::vector<int> segmentOfLink(links.size(), -1);
  std::map<std::string, std::string> coordinateOfJoint;                   // URDF joint name → its coordinate ("" for none or several)
  std::vector<std::pair<const XmlElement*, std::string>> mimics;         // <mimic> and the coordinate that follows
  for (size_t l : order) {
    const XmlElement* link = links[l];
    bool hasInertial = false;
    auto inertia = linkInertia(src, link, hasInertial, out.notes);
    if (!inertia) return inertia.error();
    const int pj = parentJoint[l];
    if (pj < 0 && nameOf(link) == "world" && !hasInertial) continue;  // the root is the world itself
    Segment s;
    s.name = engineName(nameOf(link), "link", usedSegmentNames, out.notes, "link");
    s.inertia = *inertia;
    bool massFromShapes = false;
    if (!hasInertial && !children(link, "collision").empty()) {
      // MuJoCo's URDF import gives such a link the mass of its collision shapes (density 1000).
      auto shapes = urdf::collisionMass(shapeFiles, link);
      if (!shapes) return shapes.error();
      if (!shapes->missing.empty()) {
        out.notes.push_back("link " + nameOf(link) + " has no <inertial> and its collision shapes cannot all be read (" + shapes->missing +
                            "): massless, where MuJoCo would take their mass");
      } else {
        s.inertia = shapes->inertia;
        massFromShapes = true;
        std::string from;
        for (const std::string& m : shapes->meshes) from += (from.empty() ? "" : ", ") + m;
        out.massFromMeshes.push_back(s.name + ": " + formatShortest(s.inertia.mass) + " kg, from its collision " +
                                     (from.empty() ? std::string("shapes") : from));
      }
    }
    if (pj < 0) {
      s.joint.type = JointType::Fixed;  // the root link is welded to the world
      s.joint.name = engineName(nameOf(link) + "_to_world", "root", usedJointNames, out.notes, "joint");
      s.parent = -1;
    } else {
      const XmlElement* j = joints[static_cast<size_t>(pj)];
      auto joint = convertJoint(src, j, nameOf(j), out.notes);
      if (!joint) return joint.error();
      auto origin = originOf(src, j);
      if (!origin) return origin.error();
      s.joint = std::move(*joint);
      const std::string raw = s.joint.name;
      s.joint.name = engineName(raw, "joint", usedJointNames, out.notes, "joint");
      if (s.joint.coordinates.size() == 1) s.joint.coordinates[0].name = s.joint.name;
      coordinateOfJoint[raw] = s.joint.coordinates.size() == 1 ? s.joint.name : std::string();
      if (const XmlElement* mimic = child(j, "mimic")) mimics.emplace_back(mimic, s.joint.name);
      s.joint.R_PJ = origin->R;
      s.joint.p_PJ = origin->p;
      s.parent = segmentOfLink[jointParent[static_cast<size_t>(pj)]];
      if (!hasInertial && !massFromShapes && children(link, "collision").empty() && s.joint.type != JointType::Fixed)
        out.notes.push_back("link " + nameOf(link) + " has no <inertial> and no collision shapes: massless");
    }
    segmentOfLink[l] = static_cast<int>(out.segments.size());
    auto visuals = urdf::visualMeshes(shapeFiles, link, segmentOfLink[l]);
    if (!visuals) return visuals.error();
    for (MeshReference& r : *visuals) out.meshes.push_back(std::move(r));
    // What stays unused: visual primitives (the front ends draw their own shapes) and collision shapes
    // that give no mass (MuJoCo's contacts; the link has an <inertial>).
    int primitives = 0;
    for (const XmlElement* v : children(link, "visual")) primitives += child(child(v, "geometry"), "mesh") ? 0 : 1;
    out.countIgnored("visual shape", "visual shapes", primitives);
    if (!massFromShapes) out.countIgnored("collision shape", "collision shapes", static_cast<int>(children(link, "collision").size()));
    out.segments.push_back(std::move(s));
  }
  // <mimic joint="J" multiplier="m" offset="o"/>: q = m q_J + o, a coupling (model/Constraint.hpp).
  // MuJoCo 2.2's URDF reader does not read it (the follower is free there); inverse dynamics is the same.
  for (const auto& [mimic, follower] : mimics) {
    const char* leader = mimic->Attribute("joint");
    if (!leader || !*leader) return elementError(src, mimic, "needs a joint attribute (the joint it follows)");
    const auto it = coordinateOfJoint.find(leader);
    if (it == coordinateOfJoint.end()) return attributeError(src, mimic, "joint", "names no joint of this robot");
    if (it->second.empty() || follower.empty())
      return elementError(src, mimic, "couples a joint that does not have exactly one coordinate (revolute, continuous or prismatic)");
    auto multiplier = robotxml::attributeNumber(src, mimic, "multiplier", 1.0);
    if (!multiplier) return multiplier.error();
    auto offset = robotxml::attributeNumber(src, mimic, "offset", 0.0);
    if (!offset) return offset.error();
    CoordinateCoupling c;
    c.name = follower + "_mimic";
    c.source = "mimic";
    c.leaderName = it->second;
    c.followerName = follower;
    c.function = JointFunction::linear(*multiplier, *offset);
    out.couplings.push_back(std::move(c));
    out.notes.push_back("joint " + follower + " mimics " + it->second + " (q = " + formatShortest(*multiplier) + " q_" + it->second + " + " +
                        formatShortest(*offset) + "): it follows it wherever WrenchLab sets the state; a constraint's forces are not "
                        "part of inverse dynamics");
  }
  for (const XmlElement* e = robot->FirstChildElement(); e; e = e->NextSiblingElement()) {
    const std::string tag = e->Name();
    if (tag == "link" || tag == "joint") continue;
    if (tag == "transmission") out.countIgnored("transmission", "transmissions");
    else if (tag == "gazebo") out.countIgnored("gazebo tag", "gazebo tags");
    else if (tag == "material") out.countIgnored("material", "materials");
    else if (tag == "mujoco") out.countIgnored("MuJoCo extension", "MuJoCo extensions");
    else out.countIgnored("other element (<" + tag + ">)", "other elements (<" + tag + ">)");
  }
  return out;
}

}  // namespace wl
