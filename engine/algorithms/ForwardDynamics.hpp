#pragma once
// Forward dynamics: q̈ = M(q)⁻¹ (τ − C − G − E), i.e. seed 001's q̈ = M⁻¹ (C + G + Q + E) in our signs.
#include "algorithms/Data.hpp"
#include "model/State.hpp"
#include "core/Result.hpp"

namespace wl {

/// Reads state.t, state.q, state.qd and the applied joint torques/forces `tau`; writes state.qdd.
/// Fails, naming the cause, when M(q) is singular (a massless degree of freedom, gimbal lock of a
/// spherical joint) or the result is not finite.
Status forwardDynamics(const Model& model, Data& data, State& state, const VecX& tau);

}  // namespace wl
