#pragma once
// The generalized (joint-space) form τ = M(q) q̈ + C(q, q̇) + G(q) + E + P, each rigid-body part from the
// recursive Newton–Euler pass with one contribution switched on:
//   C  velocity-dependent torques (Coriolis and centrifugal), plus the base's prescribed motion;
//   G  torques that hold the chain against gravity;
//   E  torques that balance the external loads (springs, tip wrenches, ground reaction);
//   P  torques that balance the joints' own springs and dampers, k (q − q_ref) + b q̇: a part of its own,
//      never mixed into C, G or E (PassiveForces.hpp derives the sign).
// Signs follow seed 002 (eq. 24). Seeds 001/003 write M q̈ = C + G + Q + E instead, whose C, G, E
// are the negatives of these.
#include "algorithms/Data.hpp"
#include "model/State.hpp"

namespace wl {

/// Fills data.M, then everything torqueParts() fills. data.tau is overwritten.
void generalizedForces(const Model& model, Data& data, const State& state);

/// The parts of τ without the matrix: data.Mqdd (M q̈, from a Newton–Euler pass with q̇ = 0 and no gravity,
/// loads or base motion: the segments' inertia and the rotors' armature), data.C, data.G, data.E and data.P,
/// each O(n). M itself costs O(n²) (1000 segments: a 1000 × 1000 matrix); what shows only the parts of τ
/// (the app's torque-parts plot, a lesson's C.<coord>) needs none of it. data.tau is overwritten.
void torqueParts(const Model& model, Data& data, const State& state);

/// The part of E that balances model load `load` alone (E is linear in the loads: the parts of
/// all loads sum to E). Only q and t of `state` matter. Returns data.tau, which it overwrites.
const VecX& loadGeneralizedForces(const Model& model, Data& data, const State& state, int load);

}  // namespace wl
