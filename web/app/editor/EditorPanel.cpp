// The lesson editor's panel (Edit mode, inside the Lesson panel's window): the toolbar (undo, redo,
// new, start from the lesson shown, open, save, copy link, preview as student), the engine's verdict
// on the lesson, and the sections: lesson, model, motion.
#include <string>

#include "app/editor/Editor.hpp"
#include "app/editor/EditorEdits.hpp"
#include "app/editor/EditorSections.hpp"
#include "app/UiText.hpp"
#include "app/panels/PanelWidgets.hpp"
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
  if (actionButton(tr(Text::editorNew), "new lesson")) editor.replace(emptyLessonDocument(), tr(Text::editorNew), player, view);
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

void status(Editor& editor, LessonPlayer& player, const ViewState& view) {
  ImGui::PushStyleColor(ImGuiCol_Text, editor.validation.valid ? goodText(view.theme) : errorText(view.theme));
  textWrappedWhole(editor.validation.valid ? std::string(tr(Text::editorValid)) : fill(tr(Text::editorNotValid), {editor.validation.message}));
  ImGui::PopStyleColor();
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
  FieldContext c{editor, player, view, 118.0f * layout.uiScale(), {}};
  toolbar(editor, player, view);
  status(editor, player, view);
  ImGui::Separator();
  if (ImGui::CollapsingHeader(labelled(Text::editorLessonSection).c_str(), ImGuiTreeNodeFlags_DefaultOpen)) {
    ImGui::PushID("lesson");
    drawLessonSection(c);
    ImGui::PopID();
  }
  if (ImGui::CollapsingHeader(labelled(Text::editorModelSection).c_str(), ImGuiTreeNodeFlags_DefaultOpen)) {
    ImGui::PushID("model");
    drawModelSection(c);
    ImGui::PopID();
  }
  if (ImGui::CollapsingHeader(labelled(Text::editorMotionSection).c_str(), ImGuiTreeNodeFlags_DefaultOpen)) {
    ImGui::PushID("motion");
    drawMotionSection(c);
    ImGui::PopID();
  }
}

void drawEditorPanel(Editor& editor, LessonPlayer& player, ViewState& view, PanelLayout& layout) {
  if (!layout.beginPanel(PanelId::Lesson)) return;
  drawEditor(editor, player, view, layout);
  ImGui::End();
}

}  // namespace wl::web::editor
