#include "render/Polyline.hpp"

#include <algorithm>
#include <cmath>

namespace wl::web::render {

float distanceToSegment(const PixelPoint& p, const PixelPoint& a, const PixelPoint& b) {
  const float dx = b.x - a.x, dy = b.y - a.y;
  const float lengthSquared = dx * dx + dy * dy;
  float t = 0.0f;
  if (lengthSquared > 0.0f) t = std::clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared, 0.0f, 1.0f);
  return std::hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

void simplifyPolyline(const PixelPoint* points, std::size_t count, float tolerance, std::vector<std::size_t>& kept,
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
