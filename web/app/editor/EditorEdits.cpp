#include "app/editor/EditorEdits.hpp"

#include <algorithm>
#include <cctype>

#include "core/Types.hpp"

namespace wl::web::editor {
namespace {

using Json = nlohmann::json;

std::vector<std::string> tokens(const std::string& pointer) {
  std::vector<std::string> out;
  if (pointer.empty() || pointer[0] != '/') return out;
  std::string t;
  for (std::size_t i = 1; i <= pointer.size(); ++i) {
    if (i == pointer.size() || pointer[i] == '/') {
      out.push_back(t);
      t.clear();
    } else if (pointer[i] == '~' && i + 1 < pointer.size()) {
      t += pointer[i + 1] == '1' ? '/' : '~';
      ++i;
    } else {
      t += pointer[i];
    }
  }
  return out;
}

bool isIndex(const std::string& t) { return !t.empty() && t.size() < 9 && std::all_of(t.begin(), t.end(), ::isdigit); }

const Json* find(const Json& doc, const std::string& pointer) {
  const Json* at = &doc;
  for (const std::string& t : tokens(pointer)) {
    if (at->is_object()) {
      auto it = at->find(t);
      if (it == at->end()) return nullptr;
      at = &*it;
    } else if (at->is_array() && isIndex(t) && std::stoul(t) < at->size()) {
      at = &(*at)[std::stoul(t)];
    } else {
      return nullptr;
    }
  }
  return at;
}

Json* findOrMake(Json& doc, const std::string& pointer) {
  Json* at = &doc;
  for (const std::string& t : tokens(pointer)) {
    if (at->is_null()) *at = Json::object();
    if (at->is_object()) {
      at = &(*at)[t];
    } else if (at->is_array() && isIndex(t) && std::stoul(t) < at->size()) {
      at = &(*at)[std::stoul(t)];
    } else {
      return nullptr;
    }
  }
  return at;
}

const Json& segmentsOf(const Json& doc) {
  static const Json none = Json::array();
  const Json* s = find(doc, "/model/segments");
  return s && s->is_array() ? *s : none;
}

std::string text(const Json& j, const char* key) {
  auto it = j.is_object() ? j.find(key) : j.end();
  return j.is_object() && it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
}

}  // namespace

Json newLessonDocument(const NewLessonWords& words) {
  // A pendulum: what a lecturer can see move, take apart and grow (Add segment continues it downwards).
  const Json pendulum = {{"name", "segment1"},
                         {"joint", {{"name", "joint1"}, {"type", "revolute"}, {"axis", {0.0, 0.0, 1.0}}}},
                         {"length", 1.0},
                         {"direction", {0.0, -1.0, 0.0}},
                         {"mass", 1.0},
                         {"inertia", "rod"}};
  return {{"format", "wrenchlab-lesson"},
          {"version", kLessonFormatVersion},
          {"id", "my-lesson"},
          {"title", words.title},
          {"model",
           {{"format", "wrenchlab-model"}, {"version", 1}, {"name", words.model}, {"duration", 4.0},
            {"gravity", {0.0, -9.81, 0.0}}, {"segments", Json::array({pendulum})},
            {"motion", {{"joint1", {{"sinusoids", Json::array({{{"amplitude", 0.5}, {"period", 2.0}}})}}}}}}},
          {"steps", Json::array({{{"title", words.stepTitle}, {"text", words.stepText}, {"time", "play"}}})}};
}

Json documentFromLesson(const Lesson& lesson) { return lessonToJson(lesson, lesson.modelPath); }

std::string segmentPointer(int index) { return "/model/segments/" + std::to_string(index); }

std::vector<std::string> segmentNames(const Json& doc) {
  std::vector<std::string> names;
  for (const Json& s : segmentsOf(doc)) names.push_back(text(s, "name"));
  return names;
}

int segmentParent(const Json& doc, int index) {
  const Json& segments = segmentsOf(doc);
  if (index < 0 || index >= static_cast<int>(segments.size())) return -1;
  const Json& s = segments[static_cast<std::size_t>(index)];
  if (!s.is_object() || !s.contains("parent")) return index - 1;  // the format's default: a chain
  const std::string parent = text(s, "parent");
  for (int i = 0; i < index; ++i)
    if (text(segments[static_cast<std::size_t>(i)], "name") == parent) return i;
  return -1;
}

int segmentDepth(const Json& doc, int index) {
  int depth = 0;
  for (int p = segmentParent(doc, index); p >= 0 && depth < 1000; p = segmentParent(doc, p)) ++depth;
  return depth;
}

Json valueAt(const Json& doc, const std::string& pointer) {
  const Json* v = find(doc, pointer);
  return v ? *v : Json();
}

Json withValue(Json doc, const std::string& pointer, Json value) {
  Json copy = doc;
  if (Json* at = findOrMake(copy, pointer)) {
    *at = std::move(value);
    return copy;
  }
  return doc;
}

Json without(Json doc, const std::string& pointer) {
  auto t = tokens(pointer);
  if (t.empty()) return doc;
  const std::string last = t.back();
  const std::string parentPointer = pointer.substr(0, pointer.rfind('/'));
  Json copy = doc;
  Json* parent = findOrMake(copy, parentPointer);
  if (!parent) return doc;
  if (parent->is_object()) parent->erase(last);
  else if (parent->is_array() && isIndex(last) && std::stoul(last) < parent->size()) parent->erase(std::stoul(last));
  else return doc;
  return copy;
}

Json withAppended(Json doc, const std::string& pointer, Json item) {
  Json copy = doc;
  Json* at = findOrMake(copy, pointer);
  if (!at) return doc;
  if (at->is_null()) *at = Json::array();
  if (!at->is_array()) return doc;
  at->push_back(std::move(item));
  return copy;
}

Json withSwapped(Json doc, const std::string& pointer, int index, int delta) {
  Json* at = findOrMake(doc, pointer);
  if (!at || !at->is_array()) return doc;
  const int other = index + delta;
  if (index < 0 || other < 0 || index >= static_cast<int>(at->size()) || other >= static_cast<int>(at->size())) return doc;
  std::swap((*at)[static_cast<std::size_t>(index)], (*at)[static_cast<std::size_t>(other)]);
  return doc;
}

namespace {

// Each translation's twin of a lesson list that has one (an array: a translation may leave it out).
template <class Edit>
Json inTranslations(Json doc, const std::string& list, Edit edit) {
  const Json translations = valueAt(doc, "/translations");
  if (!translations.is_object()) return doc;
  for (auto it = translations.begin(); it != translations.end(); ++it) {
    const std::string pointer = "/translations/" + it.key() + "/" + list;  // language tags need no escapes
    if (valueAt(doc, pointer).is_array()) doc = edit(std::move(doc), pointer);
  }
  return doc;
}

}  // namespace

Json withListAppended(Json doc, const std::string& list, Json item) {
  doc = withAppended(std::move(doc), "/" + list, std::move(item));
  return inTranslations(std::move(doc), list, [](Json d, const std::string& p) { return withAppended(std::move(d), p, Json::object()); });
}

Json withListRemoved(Json doc, const std::string& list, int index) {
  doc = without(std::move(doc), "/" + list + "/" + std::to_string(index));
  return inTranslations(std::move(doc), list,
                        [index](Json d, const std::string& p) { return without(std::move(d), p + "/" + std::to_string(index)); });
}

Json withListSwapped(Json doc, const std::string& list, int index, int delta) {
  doc = withSwapped(std::move(doc), "/" + list, index, delta);
  return inTranslations(std::move(doc), list, [=](Json d, const std::string& p) { return withSwapped(std::move(d), p, index, delta); });
}

Json newSegmentDirection(const Json& doc, int parent) {
  const auto vector = [](const Json& v, Vec3& out) {
    if (!v.is_array() || v.size() != 3) return false;
    for (std::size_t k = 0; k < 3; ++k) {
      if (!v[k].is_number()) return false;
      out(static_cast<Eigen::Index>(k)) = v[k].get<double>();
    }
    return out.allFinite() && out.norm() > 1e-12;
  };
  Vec3 d = Vec3::UnitX();  // the format's default direction
  if (parent >= 0) {
    const Json given = valueAt(doc, segmentPointer(parent) + "/direction");
    if (!vector(given, d)) d = Vec3::UnitX();
  } else {
    const Json gravity = valueAt(doc, "/model/gravity");
    Vec3 g(0.0, -9.81, 0.0);  // the format's default gravity
    if (gravity.is_null() || vector(gravity, g)) d = g;
  }
  d.normalize();
  return Json::array({d.x() + 0.0, d.y() + 0.0, d.z() + 0.0});  // + 0.0: no "-0" in the file
}

Json withNewSegment(Json doc, int parent, std::string& name) {
  const auto names = segmentNames(doc);
  const auto used = [&](const std::string& n) {
    if (std::find(names.begin(), names.end(), n) != names.end()) return true;
    for (const Json& s : segmentsOf(doc))
      if (s.is_object() && s.contains("joint") && text(s["joint"], "name") == n) return true;
    return false;
  };
  int k = 1;
  while (used("segment" + std::to_string(k)) || used("joint" + std::to_string(k))) ++k;
  name = "segment" + std::to_string(k);
  const bool onParent = parent >= 0 && parent < static_cast<int>(names.size());
  const std::string parentName = onParent ? names[static_cast<std::size_t>(parent)] : "base";
  Json segment = {{"name", name},
                  {"parent", parentName},
                  {"joint", {{"name", "joint" + std::to_string(k)}, {"type", "revolute"}, {"axis", {0.0, 0.0, 1.0}}}},
                  {"length", 1.0},
                  {"direction", newSegmentDirection(doc, onParent ? parent : -1)},
                  {"mass", 1.0},
                  {"inertia", "rod"}};
  return withAppended(std::move(doc), "/model/segments", std::move(segment));
}

std::vector<std::string> jointCoordinates(const Json& segment, const std::string& segmentName) {
  const Json joint = segment.is_object() && segment.contains("joint") ? segment["joint"] : Json::object();
  std::string name = text(joint, "name");
  if (name.empty()) name = segmentName;
  if (joint.is_object() && joint.contains("coordinates") && joint["coordinates"].is_array()) {
    std::vector<std::string> out;
    for (const Json& c : joint["coordinates"])
      if (c.is_string()) out.push_back(c.get<std::string>());
    return out;
  }
  const std::string type = joint.is_object() && joint.contains("type") && joint["type"].is_string() ? joint["type"].get<std::string>() : "revolute";
  if (type == "fixed") return {};
  if (type == "spherical") return {name + "_x", name + "_y", name + "_z"};
  if (type == "planar") return {name + "_x", name + "_y", name + "_angle"};
  return {name};
}

Json withoutSegment(Json doc, int index) {
  const auto names = segmentNames(doc);
  if (index < 0 || index >= static_cast<int>(names.size()) || !segmentsOf(doc)[static_cast<std::size_t>(index)].is_object()) return doc;
  const std::string name = names[static_cast<std::size_t>(index)];
  const int parent = segmentParent(doc, index);
  const std::string parentName = parent >= 0 ? names[static_cast<std::size_t>(parent)] : "base";
  Json& segments = doc["model"]["segments"];
  const auto coordinates = jointCoordinates(segments[static_cast<std::size_t>(index)], name);
  for (std::size_t i = static_cast<std::size_t>(index) + 1; i < segments.size(); ++i)
    if (segments[i].is_object() && segmentParent(doc, static_cast<int>(i)) == index) segments[i]["parent"] = parentName;
  segments.erase(static_cast<std::size_t>(index));
  Json& model = doc["model"];  // an object: segmentsOf found the segments in it
  if (model.contains("loads") && model["loads"].is_array()) {
    Json kept = Json::array();
    for (const Json& l : model["loads"])
      if (text(l, "segment") != name) kept.push_back(l);
    model["loads"] = kept;
  }
  if (model.contains("motion") && model["motion"].is_object())
    for (const auto& c : coordinates) model["motion"].erase(c);
  if (doc.contains("steps") && doc["steps"].is_array())
    for (Json& step : doc["steps"])
      if (step.is_object() && step.contains("segments") && step["segments"].is_array()) {
        Json kept = Json::array();
        for (const Json& s : step["segments"])
          if (!(s.is_string() && s.get<std::string>() == name)) kept.push_back(s);
        step["segments"] = kept;
      }
  return doc;
}

std::string pointerFromPath(const std::string& path) {
  // "model.segments[2].mass" → "/model/segments/2/mass"; a key with dots (a "set" path) cannot be told
  // apart, so such paths name their object instead.
  std::string out;
  std::string token;
  auto flush = [&]() {
    if (token.empty()) return;
    std::string escaped;
    for (char c : token) escaped += c == '~' ? std::string("~0") : c == '/' ? std::string("~1") : std::string(1, c);
    out += "/" + escaped;
    token.clear();
  };
  for (std::size_t i = 0; i < path.size(); ++i) {
    const char c = path[i];
    if (c == '.') {
      flush();
    } else if (c == '[') {
      flush();
      const std::size_t close = path.find(']', i);
      if (close == std::string::npos) return "";
      const std::string index = path.substr(i + 1, close - i - 1);
      if (!isIndex(index)) return "";
      out += "/" + index;
      i = close;
    } else if (c == ' ' || c == ':') {
      return "";
    } else {
      token += c;
    }
  }
  flush();
  return out;
}

std::string pathFromPointer(const std::string& pointer) {
  std::string out;
  for (const std::string& t : tokens(pointer)) {
    if (isIndex(t)) out += "[" + t + "]";
    else out += (out.empty() ? "" : ".") + t;
  }
  return out;
}

}  // namespace wl::web::editor
