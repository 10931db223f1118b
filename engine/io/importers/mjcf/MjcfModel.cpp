#include "io/importers/mjcf/MjcfModel.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <map>
#include <utility>

#include <Eigen/Eigenvalues>

#include "io/importers/mjcf/GeomInertia.hpp"
#include "io/importers/mjcf/MjcfDefaults.hpp"
#include "io/importers/mjcf/MjcfMeshes.hpp"
#include "io/importers/robot/MassSum.hpp"
#include "io/importers/robot/Orientation.hpp"
#include "core/NumberText.hpp"
#include "io/importers/robot/XmlAttributes.hpp"
#include "spatial/Rotation.hpp"

namespace wl {

namespace {

using mjcf::MjcfDefaults;
using xml::child;
using xml::children;
using xml::elementError;
using xml::nameOf;
using xml::XmlElement;
using robotxml::attributeError;

constexpr double kPi = 3.14159265358979323846;

enum class InertiaFromGeom { False, True, Auto };

struct Compiler {
  bool degree = true;          // MuJoCo's default: angles in degrees
  bool angleGiven = false;
  std::string eulerseq = "xyz";
  bool autolimits = true;      // MuJoCo 3's default; 2.2 refuses a range without `limited` instead
  InertiaFromGeom inertiaFromGeom = InertiaFromGeom::Auto;
  int inertiaGroupMin = 0, inertiaGroupMax = 5;  // only geoms of these groups give mass (mjNGROUP = 6)
  bool discardVisual = false;  // geoms with contype = conaffinity = 0 are dropped before they give mass
  bool balanceInertia = false; // principal moments that break the triangle inequality become their mean
  double boundMass = 0.0;      // every body's mass at least this
  double boundInertia = 0.0;   // every body's principal moments at least this
  double setTotalMass = -1.0;  // > 0: every body's mass and inertia scaled so that they add up to it
  std::string meshdir;         // meshdir, else MuJoCo 3's assetdir: the folder of mesh files, relative to the model
  bool stripPath = false;      // mesh files by their name alone
  bool exactMeshInertia = false;  // a mesh geom's mass from the mesh's volume, not its inertia box's (MeshMassProperties.hpp)
  double angleScale() const { return degree ? kPi / 180.0 : 1.0; }
};

// <option> and its <flag>: what changes the generalized forces.
struct Options {
  bool gravity = true;   // <flag gravity="disable">: no gravity (G = 0)
  bool passive = true;   // <flag passive="disable">: no joint springs and dampers (P = 0)
  bool equality = true;  // <flag equality="disable">: equality constraints switched off
  bool spring = true;    // MuJoCo 3's <flag spring="disable">: no joint springs
  bool damper = true;    // MuJoCo 3's <flag damper="disable">: no joint dampers
};

struct Pose {
  Mat3 R = Mat3::Identity();
  Vec3 p = Vec3::Zero();
};

struct Context {
  std::string src;
  Compiler compiler;
  Options options;
  std::map<std::string, std::pair<int, Vec3>> bodies;  // body name → its segment and its segment frame's origin in the body frame
  struct ScalarJoint {
    std::string coordinate;
    double ref = 0.0;  // MuJoCo's qpos0 for it
  };
  std::map<std::string, ScalarJoint> scalarJoints;  // hinge and slide joints by their MJCF name
  std::vector<std::string> frictionLoss;            // "knee (0.3)": joints whose dry friction is left out
  std::vector<std::string> couplingNames;           // the equality joints' names, made valid
  MjcfDefaults defaults;
  mjcf::MjcfMeshes meshes;
  const FileReader* read = nullptr;
  RobotModel* out = nullptr;
  std::vector<std::string> segmentNames, jointNames, coordinateNames;
  struct MeshMass {
    std::string file;
    double mass = 0.0;
  };
  std::vector<MeshMass> massFromMeshes;  // the mesh geoms of the body being read that gave it mass
};

bool isTrue(const char* v) { return v && (std::strcmp(v, "true") == 0); }

// `count` numbers of the attribute (from the element or its class), `fallback` when none is set.
Result<std::vector<double>> numbers(const Context& c, const XmlElement* e, const std::string& cls, const char* name, int count,
                                    const std::vector<double>& fallback) {
  const char* v = c.defaults.attribute(e, cls, name);
  if (!v) return fallback;
  return robotxml::numbers(c.src, e, name, v, count);
}

Result<double> number(const Context& c, const XmlElement* e, const std::string& cls, const char* name, double fallback) {
  auto v = numbers(c, e, cls, name, 1, {fallback});
  if (!v) return v.error();
  return (*v)[0];
}

Vec3 vec3(const std::vector<double>& v) { return Vec3(v[0], v[1], v[2]); }

// The orientation an element states with one of MuJoCo's five spellings (identity when none).
Result<Mat3> orientationOf(const Context& c, const XmlElement* e, const std::string& cls) {
  const char* kinds[5] = {"quat", "axisangle", "euler", "xyaxes", "zaxis"};
  const char* used = nullptr;
  for (const char* k : kinds)
    if (e->Attribute(k)) {
      if (used) return elementError(c.src, e, std::string("states its orientation twice (") + used + " and " + k + ")");
      used = k;
    }
  if (!used)  // from the class, for geoms and sites
    for (const char* k : kinds)
      if (c.defaults.attribute(e, cls, k)) {
        used = k;
        break;
      }
  Mat3 R = Mat3::Identity();
  if (!used) return R;
  const int count = std::strcmp(used, "quat") == 0 || std::strcmp(used, "axisangle") == 0 ? 4
                    : std::strcmp(used, "xyaxes") == 0                                       ? 6
                                                                                              : 3;
  auto v = numbers(c, e, cls, used, count, {});
  if (!v) return v.error();
  const std::vector<double>& n = *v;
  if (std::strcmp(used, "quat") == 0) {
    if (!robotxml::rotationOfQuaternion(n.data(), R)) return attributeError(c.src, e, used, "is not a rotation (zero quaternion)");
  } else if (std::strcmp(used, "axisangle") == 0) {
    const Vec3 axis(n[0], n[1], n[2]);
    if (!(axis.norm() > 1e-12)) return attributeError(c.src, e, used, "has a zero axis");
    R = axisAngle(axis.normalized(), n[3] * c.compiler.angleScale());
  } else if (std::strcmp(used, "euler") == 0) {
    if (!robotxml::eulerRotation(Vec3(n[0], n[1], n[2]) * c.compiler.angleScale(), c.compiler.eulerseq, R))
      return attributeError(c.src, e, used, "cannot be read: compiler eulerseq is not three of xyzXYZ");
  } else if (std::strcmp(used, "xyaxes") == 0) {
    if (!robotxml::rotationOfXYAxes(Vec3(n[0], n[1], n[2]), Vec3(n[3], n[4], n[5]), R))
      return attributeError(c.src, e, used, "needs two non-parallel, non-zero axes");
  } else {
    const Vec3 z(n[0], n[1], n[2]);
    if (!(z.norm() > 1e-12)) return attributeError(c.src, e, used, "must be a non-zero vector");
    R = robotxml::rotationTakingZTo(z.normalized());
  }
  return R;
}

Result<Pose> frameOf(const Context& c, const XmlElement* e, const std::string& cls) {
  auto p = numbers(c, e, cls, "pos", 3, {0, 0, 0});
  if (!p) return p.error();
  auto R = orientationOf(c, e, cls);
  if (!R) return R.error();
  return Pose{*R, vec3(*p)};
}

// ---------------------------------------------------------------------------------------------
// Inertia.

using robotxml::MassSum;

// The mesh a geom names (its own mesh attribute or its class's).
Result<const mjcf::MjcfMesh*> geomMesh(const Context& c, const XmlElement* g, const std::string& cls) {
  const char* name = c.defaults.attribute(g, cls, "mesh");
  if (!name) return elementError(c.src, g, "is a mesh geom that names no mesh");
  const mjcf::MjcfMesh* mesh = c.meshes.find(name);
  if (!mesh) return attributeError(c.src, g, "mesh", "names no <mesh> of the <asset>s");
  return mesh;
}

// A mesh geom's mass and inertia, as MuJoCo 2.2.2 computes them (io/importers/mesh/MeshMassProperties.hpp): the mesh's
// centre and tensor, placed by the geom's pos and orientation, with density × the volume MuJoCo takes (or the
// geom's mass).
Status addMeshGeomInertia(Context& c, const XmlElement* g, const std::string& cls, MassSum& sum) {
  auto mesh = geomMesh(c, g, cls);
  if (!mesh) return mesh.error();
  if (isTrue(c.defaults.attribute(g, cls, "shellinertia")))
    return attributeError(c.src, g, "shellinertia", "(a hollow shell's inertia) is not supported; give the body an <inertial>");
  if (c.defaults.attribute(g, cls, "fromto")) return attributeError(c.src, g, "fromto", "cannot place a mesh geom (MuJoCo refuses it too)");
  auto properties = c.meshes.massProperties(c.src, **mesh, c.read ? *c.read : FileReader(), c.compiler.exactMeshInertia);
  if (!properties) return properties.error();
  auto frame = frameOf(c, g, cls);
  if (!frame) return frame.error();
  double mass;
  if (const char* m = c.defaults.attribute(g, cls, "mass")) {
    auto v = robotxml::numbers(c.src, g, "mass", m, 1);
    if (!v) return v.error();
    mass = (*v)[0];
    if (mass < 0.0) return attributeError(c.src, g, "mass", "must be >= 0");
  } else {
    auto density = number(c, g, cls, "density", 1000.0);
    if (!density) return density.error();
    if (*density < 0.0) return attributeError(c.src, g, "density", "must be >= 0");
    mass = *density * properties->volume;
  }
  const Mat3 I_C = frame->R * (mass * properties->inertiaPerMass) * frame->R.transpose();
  sum.add(mass, frame->p + frame->R * properties->com, 0.5 * (I_C + I_C.transpose()));
  c.massFromMeshes.push_back({(*mesh)->file.empty() ? "mesh " + (*mesh)->name : (*mesh)->file, mass});
  return Status::success();
}

Status addGeomInertia(Context& c, const XmlElement* g, MassSum& sum) {
  auto cls = c.defaults.classOf(c.src, g);
  if (!cls) return cls.error();
  // Which geoms give mass, as MuJoCo's compiler chooses them: not the visual ones it discards
  // (discardvisual), only those whose group lies in inertiagrouprange.
  if (c.compiler.discardVisual) {
    auto contype = number(c, g, *cls, "contype", 1.0);
    if (!contype) return contype.error();
    auto conaffinity = number(c, g, *cls, "conaffinity", 1.0);
    if (!conaffinity) return conaffinity.error();
    if (*contype == 0.0 && *conaffinity == 0.0) return Status::success();
  }
  auto group = number(c, g, *cls, "group", 0.0);
  if (!group) return group.error();
  if (*group < c.compiler.inertiaGroupMin || *group > c.compiler.inertiaGroupMax) return Status::success();
  const char* typeText = c.defaults.attribute(g, *cls, "type");
  const std::string type = typeText ? typeText : "sphere";
  mjcf::GeomShape shape;
  if (type == "sphere") shape = mjcf::GeomShape::Sphere;
  else if (type == "capsule") shape = mjcf::GeomShape::Capsule;
  else if (type == "cylinder") shape = mjcf::GeomShape::Cylinder;
  else if (type == "box") shape = mjcf::GeomShape::Box;
  else if (type == "ellipsoid") shape = mjcf::GeomShape::Ellipsoid;
  else if (type == "mesh") {
    return addMeshGeomInertia(c, g, *cls, sum);
  } else {
    return elementError(c.src, g, "the body's inertia would come from a " + type +
                                      " geom; only sphere, capsule, cylinder, box and ellipsoid geoms give inertia (give the body an <inertial>)");
  }
  if (type != "mesh" && c.defaults.attribute(g, *cls, "mesh"))
    return elementError(c.src, g, "its " + type + "'s size would be fitted to mesh \"" + std::string(c.defaults.attribute(g, *cls, "mesh")) +
                                      "\", which is not read; give the body an <inertial>");
  if (isTrue(c.defaults.attribute(g, *cls, "shellinertia")))
    return attributeError(c.src, g, "shellinertia", "(a hollow shell's inertia) is not supported; give the body an <inertial>");
  auto size = numbers(c, g, *cls, "size", -1, {0, 0, 0});
  if (!size) return size.error();
  Vec3 s = Vec3::Zero();
  for (size_t k = 0; k < 3 && k < size->size(); ++k) s(static_cast<Eigen::Index>(k)) = (*size)[k];
  Pose frame;
  if (const char* fromtoText = c.defaults.attribute(g, *cls, "fromto")) {
    if (shape != mjcf::GeomShape::Capsule && shape != mjcf::GeomShape::Cylinder)
      return attributeError(c.src, g, "fromto", "is read for capsules and cylinders only");
    auto ft = robotxml::numbers(c.src, g, "fromto", fromtoText, 6);
    if (!ft) return ft.error();
    const Vec3 from((*ft)[0], (*ft)[1], (*ft)[2]), to((*ft)[3], (*ft)[4], (*ft)[5]);
    if (!((to - from).norm() > 1e-12)) return attributeError(c.src, g, "fromto", "has its two ends at the same point");
    frame.p = 0.5 * (from + to);
    frame.R = robotxml::rotationTakingZTo((to - from).normalized());
    s(1) = 0.5 * (to - from).norm();
  } else {
    auto f = frameOf(c, g, *cls);
    if (!f) return f.error();
    frame = *f;
  }
  const int needed = shape == mjcf::GeomShape::Sphere ? 1 : (shape == mjcf::GeomShape::Capsule || shape == mjcf::GeomShape::Cylinder) ? 2 : 3;
  for (int k = 0; k < needed; ++k)
    if (!(s(k) > 0.0))
      return attributeError(c.src, g, "size", "needs " + std::to_string(needed) + " positive number" + (needed > 1 ? "s" : "") + " for a " + type);
  const double volume = mjcf::geomVolume(shape, s);
  double mass;
  if (const char* m = c.defaults.attribute(g, *cls, "mass")) {
    auto v = robotxml::numbers(c.src, g, "mass", m, 1);
    if (!v) return v.error();
    mass = (*v)[0];
    if (mass < 0.0) return attributeError(c.src, g, "mass", "must be >= 0");
  } else {
    auto density = number(c, g, *cls, "density", 1000.0);  // MuJoCo's default: water
    if (!density) return density.error();
    if (*density < 0.0) return attributeError(c.src, g, "density", "must be >= 0");
    mass = *density * volume;
  }
  const Vec3 principal = mjcf::geomPrincipalInertia(shape, s, mass);
  sum.add(mass, frame.p, frame.R * principal.asDiagonal() * frame.R.transpose());
  return Status::success();
}

Result<Inertia> explicitInertia(const Context& c, const XmlElement* in) {
  const std::string cls = "main";  // <inertial> takes no defaults
  auto frame = frameOf(c, in, cls);
  if (!frame) return frame.error();
  if (!in->Attribute("mass")) return elementError(c.src, in, "needs a mass");
  auto mass = robotxml::attributeNumber(c.src, in, "mass", 0.0);
  if (!mass) return mass.error();
  if (*mass < 0.0) return attributeError(c.src, in, "mass", "must be >= 0");
  Mat3 I;
  if (in->Attribute("fullinertia")) {
    if (in->Attribute("diaginertia")) return elementError(c.src, in, "gives both diaginertia and fullinertia");
    auto v = robotxml::attributeNumbers(c.src, in, "fullinertia", 6, {});
    if (!v) return v.error();
    const std::vector<double>& f = *v;  // Ixx Iyy Izz Ixy Ixz Iyz
    I << f[0], f[3], f[4], f[3], f[1], f[5], f[4], f[5], f[2];
  } else if (in->Attribute("diaginertia")) {
    auto v = robotxml::attributeVec3(c.src, in, "diaginertia", Vec3::Zero());
    if (!v) return v.error();
    I = v->asDiagonal();
  } else {
    return elementError(c.src, in, "needs diaginertia or fullinertia");
  }
  const Inertia local = Inertia::general(*mass, Vec3::Zero(), I);
  // The triangle inequality is the body's check (readBody), after balanceinertia, as in MuJoCo.
  if (Status s = local.validate(); !s && !c.compiler.balanceInertia)
    return attributeError(c.src, in, in->Attribute("fullinertia") ? "fullinertia" : "diaginertia", s.error().message);
  return Inertia::general(*mass, frame->p, local.rotated(frame->R));
}

// ---------------------------------------------------------------------------------------------
// Joints.

struct JointIn {
  const XmlElement* element = nullptr;
  std::string type;   // hinge, slide, ball, free
  std::string name;   // coordinate (hinge, slide) or joint name
  Vec3 pos = Vec3::Zero(), axis = Vec3::UnitZ();
  double ref = 0.0;   // radians or metres
  double armature = 0.0;
  double damping = 0.0, stiffness = 0.0, springRef = 0.0;  // the joint's own damper and spring (radians or metres)
  double rangeMin = -std::numeric_limits<double>::infinity(), rangeMax = std::numeric_limits<double>::infinity();
  double frictionLoss = 0.0;  // left out (a constraint force in MuJoCo), counted in a note
};

Result<JointIn> readJoint(Context& c, const XmlElement* j, const std::string& bodyName, int index) {
  JointIn in;
  in.element = j;
  auto cls = c.defaults.classOf(c.src, j);
  if (!cls) return cls.error();
  if (std::strcmp(j->Name(), "freejoint") == 0) {
    in.type = "free";
  } else {
    const char* t = c.defaults.attribute(j, *cls, "type");
    in.type = t ? t : "hinge";
  }
  if (in.type != "hinge" && in.type != "slide" && in.type != "ball" && in.type != "free")
    return attributeError(c.src, j, "type", "is not a MuJoCo joint type (hinge, slide, ball, free)");
  in.name = engineName(nameOf(j), bodyName + "_joint" + (index > 0 ? std::to_string(index + 1) : ""), c.coordinateNames,
                       c.out->notes, "joint");
  // Dry friction is no function of the state: MuJoCo finds it with its constraint solver, bounded by
  // frictionloss, as it does contacts and limits. It is not part of rigid-body inverse dynamics: left
  // out, and said (mj_inverse's constraint forces are not ours either).
  auto friction = number(c, j, *cls, "frictionloss", 0.0);
  if (!friction) return friction.error();
  if (*friction < 0.0) return attributeError(c.src, j, "frictionloss", "must be >= 0");
  if (*friction != 0.0) in.frictionLoss = *friction;
  if (const char* sd = c.defaults.attribute(j, *cls, "springdamper")) {
    auto v = robotxml::numbers(c.src, j, "springdamper", sd, 2);
    if (!v) return v.error();
    if ((*v)[0] > 0.0 && (*v)[1] > 0.0)
      return attributeError(c.src, j, "springdamper", "(stiffness and damping from a time constant and the mass) is not "
                                                      "supported: give stiffness and damping");
  }
  // Damping and a spring to springref: passive joint forces, the part P of τ (algorithms/PassiveForces.hpp).
  for (auto [name, into] : {std::pair<const char*, double*>{"damping", &in.damping}, {"stiffness", &in.stiffness}}) {
    auto v = number(c, j, *cls, name, 0.0);
    if (!v) return v.error();
    if (*v < 0.0) return attributeError(c.src, j, name, "must be >= 0");
    // <flag passive="disable">: MuJoCo applies no joint spring or damper (MuJoCo 3: spring, damper apart).
    const bool on = c.options.passive && (std::strcmp(name, "damping") == 0 ? c.options.damper : c.options.spring);
    *into = on ? *v : 0.0;
  }
  if ((in.damping != 0.0 || in.stiffness != 0.0) && (in.type == "ball" || in.type == "free"))
    return elementError(c.src, j, std::string(in.damping != 0.0 ? "damping" : "stiffness") + " on a " + in.type +
                                      " joint is not supported: MuJoCo applies it in angular-velocity axes and to a "
                                      "quaternion, which our Cardan coordinates do not share (only on hinges and slides)");
  auto armature = number(c, j, *cls, "armature", 0.0);
  if (!armature) return armature.error();
  if (*armature < 0.0) return attributeError(c.src, j, "armature", "must be >= 0");
  in.armature = *armature;
  // On a hinge or slide, MuJoCo's armature adds to one diagonal entry of M, as ours does; on a ball or
  // free joint it is diagonal in angular-velocity axes, which our Cardan rates do not share.
  if (in.armature != 0.0 && (in.type == "ball" || in.type == "free"))
    return elementError(c.src, j, "armature=\"" + std::string(c.defaults.attribute(j, *cls, "armature")) + "\" on a " + in.type +
                                      " joint is not supported (only on hinges and slides)");
  if (in.type == "free") return in;
  auto pos = numbers(c, j, *cls, "pos", 3, {0, 0, 0});
  if (!pos) return pos.error();
  in.pos = vec3(*pos);
  if (in.type == "ball") return in;
  auto axis = numbers(c, j, *cls, "axis", 3, {0, 0, 1});
  if (!axis) return axis.error();
  if (!(vec3(*axis).norm() > 1e-9)) return attributeError(c.src, j, "axis", "must be a non-zero vector");
  in.axis = vec3(*axis).normalized();
  const double scale = in.type == "hinge" ? c.compiler.angleScale() : 1.0;
  auto ref = number(c, j, *cls, "ref", 0.0);
  if (!ref) return ref.error();
  in.ref = *ref * scale;
  // MuJoCo's qpos_spring: the raw joint value (not relative to ref), in the compiler's angle unit.
  auto springRef = number(c, j, *cls, "springref", 0.0);
  if (!springRef) return springRef.error();
  in.springRef = *springRef * scale;
  if (const char* range = c.defaults.attribute(j, *cls, "range")) {
    auto r = robotxml::numbers(c.src, j, "range", range, 2);
    if (!r) return r.error();
    const char* limited = c.defaults.attribute(j, *cls, "limited");
    if (limited && std::strcmp(limited, "true") != 0 && std::strcmp(limited, "false") != 0 && std::strcmp(limited, "auto") != 0)
      return attributeError(c.src, j, "limited", "must be true, false or auto");
    if ((*r)[0] > (*r)[1]) return attributeError(c.src, j, "range", "has its lower end above its upper end");
    // Ranges beyond a turn are real (a quadruped's knee turns ±3π). Guesses about the unit are notes:
    // a range only bounds the sliders, it never enters τ or M.
    const double largest = std::max(std::abs((*r)[0]), std::abs((*r)[1]));
    if (in.type == "hinge" && !c.compiler.degree && largest > 2.0 * kPi + 1e-3 && std::floor((*r)[0]) == (*r)[0] && std::floor((*r)[1]) == (*r)[1])
      c.out->notes.push_back("joint " + in.name + ": range " + range + " is whole numbers beyond a turn in radians: degrees, though "
                             "<compiler angle=\"radian\">? kept as radians");
    if (in.type == "hinge" && c.compiler.degree && !c.compiler.angleGiven && largest > 0.0 && largest <= kPi + 1e-2)
      c.out->notes.push_back("joint " + in.name + ": range " + range + " reads as degrees (MJCF's default: no <compiler angle>) but looks "
                             "like radians; kept as degrees");
    // "auto" (MuJoCo's default): limited when a range is given, as with autolimits.
    const bool keep = limited && std::strcmp(limited, "auto") != 0 ? isTrue(limited) : c.compiler.autolimits;
    if (keep) {
      in.rangeMin = (*r)[0] * scale;
      in.rangeMax = (*r)[1] * scale;
    }
  }
  return in;
}

JointAxis axisOf(JointAxis::Kind kind, const Vec3& axis, int coordinate, JointFunction f) {
  JointAxis a;
  a.kind = kind;
  a.axis = axis;
  a.coordinate = coordinate;
  a.function = std::move(f);
  return a;
}

CoordinateDef coordinateOf(const std::string& name, CoordinateMotion motion, double def = 0.0) {
  CoordinateDef d;
  d.name = name;
  d.motion = motion;
  d.defaultValue = def;
  return d;
}

// A hinge's or slide's rotor inertia, damper and spring, on its coordinate.
void setJointDynamics(const JointIn& j, CoordinateDef& d) {
  d.armature = j.armature;
  d.damping = j.damping;
  d.stiffness = j.stiffness;
  d.springRef = j.springRef;
}

// ---------------------------------------------------------------------------------------------
// Bodies.

// The body's mesh geoms for drawing: its visual ones (contype = conaffinity = 0), or all of them when it
// has none, each placed in the segment frame (origin at `anchor` in body coordinates).
Status addMeshReferences(Context& c, const std::vector<const XmlElement*>& geoms, int segment, const Vec3& anchor, const std::string& owner) {
  struct Found {
    const XmlElement* geom;
    const mjcf::MjcfMesh* mesh;
    bool visual;
  };
  std::vector<Found> found;
  bool anyVisual = false;
  for (const XmlElement* g : geoms) {
    auto cls = c.defaults.classOf(c.src, g);
    if (!cls) return cls.error();
    const char* type = c.defaults.attribute(g, *cls, "type");
    if (!type || std::strcmp(type, "mesh") != 0) continue;
    auto mesh = geomMesh(c, g, *cls);
    if (!mesh) return mesh.error();
    auto contype = number(c, g, *cls, "contype", 1.0);
    if (!contype) return contype.error();
    auto conaffinity = number(c, g, *cls, "conaffinity", 1.0);
    if (!conaffinity) return conaffinity.error();
    const bool visual = *contype == 0.0 && *conaffinity == 0.0;
    anyVisual = anyVisual || visual;
    found.push_back({g, *mesh, visual});
  }
  for (const Found& f : found) {
    if (anyVisual && !f.visual) continue;
    if (f.mesh->file.empty()) continue;  // inline meshes: mass only
    auto cls = c.defaults.classOf(c.src, f.geom);
    if (!cls) return cls.error();
    auto frame = frameOf(c, f.geom, *cls);
    if (!frame) return frame.error();
    const MeshMassOptions& o = f.mesh->options;
    const Mat3 R_ref = Eigen::Quaterniond(o.refquat(0), o.refquat(1), o.refquat(2), o.refquat(3)).normalized().toRotationMatrix();
    MeshReference r;
    r.segment = segment;
    r.file = f.mesh->file;
    r.candidates = f.mesh->candidates;
    // MuJoCo's mesh vertices: scale ⊙ (R_refᵀ (x − refpos)), then the geom's frame.
    r.A_SF = frame->R * o.scale.asDiagonal() * R_ref.transpose();
    r.p_SF = frame->p - anchor - r.A_SF * o.refpos;
    r.owner = "body " + owner;
    c.out->meshes.push_back(std::move(r));
  }
  return Status::success();
}

Status readBody(Context& c, const XmlElement* body, int parentSegment, const Vec3& parentAnchor_B, bool parentIsWorld) {
  const std::string& src = c.src;
  RobotModel& out = *c.out;
  auto cls = c.defaults.classOf(src, body);
  if (!cls) return cls.error();
  auto B0 = frameOf(c, body, "");  // bodies take no defaults
  if (!B0) return B0.error();
  Segment s;
  s.name = engineName(nameOf(body), "body", c.segmentNames, out.notes, "body");

  std::vector<JointIn> joints;
  for (const XmlElement* e = body->FirstChildElement(); e; e = e->NextSiblingElement()) {
    const std::string tag = e->Name();
    if (tag == "joint" || tag == "freejoint") {
      auto j = readJoint(c, e, s.name, static_cast<int>(joints.size()));
      if (!j) return j.error();
      joints.push_back(*j);
    } else if (tag == "frame" || tag == "replicate" || tag == "attach") {
      return elementError(src, e, "<" + tag + "> is not supported (MuJoCo 3 syntax WrenchLab does not read yet)");
    } else if (tag == "site" || tag == "camera" || tag == "light") {
      out.countIgnored(tag, tag + "s");
    } else if (tag == "plugin" || tag == "composite" || tag == "flexcomp") {
      return elementError(src, e, "<" + tag + "> is not supported");
    }
  }
  auto gravcomp = robotxml::attributeNumber(src, body, "gravcomp", 0.0);
  if (!gravcomp) return gravcomp.error();
  if (*gravcomp != 0.0) return attributeError(src, body, "gravcomp", "(gravity compensation) is not supported");

  // Inertia in body coordinates.
  const XmlElement* inertial = child(body, "inertial");
  const std::vector<const XmlElement*> geoms = children(body, "geom");
  const bool fromGeoms = c.compiler.inertiaFromGeom == InertiaFromGeom::True ||
                         (c.compiler.inertiaFromGeom == InertiaFromGeom::Auto && !inertial);
  Inertia inertia_B;
  if (fromGeoms) {
    MassSum sum;
    c.massFromMeshes.clear();
    for (const XmlElement* g : geoms)
      if (Status st = addGeomInertia(c, g, sum); !st) return st;
    inertia_B = sum.inertia();
    if (!c.massFromMeshes.empty()) {
      std::string from;
      for (const Context::MeshMass& m : c.massFromMeshes) from += (from.empty() ? "" : ", ") + m.file + " (" + formatShortest(m.mass) + " kg)";
      out.massFromMeshes.push_back(s.name + ": " + formatShortest(inertia_B.mass) + " kg, from " + from);
    }
  } else if (inertial) {
    auto in = explicitInertia(c, inertial);
    if (!in) return in.error();
    inertia_B = *in;
  }
  if (!joints.empty() && !inertial && geoms.empty())
    return elementError(src, body, "has joints but no mass: no <inertial> and no geoms to take it from");
  if (c.compiler.boundMass > 0.0 || c.compiler.boundInertia > 0.0) {
    // MuJoCo's compiler raises every body's mass and principal moments to these floors first.
    const Eigen::SelfAdjointEigenSolver<Mat3> principal(inertia_B.I_C);
    const Vec3 moments = principal.eigenvalues().cwiseMax(c.compiler.boundInertia);
    inertia_B = Inertia::general(std::max(inertia_B.mass, c.compiler.boundMass), inertia_B.com,
                                 principal.eigenvectors() * moments.asDiagonal() * principal.eigenvectors().transpose());
  }
  if (c.compiler.balanceInertia && !inertia_B.validate()) {
    // MuJoCo's balanceinertia: principal moments that break A + B >= C all become their mean.
    const Eigen::SelfAdjointEigenSolver<Mat3> principal(inertia_B.I_C);
    const double mean = principal.eigenvalues().sum() / 3.0;
    inertia_B = Inertia::general(inertia_B.mass, inertia_B.com, mean * Mat3::Identity());
    out.notes.push_back("body " + s.name + ": its inertia broke A + B >= C and is balanced (compiler balanceinertia), as MuJoCo does");
  }
  if (Status st = inertia_B.validate(); !st) return elementError(src, body, "inertia " + st.error().message);

  // The segment frame: the body's axes, origin at the first joint's anchor.
  Vec3 anchor = Vec3::Zero();
  for (const JointIn& j : joints)
    if (j.type == "free") {
      if (joints.size() > 1) return elementError(src, j.element, "a free joint must be its body's only joint");
      if (!parentIsWorld) return elementError(src, j.element, "a free joint is allowed only in a body of the worldbody");
    }
  if (!joints.empty() && joints[0].type != "free") anchor = joints[0].pos;

  Joint& J = s.joint;
  J.R_PJ = B0->R;
  J.p_PJ = B0->p - parentAnchor_B + B0->R * anchor;
  using K = JointAxis::Kind;
  using M = CoordinateMotion;
  if (joints.empty()) {
    J.type = JointType::Fixed;
    J.name = engineName(s.name + "_weld", "weld", c.jointNames, out.notes, "joint");
  } else if (joints[0].type == "free") {
    // Translations along the world axes, then body-fixed x-y-z angles; the defaults are the body's
    // placement (MuJoCo's qpos0).
    const JointIn& f = joints[0];
    J.type = JointType::General;
    J.name = engineName(f.name, "free", c.jointNames, out.notes, "joint");
    J.R_PJ.setIdentity();
    J.p_PJ.setZero();
    J.axes = {axisOf(K::Translation, Vec3::UnitX(), 0, JointFunction::linear(1, 0)), axisOf(K::Translation, Vec3::UnitY(), 1, JointFunction::linear(1, 0)),
              axisOf(K::Translation, Vec3::UnitZ(), 2, JointFunction::linear(1, 0)), axisOf(K::Rotation, Vec3::UnitX(), 3, JointFunction::linear(1, 0)),
              axisOf(K::Rotation, Vec3::UnitY(), 4, JointFunction::linear(1, 0)),    axisOf(K::Rotation, Vec3::UnitZ(), 5, JointFunction::linear(1, 0))};
    J.generalCoordinateCount = 6;
    const Mat3& R = B0->R;
    const double b = std::asin(std::max(-1.0, std::min(1.0, R(0, 2))));
    const double a = std::atan2(-R(1, 2), R(2, 2)), cz = std::atan2(-R(0, 1), R(0, 0));
    J.coordinates = {coordinateOf(f.name + "_tx", M::Translational, B0->p.x()), coordinateOf(f.name + "_ty", M::Translational, B0->p.y()),
                     coordinateOf(f.name + "_tz", M::Translational, B0->p.z()), coordinateOf(f.name + "_rx", M::Rotational, a),
                     coordinateOf(f.name + "_ry", M::Rotational, b),            coordinateOf(f.name + "_rz", M::Rotational, cz)};
  } else if (joints.size() == 1 && joints[0].type == "ball") {
    J.type = JointType::Spherical;
    J.name = engineName(joints[0].name, "ball", c.jointNames, out.notes, "joint");
    J.coordinates = {coordinateOf(joints[0].name + "_x", M::Rotational), coordinateOf(joints[0].name + "_y", M::Rotational),
                     coordinateOf(joints[0].name + "_z", M::Rotational)};
  } else if (joints.size() == 1 && joints[0].ref == 0.0) {
    const JointIn& j = joints[0];
    const bool hinge = j.type == "hinge";
    J.type = hinge ? JointType::Revolute : JointType::Prismatic;
    J.name = engineName(j.name, "joint", c.jointNames, out.notes, "joint");
    J.axis = j.axis;
    CoordinateDef d = coordinateOf(J.name, hinge ? M::Rotational : M::Translational);
    setJointDynamics(j, d);
    d.rangeMin = j.rangeMin;
    d.rangeMax = j.rangeMax;
    J.coordinates = {d};
  } else {
    // Several joints (or one with a reference angle): MuJoCo moves the body by each in turn, in the
    // frame the earlier ones left, a hinge turning about its anchor. The running offset is where
    // the current frame's origin sits in body coordinates (the first anchor, where the segment's is).
    J.type = JointType::General;
    J.name = engineName(joints.size() == 1 ? joints[0].name : s.name + "_joints", "joint", c.jointNames, out.notes, "joint");
    Vec3 at = anchor;
    auto shift = [&J](const Vec3& d) {
      if (d.norm() > 1e-15) J.axes.push_back(axisOf(K::Translation, d.normalized(), -1, JointFunction::constant(d.norm())));
    };
    for (const JointIn& j : joints) {
      const int k = static_cast<int>(J.coordinates.size());
      if (j.type == "ball") return elementError(src, j.element, "a ball joint must be its body's only joint here");
      if (j.type == "hinge") {
        shift(j.pos - at);
        at = j.pos;
        J.axes.push_back(axisOf(K::Rotation, j.axis, k, JointFunction::linear(1.0, -j.ref)));
      } else {
        J.axes.push_back(axisOf(K::Translation, j.axis, k, JointFunction::linear(1.0, -j.ref)));
      }
      CoordinateDef d = coordinateOf(j.name, j.type == "hinge" ? M::Rotational : M::Translational, j.ref);
      setJointDynamics(j, d);
      d.rangeMin = j.rangeMin;
      d.rangeMax = j.rangeMax;
      J.coordinates.push_back(d);
    }
    shift(anchor - at);
    J.generalCoordinateCount = static_cast<int>(J.coordinates.size());
  }
  if (J.coordinates.size() == 1 && J.type != JointType::General) J.coordinates[0].name = J.name;
  for (size_t k = 0; k < joints.size(); ++k) {
    if (joints[k].type != "hinge" && joints[k].type != "slide") continue;
    const std::string& coordinate = J.coordinates[J.type == JointType::General ? k : 0].name;
    c.scalarJoints[nameOf(joints[k].element)] = {coordinate, joints[k].ref};
    if (joints[k].frictionLoss != 0.0) c.frictionLoss.push_back(coordinate + " (" + formatShortest(joints[k].frictionLoss) + ")");
  }
  if (!nameOf(body).empty()) c.bodies[nameOf(body)] = {static_cast<int>(out.segments.size()), anchor};

  s.inertia = Inertia::general(inertia_B.mass, inertia_B.com - anchor, inertia_B.I_C);
  s.parent = parentSegment;
  const int index = static_cast<int>(out.segments.size());
  if (Status st = addMeshReferences(c, geoms, index, anchor, s.name); !st) return st;
  out.segments.push_back(std::move(s));
  for (const XmlElement* b : children(body, "body"))
    if (Status st = readBody(c, b, index, anchor, false); !st) return st;
  return Status::success();
}

Status readCompiler(Context& c, const XmlElement* e) {
  if (const char* angle = e->Attribute("angle")) {
    if (std::strcmp(angle, "degree") == 0) c.compiler.degree = true;
    else if (std::strcmp(angle, "radian") == 0) c.compiler.degree = false;
    else return attributeError(c.src, e, "angle", "must be degree or radian");
    c.compiler.angleGiven = true;
  }
  if (const char* seq = e->Attribute("eulerseq")) {
    Mat3 R;
    if (!robotxml::eulerRotation(Vec3::Zero(), seq, R)) return attributeError(c.src, e, "eulerseq", "must be three of x, y, z, X, Y, Z");
    c.compiler.eulerseq = seq;
  }
  if (const char* a = e->Attribute("autolimits")) c.compiler.autolimits = isTrue(a);
  if (const char* g = e->Attribute("inertiafromgeom")) {
    if (std::strcmp(g, "true") == 0) c.compiler.inertiaFromGeom = InertiaFromGeom::True;
    else if (std::strcmp(g, "false") == 0) c.compiler.inertiaFromGeom = InertiaFromGeom::False;
    else if (std::strcmp(g, "auto") == 0) c.compiler.inertiaFromGeom = InertiaFromGeom::Auto;
    else return attributeError(c.src, e, "inertiafromgeom", "must be true, false or auto");
  }
  if (const char* coordinate = e->Attribute("coordinate"))
    if (std::strcmp(coordinate, "local") != 0) return attributeError(c.src, e, "coordinate", "is not supported (only local coordinates are read)");
  for (auto [name, into] : {std::pair<const char*, double*>{"boundmass", &c.compiler.boundMass}, {"boundinertia", &c.compiler.boundInertia},
                            {"settotalmass", &c.compiler.setTotalMass}}) {
    auto v = robotxml::attributeNumber(c.src, e, name, *into);
    if (!v) return v.error();
    *into = *v;
  }
  c.compiler.balanceInertia = isTrue(e->Attribute("balanceinertia"));
  // MuJoCo 3's assetdir stands for meshdir (and texturedir) where those are not given.
  if (const char* dir = e->Attribute("meshdir")) c.compiler.meshdir = dir;
  else if (const char* assets = e->Attribute("assetdir")) c.compiler.meshdir = assets;
  c.compiler.stripPath = isTrue(e->Attribute("strippath"));
  c.compiler.exactMeshInertia = isTrue(e->Attribute("exactmeshinertia"));
  c.compiler.discardVisual = isTrue(e->Attribute("discardvisual"));
  if (e->Attribute("inertiagrouprange")) {
    auto range = robotxml::attributeNumbers(c.src, e, "inertiagrouprange", 2, {});
    if (!range) return range.error();
    for (double g : *range)
      if (std::floor(g) != g) return attributeError(c.src, e, "inertiagrouprange", "must be two whole numbers");
    // Geom groups are small numbers (MuJoCo draws 0–5): a bound beyond ±10⁶ selects as ±10⁶ does, and an
    // int never holds more (the fuzzer's 5e121 was undefined behaviour cast to int).
    c.compiler.inertiaGroupMin = static_cast<int>(std::clamp((*range)[0], -1e6, 1e6));
    c.compiler.inertiaGroupMax = static_cast<int>(std::clamp((*range)[1], -1e6, 1e6));
  }
  // Every other compiler attribute of MuJoCo 2.2 changes nothing WrenchLab computes (textures, collision
  // hulls — MuJoCo 2.2.2 takes a mesh's inertia from its faces, not its hull —, threads, fusing welded
  // bodies, which moves mass but not τ or M). Attributes MuJoCo 2.2 does not know are refused, as MuJoCo
  // refuses them: a newer file may mean something we would not read.
  static const char* const kKnown[] = {"autolimits", "boundmass", "boundinertia", "settotalmass", "balanceinertia", "strippath",
                                       "coordinate", "angle", "fitaabb", "eulerseq", "meshdir", "texturedir", "discardvisual",
                                       "convexhull", "usethread", "fusestatic", "inertiafromgeom", "inertiagrouprange",
                                       "exactmeshinertia", "assetdir"};
  for (const tinyxml2::XMLAttribute* a = e->FirstAttribute(); a; a = a->Next()) {
    bool known = false;
    for (const char* k : kKnown) known = known || std::strcmp(a->Name(), k) == 0;
    if (!known) return attributeError(c.src, e, a->Name(), "is not a compiler attribute WrenchLab reads (MuJoCo 2.2's)");
  }
  return Status::success();
}

// <option>: gravity, and what changes MuJoCo's passive forces: fluid drag (density, viscosity) is
// refused, joint springs and dampers and gravity follow its <flag>s.
Status readOption(Context& c, const XmlElement* e) {
  auto g = robotxml::attributeVec3(c.src, e, "gravity", c.out->gravity_W);
  if (!g) return g.error();
  c.out->gravity_W = *g;
  for (const char* fluid : {"density", "viscosity"}) {
    auto v = robotxml::attributeNumber(c.src, e, fluid, 0.0);
    if (!v) return v.error();
    if (*v != 0.0)
      return attributeError(c.src, e, fluid, "makes MuJoCo apply fluid drag and buoyancy to every body, a passive force WrenchLab "
                                             "does not model (its inverse dynamics would differ from MuJoCo's)");
  }
  for (const XmlElement* flag : children(e, "flag")) {
    for (const tinyxml2::XMLAttribute* a = flag->FirstAttribute(); a; a = a->Next()) {
      const std::string name = a->Name(), value = a->Value();
      if (value != "enable" && value != "disable") return attributeError(c.src, flag, a->Name(), "must be enable or disable");
      const bool on = value == "enable";
      if (name == "gravity") c.options.gravity = on;
      else if (name == "passive") c.options.passive = on;
      else if (name == "equality") c.options.equality = on;
      else if (name == "spring") c.options.spring = on;  // MuJoCo 3 splits "passive" into spring and damper
      else if (name == "damper") c.options.damper = on;
      else if (name == "energy" || name == "fwdinv" || name == "sensornoise" || name == "multiccd" || name == "override" ||
               name == "nativeccd" || name == "eulerdamp" || name == "island" || name == "midphase" || name == "autoreset")
        continue;  // collision, integration and reporting: none changes τ or M
      else if (name == "constraint" || name == "frictionloss" || name == "limit" || name == "contact" || name == "clampctrl" ||
               name == "warmstart" || name == "filterparent" || name == "actuation" || name == "refsafe" || name == "sensor")
        continue;  // constraint forces, actuation and solver settings: not part of rigid-body inverse dynamics
      else return attributeError(c.src, flag, a->Name(), "is not one of MuJoCo 2.2's flags");
    }
  }
  return Status::success();
}

// <equality>: joint couplings become couplings (model/Constraint.hpp), connect and weld loops left open,
// each said in a note; what cannot be represented is left out, saying so, or refused as MuJoCo 2.2 does.
Status readEquality(Context& c, const XmlElement* section) {
  RobotModel& out = *c.out;
  const std::string notInID = "a constraint's forces are not part of inverse dynamics";
  for (const XmlElement* e : children(section)) {
    const std::string tag = e->Name();
    auto cls = c.defaults.classOf(c.src, e);
    if (!cls) return cls.error();
    const char* active = c.defaults.attribute(e, *cls, "active");
    const std::string name = nameOf(e).empty() ? tag + std::to_string(out.couplings.size() + out.loops.size() + 1) : nameOf(e);
    if (active && std::strcmp(active, "false") == 0) {
      out.notes.push_back("equality " + name + " (" + tag + ") is inactive in the file: left out, as MuJoCo leaves it out");
      continue;
    }
    if (!c.options.equality) {
      out.notes.push_back("equality " + name + " (" + tag + "): <flag equality=\"disable\"> switches it off: left out, as in MuJoCo");
      continue;
    }
    if (tag == "joint") {
      const char* j1 = e->Attribute("joint1");
      const char* j2 = e->Attribute("joint2");
      if (!j1) return elementError(c.src, e, "needs joint1");
      const auto follower = c.scalarJoints.find(j1);
      if (follower == c.scalarJoints.end()) return attributeError(c.src, e, "joint1", "names no hinge or slide joint of this model");
      auto poly = robotxml::attributeNumbers(c.src, e, "polycoef", 5, {0, 1, 0, 0, 0});
      if (!poly) return poly.error();
      if (!j2) {
        out.notes.push_back("equality " + name + " holds " + follower->second.coordinate + " at " + formatShortest(follower->second.ref + (*poly)[0]) +
                            ": WrenchLab does not lock coordinates; it is posed freely, and " + notInID);
        continue;
      }
      const auto leader = c.scalarJoints.find(j2);
      if (leader == c.scalarJoints.end()) return attributeError(c.src, e, "joint2", "names no hinge or slide joint of this model");
      if (leader == follower) return attributeError(c.src, e, "joint2", "is joint1 itself: a joint cannot follow itself");
      // MuJoCo: q1 − q1₀ = a0 + a1 d + a2 d² + a3 d³ + a4 d⁴ with d = q2 − q2₀ (q₀: qpos0, the joints' ref).
      // As a polynomial in q2: expand each power of (q2 − x0) by the binomial theorem.
      const double x0 = leader->second.ref, y0 = follower->second.ref;
      std::vector<double> coefficients(5, 0.0);
      for (int k = 0; k <= 4; ++k) {
        double binomial = 1.0;
        for (int m = 0; m <= k; ++m) {  // (q − x0)^k = Σ_m C(k, m) q^m (−x0)^(k−m)
          coefficients[static_cast<size_t>(m)] += (*poly)[static_cast<size_t>(k)] * binomial * std::pow(-x0, k - m);
          binomial = binomial * (k - m) / (m + 1);
        }
      }
      coefficients[0] += y0;
      CoordinateCoupling coupling;
      coupling.name = engineName(name, "equality", c.couplingNames, out.notes, "equality");
      coupling.source = "equality joint";
      coupling.leaderName = leader->second.coordinate;
      coupling.followerName = follower->second.coordinate;
      coupling.function = JointFunction::polynomial(coefficients);
      out.couplings.push_back(std::move(coupling));
      out.notes.push_back("equality " + name + ": " + follower->second.coordinate + " follows " + leader->second.coordinate +
                          " wherever WrenchLab sets the state; " + notInID);
    } else if (tag == "connect" || tag == "weld") {
      const char* b1 = e->Attribute("body1");
      const char* b2 = e->Attribute("body2");
      if (!b1) return elementError(c.src, e, "needs body1");
      const auto bodyOf = [&](const char* body, const char* attribute) -> Result<std::pair<int, Vec3>> {
        if (!body || std::strcmp(body, "world") == 0) return std::make_pair(-1, Vec3(Vec3::Zero()));
        const auto it = c.bodies.find(body);
        if (it == c.bodies.end()) return attributeError(c.src, e, attribute, "names no body of this model");
        return it->second;
      };
      auto A = bodyOf(b1, "body1");
      if (!A) return A.error();
      auto B = bodyOf(b2, "body2");
      if (!B) return B.error();
      LoopConstraint loop;
      loop.name = name;
      loop.source = "equality " + tag;
      loop.segmentA = A->first;
      loop.segmentB = B->first;
      if (tag == "connect") {
        // The anchor, on body1, and the point of body2 that is there in the default pose (qpos0).
        loop.kind = LoopKind::Point;
        auto anchor = robotxml::attributeVec3(c.src, e, "anchor", Vec3::Zero());
        if (!anchor) return anchor.error();
        if (!e->Attribute("anchor")) return elementError(c.src, e, "needs an anchor");
        loop.p_AF = *anchor - A->second;
      } else {
        // body2's anchor point with body2's axes, and where that frame sits on body1 in the default pose.
        loop.kind = LoopKind::Weld;
        auto relpose = robotxml::attributeNumbers(c.src, e, "relpose", 7, {0, 1, 0, 0, 0, 0, 0});
        if (!relpose) return relpose.error();
        auto anchor = robotxml::attributeVec3(c.src, e, "anchor", Vec3::Zero());
        if (!anchor) return anchor.error();
        if (e->Attribute("relpose") && ((*relpose)[3] != 0.0 || (*relpose)[4] != 0.0 || (*relpose)[5] != 0.0 || (*relpose)[6] != 0.0)) {
          out.notes.push_back("equality " + name + " (weld) gives its own relpose: left out (neither enforced nor its gap shown); " + notInID);
          continue;
        }
        std::swap(loop.segmentA, loop.segmentB);  // the weld's fixed side is body2's anchor frame
        loop.p_AF = *anchor - B->second;
      }
      c.out->loopsPlacedAtDefaultPose.push_back(out.loops.size());
      out.loops.push_back(std::move(loop));
      out.notes.push_back("equality " + name + " (" + tag + ") closes a loop: left open here (its gap is shown); " + notInID);
    } else if (tag == "tendon") {
      out.notes.push_back("equality " + name + " couples tendon lengths: left out (WrenchLab does not read tendons); " + notInID);
    } else if (tag == "distance") {
      return elementError(c.src, e, "distance equality constraints are not supported (MuJoCo 2.2 no longer supports them either)");
    } else {
      return elementError(c.src, e, "<" + tag + "> is not an equality constraint of MuJoCo 2.2");
    }
  }
  return Status::success();
}

// Tendons matter to inverse dynamics only through their own springs and dampers (passive forces MuJoCo
// adds); those are refused, dry friction on them is left out with a note, and the rest is counted.
Status readTendons(Context& c, const XmlElement* section) {
  for (const XmlElement* t : children(section)) {
    auto cls = c.defaults.classOf(c.src, t);
    if (!cls) return cls.error();
    for (const char* passive : {"stiffness", "damping"}) {
      auto v = number(c, t, *cls, passive, 0.0);
      if (!v) return v.error();
      if (*v != 0.0 && c.options.passive)
        return attributeError(c.src, t, passive, "on a tendon makes a passive force along the tendon's path, which WrenchLab does not "
                                                 "model (its inverse dynamics would differ from MuJoCo's)");
    }
    auto friction = number(c, t, *cls, "frictionloss", 0.0);
    if (!friction) return friction.error();
    if (*friction != 0.0) c.out->notes.push_back("tendon " + nameOf(t) + ": dry friction left out (MuJoCo solves it as a constraint)");
  }
  c.out->countIgnored("tendon", "tendons", static_cast<int>(children(section).size()));
  return Status::success();
}

}  // namespace

Result<RobotModel> parseMjcfModel(std::string_view text, const std::string& source, const FileReader& read) {
  xml::XmlDocument doc;
  if (Status s = doc.parse(text, source, "mujoco", "an MJCF document"); !s) return s.error();
  if (Status s = doc.expandIncludes("include", read); !s) return s.error();
  const XmlElement* root = doc.root();
  RobotModel out;
  out.format = "MJCF";
  out.source = source;
  out.name = root->Attribute("model") && *root->Attribute("model") ? root->Attribute("model") : "MuJoCo model";
  out.gravity_W = Vec3(0.0, 0.0, -9.81);
  Context c;
  c.src = source;
  c.out = &out;
  c.read = &read;

  // Settings first: they apply to the whole file wherever they stand.
  for (const XmlElement* e = root->FirstChildElement(); e; e = e->NextSiblingElement()) {
    const std::string tag = e->Name();
    if (tag == "compiler") {
      if (Status s = readCompiler(c, e); !s) return s.error();
    } else if (tag == "option") {
      if (Status s = readOption(c, e); !s) return s.error();
    } else if (tag == "default") {
      if (Status s = c.defaults.addTopLevel(source, e); !s) return s.error();
    } else if (tag == "equality" || tag == "tendon") {
      // below, once the bodies and joints are read
    } else if (tag == "worldbody" || tag == "asset") {
      // below (an asset's meshes; its textures and materials draw nothing here)
    } else if (tag == "actuator" || tag == "sensor" || tag == "contact") {
      const int n = static_cast<int>(children(e).size());
      out.countIgnored(tag == "actuator" ? "actuator" : tag == "sensor" ? "sensor" : "contact pair or exclusion",
                       tag == "actuator" ? "actuators" : tag == "sensor" ? "sensors" : "contact pairs and exclusions", n);
    } else {
      out.countIgnored("<" + tag + "> section", "<" + tag + "> sections");
    }
  }
  // Meshes once the compiler's folders and the default classes are known.
  for (const XmlElement* a : children(root, "asset"))
    if (Status s = c.meshes.addAssets(source, c.defaults, a, c.compiler.meshdir, c.compiler.stripPath); !s) return s.error();
  int bodies = 0;
  for (const XmlElement* w : children(root, "worldbody")) bodies += robotxml::countDescendants(w, "body");
  if (bodies > kMaxSegments)
    return elementError(source, child(root, "worldbody"), "has " + std::to_string(bodies) + " bodies; at most " +
                                                              std::to_string(kMaxSegments) + " are opened");
  for (const XmlElement* w : children(root, "worldbody")) {
    for (const XmlElement* e = w->FirstChildElement(); e; e = e->NextSiblingElement()) {
      const std::string tag = e->Name();
      if (tag == "body") {
        if (Status s = readBody(c, e, -1, Vec3::Zero(), true); !s) return s.error();
      } else if (tag == "joint" || tag == "freejoint") {
        return elementError(source, e, "the world body cannot have joints");
      } else if (tag == "frame") {
        return elementError(source, e, "<frame> is not supported (MuJoCo 3 syntax WrenchLab does not read yet)");
      } else if (tag == "geom") {
        out.countIgnored("world geom", "world geoms");
      } else {
        out.countIgnored(tag, tag + "s");
      }
    }
  }
  if (out.segments.empty()) return elementError(source, root, "has no bodies in its <worldbody>");
  if (c.compiler.setTotalMass > 0.0) {
    // MuJoCo's mj_setTotalmass: every body's mass and inertia scaled by one factor.
    double total = 0.0;
    for (const Segment& s : out.segments) total += s.inertia.mass;
    if (!(total > 0.0)) return attributeError(source, child(root, "compiler"), "settotalmass", "scales masses, but the bodies have none");
    const double scale = c.compiler.setTotalMass / total;
    for (Segment& s : out.segments) s.inertia = Inertia::general(scale * s.inertia.mass, s.inertia.com, scale * s.inertia.I_C);
    out.notes.push_back("masses scaled by " + formatShortest(scale) + " to a total of " + formatShortest(c.compiler.setTotalMass) +
                        " kg (compiler settotalmass), as MuJoCo does");
  }
  for (const XmlElement* e : children(root, "tendon"))
    if (Status s = readTendons(c, e); !s) return s.error();
  for (const XmlElement* e : children(root, "equality"))
    if (Status s = readEquality(c, e); !s) return s.error();
  if (!c.options.gravity) {
    out.gravity_W.setZero();
    out.notes.push_back("<flag gravity=\"disable\">: no gravity, as in MuJoCo");
  }
  if (!c.options.passive) out.notes.push_back("<flag passive=\"disable\">: the joints' springs and dampers are off, as in MuJoCo");
  if (!c.frictionLoss.empty()) {
    std::string list;
    for (const std::string& f : c.frictionLoss) list += (list.empty() ? "" : ", ") + f;
    out.notes.push_back("dry friction (frictionloss) left out on " + list + ": MuJoCo solves it as a constraint force, like contacts; "
                        "it is not part of rigid-body inverse dynamics");
  }
  if (!c.compiler.angleGiven) out.notes.push_back("angles in degrees (MJCF's default: no <compiler angle>)");
  return out;
}

}  // namespace wl
