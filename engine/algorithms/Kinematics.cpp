#include "algorithms/Kinematics.hpp"

#include "spatial/Rotation.hpp"

namespace wl {

namespace {

// Child frame C moving relative to parent P: C's pose relative to P is (R_PC, p_PC) with relative
// angular velocity/acceleration ω_rel, α_rel (P coordinates, derivative in P) and relative origin
// velocity/acceleration v_rel, a_rel (P coordinates, derivatives in P).
void compose(const FrameState& P, const Mat3& R_PC, const Vec3& p_PC, const Vec3& omegaRel_P,
             const Vec3& alphaRel_P, const Vec3& vRel_P, const Vec3& aRel_P, FrameState& C) {
  const Vec3 r_W = P.R_WF * p_PC;
  const Vec3 wRel_W = P.R_WF * omegaRel_P;
  const Vec3 vRel_W = P.R_WF * vRel_P;
  C.R_WF = P.R_WF * R_PC;
  C.p_WF = P.p_WF + r_W;
  C.omega_W = P.omega_W + wRel_W;
  C.alpha_W = P.alpha_W + P.R_WF * alphaRel_P + P.omega_W.cross(wRel_W);
  C.v_W = P.v_W + P.omega_W.cross(r_W) + vRel_W;
  C.a_W = P.a_W + P.alpha_W.cross(r_W) + P.omega_W.cross(P.omega_W.cross(r_W)) +
          2.0 * P.omega_W.cross(vRel_W) + P.R_WF * aRel_P;
}

// Rotational joints (revolute, spherical) turn B about J's origin: B's origin moves with P, the
// relative angular velocity and acceleration (J coordinates, derivative in J) are all that the
// joint adds. The same composition as compose() with the vanishing terms left out and the joint
// placement folded into one rotation R_WJ, which is returned (it maps J's axes to the world).
Mat3 rotateAboutJoint(const FrameState& P, const Joint& j, const Mat3& R_JB, const Vec3& omegaRel_J,
                      const Vec3& alphaRel_J, FrameState& B) {
  const Mat3 R_WJ = P.R_WF * j.R_PJ;
  const Vec3 r_W = P.R_WF * j.p_PJ;
  const Vec3 wRel_W = R_WJ * omegaRel_J;
  B.R_WF = R_WJ * R_JB;
  B.p_WF = P.p_WF + r_W;
  B.omega_W = P.omega_W + wRel_W;
  B.alpha_W = P.alpha_W + R_WJ * alphaRel_J + P.omega_W.cross(wRel_W);
  B.v_W = P.v_W + P.omega_W.cross(r_W);
  B.a_W = P.a_W + P.alpha_W.cross(r_W) + P.omega_W.cross(P.omega_W.cross(r_W));
  return R_WJ;
}

void baseKinematics(const BaseMotion& base, double t, bool moving, FrameState& B) {
  Vec3 p, v, a;
  base.position.at(t, p, v, a);
  const Derivatives angle = base.angle.at(t);
  B.R_WF = axisAngle(base.axis, angle.value);
  B.p_WF = p;
  if (moving) {
    B.v_W = v;
    B.a_W = a;
    B.omega_W = base.axis * angle.rate;
    B.alpha_W = base.axis * angle.acceleration;
  } else {
    B.v_W.setZero();
    B.a_W.setZero();
    B.omega_W.setZero();
    B.alpha_W.setZero();
  }
}

}  // namespace

void computeKinematics(const Model& model, Data& data, const State& state, bool baseMotion) {
  data.frames[kWorldFrame] = FrameState{};
  data.q = state.q;    // same size: no allocation
  data.qd = state.qd;
  baseKinematics(model.base(), state.t, baseMotion, data.frames[kBaseFrame]);

  JointMotion jm;
  const size_t n = model.segments().size();
  for (size_t i = 0; i < n; ++i) {
    const Segment& s = model.segments()[i];
    const Joint& j = s.joint;
    const FrameState& P = data.frames[static_cast<size_t>(model.parentFrameOf(static_cast<int>(i)))];
    FrameState& B = data.frames[static_cast<size_t>(model.segmentFrame(static_cast<int>(i)))];
    const int k = j.qIndex;
    if (j.type == JointType::Revolute) {
      // The common case, without the general joint motion: one axis, S = [axis 0 0].
      const Vec3 axis_W = rotateAboutJoint(P, j, axisAngle(j.axis, state.q(k)), j.axis * state.qd(k),
                                           j.axis * state.qdd(k), B) * j.axis;
      Mat3& S_W = data.S_W[i];
      S_W.col(0) = axis_W;
      S_W.col(1).setZero();
      S_W.col(2).setZero();
      data.com[i] = motionOfFixedPoint(B, s.inertia.com);
      continue;
    }
    if (j.type == JointType::Spherical) {
      jointMotion(j, state.q.data() + k, state.qd.data() + k, state.qdd.data() + k, jm);
      data.S_W[i] = rotateAboutJoint(P, j, jm.R_JB, jm.omega_J, jm.alpha_J, B) * jm.S;
      data.com[i] = motionOfFixedPoint(B, s.inertia.com);
      continue;
    }
    jointMotion(j, state.q.data() + k, state.qd.data() + k, state.qdd.data() + k, jm);
    // Joint frame J is fixed in P; express the relative motion of B in P coordinates.
    compose(P, j.R_PJ * jm.R_JB, j.p_PJ + j.R_PJ * jm.p_JB, j.R_PJ * jm.omega_J, j.R_PJ * jm.alpha_J,
            j.R_PJ * jm.v_J, j.R_PJ * jm.a_J, B);
    const Mat3 R_WJ = P.R_WF * j.R_PJ;
    data.S_W[i] = R_WJ * jm.S;
    if (j.type == JointType::General) {
      Mat6& S6_W = data.S6_W[i];
      for (int c = 0; c < j.nq(); ++c) {
        S6_W.col(c).head<3>() = R_WJ * jm.S6.col(c).head<3>();
        S6_W.col(c).tail<3>() = R_WJ * jm.S6.col(c).tail<3>();
      }
    }
    data.com[i] = motionOfFixedPoint(B, s.inertia.com);
  }

  for (size_t k = 0; k < model.observerFrames().size(); ++k) {
    const ObserverFrameDef& o = model.observerFrames()[k];
    const FrameState& P = data.frames[static_cast<size_t>(o.parent)];
    FrameState& F = data.frames[static_cast<size_t>(model.observerFrame(static_cast<int>(k)))];
    const Derivatives spin = o.spin.at(state.t);
    const Vec3 axis_P = o.R_PF * o.spinAxis;
    compose(P, o.R_PF * axisAngle(o.spinAxis, spin.value), o.p_PF, axis_P * spin.rate,
            axis_P * spin.acceleration, Vec3::Zero(), Vec3::Zero(), F);
  }
}

Vec3 pointPosition(const Model& model, const Data& data, PointId point) {
  const ModelPoint& p = model.points()[static_cast<size_t>(point)];
  return data.frames[static_cast<size_t>(p.frame)].toWorld(p.p_F);
}

PointMotion pointMotion(const Model& model, const Data& data, PointId point) {
  const ModelPoint& p = model.points()[static_cast<size_t>(point)];
  return motionOfFixedPoint(data.frames[static_cast<size_t>(p.frame)], p.p_F);
}

}  // namespace wl
