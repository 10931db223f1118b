#include "app/KeyQueue.hpp"

#include <algorithm>
#include <cstddef>

namespace wl::web {

namespace {
// Bounded, so a flood of events (a stuck frame loop) cannot grow the queue without end.
constexpr std::size_t kMaxEvents = 256;
}  // namespace

void KeyQueue::key(int key, bool down) {
  if (key < 0) return;
  if (events_.size() >= kMaxEvents) events_.pop_front();
  events_.push_back(Change{key, down});
}

const std::vector<KeyQueue::Change>& KeyQueue::nextFrame() {
  frame_.clear();
  while (!events_.empty()) {
    const Change next = events_.front();
    const bool changedThisFrame =
        std::any_of(frame_.begin(), frame_.end(), [&next](const Change& c) { return c.key == next.key; });
    if (changedThisFrame) break;  // keeps the order: what came after it waits too
    frame_.push_back(next);
    events_.pop_front();
  }
  return frame_;
}

}  // namespace wl::web
