// The keyboard shortcuts (H or ?), the layout chosen by hand, the view (the theme: dark, or light for a
// bright hall; arrow labels and the ground), the language, and the number format of exported CSV files.
// The keys themselves are handled in App::handleShortcuts.
#include <algorithm>

#include "app/UiText.hpp"
#include "app/panels/PanelWidgets.hpp"
#include "app/panels/Panels.hpp"

namespace wl::web {

void drawHelpPanel(LessonPlayer& player, PanelLayout& layout, ViewState& view) {
  ImGui::Begin((std::string(tr(Text::panelHelp)) + "###help").c_str(), &layout.showHelp, ImGuiWindowFlags_AlwaysAutoResize);
  // Two kinds of keys: Tab puts the keyboard focus on a control, and while a control has it the
  // arrows, Space, Enter and Esc are the control's; with no control focused they are the shortcuts.
  static constexpr Text rows[][2] = {
      {Text::helpTabKey, Text::helpTab},           {Text::helpPressKey, Text::helpPress},
      {Text::helpArrowsKey, Text::helpArrows},     {Text::helpEscKey, Text::helpEsc},
      {Text::helpSpaceKey, Text::helpSpace},       {Text::helpLeftRightKey, Text::helpLeftRight},
      {Text::helpPageKey, Text::helpPage},         {Text::helpPresenterKey, Text::helpPresenter},
      {Text::helpDigitsKey, Text::helpDigits},     {Text::helpHelpKey, Text::helpHelp},
      {Text::helpDragKey, Text::helpDrag},         {Text::helpWheelKey, Text::helpWheel},
      {Text::helpResetKey, Text::helpReset},       {Text::helpOneFingerKey, Text::helpOneFinger},
      {Text::helpTwoFingersKey, Text::helpTwoFingers}, {Text::helpPredictKey, Text::helpPredict}};
  // The keys' column as wide as its widest entry in this language (German names the keys at length).
  float keyWidth = 170.0f * layout.uiScale();
  for (const auto& r : rows) keyWidth = std::max(keyWidth, ImGui::CalcTextSize(tr(r[0])).x + ImGui::GetStyle().ItemSpacing.x * 2.0f);
  for (const auto& r : rows) {
    ImGui::TextUnformatted(tr(r[0]));
    ImGui::SameLine(keyWidth);
    ImGui::TextUnformatted(tr(r[1]));
  }
  // The screen's own layout, or one chosen by hand (a projector's, or a phone's to preview it).
  ImGui::Separator();
  ImGui::SetNextItemWidth(140 * layout.uiScale());
  if (beginCombo(labelled(Text::helpLayout).c_str(), layout.chosen() ? tr(screenClassText(*layout.chosen())) : tr(Text::helpLayoutAuto))) {
    if (ImGui::Selectable(labelled(Text::helpLayoutAuto).c_str(), !layout.chosen())) layout.choose(std::nullopt);
    for (ScreenClass c : kScreenClasses)
      if (ImGui::Selectable((std::string(tr(screenClassText(c))) + "###" + screenClassName(c)).c_str(), layout.chosen() == c)) layout.choose(c);
    endCombo();
  }
  ImGui::SameLine();
  ImGui::TextDisabled("%s", fill(tr(Text::helpLayoutNow), {tr(screenClassText(layout.screen()))}).c_str());
  // How the scene looks: drawing options only, no number changes.
  ImGui::TextUnformatted(tr(Text::helpTheme));
  ImGui::SameLine();
  if (ImGui::RadioButton(labelled(Text::helpThemeDark).c_str(), view.theme == render::Theme::Dark)) view.theme = render::Theme::Dark;
  ImGui::SameLine();
  if (ImGui::RadioButton(labelled(Text::helpThemeLight).c_str(), view.theme == render::Theme::Light)) view.theme = render::Theme::Light;
  bool labels = view.arrowLabels(layout.presenter());
  if (ImGui::Checkbox(labelled(Text::helpArrowLabels).c_str(), &labels)) view.arrowLabelsChosen = labels;
  ImGui::SameLine();
  ImGui::Checkbox(labelled(Text::helpGround).c_str(), &view.ground);
  // The language (also beside the lesson's title), and the numbers of exported CSV files: a
  // spreadsheet set to German or Portuguese reads "0,5" and ';', one set to English "0.5" and ','.
  ImGui::Separator();
  ImGui::SetNextItemWidth(180 * layout.uiScale());
  languageCombo(player, false);
  ImGui::Checkbox(labelled(Text::helpCsvDecimalComma).c_str(), &player.csvDecimalComma);
  ImGui::End();
}

}  // namespace wl::web
