// The lesson's exercises: a sign, a choice or a magnitude per exercise, checked by the engine, with
// the explanation once answered.
#include <cstdio>

#include "app/UiText.hpp"
#include "app/panels/PanelWidgets.hpp"
#include "app/panels/Panels.hpp"

namespace wl::web {

void drawExercisePanel(LessonPlayer& player, render::Theme theme, PanelLayout& layout) {
  if (!player.hasLesson() || player.lesson().exercises.empty()) return;
  if (!layout.beginPanel(PanelId::Exercises)) return;
  const auto& exercises = player.lesson().exercises;
  for (std::size_t i = 0; i < exercises.size(); ++i) {
    const LessonExercise& e = exercises[i];
    ImGui::PushID(static_cast<int>(i));
    // An exercise a step asks (a prediction) says which step.
    textWrappedWhole(std::to_string(i + 1) + ". " + (e.step >= 0 ? fill(tr(Text::exerciseAskedInStep), {std::to_string(e.step + 1)}) + " " : std::string()) +
                     e.prompt);
    std::string& input = player.exerciseInput(i);
    if (e.kind == LessonExercise::Kind::Sign) {
      for (const char* sign : {"+", "−", "0"}) {
        if (ImGui::RadioButton(sign, input == sign)) player.checkExercise(i, sign);
        ImGui::SameLine();
      }
      ImGui::NewLine();
    } else if (e.kind == LessonExercise::Kind::Choice) {
      for (const auto& c : e.choices)
        if (ImGui::RadioButton(c.first.c_str(), input == c.first)) player.checkExercise(i, c.first);
    } else {
      char buffer[64];
      std::snprintf(buffer, sizeof buffer, "%s", input.c_str());
      ImGui::SetNextItemWidth(120 * layout.uiScale());
      if (ImGui::InputText(e.unit.c_str(), buffer, sizeof buffer, ImGuiInputTextFlags_EnterReturnsTrue)) player.checkExercise(i, buffer);
      else input = buffer;
      ImGui::SameLine();
      if (ImGui::Button(labelled(Text::exerciseCheck).c_str())) player.checkExercise(i, input);
    }
    const ExerciseResult result = player.exerciseResult(i);
    if (result == ExerciseResult::Right) ImGui::TextColored(goodText(theme), "%s", tr(Text::exerciseRight));
    if (result == ExerciseResult::Wrong) ImGui::TextColored(errorText(theme), "%s", tr(Text::exerciseWrong));
    if (result != ExerciseResult::Unanswered) textWrappedWhole(e.explanation);
    ImGui::Separator();
    ImGui::PopID();
  }
  ImGui::End();
}

}  // namespace wl::web
