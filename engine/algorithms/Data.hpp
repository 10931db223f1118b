#pragma once
// The workspace (Pinocchio's Data, MuJoCo's mjData): every intermediate and result of the
// algorithms, preallocated once per model so that evaluating never touches the heap. One Data per
// thread; the Model stays shared and constant.
#include <vector>

#include <Eigen/Cholesky>

#include "core/Types.hpp"
#include "model/Model.hpp"
#include "spatial/FrameState.hpp"

namespace wl {

/// A load as it acts at this instant, world coordinates.
struct AppliedLoad {
  Vec3 force_W = Vec3::Zero();
  Vec3 moment_W = Vec3::Zero();   ///< couple (free moment), independent of the point
  Vec3 point_W = Vec3::Zero();    ///< point of application
  double springLength = 0.0;      ///< springs only: current length
};

struct Data {
  explicit Data(const Model& model);

  // Kinematics (computeKinematics).
  std::vector<FrameState> frames;       ///< by FrameId
  std::vector<PointMotion> com;         ///< per segment, centre of mass in the world
  std::vector<Mat3> S_W;                ///< per segment, joint motion subspace in world axes
  /// Per segment with a general joint: per coordinate, the angular velocity (rows 0–2) and the
  /// velocity of the segment's origin (rows 3–5) per unit rate, world axes (JointMotion::S6).
  std::vector<Mat6> S6_W;

  // Loads (computeLoads).
  std::vector<AppliedLoad> loads;       ///< per model load
  std::vector<Vec3> externalForce_W;    ///< per segment, sum of loads
  std::vector<Vec3> externalMoment_W;   ///< per segment, about its proximal joint

  // Inverse dynamics (inverseDynamics): the wrench the parent exerts on each segment through the
  // proximal joint, moment about that joint, world coordinates; and the generalized forces.
  std::vector<Vec3> jointForce_W;
  std::vector<Vec3> jointMoment_W;
  VecX tau;

  // Generalized form (massMatrix, generalizedForces).
  std::vector<Mat6> compositeInertia;   ///< per segment, about the world origin
  MatX M;
  VecX C, G, E;
  VecX scratchQd, scratchQdd;           ///< zero vectors used to split the bias forces
  Eigen::LDLT<MatX> massFactor;         ///< factorisation of M reused by forward dynamics (no allocation per call)
};

}  // namespace wl
