// Key presses and releases in the order they happened, handed to ImGui one change per key per frame.
//
// ImGui 1.86 reads a key as up or down once per frame (io.KeysDown, set by the GLFW backend's
// callback as events arrive). A press and its release that both fall between two frames leave the
// key up at the frame: IsKeyPressed never fires and the key is lost. Presentation clickers send
// exactly that (PageDown down and up within a few milliseconds), and so does any fast tap while
// frames are slow (software WebGL, a page waking from its idle sleep). This queue keeps the events
// and lets each frame see at most one change of each key; the release then comes a frame later.
// Like PointerQueue for the mouse (ImGui 1.87's input queue does the same "trickling").
#pragma once

#include <deque>
#include <vector>

namespace wl::web {

class KeyQueue {
 public:
  struct Change {
    int key = -1;  ///< the backend's key code (GLFW's)
    bool down = false;
  };

  /// From the window's key callback, in the order the events arrive (presses and releases; a held
  /// key's repeats are not queued: they change nothing ImGui reads).
  void key(int key, bool down);

  /// Once per frame, before ImGui::NewFrame: the changes this frame hands to the backend, in their
  /// order, at most one per key; the first event of a key already changed, and all after it, wait.
  const std::vector<Change>& nextFrame();

  /// Events wait for a later frame: draw one now.
  bool pending() const { return !events_.empty(); }

 private:
  std::deque<Change> events_;
  std::vector<Change> frame_;
};

}  // namespace wl::web
