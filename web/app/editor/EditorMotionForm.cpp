#include "app/editor/EditorMotionForm.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>

#include "io/formats/TimeFunctionJson.hpp"
#include "model/Motion.hpp"
#include "model/State.hpp"

namespace wl::web::editor {
namespace {

using Json = nlohmann::json;

// The keys a part owns in the function's object ("start" belongs to a rate or a period).
std::vector<const char*> partKeys(MotionPart part) {
  switch (part) {
    case MotionPart::Rate: return {"rate", "start"};
    case MotionPart::Period: return {"period", "start"};
    default: return {motionPartKey(part)};
  }
}

}  // namespace

const char* motionPartKey(MotionPart part) {
  switch (part) {
    case MotionPart::Constant: return "constant";
    case MotionPart::Rate: return "rate";
    case MotionPart::Period: return "period";
    case MotionPart::Polynomial: return "polynomial";
    case MotionPart::Sinusoids: return "sinusoids";
    case MotionPart::RatePieces: return "rate_pieces";
    case MotionPart::Spline: return "spline";
    case MotionPart::Sum: return "sum";
  }
  return "";
}

const char* motionPartName(MotionPart part) { return part == MotionPart::RatePieces ? "rate pieces" : motionPartKey(part); }

std::vector<MotionPart> motionParts(const Json& f) {
  if (f.is_number()) return {MotionPart::Constant};
  std::vector<MotionPart> parts;
  if (!f.is_object()) return parts;
  for (MotionPart p : kMotionParts)
    if (f.contains(motionPartKey(p))) parts.push_back(p);
  // A start alone is an offset: the constant's row shows it.
  const bool startAlone = f.contains("start") && !f.contains("rate") && !f.contains("period");
  if (startAlone && std::find(parts.begin(), parts.end(), MotionPart::Constant) == parts.end()) parts.insert(parts.begin(), MotionPart::Constant);
  return parts;
}

Json motionExample(MotionPart part) {
  switch (part) {
    case MotionPart::Constant: return 0.0;
    case MotionPart::Rate: return {{"start", 0.0}, {"rate", 1.0}};
    case MotionPart::Period: return {{"period", 6.283185307179586}};
    case MotionPart::Polynomial: return {{"polynomial", {0.0, 0.0, 0.5}}};
    case MotionPart::Sinusoids: return {{"sinusoids", Json::array({{{"amplitude", 0.5}, {"period", 2.0}, {"phase", 0.0}}})}};
    case MotionPart::RatePieces:
      return {{"rate_pieces", {{"pieces", Json::array({{{"duration", 1.0}, {"rate", 1.0}}, {{"duration", 1.0}, {"rate", 0.0}}})},
                               {"ramp", 0.1},
                               {"repeat", true}}}};
    case MotionPart::Spline: return {{"spline", {{"t", {0.0, 1.0, 2.0}}, {"value", {0.0, 1.0, 0.0}}}}};
    case MotionPart::Sum: return {{"sum", Json::array({0.0})}};
  }
  return 0.0;
}

Json withMotionPart(Json f, MotionPart part) {
  if (f.is_null()) return motionExample(part);
  if (f.is_number() || f.is_string()) f = Json{{"constant", f}};
  if (!f.is_object()) return f;
  const std::vector<MotionPart> have = motionParts(f);
  if (std::find(have.begin(), have.end(), part) != have.end()) return f;
  // The format takes a rate or a period, not both: one turn per period is a rate.
  if ((part == MotionPart::Rate && f.contains("period")) || (part == MotionPart::Period && f.contains("rate"))) return f;
  if (part == MotionPart::Constant) {
    f["constant"] = 0.0;
    return f;
  }
  const Json example = motionExample(part);
  for (auto it = example.begin(); it != example.end(); ++it)
    if (!f.contains(it.key())) f[it.key()] = it.value();
  return f;
}

Json withoutMotionPart(Json f, MotionPart part) {
  if (!f.is_object()) return part == MotionPart::Constant ? Json(0.0) : f;
  for (const char* key : partKeys(part)) f.erase(key);
  if (part == MotionPart::Constant && !f.contains("rate") && !f.contains("period")) f.erase("start");
  if (f.empty()) return 0.0;
  if (f.size() == 1 && f.contains("constant") && f["constant"].is_number()) return f["constant"];
  return f;
}

bool tableToSpline(const std::string& table, Json& spline) {
  std::istringstream lines(table);
  std::string line;
  Json t = Json::array(), value = Json::array();
  while (std::getline(lines, line)) {
    for (char& ch : line)
      if (ch == ',' || ch == ';' || ch == '\t') ch = ' ';
    std::istringstream fields(line);
    double a = 0.0, b = 0.0;
    if (!(fields >> a >> b)) continue;  // a header or an empty line
    t.push_back(a);
    value.push_back(b);
  }
  if (t.size() < 2) return false;
  spline = {{"spline", {{"t", t}, {"value", value}}}};
  return true;
}

Result<MotionSamples> sampleMotion(const Json& function, double duration, double speed, int count) {
  auto f = timeFunctionFromJson(function.is_null() ? Json(0.0) : function, "motion");
  if (!f) return f.error();
  Motion motion;
  motion.coordinates.push_back(std::move(*f));
  motion.speed = speed;
  State state;
  state.q = state.qd = state.qdd = VecX::Zero(1);
  MotionSamples out;
  count = std::max(1, count);
  for (int k = 0; k <= count; ++k) {
    const double t = duration * k / count;
    motion.sample(t, state);
    out.t.push_back(t);
    out.q.push_back(state.q(0));
    out.qd.push_back(state.qd(0));
    out.qdd.push_back(state.qdd(0));
  }
  return out;
}

std::vector<double> axisTicks(double lo, double hi, int most) {
  if (!std::isfinite(lo) || !std::isfinite(hi)) return {};
  if (hi < lo) std::swap(lo, hi);
  if (hi - lo <= 1e-12 * std::max(1.0, std::abs(hi))) return {lo};
  most = std::max(2, most);
  const auto ticksOf = [&](double step) {
    std::vector<double> ticks;
    for (double k = std::ceil(lo / step - 1e-9); k * step <= hi + 1e-9 * step; k += 1.0) {
      const double v = k * step;
      ticks.push_back(std::abs(v) < 1e-12 * step ? 0.0 : v);
    }
    return ticks;
  };
  // The round steps from a tenth of the span's decade up: the first that gives at most `most` ticks,
  // unless that leaves fewer than two (a step as long as the span): then the one before it.
  const double power = std::pow(10.0, std::floor(std::log10(hi - lo)) - 1.0);
  std::vector<double> previous;
  for (int decade = 0; decade < 4; ++decade)
    for (double m : {1.0, 2.0, 5.0}) {
      std::vector<double> ticks = ticksOf(m * power * std::pow(10.0, decade));
      if (static_cast<int>(ticks.size()) <= most) return ticks.size() >= 2 || previous.empty() ? ticks : previous;
      previous = std::move(ticks);
    }
  return previous;
}

}  // namespace wl::web::editor
