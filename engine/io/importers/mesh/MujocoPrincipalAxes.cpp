#include "io/importers/mesh/MujocoPrincipalAxes.hpp"

#include <cmath>

#include <Eigen/Geometry>

namespace wl {

namespace {

constexpr double kTolerance = 1e-12;

// MuJoCo's quaternion (w x y z) to matrix, spelled out so that every rounding is the same as its own.
Mat3 matrixOf(const Eigen::Vector4d& q) {
  const double q00 = q(0) * q(0), q01 = q(0) * q(1), q02 = q(0) * q(2), q03 = q(0) * q(3);
  const double q11 = q(1) * q(1), q12 = q(1) * q(2), q13 = q(1) * q(3), q22 = q(2) * q(2), q23 = q(2) * q(3), q33 = q(3) * q(3);
  Mat3 R;
  R << q00 + q11 - q22 - q33, 2 * (q12 - q03), 2 * (q13 + q02), 2 * (q12 + q03), q00 - q11 + q22 - q33, 2 * (q23 - q01), 2 * (q13 - q02),
      2 * (q23 + q01), q00 - q11 - q22 + q33;
  return R;
}

Eigen::Vector4d product(const Eigen::Vector4d& a, const Eigen::Vector4d& b) {  // Hamilton, w first
  return Eigen::Vector4d(a(0) * b(0) - a(1) * b(1) - a(2) * b(2) - a(3) * b(3), a(0) * b(1) + a(1) * b(0) + a(2) * b(3) - a(3) * b(2),
                         a(0) * b(2) - a(1) * b(3) + a(2) * b(0) + a(3) * b(1), a(0) * b(3) + a(1) * b(2) - a(2) * b(1) + a(3) * b(0));
}

Eigen::Vector4d normalised(const Eigen::Vector4d& q) {
  const double n = q.norm();
  return n < 1e-15 ? Eigen::Vector4d(1, 0, 0, 0) : Eigen::Vector4d(q / n);
}

}  // namespace

PrincipalAxes mujocoPrincipalAxes(const Mat3& I) {
  Eigen::Vector4d q(1, 0, 0, 0);
  Vec3 moments;
  for (int iteration = 0; iteration < 500; ++iteration) {
    const Mat3 V = matrixOf(q);
    const Mat3 D = (V.transpose() * I) * V;
    moments = D.diagonal();
    // The largest off-diagonal entry (row r, column c) and the axis the rotation zeroing it turns about.
    int r, c, axis;
    if (std::abs(D(0, 1)) > std::abs(D(0, 2)) && std::abs(D(0, 1)) > std::abs(D(1, 2))) {
      r = 0, c = 1, axis = 2;
    } else if (std::abs(D(0, 2)) > std::abs(D(1, 2))) {
      r = 0, c = 2, axis = 1;
    } else {
      r = 1, c = 2, axis = 0;
    }
    if (std::abs(D(r, c)) < kTolerance) break;
    const double tau = (D(c, c) - D(r, r)) / (2 * D(r, c));
    const double t = tau >= 0 ? 1.0 / (tau + std::sqrt(1 + tau * tau)) : -1.0 / (-tau + std::sqrt(1 + tau * tau));
    const double cosine = 1.0 / std::sqrt(1 + t * t);
    if (cosine > 1.0 - kTolerance) break;  // the step MuJoCo does not take
    Eigen::Vector4d turn(0, 0, 0, 0);
    double s = tau >= 0 ? -std::sqrt(0.5 - 0.5 * cosine) : std::sqrt(0.5 - 0.5 * cosine);
    if (axis == 1) s = -s;
    turn(axis + 1) = s;
    turn(0) = std::sqrt(1.0 - s * s);
    q = normalised(product(q, normalised(turn)));
  }
  // Largest first, by the same three swaps (each a quarter turn of the axes).
  for (int j = 0; j < 3; ++j) {
    const int k = j % 2;
    if (moments(k) < moments(k + 1)) {
      std::swap(moments(k), moments(k + 1));
      Eigen::Vector4d quarter(0.707106781186548, 0, 0, 0);
      quarter((k + 2) % 3 + 1) = quarter(0);
      q = normalised(product(q, quarter));
    }
  }
  return PrincipalAxes{moments, matrixOf(q)};
}

Mat3 mujocoDiagonalised(const Mat3& I) {
  const PrincipalAxes p = mujocoPrincipalAxes(I);
  return p.axes * p.moments.asDiagonal() * p.axes.transpose();
}

}  // namespace wl
