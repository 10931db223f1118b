#include "algorithms/InverseDynamics.hpp"

#include "algorithms/Kinematics.hpp"
#include "algorithms/Loads.hpp"

namespace wl {

const VecX& jointWrenchesFromKinematics(const Model& model, Data& data, const DynamicsOptions& options) {
  const size_t n = model.segments.size();
  for (size_t i = 0; i < n; ++i) {
    data.jointForce_W[i].setZero();
    data.jointMoment_W[i].setZero();
  }
  const Vec3 g = options.gravity ? model.gravity_W : Vec3::Zero();
  for (size_t i = n; i-- > 0;) {
    const Segment& s = model.segments[i];
    const FrameState& B = data.frames[static_cast<size_t>(model.segmentFrame(static_cast<int>(i)))];
    const PointMotion& C = data.com[i];
    const double m = s.inertia.mass;
    const Vec3 r_JC = C.p - B.p_WF;
    // Dynamic wrench at the COM, moved to the joint, minus gravity and loads. Euler's equation is
    // evaluated in body axes, where the tensor is constant: R (I ω̇_B + ω_B × I ω_B) equals
    // I_W ω̇ + ω × I_W ω with I_W = R I Rᵀ, for a third of the work.
    const Mat3& R_WB = B.R_WF;
    const Mat3& I_C = s.inertia.I_C;
    const Vec3 omega_B = R_WB.transpose() * B.omega_W;
    const Vec3 alpha_B = R_WB.transpose() * B.alpha_W;
    const Vec3 netForce = m * (C.a - g);
    Vec3 f = netForce;
    Vec3 n_J = R_WB * (I_C * alpha_B + omega_B.cross(I_C * omega_B)) + r_JC.cross(netForce);
    if (options.loads) {
      f -= data.externalForce_W[i];
      n_J -= data.externalMoment_W[i];
    }
    data.jointForce_W[i] += f;
    data.jointMoment_W[i] += n_J;
    // The parent carries this segment through the joint: it feels the opposite wrench (third law).
    const int p = s.parent;
    if (p >= 0) {
      const FrameState& P = data.frames[static_cast<size_t>(model.segmentFrame(p))];
      data.jointForce_W[static_cast<size_t>(p)] += data.jointForce_W[i];
      data.jointMoment_W[static_cast<size_t>(p)] += data.jointMoment_W[i] + (B.p_WF - P.p_WF).cross(data.jointForce_W[i]);
    }
    const Joint& j = s.joint;
    switch (j.type) {
      case JointType::Revolute: data.tau(j.qIndex) = data.S_W[i].col(0).dot(data.jointMoment_W[i]); break;
      case JointType::Prismatic: data.tau(j.qIndex) = data.S_W[i].col(0).dot(data.jointForce_W[i]); break;
      case JointType::Spherical: data.tau.segment<3>(j.qIndex) = data.S_W[i].transpose() * data.jointMoment_W[i]; break;
      case JointType::Fixed: break;
      case JointType::General:
        // Power through the joint: τ·q̇ = n·ω_rel + f·v_rel(origin), so τ_c = S6_cᵀ [n; f].
        for (int c = 0; c < j.nq(); ++c)
          data.tau(j.qIndex + c) = data.S6_W[i].col(c).head<3>().dot(data.jointMoment_W[i]) +
                                   data.S6_W[i].col(c).tail<3>().dot(data.jointForce_W[i]);
        break;
    }
  }
  return data.tau;
}

const VecX& inverseDynamics(const Model& model, Data& data, const State& state, const DynamicsOptions& options) {
  computeKinematics(model, data, state, options.baseMotion);
  if (options.loads) computeLoads(model, data, state.t);
  return jointWrenchesFromKinematics(model, data, options);
}

}  // namespace wl
