#pragma once
// A wrench: a force and a moment, the point the moment is taken about, and the frame both are
// expressed in. Operations either do the physics right or refuse: adding wrenches about different
// points translates first; adding wrenches in different frames is refused (express one first).
#include <cassert>
#include <vector>

#include "core/Result.hpp"
#include "core/Types.hpp"
#include "spatial/FrameState.hpp"

namespace wl {

struct Wrench {
  Vec3 force = Vec3::Zero();   ///< in `frame` coordinates
  Vec3 moment = Vec3::Zero();  ///< about `point`, in `frame` coordinates
  Vec3 point = Vec3::Zero();   ///< the reference point, in `frame` coordinates (relative to its origin)
  FrameId frame = kWorldFrame;
  PointId about = kNoPoint;    ///< name of the reference point when it is a named model point

  static Wrench zero(FrameId frame, const Vec3& point, PointId about = kNoPoint) {
    Wrench w;
    w.frame = frame;
    w.point = point;
    w.about = about;
    return w;
  }
  /// A pure force applied at `point` (zero moment about its own point of application).
  static Wrench forceAt(FrameId frame, const Vec3& point, const Vec3& force, PointId about = kNoPoint) {
    Wrench w = zero(frame, point, about);
    w.force = force;
    return w;
  }

  /// Same wrench, moment taken about `newPoint` (same frame): M_Q = M_P + (P − Q) × F.
  Wrench translatedTo(const Vec3& newPoint, PointId newAbout = kNoPoint) const {
    Wrench w = *this;
    w.moment += (point - newPoint).cross(force);
    w.point = newPoint;
    w.about = newAbout;
    return w;
  }

  /// Same wrench expressed in frame `target`; both vectors are rotated and the reference point's
  /// coordinates transformed. `frames` is the model's frame table at the current instant.
  Wrench expressedIn(FrameId target, const std::vector<FrameState>& frames) const {
    return expressedIn(target, frames[static_cast<size_t>(frame)], frames[static_cast<size_t>(target)]);
  }
  Wrench expressedIn(FrameId target, const FrameState& from, const FrameState& to) const {
    const Mat3 R_TF = rotationBetween(to, from);
    Wrench w = *this;
    w.force = R_TF * force;
    w.moment = R_TF * moment;
    w.point = to.fromWorld(from.toWorld(point));
    w.frame = target;
    return w;
  }

  /// Adds `other` (same frame) to this wrench about this wrench's point: F += F_o, M += M_o + (P_o − P) × F_o.
  /// In place and without copies: the recursions call it once per segment.
  Wrench& accumulate(const Wrench& other) {
    assert(frame == other.frame);
    force += other.force;
    moment += other.moment + (other.point - point).cross(other.force);
    return *this;
  }
  /// Sets both vectors to zero about `newPoint` (same frame and point name).
  void resetAbout(const Vec3& newPoint) {
    force.setZero();
    moment.setZero();
    point = newPoint;
  }

  Wrench operator-() const {
    Wrench w = *this;
    w.force = -force;
    w.moment = -moment;
    return w;
  }
  Wrench scaled(double s) const {
    Wrench w = *this;
    w.force *= s;
    w.moment *= s;
    return w;
  }

  /// The six numbers [force; moment].
  Vec6 vector() const {
    Vec6 v;
    v << force, moment;
    return v;
  }

  bool isFinite() const { return force.allFinite() && moment.allFinite() && point.allFinite(); }
};

/// a + b, about a's point, when both are expressed in the same frame; refused otherwise.
Result<Wrench> add(const Wrench& a, const Wrench& b);
/// a − b under the same rules as add().
Result<Wrench> subtract(const Wrench& a, const Wrench& b);

/// Sum in one frame; `b` is translated to `a`'s point first. Callers guarantee the frames agree
/// (checked in debug builds); use add() where they might not.
Wrench sumSameFrame(const Wrench& a, const Wrench& b);

/// Approximate equality of the physical wrench: compared about a's point, in a's frame.
/// Returns false (never "equal") when the frames differ.
bool isApprox(const Wrench& a, const Wrench& b, double tolerance);

}  // namespace wl
