#include "io/ModelJson.hpp"

#include <filesystem>

#include "io/JsonFields.hpp"
#include "io/JsonText.hpp"
#include "io/KinematicsFile.hpp"
#include "io/TimeFunctionJson.hpp"

namespace wl {
namespace {

using json::child;
using json::find;
using json::item;
using json::Json;

// ---- chain generator ---------------------------------------------------------------------------
// "chain" writes the n-link limb with one number: arrays shorter than the count repeat their last
// value, so a lesson's "n segments" slider changes only chain.count.

Result<double> nth(const Json& chain, const char* key, size_t k, const std::string& path, double fallback, bool required) {
  const Json* v = find(chain, key);
  if (!v) {
    if (required) return Error{child(path, key), "is required"};
    return fallback;
  }
  if (v->is_array()) {
    if (v->empty()) return Error{child(path, key), "must not be empty"};
    const size_t i = std::min(k, v->size() - 1);
    return json::number((*v)[i], item(child(path, key), i));
  }
  return json::number(*v, child(path, key));
}

Status expandChain(const Json& chain, Json& segments, Json& motion) {
  const std::string path = "chain";
  if (Status s = json::onlyKeys(chain, path, {"count", "name", "joint_name", "mass", "length", "direction", "axis", "com",
                                             "inertia", "period", "phase"});
      !s)
    return s;
  const Json* count = find(chain, "count");
  if (!count) return Error{child(path, "count"), "is required"};
  auto n = json::integer(*count, child(path, "count"), 1, kMaxSegments);
  if (!n) return n.error();
  std::string prefix = "link", jointPrefix = "joint";
  if (const Json* p = find(chain, "name")) {
    auto s = json::text(*p, child(path, "name"));
    if (!s) return s.error();
    prefix = *s;
  }
  if (const Json* p = find(chain, "joint_name")) {
    auto s = json::text(*p, child(path, "joint_name"));
    if (!s) return s.error();
    jointPrefix = *s;
  }
  for (int k = 0; k < *n; ++k) {
    const size_t kk = static_cast<size_t>(k);
    auto mass = nth(chain, "mass", kk, path, 0.0, true);
    if (!mass) return mass.error();
    auto length = nth(chain, "length", kk, path, 0.0, true);
    if (!length) return length.error();
    Json seg = {{"name", prefix + std::to_string(k + 1)},
                {"joint", {{"name", jointPrefix + std::to_string(k + 1)}, {"type", "revolute"}}},
                {"mass", *mass},
                {"length", *length}};
    if (const Json* d = find(chain, "direction")) seg["direction"] = *d;
    if (const Json* a = find(chain, "axis")) seg["joint"]["axis"] = *a;
    if (const Json* c = find(chain, "com")) seg["com"] = *c;
    if (const Json* i = find(chain, "inertia")) seg["inertia"] = *i;
    segments.push_back(seg);
    if (find(chain, "period")) {
      auto T = nth(chain, "period", kk, path, 1.0, true);
      if (!T) return T.error();
      if (!(*T > 0.0)) return Error{child(path, "period"), "must be > 0"};
      auto phase = nth(chain, "phase", kk, path, 0.0, false);
      if (!phase) return phase.error();
      const std::string coordinate = jointPrefix + std::to_string(k + 1);
      // A measured motion file replaces every coordinate's function: the periods do not apply then.
      if (!motion.contains("file") && !motion.contains(coordinate)) motion[coordinate] = {{"period", *T}, {"start", *phase}};
    }
  }
  return Status::success();
}

// ---- segments ----------------------------------------------------------------------------------

Result<JointType> jointType(const Json& v, const std::string& path) {
  auto s = json::text(v, path);
  if (!s) return s.error();
  if (*s == "revolute") return JointType::Revolute;
  if (*s == "prismatic") return JointType::Prismatic;
  if (*s == "spherical") return JointType::Spherical;
  if (*s == "fixed") return JointType::Fixed;
  if (*s == "planar") return JointType::General;  // x, y translations in J, then a turn about z
  return Error{path, "must be revolute, prismatic, spherical, planar or fixed, got " + json::show(v)};
}

// A planar joint (the root of a walking model): slides along J's x and y, then turns about J's z;
// coordinates <joint>_x, <joint>_y (m) and <joint>_angle (rad) unless named.
void makePlanar(Joint& j) {
  JointAxis x, y, turn;
  x.kind = y.kind = JointAxis::Kind::Translation;
  x.axis = Vec3::UnitX();
  x.coordinate = 0;
  y.axis = Vec3::UnitY();
  y.coordinate = 1;
  turn.kind = JointAxis::Kind::Rotation;
  turn.axis = Vec3::UnitZ();
  turn.coordinate = 2;
  j.axes = {x, y, turn};
  j.generalCoordinateCount = 3;
  j.coordinates = {{j.name + "_x", CoordinateMotion::Translational}, {j.name + "_y", CoordinateMotion::Translational},
                   {j.name + "_angle", CoordinateMotion::Rotational}};
}

Result<Inertia> inertiaFrom(const Json* spec, const std::string& path, double mass, double length, const Vec3& direction,
                            const Vec3& com) {
  const Mat3 rod = mass * length * length / 12.0 * (Mat3::Identity() - direction * direction.transpose());
  if (!spec) return length > 0.0 ? Inertia::general(mass, com, rod) : Inertia::pointMass(mass, com);
  if (spec->is_string()) {
    const std::string kind = spec->get<std::string>();
    if (kind == "point") return Inertia::pointMass(mass, com);
    if (kind == "rod") return Inertia::general(mass, com, rod);
    return Error{path, "must be \"point\", \"rod\", {\"about_com\": 3×3} or {\"principal\": [..]}, got " + json::show(*spec)};
  }
  if (Status s = json::onlyKeys(*spec, path, {"about_com", "principal", "axes"}); !s) return s.error();
  if (const Json* m = find(*spec, "about_com")) {
    auto I = json::mat3(*m, child(path, "about_com"));
    if (!I) return I.error();
    return Inertia::general(mass, com, *I);
  }
  if (const Json* p = find(*spec, "principal")) {
    auto d = json::vec3(*p, child(path, "principal"));
    if (!d) return d.error();
    Mat3 R = Mat3::Identity();
    if (const Json* a = find(*spec, "axes")) {
      auto r = json::rotation(*a, child(path, "axes"));
      if (!r) return r.error();
      R = *r;
    }
    return Inertia::general(mass, com, R * d->asDiagonal() * R.transpose());
  }
  return Error{path, "needs \"about_com\" or \"principal\""};
}

Status readSegment(const Json& s, const std::string& path, int index, const std::vector<Segment>& earlier,
                   Segment& out) {
  if (Status st = json::onlyKeys(s, path, {"name", "parent", "joint", "length", "direction", "mass", "com", "inertia",
                                          "points", "description"});
      !st)
    return st;
  const Json* name = find(s, "name");
  if (!name) return Error{child(path, "name"), "is required"};
  auto n = json::text(*name, child(path, "name"));
  if (!n) return n.error();
  if (n->empty() || n->find_first_of(".@[]= ") != std::string::npos)
    return Error{child(path, "name"), "must be a non-empty name without spaces or . @ [ ] ="};
  out.name = *n;

  out.parent = index - 1;  // default: the previous segment (a chain)
  if (const Json* p = find(s, "parent")) {
    if (p->is_null()) {
      out.parent = -1;
    } else {
      auto pn = json::text(*p, child(path, "parent"));
      if (!pn) return pn.error();
      if (*pn == "base") {
        out.parent = -1;
      } else {
        out.parent = -2;
        for (size_t k = 0; k < earlier.size(); ++k)
          if (earlier[k].name == *pn) out.parent = static_cast<int>(k);
        if (out.parent == -2)
          return Error{child(path, "parent"), "unknown segment \"" + *pn + "\" (a parent must be listed before its children)"};
      }
    }
  }

  const Json* length = find(s, "length");
  if (!length) return Error{child(path, "length"), "is required"};
  auto L = json::positive(*length, child(path, "length"));
  if (!L) return L.error();
  out.length = *L;
  out.direction = Vec3::UnitX();
  if (const Json* d = find(s, "direction")) {
    auto u = json::unitVec3(*d, child(path, "direction"));
    if (!u) return u.error();
    out.direction = *u;
  }

  const Json* mass = find(s, "mass");
  if (!mass) return Error{child(path, "mass"), "is required"};
  auto m = json::positive(*mass, child(path, "mass"));
  if (!m) return m.error();

  Vec3 com = 0.5 * out.length * out.direction;
  if (const Json* c = find(s, "com")) {
    if (c->is_number()) {
      auto f = json::number(*c, child(path, "com"));
      if (!f) return f.error();
      com = *f * out.length * out.direction;
    } else {
      auto v = json::vec3(*c, child(path, "com"));
      if (!v) return Error{child(path, "com"), "must be a fraction of the length or [x, y, z]"};
      com = *v;
    }
  }
  auto inertia = inertiaFrom(find(s, "inertia"), child(path, "inertia"), *m, out.length, out.direction, com);
  if (!inertia) return inertia.error();
  out.inertia = *inertia;

  // Joint: defaults to a revolute joint about z at the parent's distal point.
  out.joint = Joint{};
  out.joint.name = out.name;
  out.joint.p_PJ = out.parent >= 0 ? earlier[static_cast<size_t>(out.parent)].distalPoint() : Vec3::Zero();
  if (const Json* j = find(s, "joint")) {
    const std::string jp = child(path, "joint");
    if (Status st = json::onlyKeys(*j, jp, {"name", "type", "axis", "at", "orientation", "coordinates"}); !st) return st;
    if (const Json* v = find(*j, "name")) {
      auto t = json::text(*v, child(jp, "name"));
      if (!t) return t.error();
      out.joint.name = *t;
    }
    if (const Json* v = find(*j, "type")) {
      auto t = jointType(*v, child(jp, "type"));
      if (!t) return t.error();
      out.joint.type = *t;
    }
    if (const Json* v = find(*j, "axis")) {
      auto a = json::unitVec3(*v, child(jp, "axis"));
      if (!a) return a.error();
      out.joint.axis = *a;
    }
    if (const Json* v = find(*j, "at")) {
      auto a = json::vec3(*v, child(jp, "at"));
      if (!a) return a.error();
      out.joint.p_PJ = *a;
    }
    if (const Json* v = find(*j, "orientation")) {
      auto R = json::rotation(*v, child(jp, "orientation"));
      if (!R) return R.error();
      out.joint.R_PJ = *R;
    }
    if (out.joint.type == JointType::General) makePlanar(out.joint);
    if (const Json* v = find(*j, "coordinates")) {
      // Names for the joint's coordinates, in its order (planar: x, y, angle; spherical: x, y, z).
      const std::string cp = child(jp, "coordinates");
      const int count = out.joint.nq();
      if (!v->is_array() || static_cast<int>(v->size()) != count)
        return Error{cp, "must list " + std::to_string(count) + " coordinate name(s)"};
      std::vector<CoordinateDef> defs = out.joint.coordinates;
      if (defs.empty())
        for (int c = 0; c < count; ++c)
          defs.push_back({"", out.joint.type == JointType::Prismatic ? CoordinateMotion::Translational : CoordinateMotion::Rotational});
      for (int c = 0; c < count; ++c) {
        auto t = json::text((*v)[static_cast<size_t>(c)], cp + "[" + std::to_string(c) + "]");
        if (!t) return t.error();
        defs[static_cast<size_t>(c)].name = *t;
      }
      out.joint.coordinates = defs;
    }
  }

  if (const Json* pts = find(s, "points")) {
    if (!pts->is_object()) return Error{child(path, "points"), "must be an object {\"name\": [x, y, z]}"};
    for (auto it = pts->begin(); it != pts->end(); ++it) {
      auto p = json::vec3(it.value(), child(child(path, "points"), it.key()));
      if (!p) return p.error();
      out.points.push_back({it.key(), *p});
    }
  }
  return Status::success();
}

// ---- frames, loads, base -----------------------------------------------------------------------

Result<FrameId> frameByName(const std::string& name, const std::vector<Segment>& segments,
                            const std::vector<ObserverFrameDef>& frames, const std::string& path) {
  if (name == "world") return kWorldFrame;
  if (name == "base") return kBaseFrame;
  for (size_t k = 0; k < segments.size(); ++k)
    if (segments[k].name == name) return static_cast<FrameId>(2 + k);
  for (size_t k = 0; k < frames.size(); ++k)
    if (frames[k].name == name) return static_cast<FrameId>(2 + segments.size() + k);
  return Error{path, "unknown frame \"" + name + "\" (world, base, a segment or an earlier frame)"};
}

Status readFrames(const Json& list, const std::vector<Segment>& segments, std::vector<ObserverFrameDef>& out) {
  if (!list.is_array()) return Error{"frames", "must be an array"};
  for (size_t i = 0; i < list.size(); ++i) {
    const std::string path = item("frames", i);
    const Json& f = list[i];
    if (Status s = json::onlyKeys(f, path, {"name", "parent", "origin", "orientation", "spin_axis", "spin"}); !s) return s;
    ObserverFrameDef def;
    const Json* name = find(f, "name");
    if (!name) return Error{child(path, "name"), "is required"};
    auto n = json::text(*name, child(path, "name"));
    if (!n) return n.error();
    def.name = *n;
    std::string parent = "world";
    if (const Json* p = find(f, "parent")) {
      auto t = json::text(*p, child(path, "parent"));
      if (!t) return t.error();
      parent = *t;
    }
    auto pid = frameByName(parent, segments, out, child(path, "parent"));
    if (!pid) return pid.error();
    def.parent = *pid;
    if (const Json* o = find(f, "origin")) {
      auto v = json::vec3(*o, child(path, "origin"));
      if (!v) return v.error();
      def.p_PF = *v;
    }
    if (const Json* o = find(f, "orientation")) {
      auto R = json::rotation(*o, child(path, "orientation"));
      if (!R) return R.error();
      def.R_PF = *R;
    }
    if (const Json* a = find(f, "spin_axis")) {
      auto u = json::unitVec3(*a, child(path, "spin_axis"));
      if (!u) return u.error();
      def.spinAxis = *u;
    }
    if (const Json* sp = find(f, "spin")) {
      auto fn = timeFunctionFromJson(*sp, child(path, "spin"));
      if (!fn) return fn.error();
      def.spin = std::move(*fn);
    }
    out.push_back(std::move(def));
  }
  return Status::success();
}

Result<int> segmentByName(const Json& v, const std::string& path, const std::vector<Segment>& segments) {
  auto n = json::text(v, path);
  if (!n) return n.error();
  for (size_t k = 0; k < segments.size(); ++k)
    if (segments[k].name == *n) return static_cast<int>(k);
  return Error{path, "unknown segment \"" + *n + "\""};
}

Status readLoads(const Json& list, const std::vector<Segment>& segments, ModelBuilder& builder) {
  if (!list.is_array()) return Error{"loads", "must be an array"};
  for (size_t i = 0; i < list.size(); ++i) {
    const std::string path = item("loads", i);
    const Json& l = list[i];
    if (!l.is_object()) return Error{path, "must be an object"};
    const Json* type = find(l, "type");
    if (!type) return Error{child(path, "type"), "is required (force, spring or ground_reaction)"};
    auto t = json::text(*type, child(path, "type"));
    if (!t) return t.error();
    Load load;
    load.name = "load" + std::to_string(i + 1);
    if (const Json* n = find(l, "name")) {
      auto s = json::text(*n, child(path, "name"));
      if (!s) return s.error();
      load.name = *s;
    }
    const Json* seg = find(l, "segment");
    if (!seg) return Error{child(path, "segment"), "is required"};
    auto si = segmentByName(*seg, child(path, "segment"), segments);
    if (!si) return si.error();
    load.segment = *si;
    const std::string& segName = segments[static_cast<size_t>(*si)].name;
    auto pointName = [&](const char* fallback) -> Result<std::string> {
      const Json* p = find(l, "point");
      if (!p) return segName + "." + fallback;
      auto s = json::text(*p, child(path, "point"));
      if (!s) return s.error();
      return s->find('.') == std::string::npos ? segName + "." + *s : *s;
    };
    if (*t == "force") {
      if (Status s = json::onlyKeys(l, path, {"type", "name", "segment", "point", "force", "moment", "frame"}); !s) return s;
      if (const Json* f = find(l, "force")) {
        auto v = vectorFunctionFromJson(*f, child(path, "force"));
        if (!v) return v.error();
        load.force = std::move(*v);
      }
      if (const Json* m = find(l, "moment")) {
        auto v = vectorFunctionFromJson(*m, child(path, "moment"));
        if (!v) return v.error();
        load.moment = std::move(*v);
      }
      if (const Json* fr = find(l, "frame")) {
        auto s = json::text(*fr, child(path, "frame"));
        if (!s) return s.error();
        if (*s == "world") load.frame = kWorldFrame;
        else if (*s == "segment") load.frame = static_cast<FrameId>(2 + *si);
        else return Error{child(path, "frame"), "must be \"world\" or \"segment\""};
      }
      auto p = pointName("distal");
      if (!p) return p.error();
      load.type = LoadType::Force;
      builder.addLoad(std::move(load), *p);
    } else if (*t == "spring") {
      if (Status s = json::onlyKeys(l, path, {"type", "name", "segment", "point", "anchor", "stiffness", "rest_length"}); !s)
        return s;
      const Json* anchor = find(l, "anchor");
      const Json* k = find(l, "stiffness");
      if (!anchor || !k) return Error{path, "a spring needs \"anchor\" and \"stiffness\""};
      auto a = json::vec3(*anchor, child(path, "anchor"));
      if (!a) return a.error();
      auto kv = json::nonNegative(*k, child(path, "stiffness"));
      if (!kv) return kv.error();
      load.anchor_W = *a;
      load.stiffness = *kv;
      if (const Json* r = find(l, "rest_length")) {
        auto rv = json::nonNegative(*r, child(path, "rest_length"));
        if (!rv) return rv.error();
        load.restLength = *rv;
      }
      auto p = pointName("distal");
      if (!p) return p.error();
      load.type = LoadType::Spring;
      builder.addLoad(std::move(load), *p);
    } else if (*t == "ground_reaction") {
      if (Status s = json::onlyKeys(l, path, {"type", "name", "segment", "force", "centre_of_pressure", "centre_of_pressure_in",
                                         "free_moment", "up"});
          !s)
        return s;
      const Json* f = find(l, "force");
      const Json* cop = find(l, "centre_of_pressure");
      if (!f || !cop) return Error{path, "a ground reaction needs \"force\" and \"centre_of_pressure\""};
      auto fv = vectorFunctionFromJson(*f, child(path, "force"));
      if (!fv) return fv.error();
      auto cv = vectorFunctionFromJson(*cop, child(path, "centre_of_pressure"));
      if (!cv) return cv.error();
      load.force = std::move(*fv);
      load.centreOfPressure = std::move(*cv);
      if (const Json* in = find(l, "centre_of_pressure_in")) {
        auto where = json::text(*in, child(path, "centre_of_pressure_in"));
        if (!where) return where.error();
        if (*where != "world" && *where != "segment")
          return Error{child(path, "centre_of_pressure_in"), "must be \"world\" or \"segment\", got \"" + *where + "\""};
        load.centreOfPressureOnSegment = *where == "segment";
      }
      if (const Json* m = find(l, "free_moment")) {
        auto mv = timeFunctionFromJson(*m, child(path, "free_moment"));
        if (!mv) return mv.error();
        load.freeMoment = std::move(*mv);
      }
      if (const Json* u = find(l, "up")) {
        auto uv = json::unitVec3(*u, child(path, "up"));
        if (!uv) return uv.error();
        load.up_W = *uv;
      }
      load.type = LoadType::GroundReaction;
      builder.addLoad(std::move(load));
    } else {
      return Error{child(path, "type"), "must be force, spring or ground_reaction, got " + json::show(*type)};
    }
  }
  return Status::success();
}

Status readBase(const Json& b, ModelBuilder& builder) {
  if (Status s = json::onlyKeys(b, "base", {"position", "axis", "angle"}); !s) return s;
  BaseMotion base;
  if (const Json* p = find(b, "position")) {
    auto v = vectorFunctionFromJson(*p, "base.position");
    if (!v) return v.error();
    base.position = std::move(*v);
  }
  if (const Json* a = find(b, "axis")) {
    auto u = json::unitVec3(*a, "base.axis");
    if (!u) return u.error();
    base.axis = *u;
  }
  if (const Json* a = find(b, "angle")) {
    auto f = timeFunctionFromJson(*a, "base.angle");
    if (!f) return f.error();
    base.angle = std::move(*f);
  }
  builder.baseMotion(std::move(base));
  return Status::success();
}

// ---- motion and simulation ---------------------------------------------------------------------

Status readMotion(const Json& m, const Model& model, const std::string& baseDir, Motion& out) {
  out.coordinates.assign(static_cast<size_t>(model.nq), TimeFunction());
  out.source = "analytic";
  if (!m.is_object()) return Error{"motion", "must be an object {coordinate: function} or {\"file\": ...}"};
  if (const Json* file = find(m, "file")) {
    if (Status s = json::onlyKeys(m, "motion", {"file", "lowpass_hz"}); !s) return s;
    auto name = json::text(*file, "motion.file");
    if (!name) return name.error();
    KinematicsOptions options;
    if (const Json* lp = find(m, "lowpass_hz")) {
      auto hz = json::positive(*lp, "motion.lowpass_hz");
      if (!hz) return hz.error();
      options.lowPassHz = *hz;
    }
    const std::string path = (std::filesystem::path(baseDir) / *name).string();
    auto motion = loadKinematicsFile(path, model, options);
    if (!motion) return motion.error();
    out = std::move(*motion);
    return Status::success();
  }
  for (auto it = m.begin(); it != m.end(); ++it) {
    const int k = model.findCoordinate(it.key());
    if (k < 0) {
      std::string known;
      for (const auto& c : model.coordinateNames) known += (known.empty() ? "" : ", ") + c;
      return Error{child("motion", it.key()), "is not a coordinate of this model (coordinates: " + known + ")"};
    }
    auto f = timeFunctionFromJson(it.value(), child("motion", it.key()));
    if (!f) return f.error();
    out.coordinates[static_cast<size_t>(k)] = std::move(*f);
  }
  return Status::success();
}

Status perCoordinate(const Json* v, const std::string& path, const Model& model, VecX& out) {
  out = VecX::Zero(model.nq);
  if (!v) return Status::success();
  if (!v->is_object()) return Error{path, "must be an object {coordinate: value}"};
  for (auto it = v->begin(); it != v->end(); ++it) {
    const int k = model.findCoordinate(it.key());
    if (k < 0) return Error{child(path, it.key()), "is not a coordinate of this model"};
    auto x = json::number(it.value(), child(path, it.key()));
    if (!x) return x.error();
    out(k) = *x;
  }
  return Status::success();
}

Status readPid(const Json& p, const std::string& path, const Model& model, PidController& pid) {
  if (Status s = json::onlyKeys(p, path, {"kp", "ki", "kd", "target", "measure", "of"}); !s) return s;
  double* gains[3] = {&pid.kp, &pid.ki, &pid.kd};
  const char* names[3] = {"kp", "ki", "kd"};
  for (int g = 0; g < 3; ++g)
    if (const Json* v = find(p, names[g])) {
      auto x = json::number(*v, child(path, names[g]));
      if (!x) return x.error();
      *gains[g] = *x;
    }
  if (const Json* t = find(p, "target")) {
    auto f = timeFunctionFromJson(*t, child(path, "target"));
    if (!f) return f.error();
    pid.target = std::move(*f);
  }
  std::string measure = "coordinate";
  if (const Json* m = find(p, "measure")) {
    auto s = json::text(*m, child(path, "measure"));
    if (!s) return s.error();
    measure = *s;
  }
  const Json* of = find(p, "of");
  if (!of) return Error{child(path, "of"), "is required (the coordinate or segment measured)"};
  if (measure == "coordinate") {
    auto s = json::text(*of, child(path, "of"));
    if (!s) return s.error();
    pid.measure = PidController::Measure::Coordinate;
    pid.measured = model.findCoordinate(*s);
    if (pid.measured < 0) return Error{child(path, "of"), "unknown coordinate \"" + *s + "\""};
  } else if (measure == "segment_angle") {
    auto k = segmentByName(*of, child(path, "of"), model.segments);
    if (!k) return k.error();
    pid.measure = PidController::Measure::SegmentAngle;
    pid.measured = *k;
  } else {
    return Error{child(path, "measure"), "must be \"coordinate\" or \"segment_angle\""};
  }
  return Status::success();
}

Status readSimulation(const Json& s, const Model& model, SimulationSpec& out) {
  if (Status st = json::onlyKeys(s, "simulation", {"q0", "qd0", "torques", "integrator", "dt", "duration", "rtol", "atol"}); !st)
    return st;
  out.enabled = true;
  if (Status st = perCoordinate(find(s, "q0"), "simulation.q0", model, out.q0); !st) return st;
  if (Status st = perCoordinate(find(s, "qd0"), "simulation.qd0", model, out.qd0); !st) return st;
  out.torques.assign(static_cast<size_t>(model.nq), TorqueSource{});
  if (const Json* t = find(s, "torques")) {
    if (!t->is_object()) return Error{"simulation.torques", "must be an object {coordinate: torque}"};
    for (auto it = t->begin(); it != t->end(); ++it) {
      const std::string path = child("simulation.torques", it.key());
      const int k = model.findCoordinate(it.key());
      if (k < 0) return Error{path, "is not a coordinate of this model"};
      TorqueSource& src = out.torques[static_cast<size_t>(k)];
      const Json& v = it.value();
      if (v.is_object() && (find(v, "pid") || find(v, "open"))) {
        if (Status st = json::onlyKeys(v, path, {"open", "pid"}); !st) return st;
        if (const Json* o = find(v, "open")) {
          auto f = timeFunctionFromJson(*o, child(path, "open"));
          if (!f) return f.error();
          src.open = std::move(*f);
        }
        if (const Json* p = find(v, "pid")) {
          src.hasPid = true;
          if (Status st = readPid(*p, child(path, "pid"), model, src.pid); !st) return st;
        }
      } else {
        auto f = timeFunctionFromJson(v, path);
        if (!f) return f.error();
        src.open = std::move(*f);
      }
    }
  }
  if (const Json* i = find(s, "integrator")) {
    auto name = json::text(*i, "simulation.integrator");
    if (!name) return name.error();
    if (!integratorFromString(*name, out.integrator))
      return Error{"simulation.integrator", "must be euler, symplectic, rk4 or rk45, got " + json::show(*i)};
  }
  struct Field {
    const char* key;
    double* target;
  } fields[] = {{"dt", &out.dt}, {"duration", &out.duration}, {"rtol", &out.relativeTolerance}, {"atol", &out.absoluteTolerance}};
  for (const Field& f : fields)
    if (const Json* v = find(s, f.key)) {
      auto x = json::positive(*v, child("simulation", f.key));
      if (!x) return x.error();
      *f.target = *x;
    }
  if (out.duration / out.dt > 1e8) return Error{"simulation.dt", "is too small for the duration (more than 10⁸ steps)"};
  return Status::success();
}

}  // namespace

Result<ModelFile> loadModelJson(const Json& document, const std::string& baseDir) {
  if (Status s = json::onlyKeys(document, "", {"format", "version", "name", "description", "duration", "gravity", "base",
                                               "segments", "chain", "frames", "loads", "motion", "simulation"});
      !s)
    return Error{s.error().where.empty() ? "model" : s.error().where, s.error().message};
  if (const Json* f = find(document, "format")) {
    if (!f->is_string() || f->get<std::string>() != "wrenchlab-model")
      return Error{"format", "must be \"wrenchlab-model\", got " + json::show(*f)};
  }
  if (const Json* v = find(document, "version")) {
    if (!v->is_number_integer() || v->get<long long>() != 1) return Error{"version", "must be 1 (the only version so far)"};
  }
  ModelFile out;
  out.document = document;
  out.baseDir = baseDir;
  out.name = "model";
  if (const Json* n = find(document, "name")) {
    auto s = json::text(*n, "name");
    if (!s) return s.error();
    out.name = *s;
  }
  if (const Json* d = find(document, "description")) {
    auto s = json::text(*d, "description");
    if (!s) return s.error();
    out.description = *s;
  }
  if (const Json* d = find(document, "duration")) {
    auto x = json::positive(*d, "duration");
    if (!x) return x.error();
  }

  // Segments, written out or generated by "chain".
  Json segments = Json::array();
  Json motion = Json::object();
  if (const Json* m = find(document, "motion")) {
    // Checked here, before the chain generator writes into it: nlohmann would throw on a non-object.
    if (!m->is_object()) return Error{"motion", "must be an object {coordinate: function} or {\"file\": ...}, got " + json::show(*m)};
    motion = *m;
  }
  const Json* listed = find(document, "segments");
  const Json* chain = find(document, "chain");
  if (listed && chain) return Error{"chain", "give \"segments\" or \"chain\", not both"};
  if (chain) {
    if (Status s = expandChain(*chain, segments, motion); !s) return s.error();
  } else if (listed) {
    if (!listed->is_array() || listed->empty()) return Error{"segments", "must be a non-empty array"};
    if (listed->size() > static_cast<size_t>(kMaxSegments))
      return Error{"segments", "has " + std::to_string(listed->size()) + " entries; at most " +
                                   std::to_string(kMaxSegments) + " are supported"};
    segments = *listed;
  } else {
    return Error{"segments", "is required (or \"chain\")"};
  }

  ModelBuilder builder(out.name);
  Vec3 gravity(0.0, -9.81, 0.0);
  if (const Json* g = find(document, "gravity")) {
    auto v = json::vec3(*g, "gravity");
    if (!v) return v.error();
    gravity = *v;
  }
  builder.gravity(gravity);
  if (const Json* b = find(document, "base")) {
    if (Status s = readBase(*b, builder); !s) return s.error();
  }
  std::vector<Segment> built;
  for (size_t i = 0; i < segments.size(); ++i) {
    Segment seg;
    if (Status s = readSegment(segments[i], item(chain ? "chain" : "segments", i), static_cast<int>(i), built, seg); !s)
      return s.error();
    for (const Segment& e : built)
      if (e.name == seg.name) return Error{child(item("segments", i), "name"), "\"" + seg.name + "\" is used twice"};
    built.push_back(seg);
    builder.addSegment(std::move(seg));
  }
  std::vector<ObserverFrameDef> frames;
  if (const Json* f = find(document, "frames")) {
    if (Status s = readFrames(*f, built, frames); !s) return s.error();
  }
  for (auto& f : frames) builder.addObserverFrame(std::move(f));
  if (const Json* l = find(document, "loads")) {
    if (Status s = readLoads(*l, built, builder); !s) return s.error();
  }
  auto model = builder.build();
  if (!model) return model.error();
  out.model = std::move(*model);

  if (Status s = readMotion(motion, out.model, baseDir, out.motion); !s) return s.error();
  if (const Json* sim = find(document, "simulation")) {
    if (Status s = readSimulation(*sim, out.model, out.simulation); !s) return s.error();
  }
  return out;
}

Result<ModelFile> loadModelText(std::string_view text, const std::string& source, const std::string& baseDir) {
  auto document = parseJsonText(text, source);
  if (!document) return document.error();
  auto file = loadModelJson(*document, baseDir);
  if (!file) return Error{source + ": " + file.error().where, file.error().message};
  return file;
}

Result<ModelFile> loadModelFile(const std::string& path) {
  auto text = readTextFile(path);
  if (!text) return text.error();
  return loadModelText(*text, path, std::filesystem::path(path).parent_path().string());
}

}  // namespace wl
