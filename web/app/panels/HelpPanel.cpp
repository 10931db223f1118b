// The keyboard shortcuts (H or ?), the layout chosen by hand, the view (the theme: dark, or light for a
// bright hall; arrow labels and the ground), the language, and the number format of exported CSV files.
// The keys themselves are handled in App::handleShortcuts.
#include <algorithm>

#include "app/text/UiText.hpp"
#include "app/widgets/PanelWidgets.hpp"
#include "app/panels/Panels.hpp"

namespace wl::web {

void drawHelpPanel(LessonPlayer& player, PanelLayout& layout, ViewState& view) {
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
  const ImGuiStyle& style = ImGui::GetStyle();
  float keyWidth = 170.0f * layout.uiScale(), textWidth = 0.0f;
  for (const auto& r : rows) {
    keyWidth = std::max(keyWidth, ImGui::CalcTextSize(tr(r[0])).x + style.ItemSpacing.x * 2.0f);
    textWidth = std::max(textWidth, ImGui::CalcTextSize(tr(r[1])).x);
  }
  // Where the two columns do not fit the screen (a phone), the window fills it and each key's text
  // wraps under the key; a finger's two rows come first on a touch screen.
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const float margin = 8.0f * layout.uiScale();
  const bool narrow = keyWidth + textWidth + 2.0f * style.WindowPadding.x + style.ScrollbarSize > display.x - 2.0f * margin;
  if (narrow) {
    ImGui::SetNextWindowPos(ImVec2(margin, margin), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(display.x - 2.0f * margin, display.y - 2.0f * margin), ImGuiCond_Always);
  }
  ImGui::Begin((std::string(tr(Text::panelHelp)) + "###help").c_str(), &layout.showHelp, narrow ? 0 : ImGuiWindowFlags_AlwaysAutoResize);
  const bool touch = (ImGui::GetIO().ConfigFlags & ImGuiConfigFlags_IsTouchScreen) != 0;
  const auto fingers = [](const Text(&r)[2]) { return r[0] == Text::helpOneFingerKey || r[0] == Text::helpTwoFingersKey; };
  for (int pass = 0; pass < 2; ++pass)
    for (const auto& r : rows) {
      if (fingers(r) != (touch == (pass == 0))) continue;  // touch: the fingers' rows, then the rest
      ImGui::TextUnformatted(tr(r[0]));
      if (narrow) {
        ImGui::Indent();
        textWrappedWhole(tr(r[1]));
        ImGui::Unindent();
      } else {
        ImGui::SameLine(keyWidth);
        ImGui::TextUnformatted(tr(r[1]));
      }
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
  const std::string now = fill(tr(Text::helpLayoutNow), {tr(screenClassText(layout.screen()))});
  sameLineIfFits(now.c_str());
  ImGui::TextDisabled("%s", now.c_str());
  // How the scene looks: drawing options only, no number changes.
  // Each choice beside the last where the line has room (a radio button or check box is a frame wider
  // than its caption), else under it.
  const auto besideIfFits = [](Text caption) {
    if (fitsBesideLastItem(ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x + ImGui::CalcTextSize(tr(caption)).x)) ImGui::SameLine();
  };
  ImGui::TextUnformatted(tr(Text::helpTheme));
  besideIfFits(Text::helpThemeDark);
  if (ImGui::RadioButton(labelled(Text::helpThemeDark).c_str(), view.theme == render::Theme::Dark)) view.theme = render::Theme::Dark;
  besideIfFits(Text::helpThemeLight);
  if (ImGui::RadioButton(labelled(Text::helpThemeLight).c_str(), view.theme == render::Theme::Light)) view.theme = render::Theme::Light;
  bool labels = view.arrowLabels(layout.presenter());
  if (ImGui::Checkbox(labelled(Text::helpArrowLabels).c_str(), &labels)) view.arrowLabelsChosen = labels;
  besideIfFits(Text::helpGround);
  ImGui::Checkbox(labelled(Text::helpGround).c_str(), &view.ground);
  // The language (also beside the lesson's title), and the numbers of exported CSV files: a
  // spreadsheet set to German or Portuguese reads "0,5" and ';', one set to English "0.5" and ','.
  ImGui::Separator();
  ImGui::SetNextItemWidth(180 * layout.uiScale());
  languageCombo(player, false);
  if (!narrow) {
    ImGui::Checkbox(labelled(Text::helpCsvDecimalComma).c_str(), &view.csvDecimalComma);
  } else {  // its long caption wrapped beside the box, the box named by it
    const ImGuiID id = ImGui::GetID("###helpCsvDecimalComma");
    ImGui::Checkbox("###helpCsvDecimalComma", &view.csvDecimalComma);
    nameControl(id, tr(Text::helpCsvDecimalComma));
    ImGui::SameLine();
    ImGui::BeginGroup();
    textWrappedWhole(tr(Text::helpCsvDecimalComma));
    ImGui::EndGroup();
  }
  // What a lecturer may do with the app and its lessons (LICENSE, content/LICENSE), and where the
  // built-in libraries' licenses are: wrapped at a fixed width, so the window does not grow to one line.
  ImGui::Separator();
  ImGui::PushTextWrapPos(narrow ? 0.0f : ImGui::GetCursorPosX() + 460.0f * layout.uiScale());
  ImGui::TextDisabled("%s", tr(Text::helpLicenses));
  ImGui::PopTextWrapPos();
  ImGui::End();
}

}  // namespace wl::web
