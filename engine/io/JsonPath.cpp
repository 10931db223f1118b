#include "io/JsonPath.hpp"

#include <cctype>
#include <vector>

#include "io/JsonText.hpp"

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

Result<nlohmann::json> getJsonPath(const nlohmann::json& document, std::string_view path) {
  auto steps = parsePath(path);
  if (!steps) return steps.error();
  const nlohmann::json* node = &document;
  for (size_t i = 0; i < steps->size(); ++i) {
    const Step& s = (*steps)[i];
    if (s.isIndex) {
      if (!node->is_array() || s.index >= node->size())
        return Error{prefix(*steps, i + 1), "does not exist in this model"};
      node = &(*node)[s.index];
    } else {
      if (!node->is_object()) return Error{prefix(*steps, i + 1), "does not exist in this model"};
      auto it = node->find(s.key);
      if (it == node->end()) return Error{prefix(*steps, i + 1), "does not exist in this model"};
      node = &*it;
    }
  }
  return *node;
}

Status setJsonPathValue(nlohmann::json& document, std::string_view path, const nlohmann::json& value, bool createLast) {
  auto steps = parsePath(path);
  if (!steps) return steps.error();
  nlohmann::json* node = &document;
  for (size_t i = 0; i < steps->size(); ++i) {
    const Step& s = (*steps)[i];
    const bool last = i + 1 == steps->size();
    if (s.isIndex) {
      if (!node->is_array() || s.index >= node->size())
        return Error{prefix(*steps, i + 1), "does not exist in this model"};
      node = &(*node)[s.index];
    } else {
      if (!node->is_object()) return Error{prefix(*steps, i + 1), "does not exist in this model"};
      auto it = node->find(s.key);
      if (it == node->end()) {
        if (!(last && createLast)) return Error{prefix(*steps, i + 1), "does not exist in this model"};
        (*node)[s.key] = value;
        return Status::success();
      }
      node = &*it;
    }
  }
  *node = value;
  return Status::success();
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
