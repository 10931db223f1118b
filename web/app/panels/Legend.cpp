// The legend strip over the scene: each shown term's colour and label, the time and the observer, and
// the arrow and arc scales. Drawn on ImGui's background list along the top of the mechanism's area;
// its entries flow like words, so on a phone it takes two lines rather than four.
#include <algorithm>
#include <cstdio>
#include <string>

#include "app/panels/PanelWidgets.hpp"
#include "app/panels/Panels.hpp"
#include "lesson/Quantity.hpp"

namespace wl::web {
namespace {

struct LegendText {
  char instant[160];
  char scales[160];
};

LegendText legendText(const LessonPlayer& player, const ViewState& view, const SceneView& scene) {
  LegendText text;
  std::snprintf(text.instant, sizeof text.instant, "t = %.2f s   observer: %s", player.hasLesson() ? player.session().time() : 0.0,
                view.observer.c_str());
  std::snprintf(text.scales, sizeof text.scales, "arrows: %s N per cm, arcs: %s N·m per turn",
                formatNumber(scene.newtonsPerCmShown()).c_str(),
                scene.momentPerTurnShown() > 1e-6f ? formatNumber(scene.momentPerTurnShown()).c_str() : "–");
  return text;
}

// Lays the entries out in `area` (framebuffer px), drawing them when `draw` is given; returns the
// height used. Entries wrap inside the area rather than running under a window.
float layOutLegend(const ViewState& view, bool highContrast, float scale, const Rect& area, ImDrawList* draw, const LegendText& text) {
  const float left = area.x + 8 * scale, right = std::max(left + 100 * scale, area.right() - 8 * scale);
  const float lineHeight = ImGui::GetTextLineHeightWithSpacing() + 2 * scale;
  float x = left, y = area.y + 6 * scale;
  const auto place = [&](float width, float gapBefore) {
    if (x > left && x + gapBefore + width > right) x = left, y += lineHeight;
    else if (x > left) x += gapBefore;
    const float at = x;
    x += width;
    return at;
  };
  for (Term t : kAllTerms) {
    if (!view.shows(t)) continue;
    const float at = place(22 * scale + ImGui::CalcTextSize(termLabel(t)).x, 12 * scale);
    if (draw) {
      const ImU32 col = ImGui::ColorConvertFloat4ToU32(termTextColour(t, highContrast));
      const float mid = y + ImGui::GetTextLineHeight() * 0.5f;
      draw->AddLine(ImVec2(at, mid), ImVec2(at + 18 * scale, mid), col, 3.0f * scale);
      draw->AddText(ImVec2(at + 22 * scale, y), col, termLabel(t));
    }
  }
  const ImU32 grey = IM_COL32(220, 220, 220, 255);
  for (const char* line : {text.instant, text.scales}) {
    const float at = place(ImGui::CalcTextSize(line).x, 24 * scale);
    if (draw) draw->AddText(ImVec2(at, y), grey, line);
  }
  return y + lineHeight - area.y;
}

}  // namespace

float legendHeight(const LessonPlayer& player, const ViewState& view, const PanelLayout& layout, const SceneView& scene,
                   float widthPx) {
  return layOutLegend(view, layout.presenter(), layout.uiScale(), Rect{0, 0, widthPx, 0}, nullptr, legendText(player, view, scene));
}

void drawLegend(const LessonPlayer& player, const ViewState& view, const PanelLayout& layout, const SceneView& scene,
                const Rect& areaPx) {
  layOutLegend(view, layout.presenter(), layout.uiScale(), areaPx, ImGui::GetBackgroundDrawList(), legendText(player, view, scene));
}

}  // namespace wl::web
