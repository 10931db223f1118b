// The pointer's event queue: a release and the next press that fall between two frames reach ImGui
// in two frames, each where it happened, so a click right after a drag is a click and not the drag
// going on (the predict steps' Reveal after drawing an arrow).
#include <doctest/doctest.h>

#include <vector>

#include "app/input/PointerQueue.hpp"

using wl::web::PointerQueue;

namespace {
constexpr bool kUp[PointerQueue::kButtons] = {false, false, false};
constexpr bool kLeftDown[PointerQueue::kButtons] = {true, false, false};
}  // namespace

TEST_CASE("a drag's release and a click elsewhere, all between two frames, are three frames of input") {
  PointerQueue queue;
  // The drag, seen frame by frame: pressed at (10, 10), moved to (200, 120).
  queue.moved(10, 10);
  queue.button(0, true, 10, 10);
  PointerQueue::Frame f = queue.nextFrame(kLeftDown);
  CHECK(f.down[0]);
  queue.moved(200, 120);
  f = queue.nextFrame(kLeftDown);
  CHECK(f.down[0]);
  // One slow frame: the drag ends at (200, 120), the pointer goes to the button at (600, 40) and
  // clicks it (press and release); the backend reads "up, at (600, 40)" and had seen a press.
  queue.button(0, false, 200, 120);
  queue.moved(600, 40);
  queue.button(0, true, 600, 40);
  queue.button(0, false, 600, 40);
  f = queue.nextFrame(kLeftDown);  // the backend's "just pressed" makes it read down
  CHECK_FALSE(f.down[0]);          // the drag ends here ...
  CHECK(f.holdPosition);
  CHECK(f.x == 200);               // ... where it ended, not at the button
  CHECK(f.y == 120);
  CHECK(queue.pending());
  f = queue.nextFrame(kUp);
  CHECK(f.down[0]);  // the press, at the button
  CHECK(f.x == 600);
  CHECK(f.y == 40);
  CHECK(f.holdPosition);
  f = queue.nextFrame(kUp);
  CHECK_FALSE(f.down[0]);  // the release: a click
  CHECK_FALSE(f.holdPosition);
  CHECK_FALSE(queue.pending());
}

TEST_CASE("moves alone are one frame; the buttons follow the backend when nothing is queued") {
  PointerQueue queue;
  queue.moved(1, 2);
  queue.moved(3, 4);
  queue.moved(5, 6);
  PointerQueue::Frame f = queue.nextFrame(kUp);
  CHECK_FALSE(queue.pending());
  CHECK_FALSE(f.holdPosition);  // the backend's position (the latest) stands
  CHECK(f.x == 5);
  // A release the callbacks never saw (outside the window): the backend's reading wins.
  queue.button(0, true, 5, 6);
  CHECK(queue.nextFrame(kLeftDown).down[0]);
  f = queue.nextFrame(kUp);
  CHECK_FALSE(f.down[0]);
}

TEST_CASE("two buttons may change in one frame; a button's second change waits") {
  PointerQueue queue;
  queue.button(0, true, 0, 0);
  queue.button(1, true, 0, 0);
  queue.button(1, false, 0, 0);
  PointerQueue::Frame f = queue.nextFrame(kUp);
  CHECK(f.down[0]);
  CHECK(f.down[1]);
  CHECK(queue.pending());
  f = queue.nextFrame(kUp);
  CHECK(f.down[0]);
  CHECK_FALSE(f.down[1]);
  CHECK_FALSE(queue.pending());
  // Buttons beyond the third are the backend's.
  queue.button(4, true, 0, 0);
  CHECK_FALSE(queue.pending());
}

TEST_CASE("a flood of events stays bounded") {
  PointerQueue queue;
  int frames = 0;
  for (int i = 0; i < 100000; ++i) queue.button(0, i % 2 == 0, 0, 0);
  while (queue.pending() && frames < 1000) {
    queue.nextFrame(kUp);
    ++frames;
  }
  CHECK_FALSE(queue.pending());
  CHECK(frames <= 256);
}

TEST_CASE("a double-click handed on over slow frames keeps the gap its presses had") {
  // Four events between two frames of a slow page: ImGui sees them over four frames (≈ 0.8 s at
  // 200 ms a frame), so its own clock would call them two clicks. The second press reports 0.12 s.
  PointerQueue queue;
  queue.button(0, true, 50, 60, 1, 10.00);
  queue.button(0, false, 50, 60, 2, 10.05);
  queue.button(0, true, 51, 60, 3, 10.12);
  queue.button(0, false, 51, 60, 4, 10.17);
  std::vector<double> gaps;
  int frames = 0;
  while (queue.pending() && frames < 10) {
    const PointerQueue::Frame f = queue.nextFrame(kUp);
    gaps.push_back(f.pressGap[0]);
    CHECK(f.pressGap[1] < 0.0);
    ++frames;
  }
  REQUIRE(frames == 4);
  CHECK(gaps[0] < 0.0);                            // the first press: no earlier one
  CHECK(gaps[1] < 0.0);                            // a release
  CHECK(gaps[2] == doctest::Approx(0.12).epsilon(1e-9));  // the second press, 0.12 s after the first
  CHECK(gaps[3] < 0.0);
  // A third press a second later is its own click: its gap says so.
  queue.button(0, true, 51, 60, 5, 11.2);
  CHECK(queue.nextFrame(kUp).pressGap[0] == doctest::Approx(11.2 - 10.12).epsilon(1e-9));
  // A press whose time is unknown leaves ImGui's clock to decide.
  queue.button(0, false, 51, 60, 6);
  queue.nextFrame(kUp);
  queue.button(0, true, 51, 60, 7);
  CHECK(queue.nextFrame(kUp).pressGap[0] < 0.0);
}
