#include "render/Geometry.hpp"

#include <algorithm>
#include <cmath>

namespace wl::web::render {
namespace {

constexpr float kTwoPi = 6.2831853f;
constexpr float kMaxHeadShare = 0.45f;       // of the arrow's length

}  // namespace

ArrowShape arrowShape(const Vec3f& origin, const Vec3f& vector, float shaftRadius) {
  ArrowShape a;
  const float length = vector.norm();
  if (!(length > 1e-12f) || !std::isfinite(length)) return a;
  const Vec3f direction = vector / length;
  float headLength = kArrowHeadLengthPerShaft * shaftRadius;
  float headRadius = kArrowHeadWidthPerShaft * shaftRadius;
  a.shaftRadius = shaftRadius;
  if (headLength > kMaxHeadShare * length) {
    const float shrink = kMaxHeadShare * length / headLength;
    headLength *= shrink;
    headRadius *= shrink;
    a.shaftRadius *= shrink;
  }
  a.visible = true;
  a.tip = origin + vector;
  a.headBase = a.tip - headLength * direction;
  a.headRadius = headRadius;
  a.shaftStart = origin;
  a.shaftEnd = a.headBase;
  return a;
}

float arcSweep(float momentMagnitude, float momentPerTurn, float maxSweep) {
  if (!(momentPerTurn > 0.0f) || !std::isfinite(momentMagnitude)) return 0.0f;
  return std::min(maxSweep, kTwoPi * std::abs(momentMagnitude) / momentPerTurn);
}

Vec3f arcStartDirection(const Vec3f& axis) {
  const Vec3f preferred = std::abs(axis.x()) < 0.9f ? Vec3f::UnitX() : Vec3f::UnitY();
  return (preferred - axis * axis.dot(preferred)).normalized();
}

Vec3f arcPoint(const MomentArc& arc, float angle) {
  const Vec3f u = arcStartDirection(arc.axis), v = arc.axis.cross(u);
  return arc.centre + arc.radius * (std::cos(angle) * u + std::sin(angle) * v);
}

int arcSegments(float sweep, float radiusPx) {
  float perTurn = 40.0f;
  if (radiusPx > 0.0f) {
    // A chord of angle θ strays r (1 − cos θ/2) from the circle; keep that under 1/3 px.
    const float tolerance = 1.0f / 3.0f;
    const float step = radiusPx > tolerance ? 2.0f * std::acos(1.0f - tolerance / radiusPx) : kTwoPi;
    perTurn = std::min(perTurn, kTwoPi / step);
  }
  return std::max(3, static_cast<int>(std::ceil(sweep / kTwoPi * perTurn)));
}

ArcShape arcShape(const MomentArc& arc, float shaftRadius, std::vector<Vec3f>& points, float radiusPx) {
  points.clear();
  ArcShape h;
  const float axisLength = arc.axis.norm();
  if (!(arc.sweep > 1e-6f) || !(arc.radius > 0.0f) || std::abs(axisLength - 1.0f) > 1e-3f) return h;
  const Vec3f u = arcStartDirection(arc.axis), v = arc.axis.cross(u);
  // The head is a straight cone tangent to the arc at the end of the sweep; it takes at most 45 %
  // of the arc's length, as for straight arrows.
  const float arcLength = arc.sweep * arc.radius;
  float headLength = kArrowHeadLengthPerShaft * shaftRadius;
  float headRadius = kArrowHeadWidthPerShaft * shaftRadius;
  if (headLength > kMaxHeadShare * arcLength) {
    const float shrink = kMaxHeadShare * arcLength / headLength;
    headLength *= shrink;
    headRadius *= shrink;
  }
  const float endAngle = arc.sweep;
  const Vec3f tangent = -std::sin(endAngle) * u + std::cos(endAngle) * v;
  h.visible = true;
  h.tip = arc.centre + arc.radius * (std::cos(endAngle) * u + std::sin(endAngle) * v);
  h.headBase = h.tip - headLength * tangent;
  h.headRadius = headRadius;
  const float shaftSweep = std::max(0.0f, arc.sweep - headLength / arc.radius);
  const int n = arcSegments(shaftSweep, radiusPx);
  for (int k = 0; k <= n; ++k) {
    const float angle = shaftSweep * static_cast<float>(k) / static_cast<float>(n);
    points.push_back(arc.centre + arc.radius * (std::cos(angle) * u + std::sin(angle) * v));
  }
  return h;
}

}  // namespace wl::web::render
