#pragma once
// The shapes of the term glyphs, computed on the CPU and shared by the renderer and by picking, so
// what is hovered is exactly what is drawn: an arrow's shaft and head, a moment arc's polyline and
// head, and the arc's sweep for a moment magnitude.
#include <vector>

#include "render/DrawList.hpp"

namespace wl::web::render {

/// Arrow heads, in shaft radii: wide and long enough to read on a projector.
constexpr float kArrowHeadWidthPerShaft = 2.8f;
constexpr float kArrowHeadLengthPerShaft = 8.0f;
constexpr float kArrowHeadSlope = kArrowHeadWidthPerShaft / kArrowHeadLengthPerShaft;  ///< radius / length

struct ArrowShape {
  bool visible = false;      ///< false for a zero vector
  Vec3f shaftStart, shaftEnd;
  float shaftRadius = 0.0f;  ///< world units
  Vec3f headBase, tip;       ///< tip = origin + vector exactly: the arrow's length is the force
  float headRadius = 0.0f;
};

/// Shaft and head of an arrow of shaft radius `shaftRadius` (world units). The head is 2.8
/// shaft radii wide and 8 long, and never more than 45 % of the arrow, so short arrows stay
/// arrow-shaped (the head shrinks with them).
ArrowShape arrowShape(const Vec3f& origin, const Vec3f& vector, float shaftRadius);

/// Sweep angle of a moment arc: 2π·|M| / momentPerTurn, proportional to |M| up to `maxSweep`, where
/// it saturates (the head would run into the arc's start). momentPerTurn: N·m drawn as a full turn.
float arcSweep(float momentMagnitude, float momentPerTurn, float maxSweep = 0.92f * 6.2831853f);

/// The arc's first direction from its centre: world +x projected into the arc's plane (+y if the
/// axis is along x), so a 2D moment about +z starts at 3 o'clock and turns counter-clockwise.
Vec3f arcStartDirection(const Vec3f& axis);

/// Point of the arc at angle θ from its start, counter-clockwise about its axis.
Vec3f arcPoint(const MomentArc& arc, float angle);

struct ArcShape {
  bool visible = false;
  Vec3f headBase, tip;  ///< the head points along the arc's tangent at the end of the sweep
  float headRadius = 0.0f;
};

/// Fills `points` (cleared first; its capacity is reused) with the arc's polyline up to the head's
/// base and returns the head. shaftRadius: world units, as for arrowShape(). radiusPx: the arc's
/// radius on screen if known, so small arcs get fewer points (0: as for a large arc).
ArcShape arcShape(const MomentArc& arc, float shaftRadius, std::vector<Vec3f>& points, float radiusPx = 0.0f);

/// Polyline segments for an arc: the chords stray less than a third of a pixel from the circle, at
/// most 40 per turn, at least 3.
int arcSegments(float sweep, float radiusPx = 0.0f);

}  // namespace wl::web::render
