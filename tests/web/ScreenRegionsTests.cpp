// The screen around the UI's opaque windows (what the browser clears and redraws each frame while
// the windows keep their pixels) must be exactly the uncovered pixels: a gap leaves stale scene
// pixels on screen, an overlap erases a window. Checked pixel by pixel against random layouts.
#include <random>
#include <vector>

#include <doctest/doctest.h>

#include "render/ScreenRegions.hpp"

using namespace wl::web::render;

namespace {

// 0: uncovered, 1: in a hole; then count how often each pixel is in an output rectangle.
void checkExactCover(const std::vector<PixelRect>& holes, int width, int height) {
  std::vector<int> hole(static_cast<size_t>(width * height), 0), cover(hole.size(), 0);
  for (const PixelRect& h : holes)
    for (int y = std::max(0, h.y0); y < std::min(height, h.y1); ++y)
      for (int x = std::max(0, h.x0); x < std::min(width, h.x1); ++x) hole[static_cast<size_t>(y * width + x)] = 1;
  for (const PixelRect& r : rectanglesAround(holes, width, height)) {
    REQUIRE(!r.empty());
    REQUIRE(r.x0 >= 0);
    REQUIRE(r.y0 >= 0);
    REQUIRE(r.x1 <= width);
    REQUIRE(r.y1 <= height);
    for (int y = r.y0; y < r.y1; ++y)
      for (int x = r.x0; x < r.x1; ++x) ++cover[static_cast<size_t>(y * width + x)];
  }
  int wrong = 0;
  for (size_t i = 0; i < hole.size(); ++i) wrong += (cover[i] != 1 - hole[i]);
  CHECK(wrong == 0);
}

}  // namespace

TEST_CASE("no windows: the whole screen, as one rectangle") {
  const std::vector<PixelRect> out = rectanglesAround({}, 640, 400);
  REQUIRE(out.size() == 1);
  CHECK(out[0].x0 == 0);
  CHECK(out[0].y0 == 0);
  CHECK(out[0].x1 == 640);
  CHECK(out[0].y1 == 400);
}

TEST_CASE("one window in the middle leaves four rectangles around it") {
  const std::vector<PixelRect> out = rectanglesAround({{100, 50, 300, 150}}, 640, 400);
  CHECK(out.size() == 4);
  checkExactCover({{100, 50, 300, 150}}, 640, 400);
}

TEST_CASE("a window covering the screen leaves nothing; empty and off-screen windows are ignored") {
  CHECK(rectanglesAround({{-5, -5, 700, 500}}, 640, 400).empty());
  checkExactCover({{10, 10, 10, 50}, {800, 10, 900, 50}, {-50, -50, -10, -10}}, 64, 40);
}

TEST_CASE("random overlapping windows: every uncovered pixel exactly once, no covered one") {
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> coordinate(-10, 90);
  for (int trial = 0; trial < 200; ++trial) {
    std::vector<PixelRect> holes;
    const int count = trial % 9;
    for (int k = 0; k < count; ++k) {
      int x0 = coordinate(rng), x1 = coordinate(rng), y0 = coordinate(rng), y1 = coordinate(rng);
      if (x0 > x1) std::swap(x0, x1);
      if (y0 > y1) std::swap(y0, y1);
      holes.push_back({x0, y0, x1, y1});
    }
    checkExactCover(holes, 80, 60);
  }
}
