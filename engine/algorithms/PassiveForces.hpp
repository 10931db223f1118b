#pragma once
// The joints' own springs and dampers (MuJoCo's joint stiffness/springref and damping, URDF's dynamics
// damping): forces inside a joint that act whatever drives it, given per coordinate by CoordinateDef.
//
// Sign convention (the engine's, docs/engine.md): the rigid bodies need the generalized force
// M q̈ + C + G + E through each joint. The joint's spring and damper supply Q_passive = −k (q − q_ref) − b q̇
// of it (MuJoCo's qfrc_passive), the actuator the rest:
//     τ + Q_passive = M q̈ + C + G + E   ⇒   τ = M q̈ + C + G + E + P,   P = −Q_passive = k (q − q_ref) + b q̇.
// P, like G and E, is what the actuator must supply to balance something: here the joint's own spring
// and damper. It belongs to no segment: the joint wrenches (what the parent exerts on the child through
// the joint, actuator and spring together) and the term breakdown never contain it, and it is never
// mixed into C, G or E. MuJoCo 2.2.2's mj_inverse gives qfrc_inverse = M qacc + qfrc_bias − qfrc_passive,
// which is our τ (tests/oracle/MujocoRobotOracleTest.cpp).
#include "core/Types.hpp"
#include "model/Model.hpp"

namespace wl {

/// P_k = stiffness_k (q_k − springRef_k) + damping_k q̇_k for coordinate k (0 without spring or damper).
inline double passiveJointForce(const CoordinateDef& c, double q, double qd) {
  return c.stiffness * (q - c.springRef) + c.damping * qd;
}

/// P for every coordinate into `out` (sized nq; no allocation when it already is).
void passiveJointForces(const Model& model, const VecX& q, const VecX& qd, VecX& out);

}  // namespace wl
