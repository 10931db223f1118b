#include "app/editor/EditorDocument.hpp"

#include <algorithm>

namespace wl::web::editor {

std::string escapeToken(const std::string& key) {
  std::string out;
  for (char c : key) {
    if (c == '~') out += "~0";
    else if (c == '/') out += "~1";
    else out += c;
  }
  return out;
}

namespace {

using Json = nlohmann::json;

// The pointer's tokens, unescaped; false for a malformed pointer.
bool splitPointer(const std::string& pointer, std::vector<std::string>& tokens) {
  tokens.clear();
  if (pointer.empty()) return true;
  if (pointer[0] != '/') return false;
  std::string token;
  for (std::size_t i = 1; i <= pointer.size(); ++i) {
    if (i == pointer.size() || pointer[i] == '/') {
      tokens.push_back(token);
      token.clear();
    } else if (pointer[i] == '~') {
      if (i + 1 >= pointer.size() || (pointer[i + 1] != '0' && pointer[i + 1] != '1')) return false;
      token += pointer[i + 1] == '0' ? '~' : '/';
      ++i;
    } else {
      token += pointer[i];
    }
  }
  return true;
}

bool arrayIndex(const std::string& token, std::size_t size, std::size_t& index) {
  if (token.empty() || token.size() > 9 || !std::all_of(token.begin(), token.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return false;
  index = static_cast<std::size_t>(std::stoul(token));
  return index < size;
}

// The value the tokens lead to (every step checked: this build turns nlohmann's throws into aborts).
Json* walk(Json& root, const std::vector<std::string>& tokens, std::size_t count) {
  Json* at = &root;
  for (std::size_t i = 0; i < count; ++i) {
    if (at->is_object()) {
      auto it = at->find(tokens[i]);
      if (it == at->end()) return nullptr;
      at = &*it;
    } else if (at->is_array()) {
      std::size_t k = 0;
      if (!arrayIndex(tokens[i], at->size(), k)) return nullptr;
      at = &(*at)[k];
    } else {
      return nullptr;
    }
  }
  return at;
}

void diffInto(const Json& a, const Json& b, const std::string& pointer, std::vector<Change>& out) {
  if (a == b) return;
  if (a.is_object() && b.is_object()) {
    for (auto it = a.begin(); it != a.end(); ++it) {
      const std::string child = pointer + "/" + escapeToken(it.key());
      auto other = b.find(it.key());
      if (other == b.end()) out.push_back({child, true, false, it.value(), Json()});
      else diffInto(it.value(), *other, child, out);
    }
    for (auto it = b.begin(); it != b.end(); ++it)
      if (a.find(it.key()) == a.end()) out.push_back({pointer + "/" + escapeToken(it.key()), false, true, Json(), it.value()});
    return;
  }
  if (a.is_array() && b.is_array() && a.size() == b.size()) {
    for (std::size_t i = 0; i < a.size(); ++i) diffInto(a[i], b[i], pointer + "/" + std::to_string(i), out);
    return;
  }
  out.push_back({pointer, true, true, a, b});
}

Json changeToJson(const Change& c) {
  Json out = {{"p", c.pointer}};
  if (c.hadBefore) out["b"] = c.before;
  if (c.hasAfter) out["a"] = c.after;
  return out;
}

bool changeFromJson(const Json& j, Change& c) {
  if (!j.is_object() || !j.contains("p") || !j["p"].is_string()) return false;
  c.pointer = j["p"].get<std::string>();
  c.hadBefore = j.contains("b");
  c.hasAfter = j.contains("a");
  if (c.hadBefore) c.before = j["b"];
  if (c.hasAfter) c.after = j["a"];
  return true;
}

Json commandToJson(const Command& command) {
  Json changes = Json::array();
  for (const Change& c : command.changes) changes.push_back(changeToJson(c));
  return {{"label", command.label}, {"changes", changes}};
}

bool commandsFromJson(const Json& list, std::vector<Command>& out) {
  if (!list.is_array()) return false;
  for (const Json& j : list) {
    if (!j.is_object() || !j.contains("changes") || !j["changes"].is_array()) return false;
    Command command;
    if (j.contains("label") && j["label"].is_string()) command.label = j["label"].get<std::string>();
    for (const Json& c : j["changes"]) {
      Change change;
      if (!changeFromJson(c, change)) return false;
      command.changes.push_back(std::move(change));
    }
    out.push_back(std::move(command));
  }
  return true;
}

bool applyCommand(Json& document, const Command& command, bool undo) {
  // All or nothing: on a copy, so a damaged command leaves the document as it was.
  Json copy = document;
  if (undo) {
    for (auto it = command.changes.rbegin(); it != command.changes.rend(); ++it)
      if (!applyChange(copy, *it, true)) return false;
  } else {
    for (const Change& c : command.changes)
      if (!applyChange(copy, c, false)) return false;
  }
  document = std::move(copy);
  return true;
}

const std::string kNoLabel;

}  // namespace

std::vector<Change> diffDocuments(const Json& from, const Json& to) {
  std::vector<Change> out;
  diffInto(from, to, "", out);
  return out;
}

bool applyChange(Json& document, const Change& change, bool undo) {
  const bool present = undo ? change.hadBefore : change.hasAfter;
  const Json& value = undo ? change.before : change.after;
  std::vector<std::string> tokens;
  if (!splitPointer(change.pointer, tokens)) return false;
  if (tokens.empty()) {
    if (!present) return false;
    document = value;
    return true;
  }
  Json* parent = walk(document, tokens, tokens.size() - 1);
  if (!parent) return false;
  const std::string& last = tokens.back();
  if (parent->is_object()) {
    if (present) (*parent)[last] = value;
    else parent->erase(last);
    return true;
  }
  if (parent->is_array()) {
    std::size_t k = 0;
    if (!present || !arrayIndex(last, parent->size(), k)) return false;  // arrays change length only whole
    (*parent)[k] = value;
    return true;
  }
  return false;
}

void EditorDocument::reset(Json document) {
  document_ = std::move(document);
  undo_.clear();
  redo_.clear();
  merging_ = false;
  ++revision_;
}

bool EditorDocument::commit(Json next, const std::string& label, const std::string& mergeKey) {
  std::vector<Change> changes = diffDocuments(document_, next);
  if (changes.empty()) return false;
  if (merging_ && !mergeKey.empty() && !undo_.empty() && undo_.back().mergeKey == mergeKey) {
    // Typing on in the same field: one command from before the first key to now.
    Json before = document_;
    (void)applyCommand(before, undo_.back(), true);
    undo_.back().changes = diffDocuments(before, next);
    if (undo_.back().changes.empty()) undo_.pop_back();
  } else {
    undo_.push_back({label, mergeKey, std::move(changes)});
  }
  merging_ = !mergeKey.empty();
  redo_.clear();
  document_ = std::move(next);
  ++revision_;
  return true;
}

bool EditorDocument::undo() {
  if (undo_.empty() || !applyCommand(document_, undo_.back(), true)) return false;
  redo_.push_back(std::move(undo_.back()));
  undo_.pop_back();
  merging_ = false;
  ++revision_;
  return true;
}

bool EditorDocument::redo() {
  if (redo_.empty() || !applyCommand(document_, redo_.back(), false)) return false;
  undo_.push_back(std::move(redo_.back()));
  redo_.pop_back();
  merging_ = false;
  ++revision_;
  return true;
}

const std::string& EditorDocument::undoLabel() const { return undo_.empty() ? kNoLabel : undo_.back().label; }
const std::string& EditorDocument::redoLabel() const { return redo_.empty() ? kNoLabel : redo_.back().label; }

Json EditorDocument::saveState(std::size_t maxBytes) const {
  Json undo = Json::array(), redo = Json::array();
  std::size_t bytes = document_.dump(-1, ' ', false, Json::error_handler_t::replace).size();
  // The newest commands first: an old history is the first thing to give up when storage is short.
  std::vector<Json> undoKept, redoKept;
  for (auto it = redo_.rbegin(); it != redo_.rend(); ++it) {
    Json j = commandToJson(*it);
    bytes += j.dump(-1, ' ', false, Json::error_handler_t::replace).size();
    if (bytes > maxBytes) break;
    redoKept.push_back(std::move(j));
  }
  for (auto it = undo_.rbegin(); it != undo_.rend() && bytes <= maxBytes; ++it) {
    Json j = commandToJson(*it);
    bytes += j.dump(-1, ' ', false, Json::error_handler_t::replace).size();
    if (bytes > maxBytes) break;
    undoKept.push_back(std::move(j));
  }
  for (auto it = undoKept.rbegin(); it != undoKept.rend(); ++it) undo.push_back(std::move(*it));
  for (auto it = redoKept.rbegin(); it != redoKept.rend(); ++it) redo.push_back(std::move(*it));
  return {{"format", "wrenchlab-editor"}, {"version", 1}, {"document", document_}, {"undo", undo}, {"redo", redo}};
}

Status EditorDocument::restoreState(const Json& state) {
  if (!state.is_object() || !state.contains("format") || state["format"] != "wrenchlab-editor")
    return Error{"editor", "the kept edit is not an editor state"};
  if (!state.contains("document") || !state["document"].is_object()) return Error{"editor", "the kept edit has no lesson"};
  std::vector<Command> undo, redo;
  bool history = state.contains("undo") && state.contains("redo") && commandsFromJson(state["undo"], undo) &&
                 commandsFromJson(state["redo"], redo);
  if (history) {
    // The history must walk back to its start and forward again on this very document.
    Json probe = state["document"];
    for (auto it = undo.rbegin(); it != undo.rend() && history; ++it) history = applyCommand(probe, *it, true);
    for (auto it = undo.begin(); it != undo.end() && history; ++it) history = applyCommand(probe, *it, false);
    for (auto it = redo.rbegin(); it != redo.rend() && history; ++it) history = applyCommand(probe, *it, false);
    history = history && probe.is_object();
  }
  document_ = state["document"];
  undo_ = history ? std::move(undo) : std::vector<Command>{};
  redo_ = history ? std::move(redo) : std::vector<Command>{};
  merging_ = false;
  ++revision_;
  if (!history) return Error{"editor", "the kept edit was restored without its undo history (it did not fit the lesson)"};
  return Status::success();
}

}  // namespace wl::web::editor
