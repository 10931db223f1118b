#include "io/codecs/JsonPath.hpp"

#include <cctype>
#include <vector>

#include "io/codecs/JsonText.hpp"

namespace wl {
namespace {

struct Step {
  bool isIndex = false;
  std::string key;
  size_t index = 0;
};

Result<std::vector<Step>> parsePath(std::string_view path) {
  std::vector<Step> steps;
  const std::string where(path);
  size_t i = 0;
  if (path.empty()) return Error{"path", "is empty"};
  while (i < path.size()) {
    if (path[i] == '[') {
      const size_t close = path.find(']', i);
      if (close == std::string_view::npos || close == i + 1) return Error{where, "has an unclosed or empty [ ]"};
      size_t index = 0;
      for (size_t k = i + 1; k < close; ++k) {
        if (!std::isdigit(static_cast<unsigned char>(path[k]))) return Error{where, "index must be a whole number"};
        index = index * 10 + static_cast<size_t>(path[k] - '0');
        if (index > 1000000) return Error{where, "index is too large"};
      }
      steps.push_back({true, {}, index});
      i = close + 1;
      if (i < path.size() && path[i] == '.') ++i;
    } else {
      size_t end = i;
      while (end < path.size() && path[end] != '.' && path[end] != '[') ++end;
      if (end == i) return Error{where, "has an empty field name"};
      steps.push_back({false, std::string(path.substr(i, end - i)), 0});
      i = end;
      if (i < path.size() && path[i] == '.') {
        ++i;
        if (i == path.size()) return Error{where, "ends with '.'"};
      }
    }
  }
  return steps;
}

std::string prefix(const std::vector<Step>& steps, size_t count) {
  std::string s;
  for (size_t i = 0; i < count; ++i) {
    if (steps[i].isIndex) s += "[" + std::to_string(steps[i].index) + "]";
    else s += (s.empty() ? "" : ".") + steps[i].key;
  }
  return s;
}

}  // namespace

namespace {

// Follows the first `count` steps from `node` (const or not). Null with `failedAt` set when a step
// does not exist.
template <typename Json>
Json* walk(Json* node, const std::vector<Step>& steps, size_t count, size_t& failedAt) {
  for (size_t i = 0; i < count; ++i) {
    const Step& s = steps[i];
    if (s.isIndex) {
      if (!node->is_array() || s.index >= node->size()) {
        failedAt = i;
        return nullptr;
      }
      node = &(*node)[s.index];
    } else {
      auto it = node->is_object() ? node->find(s.key) : node->end();
      if (!node->is_object() || it == node->end()) {
        failedAt = i;
        return nullptr;
      }
      node = &*it;
    }
  }
  return node;
}

}  // namespace

Result<nlohmann::json> getJsonPath(const nlohmann::json& document, std::string_view path) {
  auto steps = parsePath(path);
  if (!steps) return steps.error();
  size_t failedAt = 0;
  const nlohmann::json* node = walk(&document, *steps, steps->size(), failedAt);
  if (!node) return Error{prefix(*steps, failedAt + 1), "does not exist in this model"};
  return *node;
}

Status setJsonPathValue(nlohmann::json& document, std::string_view path, const nlohmann::json& value, bool createLast) {
  auto steps = parsePath(path);
  if (!steps) return steps.error();
  size_t failedAt = 0;
  nlohmann::json* node = walk(&document, *steps, steps->size(), failedAt);
  if (node) {
    *node = value;
    return Status::success();
  }
  // A new last key is allowed when asked for, inside an existing object.
  const Step& last = steps->back();
  if (createLast && failedAt + 1 == steps->size() && !last.isIndex) {
    nlohmann::json* parent = walk(&document, *steps, steps->size() - 1, failedAt);
    if (parent && parent->is_object()) {
      (*parent)[last.key] = value;
      return Status::success();
    }
  }
  return Error{prefix(*steps, failedAt + 1), "does not exist in this model"};
}

Status setJsonPath(nlohmann::json& document, std::string_view assignment, bool createLast) {
  const size_t eq = assignment.find('=');
  if (eq == std::string_view::npos || eq == 0) return Error{std::string(assignment), "must be PATH=VALUE"};
  const std::string_view path = assignment.substr(0, eq);
  const std::string_view text = assignment.substr(eq + 1);
  if (text.empty()) return Error{std::string(path), "needs a value after '='"};
  nlohmann::json value = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
  if (value.is_discarded()) {
    // A bare word such as rk4 is meant as a string; anything with JSON punctuation is a typo.
    for (char c : text)
      if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == '.'))
        return Error{std::string(path), "value \"" + std::string(text) + "\" is not valid JSON"};
    value = std::string(text);
  }
  return setJsonPathValue(document, path, value, createLast);
}

}  // namespace wl
