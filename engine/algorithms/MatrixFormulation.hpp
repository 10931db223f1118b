#pragma once
// Seed 001's matrix formulation of inverse dynamics, generalised from the foot–shank pair to any
// tree: the unknown joint forces (world axes) and joint moments (each in its own segment's axes)
// of all segments are solved at once from one linear system
//
//     A · [F_1; M_1; …; F_n; M_n] = b,
//
// whose rows are each segment's Newton equation (world axes) and Euler equation about its COM
// (segment axes): for segment i with children c,
//     F_i − Σ F_c                                          = m_i a_Ci − m_i g − F_ext
//     M_i − Σ R_iᵀR_c M_c + R_iᵀ(r_{i/C} × F_i) − Σ R_iᵀ(r_{c/C} × F_c) = I_i ω̇_i + ω_i × I_i ω_i − M_ext
// (r_{j/C}: joint j from segment i's COM, world axes; R_i: segment axes → world; seed 001 writes
// R_F for our R_iᵀ). It is the same physics as the recursive Newton–Euler pass, solved as a block
// system instead of tip to base, which is why the two must agree to round-off.
#include <vector>

#include "algorithms/Data.hpp"
#include "core/Result.hpp"

namespace wl {

struct MatrixFormulationResult {
  MatX A;                            ///< 6n × 6n coefficient matrix
  VecX b;                            ///< right-hand side
  VecX x;                            ///< the solution as the seed stacks it: [F_1 (world axes); M_1 (segment axes); …]
  /// The same joint wrenches as the engine's one type: the wrench the parent exerts on each segment, about
  /// its proximal joint, world frame (comparable with Data::jointWrench_W).
  std::vector<Wrench> jointWrench_W;
};

/// Needs kinematics and loads for the state in `data` (e.g. after inverseDynamics()).
/// Fails if the system is singular (it is not for a tree; the check guards corrupted input).
Result<MatrixFormulationResult> solveJointWrenchesAsLinearSystem(const Model& model, const Data& data,
                                                                 bool gravity = true, bool loads = true);

}  // namespace wl
