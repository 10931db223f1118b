#pragma once
// Where the scene's labels may go: a label that would cover one already placed is left out. A chain
// of twenty segments puts twenty "joint" labels within a few pixels of each other; drawn together they
// are one unreadable blot, left out they leave the first of the crowd readable (its neighbours' arrows
// share its colour and stroke, so they stay identified). GL- and ImGui-free, so it is unit-tested.
#include <vector>

namespace wl::web::render {

/// A label's box in framebuffer pixels, y down.
struct LabelBox {
  float x0 = 0, y0 = 0, x1 = 0, y1 = 0;
};

class LabelSpace {
 public:
  explicit LabelSpace(float marginPx = 1.0f) : margin_(marginPx) {}
  void clear() { placed_.clear(); }
  /// Takes the box when it covers no placed box (closer than the margin); false: leave the label out.
  bool place(const LabelBox& box) {
    for (const LabelBox& p : placed_)
      if (box.x0 < p.x1 + margin_ && p.x0 < box.x1 + margin_ && box.y0 < p.y1 + margin_ && p.y0 < box.y1 + margin_) return false;
    placed_.push_back(box);
    return true;
  }
  std::size_t placedCount() const { return placed_.size(); }

 private:
  float margin_;
  std::vector<LabelBox> placed_;
};

}  // namespace wl::web::render
