#include "app/scene/SceneDetail.hpp"

#include <algorithm>

namespace wl::web {

void SceneDetail::update(const Model& model, int focusSegment, int fullDetailSegments) {
  segmentCount_ = model.segmentCount();
  reduced_ = segmentCount_ > fullDetailSegments;
  focus_ = segmentCount_ > 0 ? std::clamp(focusSegment, 0, segmentCount_ - 1) : 0;
  withTerms_ = 0;
  termsOf_.assign(reduced_ ? static_cast<std::size_t>(segmentCount_) : 0, 0);
  if (!reduced_) return;
  // The focus segment, its parent and its children: the segments its joints join it to.
  const auto& segments = model.segments();
  termsOf_[static_cast<std::size_t>(focus_)] = 1;
  const int parent = segments[static_cast<std::size_t>(focus_)].parent;
  if (parent >= 0) termsOf_[static_cast<std::size_t>(parent)] = 1;
  for (int s = focus_ + 1; s < segmentCount_; ++s)  // parents come before their children
    if (segments[static_cast<std::size_t>(s)].parent == focus_) termsOf_[static_cast<std::size_t>(s)] = 1;
  withTerms_ = static_cast<int>(std::count(termsOf_.begin(), termsOf_.end(), 1));
}

}  // namespace wl::web
