// The legend strip over the scene: each shown term's colour and label, the arrow and arc scales, the
// time and the observer. Drawn on ImGui's background list, between the lesson and terms windows.
#include <algorithm>
#include <cstdio>

#include "app/panels/PanelWidgets.hpp"
#include "app/panels/Panels.hpp"
#include "lesson/Quantity.hpp"

namespace wl::web {

void drawLegend(const LessonPlayer& player, const ViewState& view, const PanelLayout& layout, const SceneView& scene,
                float framebufferWidth) {
  ImDrawList* draw = ImGui::GetBackgroundDrawList();
  const float scale = layout.uiScale();
  // The strip between the lesson window (left) and the terms window (right); entries wrap inside it
  // rather than running under a window. Presenter mode has no window at the top left (the lesson is
  // at the bottom).
  const float left = layout.presenter ? 10 * scale : std::max(420 * scale, framebufferWidth * 0.5f - 200 * scale);
  const float right = std::max(left + 200 * scale, framebufferWidth - 330 * scale);
  const float lineHeight = ImGui::GetTextLineHeightWithSpacing() + 2 * scale;
  float x = left, y = 8 * scale;
  for (Term t : kAllTerms) {
    if (!view.shows(t)) continue;
    const float entry = 22 * scale + ImGui::CalcTextSize(termLabel(t)).x + 12 * scale;
    if (x > left && x + entry > right) x = left, y += lineHeight;
    const ImU32 col = ImGui::ColorConvertFloat4ToU32(termTextColour(t, layout.presenter));
    const float mid = y + ImGui::GetTextLineHeight() * 0.5f;
    draw->AddLine(ImVec2(x, mid), ImVec2(x + 18 * scale, mid), col, 3.0f);
    draw->AddText(ImVec2(x + 22 * scale, y), col, termLabel(t));
    x += entry;
  }
  y += lineHeight;
  const ImU32 grey = IM_COL32(220, 220, 220, 255);
  char text[160];
  std::snprintf(text, sizeof text, "arrows: %s N per cm, arcs: %s N·m per turn", formatNumber(scene.newtonsPerCmShown()).c_str(),
                scene.momentPerTurnShown() > 1e-6f ? formatNumber(scene.momentPerTurnShown()).c_str() : "–");
  draw->AddText(ImVec2(left, y), grey, text);
  std::snprintf(text, sizeof text, "t = %.2f s   observer: %s", player.session().time(), view.observer.c_str());
  draw->AddText(ImVec2(left, y + lineHeight), grey, text);
}

}  // namespace wl::web
