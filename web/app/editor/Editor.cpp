#include "app/editor/Editor.hpp"

#include "app/editor/EditorEdits.hpp"
#include "app/text/UiText.hpp"
#include "io/codecs/JsonText.hpp"
#include "io/codecs/JsonWriter.hpp"
#include "platform/EditorStorage.hpp"

namespace wl::web::editor {

void Editor::enter(LessonPlayer& player, ViewState& view) {
  open = true;
  if (document.json().contains("format")) {
    refresh(player, view);
    return;
  }
  auto lesson = player.hasLesson() ? player.lessonWithModelInside() : Result<Lesson>(Error{"lesson", "none is open"});
  if (!lesson) {
    notice = player.hasLesson() && player.currentEntry().trialModel ? tr(Text::editorCannotEditTrial) : lesson.error().text();
    noticeIsError = true;
    document.reset(newLessonDocument(newLessonWords()));
  } else {
    document.reset(documentFromLesson(*lesson));
  }
  // The lesson shown, now as the editor's: at the step and instant it was shown at, not its first.
  refresh(player, view, lesson ? Place::Shown : Place::Start);
}

void Editor::replace(nlohmann::json doc, const std::string& label, LessonPlayer& player, ViewState& view) {
  if (document.json().contains("format")) document.commit(std::move(doc), label);
  else document.reset(std::move(doc));
  selectedSegment = 0;
  refusedPointer.clear();
  refresh(player, view, Place::Start);
}

void Editor::startNew(LessonPlayer& player, ViewState& view) {
  replace(newLessonDocument(newLessonWords()), tr(Text::editorNew), player, view);
}

void Editor::commit(nlohmann::json next, const std::string& label, const std::string& mergeKey, LessonPlayer& player,
                    ViewState& view) {
  if (!document.commit(std::move(next), label, mergeKey)) return;
  refusedPointer.clear();
  refresh(player, view);
}

void Editor::undo(LessonPlayer& player, ViewState& view) {
  if (document.undo()) refresh(player, view);
}

void Editor::redo(LessonPlayer& player, ViewState& view) {
  if (document.redo()) refresh(player, view);
}

void Editor::refresh(LessonPlayer& player, ViewState& view, Place place) {
  validation = validateLessonDocument(document.json(), player.lessons().contentDir());
  const int segments = static_cast<int>(segmentNames(document.json()).size());
  if (selectedSegment >= segments) selectedSegment = segments - 1;
  if (selectedSegment < 0) selectedSegment = 0;
  if (!validation.valid || !validation.lesson) return;  // the last valid lesson keeps playing
  std::string error;
  const bool sameEntry = player.hasLesson() && player.currentEntry().carried && player.currentEntry().path == "edited";
  const bool keepPlace = place == Place::Shown || (place == Place::Keep && sameEntry);
  if (!player.openCarriedLesson(*validation.lesson, "edited", keepPlace, view, error)) {
    validation.valid = false;
    validation.message = error;
  }
}

void Editor::restore(LessonPlayer& player, ViewState& view) {
  const std::string kept = loadEditorState();
  if (kept.empty()) return;
  auto state = parseJsonText(kept, "the kept edit");
  if (!state) return;
  const Status restored = document.restoreState(*state);
  if (!document.json().contains("format")) return;
  storedRevision_ = document.revision();
  notice = restored ? tr(Text::editorRestored) : restored.error().message;
  noticeIsError = !restored;
  if (state->contains("open") && (*state)["open"] == true) {
    open = true;
    refresh(player, view);
  }
}

void Editor::persist(double now) {
  const bool changed = document.revision() != storedRevision_ || open != wasOpen_;
  if (!changed || !document.json().contains("format")) return;
  if (storedAt_ >= 0.0 && now - storedAt_ < 0.25 && now >= storedAt_) return;  // typing: a few writes a second
  nlohmann::json state = document.saveState();
  state["open"] = open;
  if (storeEditorState(writeJsonText(state, JsonStyle::Compact))) {
    storedRevision_ = document.revision();
    wasOpen_ = open;
    storedAt_ = now;
  }
}

namespace {

// `at` is `pointer` itself, or with `inside` a field within it ("/steps/0/predict/1" in "/steps/0/predict").
bool concerns(const std::string& at, const std::string& pointer, bool inside) {
  return at == pointer || (inside && at.size() > pointer.size() && at.compare(0, pointer.size(), pointer) == 0 && at[pointer.size()] == '/');
}

}  // namespace

std::string Editor::messageFor(const std::string& pointer, bool inside) const {
  if (pointer.empty()) return "";
  if (!refusedPointer.empty() && concerns(refusedPointer, pointer, inside)) return refusedMessage;
  if (validation.valid || validation.pointer.empty()) return "";
  return concerns(validation.pointer, pointer, inside) ? validation.message : "";
}

bool Editor::revealsInside(const std::string& prefix) const {
  return revealFrames > 0 && concerns(revealPointer, prefix, true);
}

NewLessonWords newLessonWords() {
  return {tr(Text::editorNewLessonTitle), tr(Text::editorNewModelName), fill(tr(Text::editorNewStepTitle), {"1"}), tr(Text::editorNewStepText)};
}

}  // namespace wl::web::editor
