#include "app/input/PointerQueue.hpp"

#include <cstddef>

namespace wl::web {

namespace {
// A burst of moves is one move: only where the pointer ended matters. Bounded, so a flood of events
// (a stuck frame loop) cannot grow the queue without end.
constexpr std::size_t kMaxEvents = 256;
}  // namespace

void PointerQueue::moved(float x, float y) {
  if (!events_.empty() && events_.back().button < 0) {
    events_.back().x = x;
    events_.back().y = y;
    return;
  }
  if (events_.size() < kMaxEvents) events_.push_back(Event{x, y, -1, false});
}

void PointerQueue::button(int button, bool down, float x, float y, std::uint64_t order, double at) {
  if (button < 0 || button >= kButtons) return;  // other buttons: the backend's own reading
  if (events_.size() >= kMaxEvents) events_.pop_front();
  events_.push_back(Event{x, y, button, down, order, at});
}

std::uint64_t PointerQueue::firstWaiting() const {
  for (const Event& e : events_)
    if (e.button >= 0 && e.order != 0) return e.order;
  return ~std::uint64_t{0};
}

PointerQueue::Frame PointerQueue::nextFrame(const bool (&backendDown)[kButtons]) {
  Frame frame;
  if (events_.empty()) {
    // Nothing queued since the last frame: the backend's reading is the truth (a release outside the
    // window the callbacks never saw included).
    for (int b = 0; b < kButtons; ++b) frame.down[b] = down_[b] = backendDown[b];
    return frame;
  }
  bool changed[kButtons] = {};
  bool anyChanged = false;
  while (!events_.empty()) {
    const Event& e = events_.front();
    if (e.button < 0) {
      if (anyChanged) break;  // a move after a press or release: next frame, so the press is where it was
    } else if (e.down != down_[e.button]) {
      if (changed[e.button]) break;  // this button's second change: next frame
      down_[e.button] = e.down;
      changed[e.button] = anyChanged = true;
      if (e.down) {
        const double previous = lastPressAt_[e.button];
        frame.pressGap[e.button] = (e.at >= 0.0 && previous >= 0.0 && e.at >= previous) ? e.at - previous : -1.0;
        lastPressAt_[e.button] = e.at;
      }
    }
    x_ = e.x;
    y_ = e.y;
    events_.pop_front();
  }
  for (int b = 0; b < kButtons; ++b) frame.down[b] = down_[b];
  // With events still waiting the backend read the pointer's later position: the frame sees this one.
  frame.holdPosition = !events_.empty();
  frame.x = x_;
  frame.y = y_;
  return frame;
}

}  // namespace wl::web
