#pragma once
// Screen polylines with fewer points: what the plot hands to ImGui. Software WebGL pays for every
// triangle of an anti-aliased line, and a smooth 300-sample curve on a 400-pixel plot needs only a
// few dozen chords to look the same.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <vector>

namespace wl::web::render {

/// A point in framebuffer pixels; any type with float members x and y works with the functions below
/// (ImGui's ImVec2 does).
struct PixelPoint {
  float x = 0.0f, y = 0.0f;
};

/// Distance from p to the segment a–b (to a when a and b coincide).
template <class Point>
float distanceToSegment(const Point& p, const Point& a, const Point& b) {
  const float dx = b.x - a.x, dy = b.y - a.y;
  const float lengthSquared = dx * dx + dy * dy;
  float t = 0.0f;
  if (lengthSquared > 0.0f) t = std::clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared, 0.0f, 1.0f);
  return std::hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/// Douglas–Peucker: keeps the first and last point and every point without which some dropped
/// point would lie farther than `tolerance` (pixels) from the chord that replaces it. So peaks,
/// corners and gaps in slope survive; runs that are straight to within `tolerance` become one chord.
/// `kept` receives the indices of the points kept, in order; `stack` is scratch. Both are reused
/// storage, so a plot redrawn every frame allocates nothing.
template <class Point>
void simplifyPolyline(const Point* points, std::size_t count, float tolerance, std::vector<std::size_t>& kept,
                      std::vector<std::size_t>& stack) {
  kept.clear();
  stack.clear();
  if (count == 0) return;
  kept.push_back(0);
  if (count == 1) return;
  // An explicit stack of the right ends still to visit, so a long curve cannot overflow the call
  // stack; the left end is always the last point kept, so points come out in order.
  stack.push_back(count - 1);
  while (!stack.empty()) {
    const std::size_t first = kept.back(), last = stack.back();
    float worst = -1.0f;
    std::size_t worstIndex = first;
    for (std::size_t i = first + 1; i < last; ++i) {
      const float d = distanceToSegment(points[i], points[first], points[last]);
      if (d > worst) {
        worst = d;
        worstIndex = i;
      }
    }
    if (worst > tolerance) {
      stack.push_back(worstIndex);  // split there: first–worst is next, then worst–last
    } else {
      kept.push_back(last);
      stack.pop_back();
    }
  }
}

}  // namespace wl::web::render
