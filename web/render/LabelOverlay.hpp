#pragma once
// Draws the DrawList's 3D-anchored labels with ImGui (crisp text at any zoom, the UI's own font with
// its Greek and math glyphs). Header-only so the GL-free render library does not depend on ImGui.
#include <cmath>

#include "imgui.h"
#include "render/Camera.hpp"
#include "render/DrawList.hpp"
#include "render/LabelSpace.hpp"

namespace wl::web::render {

/// `fontSize`: the text's height in px (0: the current font's). In the list's order; a label that
/// would cover one drawn before it is left out (LabelSpace), so crowded labels stay readable.
inline void drawLabels(const DrawList& list, const Camera& camera, ImDrawList& draw, float fontSize = 0.0f) {
  const float ratio = camera.viewport().pixelRatio;
  ImFont* font = ImGui::GetFont();
  const float sizePx = fontSize > 0.0f ? fontSize : ImGui::GetFontSize();
  LabelSpace space(ratio);
  for (const Label& label : list.labels) {
    const ScreenPoint s = camera.project(label.anchor);
    if (!s.inFront || s.depth < -1.0f || s.depth > 1.0f) continue;
    const ImVec2 size = font->CalcTextSizeA(sizePx, 1e30f, 0.0f, list.labelBegin(label), list.labelEnd(label));
    const ImVec2 at(std::round(s.x + label.offsetXPx * ratio - label.alignX * size.x),
                    std::round(s.y + label.offsetYPx * ratio - label.alignY * size.y));
    if (!space.place(LabelBox{at.x, at.y, at.x + size.x, at.y + size.y})) continue;
    const ImU32 colour = ImGui::ColorConvertFloat4ToU32(ImVec4(label.colour.r, label.colour.g, label.colour.b, label.colour.a));
    draw.AddText(font, sizePx, at, colour, list.labelBegin(label), list.labelEnd(label));
  }
}

}  // namespace wl::web::render
