// The key event queue: a press and its release that fall between two frames reach ImGui in two
// frames, so a presentation clicker's PageDown (down and up within milliseconds) turns the page.
#include <doctest/doctest.h>

#include <cstdint>
#include <vector>

#include "app/input/KeyQueue.hpp"
#include "app/input/PointerQueue.hpp"

using wl::web::KeyQueue;
using wl::web::PointerQueue;

namespace {
constexpr int kPageDown = 267, kSpace = 32, kF = 70;  // GLFW's codes
}  // namespace

TEST_CASE("a press and its release between two frames are two frames: down, then up") {
  KeyQueue queue;
  queue.key(kPageDown, true);
  queue.key(kPageDown, false);
  std::vector<KeyQueue::Change> f = queue.nextFrame();
  REQUIRE(f.size() == 1);
  CHECK(f[0].key == kPageDown);
  CHECK(f[0].down);
  CHECK(queue.pending());  // the release waits: the platform draws the next frame at once
  f = queue.nextFrame();
  REQUIRE(f.size() == 1);
  CHECK(f[0].key == kPageDown);
  CHECK_FALSE(f[0].down);
  CHECK_FALSE(queue.pending());
  CHECK(queue.nextFrame().empty());
}

TEST_CASE("three quick taps of one key are three presses, one frame each for down and up") {
  KeyQueue queue;
  for (int i = 0; i < 3; ++i) queue.key(kSpace, true), queue.key(kSpace, false);
  int presses = 0, frames = 0;
  while (queue.pending()) {
    const std::vector<KeyQueue::Change> f = queue.nextFrame();
    REQUIRE(f.size() == 1);
    presses += f[0].down ? 1 : 0;
    ++frames;
  }
  CHECK(presses == 3);
  CHECK(frames == 6);
}

TEST_CASE("different keys change in the same frame; order is kept when one must wait") {
  KeyQueue queue;
  queue.key(kF, true);
  queue.key(kSpace, true);
  queue.key(kF, false);    // F changed already: waits,
  queue.key(kSpace, false);  // and so does what came after it
  std::vector<KeyQueue::Change> f = queue.nextFrame();
  REQUIRE(f.size() == 2);
  CHECK((f[0].key == kF && f[0].down));
  CHECK((f[1].key == kSpace && f[1].down));
  f = queue.nextFrame();
  REQUIRE(f.size() == 2);
  CHECK((f[0].key == kF && !f[0].down));
  CHECK((f[1].key == kSpace && !f[1].down));
}

TEST_CASE("a held key's slow press and release pass through in the frames they arrive") {
  KeyQueue queue;
  queue.key(kF, true);
  CHECK(queue.nextFrame().size() == 1);
  CHECK(queue.nextFrame().empty());  // held: nothing changes
  queue.key(kF, false);
  const std::vector<KeyQueue::Change> f = queue.nextFrame();
  REQUIRE(f.size() == 1);
  CHECK_FALSE(f[0].down);
}

TEST_CASE("a flood of events is bounded and the newest are kept") {
  KeyQueue queue;
  for (int i = 0; i < 10000; ++i) queue.key(kSpace, i % 2 == 0);
  int frames = 0;
  bool lastDown = true;
  while (queue.pending()) {
    const std::vector<KeyQueue::Change> f = queue.nextFrame();
    REQUIRE(f.size() == 1);
    lastDown = f[0].down;
    ++frames;
  }
  CHECK(frames == 256);
  CHECK_FALSE(lastDown);  // the last event was a release: the key ends up
  queue.key(-1, true);    // an unknown key (GLFW_KEY_UNKNOWN) is not queued
  CHECK_FALSE(queue.pending());
}

TEST_CASE("keys typed into a text field stay the field's when their turn comes after it let go") {
  constexpr int kOne = 49;
  KeyQueue queue;
  // Forty quick "1"s typed into a field, then the field loses the keyboard (a click elsewhere):
  // the queued presses trickle out one per frame and none may reach the shortcuts.
  for (int i = 0; i < 40; ++i) queue.key(kOne, true, true), queue.key(kOne, false, true);
  queue.key(kF, true, false);  // F pressed after the field let go: a shortcut
  queue.key(kF, false, false);
  int framesWithOne = 0, typedOnes = 0, shortcutFs = 0;
  while (queue.pending()) {
    for (const KeyQueue::Change& c : queue.nextFrame()) {
      if (c.key == kOne) {
        ++framesWithOne;
        typedOnes += queue.typedIntoField(kOne) ? 1 : 0;
      }
      if (c.key == kF && c.down && !queue.typedIntoField(kF)) ++shortcutFs;
    }
  }
  CHECK(framesWithOne == 80);
  CHECK(typedOnes == 80);
  CHECK(shortcutFs == 1);
  CHECK_FALSE(queue.typedIntoField(kOne));  // no change of the key this frame: nothing typed
}

TEST_CASE("text keeps its place among the keys: what is typed after a Backspace waits for the frame after it") {
  constexpr int kBackspace = 259;
  KeyQueue queue;
  queue.text("a");
  queue.text("b");  // joins "a"
  queue.key(kBackspace, true, true);
  queue.key(kBackspace, false, true);
  queue.text("ω");
  queue.text("·²");
  std::vector<KeyQueue::Change> f = queue.nextFrame();
  REQUIRE(f.size() == 2);  // "ab" then the Backspace's press; "ω·²" must not join this frame
  CHECK(f[0].key == -1);
  CHECK(f[0].text == "ab");
  CHECK((f[1].key == kBackspace && f[1].down));
  f = queue.nextFrame();
  REQUIRE(f.size() == 2);  // the release, then the text (a release reorders nothing)
  CHECK((f[0].key == kBackspace && !f[0].down));
  CHECK(f[1].text == "ω·²");
  CHECK_FALSE(queue.pending());
  // Beyond the bound a paste is dropped whole, not cut in the middle of a character.
  queue.text(std::string(16000, 'x'));
  queue.text(std::string(1000, 'y'));
  f = queue.nextFrame();
  REQUIRE(f.size() == 1);
  CHECK(f[0].text.size() == 16000);
}

TEST_CASE("a paste's text is handed with Ctrl up (ImGui's field drops characters typed with Ctrl); AltGr's pass") {
  constexpr int kLeftCtrl = 341, kRightAlt = 346, kV = 86, kQ = 81;
  KeyQueue queue;
  queue.key(kLeftCtrl, true, true);
  queue.key(kV, true, true);
  queue.text("José ω·²");  // the page's paste event, while Ctrl and V are down
  queue.key(kV, false, true);
  queue.key(kLeftCtrl, false, true);
  // Ctrl as ImGui sees it, frame by frame, and the frame the text comes in.
  bool ctrl = false;
  int frame = 0, textFrame = -1, ctrlChanges = 0;
  bool ctrlAtText = true;
  while (queue.pending() && frame < 20) {
    std::string text;
    for (const KeyQueue::Change& c : queue.nextFrame()) {
      if (c.key == kLeftCtrl) {
        ctrl = c.down;
        ++ctrlChanges;
        CHECK(c.typedIntoField);
      }
      if (c.key < 0) {
        text += c.text;
        textFrame = frame;
      }
    }
    if (!text.empty()) {
      CHECK(text == "José ω·²");
      ctrlAtText = ctrl;  // the frame's Ctrl, read by ImGui at its start: after all the frame's changes
    }
    ++frame;
  }
  CHECK(frame < 20);  // all handed: nothing waits for ever behind the text
  CHECK(textFrame >= 0);
  CHECK_FALSE(ctrlAtText);
  CHECK(ctrlChanges == 4);  // down, up for the text, down again after it, the real release
  CHECK_FALSE(ctrl);
  // AltGr (Ctrl with Alt, as a browser on Windows reports it): "@" passes with the keys down.
  queue.key(kLeftCtrl, true, true);
  queue.key(kRightAlt, true, true);
  queue.key(kQ, true, true);
  queue.text("@");
  std::vector<KeyQueue::Change> f = queue.nextFrame();
  REQUIRE(f.size() == 3);  // the three presses; "@" after a press waits one frame
  f = queue.nextFrame();
  REQUIRE(f.size() == 1);
  CHECK(f[0].text == "@");
}

// A Ctrl+click between two frames (Ctrl down in one frame; the click and Ctrl's release before the
// next): Ctrl must still be down when the press is handed, or ImGui sees a plain click (a slider then
// jumps to where it was clicked instead of opening its typed field).
TEST_CASE("keys keep their order with the pointer: Ctrl is let go only after the click it modifies") {
  constexpr int kLeftCtrl = 341;
  constexpr bool kUp[PointerQueue::kButtons] = {false, false, false};
  KeyQueue keys;
  PointerQueue pointer;
  std::uint64_t order = 0;
  keys.key(kLeftCtrl, true, false, ++order);
  std::vector<KeyQueue::Change> f = keys.nextFrame(pointer.firstWaiting());
  REQUIRE(f.size() == 1);
  CHECK(f[0].down);
  pointer.button(0, true, 10.0f, 10.0f, ++order);
  pointer.button(0, false, 10.0f, 10.0f, ++order);
  keys.key(kLeftCtrl, false, false, ++order);
  // The frame of the press: Ctrl stays down (its release came after the pointer's release, which waits).
  PointerQueue::Frame seen = pointer.nextFrame(kUp);
  CHECK(seen.down[0]);
  CHECK(keys.nextFrame(pointer.firstWaiting()).empty());
  // The frame of the release: now Ctrl goes up too.
  const bool kDown[PointerQueue::kButtons] = {true, false, false};
  seen = pointer.nextFrame(kDown);
  CHECK_FALSE(seen.down[0]);
  f = keys.nextFrame(pointer.firstWaiting());
  REQUIRE(f.size() == 1);
  CHECK(f[0].key == kLeftCtrl);
  CHECK_FALSE(f[0].down);
  // Events without an order (0) are never held back by the pointer.
  pointer.button(0, true, 1.0f, 1.0f, 50);
  pointer.button(0, false, 1.0f, 1.0f, 51);
  (void)pointer.nextFrame(kUp);
  keys.key(kLeftCtrl, true);
  CHECK(keys.nextFrame(pointer.firstWaiting()).size() == 1);
}
