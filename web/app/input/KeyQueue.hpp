// Key presses and releases, and the text typed, in the order they happened, handed to ImGui one change
// per key per frame.
//
// ImGui 1.86 reads a key as up or down once per frame (io.KeysDown, set by the GLFW backend's
// callback as events arrive). A press and its release that both fall between two frames leave the
// key up at the frame: IsKeyPressed never fires and the key is lost. Presentation clickers send
// exactly that (PageDown down and up within a few milliseconds), and so does any fast tap while
// frames are slow (software WebGL, a page waking from its idle sleep). This queue keeps the events
// and lets each frame see at most one change of each key; the release then comes a frame later.
// Like PointerQueue for the mouse (ImGui 1.87's input queue does the same "trickling").
//
// Text (the characters a key, an input method or a paste makes) waits in the same queue, so it keeps
// its place among the keys: in one frame ImGui's text field takes the characters before the keys, so
// text typed after a Backspace or an arrow waits for the frame after it ("ab", Backspace, "c" must be
// "ac", not "ab"). And ImGui's field drops characters that come while Ctrl is down (as Ctrl+letter): a
// paste (Ctrl+V) is text that arrives with Ctrl held, so text waits until Ctrl is up (Ctrl with Alt is
// AltGr, whose characters pass).
//
// Each event also remembers whether a text field was taking the keyboard when it happened. A key typed
// into a field is the field's, however many frames later its turn comes: the shortcuts never see it
// (typing "1" forty times and clicking away toggled a term on and off for seconds, as the queued
// presses trickled out after the field had let go).
//
// Keys and the pointer keep their order with each other too: each event may carry its place in the
// window's one stream of input events (`order`), and a frame hands no key that came after a pointer
// event still waiting in PointerQueue. A Ctrl+click whose Ctrl is let go right after the click, all
// between two frames, is then a Ctrl+click, not a click (the slider jumped to where it was clicked).
#pragma once

#include <cstdint>
#include <deque>
#include <string>
#include <vector>

namespace wl::web {

class KeyQueue {
 public:
  struct Change {
    int key = -1;  ///< the backend's key code (GLFW's); -1 for text
    bool down = false;
    bool typedIntoField = false;  ///< a text field had the keyboard when the key went down or up
    std::string text;             ///< UTF-8 characters typed (key -1)
    std::uint64_t order = 0;      ///< its place in the window's input stream; 0 when not known
  };

  /// From the window's key callback, in the order the events arrive (presses and releases; a held
  /// key's repeats are not queued: they change nothing ImGui reads). `typedIntoField`: a text field
  /// has the keyboard now (ImGui's WantTextInput of the last frame).
  /// `order`: the event's place in the window's input stream (0: none; see nextFrame's `before`).
  void key(int key, bool down, bool typedIntoField = false, std::uint64_t order = 0);

  /// Characters typed (UTF-8), from the window's character callback or the page's text events; text
  /// beyond a bound (a paste of a whole book) is dropped.
  void text(const std::string& utf8, std::uint64_t order = 0);

  /// Whether this frame's change of `key` (nextFrame's) was typed into a text field: not a shortcut.
  bool typedIntoField(int key) const;

  /// Once per frame, before ImGui::NewFrame: the changes this frame hands to the backend, in their
  /// order, at most one per key, and text only before the frame's first key press and while Ctrl is
  /// up; the first event that must wait, and all after it, wait. Nothing whose order is `before` or
  /// later is handed (the first pointer event that waits: PointerQueue::firstWaiting).
  const std::vector<Change>& nextFrame(std::uint64_t before = kNoOrder);

  static constexpr std::uint64_t kNoOrder = ~std::uint64_t{0};

  /// Events wait for a later frame: draw one now.
  bool pending() const { return !events_.empty(); }

 private:
  bool ctrlWithoutAlt() const;

  std::deque<Change> events_;
  std::vector<Change> frame_;
  std::vector<int> held_;  ///< the keys handed down and not yet up
};

}  // namespace wl::web
