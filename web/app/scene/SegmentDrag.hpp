#pragma once
// Turning a joint by dragging its segment on the scene, as plain geometry (no ImGui, no GL; unit-tested
// in tests/web/SegmentDragTests.cpp). The axis a drag turns comes from the engine's kinematics at the
// current state (Data::S_W for revolute and spherical joints, Data::S6_W for general ones: planar,
// free, OpenSim's custom joints); the scene turns the pointer's path into an angle about it, and the
// player holds the new q (LessonPlayer::setCoordinate). Nothing here computes dynamics.
#include <optional>

#include "algorithms/Data.hpp"
#include "model/Model.hpp"

namespace wl::web {

struct TurnAxis {
  int coordinate = -1;           ///< the coordinate a drag sets; −1: nothing to turn
  int segment = -1;              ///< the segment whose joint it is (the dragged one or an ancestor)
  Vec3 point_W = Vec3::Zero();   ///< a point of the axis, world
  Vec3 axis_W = Vec3::UnitZ();   ///< unit, world
  double radiansPerUnit = 1.0;   ///< the angle turned per unit of the coordinate (1 for an angle)
};

/// The axis a drag on `segment` turns: its joint's rotational coordinate (for a joint with several —
/// planar, ball, free — the one whose axis most faces the viewer), or, for a welded or sliding segment,
/// its nearest ancestor's. Locked coordinates, and those that follow another (model/Constraint.hpp), are
/// not turned.
TurnAxis turnAxisOf(const Model& model, const Data& data, int segment, const Vec3& towardViewer_W);

/// Where the line origin + s·direction meets the plane through `point` normal to `normal`; nothing
/// when the line is nearly parallel to the plane.
std::optional<Vec3> linePlane(const Vec3& origin, const Vec3& direction, const Vec3& point, const Vec3& normal);

/// The signed angle (rad, right-handed about `axis`) that turns `from` into `to`, both seen along the
/// axis (their components along it dropped).
double angleAbout(const Vec3& axis, const Vec3& from, const Vec3& to);

/// One drag, from the press to the release: the grab point on the plane normal to the axis, and the
/// coordinate's value then. `at` gives the coordinate's value for the pointer's line now, or nothing
/// while the line misses the plane.
struct SegmentDrag {
  TurnAxis axis;
  Vec3 grab_W = Vec3::Zero();
  double q0 = 0.0;

  /// Starts a drag on the axis with the pointer's line through the scene; nothing when the axis is
  /// seen edge-on (the plane of the turn is a line on the screen).
  static std::optional<SegmentDrag> start(const TurnAxis& axis, const Vec3& lineOrigin, const Vec3& lineDirection, double q0);
  std::optional<double> at(const Vec3& lineOrigin, const Vec3& lineDirection) const;
};

}  // namespace wl::web
