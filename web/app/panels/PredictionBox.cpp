// "Predict, then see" in the Lesson panel, under the step's question: while the student predicts, how
// to draw the arrow, its direction as an angle (a slider: the keyboard's way in), and Reveal; after the
// reveal, how far off each prediction was and the step's explanation.
#include <algorithm>
#include <cstdio>
#include <string>

#include "app/PredictText.hpp"
#include "app/panels/PanelWidgets.hpp"
#include "app/panels/Panels.hpp"

namespace wl::web {
namespace {

// Below this the prediction counts as right: a hand drags to within a few degrees.
constexpr double kWellPredictedDeg = 15.0;

std::string axisName(int axis) { return std::string("+") + "xyz"[axis < 0 || axis > 2 ? 0 : axis]; }

}  // namespace

void drawPredictionBox(LessonPlayer& player, ViewState& view, bool threeD) {
  const PredictionState& prediction = player.prediction();
  if (!prediction.any()) return;
  const LessonStep& step = player.currentStep();
  const PredictionPlane& plane = step.predict.plane;
  ImGui::Separator();
  if (prediction.open()) {
    const PredictedArrow& active = prediction.arrows[prediction.active];
    char how[200];
    std::snprintf(how, sizeof how, predict_text::kHowToDraw, termLabel(active.term));
    textWrappedWhole(how);
    if (prediction.arrows.size() > 1 && beginCombo(predict_text::kArrowChoice, termLabel(active.term))) {
      for (std::size_t k = 0; k < prediction.arrows.size(); ++k)
        if (ImGui::Selectable(termLabel(prediction.arrows[k].term), k == prediction.active)) player.choosePredictionArrow(k);
      ImGui::EndCombo();
    }
    // The direction as a number: degrees from the plane's first axis towards its second.
    float angle = static_cast<float>(active.angleDeg.value_or(0.0));
    char format[64];
    if (active.angleDeg)
      std::snprintf(format, sizeof format, "%%.0f° (%s→%s)", axisName(plane.first).c_str(), axisName(plane.second).c_str());
    else
      std::snprintf(format, sizeof format, "%s", predict_text::kNotDrawn);
    // The slider takes what the label and the Reveal button beside it leave (never less than a few digits).
    const ImGuiStyle& style = ImGui::GetStyle();
    const float room = ImGui::GetContentRegionAvail().x - ImGui::CalcTextSize(predict_text::kDirection).x -
                       ImGui::CalcTextSize(predict_text::kReveal).x - 4.0f * style.ItemSpacing.x - 2.0f * style.FramePadding.x;
    const float turnRoom = threeD ? ImGui::GetFrameHeight() + ImGui::CalcTextSize(predict_text::kDragTurnsView).x + 2.0f * style.ItemSpacing.x : 0.0f;
    ImGui::SetNextItemWidth(std::max(room - turnRoom, 5.0f * ImGui::GetFontSize()));
    if (ImGui::SliderFloat(predict_text::kDirection, &angle, -180.0f, 180.0f, format)) player.setPredictionAngle(prediction.active, angle);
    ImGui::SameLine();
    // Always pressable (a keyboard's Tab reaches it): before an arrow is drawn it says what to do.
    if (ImGui::Button(predict_text::kReveal)) {
      if (prediction.complete()) player.revealPrediction(view);
      else player.setMessage(predict_text::kDrawFirst, false);
    }
    if (!prediction.complete() && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", predict_text::kDrawFirst);
    // A phone's Lesson tab scrolls: once an arrow is drawn (or turned), Reveal is brought into view.
    ImGuiStorage* memory = ImGui::GetStateStorage();
    const ImGuiID drawnKey = ImGui::GetID("prediction drawn");
    const float drawn = active.angleDeg ? angle : 1e9f;
    if (memory->GetFloat(drawnKey, 1e9f) != drawn) {
      memory->SetFloat(drawnKey, drawn);
      const float bottom = ImGui::GetWindowPos().y + ImGui::GetWindowSize().y - ImGui::GetStyle().WindowPadding.y;
      if (active.angleDeg && ImGui::GetItemRectMax().y > bottom) ImGui::SetScrollHereY(1.0f);  // not wholly in view
    }
    if (threeD) {  // one finger cannot both draw and orbit: this gives the drag back to the view
      ImGui::SameLine();
      bool turns = prediction.dragTurnsView;
      if (ImGui::Checkbox(predict_text::kDragTurnsView, &turns)) player.setPredictionDragTurnsView(turns);
    }
    memory->SetBool(ImGui::GetID("prediction result shown"), false);
    return;
  }
  // The result replaces the Reveal line: on a scrolling panel it is brought into view once.
  const ImGuiID shownKey = ImGui::GetID("prediction result shown");
  const bool scrollToResult = !ImGui::GetStateStorage()->GetBool(shownKey, false);
  ImGui::GetStateStorage()->SetBool(shownKey, true);
  if (scrollToResult) ImGui::SetScrollHereY(0.0f);
  for (const PredictedArrow& a : prediction.arrows) {
    char result[160];
    std::snprintf(result, sizeof result, a.errorDeg <= kWellPredictedDeg ? predict_text::kResultClose : predict_text::kResult,
                  termLabel(a.term), a.errorDeg);
    ImGui::PushStyleColor(ImGuiCol_Text, a.errorDeg <= kWellPredictedDeg ? goodText(view.theme) : ImGui::GetStyleColorVec4(ImGuiCol_Text));
    textWrappedWhole(result);
    ImGui::PopStyleColor();
  }
  textWrappedWhole(step.predict.explanation);
}

}  // namespace wl::web
