#pragma once
// Joints connect a segment to its parent. A joint frame J is fixed in the parent (placement
// R_PJ, p_PJ); the child segment's frame B moves relative to J by the joint coordinates.
#include <string>

#include "core/Types.hpp"

namespace wl {

enum class JointType {
  Revolute,   ///< 1 coordinate: rotation about `axis` (planar chains use the z axis)
  Prismatic,  ///< 1 coordinate: translation along `axis` (the radial slider)
  Spherical,  ///< 3 coordinates: Cardan angles x-y'-z'' (3D chains such as ankle and knee)
  Fixed,      ///< 0 coordinates: welded (the needle on the disc)
};

const char* toString(JointType type);
int coordinateCount(JointType type);

struct Joint {
  std::string name;
  JointType type = JointType::Revolute;
  Vec3 axis = Vec3::UnitZ();      ///< unit axis in J coordinates (revolute, prismatic)
  Mat3 R_PJ = Mat3::Identity();   ///< orientation of J in the parent frame
  Vec3 p_PJ = Vec3::Zero();       ///< position of J (the joint centre) in the parent frame
  int qIndex = 0;                 ///< first generalized coordinate of this joint

  int nq() const { return coordinateCount(type); }
};

/// Motion of B relative to J for given joint coordinates, in J coordinates:
/// orientation R_JB, origin p_JB, relative angular velocity ω = S q̇ and its derivative in J
/// (S q̈ + Ṡ q̇), relative linear velocity and acceleration of B's origin (prismatic only).
/// `S` holds the angular motion subspace (columns), so τ = Sᵀ n for rotational joints.
struct JointMotion {
  Mat3 R_JB = Mat3::Identity();
  Vec3 p_JB = Vec3::Zero();
  Vec3 omega_J = Vec3::Zero();
  Vec3 alpha_J = Vec3::Zero();
  Vec3 v_J = Vec3::Zero();
  Vec3 a_J = Vec3::Zero();
  Mat3 S = Mat3::Zero();  ///< angular (revolute, spherical) or linear (prismatic) subspace in J
};

/// q, qd, qdd point at this joint's first coordinate.
void jointMotion(const Joint& joint, const double* q, const double* qd, const double* qdd, JointMotion& out);

}  // namespace wl
