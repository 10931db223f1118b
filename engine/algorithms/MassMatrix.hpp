#pragma once
// Joint-space mass matrix M(q) by the composite-rigid-body algorithm (Featherstone), in world axes
// about the world origin: M_ij = s_iᵀ I^c_i s_j for j an ancestor of (or equal to) i, where I^c_i is
// the spatial inertia of the subtree carried by joint i and s the joint's motion subspace.
#include "algorithms/Data.hpp"
#include "model/State.hpp"

namespace wl {

/// Spatial inertia about the world origin, world axes, ordering [angular; linear]:
/// [[I_C − m[c]×², m[c]×], [−m[c]×, m 1]] for COM c and tensor I_C (both world).
Mat6 spatialInertiaAtOrigin(double mass, const Vec3& com_W, const Mat3& I_C_W);

/// Computes kinematics at q (velocities are irrelevant) and fills data.M. Returns data.M.
const MatX& massMatrix(const Model& model, Data& data, const State& state);

}  // namespace wl
