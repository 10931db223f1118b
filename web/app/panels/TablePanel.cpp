// Every shown term of every shown segment as numbers, with the balance's residual, and the joint
// torques and forces.
#include <cstdio>

#include "app/UiText.hpp"
#include "app/panels/PanelWidgets.hpp"
#include "app/panels/Panels.hpp"
#include "lesson/Quantity.hpp"
#include "model/Units.hpp"

namespace wl::web {

namespace {

std::string axesLabel(const std::string& axes) {
  return axes == "observer" ? tr(Text::tableObserverAxes) : axes == "own" ? tr(Text::tableOwnAxes) : fill(tr(Text::tableFrameAxes), {axes});
}

}  // namespace

void drawTablePanel(LessonPlayer& player, ViewState& view, PanelLayout& layout) {
  if (!layout.beginPanel(PanelId::Table, ImGuiWindowFlags_HorizontalScrollbar)) return;
  const Session& session = player.session();
  const Model& model = session.model();
  // The axes the numbers are written in (a step may set them): independent of who observes.
  ImGui::SetNextItemWidth(220 * layout.uiScale());
  if (beginCombo(labelled(Text::tableWrittenIn).c_str(), axesLabel(view.expressedIn).c_str())) {
    std::vector<std::string> options{"observer", "own"};
    for (const FrameInfo& f : model.frames()) options.push_back(f.name);
    for (const std::string& o : options)
      if (ImGui::Selectable((axesLabel(o) + "###" + o).c_str(), o == view.expressedIn))
        if (Status st = player.setExpressedIn(o, view); !st) player.setMessage(st.error().text(), true);
    ImGui::EndCombo();
  }
  for (const SegmentTerms& s : session.breakdown().segments) {
    if (!view.showsSegment(s.segment)) continue;
    const std::string& name = model.segments()[static_cast<std::size_t>(s.segment)].name;
    ImGui::TextUnformatted(fill(tr(Text::tableSegmentHeading), {name, model.frames()[static_cast<std::size_t>(s[Term::Joint].frame)].name,
                                                                 aboutPointText(view.about)})
                               .c_str());
    if (ImGui::BeginTable(name.c_str(), 7, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) {
      for (const char* h : {tr(Text::tableTerm), "Fx [N]", "Fy [N]", "Fz [N]", "Mx [N·m]", "My [N·m]", "Mz [N·m]"}) ImGui::TableSetupColumn(h);
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
        const Wrench& w = s[t];
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextColored(termTextColour(t, view.theme), "%s", termText(t));
        for (double v : {w.force.x(), w.force.y(), w.force.z(), w.moment.x(), w.moment.y(), w.moment.z()}) {
          ImGui::TableNextColumn();
          ImGui::TextUnformatted(uiNumber(v).c_str());
        }
      }
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextDisabled("%s", tr(Text::tableResidual));
      for (int k = 0; k < 6; ++k) {
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
  }
  ImGui::TextUnformatted(tr(Text::tableJointTorques));
  for (int k = 0; k < model.nq(); ++k) {
    ImGui::SameLine();
    ImGui::Text("%s = %s %s", model.coordinateNames()[static_cast<std::size_t>(k)].c_str(),
                uiNumber(session.jointTorques()(k)).c_str(),
                coordinateUnit(model, k, CoordinateQuantity::GeneralizedForce));
  }
  ImGui::End();
}

}  // namespace wl::web
