// The lesson picker, the step with Prev/Next, the step's narrative, and the message line.
#include "app/panels/PanelWidgets.hpp"
#include "app/panels/Panels.hpp"
#include "platform/Browser.hpp"

namespace wl::web {

void drawLessonPanel(LessonPlayer& player, ViewState& view, PanelLayout& layout) {
  if (!layout.beginPanel(PanelId::Lesson)) return;
  const auto& lessons = player.lessons();
  if (beginCombo("##lesson", player.currentEntry().title.c_str())) {
    for (std::size_t i = 0; i < lessons.size(); ++i)
      if (ImGui::Selectable(lessons[i].title.c_str(), i == player.lessonIndex()) && i != player.lessonIndex()) {
        std::string error;
        if (player.openLesson(i, view, error)) player.goToStep(0, view);
        else player.setMessage(error, true);
      }
    ImGui::Separator();
    // The user's own files: an OpenSim trial (model, coordinates, ground reactions, or an ID setup
    // with its files, chosen together), a lesson file, or measured kinematics for the open lesson.
    if (ImGui::Selectable("Open an OpenSim trial or a lesson file…") && !requestFileImport())
      player.setMessage("Drop the files on the window together: an OpenSim model (.osim) with its coordinates "
                        "(.mot) and ExternalLoads (.xml + .mot), an Inverse Dynamics setup with its files, "
                        "or a lesson (.json).", false);
    ImGui::EndCombo();
  }
  if (player.hasLesson()) {
    ImGui::AlignTextToFramePadding();  // level with the buttons beside it
    ImGui::TextDisabled("Step %d of %d", player.step() + 1, player.stepCount());
    ImGui::SameLine();
    if (ImGui::Button("< Prev") && player.step() > 0) player.goToStep(player.step() - 1, view);
    ImGui::SameLine();
    if (ImGui::Button("Next >") && player.step() + 1 < player.stepCount()) player.goToStep(player.step() + 1, view);
    const LessonStep& st = player.currentStep();
    ImGui::TextUnformatted(st.title.c_str());
    ImGui::Separator();
    textWrappedWhole(st.text);
    drawPredictionBox(player, view, player.lesson().dimension == 3);  // a predict step's arrow and Reveal
  }
  const PlayerMessage& message = player.message();
  if (!message.text.empty()) {
    ImGui::Separator();
    ImGui::PushStyleColor(ImGuiCol_Text, message.isError ? errorText(view.theme) : goodText(view.theme));
    textWrappedWhole(message.text);
    ImGui::PopStyleColor();
    if (ImGui::Button("dismiss")) player.dismissMessage();
  }
  ImGui::End();
}

}  // namespace wl::web
