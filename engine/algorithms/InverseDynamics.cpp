#include "algorithms/InverseDynamics.hpp"

#include "algorithms/Kinematics.hpp"
#include "algorithms/Loads.hpp"
#include "algorithms/PassiveForces.hpp"

namespace wl {

const VecX& jointWrenchesFromKinematics(const Model& model, Data& data, const DynamicsOptions& options) {
  const size_t n = model.segments().size();
  for (size_t i = 0; i < n; ++i)
    data.jointWrench_W[i].resetAbout(data.frames[static_cast<size_t>(model.segmentFrame(static_cast<int>(i)))].p_WF);
  const Vec3 g = options.gravity ? model.gravity_W() : Vec3::Zero();
  for (size_t i = n; i-- > 0;) {
    const Segment& s = model.segments()[i];
    const FrameState& B = data.frames[static_cast<size_t>(model.segmentFrame(static_cast<int>(i)))];
    const PointMotion& C = data.com[i];
    // The dynamic wrench at the COM (Newton and Euler), moved to the joint, minus gravity and the loads;
    // the children's reactions were added to this segment's wrench when they were processed.
    const Vec3 netForce = s.inertia.mass * (C.a - g);
    Wrench& joint = data.jointWrench_W[i];
    joint.force += netForce;
    joint.moment += s.inertia.eulerMoment_W(B) + (C.p - B.p_WF).cross(netForce);
    if (options.loads) {
      joint.force -= data.externalWrench_W[i].force;
      joint.moment -= data.externalWrench_W[i].moment;
    }
    // The parent carries this segment through the joint: it feels the opposite wrench (third law), so its
    // own joint must supply this one too.
    if (s.parent >= 0) data.jointWrench_W[static_cast<size_t>(s.parent)].accumulate(joint);
    const Joint& j = s.joint;
    switch (j.type) {
      case JointType::Revolute: data.tau(j.qIndex) = data.S_W[i].col(0).dot(joint.moment); break;
      case JointType::Prismatic: data.tau(j.qIndex) = data.S_W[i].col(0).dot(joint.force); break;
      case JointType::Spherical: data.tau.segment<3>(j.qIndex) = data.S_W[i].transpose() * joint.moment; break;
      case JointType::Fixed: break;
      case JointType::General:
        // Power through the joint: τ·q̇ = n·ω_rel + f·v_rel(origin), so τ_c = S6_cᵀ [n; f].
        for (int c = 0; c < j.nq(); ++c)
          data.tau(j.qIndex + c) = data.S6_W[i].col(c).head<3>().dot(joint.moment) + data.S6_W[i].col(c).tail<3>().dot(joint.force);
        break;
    }
  }
  return data.tau;
}

const VecX& inverseDynamics(const Model& model, Data& data, const State& state, const DynamicsOptions& options) {
  computeKinematics(model, data, state, options.baseMotion);
  if (options.loads) computeLoads(model, data, state.t);
  jointWrenchesFromKinematics(model, data, options);
  // Rotors (armature) turn with their coordinate but belong to no segment: their torque is τ's alone.
  // So are the joints' springs and dampers: the actuator must also balance them (PassiveForces.hpp).
  const bool passive = options.passive && model.hasPassiveJoints();
  for (int k = 0; k < model.nq(); ++k) {
    const CoordinateDef& c = model.coordinates()[static_cast<size_t>(k)];
    data.tau(k) += c.armature * state.qdd(k);
    if (passive) data.tau(k) += passiveJointForce(c, state.q(k), state.qd(k));
  }
  return data.tau;
}

}  // namespace wl
