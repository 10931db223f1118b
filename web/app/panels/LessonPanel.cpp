// The lesson picker and the language menu, the step with Prev/Next, the step's narrative, and the
// message line.
#include <algorithm>
#include <cctype>

#include "app/text/UiText.hpp"
#include "app/widgets/PanelWidgets.hpp"
#include "app/panels/Panels.hpp"
#include "lesson/Quantity.hpp"
#include "platform/Browser.hpp"

namespace wl::web {

bool languageCombo(LessonPlayer& player, bool compact) {
  // Compact: the tag ("DE") beside the lesson's title; the list names each language in itself.
  char preview[8] = {};
  const char* tag = languageTag(player.language());
  for (std::size_t i = 0; tag[i] && tag[i] != '-' && i + 1 < sizeof preview; ++i) preview[i] = static_cast<char>(std::toupper(static_cast<unsigned char>(tag[i])));
  const std::string label = compact ? std::string("###language") : labelled(Text::lessonLanguage, "language");
  if (compact) ImGui::SetNextItemWidth(ImGui::CalcTextSize("PT").x + ImGui::GetFrameHeight() + 2.0f * ImGui::GetStyle().FramePadding.x);
  const ImGuiID id = ImGui::GetID(label.c_str());
  const bool open = ImGui::BeginCombo(label.c_str(), compact ? preview : languageName(player.language()));
  nameControl(id, tr(Text::lessonLanguage));  // the keyboard focus names it in the UI's language
  if (!open) return false;
  pushListRows();  // finger-tall rows on a touch screen, as every list (endCombo pops it)
  bool picked = false;
  for (Language l : kLanguages) {
    const bool selected = l == player.language();
    if (ImGui::Selectable(languageName(l), selected) && !selected) {
      player.setLanguage(l);
      picked = true;
    }
    if (selected) ImGui::SetItemDefaultFocus();
  }
  endCombo();
  return picked;
}

void drawLessonPanel(LessonPlayer& player, ViewState& view, PanelLayout& layout, bool* editRequested) {
  if (!layout.beginPanel(PanelId::Lesson)) return;
  // A new step or lesson is read from its top: the panel's scroll (a phone's tab scrolled down to read
  // the last step) goes back up. The window's own storage remembers which step it showed.
  ImGuiStorage* storage = ImGui::GetStateStorage();
  const ImGuiID shownLesson = ImGui::GetID("##shown-lesson"), shownStep = ImGui::GetID("##shown-step");
  const int lesson = static_cast<int>(player.lessonIndex()), step = player.step();
  if (storage->GetInt(shownLesson, -1) != lesson || storage->GetInt(shownStep, -1) != step) {
    storage->SetInt(shownLesson, lesson);
    storage->SetInt(shownStep, step);
    ImGui::SetScrollY(0.0f);
  }
  const auto& lessons = player.lessons();
  // The lesson's title, and beside it the language (always in sight, reachable by Tab).
  ImGui::SetNextItemWidth(std::max(ImGui::GetFrameHeight() * 4.0f, ImGui::GetContentRegionAvail().x - ImGui::CalcTextSize("PT").x -
                                                                         ImGui::GetFrameHeight() - 2.0f * ImGui::GetStyle().FramePadding.x -
                                                                         ImGui::GetStyle().ItemSpacing.x));
  if (beginCombo("##lesson", player.currentEntry().title.c_str())) {
    for (std::size_t i = 0; i < lessons.size(); ++i)
      if (ImGui::Selectable(lessons[i].title.c_str(), i == player.lessonIndex()) && i != player.lessonIndex()) {
        std::string error;
        if (player.openLesson(i, view, error)) player.goToStep(0, view);
        else player.setMessage(error, true);
      }
    ImGui::Separator();
    // The user's own files: a robot model (URDF, MJCF), an OpenSim trial (model, coordinates, ground
    // reactions, or an ID setup with its files, chosen together), a lesson file, or measured kinematics
    // for the open lesson.
    const bool pick = ImGui::Selectable(labelled(Text::lessonOpenFile).c_str());
    markFilePicker();  // the page opens its picker in the tap's own handler (a phone allows no other)
    if (pick && !requestFileImport()) player.setMessage(tr(Text::lessonDropHint), false);
    endCombo();
  }
  ImGui::SameLine();
  languageCombo(player, true);
  // "Edit lesson" (the lesson editor) beside the step's buttons where that row has room, else under the
  // step's text: on a phone's narrow tab a row of its own pushed the text out of sight.
  const std::string editLabel = labelled(Text::editorEdit);
  const auto editButton = [&] {
    if (ImGui::Button(editLabel.c_str())) *editRequested = true;
  };
  if (editRequested && !player.hasLesson()) editButton();
  if (player.hasLesson()) {
    ImGui::AlignTextToFramePadding();  // level with the buttons beside it
    ImGui::TextDisabled("%s", fill(tr(Text::lessonStepOf), {std::to_string(player.step() + 1), std::to_string(player.stepCount())}).c_str());
    ImGui::SameLine();
    // Greyed where there is no step to go to (the first step's Back, the last step's Next).
    const bool first = player.step() == 0, last = player.step() + 1 >= player.stepCount();
    ImGui::BeginDisabled(first);
    if (ImGui::Button(labelled(Text::lessonPrevious).c_str()) && !first) player.goToStep(player.step() - 1, view);
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(last);
    if (ImGui::Button(labelled(Text::lessonNext).c_str()) && !last) player.goToStep(player.step() + 1, view);
    ImGui::EndDisabled();
    const bool editBeside = editRequested && fitsBesideLastItem(editLabel.c_str());
    if (editBeside) {
      ImGui::SameLine();
      editButton();
    }
    const LessonStep& st = player.currentStep();
    ImGui::TextUnformatted(st.title.c_str());
    ImGui::Separator();
    // {quantity} and {expr:…} in a step's text are the engine's numbers now, as in a formula.
    auto text = st.text.find('{') == std::string::npos ? Result<std::string>(st.text)
                                                       : substituteFormula(player.session(), view.focusSegment, st.text, {}, numberFormat(uiLanguage()));
    textWrappedWhole(text ? *text : st.text);
    drawPredictionBox(player, view, player.lesson().dimension == 3);  // a predict step's arrow and Reveal
    if (editRequested && !editBeside) editButton();
  }
  const PlayerMessage& message = player.message();
  if (!message.text.empty()) {
    ImGui::Separator();
    ImGui::PushStyleColor(ImGuiCol_Text, message.isError ? errorText(view.theme) : goodText(view.theme));
    textWrappedWhole(message.text);
    ImGui::PopStyleColor();
    if (ImGui::Button(labelled(Text::lessonDismiss).c_str())) player.dismissMessage();
  }
  ImGui::End();
}

}  // namespace wl::web
