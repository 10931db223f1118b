#pragma once
// Rigid-body inertia: mass, centre of mass and the 3×3 tensor about the centre of mass, all in the
// body's own frame. Seed 000's erratum (2020/09/18) is the reason the tensor is kept about the COM:
// the dynamic wrench is formed there and only then translated to the joint.
#include "core/Result.hpp"
#include "core/Types.hpp"
#include "spatial/FrameState.hpp"

namespace wl {

struct Inertia {
  double mass = 0.0;
  Vec3 com = Vec3::Zero();         ///< centre of mass in body coordinates
  Mat3 I_C = Mat3::Zero();         ///< tensor about the COM, body axes

  static Inertia pointMass(double mass, const Vec3& com) { return {mass, com, Mat3::Zero()}; }

  /// Thin uniform rod of `length` along the unit `axis`, starting at the body origin: COM at the
  /// middle, m L²/12 about every axis perpendicular to the rod, zero about the rod.
  static Inertia uniformRod(double mass, double length, const Vec3& axis) {
    const double Iperp = mass * length * length / 12.0;
    return {mass, 0.5 * length * axis, Iperp * (Mat3::Identity() - axis * axis.transpose())};
  }

  /// General body: tensor given about the COM in body axes.
  static Inertia general(double mass, const Vec3& com, const Mat3& I_C) { return {mass, com, I_C}; }

  /// Parallel-axis (Steiner) shift: tensor about the point at `offset` from the COM (body axes),
  /// I_P = I_C + m (rᵀr 1 − r rᵀ) (Lynch & Park 2017, eq. 8.27, as quoted in seed 000).
  Mat3 aboutPoint(const Vec3& offsetFromCom) const {
    const Vec3& r = offsetFromCom;
    return I_C + mass * (r.squaredNorm() * Mat3::Identity() - r * r.transpose());
  }

  /// The COM tensor in another set of axes: R I Rᵀ, with R taking body coordinates to the new axes.
  Mat3 rotated(const Mat3& R) const { return R * I_C * R.transpose(); }

  /// Euler's rotational equation of motion about the COM: the moment I_C α + ω × I_C ω that the body's
  /// angular motion needs, with ω, α and the result in body axes, where the tensor is constant. The one
  /// place the engine writes it (the recursion, the term breakdown and the matrix formulation call it).
  Vec3 eulerMoment_B(const Vec3& omega_B, const Vec3& alpha_B) const {
    return I_C * alpha_B + omega_B.cross(I_C * omega_B);
  }
  /// The same moment in world axes for a body whose frame moves as `B` (world-axis ω and α):
  /// R (I α_B + ω_B × I ω_B), which equals I_W α + ω × I_W ω with I_W = R I Rᵀ for a third of the work.
  Vec3 eulerMoment_W(const FrameState& B) const {
    const Mat3 R_BW = B.R_WF.transpose();
    return B.R_WF * eulerMoment_B(R_BW * B.omega_W, R_BW * B.alpha_W);
  }

  /// Checks what physics requires: finite values, mass ≥ 0, a symmetric tensor whose principal
  /// moments are ≥ 0 and satisfy the triangle inequality (I1 + I2 ≥ I3). A massless body may have
  /// rotational inertia (a limit, not a body, but its spatial inertia is valid: MuJoCo keeps it so).
  Status validate() const;
  /// What the algorithms need to compute with it: finite values, mass ≥ 0, a symmetric tensor (an
  /// imported inertia that no rigid body has, kept as the file's own software keeps it).
  Status validateComputable() const;
};

}  // namespace wl
