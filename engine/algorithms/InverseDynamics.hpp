#pragma once
// Recursive Newton–Euler inverse dynamics in the world frame: from the tips to the base, each
// segment's joint wrench balances its dynamic wrench, gravity, its loads and (Newton's third law)
// the reactions of its children. The inertial (world) frame needs no fictitious terms, so this is
// the reference every observer-frame breakdown is checked against.
#include "algorithms/Data.hpp"
#include "model/State.hpp"

namespace wl {

/// Which contributions enter the pass. All on: the joint wrenches of the real motion. The split
/// τ = M q̈ + C + G + E + P switches them one at a time (generalizedForces()).
struct DynamicsOptions {
  bool gravity = true;
  bool loads = true;
  bool baseMotion = true;
  /// τ includes P, what balances the joints' own springs and dampers (PassiveForces.hpp); never the
  /// joint wrenches, which are the whole wrench through the joint, spring and actuator together.
  bool passive = true;
};

/// Kinematics, loads and the backward pass. Fills data.jointWrench_W (the
/// wrench the parent exerts on each segment, about the segment's proximal joint, world
/// axes) and data.tau (the joint torques/forces: τ = Sᵀ·moment for rotational joints, Sᵀ·force
/// for prismatic ones), plus the rotors' armature·q̈ and, with options.passive, P: the actuators'
/// generalized forces. Returns data.tau.
const VecX& inverseDynamics(const Model& model, Data& data, const State& state, const DynamicsOptions& options = {});

/// The backward pass alone, on kinematics and loads already in `data`.
const VecX& jointWrenchesFromKinematics(const Model& model, Data& data, const DynamicsOptions& options = {});

}  // namespace wl
