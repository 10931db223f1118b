#include "app/editor/EditorLessonEdits.hpp"
#include "app/editor/EditorDocument.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>

#include "app/editor/EditorEdits.hpp"
#include "io/codecs/JsonPath.hpp"
#include "core/NumberText.hpp"

namespace wl::web::editor {
namespace {

using Json = nlohmann::json;

// Longer arrays are tables (a pasted spline, samples), not parameters: a vector has 3, a quaternion 4.
constexpr std::size_t kLongestVaryArray = 4;


std::string varyPointer(const std::string& exercisePointer) { return exercisePointer + "/vary"; }

void collectNumbers(const Json& value, const std::string& path, std::vector<std::string>& out) {
  if (value.is_number()) {
    if (!path.empty()) out.push_back(path);
  } else if (value.is_object()) {
    for (auto it = value.begin(); it != value.end(); ++it) {
      const std::string& key = it.key();
      // A key the path syntax cannot spell is not offered.
      if (key.empty() || key.find_first_of(".[]") != std::string::npos) continue;
      collectNumbers(it.value(), path.empty() ? key : path + "." + key, out);
    }
  } else if (value.is_array() && value.size() <= kLongestVaryArray) {
    for (std::size_t i = 0; i < value.size(); ++i) collectNumbers(value[i], path + "[" + std::to_string(i) + "]", out);
  }
}

// `x` rounded to a multiple of `step` and written as that short decimal (0.1 · 3 is 0.3, not 0.30000000000000004).
double roundedTo(double x, double step, int decimals) {
  char text[64];
  std::snprintf(text, sizeof text, "%.*f", decimals, std::round(x / step) * step);
  double rounded = x;
  parsePlainNumber(text, rounded);  // always a plain number: printf wrote it
  return rounded;
}

}  // namespace

Json withPredictTerms(Json doc, const std::string& stepPointer, const std::vector<std::string>& terms) {
  if (terms.empty()) {
    for (const char* field : {"/predict", "/predict_plane", "/explanation"}) doc = without(std::move(doc), stepPointer + field);
    return doc;
  }
  return withValue(std::move(doc), stepPointer + "/predict", terms);
}

std::vector<std::string> varyPathChoices(const Json& doc) {
  std::vector<std::string> out;
  const Json model = valueAt(doc, "/model");
  if (model.is_object()) collectNumbers(model, "", out);
  // What a lecturer varies most often first: masses, lengths, the motions' numbers, gravity; then the rest.
  const auto rank = [](const std::string& p) {
    const auto endsWith = [&](const char* tail) {
      const std::size_t n = std::char_traits<char>::length(tail);
      return p.size() >= n && p.compare(p.size() - n, n, tail) == 0;
    };
    if (endsWith(".mass")) return 0;
    if (endsWith(".length")) return 1;
    if (p.rfind("motion.", 0) == 0) return 2;
    if (p.rfind("gravity", 0) == 0) return 3;
    return 4;
  };
  // Ranked, then in the model's own order. Sorted by (rank, position) with std::sort rather than
  // std::stable_sort, whose temporary buffer trips ASan's alloc-dealloc check in GCC 12's libstdc++.
  std::vector<std::pair<int, std::size_t>> order;
  order.reserve(out.size());
  for (std::size_t i = 0; i < out.size(); ++i) order.emplace_back(rank(out[i]), i);
  std::sort(order.begin(), order.end());
  std::vector<std::string> ranked;
  ranked.reserve(out.size());
  for (const auto& entry : order) ranked.push_back(std::move(out[entry.second]));
  return ranked;
}

Json suggestedVaryRange(const Json& doc, const std::string& path) {
  auto field = getJsonPath(valueAt(doc, "/model"), path);
  const double v = field && field->is_number() ? field->get<double>() : 0.0;
  if (!std::isfinite(v) || v == 0.0) return Json::array({0, 1, 0.1});
  const double size = std::abs(v);
  // About fifteen steps from half to twice the value, of a round size: 1, 2 or 5 times a power of ten.
  const double target = 1.5 * size / 15.0;
  const double power = std::pow(10.0, std::floor(std::log10(target)));
  double step = power;
  for (double m : {2.0, 5.0, 10.0})
    if (std::abs(std::log(m * power / target)) < std::abs(std::log(step / target))) step = m * power;
  const int decimals = std::max(0, static_cast<int>(-std::floor(std::log10(step) + 1e-9)));
  double low = roundedTo(size / 2.0, step, decimals), high = roundedTo(size * 2.0, step, decimals);
  if (v < 0.0) {  // from twice the value to half of it
    const double lowOfSize = low;
    low = -high;
    high = -lowOfSize;
  }
  return Json::array({low, high, roundedTo(step, step, decimals)});
}

Json withVaryRowAdded(Json doc, const std::string& exercisePointer) {
  const Json vary = valueAt(doc, varyPointer(exercisePointer));
  const auto varied = [&](const std::string& path) { return vary.is_object() && vary.contains(path); };
  const std::vector<std::string> choices = varyPathChoices(doc);
  std::string path;  // the first not varied yet: a mass while there is one
  for (std::size_t i = 0; path.empty() && i < choices.size(); ++i)
    if (!varied(choices[i])) path = choices[i];
  if (path.empty()) return doc;
  Json range = suggestedVaryRange(doc, path);
  return withValue(std::move(doc), varyPointer(exercisePointer) + "/" + escapeToken(path), std::move(range));
}

Json withVaryRowRemoved(Json doc, const std::string& exercisePointer, const std::string& path) {
  doc = without(std::move(doc), varyPointer(exercisePointer) + "/" + escapeToken(path));
  const Json vary = valueAt(doc, varyPointer(exercisePointer));
  if (vary.is_object() && vary.empty()) doc = without(std::move(doc), varyPointer(exercisePointer));
  return doc;
}

Json withVaryPathChanged(Json doc, const std::string& exercisePointer, const std::string& from, const std::string& to) {
  const Json vary = valueAt(doc, varyPointer(exercisePointer));
  if (from == to || !vary.is_object() || !vary.contains(from) || vary.contains(to) || to.empty()) return doc;
  Json range = vary[from];
  doc = without(std::move(doc), varyPointer(exercisePointer) + "/" + escapeToken(from));
  return withValue(std::move(doc), varyPointer(exercisePointer) + "/" + escapeToken(to), std::move(range));
}

Json withVaryBound(Json doc, const std::string& exercisePointer, const std::string& path, int part, Json value) {
  if (part < 0 || part > 2) return doc;
  const std::string at = varyPointer(exercisePointer) + "/" + escapeToken(path);
  Json range = valueAt(doc, at);
  if (!range.is_array() || range.size() != 3) {
    const Json old = range;
    range = Json::array({nullptr, nullptr, nullptr});
    for (std::size_t k = 0; old.is_array() && k < std::min<std::size_t>(3, old.size()); ++k) range[k] = old[k];
  }
  range[static_cast<std::size_t>(part)] = std::move(value);
  return withValue(std::move(doc), at, std::move(range));
}

}  // namespace wl::web::editor
