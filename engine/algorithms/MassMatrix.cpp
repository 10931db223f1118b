#include "algorithms/MassMatrix.hpp"

#include "algorithms/Kinematics.hpp"
#include "spatial/Rotation.hpp"

namespace wl {

Mat6 spatialInertiaAtOrigin(double mass, const Vec3& com_W, const Mat3& I_C_W) {
  const Mat3 cx = skew(com_W);
  Mat6 I;
  I.topLeftCorner<3, 3>() = I_C_W - mass * cx * cx;
  I.topRightCorner<3, 3>() = mass * cx;
  I.bottomLeftCorner<3, 3>() = -mass * cx;
  I.bottomRightCorner<3, 3>() = mass * Mat3::Identity();
  return I;
}

namespace {

// Column c of a joint's motion subspace as a spatial vector [ω; v at the world origin]: for a
// rotational joint the axis and p × axis (p a point of the axis), for a prismatic one [0; axis],
// for a general joint ω and the velocity of the segment origin p moved to the world origin,
// v_p + p × ω.
void subspaceColumn(const Joint& joint, const Mat3& S_W, const Mat6& S6_W, const Vec3& p_W, int c, Vec3& angular,
                    Vec3& linear) {
  if (joint.type == JointType::General) {
    angular = S6_W.col(c).head<3>();
    linear = S6_W.col(c).tail<3>() + p_W.cross(angular);
    return;
  }
  const Vec3 axis = S_W.col(c);
  if (joint.type == JointType::Prismatic) {
    angular.setZero();
    linear = axis;
  } else {
    angular = axis;
    linear = p_W.cross(axis);
  }
}

}  // namespace

const MatX& massMatrix(const Model& model, Data& data, const State& state) {
  computeKinematics(model, data, state, false);
  const size_t n = model.segments().size();
  for (size_t i = 0; i < n; ++i) {
    const Segment& s = model.segments()[i];
    const FrameState& B = data.frames[static_cast<size_t>(model.segmentFrame(static_cast<int>(i)))];
    data.compositeInertia[i] = spatialInertiaAtOrigin(s.inertia.mass, data.com[i].p, s.inertia.rotated(B.R_WF));
  }
  for (size_t i = n; i-- > 0;) {
    const int p = model.segments()[i].parent;
    if (p >= 0) data.compositeInertia[static_cast<size_t>(p)] += data.compositeInertia[i];
  }

  // Fixed-size scratch only: this runs for every forward-dynamics step and must not allocate.
  data.M.setZero();
  for (size_t i = 0; i < n; ++i) {
    const Joint& ji = model.segments()[i].joint;
    const int ki = ji.nq();
    if (ki == 0) continue;
    const Vec3& pi = data.frames[static_cast<size_t>(model.segmentFrame(static_cast<int>(i)))].p_WF;
    // F = I^c_i s_i: the spatial force [moment about the origin; force] needed to accelerate the
    // subtree along each of joint i's directions.
    Vec3 Fmoment[6], Fforce[6];
    for (int c = 0; c < ki; ++c) {
      Vec3 angular, linear;
      subspaceColumn(ji, data.S_W[i], data.S6_W[i], pi, c, angular, linear);
      const Mat6& Ic = data.compositeInertia[i];
      Fmoment[c] = Ic.topLeftCorner<3, 3>() * angular + Ic.topRightCorner<3, 3>() * linear;
      Fforce[c] = Ic.bottomLeftCorner<3, 3>() * angular + Ic.bottomRightCorner<3, 3>() * linear;
    }
    // Walk from i up to the root: every ancestor joint (and i itself) couples with i through
    // M_ji = s_jᵀ F.
    for (int j = static_cast<int>(i); j >= 0; j = model.segments()[static_cast<size_t>(j)].parent) {
      const Joint& jj = model.segments()[static_cast<size_t>(j)].joint;
      const int kj = jj.nq();
      if (kj == 0) continue;
      const Vec3& pj = data.frames[static_cast<size_t>(model.segmentFrame(j))].p_WF;
      for (int r = 0; r < kj; ++r) {
        Vec3 angular, linear;
        subspaceColumn(jj, data.S_W[static_cast<size_t>(j)], data.S6_W[static_cast<size_t>(j)], pj, r, angular, linear);
        for (int c = 0; c < ki; ++c) {
          const double value = angular.dot(Fmoment[c]) + linear.dot(Fforce[c]);
          data.M(jj.qIndex + r, ji.qIndex + c) = value;
          data.M(ji.qIndex + c, jj.qIndex + r) = value;
        }
      }
    }
  }
  for (int k = 0; k < model.nq(); ++k) data.M(k, k) += model.coordinates()[static_cast<size_t>(k)].armature;  // rotor inertia
  return data.M;
}

}  // namespace wl
