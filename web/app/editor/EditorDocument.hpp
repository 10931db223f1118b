#pragma once
// The lesson editor's state: one lesson document (the JSON a lesson file holds, format version 2,
// its model inside) changed only through commands, so every edit can be undone and redone, and the
// whole history can be kept (the browser's localStorage, the desktop's recovery file) and restored
// after a reload. No ImGui: the panel (EditorPanel.cpp) reads the document and commits new ones;
// the engine validates each (EditorValidation.hpp). Unit-tested in tests/web/EditorTests.cpp.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/Result.hpp"

namespace wl::web::editor {

/// An object key as one JSON Pointer token ("~" → "~0", "/" → "~1").
std::string escapeToken(const std::string& key);

/// One value replaced: the value at `pointer` (a JSON Pointer, RFC 6901: "/model/segments/1/mass")
/// before and after. A key that did not exist before (or not after) has `hadBefore` (`hasAfter`) false.
struct Change {
  std::string pointer;
  bool hadBefore = true, hasAfter = true;
  nlohmann::json before, after;
};

/// One user action: all its changes are undone and redone together.
struct Command {
  std::string label;     ///< what it did, for the Undo button's tooltip ("mass of bead")
  std::string mergeKey;  ///< typing into one field: consecutive edits with the same key merge into one
  std::vector<Change> changes;
};

/// The changes that turn `from` into `to`: values are compared down to scalars; an array that
/// changes length, or a value that changes type, is replaced whole.
std::vector<Change> diffDocuments(const nlohmann::json& from, const nlohmann::json& to);

/// Writes the change's `after` (or, with `undo`, its `before`) into `document`. False, with the
/// document unchanged, when the pointer does not lead there (a damaged history).
bool applyChange(nlohmann::json& document, const Change& change, bool undo);

class EditorDocument {
 public:
  /// Starts afresh from `document` (no history).
  void reset(nlohmann::json document);
  const nlohmann::json& json() const { return document_; }

  /// Makes `next` the document as one command (nothing when it equals the current one). With a
  /// `mergeKey` equal to the last command's, and merging not ended since, the last command grows.
  bool commit(nlohmann::json next, const std::string& label, const std::string& mergeKey = "");
  /// The field being typed into lost focus: its next edit is a new command.
  void endMerge() { merging_ = false; }

  bool canUndo() const { return !undo_.empty(); }
  bool canRedo() const { return !redo_.empty(); }
  bool undo();
  bool redo();
  const std::string& undoLabel() const;
  const std::string& redoLabel() const;
  std::size_t undoDepth() const { return undo_.size(); }
  std::size_t redoDepth() const { return redo_.size(); }
  /// Counts every change of the document (an edit, an undo, a redo, a reset): views compare it.
  std::uint64_t revision() const { return revision_; }

  /// The document and its history as JSON, at most about `maxBytes` of it (the oldest commands are
  /// dropped first): {"format": "wrenchlab-editor", "version": 1, "document", "undo", "redo"}.
  nlohmann::json saveState(std::size_t maxBytes = 2u << 20) const;
  /// Restores a saved state. A history that does not apply to its document is dropped (the document
  /// is kept); anything that is not a saved state is refused with a message.
  Status restoreState(const nlohmann::json& state);

 private:
  nlohmann::json document_ = nlohmann::json::object();
  std::vector<Command> undo_, redo_;
  bool merging_ = false;
  std::uint64_t revision_ = 0;
};

}  // namespace wl::web::editor
