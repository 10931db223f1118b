// The keyboard shortcuts (H or ?). The keys themselves are handled in App::handleShortcuts.
#include "app/panels/PanelWidgets.hpp"
#include "app/panels/Panels.hpp"

namespace wl::web {

void drawHelpPanel(PanelLayout& layout) {
  ImGui::Begin("Keyboard shortcuts", &layout.showHelp, ImGuiWindowFlags_AlwaysAutoResize);
  const char* rows[][2] = {{"Space", "play / pause"}, {"← / →", "step back / forward in time"},
                           {"Page Up / Down", "previous / next lesson step"}, {"F", "presenter mode (large, high contrast)"},
                           {"1 – 9", "toggle the terms in legend order"}, {"? or H", "this help"},
                           {"drag on the scene", "orbit (3D) or pan (2D); Shift + drag pans in 3D"},
                           {"wheel", "zoom about the pointer"}, {"R or Home", "reset the view"}, {"one finger", "tap and drag, as the mouse"},
                           {"two fingers", "pinch to zoom, move to pan"}};
  for (auto& r : rows) {
    ImGui::TextUnformatted(r[0]);
    ImGui::SameLine(170 * layout.uiScale());
    ImGui::TextUnformatted(r[1]);
  }
  ImGui::End();
}

}  // namespace wl::web
