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

// Columns of the joint's motion subspace as spatial vectors [ω; v at the world origin].
int motionSubspace(const Joint& joint, const Mat3& S_W, const Vec3& p_W, Eigen::Matrix<double, 6, 3>& s) {
  const int k = joint.nq();
  for (int c = 0; c < k; ++c) {
    const Vec3 axis = S_W.col(c);
    if (joint.type == JointType::Prismatic) {
      s.col(c) << Vec3::Zero(), axis;
    } else {
      s.col(c) << axis, p_W.cross(axis);
    }
  }
  return k;
}

}  // namespace

const MatX& massMatrix(const Model& model, Data& data, const State& state) {
  computeKinematics(model, data, state, false);
  const size_t n = model.segments.size();
  for (size_t i = 0; i < n; ++i) {
    const Segment& s = model.segments[i];
    const FrameState& B = data.frames[static_cast<size_t>(model.segmentFrame(static_cast<int>(i)))];
    data.compositeInertia[i] = spatialInertiaAtOrigin(s.inertia.mass, data.com[i].p, s.inertia.rotated(B.R_WF));
  }
  for (size_t i = n; i-- > 0;) {
    const int p = model.segments[i].parent;
    if (p >= 0) data.compositeInertia[static_cast<size_t>(p)] += data.compositeInertia[i];
  }

  data.M.setZero();
  Eigen::Matrix<double, 6, 3> si, sj;
  for (size_t i = 0; i < n; ++i) {
    const Joint& ji = model.segments[i].joint;
    if (ji.nq() == 0) continue;
    const Vec3& pi = data.frames[static_cast<size_t>(model.segmentFrame(static_cast<int>(i)))].p_WF;
    const int ki = motionSubspace(ji, data.S_W[i], pi, si);
    // F = I^c_i s_i: the spatial force needed to accelerate the subtree along joint i.
    const Eigen::Matrix<double, 6, 3> F = data.compositeInertia[i] * si;
    // Walk from i up to the root: every ancestor joint (and i itself) couples with i.
    for (int j = static_cast<int>(i); j >= 0; j = model.segments[static_cast<size_t>(j)].parent) {
      const Joint& jj = model.segments[static_cast<size_t>(j)].joint;
      if (jj.nq() == 0) continue;
      const Vec3& pj = data.frames[static_cast<size_t>(model.segmentFrame(j))].p_WF;
      const int kj = motionSubspace(jj, data.S_W[static_cast<size_t>(j)], pj, sj);
      const Eigen::MatrixXd block = sj.leftCols(kj).transpose() * F.leftCols(ki);
      data.M.block(jj.qIndex, ji.qIndex, kj, ki) = block;
      data.M.block(ji.qIndex, jj.qIndex, ki, kj) = block.transpose();
    }
  }
  return data.M;
}

}  // namespace wl
