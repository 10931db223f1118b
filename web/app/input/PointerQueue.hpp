// The pointer's events in the order they happened, handed to ImGui one change per button per frame.
//
// ImGui 1.86's GLFW backend reads the mouse once per frame (the buttons' state then, the position
// then). When a release and the next press both fall between two frames — the end of a drag and a
// click somewhere else, common when frames are slow (software WebGL, a loaded machine, a page waking
// from its idle sleep) — ImGui sees one long press that moved: the click never happens and the drag
// goes on to where the click was. This queue keeps the events and lets each frame see at most one
// change of each button, at the position where it happened; later events wait for the next frames,
// which are drawn at once (pending()). ImGui 1.87 added the same idea ("trickling") to its input queue.
//
// Handing presses on one per frame stretches the time ImGui sees between them: a double-click queued
// while frames are slow (a 4K page, 200 ms a frame) reaches ImGui three frames apart, longer than its
// double-click time, and became two single clicks. Each press keeps the time it happened; a frame
// reports how long after the button's previous press it came, and the platform gives ImGui that gap.
#pragma once

#include <cstdint>
#include <deque>

namespace wl::web {

class PointerQueue {
 public:
  static constexpr int kButtons = 3;  // left, right, middle: the ones the app and ImGui use

  // From the window's callbacks, in the order they arrive.
  void moved(float x, float y);
  /// `order`: the event's place in the window's input stream (0: none), shared with KeyQueue.
  /// `at`: when it happened, in seconds on any steady clock (a double-click is two presses close in
  /// time; < 0: unknown, the press counts as a first click).
  void button(int button, bool down, float x, float y, std::uint64_t order = 0, double at = -1.0);

  /// The order of the first press or release still waiting after nextFrame (KeyQueue hands no key
  /// that came after it); ~0 when none waits.
  std::uint64_t firstWaiting() const;

  // What one frame sees: the buttons, and where the pointer is when events still wait (otherwise
  // the backend's own reading of the position, the latest, stands).
  struct Frame {
    bool down[kButtons] = {};
    bool holdPosition = false;
    float x = 0.0f, y = 0.0f;
    /// A press handed on this frame: seconds since that button's previous press, as they happened
    /// (< 0: no press this frame, or its time unknown; ImGui's own frame clock then decides).
    double pressGap[kButtons] = {-1.0, -1.0, -1.0};
  };
  // Once per frame, after the backend read the mouse (backendDown: its buttons) and before
  // ImGui::NewFrame; the platform writes the result into ImGui's io.
  Frame nextFrame(const bool (&backendDown)[kButtons]);

  // Events wait for a later frame: draw one now.
  bool pending() const { return !events_.empty(); }

 private:
  struct Event {
    float x = 0.0f, y = 0.0f;
    int button = -1;  // -1: a move
    bool down = false;
    std::uint64_t order = 0;
    double at = -1.0;
  };
  std::deque<Event> events_;
  float x_ = 0.0f, y_ = 0.0f;     // the position of the last event handed on
  bool down_[kButtons] = {};      // the buttons as handed on
  double lastPressAt_[kButtons] = {-1.0, -1.0, -1.0};  // when each button's last press happened
};

}  // namespace wl::web
