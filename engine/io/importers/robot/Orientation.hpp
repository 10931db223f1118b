#pragma once
// Orientations as robot files write them (both formats put them in attributes): URDF's fixed-axis
// roll-pitch-yaw, MuJoCo's quaternions (w first), Euler sequences, axis-angle, x/y axes and z axis.
#include <string>

#include "core/Types.hpp"

namespace wl::robotxml {

/// URDF rpy: rotations about the fixed x, y, z axes in that order, R = Rz(yaw) Ry(pitch) Rx(roll).
Mat3 rollPitchYaw(const Vec3& rpy);
/// MuJoCo quaternion (w, x, y, z), normalised; false when it has no length.
bool rotationOfQuaternion(const double wxyz[4], Mat3& R);
/// MuJoCo's Euler angles in radians with its sequence (three of xyzXYZ): a lower-case axis turns
/// with the frame (R = R·Rk), an upper-case one stays in the parent (R = Rk·R). False for a bad sequence.
bool eulerRotation(const Vec3& angles, const std::string& sequence, Mat3& R);
/// The smallest rotation taking the z axis onto `z` (MuJoCo's zaxis, and URDF planar joints' frame):
/// about z × ẑ′ by atan2(|z × ẑ′|, z·ẑ′); about x when they are parallel. `z` needs no unit length.
Mat3 rotationTakingZTo(const Vec3& z);
/// MuJoCo's xyaxes: x normalised, y made orthogonal to it and normalised, z = x × y. False when degenerate.
bool rotationOfXYAxes(const Vec3& x, const Vec3& y, Mat3& R);

}  // namespace wl::robotxml
