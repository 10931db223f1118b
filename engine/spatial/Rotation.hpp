#pragma once
// Small rotation helpers used by joints, frames and the matrix formulation.
#include "core/Types.hpp"

namespace wl {

/// S(v): the skew-symmetric matrix with S(v) w = v × w (seed 001).
inline Mat3 skew(const Vec3& v) {
  Mat3 S;
  S << 0.0, -v.z(), v.y(),
       v.z(), 0.0, -v.x(),
       -v.y(), v.x(), 0.0;
  return S;
}

/// Rotation by `angle` about the unit vector `axis` (Rodrigues).
inline Mat3 axisAngle(const Vec3& axis, double angle) {
  return Eigen::AngleAxisd(angle, axis).toRotationMatrix();
}

/// Cardan angles in the x-y'-z'' sequence used by biomechanics (Grood & Suntay style):
/// R = Rx(a) Ry(b) Rz(c). Singular (gimbal lock) at b = ±π/2.
inline Mat3 cardanXYZ(double a, double b, double c) {
  return (Eigen::AngleAxisd(a, Vec3::UnitX()) * Eigen::AngleAxisd(b, Vec3::UnitY()) *
          Eigen::AngleAxisd(c, Vec3::UnitZ())).toRotationMatrix();
}

/// True when R is a proper rotation to within `tolerance` (orthonormal, det +1).
inline bool isRotation(const Mat3& R, double tolerance = 1e-9) {
  return (R.transpose() * R - Mat3::Identity()).cwiseAbs().maxCoeff() <= tolerance &&
         std::abs(R.determinant() - 1.0) <= tolerance;
}

}  // namespace wl
