#pragma once
// Forward dynamics: q̈ = M(q)⁻¹ (τ − C − G − E), i.e. seed 001's q̈ = M⁻¹ (C + G + Q + E) in our signs.
#include <string>

#include "algorithms/Data.hpp"
#include "core/Result.hpp"
#include "model/State.hpp"

namespace wl {

/// Reads state.t, state.q, state.qd and the applied joint torques/forces `tau`; writes state.qdd.
/// Leaves in `data`: M and its factorisation at q, the bias forces τ(q, q̇, q̈ = 0) = C + G + E in
/// data.bias, and the kinematics and joint wrenches of that bias pass (q̈ = 0; call inverseDynamics()
/// with the new state for the joint wrenches of the motion). data.C, data.G and data.E are not touched.
/// Fails, naming the coordinate and its joint, when M(q) is singular (a coordinate that moves no mass, a
/// spherical joint in gimbal lock) or the result is not finite.
Status forwardDynamics(const Model& model, Data& data, State& state, const VecX& tau);

/// Spherical joints use x-y′-z″ Cardan angles, singular where the middle angle β reaches ±90°: near it
/// the first and third axes nearly coincide and q̈ grows as 1/cos²β. Below this |cos β| (within 2.9° of
/// ±90°, an amplification of up to 400) a simulation warns, naming the joint.
constexpr double kGimbalWarningCosine = 0.05;

/// The spherical joint closest to gimbal lock at q, when one is within kGimbalWarningCosine (segment −1
/// when none is).
struct GimbalProximity {
  int segment = -1;
  double beta = 0.0;       ///< its middle Cardan angle, rad
  double cosBeta = 1.0;    ///< |cos β|
};
GimbalProximity closestToGimbalLock(const Model& model, const VecX& q);

/// One line naming the joint, its β and cos β, e.g. "joint 'ankle' (spherical, Cardan x-y′-z″) is 1.2° from
/// gimbal lock (β = 88.8°, cos β = 0.021): its accelerations grow as 1/cos²β"; empty for segment −1.
std::string gimbalLockWarning(const Model& model, const GimbalProximity& proximity);

}  // namespace wl
