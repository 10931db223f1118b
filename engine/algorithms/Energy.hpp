#pragma once
// Mechanical energy of the chain: ½ Σ (m v_C² + ωᵀ I ω) plus the rotors' ½ Σ armature q̇², gravity's
// −Σ m g·p_C, and spring energy (the loads' springs and the joints' own, ½ Σ stiffness (q − q_ref)²). A
// joint's damper takes energy out: d(T + V)/dt = τ·q̇ − Σ damping q̇².
#include "algorithms/Data.hpp"
#include "model/State.hpp"

namespace wl {

struct Energy {
  double kinetic = 0.0;
  double gravitational = 0.0;
  double elastic = 0.0;
  double total() const { return kinetic + gravitational + elastic; }
};

/// The energies at the kinematics and loads already in `data` (after inverseDynamics() or
/// computeKinematics() + computeLoads()).
Energy mechanicalEnergy(const Model& model, const Data& data);

/// Computes kinematics and loads for `state` (q̈ unused) and returns the energies.
Energy mechanicalEnergy(const Model& model, Data& data, const State& state);

}  // namespace wl
