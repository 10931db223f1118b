#pragma once
// Draws the DrawList's 3D-anchored labels with ImGui (crisp text at any zoom, the UI's own font with
// its Greek and math glyphs). Header-only so the GL-free render library does not depend on ImGui.
#include "imgui.h"
#include "render/Camera.hpp"
#include "render/DrawList.hpp"

namespace wl::web::render {

inline void drawLabels(const DrawList& list, const Camera& camera, ImDrawList& draw) {
  const float ratio = camera.viewport().pixelRatio;
  for (const Label& label : list.labels) {
    const ScreenPoint s = camera.project(label.anchor);
    if (!s.inFront || s.depth < -1.0f || s.depth > 1.0f) continue;
    const ImU32 colour = ImGui::ColorConvertFloat4ToU32(ImVec4(label.colour.r, label.colour.g, label.colour.b, label.colour.a));
    draw.AddText(ImVec2(s.x + label.offsetXPx * ratio, s.y + label.offsetYPx * ratio), colour, list.labelBegin(label),
                 list.labelEnd(label));
  }
}

}  // namespace wl::web::render
