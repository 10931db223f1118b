// The legend strip over the scene: each shown term's colour and label, the time and the observer, and
// the arrow and arc scales. Drawn on ImGui's background list along the top of the mechanism's area;
// its entries flow like words, so on a phone it takes two lines rather than four.
#include <algorithm>
#include <cstdio>
#include <string>

#include "app/text/UiText.hpp"
#include "app/widgets/PanelWidgets.hpp"
#include "app/panels/Panels.hpp"
#include "lesson/Quantity.hpp"
#include "render/Palette.hpp"

namespace wl::web {
namespace {

struct LegendText {
  std::string instant;
  std::string held;    ///< "posed by hand (…)" while the State panel holds a state; else empty
  std::string scales;
  std::string detail;  ///< what a big model's drawing leaves out (SceneDetail); empty: everything drawn
};

LegendText legendText(const Session* session, const ViewState& view, const SceneView& scene) {
  LegendText text;
  text.instant = fill(tr(Text::legendInstant), {uiFixed(session ? session->time() : 0.0, 2), observerText(view.observer)});
  // A state posed by hand (a segment dragged, a State slider) is not the motion: say so where the
  // eye is, and where to let go of it (a finger's drag on a segment poses it without a word otherwise).
  if (session && session->stateHeld()) text.held = fill(tr(Text::legendHeld), {tr(Text::panelState), tr(Text::stateRelease)});
  // No arrow drawn (a predict step hiding the only term): the auto scale's floor means nothing, say "–".
  text.scales = fill(tr(Text::legendScales), {scene.newtonsPerCmShown() > 1.01e-6f ? uiNumber(scene.newtonsPerCmShown()) : "–",
                                               scene.momentPerTurnShown() > 1e-6f ? uiNumber(scene.momentPerTurnShown()) : "–"});
  const SceneDetail& detail = scene.detail();
  if (detail.reduced() && session && detail.segmentCount() == session->model().segmentCount())
    text.detail = fill(tr(Text::legendDetail), {std::to_string(detail.segmentCount()),
                                                session->model().segments()[static_cast<std::size_t>(detail.focusSegment())].name});
  return text;
}

// Lays the entries out in `area` (framebuffer px), drawing them when `draw` is given; returns the
// height used. Entries wrap inside the area rather than running under a window. `fontSize`: the
// text's height in px (a picture for slides draws larger than the screen).
float layOutLegend(const ViewState& view, float scale, float fontSize, const Rect& area, ImDrawList* draw, const LegendText& text) {
  ImFont* font = ImGui::GetFont();
  const auto width = [&](const char* s) { return font->CalcTextSizeA(fontSize, 1e30f, 0.0f, s).x; };
  const float left = area.x + 8 * scale, right = std::max(left + 100 * scale, area.right() - 8 * scale);
  const float lineHeight = fontSize + ImGui::GetStyle().ItemSpacing.y * fontSize / ImGui::GetFontSize() + 2 * scale;
  float x = left, y = area.y + 6 * scale;
  const auto place = [&](float w, float gapBefore) {
    if (x > left && x + gapBefore + w > right) x = left, y += lineHeight;
    else if (x > left) x += gapBefore;
    const float at = x;
    x += w;
    return at;
  };
  for (Term t : kAllTerms) {
    if (!view.shows(t)) continue;
    const float at = place(22 * scale + width(termText(t)), 12 * scale);
    if (draw) {
      const ImU32 col = ImGui::ColorConvertFloat4ToU32(termTextColour(t, view.theme));
      const float mid = y + fontSize * 0.5f;
      // The legend's swatch has the term's stroke too: dashed for the fictitious terms, dotted distal.
      const render::Stroke stroke = render::termStroke(t);
      const float dash = stroke == render::Stroke::Dashed ? 5 * scale : stroke == render::Stroke::Dotted ? 2 * scale : 18 * scale;
      for (float u = 0; u < 18 * scale - 0.5f; u += 2 * dash)
        draw->AddLine(ImVec2(at + u, mid), ImVec2(at + std::min(u + dash, 18 * scale), mid), col, 3.0f * scale);
      draw->AddText(font, fontSize, ImVec2(at + 22 * scale, y), col, termText(t));
    }
  }
  const ImU32 grey = sceneTextColour(view.theme);
  for (const char* line : {text.instant.c_str(), text.held.c_str(), text.scales.c_str()}) {
    if (!*line) continue;
    const float at = place(width(line), 24 * scale);
    if (draw) draw->AddText(font, fontSize, ImVec2(at, y), grey, line);
  }
  if (!text.detail.empty()) {
    // Its own line, wrapped to the area: it says why most of a big model has no arrows.
    if (x > left) x = left, y += lineHeight;
    const float wrap = right - left;
    const ImVec2 size = font->CalcTextSizeA(fontSize, 1e30f, wrap, text.detail.c_str());
    if (draw) draw->AddText(font, fontSize, ImVec2(left, y), grey, text.detail.c_str(), nullptr, wrap);
    y += std::max(0.0f, size.y - fontSize);  // the lines the wrap added; the last one is counted below
    x = left + 1.0f;
  }
  return y + lineHeight - area.y;
}

}  // namespace

float legendHeight(const Session* session, const ViewState& view, const PanelLayout& layout, const SceneView& scene,
                   float widthPx) {
  return layOutLegend(view, layout.uiScale(), ImGui::GetFontSize(), Rect{0, 0, widthPx, 0}, nullptr, legendText(session, view, scene));
}

void drawLegend(const Session* session, const ViewState& view, const PanelLayout& layout, const SceneView& scene,
                const Rect& areaPx) {
  const LegendText text = legendText(session, view, scene);
  const float scale = layout.uiScale(), height = layOutLegend(view, scale, ImGui::GetFontSize(), areaPx, nullptr, text);
  // The legend's band in the scene's own colour, nearly opaque: the mechanism is framed below it but
  // its arrows are not, and one that runs up into the band passes under the text, not through it.
  const render::Rgba bg = render::palette(view.theme).background;
  ImGui::GetBackgroundDrawList()->AddRectFilled(ImVec2(areaPx.x, areaPx.y), ImVec2(areaPx.right(), areaPx.y + height),
                                                ImGui::ColorConvertFloat4ToU32(ImVec4(bg.r, bg.g, bg.b, 0.85f)));
  layOutLegend(view, scale, ImGui::GetFontSize(), areaPx, ImGui::GetBackgroundDrawList(), text);
}

float drawLegendInto(const Session* session, const ViewState& view, const SceneView& scene, const Rect& areaPx, float scale,
                     float fontSize, ImDrawList& draw) {
  return layOutLegend(view, scale, fontSize, areaPx, &draw, legendText(session, view, scene));
}

}  // namespace wl::web
