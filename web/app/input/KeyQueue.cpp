#include "app/input/KeyQueue.hpp"

#include <algorithm>
#include <cstddef>

namespace wl::web {

namespace {
// Bounded, so a flood of events (a stuck frame loop) cannot grow the queue without end.
constexpr std::size_t kMaxEvents = 256;
// The text waiting at most (bytes): more than any field of the app holds.
constexpr std::size_t kMaxText = 16384;
// GLFW's codes of the modifiers ImGui reads for its text fields.
constexpr int kLeftCtrl = 341, kLeftAlt = 342, kRightCtrl = 345, kRightAlt = 346;
}  // namespace

void KeyQueue::key(int key, bool down, bool typedIntoField, std::uint64_t order) {
  if (key < 0) return;
  if (events_.size() >= kMaxEvents) events_.pop_front();
  events_.push_back(Change{key, down, typedIntoField, {}, order});
}

void KeyQueue::text(const std::string& utf8, std::uint64_t order) {
  if (utf8.empty()) return;
  std::size_t waiting = 0;
  for (const Change& c : events_) waiting += c.text.size();
  if (waiting + utf8.size() > kMaxText) return;
  if (!events_.empty() && events_.back().key < 0) {  // text after text: one piece
    events_.back().text += utf8;
    return;
  }
  if (events_.size() >= kMaxEvents) events_.pop_front();
  events_.push_back(Change{-1, false, true, utf8, order});
}

bool KeyQueue::typedIntoField(int key) const {
  return std::any_of(frame_.begin(), frame_.end(), [key](const Change& c) { return c.key == key && c.typedIntoField; });
}

bool KeyQueue::ctrlWithoutAlt() const {
  const auto held = [this](int key) { return std::find(held_.begin(), held_.end(), key) != held_.end(); };
  return (held(kLeftCtrl) || held(kRightCtrl)) && !held(kLeftAlt) && !held(kRightAlt);
}

const std::vector<KeyQueue::Change>& KeyQueue::nextFrame(std::uint64_t before) {
  frame_.clear();
  bool pressed = false;  // a key went down this frame: text after it waits (the field reads text first)
  bool texted = false;   // text was handed this frame: a Ctrl press waits (ImGui reads Ctrl for the whole frame)
  const auto changedThisFrame = [this](int key) {
    return std::any_of(frame_.begin(), frame_.end(), [key](const Change& c) { return c.key == key; });
  };
  while (!events_.empty()) {
    const Change next = events_.front();
    if (next.order != 0 && next.order >= before) break;  // after a pointer event that waits
    if (next.key < 0 && !pressed && ctrlWithoutAlt()) {
      // Text with Ctrl down (a paste): Ctrl is let up for the frame the text is handed in, and goes
      // down again in the frame after it (its own press, behind the text). Never a shortcut.
      if (changedThisFrame(kLeftCtrl) || changedThisFrame(kRightCtrl)) break;
      std::vector<Change> again;
      for (const int ctrl : {kLeftCtrl, kRightCtrl})
        if (std::find(held_.begin(), held_.end(), ctrl) != held_.end()) {
          frame_.push_back(Change{ctrl, false, true, {}});
          again.push_back(Change{ctrl, true, true, {}});
          held_.erase(std::remove(held_.begin(), held_.end(), ctrl), held_.end());
        }
      events_.insert(events_.begin() + 1, again.begin(), again.end());
      break;
    }
    const bool waits = next.key < 0 ? pressed
                                    : changedThisFrame(next.key) || (texted && next.down && (next.key == kLeftCtrl || next.key == kRightCtrl));
    if (waits) break;  // keeps the order: what came after it waits too
    if (next.key >= 0) {
      pressed = pressed || next.down;
      held_.erase(std::remove(held_.begin(), held_.end(), next.key), held_.end());
      if (next.down) held_.push_back(next.key);
    } else {
      texted = true;
    }
    frame_.push_back(next);
    events_.pop_front();
  }
  return frame_;
}

}  // namespace wl::web
