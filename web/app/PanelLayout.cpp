#include "app/PanelLayout.hpp"

#include <algorithm>
#include <cmath>

namespace wl::web {

bool PanelLayout::beginFrame(float uiScale) {
  const bool rescaled = std::abs(uiScale - uiScale_) > 1e-3f;
  condition_ = rescaled ? ImGuiCond_Always : ImGuiCond_FirstUseEver;
  uiScale_ = uiScale;
  // Presenter mode changes the scale, so its layout is applied on the first frame at the new one.
  relayout_ = presenterPending_ && rescaled;
  if (relayout_) presenterPending_ = false;
  return relayout_;
}

void PanelLayout::placeWindow(float x, float y, float w, float h, bool collapsed) const {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const float k = uiScale_;
  x *= k, y *= k, w *= k, h *= k;
  // On a small screen at a large scale the window still fits: smaller, and pushed inside the edges.
  w = std::min(w, std::max(100.0f, display.x - 20.0f));
  h = std::min(h, std::max(60.0f, display.y - 20.0f));
  ImGui::SetNextWindowCollapsed(collapsed, ImGuiCond_FirstUseEver);
  const float left = std::clamp(x < 0 ? display.x + x - w : x, 0.0f, std::max(0.0f, display.x - w));
  const float top = std::clamp(y < 0 ? display.y + y - h : y, 0.0f, std::max(0.0f, display.y - h));
  ImGui::SetNextWindowPos(ImVec2(left, top), condition_);
  ImGui::SetNextWindowSize(ImVec2(w, h), condition_);
}

ImVec2 PanelLayout::presenterLessonSize() const {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  return ImVec2(std::min(440.0f, 0.55f * display.x / uiScale_), std::min(190.0f, 0.4f * display.y / uiScale_));
}

}  // namespace wl::web
