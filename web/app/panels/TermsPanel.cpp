// Who observes and what is shown: the observer and moment point, the invariance check right under
// them, the nine term toggles in two columns (acting, fictitious), the segments, trails, arrow scale.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>

#include "app/text/UiText.hpp"
#include "app/widgets/PanelWidgets.hpp"
#include "app/panels/Panels.hpp"

namespace wl::web {
namespace {

// Observer: the named choices, every frame, and each segment's frame attached at its proximal joint.
// "own" and "parent" say where they are attached (a frame's default point: its segment's distal point),
// since "parent" is at the segment's own joint only where that joint sits at the parent's distal point.
void observerCombo(LessonPlayer& player, ViewState& view) {
  if (!beginCombo(labelled(Text::termsObserver).c_str(), observerText(view.observer).c_str(), ImGuiComboFlags_HeightLarge)) return;
  const Model& model = player.session().model();
  std::vector<std::string> options{"world", "own", "parent"};
  for (std::size_t f = 1; f < model.frames().size(); ++f) {
    options.push_back(model.frames()[f].name);
    if (model.frames()[f].segment >= 0) options.push_back(model.frames()[f].name + "@" + model.frames()[f].name + ".proximal");
  }
  for (const std::string& o : options) {
    const std::string shown = o == "own"      ? fill(tr(Text::observerOwnWhere), {observerText(o)})
                              : o == "parent" ? fill(tr(Text::observerParentWhere), {observerText(o)})
                                              : observerText(o);
    if (ImGui::Selectable((shown + "###" + o).c_str(), o == view.observer))
      if (Status st = player.setObserver(o, view); !st) player.setMessage(st.error().text(), true);
    if ((o == "own" || o == "parent") && ImGui::IsItemHovered())
      ImGui::SetTooltip("%s", tr(o == "own" ? Text::observerOwnTip : Text::observerParentTip));
  }
  endCombo();
}

// The invariance, visible right under the observer it is about: the joint wrench does not depend on
// the observer, the fictitious terms do. Round-off is shown as a power of ten, the largest of the last
// two seconds: the exact value flickers every frame, and a number that changes redraws the panel.
void invarianceCheck(const Session& session, render::Theme theme, InvarianceLine& line) {
  const double discrepancy = session.jointWrenchDiscrepancy();
  const bool holds = invarianceHolds(discrepancy, session.jointWrenchScale());
  const int exponent = discrepancy > 0.0 ? static_cast<int>(std::ceil(std::log10(discrepancy))) : -99;
  if (exponent >= line.exponent || ImGui::GetTime() - line.shownAt > 2.0) {
    line.exponent = exponent;
    line.shownAt = ImGui::GetTime();
  }
  ImGui::PushStyleColor(ImGuiCol_Text, holds ? goodText(theme) : errorText(theme));
  ImGui::TextWrapped("%s", invarianceSentence(discrepancy, line.exponent, holds).c_str());
  ImGui::PopStyleColor();
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr(Text::termsInvarianceHelp));
}

// Two columns, so all nine fit without scrolling and the split the lessons teach is the layout: what
// acts on the segment, and what only this observer's acceleration adds. The digits are the keyboard
// shortcuts.
void termToggles(LessonPlayer& player, ViewState& view) {
  // "6  Coriolis", with " ?" while a predict step hides it; the id stays the same either way.
  const auto labelOf = [&](Term t) {
    char label[96];
    std::snprintf(label, sizeof label, "%d  %s%s###term%d", static_cast<int>(t) + 1, termText(t), view.hiddenForPrediction(t) ? " ?" : "",
                  static_cast<int>(t));
    return std::string(label);
  };
  const auto toggle = [&](Term t) {
    ImGui::PushStyleColor(ImGuiCol_CheckMark, termTextColour(t, view.theme));
    const std::string label = labelOf(t);
    if (view.hiddenForPrediction(t)) {  // a predict step: no peeking before the reveal (and it says so)
      bool off = false;
      if (ImGui::Checkbox(label.c_str(), &off)) player.setMessage(tr(Text::predictHiddenTermTip), false);
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr(Text::predictHiddenTermTip));
      ImGui::PopStyleColor();
      return;
    }
    bool on = view.shows(t);
    if (ImGui::Checkbox(label.c_str(), &on)) view.setShown(t, on);
    ImGui::PopStyleColor();
  };
  Term acting[kTermCount], fictitious[kTermCount];
  std::size_t actingCount = 0, fictitiousCount = 0;
  for (Term t : kAllTerms) {
    if (isFictitious(t)) fictitious[fictitiousCount++] = t;
    else acting[actingCount++] = t;
  }
  // Each column drawn whole (a group), not row by row: Tab walks the acting terms, then the fictitious
  // ones, as they are read, instead of zig-zagging between the columns.
  // (Placed by hand, not with SameLine, which would lower the second column by a frame's padding.)
  // Where an acting term's name would run into the second column (a narrow phone, a long name), the
  // fictitious terms go under the acting ones instead.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float columnX = 0.5f * ImGui::GetContentRegionAvail().x;
  float widest = 0.0f;
  for (std::size_t row = 0; row < actingCount; ++row)
    widest = std::max(widest, ImGui::CalcTextSize(labelOf(acting[row]).c_str(), nullptr, true).x);
  const bool twoColumns = ImGui::GetFrameHeight() + style.ItemInnerSpacing.x + widest + style.ItemSpacing.x <= columnX;
  const ImVec2 start = ImGui::GetCursorPos();
  ImGui::BeginGroup();
  ImGui::TextDisabled("%s", tr(Text::termsActing));
  for (std::size_t row = 0; row < actingCount; ++row) toggle(acting[row]);
  ImGui::EndGroup();
  const float firstBottom = ImGui::GetCursorPosY();
  if (twoColumns) ImGui::SetCursorPos(ImVec2(start.x + columnX, start.y));
  ImGui::BeginGroup();
  ImGui::TextDisabled("%s", tr(Text::termsFictitious));
  for (std::size_t row = 0; row < fictitiousCount; ++row) toggle(fictitious[row]);
  ImGui::EndGroup();
  if (twoColumns) ImGui::SetCursorPos(ImVec2(start.x, std::max(firstBottom, ImGui::GetCursorPosY())));
}

}  // namespace

std::string invarianceSentence(double discrepancy, int exponent, bool holds, bool withSign) {
  // The verdict leads in words and a sign (= or ≠), so the colour is not the only carrier.
  std::string agreement;
  if (!holds) agreement = fill(tr(Text::invarianceNotEqual), {uiNumber(discrepancy)});
  else if (exponent <= -99) agreement = tr(Text::invarianceEqual);
  else agreement = fill(tr(Text::invarianceEqualRoundOff), {std::to_string(exponent)});
  // Read aloud (the screen-reader layer), "= equal" would be "equals equal": the words carry it there.
  if (!withSign)
    for (const char* sign : {"= ", "≠ "})
      if (agreement.rfind(sign, 0) == 0) agreement.erase(0, std::strlen(sign));
  return fill(tr(Text::invarianceSentence), {agreement});
}

void drawTermsPanel(LessonPlayer& player, ViewState& view, PanelLayout& layout, InvarianceLine& invariance) {
  // Folded to its title bar in presenter mode (a click opens it), unfolded again after.
  if (!layout.beginPanel(PanelId::Terms)) return;
  const Model& model = player.session().model();
  // Combos sized to leave their labels room: a cut "moments ab" reads as a bug on a projector.
  const float labelWidth = std::max(ImGui::CalcTextSize(tr(Text::termsMomentsAbout)).x, ImGui::CalcTextSize(tr(Text::termsObserver)).x);
  ImGui::PushItemWidth(-(labelWidth + ImGui::GetStyle().ItemInnerSpacing.x));
  observerCombo(player, view);
  AboutPoint about = view.about;
  if (enumCombo(labelled(Text::termsMomentsAbout).c_str(), about, kAboutPoints, [](AboutPoint a) { return aboutPointText(a, true); }))
    player.setAboutPoint(about, view);
  ImGui::PopItemWidth();
  ImGui::Checkbox(labelled(Text::termsArrowsWhereTheyAct).c_str(), &view.arrowsWhereTheyAct);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr(Text::termsArrowsWhereTheyActHelp));
  ImGui::Checkbox(labelled(Text::termsCameraFollows).c_str(), &view.followObserver);
  invarianceCheck(player.session(), view.theme, invariance);
  ImGui::Separator();
  termToggles(player, view);
  if (ImGui::TreeNodeEx(labelled(Text::termsSegments).c_str(), treeNodeFlags())) {
    for (int s = 0; s < model.segmentCount(); ++s) {
      bool on = view.showsSegment(s);
      if (ImGui::Checkbox(model.segments()[static_cast<std::size_t>(s)].name.c_str(), &on)) view.showSegment[static_cast<std::size_t>(s)] = on;
    }
    ImGui::TreePop();
  }
  ImGui::Separator();
  ImGui::Checkbox(labelled(Text::termsTrails).c_str(), &view.trails);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(-(ImGui::CalcTextSize(tr(Text::termsArrows)).x + ImGui::GetStyle().ItemInnerSpacing.x));
  float scale = view.newtonsPerCm;
  const std::string scaleFormat = scale == 0.0f ? std::string(tr(Text::termsArrowScaleAuto)) : sliderFormat("%.2f N/cm", scale);
  if (ImGui::SliderFloat(labelled(Text::termsArrows).c_str(), &scale, 0.0f, 200.0f, scaleFormat.c_str(), ImGuiSliderFlags_Logarithmic))
    view.newtonsPerCm = scale;
  if (const BodyMeshes* meshes = player.bodyMeshes(); meshes && !meshes->meshes.empty()) {
    // The bodies' own meshes (bones, robot shells): see-through by default, so that no arrow, joint or
    // COM inside a bone is hidden; opaque; or the capsules as before.
    static constexpr std::array<ViewState::BodyStyle, 3> kStyles{ViewState::BodyStyle::SeeThrough, ViewState::BodyStyle::Meshes,
                                                                 ViewState::BodyStyle::Capsules};
    ImGui::SetNextItemWidth(-(ImGui::CalcTextSize(tr(Text::termsBodies)).x + ImGui::GetStyle().ItemInnerSpacing.x));
    enumCombo(labelled(Text::termsBodies).c_str(), view.bodyStyle, kStyles, [](ViewState::BodyStyle s) {
      return tr(s == ViewState::BodyStyle::SeeThrough ? Text::termsBodiesSeeThrough
                : s == ViewState::BodyStyle::Meshes   ? Text::termsBodiesMeshes
                                                      : Text::termsBodiesCapsules);
    });
  }
  ImGui::End();
}

}  // namespace wl::web
