#include "io/importers/opensim/OsimModel.hpp"

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <map>

#include "core/NumberText.hpp"
#include "io/ModelFile.hpp"
#include "io/importers/opensim/OsimFunction.hpp"
#include "io/importers/mesh/MeshPaths.hpp"
#include "xml/Xml.hpp"
#include "spatial/Rotation.hpp"

namespace wl {

const OsimBody* OsimModel::findBody(const std::string& bodyName) const {
  for (const OsimBody& b : bodies)
    if (b.name == bodyName) return &b;
  return nullptr;
}

std::string OsimModel::ignoredSummary() const {
  std::string s;
  for (const OsimIgnored& i : ignored) {
    if (i.count == 0) continue;
    s += (s.empty() ? "" : ", ") + std::to_string(i.count) + " " + (i.count == 1 ? i.singular : i.plural);
  }
  return "ignored: " + (s.empty() ? std::string("nothing") : s);
}

namespace {

using xml::child;
using xml::children;
using xml::elementError;
using xml::nameOf;
using xml::textOf;
using xml::XmlElement;

// A rigid placement X_AB: orientation R_AB and origin p_AB of frame B in frame A.
struct Pose {
  Mat3 R = Mat3::Identity();
  Vec3 p = Vec3::Zero();
  Pose then(const Pose& next) const { return {R * next.R, p + R * next.p}; }  // X_AC = X_AB X_BC
  Pose inverse() const { return {R.transpose(), -(R.transpose() * p)}; }
  bool isIdentity() const { return p.norm() < 1e-12 && (R - Mat3::Identity()).cwiseAbs().maxCoeff() < 1e-12; }
};

struct BodyDef {
  const XmlElement* element = nullptr;
  std::string name;
  std::string path;  // its component path: /bodyset/<name>, or /<name> for one of the model's components
  Inertia inertia;
  bool ground = false;
};

// A PhysicalOffsetFrame (4.x): its parent's component path and its placement in that parent.
struct FrameDef {
  const XmlElement* element = nullptr;
  std::string parentPath;
  Pose X_parentFrame;
};

// A joint as the file states it, with both frames resolved to bodies.
struct JointDef {
  const XmlElement* element = nullptr;
  std::string type, name;
  int parentBody = -1, childBody = -1;   // indices into bodies
  Pose X_parentBodyF, X_childBodyM;
  std::vector<const XmlElement*> coordinateElements;
  const XmlElement* parentSocket = nullptr;  // for messages
  bool reversed = false;                     // the file reverses it: its frames were swapped
};

struct Context {
  std::string source;
  int version = 40000;
  std::vector<std::string>* notes = nullptr;  // what was assumed or changed, for the user
  bool inertiasAsGiven = false;               // some body's inertia is no rigid body's: kept as OpenSim keeps it
  std::vector<BodyDef> bodies;
  std::map<std::string, FrameDef> frames;  // by component path, e.g. /jointset/hip_r/pelvis_offset
  std::map<std::string, std::string> unreadFrames;  // frames of kinds not read, by path: their class
  std::vector<JointDef> joints;
};

int findBody(const Context& c, const std::string& name) {
  for (size_t i = 0; i < c.bodies.size(); ++i)
    if (c.bodies[i].name == name) return static_cast<int>(i);
  return -1;
}

bool validName(const std::string& name) {
  if (name.empty() || name.size() > 64) return false;
  for (char ch : name)
    if (!(std::isalnum(static_cast<unsigned char>(ch)) || ch == '_' || ch == '-')) return false;
  return true;
}

// A component's name; OpenSim names a nameless one (3.x files have them) after its class in lower case.
std::string componentName(const XmlElement* e) {
  std::string name = nameOf(e);
  if (name.empty())
    for (const char* c = e->Name(); *c; ++c) name += static_cast<char>(std::tolower(static_cast<unsigned char>(*c)));
  return name;
}

Status checkName(const std::string& source, const XmlElement* e, const char* what) {
  const std::string name = componentName(e);
  if (!validName(name))
    return elementError(source, e, std::string(what) + " name \"" + name +
                                       "\" must be 1-64 characters of letters, digits, '_' or '-'");
  return Status::success();
}

// A placement from a translation and a body-fixed X-Y-Z orientation (OpenSim's convention).
Result<Pose> poseOf(const std::string& source, const XmlElement* e, const char* translationTag, const char* orientationTag) {
  auto p = xml::childVec3(source, e, translationTag, Vec3::Zero());
  if (!p) return p.error();
  auto o = xml::childVec3(source, e, orientationTag, Vec3::Zero());
  if (!o) return o.error();
  return Pose{cardanXYZ(o->x(), o->y(), o->z()), *p};
}

// ---------------------------------------------------------------------------------------------
// Bodies.

Result<Inertia> bodyInertia(Context& c, const XmlElement* body) {
  const std::string& src = c.source;
  auto mass = xml::childNumber(src, body, "mass", 0.0);
  if (!mass) return mass.error();
  if (*mass < 0.0) return elementError(src, child(body, "mass"), "mass must be >= 0, got " + textOf(child(body, "mass")));
  auto com = xml::childVec3(src, body, "mass_center", Vec3::Zero());
  if (!com) return com.error();
  double v[6] = {0, 0, 0, 0, 0, 0};  // xx yy zz xy xz yz
  if (const XmlElement* tensorElement = child(body, "inertia")) {
    auto n = xml::numbersOf(src, tensorElement, 6);
    if (!n) return n.error();
    for (int k = 0; k < 6; ++k) v[k] = (*n)[static_cast<size_t>(k)];
  } else {
    const char* tags[6] = {"inertia_xx", "inertia_yy", "inertia_zz", "inertia_xy", "inertia_xz", "inertia_yz"};  // 3.x
    for (int k = 0; k < 6; ++k) {
      auto x = xml::childNumber(src, body, tags[k], 0.0);
      if (!x) return x.error();
      v[k] = *x;
    }
  }
  Mat3 I;
  I << v[0], v[3], v[4], v[3], v[1], v[5], v[4], v[5], v[2];
  const std::string name = componentName(body);
  // OpenSim's Body::getInertia: a massless body's inertia is set to zero, with a warning.
  constexpr double kSignificant = 1.8189894035458565e-14;  // SimTK::SignificantReal: eps^(7/8)
  const double norm = std::sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2] + v[3] * v[3] + v[4] * v[4] + v[5] * v[5]);
  if (std::abs(*mass) <= kSignificant && norm > kSignificant) {
    c.notes->push_back("body " + name + " has no mass but an inertia: set to zero, as OpenSim does");
    return Inertia::general(*mass, *com, Mat3::Zero());
  }
  Inertia inertia = Inertia::general(*mass, *com, I);
  // Simbody accepts only moments that are >= 0 and obey the triangle inequality, but checks that in its
  // debug builds alone: OpenSim as distributed uses such an inertia as the file gives it (a debug build
  // would put a sphere in its place), so results equal OpenSim's when it is kept. Noted, never silent.
  if (Status s = inertia.validate(); !s) {
    c.notes->push_back("body " + name + ": its inertia " + s.error().message + ", which no rigid body has; used as the file gives it, "
                       "as OpenSim uses it");
    c.inertiasAsGiven = true;
  }
  return inertia;
}

// The name a set's members use in their paths (/bodyset/femur_r): the set's name, else OpenSim's default.
std::string setPathName(const XmlElement* set, const char* fallback) {
  const std::string n = nameOf(set);
  return n.empty() ? fallback : n;
}

Status readBodies(Context& c, const XmlElement* model) {
  if (const XmlElement* g = child(model, "Ground")) {
    BodyDef ground;
    ground.element = g;
    ground.name = nameOf(g).empty() ? "ground" : nameOf(g);
    ground.path = "/" + ground.name;
    ground.ground = true;
    c.bodies.push_back(ground);
  }
  // Bodies in the BodySet, and in the model's own <components> (OpenSim accepts them there too: scripted
  // models and Moco's tests put them there), with the paths their sockets use.
  const std::string bodySetPath = "/" + setPathName(child(model, "BodySet"), "bodyset") + "/";
  std::vector<std::pair<const XmlElement*, std::string>> bodyElements;
  for (const XmlElement* b : children(child(child(model, "BodySet"), "objects"), "Body")) bodyElements.emplace_back(b, bodySetPath);
  for (const XmlElement* b : children(child(model, "components"), "Body")) bodyElements.emplace_back(b, "/");
  if (bodyElements.size() > static_cast<size_t>(kMaxSegments))
    return elementError(c.source, child(model, "BodySet"), "has " + std::to_string(bodyElements.size()) + " bodies; at most " +
                                                               std::to_string(kMaxSegments) + " are opened");
  for (const auto& [b, parentPath] : bodyElements) {
    if (Status s = checkName(c.source, b, "body"); !s) return s;
    BodyDef body;
    body.element = b;
    body.name = componentName(b);
    body.path = parentPath + body.name;
    if (c.version < 40000 && body.name == "ground") {  // 3.x: ground is a body of the set
      body.ground = true;
      if (!c.bodies.empty() && c.bodies.front().ground) continue;
      c.bodies.insert(c.bodies.begin(), body);
      continue;
    }
    if (findBody(c, body.name) >= 0) return elementError(c.source, b, "body \"" + body.name + "\" is defined twice");
    auto inertia = bodyInertia(c, b);
    if (!inertia) return inertia.error();
    body.inertia = *inertia;
    c.bodies.push_back(body);
  }
  if (c.bodies.empty() || !c.bodies.front().ground) {
    BodyDef ground;
    ground.name = "ground";
    ground.path = "/ground";
    ground.ground = true;
    ground.element = model;
    c.bodies.insert(c.bodies.begin(), ground);
  }
  return Status::success();
}

// ---------------------------------------------------------------------------------------------
// Frames (4.x): component paths and their resolution to bodies.

Status registerOffsetFrames(Context& c, const XmlElement* owner, const std::string& ownerPath) {
  // Frames of other kinds are remembered, so that a joint on one is told why it cannot be read.
  for (const XmlElement* f : children(owner)) {
    const std::string tag = f->Name();
    if (tag != "PhysicalOffsetFrame" && tag.size() > 5 && tag.compare(tag.size() - 5, 5, "Frame") == 0)
      c.unreadFrames[ownerPath + "/" + componentName(f)] = tag;
  }
  for (const XmlElement* f : children(owner, "PhysicalOffsetFrame")) {
    if (nameOf(f).empty()) return elementError(c.source, f, "a PhysicalOffsetFrame needs a name");
    FrameDef def;
    def.element = f;
    const XmlElement* socket = child(f, "socket_parent");
    if (!socket) return elementError(c.source, f, "needs a <socket_parent>");
    def.parentPath = textOf(socket);
    auto pose = poseOf(c.source, f, "translation", "orientation");
    if (!pose) return pose.error();
    def.X_parentFrame = *pose;
    const std::string path = ownerPath + "/" + nameOf(f);
    // A relative socket path starts from the frame itself.
    if (!def.parentPath.empty() && def.parentPath[0] != '/') def.parentPath = path + "/" + def.parentPath;
    c.frames[path] = def;
  }
  return Status::success();
}

// Removes "." and ".." steps: /jointset/hip_r/pelvis_offset/../../../bodyset/pelvis → /bodyset/pelvis.
std::string normalizePath(const std::string& path) {
  std::vector<std::string> parts;
  size_t i = 0;
  while (i <= path.size()) {
    size_t j = path.find('/', i);
    if (j == std::string::npos) j = path.size();
    const std::string part = path.substr(i, j - i);
    if (part == "..") {
      if (!parts.empty()) parts.pop_back();
    } else if (!part.empty() && part != ".") {
      parts.push_back(part);
    }
    i = j + 1;
  }
  std::string out;
  for (const std::string& p : parts) out += "/" + p;
  return out.empty() ? "/" : out;
}

// The body a frame path ends on and the frame's placement in it.
Result<std::pair<int, Pose>> resolveFrame(const Context& c, const std::string& rawPath, const XmlElement* socket, int depth = 0) {
  if (depth > 32) return elementError(c.source, socket, "frames refer to each other in a cycle");
  const std::string path = normalizePath(rawPath);
  if (path == "/ground") return std::make_pair(0, Pose{});
  for (size_t b = 0; b < c.bodies.size(); ++b)
    if (c.bodies[b].path == path) return std::make_pair(static_cast<int>(b), Pose{});
  if (path.rfind("/bodyset/", 0) == 0) {  // the common spelling, whatever the set is called
    const int b = findBody(c, path.substr(9));
    if (b >= 0) return std::make_pair(b, Pose{});
  }
  auto it = c.frames.find(path);
  if (it == c.frames.end()) {
    const std::string kind = c.unreadFrames.count(path) ? c.unreadFrames.at(path) : std::string();
    if (!kind.empty())
      return elementError(c.source, socket, "frame \"" + textOf(socket) + "\" is a " + kind + ", which WrenchLab does not read");
    return elementError(c.source, socket, "frame \"" + textOf(socket) + "\" does not exist" +
                                              (textOf(socket) == path ? std::string() : " (looked for " + path + ")"));
  }
  auto parent = resolveFrame(c, it->second.parentPath, child(it->second.element, "socket_parent"), depth + 1);
  if (!parent) return parent.error();
  return std::make_pair(parent->first, parent->second.then(it->second.X_parentFrame));
}

// ---------------------------------------------------------------------------------------------
// Joints.

// The element naming a joint's parent or child frame, in any spelling OpenSim has written it:
// <socket_parent_frame> (4.x), <socket_parent_frame_connectee_name> (up to 30516),
// <connector_parent_frame_connectee_name> (30508, 30509), or, up to 30507,
// <connectors><Connector_PhysicalFrame_ name="parent_frame"> (or "parent_body", or Connector_Body_)
// <connectee_name>. OpenSim upgrades every one of them to the first when it opens the file.
const XmlElement* jointSocket(const XmlElement* j, const std::string& side) {
  for (const std::string& tag : {"socket_" + side + "_frame", "socket_" + side + "_frame_connectee_name",
                                "connector_" + side + "_frame_connectee_name"})
    if (const XmlElement* e = child(j, tag.c_str())) return e;
  for (const XmlElement* connector : children(child(j, "connectors")))
    for (const std::string& name : {side + "_frame", side + "_body", side})
      if (nameOf(connector) == name) return child(connector, "connectee_name");
  return nullptr;
}

// A joint's coordinates: <coordinates> (4.x), or <CoordinateSet><objects> (up to 30506).
std::vector<const XmlElement*> jointCoordinates(const XmlElement* j) {
  if (const XmlElement* list = child(j, "coordinates")) return children(list, "Coordinate");
  return children(child(child(j, "CoordinateSet"), "objects"), "Coordinate");
}

// Joints listed in the JointSet (4.x, and 3.x documents from Version 30501 on) or among the model's own
// <components>, with their frames resolved to bodies.
// A joint read from either layout joins the model's list with its coordinates' elements; one the file
// marks reversed has its parent and child sides swapped, as OpenSim reads it.
void addJoint(Context& c, JointDef def, const XmlElement* j, bool reversed) {
  if (reversed) {
    std::swap(def.parentBody, def.childBody);
    std::swap(def.X_parentBodyF, def.X_childBodyM);
    def.reversed = true;
    c.notes->push_back("joint " + def.name + " is reversed in the file: its frames are swapped, as OpenSim does");
  }
  def.coordinateElements = jointCoordinates(j);
  c.joints.push_back(std::move(def));
}

Status readJointSet(Context& c, const XmlElement* model) {
  const XmlElement* jointSet = child(model, "JointSet");
  const std::string setName = setPathName(jointSet, "jointset");
  std::vector<std::pair<const XmlElement*, std::string>> joints;  // with the path they own frames under
  for (const XmlElement* j : children(child(jointSet, "objects"))) joints.emplace_back(j, "/" + setName + "/" + componentName(j));
  for (const XmlElement* e : children(child(model, "components"))) {
    const std::string tag = e->Name();
    if (tag.size() > 5 && tag.compare(tag.size() - 5, 5, "Joint") == 0) joints.emplace_back(e, "/" + componentName(e));
  }
  // Offset frames may hang under joints, bodies, the model's ComponentSet or its own components.
  for (const auto& [j, path] : joints)
    if (Status s = registerOffsetFrames(c, child(j, "frames"), path); !s) return s;
  for (size_t i = 1; i < c.bodies.size(); ++i)
    if (Status s = registerOffsetFrames(c, child(c.bodies[i].element, "components"), c.bodies[i].path); !s) return s;
  if (Status s = registerOffsetFrames(c, child(child(model, "ComponentSet"), "objects"), "/componentset"); !s) return s;
  if (Status s = registerOffsetFrames(c, child(model, "components"), ""); !s) return s;

  // Before Version 30505 a joint named bodies and placed its frames with location_in_parent, … (OpenSim
  // turns them into offset frames on the bodies when it opens the file).
  const bool bodiesAndPlacements = c.version < 30505;
  for (const auto& [j, jointPath] : joints) {
    if (Status s = checkName(c.source, j, "joint"); !s) return s;
    JointDef def;
    def.element = j;
    def.type = j->Name();
    def.name = componentName(j);
    for (const char* side : {"parent", "child"}) {
      const XmlElement* socket = jointSocket(j, side);
      if (!socket || textOf(socket).empty()) return elementError(c.source, j, std::string("needs a <socket_") + side + "_frame>");
      std::string path = textOf(socket);
      std::pair<int, Pose> resolved;
      if (bodiesAndPlacements) {
        const std::string body = path.substr(path.find_last_of('/') + 1);
        resolved.first = findBody(c, body);
        if (resolved.first < 0) return elementError(c.source, socket, "body \"" + body + "\" does not exist");
        const bool parent = std::strcmp(side, "parent") == 0;
        auto pose = poseOf(c.source, j, parent ? "location_in_parent" : "location_in_child", parent ? "orientation_in_parent" : "orientation_in_child");
        if (!pose) return pose.error();
        resolved.second = *pose;
      } else {
        if (path[0] != '/') path = jointPath + "/" + path;
        auto found = resolveFrame(c, path, socket);
        if (!found) return found.error();
        resolved = *found;
      }
      if (std::strcmp(side, "parent") == 0) {
        def.parentBody = resolved.first;
        def.X_parentBodyF = resolved.second;
        def.parentSocket = socket;
      } else {
        def.childBody = resolved.first;
        def.X_childBodyM = resolved.second;
      }
    }
    // Up to 30513 a joint could be "reversed": OpenSim swaps its two frames when it opens the file.
    auto reverse = xml::childBool(c.source, j, "reverse", false);
    if (!reverse) return reverse.error();
    addJoint(c, std::move(def), j, *reverse && c.version < 30514);
  }
  return Status::success();
}

Status readJoints3(Context& c, const XmlElement* model) {
  for (const XmlElement* b : children(child(child(model, "BodySet"), "objects"), "Body")) {
    const XmlElement* holder = child(b, "Joint");
    const XmlElement* j = holder ? holder->FirstChildElement() : nullptr;
    if (!j) continue;  // ground, or a body without a joint (reported as unconnected)
    if (Status s = checkName(c.source, j, "joint"); !s) return s;
    JointDef def;
    def.element = j;
    def.type = j->Name();
    def.name = componentName(j);
    def.childBody = findBody(c, componentName(b));
    const XmlElement* parent = child(j, "parent_body");
    if (!parent) return elementError(c.source, j, "needs a <parent_body>");
    def.parentSocket = parent;
    def.parentBody = findBody(c, textOf(parent));
    if (def.parentBody < 0) return elementError(c.source, parent, "parent body \"" + textOf(parent) + "\" does not exist");
    auto inParent = poseOf(c.source, j, "location_in_parent", "orientation_in_parent");
    if (!inParent) return inParent.error();
    auto inChild = poseOf(c.source, j, "location", "orientation");
    if (!inChild) return inChild.error();
    def.X_parentBodyF = *inParent;
    def.X_childBodyM = *inChild;
    // A reversed joint: OpenSim swaps its two frames when it opens the file (as for Version < 30514).
    auto reverse = xml::childBool(c.source, j, "reverse", false);
    if (!reverse) return reverse.error();
    addJoint(c, std::move(def), j, *reverse);
  }
  return Status::success();
}

// OpenSim's multibody tree (Simbody's MultibodyGraphMaker): level by level from ground, joints in
// file order within a level; a mobile massless body pulls its outboard joint in at once.
Result<std::vector<int>> treeOrder(const Context& c) {
  const size_t nb = c.bodies.size(), nj = c.joints.size();
  std::vector<int> level(nb, -1), order;
  std::vector<bool> used(nj, false);
  level[0] = 0;
  for (size_t j = 0; j < nj; ++j) {
    const JointDef& d = c.joints[j];
    if (d.childBody == 0)
      return elementError(c.source, d.element, std::string(d.reversed ? "its frames swapped (the file reverses it, as OpenSim does), " : "") +
                                                   "ground is this joint's child: OpenSim then builds it reversed, from ground outwards, "
                                                   "which WrenchLab does not");
    if (d.parentBody == d.childBody) return elementError(c.source, d.element, "joins body \"" + c.bodies[static_cast<size_t>(d.childBody)].name + "\" to itself");
    for (size_t k = 0; k < j; ++k)
      if (c.joints[k].childBody == d.childBody)
        return elementError(c.source, d.element, "body \"" + c.bodies[static_cast<size_t>(d.childBody)].name +
                                                     "\" is already the child of joint \"" + c.joints[k].name +
                                                     "\" (closed loops need constraints, which are not supported)");
  }
  auto add = [&](size_t j, int at) {
    used[j] = true;
    order.push_back(static_cast<int>(j));
    level[static_cast<size_t>(c.joints[j].childBody)] = at;
  };
  for (int L = 1; order.size() < nj && L <= static_cast<int>(nb) + 1; ++L) {
    for (size_t j = 0; j < nj; ++j) {
      const JointDef& d = c.joints[j];
      if (used[j] || level[static_cast<size_t>(d.parentBody)] != L - 1 || level[static_cast<size_t>(d.childBody)] >= 0) continue;
      add(j, L);
      // Avoid ending a branch on a mobile massless body: follow its first outboard joint now.
      size_t last = j;
      int at = L;
      while (c.joints[last].type != "WeldJoint" && c.bodies[static_cast<size_t>(c.joints[last].childBody)].inertia.mass == 0.0) {
        bool found = false;
        for (size_t k = 0; k < nj && !found; ++k)
          if (!used[k] && c.joints[k].parentBody == c.joints[last].childBody && level[static_cast<size_t>(c.joints[k].childBody)] < 0) {
            add(k, ++at);
            last = k;
            found = true;
          }
        if (!found) break;
      }
    }
  }
  for (size_t j = 0; j < nj; ++j)
    if (!used[j])
      return elementError(c.source, c.joints[j].element, "its parent body \"" + c.bodies[static_cast<size_t>(c.joints[j].parentBody)].name +
                                                             "\" is not connected to ground");
  for (size_t b = 1; b < nb; ++b)
    if (level[b] < 0)
      return elementError(c.source, c.bodies[b].element, "body \"" + c.bodies[b].name + "\" is not the child of any joint");
  return order;
}

Result<CoordinateDef> coordinateDef(const std::string& source, const XmlElement* e, CoordinateMotion motion) {
  if (Status s = checkName(source, e, "coordinate"); !s) return s.error();
  CoordinateDef d;
  d.name = nameOf(e);
  d.motion = motion;
  auto value = xml::childNumber(source, e, "default_value", 0.0);
  if (!value) return value.error();
  d.defaultValue = *value;
  if (const XmlElement* r = child(e, "range")) {
    auto range = xml::numbersOf(source, r, 2);
    if (!range) return range.error();
    if ((*range)[0] > (*range)[1]) return elementError(source, r, "range minimum is above its maximum");
    d.rangeMin = (*range)[0];
    d.rangeMax = (*range)[1];
  }
  auto locked = xml::childBool(source, e, "locked", false);
  if (!locked) return locked.error();
  d.locked = *locked;
  return d;
}

JointAxis elementary(JointAxis::Kind kind, const Vec3& axis, int coordinate, JointFunction f = JointFunction::linear(1.0, 0.0)) {
  JointAxis a;
  a.kind = kind;
  a.axis = axis;
  a.coordinate = coordinate;
  a.function = std::move(f);
  return a;
}

// A CustomJoint's SpatialTransform: translations (in F) then the body-fixed rotation sequence, as
// Simbody's FunctionBased mobilizer composes X_FM. Fills the axes and the coordinate names in order
// of first appearance (rotation1 … translation3), with OpenSim's motion-type rule.
struct CustomTransform {
  std::vector<JointAxis> axes;
  std::vector<std::string> coordinates;
  std::vector<CoordinateMotion> motions;
};
Result<CustomTransform> customTransform(const std::string& source, const XmlElement* joint) {
  const XmlElement* st = child(joint, "SpatialTransform");
  if (!st) return elementError(source, joint, "a CustomJoint needs a <SpatialTransform>");
  const XmlElement* slots[6] = {nullptr, nullptr, nullptr, nullptr, nullptr, nullptr};
  const char* slotNames[6] = {"rotation1", "rotation2", "rotation3", "translation1", "translation2", "translation3"};
  const std::vector<const XmlElement*> axisElements = children(st, "TransformAxis");
  if (axisElements.size() > 6) return elementError(source, st, "has more than 6 TransformAxis elements");
  for (size_t k = 0; k < axisElements.size(); ++k) {
    const std::string n = nameOf(axisElements[k]);
    int slot = static_cast<int>(k);
    if (!n.empty()) {
      slot = -1;
      for (int s = 0; s < 6; ++s)
        if (n == slotNames[s]) slot = s;
      if (slot < 0) return elementError(source, axisElements[k], "a TransformAxis is named rotation1…3 or translation1…3");
    }
    if (slots[slot]) return elementError(source, axisElements[k], "appears twice");
    slots[slot] = axisElements[k];
  }
  CustomTransform t;
  std::vector<bool> moves;  // per coordinate: some axis follows it
  JointAxis parsed[6];
  bool present[6] = {false, false, false, false, false, false};
  for (int s = 0; s < 6; ++s) {
    const XmlElement* e = slots[s];
    if (!e) continue;
    const std::vector<std::string> names = xml::wordsOf(child(e, "coordinates"));
    if (names.size() > 1)
      return elementError(source, e, "a function of " + std::to_string(names.size()) + " coordinates is not supported");
    auto axisVector = xml::childVec3(source, e, "axis", Vec3::Zero());
    if (!axisVector) return axisVector.error();
    if (!(axisVector->norm() > 1e-12)) return elementError(source, child(e, "axis") ? child(e, "axis") : e, "axis must be a non-zero vector");
    std::string className;
    auto f = osim::transformAxisFunction(source, e, !names.empty(), className);
    if (!f) return f.error();
    if (names.empty() && !f->isConstant())
      return elementError(source, e, "its function varies but it names no coordinate");
    int coordinate = -1;
    if (!names.empty()) {
      for (size_t k = 0; k < t.coordinates.size(); ++k)
        if (t.coordinates[k] == names[0]) coordinate = static_cast<int>(k);
      if (coordinate < 0) {
        coordinate = static_cast<int>(t.coordinates.size());
        t.coordinates.push_back(names[0]);
        t.motions.push_back(CoordinateMotion::Coupled);
        moves.push_back(false);
      }
      // OpenSim's rule: a LinearFunction of slope ±1 makes the coordinate rotational (on a rotation
      // axis) or translational; any other function leaves it coupled unless some axis is pure.
      const bool noFunction = className.empty();
      const double slope = f->coefficients.size() == 2 ? f->coefficients[1] : 0.0;
      if ((className == "LinearFunction" && (slope == 1.0 || slope == -1.0)) || noFunction)
        t.motions[static_cast<size_t>(coordinate)] = s < 3 ? CoordinateMotion::Rotational : CoordinateMotion::Translational;
      if (!f->isConstant()) moves[static_cast<size_t>(coordinate)] = true;
      else coordinate = -1;  // named but constant: a fixed offset
    }
    parsed[s] = elementary(s < 3 ? JointAxis::Kind::Rotation : JointAxis::Kind::Translation, axisVector->normalized(), coordinate, *f);
    present[s] = true;
  }
  for (size_t k = 0; k < moves.size(); ++k)
    if (!moves[k]) return elementError(source, st, "coordinate \"" + t.coordinates[k] + "\" moves nothing (its functions are constant)");
  for (int s : {3, 4, 5, 0, 1, 2}) {
    if (!present[s]) continue;
    const JointAxis& a = parsed[s];
    if (a.coordinate < 0 && a.function.at(0.0).value == 0.0) continue;  // no motion, no offset
    t.axes.push_back(a);
  }
  return t;
}

// The engine joint for one OpenSim joint, with its coordinate definitions.
Result<Joint> convertJoint(const Context& c, const JointDef& d, std::vector<std::string>& notes) {
  const std::string& src = c.source;
  Joint j;
  j.name = d.name;
  using K = JointAxis::Kind;
  using M = CoordinateMotion;
  std::vector<M> motions;
  std::vector<std::string> names;  // custom joints name their coordinates in transform order
  if (d.type == "WeldJoint") {
    j.type = JointType::Fixed;
  } else if (d.type == "PinJoint") {
    j.type = JointType::Revolute;  // Simbody's Pin: rotation about the common z axis
    j.axis = Vec3::UnitZ();
    motions = {M::Rotational};
  } else if (d.type == "SliderJoint") {
    j.type = JointType::Prismatic;  // Simbody's Slider: translation along the common x axis
    j.axis = Vec3::UnitX();
    motions = {M::Translational};
  } else if (d.type == "GimbalJoint" || d.type == "BallJoint") {
    j.type = JointType::Spherical;  // body-fixed X-Y-Z angles (OpenSim's coordinates for both)
    motions = {M::Rotational, M::Rotational, M::Rotational};
  } else if (d.type == "UniversalJoint") {
    j.type = JointType::General;
    j.axes = {elementary(K::Rotation, Vec3::UnitX(), 0), elementary(K::Rotation, Vec3::UnitY(), 1)};
    motions = {M::Rotational, M::Rotational};
  } else if (d.type == "PlanarJoint") {
    j.type = JointType::General;  // coordinates rz, tx, ty; translation in F, then the turn about z
    j.axes = {elementary(K::Translation, Vec3::UnitX(), 1), elementary(K::Translation, Vec3::UnitY(), 2),
              elementary(K::Rotation, Vec3::UnitZ(), 0)};
    motions = {M::Rotational, M::Translational, M::Translational};
  } else if (d.type == "FreeJoint") {
    j.type = JointType::General;  // rx ry rz (body-fixed X-Y-Z) then tx ty tz in F
    j.axes = {elementary(K::Translation, Vec3::UnitX(), 3), elementary(K::Translation, Vec3::UnitY(), 4),
              elementary(K::Translation, Vec3::UnitZ(), 5), elementary(K::Rotation, Vec3::UnitX(), 0),
              elementary(K::Rotation, Vec3::UnitY(), 1),    elementary(K::Rotation, Vec3::UnitZ(), 2)};
    motions = {M::Rotational, M::Rotational, M::Rotational, M::Translational, M::Translational, M::Translational};
  } else if (d.type == "CustomJoint") {
    auto t = customTransform(src, d.element);
    if (!t) return t.error();
    motions = t->motions;
    names = t->coordinates;
    // A single pure axis is a pin or a slider: the dedicated (faster) joint types.
    if (t->axes.size() == 1 && names.size() == 1 && t->axes[0].function.isIdentity()) {
      j.type = t->axes[0].kind == K::Rotation ? JointType::Revolute : JointType::Prismatic;
      j.axis = t->axes[0].axis;
    } else {
      j.type = JointType::General;
      j.axes = t->axes;
    }
    for (const XmlElement* e : d.coordinateElements) {
      bool used = false;
      for (const std::string& n : names) used = used || n == nameOf(e);
      if (!used) return elementError(src, e, "coordinate \"" + nameOf(e) + "\" drives no TransformAxis");
    }
  } else if (d.type == "EllipsoidJoint" || d.type == "ScapulothoracicJoint") {
    // Simbody's ellipsoid mobilizer moves the child's origin over an ellipsoid's surface as a function of
    // all three angles together; the engine's joints move along one axis per function of one coordinate.
    return elementError(src, d.element, "joint type \"" + d.type + "\" (its origin slides over an ellipsoid as it turns, a function of "
                                                                  "three angles at once) is not supported");
  } else {
    return elementError(src, d.element, "joint type \"" + d.type + "\" is not supported");
  }
  const size_t n = motions.size();
  if (j.type == JointType::General) j.generalCoordinateCount = static_cast<int>(n);
  if (names.empty()) {
    if (d.coordinateElements.size() > n)
      return elementError(src, d.coordinateElements[n], "a " + d.type + " has " + std::to_string(n) + " coordinate(s)");
    for (size_t k = 0; k < n; ++k) {
      if (k < d.coordinateElements.size()) {
        names.push_back(nameOf(d.coordinateElements[k]));
      } else {
        names.push_back(d.name + "_coord_" + std::to_string(k));  // OpenSim's name for a missing one
        notes.push_back("joint " + d.name + ": coordinate " + std::to_string(k) + " not in the file, named " + names.back());
      }
    }
  }
  for (size_t k = 0; k < n; ++k) {
    const XmlElement* e = nullptr;
    for (const XmlElement* x : d.coordinateElements)
      if (nameOf(x) == names[k]) e = x;
    if (e) {
      auto def = coordinateDef(src, e, motions[k]);
      if (!def) return def.error();
      j.coordinates.push_back(*def);
    } else {
      if (!validName(names[k])) return elementError(src, d.element, "coordinate name \"" + names[k] + "\" must be 1-64 characters of letters, digits, '_' or '-'");
      CoordinateDef def;
      def.name = names[k];
      def.motion = motions[k];
      j.coordinates.push_back(def);
      if (d.type == "CustomJoint") notes.push_back("joint " + d.name + ": coordinate " + names[k] + " has no <Coordinate>; default 0");
    }
  }
  return j;
}

// ---------------------------------------------------------------------------------------------
// What is ignored.

void countIgnored(const XmlElement* model, OsimModel& out) {
  auto objects = [&](const char* set) { return children(child(child(model, set), "objects")); };
  int muscles = 0, forces = 0;
  for (const XmlElement* f : objects("ForceSet")) {
    const std::string type = f->Name();
    if (type.size() >= 6 && type.compare(type.size() - 6, 6, "Muscle") == 0) {
      ++muscles;
    } else {
      ++forces;
      out.unmodelledForces.push_back(type + "[" + nameOf(f) + "]");
    }
  }
  int meshes = 0, shapes = 0, wraps = 0;
  // Geometry and wrap objects hang under ground, bodies and frames, wherever they are.
  std::vector<const XmlElement*> stack{model};
  while (!stack.empty()) {
    const XmlElement* e = stack.back();
    stack.pop_back();
    const std::string tag = e->Name();
    if (tag == "attached_geometry" || tag == "GeometrySet") {
      for (const XmlElement* g : children(e)) (std::strcmp(g->Name(), "Mesh") == 0 || std::strcmp(g->Name(), "DisplayGeometry") == 0 ? meshes : shapes)++;
      continue;
    }
    if (tag == "WrapObjectSet") {
      wraps += static_cast<int>(children(child(e, "objects")).size());
      continue;
    }
    if (tag == "ForceSet" || tag == "MarkerSet") continue;
    for (const XmlElement* c : children(e)) stack.push_back(c);
  }
  int components = 0;
  for (const XmlElement* x : objects("ComponentSet"))
    if (std::strcmp(x->Name(), "PhysicalOffsetFrame") != 0) ++components;
  out.ignored = {{"muscle", "muscles", muscles},
                 {"other force", "other forces", forces},
                 {"marker", "markers", static_cast<int>(objects("MarkerSet").size())},
                 {"mesh", "meshes", meshes},
                 {"geometric shape", "geometric shapes", shapes},
                 {"wrap object", "wrap objects", wraps},
                 {"controller", "controllers", static_cast<int>(objects("ControllerSet").size())},
                 {"probe", "probes", static_cast<int>(objects("ProbeSet").size())},
                 {"contact geometry", "contact geometries", static_cast<int>(objects("ContactGeometrySet").size())},
                 {"other component", "other components", components}};
}

// ---------------------------------------------------------------------------------------------
// Meshes for drawing: 4.x <Mesh> in a frame's <attached_geometry> (mesh_file, scale_factors, socket_frame),
// 3.x <DisplayGeometry> in a body's <VisibleObject> (geometry_file, transform: XYZ body-fixed angles then a
// translation, scale_factors, each times the VisibleObject's own), 2.x <geometry_files> (names only).

struct MeshPlacement {
  int body = 0;
  Pose X_bodyF;  // the frame the geometry hangs on, in its body
};

void addMesh(std::vector<MeshReference>& out, const std::string& file, int segment, const Pose& X_segmentF, const Vec3& scale,
             const std::string& owner) {
  if (file.empty()) return;
  MeshReference r;
  r.segment = segment;
  r.file = file;
  r.candidates = osimMeshCandidates(file, {});
  r.A_SF = X_segmentF.R * scale.asDiagonal();
  r.p_SF = X_segmentF.p;
  r.owner = owner;
  out.push_back(std::move(r));
}

Status readMeshes(const Context& c, const std::vector<int>& segmentOfBody, const std::vector<Pose>& X_bodyM, OsimModel& out) {
  auto inSegment = [&](const MeshPlacement& m) { return X_bodyM[static_cast<size_t>(m.body)].inverse().then(m.X_bodyF); };
  // The frame that owns an <attached_geometry>: a body (ground included) or a PhysicalOffsetFrame.
  auto ownerOf = [&](const XmlElement* owner) -> Result<MeshPlacement> {
    for (size_t b = 0; b < c.bodies.size(); ++b)
      if (c.bodies[b].element == owner) return MeshPlacement{static_cast<int>(b), Pose{}};
    for (const auto& [path, frame] : c.frames)
      if (frame.element == owner) {
        auto found = resolveFrame(c, path, owner);
        if (!found) return found.error();
        return MeshPlacement{found->first, found->second};
      }
    return elementError(c.source, owner, "holds geometry but is no body or offset frame WrenchLab reads");
  };
  std::vector<const XmlElement*> stack;
  for (const BodyDef& b : c.bodies) stack.push_back(b.element);
  for (const auto& [path, frame] : c.frames) stack.push_back(frame.element);
  for (const XmlElement* owner : stack) {
    if (!owner) continue;
    const XmlElement* attached = child(owner, "attached_geometry");
    const XmlElement* visible = child(owner, "VisibleObject");
    if (!attached && !visible) continue;
    auto placement = ownerOf(owner);
    if (!placement) {
      out.notes.push_back(placement.error().text() + ": its meshes are not drawn");
      continue;
    }
    const int segment = placement->body == 0 ? -1 : segmentOfBody[static_cast<size_t>(placement->body)];
    const Pose X_segmentF = placement->body == 0 ? placement->X_bodyF : inSegment(*placement);
    const std::string name = "body " + c.bodies[static_cast<size_t>(placement->body)].name;
    for (const XmlElement* mesh : children(attached, "Mesh")) {
      auto scale = xml::childVec3(c.source, mesh, "scale_factors", Vec3::Ones());
      if (!scale) return scale.error();
      const std::string socket = textOf(child(mesh, "socket_frame"));
      Pose X = X_segmentF;
      int meshSegment = segment;
      if (!socket.empty() && socket != "..") {  // another frame than its owner
        auto found = resolveFrame(c, socket[0] == '/' ? socket : std::string("/") + socket, child(mesh, "socket_frame"));
        if (!found) {
          out.notes.push_back(found.error().text() + ": mesh not drawn");
          continue;
        }
        meshSegment = found->first == 0 ? -1 : segmentOfBody[static_cast<size_t>(found->first)];
        X = found->first == 0 ? found->second : inSegment({found->first, found->second});
      }
      addMesh(out.meshes, textOf(child(mesh, "mesh_file")), meshSegment, X, *scale, name);
    }
    if (!visible) continue;
    auto visibleScale = xml::childVec3(c.source, visible, "scale_factors", Vec3::Ones());
    if (!visibleScale) return visibleScale.error();
    for (const XmlElement* g : children(child(child(visible, "GeometrySet"), "objects"), "DisplayGeometry")) {
      auto scale = xml::childVec3(c.source, g, "scale_factors", Vec3::Ones());
      if (!scale) return scale.error();
      Pose X_FG;
      if (const XmlElement* t = child(g, "transform")) {
        auto v = xml::numbersOf(c.source, t, 6);
        if (!v) return v.error();
        const std::vector<double>& n = *v;
        X_FG.R = Eigen::AngleAxisd(n[0], Vec3::UnitX()) * Eigen::AngleAxisd(n[1], Vec3::UnitY()) * Eigen::AngleAxisd(n[2], Vec3::UnitZ());
        X_FG.p = Vec3(n[3], n[4], n[5]);
      }
      addMesh(out.meshes, textOf(child(g, "geometry_file")), segment, X_segmentF.then(X_FG), scale->cwiseProduct(*visibleScale), name);
    }
    for (const std::string& file : xml::wordsOf(child(visible, "geometry_files"))) addMesh(out.meshes, file, segment, X_segmentF, *visibleScale, name);
  }
  return Status::success();
}

// ---------------------------------------------------------------------------------------------
// Constraints (model/Constraint.hpp): couplers become couplings, loops are listed with their two sides.

// Where a body's frame sits in the engine: its segment (-1: ground) and X_{segment frame, body frame}.
struct BodyInSegment {
  std::vector<int> segmentOfBody;
  std::vector<Pose> X_bodyM;  // each body's segment frame (its joint's child frame) in the body
  std::pair<int, Pose> place(int body, const Pose& X_bodyF) const {
    return {segmentOfBody[static_cast<size_t>(body)], X_bodyM[static_cast<size_t>(body)].inverse().then(X_bodyF)};
  }
};

// A body named (3.x: <body_1>foot</body_1>) or reached by a path (4.x: <socket_body_1>/bodyset/foot</…>,
// or a frame path for a weld's <socket_frame1>), with a placement in that body.
Result<std::pair<int, Pose>> constraintSide(const Context& c, const BodyInSegment& where, const XmlElement* constraint,
                                            const std::string& constraintPath, const char* socketTag, const char* nameTag,
                                            const Pose& X_bodyF) {
  const XmlElement* e = child(constraint, socketTag);
  if (!e) e = child(constraint, nameTag);
  if (!e || textOf(e).empty()) return elementError(c.source, constraint, std::string("needs a <") + socketTag + ">");
  const std::string text = textOf(e);
  int body = text.find('/') == std::string::npos ? findBody(c, text) : -1;
  Pose X = X_bodyF;
  if (body < 0) {
    auto found = resolveFrame(c, text[0] == '/' ? text : constraintPath + "/" + text, e);
    if (!found) return found.error();
    body = found->first;
    X = found->second.then(X_bodyF);
  }
  return where.place(body, X);
}

std::string sideName(const Context& c, int segment, const std::vector<Segment>& segments) {
  return segment < 0 ? c.bodies.front().name : segments[static_cast<size_t>(segment)].name;
}

Status readConstraints(Context& c, const XmlElement* model, const BodyInSegment& where, const std::vector<Segment>& segments,
                       ModelBuilder& builder) {
  const XmlElement* set = child(model, "ConstraintSet");
  const std::string setPath = "/" + setPathName(set, "constraintset");
  const std::string notInID = "its forces are not part of inverse dynamics, as in OpenSim";
  for (const XmlElement* e : children(child(set, "objects"))) {
    const std::string type = e->Name();
    const std::string name = componentName(e);
    const std::string path = setPath + "/" + name;
    // Enforced unless the file says not (4.x: isEnforced; 3.x: isDisabled).
    auto enforced = xml::childBool(c.source, e, "isEnforced", true);
    if (!enforced) return enforced.error();
    auto disabled = xml::childBool(c.source, e, "isDisabled", false);
    if (!disabled) return disabled.error();
    if (!*enforced || *disabled) {
      c.notes->push_back("constraint " + name + " (" + type + ") is switched off in the file: left out, as OpenSim leaves it out");
      continue;
    }
    if (type == "CoordinateCouplerConstraint") {
      const std::vector<std::string> leaders = xml::wordsOf(child(e, "independent_coordinate_names"));
      const std::string follower = textOf(child(e, "dependent_coordinate_name"));
      if (leaders.empty() || follower.empty())
        return elementError(c.source, e, "needs <independent_coordinate_names> and <dependent_coordinate_name>");
      if (leaders.size() != 1) {
        c.notes->push_back("constraint " + name + " (" + type + ") couples " + std::to_string(leaders.size()) +
                           " coordinates to one: WrenchLab does not read such a coupling; " + follower + " is posed freely, and " + notInID);
        continue;
      }
      const XmlElement* wrapper = child(e, "coupled_coordinates_function");
      const XmlElement* f = wrapper ? wrapper->FirstChildElement() : nullptr;
      if (!f) return elementError(c.source, e, "needs a <coupled_coordinates_function>");
      auto function = osim::functionOf(c.source, f, e);
      if (!function) return function.error();
      auto scale = xml::childNumber(c.source, e, "scale_factor", 1.0);
      if (!scale) return scale.error();
      function->scale *= *scale;  // q_dependent = scale_factor · f(q_independent), as OpenSim's CompoundFunction
      CoordinateCoupling coupling;
      coupling.name = name;
      coupling.source = type;
      coupling.leaderName = leaders[0];
      coupling.followerName = follower;
      coupling.function = std::move(*function);
      builder.addCoupling(std::move(coupling));
      c.notes->push_back("constraint " + name + ": " + follower + " follows " + leaders[0] + " (" + type + "); " + notInID);
      continue;
    }
    LoopConstraint loop;
    loop.name = name;
    loop.source = type;
    std::pair<int, Pose> a, b;
    if (type == "WeldConstraint") {
      loop.kind = LoopKind::Weld;
      auto F = poseOf(c.source, e, "location_body_1", "orientation_body_1");  // 3.x; 4.x gives frames
      if (!F) return F.error();
      auto G = poseOf(c.source, e, "location_body_2", "orientation_body_2");
      if (!G) return G.error();
      auto sideA = constraintSide(c, where, e, path, "socket_frame1", "body_1", *F);
      if (!sideA) return sideA.error();
      auto sideB = constraintSide(c, where, e, path, "socket_frame2", "body_2", *G);
      if (!sideB) return sideB.error();
      a = *sideA;
      b = *sideB;
    } else if (type == "PointConstraint" || type == "ConstantDistanceConstraint") {
      loop.kind = type == "PointConstraint" ? LoopKind::Point : LoopKind::ConstantDistance;
      auto pa = xml::childVec3(c.source, e, "location_body_1", Vec3::Zero());
      if (!pa) return pa.error();
      auto pb = xml::childVec3(c.source, e, "location_body_2", Vec3::Zero());
      if (!pb) return pb.error();
      auto sideA = constraintSide(c, where, e, path, "socket_body_1", "body_1", Pose{Mat3::Identity(), *pa});
      if (!sideA) return sideA.error();
      auto sideB = constraintSide(c, where, e, path, "socket_body_2", "body_2", Pose{Mat3::Identity(), *pb});
      if (!sideB) return sideB.error();
      a = *sideA;
      b = *sideB;
      if (loop.kind == LoopKind::ConstantDistance) {
        auto d = xml::childNumber(c.source, e, "constant_distance", 0.0);
        if (!d) return d.error();
        if (*d < 0.0) return elementError(c.source, child(e, "constant_distance"), "must be >= 0");
        loop.distance = *d;
      }
    } else if (type == "PointOnLineConstraint") {
      loop.kind = LoopKind::PointOnLine;
      auto onLine = xml::childVec3(c.source, e, "point_on_line", Vec3::Zero());
      if (!onLine) return onLine.error();
      auto direction = xml::childVec3(c.source, e, "line_direction_vec", Vec3::UnitX());
      if (!direction) return direction.error();
      if (!(direction->norm() > 1e-12)) return elementError(c.source, child(e, "line_direction_vec"), "must be a non-zero vector");
      auto follower = xml::childVec3(c.source, e, "point_on_follower", Vec3::Zero());
      if (!follower) return follower.error();
      auto sideA = constraintSide(c, where, e, path, "socket_line_body", "line_body", Pose{Mat3::Identity(), *onLine});
      if (!sideA) return sideA.error();
      auto sideB = constraintSide(c, where, e, path, "socket_follower_body", "follower_body", Pose{Mat3::Identity(), *follower});
      if (!sideB) return sideB.error();
      a = *sideA;
      b = *sideB;
      loop.direction_F = direction->normalized();
    } else {
      c.notes->push_back("constraint " + name + " (" + type + ") is a kind WrenchLab does not read: left out (not enforced, its gap not "
                         "shown); " + notInID);
      continue;
    }
    loop.segmentA = a.first;
    loop.R_AF = a.second.R;
    loop.p_AF = a.second.p;
    loop.segmentB = b.first;
    loop.R_BG = b.second.R;
    loop.p_BG = b.second.p;
    if (loop.segmentA == loop.segmentB) {
      c.notes->push_back("constraint " + name + " (" + type + ") joins " + sideName(c, loop.segmentA, segments) +
                         " to itself: nothing to do");
      continue;
    }
    c.notes->push_back("constraint " + name + " (" + type + ") closes a loop between " + sideName(c, loop.segmentA, segments) + " and " +
                       sideName(c, loop.segmentB, segments) + ": the loop is left open here (its gap is shown); " + notInID);
    builder.addLoop(std::move(loop));
  }
  return Status::success();
}

}  // namespace

Result<OsimModel> parseOsimModel(std::string_view text, const std::string& source) {
  xml::XmlDocument doc;
  if (Status s = doc.parse(text, source, "OpenSimDocument", "an OpenSim document"); !s) return s.error();
  const XmlElement* root = doc.root();
  Context c;
  c.source = source;
  if (const char* v = root->Attribute("Version")) {
    double number = 0.0;
    if (!parsePlainNumber(v, number) || std::floor(number) != number || number < 0.0 || number > 1e9)
      return elementError(source, root, std::string("Version \"") + v + "\" is not a number");
    const long version = static_cast<long>(number);
    // Before 1.9.1 a CustomJoint held a TransformAxisSet (OpenSim upgrades it); from then on the body-held
    // joints of 1.9–3.x are what readJoints3 reads.
    if (version < 10901)
      return elementError(source, root, "OpenSim documents before Version 10901 are not supported (Version " + std::string(v) +
                                            "); open and save the model in OpenSim 4 first");
    c.version = static_cast<int>(std::min(version, 1000000L));
  }
  const XmlElement* model = child(root, "Model");
  if (!model) return elementError(source, root, "has no <Model>");

  OsimModel out;
  out.source = source;
  out.version = c.version;
  out.name = nameOf(model).empty() ? "OpenSim model" : nameOf(model);
  c.notes = &out.notes;

  auto gravity = xml::childVec3(source, model, "gravity", Vec3(0.0, -9.80665, 0.0));
  if (!gravity) return gravity.error();
  if (Status s = readBodies(c, model); !s) return s.error();
  const bool jointsInBodies = !child(model, "JointSet") && c.version < 40000;
  if (Status s = jointsInBodies ? readJoints3(c, model) : readJointSet(c, model); !s) return s.error();
  auto order = treeOrder(c);
  if (!order) return order.error();

  ModelBuilder& builder = out.builder;
  builder = ModelBuilder(out.name);
  builder.gravity(*gravity);
  BodyInSegment where{std::vector<int>(c.bodies.size(), -1), std::vector<Pose>(c.bodies.size())};
  std::vector<int>& segmentOfBody = where.segmentOfBody;
  std::vector<Pose>& X_bodyM = where.X_bodyM;
  std::vector<Segment> segments;
  for (int jointIndex : *order) {
    const JointDef& d = c.joints[static_cast<size_t>(jointIndex)];
    auto joint = convertJoint(c, d, out.notes);
    if (!joint) return joint.error();
    Segment s;
    const BodyDef& body = c.bodies[static_cast<size_t>(d.childBody)];
    s.name = body.name;
    if (s.name == "world" || s.name == "base") {  // the engine's own frame names
      s.name += "_body";
      out.notes.push_back("body " + body.name + " is called " + s.name + " here (\"" + body.name + "\" names one of WrenchLab's own frames)");
    }
    s.parent = segmentOfBody[static_cast<size_t>(d.parentBody)];
    s.joint = std::move(*joint);
    // F in the parent segment's frame: X_{M_parent, F} = X_{M_parent, parentBody} X_{parentBody, F}.
    const Pose X_parentSegmentF = X_bodyM[static_cast<size_t>(d.parentBody)].inverse().then(d.X_parentBodyF);
    s.joint.R_PJ = X_parentSegmentF.R;
    s.joint.p_PJ = X_parentSegmentF.p;
    const Pose X_MB = d.X_childBodyM.inverse();
    s.inertia = Inertia::general(body.inertia.mass, X_MB.R * body.inertia.com + X_MB.p, body.inertia.rotated(X_MB.R));
    segmentOfBody[static_cast<size_t>(d.childBody)] = static_cast<int>(segments.size());
    X_bodyM[static_cast<size_t>(d.childBody)] = d.X_childBodyM;
    segments.push_back(std::move(s));
  }
  // A segment runs to its first child's joint centre (drawn as a capsule), else twice its COM.
  for (Segment& s : segments) {
    Vec3 to = Vec3::Zero();
    for (const Segment& other : segments)
      if (other.parent >= 0 && &segments[static_cast<size_t>(other.parent)] == &s && other.joint.p_PJ.norm() > 1e-9) {
        to = other.joint.p_PJ;
        break;
      }
    if (to.norm() <= 1e-9) to = 2.0 * s.inertia.com;
    s.length = to.norm() > 1e-9 ? to.norm() : 0.0;
    s.direction = to.norm() > 1e-9 ? Vec3(to.normalized()) : Vec3::UnitX();
  }
  if (Status s = readConstraints(c, model, where, segments, builder); !s) return s.error();
  for (Segment& s : segments) builder.addSegment(std::move(s));
  if (c.inertiasAsGiven) builder.inertiasAsGiven();

  // Bodies whose own frame differs from their joint's child frame get an observer frame of their own.
  out.bodies.push_back({c.bodies[0].name, -1, kWorldFrame});
  int observers = 0;
  const int segmentCount = static_cast<int>(c.bodies.size()) - 1;
  for (size_t b = 1; b < c.bodies.size(); ++b) {
    const int segment = segmentOfBody[b];
    OsimBody body{c.bodies[b].name, segment, 2 + segment};
    const Pose X_MB = X_bodyM[b].inverse();
    if (!X_MB.isIdentity()) {
      ObserverFrameDef f;
      f.name = c.bodies[b].name + "_frame";
      f.parent = 2 + segment;
      f.R_PF = X_MB.R;
      f.p_PF = X_MB.p;
      builder.addObserverFrame(f);
      body.frame = 2 + segmentCount + observers++;
      out.notes.push_back("body " + c.bodies[b].name + ": its joint's child frame is offset; its own frame is " + f.name);
    }
    out.bodies.push_back(body);
  }
  countIgnored(model, out);
  if (Status s = readMeshes(c, segmentOfBody, X_bodyM, out); !s) return s.error();
  // A mesh listed for drawing (out.meshes: the page, the desktop and the CLI's describe read it) is not
  // left out; only those that could not be listed are said as ignored.
  for (OsimIgnored& i : out.ignored)
    if (i.plural == std::string("meshes")) i.count = std::max(0, i.count - static_cast<int>(out.meshes.size()));
  return out;
}

}  // namespace wl
