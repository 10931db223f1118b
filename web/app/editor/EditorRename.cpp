#include "app/editor/EditorRename.hpp"

#include <algorithm>
#include <cctype>
#include <map>

#include "app/editor/EditorEdits.hpp"

namespace wl::web::editor {
namespace {

using Json = nlohmann::json;

std::string text(const Json& j, const char* key) {
  if (!j.is_object()) return {};
  auto it = j.find(key);
  return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
}

bool isArray(const Json& j, const char* key) { return j.is_object() && j.contains(key) && j[key].is_array(); }
bool isObject(const Json& j, const char* key) { return j.is_object() && j.contains(key) && j[key].is_object(); }

// --- segments --------------------------------------------------------------------------------------

// "rod" → "arm", "rod.proximal" → "arm.proximal", "rod@rod.proximal" → "arm@arm.proximal".
std::string renamedReference(const std::string& s, const std::string& from, const std::string& to) {
  std::string out;
  std::size_t start = 0;
  while (true) {
    const std::size_t at = s.find('@', start);
    const std::string part = s.substr(start, at == std::string::npos ? std::string::npos : at - start);
    if (part == from) out += to;
    else if (part.rfind(from + ".", 0) == 0) out += to + part.substr(from.size());
    else out += part;
    if (at == std::string::npos) break;
    out += '@';
    start = at + 1;
  }
  return out;
}

void renameField(Json& object, const char* key, const std::string& from, const std::string& to) {
  if (object.is_object() && object.contains(key) && object[key].is_string())
    object[key] = renamedReference(object[key].get<std::string>(), from, to);
}

void renameInList(Json& object, const char* key, const std::string& from, const std::string& to) {
  if (!isArray(object, key)) return;
  for (Json& s : object[key])
    if (s.is_string() && s.get<std::string>() == from) s = to;
}

// An exercise's or check's observer, segment and axes.
void renameReference(Json& ref, const std::string& from, const std::string& to) {
  for (const char* key : {"segment", "frame", "expressed_in"}) renameField(ref, key, from, to);
}

// --- coordinates -----------------------------------------------------------------------------------

const std::string* renamedTo(const std::string& name, const Renames& renames) {
  for (const auto& [from, to] : renames)
    if (name == from) return &to;
  return nullptr;
}

// The quantities that name a coordinate after their head: "tau.turn"; "M" names two ("M.turn.slide").
int coordinatesNamedBy(const std::string& head) {
  static const char* one[] = {"tau", "q", "qd", "qdd", "Mqdd", "C", "G", "E", "P"};
  if (head == "M") return 2;
  return std::find(std::begin(one), std::end(one), head) != std::end(one) ? 1 : 0;
}

// One quantity name, no "expr:": "qd.turn" → "qd.spin".
std::string renamedName(const std::string& name, const Renames& renames) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  for (std::size_t dot; (dot = name.find('.', start)) != std::string::npos; start = dot + 1) parts.push_back(name.substr(start, dot - start));
  parts.push_back(name.substr(start));
  const int named = coordinatesNamedBy(parts[0]);
  bool changed = false;
  for (int k = 1; k <= named && k < static_cast<int>(parts.size()); ++k)
    if (const std::string* to = renamedTo(parts[static_cast<std::size_t>(k)], renames)) {
      parts[static_cast<std::size_t>(k)] = *to;
      changed = true;
    }
  if (!changed) return name;
  std::string out = parts[0];
  for (std::size_t k = 1; k < parts.size(); ++k) out += "." + parts[k];
  return out;
}

// The names in an expression (the lesson format's: letters, digits, '_' and '.', from a letter or '_').
std::string renamedExpression(const std::string& expression, const Renames& renames) {
  std::string out;
  std::size_t i = 0;
  const auto nameChar = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.'; };
  while (i < expression.size()) {
    const char c = expression[i];
    if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
      std::size_t end = i;
      while (end < expression.size() && nameChar(expression[end])) ++end;
      out += renamedName(expression.substr(i, end - i), renames);
      i = end;
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      // A number, with its exponent ("1e-3"): its letters are no name.
      while (i < expression.size() && (nameChar(expression[i]) || ((expression[i] == '-' || expression[i] == '+') && i > 0 &&
                                                                  (expression[i - 1] == 'e' || expression[i - 1] == 'E'))))
        out += expression[i++];
    } else {
      out += c;
      ++i;
    }
  }
  return out;
}

void renameQuantityField(Json& object, const char* key, const Renames& renames) {
  if (object.is_object() && object.contains(key) && object[key].is_string())
    object[key] = renamedQuantity(object[key].get<std::string>(), renames);
}

void renameTextField(Json& object, const char* key, const Renames& renames) {
  if (object.is_object() && object.contains(key) && object[key].is_string())
    object[key] = renamedPlaceholders(object[key].get<std::string>(), renames);
}

// An object keyed by coordinate ("motion", "q0", "torques"): the keys renamed, their order kept as JSON keeps it.
void renameKeys(Json& object, const Renames& renames) {
  if (!object.is_object()) return;
  Json renamed = Json::object();
  for (auto it = object.begin(); it != object.end(); ++it) {
    const std::string* to = renamedTo(it.key(), renames);
    renamed[to ? *to : it.key()] = it.value();
  }
  object = std::move(renamed);
}

// A torque of the simulation: its PID may measure a coordinate by name.
void renameTorque(Json& torque, const Renames& renames) {
  if (!isObject(torque, "pid") || text(torque["pid"], "measure") == "segment_angle") return;
  if (const std::string* to = renamedTo(text(torque["pid"], "of"), renames)) torque["pid"]["of"] = *to;
}

// The simulation's initial state and torques, keyed by coordinate.
void renameSimulation(Json& sim, const Renames& renames) {
  for (const char* key : {"q0", "qd0", "torques"})
    if (isObject(sim, key)) renameKeys(sim[key], renames);
  if (isObject(sim, "torques"))
    for (auto& torque : sim["torques"]) renameTorque(torque, renames);
}

// A value a model path leads to ("overrides": {"simulation.torques": {"elbow": …}}): what inside it
// names a coordinate.
void renameValueAt(const std::string& path, Json& value, const Renames& renames) {
  if (path == "motion") renameKeys(value, renames);
  else if (path == "simulation") renameSimulation(value, renames);
  else if (path == "simulation.q0" || path == "simulation.qd0") renameKeys(value, renames);
  else if (path == "simulation.torques") {
    renameKeys(value, renames);
    if (value.is_object())
      for (auto& torque : value) renameTorque(torque, renames);
  } else if (path.rfind("simulation.torques.", 0) == 0 && path.find('.', 19) == std::string::npos) {
    renameTorque(value, renames);
  }
}

// An object keyed by model path ("set", "overrides", "vary"): the paths, and what their values name.
void renamePathKeys(Json& object, const Renames& renames) {
  if (!object.is_object()) return;
  Json renamed = Json::object();
  for (auto it = object.begin(); it != object.end(); ++it) {
    Json value = it.value();
    renameValueAt(it.key(), value, renames);
    renamed[renamedModelPath(it.key(), renames)] = std::move(value);
  }
  object = std::move(renamed);
}

// The texts a student reads, in the lesson and in each translation (both have this shape).
void renameTexts(Json& texts, const Renames& renames) {
  if (isArray(texts, "steps"))
    for (Json& step : texts["steps"]) {
      renameTextField(step, "text", renames);
      renameTextField(step, "explanation", renames);
    }
  if (isObject(texts, "formulas"))
    for (auto& formula : texts["formulas"]) renameTextField(formula, "substituted", renames);
  if (isArray(texts, "exercises"))
    for (Json& exercise : texts["exercises"]) {
      renameTextField(exercise, "prompt", renames);
      renameTextField(exercise, "explanation", renames);
    }
}

bool nameFollowsRule(const std::string& name) {
  if (name.empty() || name.size() > 64) return false;
  return std::all_of(name.begin(), name.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-'; });
}

const char* kNameRule = "must be 1-64 characters of letters, digits, '_' or '-'";

const Json& segmentAt(const Json& doc, int index) {
  static const Json none;
  const Json* segments = doc.is_object() && doc.contains("model") && doc["model"].is_object() && isArray(doc["model"], "segments")
                             ? &doc["model"]["segments"]
                             : nullptr;
  if (!segments || index < 0 || index >= static_cast<int>(segments->size())) return none;
  return (*segments)[static_cast<std::size_t>(index)];
}

}  // namespace

std::string renamedQuantity(const std::string& quantity, const Renames& renames) {
  const std::string expr = "expr:";
  if (quantity.rfind(expr, 0) == 0) return expr + renamedExpression(quantity.substr(expr.size()), renames);
  return renamedName(quantity, renames);
}

std::string renamedPlaceholders(const std::string& text, const Renames& renames) {
  std::string out;
  std::size_t at = 0;
  while (true) {
    const std::size_t open = text.find('{', at);
    const std::size_t close = open == std::string::npos ? std::string::npos : text.find('}', open);
    if (close == std::string::npos) break;
    out += text.substr(at, open - at + 1);
    std::string inside = text.substr(open + 1, close - open - 1);
    // "{tau.turn:unit}": the quantity, then how it is written.
    const std::size_t colon = inside.rfind(":unit");
    const bool unit = inside.rfind("expr:", 0) != 0 && colon != std::string::npos && colon + 5 == inside.size();
    out += unit ? renamedQuantity(inside.substr(0, colon), renames) + ":unit" : renamedQuantity(inside, renames);
    out += '}';
    at = close + 1;
  }
  return out + text.substr(at);
}

std::string renamedModelPath(const std::string& path, const Renames& renames) {
  // "motion.<coordinate>…", "simulation.q0.<coordinate>", "simulation.qd0.<…>", "simulation.torques.<…>…".
  const auto renameAfter = [&](const std::string& prefix) -> std::string {
    if (path.rfind(prefix, 0) != 0) return {};
    const std::size_t end = path.find_first_of(".[", prefix.size());
    const std::string name = path.substr(prefix.size(), end == std::string::npos ? std::string::npos : end - prefix.size());
    const std::string* to = renamedTo(name, renames);
    return to ? prefix + *to + (end == std::string::npos ? "" : path.substr(end)) : std::string();
  };
  for (const char* prefix : {"motion.", "simulation.q0.", "simulation.qd0.", "simulation.torques."})
    if (std::string renamed = renameAfter(prefix); !renamed.empty()) return renamed;
  return path;
}

Json withRenamedCoordinates(Json doc, const Renames& renames) {
  Renames changes;
  for (const auto& r : renames)
    if (r.first != r.second && !r.first.empty()) changes.push_back(r);
  if (changes.empty() || !doc.is_object()) return doc;
  if (isObject(doc, "model")) {
    Json& model = doc["model"];
    if (isObject(model, "motion") && !model["motion"].contains("file")) renameKeys(model["motion"], changes);
    if (isObject(model, "simulation")) renameSimulation(model["simulation"], changes);
  }
  if (isArray(doc, "steps"))
    for (Json& step : doc["steps"]) {
      if (const std::string* to = renamedTo(text(step, "torque_parts"), changes)) step["torque_parts"] = *to;
      if (isObject(step, "set")) renamePathKeys(step["set"], changes);
    }
  if (isArray(doc, "parameters"))
    for (Json& p : doc["parameters"])
      if (p.is_object() && p.contains("path") && p["path"].is_string()) p["path"] = renamedModelPath(p["path"].get<std::string>(), changes);
  if (isObject(doc, "overrides")) renamePathKeys(doc["overrides"], changes);
  if (isArray(doc, "exercises"))
    for (Json& e : doc["exercises"]) {
      renameQuantityField(e, "quantity", changes);
      if (isObject(e, "vary")) renamePathKeys(e["vary"], changes);
    }
  if (isArray(doc, "checks"))
    for (Json& check : doc["checks"]) {
      renameQuantityField(check, "quantity", changes);
      if (isObject(check, "other")) renameQuantityField(check["other"], "quantity", changes);
      if (isObject(check, "set")) renamePathKeys(check["set"], changes);
    }
  renameTexts(doc, changes);
  if (isObject(doc, "translations"))
    for (auto& translation : doc["translations"]) renameTexts(translation, changes);
  return doc;
}

Json withRenamedSegment(Json doc, int index, const std::string& name) {
  const auto names = segmentNames(doc);
  if (index < 0 || index >= static_cast<int>(names.size()) || !segmentAt(doc, index).is_object()) return doc;
  const std::string from = names[static_cast<std::size_t>(index)];
  Json& segments = doc["model"]["segments"];
  Json& segment = segments[static_cast<std::size_t>(index)];
  // A joint without a name is named after its segment: its coordinates follow the segment's name.
  const bool jointUnnamed = text(segment.contains("joint") ? segment["joint"] : Json::object(), "name").empty();
  const auto oldCoordinates = jointCoordinates(segment, from);
  segment["name"] = name;
  if (from.empty() || from == name) return doc;
  for (Json& s : segments)
    if (text(s, "parent") == from) s["parent"] = name;
  Json& model = doc["model"];
  for (const char* list : {"frames", "loads"})
    if (isArray(model, list))
      for (Json& item : model[list])
        for (const char* key : {"parent", "segment", "point"}) renameField(item, key, from, name);
  if (isObject(model, "simulation") && isObject(model["simulation"], "torques"))
    for (auto& torque : model["simulation"]["torques"])
      if (isObject(torque, "pid") && text(torque["pid"], "measure") == "segment_angle") renameField(torque["pid"], "of", from, name);
  if (isArray(doc, "steps"))
    for (Json& step : doc["steps"]) {
      renameInList(step, "segments", from, name);
      renameField(step, "frame", from, name);
      renameField(step, "expressed_in", from, name);
    }
  if (isObject(doc, "formulas"))
    for (auto& f : doc["formulas"]) {
      renameField(f, "segment", from, name);
      renameField(f, "expressed_in", from, name);
    }
  for (const char* list : {"exercises", "checks"})
    if (isArray(doc, list))
      for (Json& item : doc[list]) {
        renameReference(item, from, name);
        if (isObject(item, "other")) renameReference(item["other"], from, name);
      }
  if (!jointUnnamed) return doc;
  Renames coordinates;
  const auto newCoordinates = jointCoordinates(doc["model"]["segments"][static_cast<std::size_t>(index)], name);
  for (std::size_t k = 0; k < oldCoordinates.size() && k < newCoordinates.size(); ++k) coordinates.emplace_back(oldCoordinates[k], newCoordinates[k]);
  return withRenamedCoordinates(std::move(doc), coordinates);
}

Json withRenamedJoint(Json doc, int index, const std::string& name) {
  const Json& segment = segmentAt(doc, index);
  if (!segment.is_object()) return doc;
  const std::string segmentName = text(segment, "name");
  const auto oldCoordinates = jointCoordinates(segment, segmentName);
  Json& joint = doc["model"]["segments"][static_cast<std::size_t>(index)]["joint"];
  if (!joint.is_object()) joint = Json::object();
  if (name.empty()) joint.erase("name");
  else joint["name"] = name;
  const auto newCoordinates = jointCoordinates(doc["model"]["segments"][static_cast<std::size_t>(index)], segmentName);
  Renames coordinates;
  for (std::size_t k = 0; k < oldCoordinates.size() && k < newCoordinates.size(); ++k) coordinates.emplace_back(oldCoordinates[k], newCoordinates[k]);
  return withRenamedCoordinates(std::move(doc), coordinates);
}

std::string segmentNameProblem(const Json& doc, int index, const std::string& name) {
  if (!nameFollowsRule(name)) return kNameRule;
  const auto names = segmentNames(doc);
  for (int k = 0; k < static_cast<int>(names.size()); ++k)
    if (k != index && names[static_cast<std::size_t>(k)] == name) return "segment " + std::to_string(k + 1) + " is named \"" + name + "\" already";
  const Json frames = valueAt(doc, "/model/frames");
  if (frames.is_array())
    for (const Json& f : frames)
      if (text(f, "name") == name) return "an observer frame is named \"" + name + "\" already";
  if (name == "world" || name == "base" || name == "own" || name == "parent" || name == "observer")
    return "\"" + name + "\" is one of the format's own words for observers";
  return {};
}

std::string jointNameProblem(const Json& doc, int index, const std::string& name) {
  if (!name.empty() && !nameFollowsRule(name)) return kNameRule;
  const Json& segment = segmentAt(doc, index);
  if (!segment.is_object()) return {};
  Json renamed = segment;
  if (!renamed.contains("joint") || !renamed["joint"].is_object()) renamed["joint"] = Json::object();
  if (name.empty()) renamed["joint"].erase("name");
  else renamed["joint"]["name"] = name;
  const auto mine = jointCoordinates(renamed, text(segment, "name"));
  const auto names = segmentNames(doc);
  const Json segments = valueAt(doc, "/model/segments");
  for (int k = 0; k < static_cast<int>(names.size()); ++k) {
    if (k == index) continue;
    for (const std::string& theirs : jointCoordinates(segments[static_cast<std::size_t>(k)], names[static_cast<std::size_t>(k)]))
      if (std::find(mine.begin(), mine.end(), theirs) != mine.end())
        return "the joint of segment " + std::to_string(k + 1) + " (" + names[static_cast<std::size_t>(k)] + ") has a coordinate \"" + theirs + "\" already";
  }
  if (std::find(mine.begin(), mine.end(), "speed") != mine.end()) return "\"speed\" names the motion's speed factor, not a coordinate";
  return {};
}

}  // namespace wl::web::editor
