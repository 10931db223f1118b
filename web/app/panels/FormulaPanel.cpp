// The lesson's formulas, each with the focus segment's current numbers substituted by the engine.
#include "app/player/ShownFormulas.hpp"
#include "app/text/UiText.hpp"
#include "app/widgets/PanelWidgets.hpp"
#include "app/panels/Panels.hpp"

namespace wl::web {

void drawFormulaPanel(const Lesson& lesson, int step, const Session& session, ViewState& view, PanelLayout& layout) {
  if (lesson.formulas.empty()) return;
  if (!layout.beginPanel(PanelId::Formulas)) return;
  const Model& model = session.model();
  if (beginCombo(fitLabelled(labelled(Text::formulasSegment), 260 * layout.uiScale(), 110 * layout.uiScale()).c_str(),
                 model.segments()[static_cast<std::size_t>(view.focusSegment)].name.c_str(), 0, tr(Text::formulasSegment))) {
    for (int s = 0; s < model.segmentCount(); ++s)
      if (ImGui::Selectable(model.segments()[static_cast<std::size_t>(s)].name.c_str(), s == view.focusSegment)) view.focusSegment = s;
    endCombo();
  }
  // Components change with the axes they are taken along: say which, so an invariant vector whose
  // numbers change when the observer does is not mistaken for a changed one.
  const SegmentTerms& shown = session.breakdown().segments[static_cast<std::size_t>(view.focusSegment)];
  // Wrapped: in German or Portuguese the sentence is longer than a narrow panel.
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  textWrappedWhole(fill(tr(Text::formulasComponents), {frameText(model.frames()[static_cast<std::size_t>(shown[Term::Joint].frame)].name)}));
  ImGui::PopStyleColor();
  int index = 0;
  for (const ShownFormula& f : shownFormulas(lesson, step, session, view)) {
    ImGui::BeginGroup();
    if (f.isTerm) ImGui::PushStyleColor(ImGuiCol_Text, termTextColour(f.term, view.theme));
    textWrappedWhole(f.symbol);
    if (f.isTerm) ImGui::PopStyleColor();
    ImGui::Indent();
    if (f.withheld) {
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
      textWrappedWhole(tr(Text::predictNumbersAfterReveal));
      ImGui::PopStyleColor();
    } else {
      textWrappedWhole(f.numbers);
    }
    ImGui::Unindent();
    ImGui::EndGroup();
    // The formulas run on below the panel's one control: Page Down and the arrows land on each in
    // turn (scrolling it into view), so the keyboard reads them all.
    markPassage(("##formula" + std::to_string(index++)).c_str(), ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), f.symbol);
  }
  ImGui::End();
}

}  // namespace wl::web
