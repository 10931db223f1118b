// The lesson editor's panel (Edit mode, inside the Lesson panel's window): the toolbar (undo, redo,
// new, start from the lesson shown, open, save, copy link, preview as student), the engine's verdict
// on the lesson, and the sections: lesson, model, motion.
#include <string>

#include "app/editor/Editor.hpp"
#include "app/editor/EditorEdits.hpp"
#include "app/editor/EditorSections.hpp"
#include "app/text/UiText.hpp"
#include "app/widgets/PanelWidgets.hpp"
#include "imgui_internal.h"
#include "lesson/LessonLink.hpp"
#include "platform/Browser.hpp"

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

namespace wl::web::editor {
namespace {

void say(Editor& editor, const std::string& text, bool error) {
  editor.notice = text;
  editor.noticeIsError = error;
}

void saveLessonFile(Editor& editor, const LessonPlayer& player) {
  auto text = player.lessonFileText();
  if (!text) {
    say(editor, text.error().text(), true);
    return;
  }
  const std::string id = player.lesson().id.empty() ? "lesson" : player.lesson().id;
  std::string where;
  if (saveTextFile(id + ".json", *text, where)) say(editor, fill(tr(Text::editorSaved), {where}), false);
  else say(editor, fill(tr(Text::editorNotWritten), {id + ".json"}), true);
}

void copyLink(Editor& editor, const LessonPlayer& player, const ViewState& view) {
  const ShareState state = player.shareState(view);
  if (state.inlineLesson.size() > kMaxLessonLinkChars) {
    say(editor, fill(tr(Text::editorLinkTooLong), {std::to_string(state.inlineLesson.size()), std::to_string(kMaxLessonLinkChars)}), true);
    return;
  }
  const std::string link = encodeShareState(state);
  copyLinkToClipboard(link, false);
  writeLocationHash(link);
  say(editor, isBrowser() ? tr(Text::editorLinkCopied) : link, false);
}

void toolbar(Editor& editor, LessonPlayer& player, ViewState& view) {
  if (actionButton(tr(Text::editorPreview), "preview as student")) editor.leave();
  sameLineIfFits(tr(Text::editorUndo));
  ImGui::BeginDisabled(!editor.document.canUndo());
  if (actionButton(tr(Text::editorUndo), "undo")) editor.undo(player, view);
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("%s", editor.document.canUndo() ? editor.document.undoLabel().c_str() : tr(Text::editorNothingToUndo));
  ImGui::EndDisabled();
  sameLineIfFits(tr(Text::editorRedo));
  ImGui::BeginDisabled(!editor.document.canRedo());
  if (actionButton(tr(Text::editorRedo), "redo")) editor.redo(player, view);
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
    ImGui::SetTooltip("%s", editor.document.canRedo() ? editor.document.redoLabel().c_str() : tr(Text::editorNothingToRedo));
  ImGui::EndDisabled();
  if (actionButton(tr(Text::editorNew), "new lesson")) editor.startNew(player, view);
  sameLineIfFits(tr(Text::editorFromShown));
  if (actionButton(tr(Text::editorFromShown), "start from the lesson shown")) {
    auto lesson = player.hasLesson() ? player.lessonWithModelInside() : Result<Lesson>(Error{"lesson", "none is open"});
    if (lesson) editor.replace(documentFromLesson(*lesson), fill(tr(Text::editorUndoStartFrom), {lesson->title}), player, view);
    else say(editor, player.hasLesson() && player.currentEntry().trialModel ? tr(Text::editorCannotEditTrial) : lesson.error().text(), true);
  }
  if (actionButton(tr(Text::editorOpen), "open a lesson or model file")) {
    if (!requestFileImport()) say(editor, tr(Text::editorDropFile), false);
  }
  sameLineIfFits(tr(Text::editorSave));
  if (actionButton(tr(Text::editorSave), "save the lesson file")) saveLessonFile(editor, player);
  sameLineIfFits(tr(Text::editorCopyLink));
  if (actionButton(tr(Text::editorCopyLink), "copy a link to the lesson")) copyLink(editor, player, view);
}

// The field a message is about: its segment selected (only the selected segment's fields are drawn).
void selectSegmentOf(Editor& editor, const std::string& pointer) {
  const std::string prefix = "/model/segments/";
  if (pointer.rfind(prefix, 0) != 0) return;
  const std::size_t end = pointer.find('/', prefix.size());
  const std::string index = pointer.substr(prefix.size(), end == std::string::npos ? std::string::npos : end - prefix.size());
  if (!index.empty() && index.size() < 6 && index.find_first_not_of("0123456789") == std::string::npos) editor.selectedSegment = std::stoi(index);
}

void status(Editor& editor, LessonPlayer& player, const ViewState& view) {
  ImGui::PushStyleColor(ImGuiCol_Text, editor.validation.valid ? goodText(view.theme) : errorText(view.theme));
  textWrappedWhole(editor.validation.valid ? std::string(tr(Text::editorValid)) : fill(tr(Text::editorNotValid), {editor.validation.message}));
  ImGui::PopStyleColor();
  // The message is under its field too: "Show" opens the folds around it and scrolls it into view.
  if (!editor.validation.valid && !editor.validation.pointer.empty() && actionButton(tr(Text::editorShowField), "show the field")) {
    selectSegmentOf(editor, editor.validation.pointer);
    editor.revealMessage();
  }
  if (!editor.notice.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, editor.noticeIsError ? errorText(view.theme) : goodText(view.theme));
    textWrappedWhole(editor.notice);
    ImGui::PopStyleColor();
    if (editor.notice.find(tr(Text::editorSaveFileInstead)) == std::string::npos && editor.noticeIsError &&
        editor.notice.find("too long for a link") != std::string::npos) {
      if (actionButton(tr(Text::editorSaveFileInstead), "save the file instead")) saveLessonFile(editor, player);
      ImGui::SameLine();
    }
    if (actionButton("dismiss", "dismiss the editor's message")) editor.notice.clear();
  }
}

void shortcuts(Editor& editor, LessonPlayer& player, ViewState& view) {
  const ImGuiIO& io = ImGui::GetIO();
  // While a text field is typed into, Ctrl+Z is the field's own; after it, the command's.
  if (io.WantTextInput || !io.KeyCtrl) return;
  if (ImGui::IsKeyPressed(GLFW_KEY_Z, false)) {
    if (io.KeyShift) editor.redo(player, view);
    else editor.undo(player, view);
  }
  if (ImGui::IsKeyPressed(GLFW_KEY_Y, false)) editor.redo(player, view);
}

}  // namespace

void drawEditor(Editor& editor, LessonPlayer& player, ViewState& view, PanelLayout& layout) {
  shortcuts(editor, player, view);
  editor.shownMessages.clear();
  FieldContext c{editor, player, view, 118.0f * layout.uiScale(), {}};
  // The toolbar and the engine's verdict stay at the top and the sections scroll under them, where that
  // leaves the sections most of the panel; on a phone's short tab panel (the toolbar is three rows of
  // finger-sized buttons) they would leave one row of fields, so there everything scrolls together.
  const auto fixedPart = [&] {
    const float top = ImGui::GetCursorPosY();
    toolbar(editor, player, view);
    status(editor, player, view);
    ImGui::Separator();
    editor.fixedHeight = ImGui::GetCursorPosY() - top;
  };
  editor.toolbarPinned = editor.fixedHeight <= 0.4f * ImGui::GetContentRegionAvail().y;
  if (editor.toolbarPinned) fixedPart();
  const float fixedHeight = editor.toolbarPinned ? editor.fixedHeight : 0.0f;
  ImGui::BeginChild("##editor body", ImVec2(0.0f, 0.0f), false);
  layout.scrollRegion();  // a finger's swipe over the sections scrolls them, as it scrolls a panel
  editor.bodyTop = ImGui::GetWindowPos().y;
  editor.bodyBottom = editor.bodyTop + ImGui::GetWindowSize().y;
  if (!editor.toolbarPinned) fixedPart();
  const bool revealing = editor.revealFrames > 0;
  // A message's field being revealed: the section around it opens.
  const auto section = [&](Text title, const char* id, bool holds, void (*draw)(FieldContext&)) {
    if (revealing && holds) ImGui::SetNextItemOpen(true);
    if (ImGui::CollapsingHeader(labelled(title).c_str(), ImGuiTreeNodeFlags_DefaultOpen)) {
      ImGui::PushID(id);
      draw(c);
      ImGui::PopID();
    }
  };
  const std::string& revealed = editor.revealPointer;
  const bool inMotion = revealed.rfind("/model/motion", 0) == 0 || revealed.rfind("/model/simulation", 0) == 0;
  section(Text::editorLessonSection, "lesson", revealed.rfind("/model", 0) != 0, drawLessonSection);
  section(Text::editorModelSection, "model", revealed.rfind("/model", 0) == 0 && !inMotion, drawModelSection);
  section(Text::editorMotionSection, "motion", inMotion, drawMotionSection);
  // What the whole editor needs, for the layout (the body's own content, not the room it was given).
  const float bodyContent = ImGui::GetCurrentWindowRead()->ContentSize.y + 2.0f * ImGui::GetStyle().WindowPadding.y;
  ImGui::EndChild();
  layout.measureContent(PanelId::Lesson, fixedHeight + bodyContent);
  if (editor.revealFrames > 0) --editor.revealFrames;  // a field not drawn in a few frames has no place to show
}

void drawEditorPanel(Editor& editor, LessonPlayer& player, ViewState& view, PanelLayout& layout) {
  if (!layout.beginPanel(PanelId::Lesson)) return;
  drawEditor(editor, player, view, layout);
  ImGui::End();
}

}  // namespace wl::web::editor
