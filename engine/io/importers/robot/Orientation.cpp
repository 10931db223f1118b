#include "io/importers/robot/Orientation.hpp"

#include <cmath>

#include "spatial/Rotation.hpp"

namespace wl::robotxml {

Mat3 rollPitchYaw(const Vec3& rpy) {
  return axisAngle(Vec3::UnitZ(), rpy.z()) * axisAngle(Vec3::UnitY(), rpy.y()) * axisAngle(Vec3::UnitX(), rpy.x());
}

bool rotationOfQuaternion(const double wxyz[4], Mat3& R) {
  const Eigen::Quaterniond q(wxyz[0], wxyz[1], wxyz[2], wxyz[3]);
  if (!(q.norm() > 1e-12) || !std::isfinite(q.norm())) return false;
  R = q.normalized().toRotationMatrix();
  return true;
}

bool eulerRotation(const Vec3& angles, const std::string& sequence, Mat3& R) {
  if (sequence.size() != 3) return false;
  R.setIdentity();
  for (int k = 0; k < 3; ++k) {
    const char c = sequence[static_cast<size_t>(k)];
    Vec3 axis;
    switch (c) {
      case 'x': case 'X': axis = Vec3::UnitX(); break;
      case 'y': case 'Y': axis = Vec3::UnitY(); break;
      case 'z': case 'Z': axis = Vec3::UnitZ(); break;
      default: return false;
    }
    const Mat3 Rk = axisAngle(axis, angles(k));
    R = (c >= 'a') ? Mat3(R * Rk) : Mat3(Rk * R);
  }
  return true;
}

Mat3 rotationTakingZTo(const Vec3& z) {
  Vec3 axis = Vec3::UnitZ().cross(z);
  const double s = axis.norm();
  axis = s < 1e-10 ? Vec3::UnitX() : Vec3(axis / s);
  return axisAngle(axis, std::atan2(s, z.z()));
}

bool rotationOfXYAxes(const Vec3& x, const Vec3& y, Mat3& R) {
  if (!(x.norm() > 1e-12)) return false;
  const Vec3 ex = x.normalized();
  const Vec3 yOrthogonal = y - ex * ex.dot(y);
  if (!(yOrthogonal.norm() > 1e-12)) return false;
  const Vec3 ey = yOrthogonal.normalized();
  R.col(0) = ex;
  R.col(1) = ey;
  R.col(2) = ex.cross(ey);
  return true;
}

}  // namespace wl::robotxml
