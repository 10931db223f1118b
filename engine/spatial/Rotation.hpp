#pragma once
// Small rotation helpers used by joints, frames and the matrix formulation.
#include <Eigen/SVD>

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

/// A rotation typed by hand (0.7071068 for √½) is off by its rounding. Within this deviation from
/// orthonormality (largest entry of RᵀR − 1) it is taken as the nearest proper rotation; beyond it, it is
/// refused as not a rotation. Using the typed matrix as it is would make every transpose() that stands for
/// its inverse wrong by that much, and the invariance the app shows "to round-off" would not hold.
constexpr double kRotationInputTolerance = 1e-3;

/// The proper rotation nearest to M in the Frobenius norm: U diag(1, 1, det(U Vᵀ)) Vᵀ from M's SVD.
inline Mat3 nearestRotation(const Mat3& M) {
  const Eigen::JacobiSVD<Mat3> svd(M, Eigen::ComputeFullU | Eigen::ComputeFullV);
  Mat3 D = Mat3::Identity();
  D(2, 2) = (svd.matrixU() * svd.matrixV().transpose()).determinant() < 0.0 ? -1.0 : 1.0;
  return svd.matrixU() * D * svd.matrixV().transpose();
}

/// True when R is a proper rotation to within `tolerance` (orthonormal, det +1).
inline bool isRotation(const Mat3& R, double tolerance = 1e-9) {
  return R.allFinite() && (R.transpose() * R - Mat3::Identity()).cwiseAbs().maxCoeff() <= tolerance &&
         std::abs(R.determinant() - 1.0) <= tolerance;
}

/// A matrix given as a rotation: the nearest proper rotation when M is one to within
/// kRotationInputTolerance, false when it is not (not orthonormal, a reflection, not finite).
inline bool asRotation(const Mat3& M, Mat3& R) {
  if (!isRotation(M, kRotationInputTolerance)) return false;
  R = nearestRotation(M);
  return true;
}

}  // namespace wl
