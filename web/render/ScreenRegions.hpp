#pragma once
// Screen rectangles for the UI's persistent-canvas drawing (platform/UiRenderer): what is left of
// the screen around the opaque windows, as few disjoint rectangles as the windows' edges allow.
#include <vector>

namespace wl::web::render {

/// Whole framebuffer pixels, [x0, x1) × [y0, y1), y down.
struct PixelRect {
  int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  bool empty() const { return x1 <= x0 || y1 <= y0; }
};

/// The part of the screen [0, width) × [0, height) that no rectangle of `holes` covers, as disjoint
/// rectangles: horizontal bands between the holes' top and bottom edges, minus the covered runs of
/// each band. Holes may overlap each other and stick out of the screen.
std::vector<PixelRect> rectanglesAround(const std::vector<PixelRect>& holes, int width, int height);

}  // namespace wl::web::render
