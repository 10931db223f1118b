// Who observes and what is shown: the observer and moment point, the invariance check right under
// them, the nine term toggles in two columns (acting, fictitious), the segments, trails, arrow scale.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "app/PredictText.hpp"
#include "app/panels/PanelWidgets.hpp"
#include "app/panels/Panels.hpp"

namespace wl::web {
namespace {

// Observer: the named choices, every frame, and each segment's frame attached at its proximal joint.
void observerCombo(LessonPlayer& player, ViewState& view) {
  if (!beginCombo("observer", view.observer.c_str(), ImGuiComboFlags_HeightLarge)) return;
  const Model& model = player.session().model();
  std::vector<std::string> options{"world", "own", "parent"};
  for (std::size_t f = 1; f < model.frames().size(); ++f) {
    options.push_back(model.frames()[f].name);
    if (model.frames()[f].segment >= 0) options.push_back(model.frames()[f].name + "@" + model.frames()[f].name + ".proximal");
  }
  for (const std::string& o : options)
    if (ImGui::Selectable(o.c_str(), o == view.observer))
      if (Status st = player.setObserver(o, view); !st) player.setMessage(st.error().text(), true);
  ImGui::EndCombo();
}

// The invariance, visible right under the observer it is about: the joint wrench does not depend on
// the observer, the fictitious terms do. Round-off is shown as a power of ten, the largest of the last
// two seconds: the exact value flickers every frame, and a number that changes redraws the panel.
void invarianceCheck(const Session& session, render::Theme theme, InvarianceLine& line) {
  const double discrepancy = session.jointWrenchDiscrepancy();
  const int exponent = discrepancy > 0.0 ? static_cast<int>(std::ceil(std::log10(discrepancy))) : -99;
  if (exponent >= line.exponent || ImGui::GetTime() - line.shownAt > 2.0) {
    line.exponent = exponent;
    line.shownAt = ImGui::GetTime();
  }
  ImGui::PushStyleColor(ImGuiCol_Text, discrepancy >= 1e-6 ? errorText(theme) : goodText(theme));
  ImGui::TextWrapped("%s", invarianceSentence(discrepancy, line.exponent).c_str());
  ImGui::PopStyleColor();
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Switch the observer: the fictitious terms change, the joint wrench does not.");
}

// Two columns, so all nine fit without scrolling and the split the lessons teach is the layout: what
// acts on the segment, and what only this observer's acceleration adds. The digits are the keyboard
// shortcuts.
void termToggles(LessonPlayer& player, ViewState& view) {
  const auto toggle = [&](Term t) {
    ImGui::PushStyleColor(ImGuiCol_CheckMark, termTextColour(t, view.theme));
    char label[64];
    std::snprintf(label, sizeof label, "%d  %s", static_cast<int>(t) + 1, termLabel(t));
    if (view.hiddenForPrediction(t)) {  // a predict step: no peeking before the reveal (and it says so)
      std::snprintf(label, sizeof label, "%d  %s %s", static_cast<int>(t) + 1, termLabel(t), predict_text::kHiddenTerm);
      bool off = false;
      if (ImGui::Checkbox(label, &off)) player.setMessage(predict_text::kHiddenTermTip, false);
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", predict_text::kHiddenTermTip);
      ImGui::PopStyleColor();
      return;
    }
    bool on = view.shows(t);
    if (ImGui::Checkbox(label, &on)) view.setShown(t, on);
    ImGui::PopStyleColor();
  };
  Term acting[kTermCount], fictitious[kTermCount];
  std::size_t actingCount = 0, fictitiousCount = 0;
  for (Term t : kAllTerms) {
    if (isFictitious(t)) fictitious[fictitiousCount++] = t;
    else acting[actingCount++] = t;
  }
  if (!ImGui::BeginTable("##terms", 2)) return;
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  ImGui::TextDisabled("acting");
  ImGui::TableNextColumn();
  ImGui::TextDisabled("fictitious");
  for (std::size_t row = 0; row < std::max(actingCount, fictitiousCount); ++row) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    if (row < actingCount) toggle(acting[row]);
    ImGui::TableNextColumn();
    if (row < fictitiousCount) toggle(fictitious[row]);
  }
  ImGui::EndTable();
}

}  // namespace

std::string invarianceSentence(double discrepancy, int exponent) {
  // The verdict leads in words and a sign (= or ≠), so the colour is not the only carrier.
  char agreement[96];
  if (discrepancy >= 1e-6) std::snprintf(agreement, sizeof agreement, "≠ NOT equal: they differ by %.3g, more than round-off", discrepancy);
  else if (exponent <= -99) std::snprintf(agreement, sizeof agreement, "= equal");
  else std::snprintf(agreement, sizeof agreement, "= equal to within 1e%d (round-off)", exponent);
  return std::string("Joint wrench, this observer vs the inertial frame: ") + agreement + ".";
}

void drawTermsPanel(LessonPlayer& player, ViewState& view, PanelLayout& layout, InvarianceLine& invariance) {
  // Folded to its title bar in presenter mode (a click opens it), unfolded again after.
  if (!layout.beginPanel(PanelId::Terms)) return;
  const Model& model = player.session().model();
  // Combos sized to leave their labels room: a cut "moments ab" reads as a bug on a projector.
  ImGui::PushItemWidth(-(ImGui::CalcTextSize("moments about").x + ImGui::GetStyle().ItemInnerSpacing.x));
  observerCombo(player, view);
  AboutPoint about = view.about;
  if (enumCombo("moments about", about, kAboutPoints, aboutPointChoice)) player.setAboutPoint(about, view);
  ImGui::PopItemWidth();
  ImGui::Checkbox("arrows where each term acts", &view.arrowsWhereTheyAct);
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("On: joint at the proximal joint, reactions at the distal joint, dynamic, fictitious\n"
                      "and gravity at the centre of mass, loads at their points; arcs are moments about\n"
                      "those points. Off: every term at the 'moments about' point, as in the table.");
  ImGui::Checkbox("camera follows the observer", &view.followObserver);
  invarianceCheck(player.session(), view.theme, invariance);
  ImGui::Separator();
  termToggles(player, view);
  if (ImGui::TreeNode("segments")) {
    for (int s = 0; s < model.segmentCount(); ++s) {
      bool on = view.showsSegment(s);
      if (ImGui::Checkbox(model.segments()[static_cast<std::size_t>(s)].name.c_str(), &on)) view.showSegment[static_cast<std::size_t>(s)] = on;
    }
    ImGui::TreePop();
  }
  ImGui::Separator();
  ImGui::Checkbox("COM trails", &view.trails);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(-(ImGui::CalcTextSize("arrows").x + ImGui::GetStyle().ItemInnerSpacing.x));
  float scale = view.newtonsPerCm;
  if (ImGui::SliderFloat("arrows", &scale, 0.0f, 200.0f, scale == 0.0f ? "auto" : "%.2f N/cm", ImGuiSliderFlags_Logarithmic))
    view.newtonsPerCm = scale;
  ImGui::End();
}

}  // namespace wl::web
