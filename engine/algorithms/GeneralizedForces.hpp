#pragma once
// The generalized (joint-space) form τ = M(q) q̈ + C(q, q̇) + G(q) + E, each part from the
// recursive Newton–Euler pass with one contribution switched on:
//   C  velocity-dependent torques (Coriolis and centrifugal), plus the base's prescribed motion;
//   G  torques that hold the chain against gravity;
//   E  torques that balance the external loads (springs, tip wrenches, ground reaction).
// Signs follow seed 002 (eq. 24). Seeds 001/003 write M q̈ = C + G + Q + E instead, whose C, G, E
// are the negatives of these.
#include "algorithms/Data.hpp"
#include "model/State.hpp"

namespace wl {

/// Fills data.M, data.C, data.G, data.E (q̈ in `state` is not used). data.tau is overwritten.
void generalizedForces(const Model& model, Data& data, const State& state);

/// The part of E that balances model load `load` alone (E is linear in the loads: the parts of
/// all loads sum to E). Only q and t of `state` matter. Returns data.tau, which it overwrites.
const VecX& loadGeneralizedForces(const Model& model, Data& data, const State& state, int load);

}  // namespace wl
