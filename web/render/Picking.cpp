#include "render/Picking.hpp"

#include <algorithm>
#include <limits>

#include "render/Geometry.hpp"

namespace wl::web::render {

float distanceToSegment(const Vec2f& p, const Vec2f& a, const Vec2f& b) {
  const Vec2f ab = b - a;
  const float l2 = ab.squaredNorm();
  const float u = l2 > 0.0f ? std::clamp((p - a).dot(ab) / l2, 0.0f, 1.0f) : 0.0f;
  return (p - (a + u * ab)).norm();
}

PickResult pick(const DrawList& list, const Camera& camera, const Vec2f& cursorPx, std::vector<Vec3f>& scratch,
                float toleranceCssPx) {
  PickResult best;
  float bestDistance = toleranceCssPx * camera.viewport().pixelRatio;
  auto consider = [&](const ScreenPoint& a, const ScreenPoint& b, int id, bool isArc) {
    if (!a.inFront || !b.inFront) return;
    const float d = distanceToSegment(cursorPx, Vec2f(a.x, a.y), Vec2f(b.x, b.y));
    if (d < bestDistance) {
      bestDistance = d;
      best.id = id;
      best.distancePx = d;
      best.isArc = isArc;
    }
  };
  for (const ForceArrow& arrow : list.arrows) {
    if (arrow.id < 0) continue;
    consider(camera.project(arrow.origin), camera.project(arrow.origin + arrow.vector), arrow.id, false);
  }
  for (const MomentArc& arc : list.arcs) {
    if (arc.id < 0) continue;
    // The head counts as part of the arc: it is the most visible part of a short one.
    const ArcShape head = arcShape(arc, 0.0f, scratch);
    if (!head.visible) continue;
    scratch.push_back(head.tip);
    ScreenPoint previous = camera.project(scratch.front());
    for (size_t k = 1; k < scratch.size(); ++k) {
      const ScreenPoint next = camera.project(scratch[k]);
      consider(previous, next, arc.id, true);
      previous = next;
    }
  }
  return best;
}

}  // namespace wl::web::render
