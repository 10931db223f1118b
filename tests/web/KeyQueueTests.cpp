// The key event queue: a press and its release that fall between two frames reach ImGui in two
// frames, so a presentation clicker's PageDown (down and up within milliseconds) turns the page.
#include <doctest/doctest.h>

#include <vector>

#include "app/KeyQueue.hpp"

using wl::web::KeyQueue;

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
