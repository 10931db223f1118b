#pragma once
// A body's mass and inertia summed from its shapes (MJCF geoms, URDF collision shapes), as MuJoCo's compiler
// sums a body's geoms: masses add, the centre is the mass-weighted mean, each shape's tensor about its own
// centre is shifted to the common one (parallel axes), and the sum of several is held in the principal axes
// MuJoCo's compiler finds for it (io/importers/mesh/MujocoPrincipalAxes.hpp); one shape is taken as it is, as MuJoCo
// copies a single geom. Internal to the robot importers.
#include "core/Types.hpp"
#include "io/importers/mesh/MujocoPrincipalAxes.hpp"
#include "spatial/Inertia.hpp"

namespace wl::robotxml {

struct MassSum {
  int shapes = 0;
  double mass = 0.0;
  Vec3 firstMoment = Vec3::Zero();  // Σ m c
  Mat3 aboutOrigin = Mat3::Zero();  // Σ (I_C + m (|c|² 1 − c cᵀ))
  /// A shape of mass m with its centre at `com` (body frame) and tensor I_C about it in body axes.
  void add(double m, const Vec3& com, const Mat3& I_C) {
    ++shapes;
    mass += m;
    firstMoment += m * com;
    aboutOrigin += I_C + m * (com.squaredNorm() * Mat3::Identity() - com * com.transpose());
  }
  Inertia inertia() const {
    if (mass <= 0.0) return Inertia{};
    const Vec3 com = firstMoment / mass;
    Mat3 I_C = aboutOrigin - mass * (com.squaredNorm() * Mat3::Identity() - com * com.transpose());
    I_C = 0.5 * (I_C + I_C.transpose());
    return Inertia::general(mass, com, shapes > 1 ? mujocoDiagonalised(I_C) : I_C);
  }
};

}  // namespace wl::robotxml
