// Every shown term of every shown segment as numbers, with the balance's residual, and the joint
// torques and forces.
#include <cstdio>
#include <string>

#include "app/text/UiText.hpp"
#include "app/widgets/PanelWidgets.hpp"
#include "app/panels/Panels.hpp"
#include "lesson/Quantity.hpp"
#include "model/Units.hpp"

namespace wl::web {

namespace {

std::string axesLabel(const std::string& axes) {
  return axes == "observer" ? tr(Text::tableObserverAxes) : axes == "own" ? tr(Text::tableOwnAxes) : fill(tr(Text::tableFrameAxes), {frameText(axes)});
}

// One segment's shown terms, components [from, to) of (Fx, Fy, Fz, Mx, My, Mz), and the residual.
void drawComponents(const ViewState& view, const SegmentTerms& s, const std::string& id, int from, int to) {
  static const char* const kHeadings[6] = {"Fx [N]", "Fy [N]", "Fz [N]", "Mx [N·m]", "My [N·m]", "Mz [N·m]"};
  if (!ImGui::BeginTable(id.c_str(), 1 + to - from, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) return;
  ImGui::TableSetupColumn(tr(Text::tableTerm));
  for (int k = from; k < to; ++k) ImGui::TableSetupColumn(kHeadings[k]);
  ImGui::TableHeadersRow();
  for (Term t : kAllTerms) {
    if (view.chosen(t) && view.hiddenForPrediction(t)) {  // a predict step: the row, not its numbers
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextColored(termTextColour(t, view.theme), "%s", termText(t));
      ImGui::TableNextColumn();
      ImGui::TextDisabled("%s", tr(Text::predictHiddenRow));
      continue;
    }
    if (!view.shows(t)) continue;
    const Vec6 w = s[t].vector();
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextColored(termTextColour(t, view.theme), "%s", termText(t));
    for (int k = from; k < to; ++k) {
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(uiNumber(w(k)).c_str());
    }
  }
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  ImGui::TextDisabled("%s", tr(Text::tableResidual));
  for (int k = from; k < to; ++k) {
    ImGui::TableNextColumn();
    // Exact zero reads "0", not "0e+00"; anything else only needs its order of magnitude.
    const double r = s.residual.vector()(k);
    char magnitude[16];
    std::snprintf(magnitude, sizeof magnitude, "%.0e", r);
    if (r == 0.0) ImGui::TextDisabled("0");
    else ImGui::TextDisabled("%s", magnitude);
  }
  ImGui::EndTable();
}

}  // namespace

void drawTablePanel(LessonPlayer& player, ViewState& view, PanelLayout& layout) {
  if (!layout.beginPanel(PanelId::Table, ImGuiWindowFlags_HorizontalScrollbar)) return;
  const Session& session = player.session();
  const Model& model = session.model();
  // The axes the numbers are written in (a step may set them): independent of who observes.
  if (beginCombo(fitLabelled(labelled(Text::tableWrittenIn), 220 * layout.uiScale(), 140 * layout.uiScale()).c_str(),
                 axesLabel(view.expressedIn).c_str(), 0, tr(Text::tableWrittenIn))) {
    std::vector<std::string> options{"observer", "own"};
    for (const FrameInfo& f : model.frames()) options.push_back(f.name);
    for (const std::string& o : options)
      if (ImGui::Selectable((axesLabel(o) + "###" + o).c_str(), o == view.expressedIn))
        if (Status st = player.setExpressedIn(o, view); !st) player.setMessage(st.error().text(), true);
    endCombo();
  }
  for (const SegmentTerms& s : session.breakdown().segments) {
    if (!view.showsSegment(s.segment)) continue;
    const std::string& name = model.segments()[static_cast<std::size_t>(s.segment)].name;
    textWrappedWhole(fill(tr(Text::tableSegmentHeading), {name, frameText(model.frames()[static_cast<std::size_t>(s[Term::Joint].frame)].name),
                                                          aboutPointText(view.about)}));
    // Forces and moments in one table where the panel is wide enough, else one under the other (a
    // phone, a narrow column): no number is cut at the panel's edge.
    const ImGuiStyle& style = ImGui::GetStyle();
    const float numberWidth = ImGui::CalcTextSize("−0.000e−00").x + 2.0f * style.CellPadding.x;
    const float termWidth = ImGui::CalcTextSize(termText(Term::Centrifugal)).x + 2.0f * style.CellPadding.x;
    if (termWidth + 6.0f * numberWidth <= ImGui::GetContentRegionAvail().x) {
      drawComponents(view, s, name, 0, 6);
    } else {
      drawComponents(view, s, name + "##forces", 0, 3);
      drawComponents(view, s, name + "##moments", 3, 6);
    }
  }
  // The torques wrap between coordinates, never inside one ("q1 = 3.12 N·m" is held together by
  // no-break spaces).
  std::string torques = tr(Text::tableJointTorques);
  const std::string noBreak = "\u00a0";
  for (int k = 0; k < model.nq(); ++k)
    torques += " " + model.coordinateNames()[static_cast<std::size_t>(k)] + noBreak + "=" + noBreak + uiNumber(session.jointTorques()(k)) +
               noBreak + coordinateUnit(model, k, CoordinateQuantity::GeneralizedForce);
  textWrappedWhole(torques);
  ImGui::End();
}

}  // namespace wl::web
