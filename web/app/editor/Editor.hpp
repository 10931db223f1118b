#pragma once
// The lesson editor as the App owns it: whether Edit mode is on, the document with its undo history
// (EditorDocument), the engine's verdict on it (EditorValidation), what is selected, and the edit
// kept in storage as it is typed. Every change goes through commit/undo/redo here, which validates
// it and, when valid, shows the lesson in the player (the mechanism stays live while editing; an
// invalid edit leaves the last valid lesson playing). The panel is drawEditor (EditorPanel.cpp).
#include <cstdint>
#include <string>
#include <vector>

#include "app/player/LessonPlayer.hpp"
#include "app/layout/PanelLayout.hpp"
#include "app/player/ViewState.hpp"
#include "app/editor/EditorDocument.hpp"
#include "app/editor/EditorEdits.hpp"
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
  /// A name typed but refused before it reached the document (a segment's or joint's name taken, or
  /// not a name): said under its field until the next edit.
  std::string refusedPointer, refusedMessage;
  /// A name being typed (nameField): the field's id and its text until the field is left.
  unsigned int nameTypedFor = 0;
  std::string nameTyped;
  /// "Show" beside the top message: the sections open their folds around this field and scroll to it.
  std::string revealPointer;
  int revealFrames = 0;           ///< frames left to find it (a fold opened draws its fields a frame later)
  float bodyTop = 0.0f, bodyBottom = 0.0f;  ///< the scrolling part under the fixed toolbar (framebuffer px), for the tests
  /// The toolbar and status as last drawn (px): pinned over the sections only where they leave the
  /// sections most of the panel (on a phone's short tab panel they scroll with them).
  float fixedHeight = 0.0f;
  bool toolbarPinned = true;
  /// The messages the last frame drew under their fields: the field's pointer and the message's
  /// rectangle (framebuffer px), for the tests ("shown next to the field it concerns").
  struct ShownMessage {
    std::string pointer;
    float x = 0, y = 0, w = 0, h = 0;
  };
  std::vector<ShownMessage> shownMessages;

  /// Edit mode on: resumes the document kept (restored or edited before), or starts from the lesson shown.
  void enter(LessonPlayer& player, ViewState& view);
  /// Edit mode off: the lesson as students will see it (the edited lesson stays open).
  void leave() { open = false; }
  /// Replaces the document as one command (start from the lesson shown, a file opened); the lesson
  /// opens at its first step.
  void replace(nlohmann::json doc, const std::string& label, LessonPlayer& player, ViewState& view);
  /// New: a small valid lesson (a pendulum, newLessonDocument) in the app's language, as one command,
  /// shown from its start.
  void startNew(LessonPlayer& player, ViewState& view);
  /// An edit: `mergeKey` (the field's pointer) merges the keys typed into one field into one command.
  void commit(nlohmann::json next, const std::string& label, const std::string& mergeKey, LessonPlayer& player, ViewState& view);
  void undo(LessonPlayer& player, ViewState& view);
  void redo(LessonPlayer& player, ViewState& view);

  /// At start-up: the edit kept in storage, with its history; reopens Edit mode if it was on.
  void restore(LessonPlayer& player, ViewState& view);
  /// Each frame: keeps the document in storage once it changed (at most a few times a second).
  void persist(double now);

  /// The engine's message for the field at `pointer` (with `inside`, also for a part of it), or a
  /// refused name's; "" when it has none.
  std::string messageFor(const std::string& pointer, bool inside) const;
  /// Asks the sections to bring the field the engine's message is about into view.
  void revealMessage() {
    revealPointer = validation.valid ? std::string() : validation.pointer;
    revealFrames = revealPointer.empty() ? 0 : 4;
  }
  /// Whether a fold holding `prefix` ("/steps/2") must open now to show the field being revealed.
  bool revealsInside(const std::string& prefix) const;

 private:
  /// After the document changed: validates it and shows a valid lesson.
  enum class Place { Keep, Shown, Start };
  /// `Place::Shown`: the lesson opens at the step and instant the player shows (the lesson shown, just
  /// taken into the editor); `Keep`: an edit of the lesson already open keeps its step (shown anew with
  /// the edit) and instant; `Start`: a lesson replaced opens at its first step.
  void refresh(LessonPlayer& player, ViewState& view, Place place = Place::Keep);
  std::uint64_t storedRevision_ = 0;
  double storedAt_ = -1.0;
  bool wasOpen_ = false;
};

/// A new lesson's words in the app's language.
NewLessonWords newLessonWords();

/// The editor inside the Lesson panel's window (Edit mode): toolbar, model, motion, lesson.
void drawEditor(Editor& editor, LessonPlayer& player, ViewState& view, PanelLayout& layout);
/// The Lesson panel's window with the editor in it (the layouts place it as the Lesson panel).
void drawEditorPanel(Editor& editor, LessonPlayer& player, ViewState& view, PanelLayout& layout);

}  // namespace wl::web::editor
