#pragma once
// Screen polylines with fewer points: what the plot hands to ImGui. Software WebGL pays for every
// triangle of an anti-aliased line, and a smooth 300-sample curve on a 400-pixel plot needs only a
// few dozen chords to look the same.
#include <cstddef>
#include <vector>

namespace wl::web::render {

struct PixelPoint {
  float x = 0.0f, y = 0.0f;
};

/// Douglas–Peucker: keeps the first and last point and every point without which some dropped
/// point would lie farther than `tolerance` (pixels) from the chord that replaces it. So peaks,
/// corners and gaps in slope survive; runs that are straight to within `tolerance` become one chord.
/// `kept` receives the indices of the points kept, in order. Works in place on reused storage.
void simplifyPolyline(const PixelPoint* points, std::size_t count, float tolerance, std::vector<std::size_t>& kept,
                      std::vector<std::size_t>& stack);

/// Distance from p to the segment a–b (to a when a and b coincide).
float distanceToSegment(const PixelPoint& p, const PixelPoint& a, const PixelPoint& b);

}  // namespace wl::web::render
