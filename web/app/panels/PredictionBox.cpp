// "Predict, then see" in the Lesson panel, under the step's question: while the student predicts, how
// to draw the arrow, its direction as an angle (a slider: the keyboard's way in), and Reveal; after the
// reveal, how far off each prediction was and the step's explanation.
#include <algorithm>
#include <cstdio>
#include <string>

#include "app/player/PredictText.hpp"
#include "app/text/UiText.hpp"
#include "app/widgets/PanelWidgets.hpp"
#include "app/panels/Panels.hpp"

namespace wl::web {

void drawPredictionBox(LessonPlayer& player, ViewState& view, bool threeD) {
  const PredictionState& prediction = player.prediction();
  if (!prediction.any()) return;
  const LessonStep& step = player.currentStep();
  const PredictionPlane& plane = step.predict.plane;
  ImGui::Separator();
  if (prediction.open()) {
    const PredictedArrow& active = prediction.arrows[prediction.active];
    textWrappedWhole(fill(tr(Text::predictHowToDraw), {forceText(active.term)}));
    if (prediction.arrows.size() > 1 && beginCombo(labelled(Text::predictArrowChoice).c_str(), termText(active.term))) {
      for (std::size_t k = 0; k < prediction.arrows.size(); ++k)
        if (ImGui::Selectable((std::string(termText(prediction.arrows[k].term)) + "###" + termKey(prediction.arrows[k].term)).c_str(),
                              k == prediction.active))
          player.predictionRound().chooseArrow(k);
      endCombo();
    }
    // The direction as a number: degrees from the plane's first axis towards its second.
    float angle = static_cast<float>(active.angleDeg.value_or(0.0));
    // Whole degrees and the plane's axes; in a language with a decimal comma the value already written
    // (sliderFormat), as every slider of the app.
    std::string format = "%.0f° (" + planeAxisText(plane.first) + "→" + planeAxisText(plane.second) + ")";
    if (!active.angleDeg) {
      format.clear();  // a format string: a '%' in a translation is printed as it is
      for (const char* c = tr(Text::predictNotDrawn); *c; ++c) format += *c == '%' ? std::string("%%") : std::string(1, *c);
    }
    const std::string shown = active.angleDeg ? sliderFormat(format.c_str(), angle) : format;
    // The slider takes what the label and the Reveal button beside it leave (never less than a few
    // digits). Where the line is too narrow for them all (a phone, the German or Portuguese words), the
    // "turn view" checkbox and then Reveal go to the next line: no line runs past the panel's edge.
    const ImGuiStyle& style = ImGui::GetStyle();
    const float avail = ImGui::GetContentRegionAvail().x;
    const float minSlider = 5.0f * ImGui::GetFontSize();
    const float labelRoom = ImGui::CalcTextSize(tr(Text::predictDirection)).x + 2.0f * style.ItemSpacing.x;
    const float revealRoom = ImGui::CalcTextSize(tr(Text::predictReveal)).x + 2.0f * style.ItemSpacing.x + 2.0f * style.FramePadding.x;
    const float turnRoom =
        threeD ? ImGui::GetFrameHeight() + ImGui::CalcTextSize(tr(Text::predictDragTurnsView)).x + 2.0f * style.ItemSpacing.x : 0.0f;
    const bool revealBeside = avail - labelRoom - revealRoom >= minSlider;
    const bool turnBeside = revealBeside ? avail - labelRoom - revealRoom - turnRoom >= minSlider : revealRoom + turnRoom <= avail;
    const float sliderRoom = avail - labelRoom - (revealBeside ? revealRoom : 0.0f) - (revealBeside && turnBeside ? turnRoom : 0.0f);
    ImGui::SetNextItemWidth(std::max(sliderRoom, minSlider));
    if (ImGui::SliderFloat(labelled(Text::predictDirection).c_str(), &angle, -180.0f, 180.0f, shown.c_str()))
      player.predictionRound().setAngle(prediction.active, angle);
    if (revealBeside) ImGui::SameLine();
    // Always pressable (a keyboard's Tab reaches it): before an arrow is drawn it says what to do.
    if (ImGui::Button(labelled(Text::predictReveal).c_str())) {
      if (prediction.complete()) player.revealPrediction(view);
      else player.setMessage(tr(Text::predictDrawFirst), false);
    }
    if (!prediction.complete() && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr(Text::predictDrawFirst));
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
      if (turnBeside) ImGui::SameLine();
      bool turns = prediction.dragTurnsView;
      if (ImGui::Checkbox(labelled(Text::predictDragTurnsView).c_str(), &turns)) player.predictionRound().setDragTurnsView(turns);
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
    ImGui::PushStyleColor(ImGuiCol_Text, a.errorDeg <= kWellPredictedDeg ? goodText(view.theme) : ImGui::GetStyleColorVec4(ImGuiCol_Text));
    textWrappedWhole(predictionResultText(a));
    ImGui::PopStyleColor();
  }
  textWrappedWhole(predictionExplanationText(player, view));  // its {…} filled, as the step's text
}

}  // namespace wl::web
