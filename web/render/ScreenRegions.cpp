#include "render/ScreenRegions.hpp"

#include <algorithm>
#include <utility>

namespace wl::web::render {

std::vector<PixelRect> rectanglesAround(const std::vector<PixelRect>& holes, int width, int height) {
  std::vector<PixelRect> out;
  if (width <= 0 || height <= 0) return out;
  std::vector<int> edges = {0, height};
  for (const PixelRect& h : holes) {
    if (h.empty()) continue;
    edges.push_back(std::clamp(h.y0, 0, height));
    edges.push_back(std::clamp(h.y1, 0, height));
  }
  std::sort(edges.begin(), edges.end());
  edges.erase(std::unique(edges.begin(), edges.end()), edges.end());

  std::vector<std::pair<int, int>> covered;
  for (std::size_t b = 0; b + 1 < edges.size(); ++b) {
    const int top = edges[b], bottom = edges[b + 1];
    // Within a band every hole either spans it entirely or misses it: no hole edge lies inside.
    covered.clear();
    for (const PixelRect& h : holes)
      if (!h.empty() && h.y0 <= top && h.y1 >= bottom)
        covered.emplace_back(std::clamp(h.x0, 0, width), std::clamp(h.x1, 0, width));
    std::sort(covered.begin(), covered.end());
    int x = 0;
    for (const auto& [from, to] : covered) {
      if (from > x) out.push_back({x, top, from, bottom});
      x = std::max(x, to);
    }
    if (x < width) out.push_back({x, top, width, bottom});
  }
  // Neighbouring bands with the same runs merge into one rectangle (fewer clears).
  std::vector<PixelRect> merged;
  for (const PixelRect& r : out) {
    bool joined = false;
    for (PixelRect& m : merged)
      if (m.x0 == r.x0 && m.x1 == r.x1 && m.y1 == r.y0) {
        m.y1 = r.y1;
        joined = true;
        break;
      }
    if (!joined) merged.push_back(r);
  }
  return merged;
}

}  // namespace wl::web::render
