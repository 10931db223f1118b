// The plot's polyline simplification must keep the picture: no dropped point may end up farther
// than the tolerance from the chord drawn instead, peaks survive, and smooth curves shrink a lot.
#include <cmath>
#include <vector>

#include <doctest/doctest.h>

#include "render/Polyline.hpp"

using namespace wl::web::render;

namespace {

// Largest distance from a dropped point to the chord between the kept points around it.
float worstDeviation(const std::vector<PixelPoint>& points, const std::vector<std::size_t>& kept) {
  float worst = 0.0f;
  for (std::size_t k = 0; k + 1 < kept.size(); ++k)
    for (std::size_t i = kept[k] + 1; i < kept[k + 1]; ++i)
      worst = std::max(worst, distanceToSegment(points[i], points[kept[k]], points[kept[k + 1]]));
  return worst;
}

std::vector<PixelPoint> sampled(int count, float width, float (*f)(float)) {
  std::vector<PixelPoint> p;
  for (int i = 0; i < count; ++i) {
    const float x = width * static_cast<float>(i) / static_cast<float>(count - 1);
    p.push_back({x, f(x)});
  }
  return p;
}

}  // namespace

TEST_CASE("distance to a segment: inside, beyond either end, degenerate") {
  CHECK(distanceToSegment<PixelPoint>({5, 3}, {0, 0}, {10, 0}) == doctest::Approx(3.0f));
  CHECK(distanceToSegment<PixelPoint>({13, 4}, {0, 0}, {10, 0}) == doctest::Approx(5.0f));
  CHECK(distanceToSegment<PixelPoint>({-3, -4}, {0, 0}, {10, 0}) == doctest::Approx(5.0f));
  CHECK(distanceToSegment<PixelPoint>({3, 4}, {0, 0}, {0, 0}) == doctest::Approx(5.0f));
}

TEST_CASE("a straight run becomes one chord; empty and single points pass through") {
  std::vector<std::size_t> kept, stack;
  const auto line = sampled(300, 400.0f, [](float x) { return 0.5f * x + 7.0f; });
  simplifyPolyline(line.data(), line.size(), 0.33f, kept, stack);
  REQUIRE(kept.size() == 2);
  CHECK(kept[0] == 0);
  CHECK(kept[1] == 299);
  simplifyPolyline(line.data(), 0, 0.33f, kept, stack);
  CHECK(kept.empty());
  simplifyPolyline(line.data(), 1, 0.33f, kept, stack);
  CHECK(kept.size() == 1);
}

TEST_CASE("a smooth curve shrinks several-fold and stays within the tolerance") {
  std::vector<std::size_t> kept, stack;
  const auto wave = sampled(300, 430.0f, [](float x) { return 80.0f + 70.0f * std::sin(x / 430.0f * 4.0f * 3.14159265f); });
  simplifyPolyline(wave.data(), wave.size(), 0.33f, kept, stack);
  CHECK(kept.front() == 0);
  CHECK(kept.back() == wave.size() - 1);
  for (std::size_t k = 1; k < kept.size(); ++k) CHECK(kept[k] > kept[k - 1]);
  CHECK(worstDeviation(wave, kept) <= 0.33f);
  CHECK(kept.size() < wave.size() / 3);
  MESSAGE("300 samples of two periods over 430 px: ", kept.size(), " points kept");
}

TEST_CASE("a one-sample spike is kept exactly") {
  std::vector<std::size_t> kept, stack;
  auto flat = sampled(300, 430.0f, [](float) { return 100.0f; });
  flat[137].y = 20.0f;  // a peak (screen y grows down)
  simplifyPolyline(flat.data(), flat.size(), 0.33f, kept, stack);
  REQUIRE(kept.size() == 5);  // ends, the two feet of the spike and its tip
  CHECK(kept[2] == 137);
  CHECK(worstDeviation(flat, kept) <= 0.33f);
}

TEST_CASE("noise is kept point for point when it exceeds the tolerance") {
  std::vector<std::size_t> kept, stack;
  std::vector<PixelPoint> zigzag;
  for (int i = 0; i < 200; ++i) zigzag.push_back({static_cast<float>(i), (i % 2) ? 3.0f : 0.0f});
  simplifyPolyline(zigzag.data(), zigzag.size(), 0.33f, kept, stack);
  CHECK(kept.size() == zigzag.size());
}
