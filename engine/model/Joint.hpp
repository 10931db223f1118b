#pragma once
// Joints connect a segment to its parent. A joint frame J is fixed in the parent (placement
// R_PJ, p_PJ); the child segment's frame B moves relative to J by the joint coordinates.
#include <limits>
#include <string>
#include <vector>

#include "core/Types.hpp"
#include "model/JointFunction.hpp"

namespace wl {

enum class JointType {
  Revolute,   ///< 1 coordinate: rotation about `axis` (planar chains use the z axis)
  Prismatic,  ///< 1 coordinate: translation along `axis` (the radial slider)
  Spherical,  ///< 3 coordinates: Cardan angles x-y'-z'' (3D chains such as ankle and knee)
  Fixed,      ///< 0 coordinates: welded (the needle on the disc)
  General,    ///< 0–6 coordinates: a sequence of elementary rotations and translations, each a smooth
              ///< function of one coordinate (OpenSim's CustomJoint, planar and free joints, URDF/MJCF chains)
};

const char* toString(JointType type);
int coordinateCount(JointType type);

/// How a coordinate moves its segment: by turning (moments), sliding (forces), or both (OpenSim
/// calls a coordinate "coupled" when no axis follows it one to one).
enum class CoordinateMotion { Rotational, Translational, Coupled };
const char* toString(CoordinateMotion motion);

/// A generalized coordinate as a user knows it: name, kind, default value, range, and whether the
/// source model locks it (kept as information: inverse dynamics reports its generalized force).
struct CoordinateDef {
  std::string name;
  CoordinateMotion motion = CoordinateMotion::Rotational;
  double defaultValue = 0.0;
  double rangeMin = -std::numeric_limits<double>::infinity();
  double rangeMax = std::numeric_limits<double>::infinity();
  bool locked = false;
  /// Rotor inertia reflected to this coordinate (MuJoCo's joint armature; kg·m² or kg): it adds
  /// `armature` to M's diagonal and armature·q̈ to τ, inertia that belongs to no segment.
  double armature = 0.0;
  /// The joint's own spring and damper (MuJoCo's joint stiffness, springref and damping; URDF's
  /// dynamics damping): passive generalized forces −stiffness (q − springRef) − damping q̇ that act in
  /// the joint whatever drives it. They belong to no segment and never enter C, G or E: the engine
  /// reports what balances them as a part of τ of its own, P (algorithms/PassiveForces.hpp).
  double damping = 0.0;    ///< N·m·s/rad (turning) or N·s/m (sliding), ≥ 0
  double stiffness = 0.0;  ///< N·m/rad or N/m, ≥ 0
  double springRef = 0.0;  ///< the coordinate's value at which the spring is relaxed (rad or m)
  bool hasPassiveForce() const { return damping != 0.0 || stiffness != 0.0; }
};

/// One elementary motion of a general joint: a rotation about, or translation along, a unit axis
/// of the frame that the axes before it produced (the first axis is in J), by f(q_c) where q_c is
/// one of the joint's coordinates (or by a constant when `coordinate` is −1).
struct JointAxis {
  enum class Kind { Rotation, Translation };
  Kind kind = Kind::Rotation;
  Vec3 axis = Vec3::UnitZ();
  int coordinate = -1;           ///< index among the joint's own coordinates; −1: a fixed offset
  JointFunction function = JointFunction::linear(1.0, 0.0);
};

struct Joint {
  std::string name;
  JointType type = JointType::Revolute;
  Vec3 axis = Vec3::UnitZ();      ///< unit axis in J coordinates (revolute, prismatic)
  Mat3 R_PJ = Mat3::Identity();   ///< orientation of J in the parent frame
  Vec3 p_PJ = Vec3::Zero();       ///< position of J (the joint centre) in the parent frame
  int qIndex = 0;                 ///< first generalized coordinate of this joint

  /// General joints: the axes from J to B, and how many coordinates drive them (≤ 6).
  std::vector<JointAxis> axes;
  int generalCoordinateCount = 0;
  /// Optional names, kinds, defaults and ranges of this joint's coordinates (one per coordinate;
  /// required for general joints). Empty: named after the joint ("elbow", "ankle_x").
  std::vector<CoordinateDef> coordinates;

  int nq() const { return type == JointType::General ? generalCoordinateCount : coordinateCount(type); }
};

/// Motion of B relative to J for given joint coordinates, in J coordinates:
/// orientation R_JB, origin p_JB, relative angular velocity ω = S q̇ and its derivative in J
/// (S q̈ + Ṡ q̇), relative linear velocity and acceleration of B's origin (derivatives in J).
/// `S` holds the angular motion subspace (columns), so τ = Sᵀ n for rotational joints.
/// `S6` (general joints) holds one column per coordinate: the angular velocity of B (rows 0–2)
/// and the velocity of B's origin (rows 3–5) per unit rate, so τ = S6ᵀ [n; f] with the moment n
/// about B's origin.
struct JointMotion {
  Mat3 R_JB = Mat3::Identity();
  Vec3 p_JB = Vec3::Zero();
  Vec3 omega_J = Vec3::Zero();
  Vec3 alpha_J = Vec3::Zero();
  Vec3 v_J = Vec3::Zero();
  Vec3 a_J = Vec3::Zero();
  Mat3 S = Mat3::Zero();  ///< angular (revolute, spherical) or linear (prismatic) subspace in J
  Mat6 S6 = Mat6::Zero();
};

/// q, qd, qdd point at this joint's first coordinate.
void jointMotion(const Joint& joint, const double* q, const double* qd, const double* qdd, JointMotion& out);

}  // namespace wl
