#pragma once
// The lesson editor as the App owns it: whether Edit mode is on, the document with its undo history
// (EditorDocument), the engine's verdict on it (EditorValidation), what is selected, and the edit
// kept in storage as it is typed. Every change goes through commit/undo/redo here, which validates
// it and, when valid, shows the lesson in the player (the mechanism stays live while editing; an
// invalid edit leaves the last valid lesson playing). The panel is drawEditor (EditorPanel.cpp).
#include <cstdint>
#include <string>

#include "app/LessonPlayer.hpp"
#include "app/PanelLayout.hpp"
#include "app/ViewState.hpp"
#include "app/editor/EditorDocument.hpp"
#include "app/editor/EditorValidation.hpp"

namespace wl::web::editor {

class Editor {
 public:
  bool open = false;             ///< Edit mode (else the lesson is played as students see it)
  EditorDocument document;
  Validation validation;         ///< of the document as it is now
  int selectedSegment = 0;
  std::string notice;            ///< the editor's own line: saved, copied, restored
  bool noticeIsError = false;

  /// Edit mode on: resumes the document kept (restored or edited before), or starts from the lesson shown.
  void enter(LessonPlayer& player, ViewState& view);
  /// Edit mode off: the lesson as students will see it (the edited lesson stays open).
  void leave() { open = false; }
  /// Replaces the document as one command (New, start from the lesson shown, a file opened).
  void replace(nlohmann::json doc, const std::string& label, LessonPlayer& player, ViewState& view);
  /// An edit: `mergeKey` (the field's pointer) merges the keys typed into one field into one command.
  void commit(nlohmann::json next, const std::string& label, const std::string& mergeKey, LessonPlayer& player, ViewState& view);
  void undo(LessonPlayer& player, ViewState& view);
  void redo(LessonPlayer& player, ViewState& view);

  /// At start-up: the edit kept in storage, with its history; reopens Edit mode if it was on.
  void restore(LessonPlayer& player, ViewState& view);
  /// Each frame: keeps the document in storage once it changed (at most a few times a second).
  void persist(double now);

  /// The engine's message for the field at `pointer` (with `inside`, also for a part of it), "" when it has none.
  std::string messageFor(const std::string& pointer, bool inside) const;

 private:
  /// After the document changed: validates it and shows a valid lesson.
  /// `keepPlace`: the lesson opens at the step and instant the player shows (the lesson shown, just
  /// taken into the editor); otherwise only an edit of the lesson already open keeps its place.
  void refresh(LessonPlayer& player, ViewState& view, bool keepPlace = false);
  std::uint64_t storedRevision_ = 0;
  double storedAt_ = -1.0;
  bool wasOpen_ = false;
};

/// The editor inside the Lesson panel's window (Edit mode): toolbar, model, motion, lesson.
void drawEditor(Editor& editor, LessonPlayer& player, ViewState& view, PanelLayout& layout);
/// The Lesson panel's window with the editor in it (the layouts place it as the Lesson panel).
void drawEditorPanel(Editor& editor, LessonPlayer& player, ViewState& view, PanelLayout& layout);

}  // namespace wl::web::editor
