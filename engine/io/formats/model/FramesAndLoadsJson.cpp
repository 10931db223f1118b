// The "frames", "loads" and "base" sections: observer frames, external loads and the base's prescribed motion.
#include "io/formats/model/ModelJsonSections.hpp"

namespace wl::model_json {

namespace {


Result<FrameId> frameByName(const std::string& name, const std::vector<Segment>& segments,
                            const std::vector<ObserverFrameDef>& frames, const std::string& path) {
  if (name == "world") return kWorldFrame;
  if (name == "base") return kBaseFrame;
  for (size_t k = 0; k < segments.size(); ++k)
    if (segments[k].name == name) return kFirstSegmentFrame + static_cast<FrameId>(k);
  for (size_t k = 0; k < frames.size(); ++k)
    if (frames[k].name == name) return kFirstSegmentFrame + static_cast<FrameId>(segments.size() + k);
  return Error{path, "unknown frame \"" + name + "\" (world, base, a segment or an earlier frame)"};
}

}  // namespace

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
        else if (*s == "segment") load.frame = kFirstSegmentFrame + static_cast<FrameId>(*si);
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
      auto kv = json::number(*k, child(path, "stiffness"));  // ≥ 0: the builder's rule
      if (!kv) return kv.error();
      load.anchor_W = *a;
      load.stiffness = *kv;
      if (const Json* r = find(l, "rest_length")) {
        auto rv = json::number(*r, child(path, "rest_length"));
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

}  // namespace wl::model_json
