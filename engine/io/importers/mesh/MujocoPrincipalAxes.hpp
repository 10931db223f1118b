#pragma once
// Principal axes of an inertia tensor found the way MuJoCo 2.2.2 finds them (its mju_eig3), because MuJoCo
// keeps a body's or a mesh geom's inertia as principal moments in those axes, and its iteration stops early:
// Jacobi rotations from the identity, each zeroing the largest off-diagonal entry, until that entry is below
// 1e-12 or the rotation's cosine is above 1 − 1e-12 — an angle below about 1.4e-6 rad is not taken. The
// axes it keeps can therefore be off by up to that angle, and the tensor rebuilt from them by up to 1.4e-6
// times the spread of the moments: enough to put the IRB 2400's wrist entries of M 1e-5 away from MuJoCo's
// when the exact axes are used. Where the engine takes an inertia "as MuJoCo computes it" (a mesh geom, a
// body summed from geoms), it rebuilds it from these axes.
#include "core/Types.hpp"

namespace wl {

struct PrincipalAxes {
  Vec3 moments = Vec3::Zero();  ///< largest first
  Mat3 axes = Mat3::Identity(); ///< column i: the axis of moments(i)
};

PrincipalAxes mujocoPrincipalAxes(const Mat3& I);

/// R diag(moments) Rᵀ of those axes: the tensor as MuJoCo holds it.
Mat3 mujocoDiagonalised(const Mat3& I);

}  // namespace wl
