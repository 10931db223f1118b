#include "io/codecs/JsonWriter.hpp"

#include <algorithm>
#include <array>
#include <string_view>
#include <vector>

namespace wl {
namespace {

using Json = nlohmann::json;

// The order a reader expects the fields in (docs/model-format.md, docs/lesson-format.md): what a thing
// is first, then its parts; fields not listed follow alphabetically.
constexpr std::array<std::string_view, 53> kKeyOrder = {
    "format",     "version",   "id",          "name",       "title",      "label",      "statement", "summary",
    "description", "prompt",   "kind",        "type",       "symbol",     "substituted", "quantity", "path",
    "model",      "overrides", "view",        "parameters", "formulas",   "steps",      "exercises", "checks",
    "parent",     "joint",     "axis",        "axes",       "at",         "orientation", "length",   "direction",
    "mass",       "com",       "inertia",     "points",     "shape",      "duration",   "gravity",   "base",
    "segments",   "chain",     "robot",       "frames",     "loads",      "motion",     "simulation", "text",
    "terms",      "frame",     "about",       "time",       "set"};

int rank(const std::string& key) {
  const auto it = std::find(kKeyOrder.begin(), kKeyOrder.end(), key);
  return it == kKeyOrder.end() ? static_cast<int>(kKeyOrder.size()) : static_cast<int>(it - kKeyOrder.begin());
}

std::vector<std::string> orderedKeys(const Json& object) {
  std::vector<std::string> keys;
  for (auto it = object.begin(); it != object.end(); ++it) keys.push_back(it.key());
  // A strict total order on an object's distinct keys (rank, then name), so std::sort is as stable as
  // needed; std::stable_sort's temporary buffer trips ASan's alloc-dealloc check in GCC 12's libstdc++.
  std::sort(keys.begin(), keys.end(), [](const std::string& a, const std::string& b) {
    const int ra = rank(a), rb = rank(b);
    return ra != rb ? ra < rb : a < b;
  });
  return keys;
}

std::string scalar(const Json& value) {
  // Invalid UTF-8 cannot come from a parsed file; a string built in memory is written with U+FFFD
  // rather than aborting (nlohmann's default would throw, which this build turns into an abort).
  return value.dump(-1, ' ', false, Json::error_handler_t::replace);
}

std::string key(const std::string& k) { return scalar(Json(k)); }

void compact(const Json& value, std::string& out) {
  if (value.is_object()) {
    out += '{';
    bool first = true;
    for (const std::string& k : orderedKeys(value)) {
      if (!first) out += ',';
      first = false;
      out += key(k);
      out += ':';
      compact(value.at(k), out);
    }
    out += '}';
  } else if (value.is_array()) {
    out += '[';
    for (size_t i = 0; i < value.size(); ++i) {
      if (i > 0) out += ',';
      compact(value[i], out);
    }
    out += ']';
  } else {
    out += scalar(value);
  }
}

// One line, with a space after each comma and colon: how a short object reads in the shipped files.
void spaced(const Json& value, std::string& out) {
  if (value.is_object()) {
    out += '{';
    bool first = true;
    for (const std::string& k : orderedKeys(value)) {
      if (!first) out += ", ";
      first = false;
      out += key(k);
      out += ": ";
      spaced(value.at(k), out);
    }
    out += '}';
  } else if (value.is_array()) {
    out += '[';
    for (size_t i = 0; i < value.size(); ++i) {
      if (i > 0) out += ", ";
      spaced(value[i], out);
    }
    out += ']';
  } else {
    out += scalar(value);
  }
}

constexpr size_t kLineWidth = 100;

void pretty(const Json& value, size_t indent, size_t column, std::string& out) {
  std::string line;
  spaced(value, line);
  if (!value.is_structured() || column + line.size() <= kLineWidth || value.empty()) {
    out += line;
    return;
  }
  const std::string inner(indent + 2, ' ');
  if (value.is_object()) {
    out += "{\n";
    const auto keys = orderedKeys(value);
    for (size_t i = 0; i < keys.size(); ++i) {
      out += inner;
      const std::string k = key(keys[i]) + ": ";
      out += k;
      pretty(value.at(keys[i]), indent + 2, inner.size() + k.size(), out);
      out += i + 1 < keys.size() ? ",\n" : "\n";
    }
    out += std::string(indent, ' ') + "}";
    return;
  }
  const bool scalars = std::none_of(value.begin(), value.end(), [](const Json& v) { return v.is_structured(); });
  out += "[\n";
  if (scalars) {
    // A table of numbers (a spline's samples) fills lines instead of taking one line per number.
    size_t used = inner.size();
    out += inner;
    for (size_t i = 0; i < value.size(); ++i) {
      const std::string s = scalar(value[i]) + (i + 1 < value.size() ? "," : "");
      if (used > inner.size() && used + 1 + s.size() > kLineWidth) {
        out += "\n" + inner;
        used = inner.size();
      } else if (used > inner.size()) {
        out += ' ';
        ++used;
      }
      out += s;
      used += s.size();
    }
    out += "\n";
  } else {
    for (size_t i = 0; i < value.size(); ++i) {
      out += inner;
      pretty(value[i], indent + 2, inner.size(), out);
      out += i + 1 < value.size() ? ",\n" : "\n";
    }
  }
  out += std::string(indent, ' ') + "]";
}

}  // namespace

std::string writeJsonText(const Json& value, JsonStyle style) {
  std::string out;
  if (style == JsonStyle::Compact) {
    compact(value, out);
  } else {
    pretty(value, 0, 0, out);
    out += '\n';
  }
  return out;
}

}  // namespace wl
