#include "app/scene/SegmentDrag.hpp"

#include <cmath>

namespace wl::web {
namespace {

// Below this |cos| between the axis and the line of sight the plane of the turn is seen nearly
// edge-on: a pointer's small move would swing the angle wildly.
constexpr double kEdgeOn = 0.2;

}  // namespace

TurnAxis turnAxisOf(const Model& model, const Data& data, int segment, const Vec3& towardViewer_W) {
  const Vec3 toward = towardViewer_W.normalized();
  for (int i = segment; i >= 0 && i < model.segmentCount(); i = model.segments()[static_cast<std::size_t>(i)].parent) {
    const Joint& joint = model.segments()[static_cast<std::size_t>(i)].joint;
    const Vec3& p_W = data.frames[static_cast<std::size_t>(model.segmentFrame(i))].p_WF;
    TurnAxis best;
    double bestFacing = -1.0;
    for (int c = 0; c < joint.nq(); ++c) {
      const int k = joint.qIndex + c;
      // A locked coordinate stays; one that follows another (a constraint of the file) is set by its leader.
      if (model.coordinates()[static_cast<std::size_t>(k)].locked || model.couplingOf(k)) continue;
      Vec3 omega, point = p_W;
      if (joint.type == JointType::Revolute || joint.type == JointType::Spherical) {
        omega = data.S_W[static_cast<std::size_t>(i)].col(c);  // axes through the joint centre, the segment's origin
      } else if (joint.type == JointType::General) {
        // Angular velocity ω and the origin's velocity v per unit rate: the axis passes through
        // p + ω × v / |ω|² (for a pure turn about a, v = ω × (p − a)).
        omega = data.S6_W[static_cast<std::size_t>(i)].col(c).head<3>();
        const Vec3 v = data.S6_W[static_cast<std::size_t>(i)].col(c).tail<3>();
        if (omega.squaredNorm() > 1e-12) point = p_W + omega.cross(v) / omega.squaredNorm();
      } else {
        continue;  // prismatic: nothing turns
      }
      const double rate = omega.norm();
      if (!(rate > 1e-6)) continue;
      const double facing = std::abs(omega.dot(toward)) / rate;
      if (facing > bestFacing) {
        bestFacing = facing;
        best = TurnAxis{k, i, point, omega / rate, rate};
      }
    }
    if (best.coordinate >= 0) return best;
  }
  return {};
}

std::optional<Vec3> linePlane(const Vec3& origin, const Vec3& direction, const Vec3& point, const Vec3& normal) {
  const double along = direction.dot(normal);
  if (std::abs(along) < 1e-9 * direction.norm() * normal.norm()) return std::nullopt;
  const double s = (point - origin).dot(normal) / along;
  return Vec3(origin + s * direction);
}

double angleAbout(const Vec3& axis, const Vec3& from, const Vec3& to) {
  const Vec3 n = axis.normalized();
  const Vec3 a = from - from.dot(n) * n, b = to - to.dot(n) * n;
  return std::atan2(n.dot(a.cross(b)), a.dot(b));
}

std::optional<SegmentDrag> SegmentDrag::start(const TurnAxis& axis, const Vec3& lineOrigin, const Vec3& lineDirection, double q0) {
  if (axis.coordinate < 0) return std::nullopt;
  if (std::abs(axis.axis_W.dot(lineDirection.normalized())) < kEdgeOn) return std::nullopt;
  auto grab = linePlane(lineOrigin, lineDirection, axis.point_W, axis.axis_W);
  if (!grab || (*grab - axis.point_W).norm() < 1e-9) return std::nullopt;  // on the axis: no direction to turn from
  return SegmentDrag{axis, *grab, q0};
}

std::optional<double> SegmentDrag::at(const Vec3& lineOrigin, const Vec3& lineDirection) const {
  auto now = linePlane(lineOrigin, lineDirection, axis.point_W, axis.axis_W);
  if (!now || (*now - axis.point_W).norm() < 1e-12) return std::nullopt;
  return q0 + angleAbout(axis.axis_W, grab_W - axis.point_W, *now - axis.point_W) / axis.radiansPerUnit;
}

}  // namespace wl::web
