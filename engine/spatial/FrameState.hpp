#pragma once
// The instantaneous kinematic state of a frame, and the relative kinematics between frames and
// points that seed 000 makes explicit: a time derivative is always taken *in* some frame.
#include "core/Types.hpp"

namespace wl {

/// Pose and motion of a frame F relative to the world W, all vectors in world coordinates.
/// `v_W` and `a_W` are the velocity and acceleration of F's origin; `omega_W` and `alpha_W` the
/// angular velocity and acceleration of F (the angular acceleration is the same whether the
/// derivative is taken in W or in F, since ω × ω = 0).
struct FrameState {
  Mat3 R_WF = Mat3::Identity();
  Vec3 p_WF = Vec3::Zero();
  Vec3 omega_W = Vec3::Zero();
  Vec3 alpha_W = Vec3::Zero();
  Vec3 v_W = Vec3::Zero();
  Vec3 a_W = Vec3::Zero();

  /// World position of a point given in F coordinates.
  Vec3 toWorld(const Vec3& p_F) const { return p_WF + R_WF * p_F; }
  /// F coordinates of a point given in world coordinates.
  Vec3 fromWorld(const Vec3& p_W) const { return R_WF.transpose() * (p_W - p_WF); }
};

/// Position, velocity and acceleration of a point, in world coordinates, derivatives in the world.
struct PointMotion {
  Vec3 p = Vec3::Zero();
  Vec3 v = Vec3::Zero();
  Vec3 a = Vec3::Zero();
};

/// Motion of a point that is fixed in frame F at F-coordinates `p_F` (rigid-body velocity field).
inline PointMotion motionOfFixedPoint(const FrameState& F, const Vec3& p_F) {
  const Vec3 r_W = F.R_WF * p_F;
  PointMotion m;
  m.p = F.p_WF + r_W;
  m.v = F.v_W + F.omega_W.cross(r_W);
  m.a = F.a_W + F.alpha_W.cross(r_W) + F.omega_W.cross(F.omega_W.cross(r_W));
  return m;
}

/// Rotation taking B coordinates to A coordinates: R_AB = R_WAᵀ R_WB.
inline Mat3 rotationBetween(const FrameState& A, const FrameState& B) {
  return A.R_WF.transpose() * B.R_WF;
}

/// Linear kinematics of point P relative to point Q as an observer in frame A sees it: the
/// position r = P − Q and its first and second time derivatives *taken in A*, all in A coordinates.
struct RelativeMotion {
  Vec3 r = Vec3::Zero();
  Vec3 rDot = Vec3::Zero();
  Vec3 rDDot = Vec3::Zero();
};

/// Uses the transport theorem: ṙ|_A = ṙ|_W − ω_A × r and
/// r̈|_A = r̈|_W − 2 ω_A × ṙ|_A − α_A × r − ω_A × (ω_A × r).
inline RelativeMotion relativeMotionIn(const FrameState& A, const PointMotion& P, const PointMotion& Q) {
  const Vec3 r_W = P.p - Q.p;
  const Vec3 rDot_W = (P.v - Q.v) - A.omega_W.cross(r_W);
  const Vec3 rDDot_W = (P.a - Q.a) - 2.0 * A.omega_W.cross(rDot_W) - A.alpha_W.cross(r_W) -
                       A.omega_W.cross(A.omega_W.cross(r_W));
  const Mat3 R_AW = A.R_WF.transpose();
  return {R_AW * r_W, R_AW * rDot_W, R_AW * rDDot_W};
}

}  // namespace wl
