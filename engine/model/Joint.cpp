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
  }
  return "?";
}

int coordinateCount(JointType type) {
  switch (type) {
    case JointType::Revolute:
    case JointType::Prismatic: return 1;
    case JointType::Spherical: return 3;
    case JointType::Fixed: return 0;
  }
  return 0;
}

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
