#pragma once
// Kinematic constraints a model file states beside its tree of joints. Inverse dynamics never includes
// their forces, as OpenSim's does not (its InverseDynamicsSolver computes the residual forces ignoring
// constraints): each coordinate's generalized force is the one the open tree alone needs. What the
// engine does with each kind:
//  - a coordinate coupling (OpenSim's CoordinateCouplerConstraint, URDF's <mimic>, MJCF's
//    <equality joint>): q_follower = f(q_leader). Wherever WrenchLab sets a state itself (a state set by
//    hand, a motion file without the follower's column, a model's default pose) the follower follows
//    its leader with the exact derivatives q̇_f = f′(q_l) q̇_l and q̈_f = f″(q_l) q̇_l² + f′(q_l) q̈_l;
//    a motion file that has the follower's column is taken as it is, as OpenSim's tool takes it.
//  - a closed loop (OpenSim's Weld, Point, PointOnLine and ConstantDistance constraints; MJCF's connect
//    and weld): the tree stays open where the file closes it. How far apart its two sides are at a state
//    (its residual) is computed by algorithms/LoopResidual.hpp, so a user sees what the open loop leaves.
#include <string>
#include <vector>

#include "core/Types.hpp"
#include "model/JointFunction.hpp"

namespace wl {

/// q_follower = function(q_leader), both coordinates of the same model.
struct CoordinateCoupling {
  std::string name;          ///< the constraint's name in the file (or one made for it)
  std::string source;        ///< what the file calls it: "CoordinateCouplerConstraint", "mimic", "equality joint"
  std::string leaderName, followerName;
  int leader = -1, follower = -1;  ///< coordinate indices, set by ModelBuilder::build()
  JointFunction function;          ///< with any scale folded in
};

/// Sets each follower's q, q̇, q̈ from its leader's, in the order given (a leader that follows another
/// coordinate comes first: ModelBuilder orders the model's couplings so).
void followLeaders(const std::vector<CoordinateCoupling>& couplings, VecX& q, VecX& qd, VecX& qdd);

enum class LoopKind {
  Weld,              ///< frame F on A and frame G on B coincide (position and orientation)
  Point,             ///< point F on A and point G on B coincide
  PointOnLine,       ///< point G on B stays on the line through F along `direction_F` (fixed in A)
  ConstantDistance,  ///< points F on A and G on B stay `distance` apart
};
const char* toString(LoopKind kind);

/// A closed kinematic loop, left open: the engine reports how far apart its sides are, never its force.
struct LoopConstraint {
  std::string name;
  std::string source;            ///< what the file calls it: "WeldConstraint", "connect", …
  LoopKind kind = LoopKind::Point;
  int segmentA = -1, segmentB = -1;  ///< -1: the world
  Mat3 R_AF = Mat3::Identity();      ///< frame F fixed in A (only a weld uses its orientation)
  Vec3 p_AF = Vec3::Zero();
  Mat3 R_BG = Mat3::Identity();      ///< frame G fixed in B
  Vec3 p_BG = Vec3::Zero();
  Vec3 direction_F = Vec3::UnitX();  ///< PointOnLine: the line's direction, in F
  double distance = 0.0;             ///< ConstantDistance, m
};

}  // namespace wl
