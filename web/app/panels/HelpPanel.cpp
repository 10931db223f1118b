// The keyboard shortcuts (H or ?), the layout chosen by hand, and the view: the theme (dark, or light
// for a bright hall), arrow labels and the ground. The keys themselves are handled in App::handleShortcuts.
#include "app/PredictText.hpp"
#include "app/panels/PanelWidgets.hpp"
#include "app/panels/Panels.hpp"

namespace wl::web {

void drawHelpPanel(PanelLayout& layout, ViewState& view) {
  ImGui::Begin("Keyboard shortcuts", &layout.showHelp, ImGuiWindowFlags_AlwaysAutoResize);
  // Two kinds of keys: Tab puts the keyboard focus on a control, and while a control has it the
  // arrows, Space, Enter and Esc are the control's; with no control focused they are the shortcuts.
  const char* rows[][2] = {{"Tab / Shift+Tab", "next / previous control (a yellow ring and a triangle mark it)"},
                           {"Space or Enter", "press the focused control; on a slider Space then ←/→, Enter types a value"},
                           {"arrows", "with a control focused: to the neighbouring control, or in an open list"},
                           {"Esc", "close a list; leave the control (the keys below work again); close this help"},
                           {"Space", "play / pause (no control focused)"}, {"← / →", "step back / forward in time (no control focused)"},
                           {"Page Up / Down", "previous / next lesson step"}, {"F", "presenter mode (large, arrow labels)"},
                           {"1 – 9", "toggle the terms in legend order"}, {"? or H", "this help"},
                           {"drag on the scene", "orbit (3D) or pan (2D); Shift + drag pans in 3D"},
                           {"wheel", "zoom about the pointer"}, {"R or Home", "reset the view (Home: no control focused)"},
                           {"one finger", "tap and drag, as the mouse"}, {"two fingers", "pinch to zoom, move to pan"},
                           {"predict step", predict_text::kHelpKeys}};
  for (auto& r : rows) {
    ImGui::TextUnformatted(r[0]);
    ImGui::SameLine(170 * layout.uiScale());
    ImGui::TextUnformatted(r[1]);
  }
  // The screen's own layout, or one chosen by hand (a projector's, or a phone's to preview it).
  ImGui::Separator();
  ImGui::SetNextItemWidth(140 * layout.uiScale());
  if (beginCombo("layout", layout.chosen() ? screenClassName(*layout.chosen()) : "auto (this screen's)")) {
    if (ImGui::Selectable("auto (this screen's)", !layout.chosen())) layout.choose(std::nullopt);
    for (ScreenClass c : kScreenClasses)
      if (ImGui::Selectable(screenClassName(c), layout.chosen() == c)) layout.choose(c);
    ImGui::EndCombo();
  }
  ImGui::SameLine();
  ImGui::TextDisabled("now: %s", screenClassName(layout.screen()));
  // How the scene looks: drawing options only, no number changes.
  ImGui::TextUnformatted("theme");
  ImGui::SameLine();
  if (ImGui::RadioButton("dark", view.theme == render::Theme::Dark)) view.theme = render::Theme::Dark;
  ImGui::SameLine();
  if (ImGui::RadioButton("light (bright hall)", view.theme == render::Theme::Light)) view.theme = render::Theme::Light;
  bool labels = view.arrowLabels(layout.presenter());
  if (ImGui::Checkbox("arrow labels", &labels)) view.arrowLabelsChosen = labels;
  ImGui::SameLine();
  ImGui::Checkbox("ground and g", &view.ground);
  ImGui::End();
}

}  // namespace wl::web
