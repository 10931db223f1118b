#include "io/formats/TimeFunctionJson.hpp"

#include "numerics/CubicSpline.hpp"

namespace wl {
namespace {

using json::child;
using json::item;
using json::Json;

Result<std::vector<double>> numbers(const Json& value, const std::string& path, size_t maxCount) {
  if (!value.is_array()) return Error{path, "must be an array of numbers, got " + json::show(value)};
  if (value.size() > maxCount) return Error{path, "has more than " + std::to_string(maxCount) + " entries"};
  std::vector<double> out;
  out.reserve(value.size());
  for (size_t i = 0; i < value.size(); ++i) {
    auto v = json::number(value[i], item(path, i));
    if (!v) return v.error();
    out.push_back(*v);
  }
  return out;
}

Status addSinusoid(const Json& s, const std::string& path, TimeFunction& f) {
  if (Status st = json::onlyKeys(s, path, {"amplitude", "rate_amplitude", "omega", "period", "phase"}); !st) return st;
  double omega = 0.0;
  if (const Json* w = json::find(s, "omega")) {
    auto v = json::number(*w, child(path, "omega"));
    if (!v) return v.error();
    omega = *v;
  } else if (const Json* T = json::find(s, "period")) {
    auto v = json::positive(*T, child(path, "period"));
    if (!v) return v.error();
    omega = 2.0 * kPi / *v;
  } else {
    return Error{path, "needs \"omega\" (rad/s) or \"period\" (s)"};
  }
  double phase = 0.0;
  if (const Json* p = json::find(s, "phase")) {
    auto v = json::number(*p, child(path, "phase"));
    if (!v) return v.error();
    phase = *v;
  }
  if (json::find(s, "amplitude") && json::find(s, "rate_amplitude"))
    return Error{path, "give \"amplitude\" (of the value) or \"rate_amplitude\" (of its rate), not both: they describe "
                       "different sinusoids"};
  if (const Json* a = json::find(s, "amplitude")) {
    auto v = json::number(*a, child(path, "amplitude"));
    if (!v) return v.error();
    f.add(SinusoidTerm{*v, omega, phase});
  } else if (const Json* r = json::find(s, "rate_amplitude")) {
    // The rate oscillates as A sin(ωt + φ): the angle is −(A/ω) cos(ωt + φ) = (A/ω) sin(ωt + φ − π/2).
    auto v = json::number(*r, child(path, "rate_amplitude"));
    if (!v) return v.error();
    if (omega == 0.0) return Error{child(path, "omega"), "must not be 0 with rate_amplitude"};
    f.add(SinusoidTerm{*v / omega, omega, phase - kPi / 2});
  } else {
    return Error{path, "needs \"amplitude\" or \"rate_amplitude\""};
  }
  return Status::success();
}

}  // namespace

Result<TimeFunction> timeFunctionFromJson(const Json& value, const std::string& path) {
  if (value.is_number() || value.is_string()) {
    auto v = json::number(value, path);
    if (!v) return v.error();
    return TimeFunction::constant(*v);
  }
  if (Status s = json::onlyKeys(value, path, {"constant", "polynomial", "rate", "period", "start", "sinusoids",
                                              "rate_pieces", "spline", "sum"});
      !s)
    return s.error();
  TimeFunction f;
  double start = 0.0;
  if (const Json* s = json::find(value, "start")) {
    auto v = json::number(*s, child(path, "start"));
    if (!v) return v.error();
    start = *v;
  }
  const Json* rate = json::find(value, "rate");
  const Json* period = json::find(value, "period");
  if (rate && period) return Error{path, "give \"rate\" or \"period\", not both"};
  if (rate) {
    auto v = json::number(*rate, child(path, "rate"));
    if (!v) return v.error();
    f += TimeFunction::constantRate(start, *v);
  } else if (period) {
    auto v = json::positive(*period, child(path, "period"));
    if (!v) return v.error();
    f += TimeFunction::constantRate(start, 2.0 * kPi / *v);
  } else if (start != 0.0) {
    f += TimeFunction::constant(start);
  }
  if (const Json* c = json::find(value, "constant")) {
    auto v = json::number(*c, child(path, "constant"));
    if (!v) return v.error();
    f += TimeFunction::constant(*v);
  }
  if (const Json* p = json::find(value, "polynomial")) {
    auto c = numbers(*p, child(path, "polynomial"), 16);
    if (!c) return c.error();
    f += TimeFunction::polynomial(*c);
  }
  if (const Json* s = json::find(value, "sinusoids")) {
    if (!s->is_array()) return Error{child(path, "sinusoids"), "must be an array"};
    for (size_t i = 0; i < s->size(); ++i)
      if (Status st = addSinusoid((*s)[i], item(child(path, "sinusoids"), i), f); !st) return st.error();
  }
  if (const Json* r = json::find(value, "rate_pieces")) {
    const std::string rp = child(path, "rate_pieces");
    if (Status st = json::onlyKeys(*r, rp, {"pieces", "ramp", "repeat"}); !st) return st.error();
    RatePiecesTerm term;
    const Json* pieces = json::find(*r, "pieces");
    if (!pieces || !pieces->is_array() || pieces->empty() || pieces->size() > 1000)
      return Error{child(rp, "pieces"), "must be a non-empty array of {\"duration\", \"rate\"}"};
    for (size_t i = 0; i < pieces->size(); ++i) {
      const std::string pp = item(child(rp, "pieces"), i);
      if (Status st = json::onlyKeys((*pieces)[i], pp, {"duration", "rate"}); !st) return st.error();
      const Json* d = json::find((*pieces)[i], "duration");
      const Json* w = json::find((*pieces)[i], "rate");
      if (!d || !w) return Error{pp, "needs \"duration\" and \"rate\""};
      auto dv = json::positive(*d, child(pp, "duration"));
      if (!dv) return dv.error();
      auto wv = json::number(*w, child(pp, "rate"));
      if (!wv) return wv.error();
      term.pieces.push_back({*dv, *wv});
    }
    if (const Json* ramp = json::find(*r, "ramp")) {
      auto v = json::positive(*ramp, child(rp, "ramp"));
      if (!v) return v.error();
      term.rampTime = *v;
    }
    for (size_t i = 0; i < term.pieces.size(); ++i)
      if (term.rampTime > term.pieces[i].duration)
        return Error{child(rp, "ramp"), "must not be longer than a piece (pieces[" + std::to_string(i) + "])"};
    if (const Json* rep = json::find(*r, "repeat")) {
      auto v = json::boolean(*rep, child(rp, "repeat"));
      if (!v) return v.error();
      term.repeat = *v;
    }
    f += TimeFunction::ratePieces(std::move(term));
  }
  if (const Json* s = json::find(value, "spline")) {
    const std::string sp = child(path, "spline");
    if (Status st = json::onlyKeys(*s, sp, {"t", "value"}); !st) return st.error();
    const Json* t = json::find(*s, "t");
    const Json* v = json::find(*s, "value");
    if (!t || !v) return Error{sp, "needs \"t\" and \"value\" arrays"};
    auto tv = numbers(*t, child(sp, "t"), 1000000);
    if (!tv) return tv.error();
    auto vv = numbers(*v, child(sp, "value"), 1000000);
    if (!vv) return vv.error();
    if (tv->size() != vv->size()) return Error{sp, "\"t\" and \"value\" must have the same length"};
    auto spline = CubicSpline::fit(*tv, *vv);
    if (!spline) return Error{child(sp, spline.error().where), spline.error().message};
    f += TimeFunction::spline(std::make_shared<const CubicSpline>(std::move(*spline)));
  }
  if (const Json* s = json::find(value, "sum")) {
    if (!s->is_array()) return Error{child(path, "sum"), "must be an array of functions"};
    for (size_t i = 0; i < s->size(); ++i) {
      auto g = timeFunctionFromJson((*s)[i], item(child(path, "sum"), i));
      if (!g) return g;
      f += *g;
    }
  }
  return f;
}

Result<VectorFunction> vectorFunctionFromJson(const Json& value, const std::string& path) {
  if (!value.is_array() || value.size() != 3) return Error{path, "must be [x, y, z] (numbers or functions)"};
  VectorFunction out;
  TimeFunction* parts[3] = {&out.x, &out.y, &out.z};
  for (size_t i = 0; i < 3; ++i) {
    auto f = timeFunctionFromJson(value[i], item(path, i));
    if (!f) return f.error();
    *parts[i] = std::move(*f);
  }
  return out;
}

}  // namespace wl
