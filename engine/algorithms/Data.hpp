#pragma once
// The workspace (Pinocchio's Data, MuJoCo's mjData): every intermediate and result of the
// algorithms, preallocated once per model so that evaluating never touches the heap. One Data per
// thread; the Model stays shared and constant. Each field says which algorithm fills it; a field is
// only meaningful after that algorithm ran for the current state.
#include <vector>

#include <Eigen/Cholesky>

#include "core/Types.hpp"
#include "model/Model.hpp"
#include "spatial/FrameState.hpp"
#include "spatial/Wrench.hpp"

namespace wl {

/// A load as it acts at this instant: its force at its point of application with its couple (free
/// moment) as the moment about that point, world frame.
struct AppliedLoad {
  Wrench wrench_W;
  double springLength = 0.0;      ///< springs only: current length
};

struct Data {
  explicit Data(const Model& model);

  // Kinematics (computeKinematics).
  VecX q;                               ///< the coordinates it was given (the joints' springs' energy)
  VecX qd;                              ///< the rates it was given (rotors' kinetic energy, ½ armature q̇²)
  std::vector<FrameState> frames;       ///< by FrameId
  std::vector<PointMotion> com;         ///< per segment, centre of mass in the world
  std::vector<Mat3> S_W;                ///< per segment, joint motion subspace in world axes
  /// Per segment with a general joint: per coordinate, the angular velocity (rows 0–2) and the
  /// velocity of the segment's origin (rows 3–5) per unit rate, world axes (JointMotion::S6).
  std::vector<Mat6> S6_W;

  // Loads (computeLoads).
  std::vector<AppliedLoad> loads;       ///< per model load
  std::vector<Wrench> externalWrench_W; ///< per segment, the sum of its loads about its proximal joint, world frame

  // Inverse dynamics (inverseDynamics): the wrench the parent exerts on each segment through its proximal
  // joint, about that joint, world frame; and the generalized forces τ (Sᵀ of it).
  std::vector<Wrench> jointWrench_W;
  VecX tau;

  // Generalized form (massMatrix, generalizedForces): τ = M q̈ + C + G + E + P.
  std::vector<Mat6> compositeInertia;   ///< per segment, about the world origin
  MatX M;
  VecX Mqdd;                            ///< M q̈ (torqueParts: by Newton–Euler, without forming M)
  VecX C;                               ///< velocity coupling (Coriolis, centrifugal) and the base's prescribed motion
  VecX G;                               ///< the torques that hold the chain against gravity
  VecX E;                               ///< the torques that balance the external loads
  VecX P;                               ///< the torques that balance the joints' own springs and dampers (PassiveForces.hpp)

  // Forward dynamics (forwardDynamics): M at the state, its factorisation (reused, no allocation per call)
  // and the bias forces τ(q, q̇, q̈ = 0) = C + G + E + P, which the joint wrenches above then belong to.
  VecX bias;
  Eigen::LDLT<MatX> massFactor;
};

}  // namespace wl
