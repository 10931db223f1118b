// The "simulation" section: initial state, torques (open loop and PID), integrator and step.
#include "io/formats/model/ModelJsonSections.hpp"

namespace wl::model_json {

namespace {

Status perCoordinate(const Json* v, const std::string& path, const Model& model, VecX& out) {
  out = VecX::Zero(model.nq());
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
    auto k = segmentByName(*of, child(path, "of"), model.segments());
    if (!k) return k.error();
    pid.measure = PidController::Measure::SegmentAngle;
    pid.measured = *k;
  } else {
    return Error{child(path, "measure"), "must be \"coordinate\" or \"segment_angle\""};
  }
  return Status::success();
}

}  // namespace

Status readSimulation(const Json& s, const Model& model, SimulationSpec& out) {
  if (Status st = json::onlyKeys(s, "simulation", {"q0", "qd0", "torques", "integrator", "dt", "duration", "rtol", "atol"}); !st)
    return st;
  out.enabled = true;
  if (Status st = perCoordinate(find(s, "q0"), "simulation.q0", model, out.q0); !st) return st;
  if (Status st = perCoordinate(find(s, "qd0"), "simulation.qd0", model, out.qd0); !st) return st;
  out.torques.assign(static_cast<size_t>(model.nq()), TorqueSource{});
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
      auto x = json::number(*v, child("simulation", f.key));  // > 0: Simulator::create's rule
      if (!x) return x.error();
      *f.target = *x;
    }
  return Status::success();
}

}  // namespace wl::model_json
