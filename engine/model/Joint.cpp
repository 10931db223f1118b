#include "model/Joint.hpp"

#include <cmath>

#include "spatial/Rotation.hpp"

namespace wl {

const char* toString(JointType type) {
  switch (type) {
    case JointType::Revolute: return "revolute";
    case JointType::Prismatic: return "prismatic";
    case JointType::Spherical: return "spherical";
    case JointType::Fixed: return "fixed";
    case JointType::General: return "general";
  }
  return "?";
}

const char* toString(CoordinateMotion motion) {
  switch (motion) {
    case CoordinateMotion::Rotational: return "rotational";
    case CoordinateMotion::Translational: return "translational";
    case CoordinateMotion::Coupled: return "coupled";
  }
  return "?";
}

int coordinateCount(JointType type) {
  switch (type) {
    case JointType::Revolute:
    case JointType::Prismatic: return 1;
    case JointType::Spherical: return 3;
    case JointType::Fixed:
    case JointType::General: return 0;  // a general joint says how many (Joint::nq)
  }
  return 0;
}

namespace {

// A general joint's axes applied in order from J. The running frame F (orientation R, origin p in
// J) moves relative to J with angular velocity w, angular acceleration al, origin velocity v and
// acceleration a (all in J, derivatives taken in J). A rotation by s about a unit axis u turns F
// about its own origin: w gains u ṡ, al gains u s̈ + w × u ṡ. A translation by s along u moves the
// origin by r = u s: v gains w × r + u ṡ, a gains al × r + w × (w × r) + 2 w × u ṡ + u s̈.
// The motion subspace follows by linearity: per coordinate c, the angular column is Σ u f′ over
// its rotations, and B's origin moves with Σ u f′ × (p_B − p_axis) over rotations plus Σ u f′ over
// translations, i.e. A_c × p_B + B_c with B_c = Σ_rot −u f′ × p_axis + Σ_trans u f′.
void generalMotion(const Joint& joint, const double* q, const double* qd, const double* qdd, JointMotion& out) {
  Mat3 R = Mat3::Identity();
  Vec3 p = Vec3::Zero(), w = Vec3::Zero(), al = Vec3::Zero(), v = Vec3::Zero(), a = Vec3::Zero();
  const int n = joint.generalCoordinateCount;
  Eigen::Matrix<double, 3, 6> angular = Eigen::Matrix<double, 3, 6>::Zero();
  Eigen::Matrix<double, 3, 6> offset = Eigen::Matrix<double, 3, 6>::Zero();
  for (const JointAxis& axis : joint.axes) {
    const int c = axis.coordinate;
    double s, sd = 0.0, sdd = 0.0, slope = 0.0;
    if (c >= 0) {
      const Derivatives f = axis.function.at(q[c]);
      s = f.value;
      slope = f.rate;
      sd = f.rate * qd[c];
      sdd = f.acceleration * qd[c] * qd[c] + f.rate * qdd[c];
    } else {
      s = axis.function.at(0.0).value;
    }
    const Vec3 u = R * axis.axis;
    if (axis.kind == JointAxis::Kind::Rotation) {
      al += u * sdd + w.cross(u) * sd;
      w += u * sd;
      R = R * axisAngle(axis.axis, s);
      if (c >= 0) {
        angular.col(c) += u * slope;
        offset.col(c) -= (u * slope).cross(p);
      }
    } else {
      const Vec3 r = u * s;
      a += al.cross(r) + w.cross(w.cross(r)) + 2.0 * w.cross(u) * sd + u * sdd;
      v += w.cross(r) + u * sd;
      p += r;
      if (c >= 0) offset.col(c) += u * slope;
    }
  }
  out.R_JB = R;
  out.p_JB = p;
  out.omega_J = w;
  out.alpha_J = al;
  out.v_J = v;
  out.a_J = a;
  out.S.setZero();
  out.S6.setZero();
  for (int c = 0; c < n; ++c) {
    out.S6.col(c).head<3>() = angular.col(c);
    out.S6.col(c).tail<3>() = angular.col(c).cross(p) + offset.col(c);
  }
}

}  // namespace

void jointMotion(const Joint& joint, const double* q, const double* qd, const double* qdd, JointMotion& out) {
  switch (joint.type) {
    case JointType::Revolute: {
      out.R_JB = axisAngle(joint.axis, q[0]);
      out.p_JB.setZero();
      out.omega_J = joint.axis * qd[0];
      out.alpha_J = joint.axis * qdd[0];
      out.v_J.setZero();
      out.a_J.setZero();
      out.S.setZero();
      out.S.col(0) = joint.axis;
      return;
    }
    case JointType::Prismatic: {
      out.R_JB.setIdentity();
      out.p_JB = joint.axis * q[0];
      out.omega_J.setZero();
      out.alpha_J.setZero();
      out.v_J = joint.axis * qd[0];
      out.a_J = joint.axis * qdd[0];
      out.S.setZero();
      out.S.col(0) = joint.axis;
      return;
    }
    case JointType::Spherical: {
      // R = Rx(a) Ry(b) Rz(c); ω = x̂ ȧ + Rx(a) ŷ ḃ + Rx(a) Ry(b) ẑ ċ (all in J). The products are
      // written out: the three elementary rotations have four non-trivial entries each.
      const double ca = std::cos(q[0]), sa = std::sin(q[0]);
      const double cb = std::cos(q[1]), sb = std::sin(q[1]);
      const double cc = std::cos(q[2]), sc = std::sin(q[2]);
      const Vec3 s0 = Vec3::UnitX();
      const Vec3 s1(0.0, ca, sa);                  // Rx ŷ
      const Vec3 s2(sb, -sa * cb, ca * cb);        // Rx Ry ẑ
      const Vec3 RxRy_x(cb, sa * sb, -ca * sb);    // first column of Rx Ry; its second is s1
      out.R_JB.col(0) = RxRy_x * cc + s1 * sc;
      out.R_JB.col(1) = s1 * cc - RxRy_x * sc;
      out.R_JB.col(2) = s2;
      out.p_JB.setZero();
      out.S.col(0) = s0;
      out.S.col(1) = s1;
      out.S.col(2) = s2;
      out.omega_J = s0 * qd[0] + s1 * qd[1] + s2 * qd[2];
      // Ṡ q̇: each column turns with the rotations before it.
      const Vec3 w0 = s0 * qd[0];
      const Vec3 w01 = w0 + s1 * qd[1];
      out.alpha_J = s0 * qdd[0] + s1 * qdd[1] + s2 * qdd[2] + w0.cross(s1) * qd[1] + w01.cross(s2) * qd[2];
      out.v_J.setZero();
      out.a_J.setZero();
      return;
    }
    case JointType::General: {
      generalMotion(joint, q, qd, qdd, out);
      return;
    }
    case JointType::Fixed: {
      out.R_JB.setIdentity();
      out.p_JB.setZero();
      out.omega_J.setZero();
      out.alpha_J.setZero();
      out.v_J.setZero();
      out.a_J.setZero();
      out.S.setZero();
      return;
    }
  }
}

}  // namespace wl
