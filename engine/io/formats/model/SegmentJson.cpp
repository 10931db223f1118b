// One entry of "segments": name, parent, joint, length, direction, mass, COM, inertia and named points.
#include "io/formats/model/ModelJsonSections.hpp"

#include <algorithm>

namespace wl::model_json {

namespace {


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
  // A uniform rod's inertia, m L²/12 about every axis across it, is its inertia about its own middle: with
  // the COM put elsewhere the pair would describe no body, so a rod needs its COM at the middle.
  const Mat3 rod = Inertia::uniformRod(mass, length, direction).I_C;
  const bool comAtMiddle = (com - 0.5 * length * direction).norm() <= 1e-9 * std::max(length, 1.0);
  const std::string offCentre = "a uniform rod has its centre of mass at its middle (com 0.5); with \"com\" elsewhere "
                                "give the inertia: \"point\", {\"about_com\": …} or {\"principal\": …}";
  if (!spec) {
    if (!(length > 0.0)) return Inertia::pointMass(mass, com);
    if (!comAtMiddle) return Error{path, "is required here: " + offCentre};
    return Inertia::general(mass, com, rod);
  }
  if (spec->is_string()) {
    const std::string kind = spec->get<std::string>();
    if (kind == "point") return Inertia::pointMass(mass, com);
    if (kind == "rod") {
      if (!comAtMiddle) return Error{path, offCentre};
      return Inertia::general(mass, com, rod);
    }
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

// "shape": "disc", or {"kind": "disc", "radius": 0.3, "normal": [0, 0, 1]} (box and foot: "width").
// Only names and shapes are read here; the sizes' rule (> 0, or 0 for the default) is the builder's.
Status readShape(const Json& spec, const std::string& path, SegmentShape& out) {
  const auto kindFrom = [&](const Json& v, const std::string& at) -> Status {
    const std::string kinds = "must be \"rod\", \"disc\", \"box\", \"sphere\" or \"foot\", got ";
    if (!v.is_string()) return Error{at, kinds + json::show(v)};
    const std::string k = v.get<std::string>();
    for (ShapeKind kind : {ShapeKind::Rod, ShapeKind::Disc, ShapeKind::Box, ShapeKind::Sphere, ShapeKind::Foot})
      if (k == shapeKindName(kind)) {
        out.kind = kind;
        return Status::success();
      }
    return Error{at, kinds + json::show(v)};
  };
  if (spec.is_string()) return kindFrom(spec, path);
  if (!spec.is_object()) return Error{path, "must be a shape name or {\"kind\": …}, got " + json::show(spec)};
  if (Status s = json::onlyKeys(spec, path, {"kind", "radius", "width", "normal"}); !s) return s;
  const Json* kind = find(spec, "kind");
  if (!kind) return Error{child(path, "kind"), "is required"};
  if (Status s = kindFrom(*kind, child(path, "kind")); !s) return s;
  const bool round = out.kind == ShapeKind::Disc || out.kind == ShapeKind::Sphere;
  const bool flat = out.kind == ShapeKind::Box || out.kind == ShapeKind::Foot;
  if (const Json* r = find(spec, "radius")) {
    if (!round) return Error{child(path, "radius"), "belongs to a disc or a sphere"};
    auto v = json::number(*r, child(path, "radius"));
    if (!v) return v.error();
    out.radius = *v;
  }
  if (const Json* w = find(spec, "width")) {
    if (!flat) return Error{child(path, "width"), "belongs to a box or a foot"};
    auto v = json::number(*w, child(path, "width"));
    if (!v) return v.error();
    out.width = *v;
  }
  if (const Json* n = find(spec, "normal")) {
    if (out.kind != ShapeKind::Disc) return Error{child(path, "normal"), "belongs to a disc"};
    auto v = json::unitVec3(*n, child(path, "normal"));
    if (!v) return v.error();
    out.normal_B = *v;
  }
  return Status::success();
}

}  // namespace

Status readSegment(const Json& s, const std::string& path, int index, const std::vector<Segment>& earlier,
                   Segment& out) {
  if (Status st = json::onlyKeys(s, path, {"name", "parent", "joint", "length", "direction", "mass", "com", "inertia",
                                          "points", "description", "shape"});
      !st)
    return st;
  const Json* name = find(s, "name");
  if (!name) return Error{child(path, "name"), "is required"};
  auto n = json::text(*name, child(path, "name"));
  if (!n) return n.error();
  out.name = *n;  // the builder checks what a name may contain

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
  auto L = json::number(*length, child(path, "length"));  // ≥ 0: the builder's rule
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
  auto m = json::number(*mass, child(path, "mass"));  // ≥ 0: the builder's rule (Inertia::validate)
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

  out.shape = SegmentShape{};
  if (const Json* shape = find(s, "shape"))
    if (Status st = readShape(*shape, child(path, "shape"), out.shape); !st) return st;

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

}  // namespace wl::model_json
