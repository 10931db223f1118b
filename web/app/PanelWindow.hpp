#pragma once
// Begin() for the player's panels. ImGui opens a folded window only on a double click or on its
// small arrow; people click the title, so a click (not a drag) on a folded title bar opens it too.
#include "imgui.h"

namespace wl::web {

inline bool beginPanel(const char* name) {
  const bool open = ImGui::Begin(name);
  // Just after Begin() the last item is the title bar.
  const float threshold = ImGui::GetIO().MouseDragThreshold;
  // A click on the arrow itself (the title bar's first square) is ImGui's: it unfolds the window
  // next frame, and ours on top would fold it straight back.
  const ImGuiIO& io = ImGui::GetIO();
  const bool onArrow = io.MouseClickedPos[ImGuiMouseButton_Left].x < ImGui::GetItemRectMin().x + ImGui::GetFrameHeight();
  if (!open && ImGui::IsWindowCollapsed() && !onArrow && ImGui::IsItemHovered() && ImGui::IsMouseReleased(ImGuiMouseButton_Left) &&
      io.MouseDragMaxDistanceSqr[ImGuiMouseButton_Left] < threshold * threshold)
    ImGui::SetWindowCollapsed(false);
  return open;
}

}  // namespace wl::web
