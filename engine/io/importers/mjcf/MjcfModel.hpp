#pragma once
// MuJoCo models (MJCF, one file) as engine models. Read: <compiler> (angle, eulerseq, autolimits,
// inertiafromgeom), <option gravity>, <default> classes with class/childclass inheritance, and the
// <worldbody> tree: bodies placed by pos and one of quat, euler, axisangle, xyaxes, zaxis; hinge,
// slide, ball and free joints (several in one body compose in order); <inertial> (pos, orientation,
// mass, diaginertia or fullinertia) or, where a body has none, the inertia of its sphere, capsule,
// cylinder, box and ellipsoid geoms (density or mass; fromto for capsules and cylinders).
// Refused, naming the element: meshes and other shapes where inertia comes from geoms, <equality>
// constraints, joint frictionloss (dry friction: a constraint in MuJoCo, never approximated), springdamper,
// armature, damping and stiffness on ball and free joints, global coordinates, frames, a body that moves
// but has no mass. A hinge's or slide's armature is its coordinate's rotor inertia; its damping and its
// stiffness (a spring to springref) are its passive joint force, the part P of τ. Ignored and counted:
// <include>, <actuator>, <sensor>, <tendon>, <contact>, <asset>,
// sites, cameras, lights, … docs/robot-formats.md lists the subset exactly.
//
// Each body becomes a segment whose frame has the body's axes and its origin at the body's first
// joint's anchor (the body origin when that is 0, as usual); segments follow MuJoCo's body order
// and the coordinates its dof order (a ball and a free joint hold Cardan angles, not quaternions).
#include <string>
#include <string_view>

#include "core/Result.hpp"
#include "io/FileReader.hpp"
#include "io/importers/robot/RobotModel.hpp"

namespace wl {

/// Parses MJCF text. `source` names the file in messages.
/// `read` gets each <include file="…"/> as written (the caller resolves it against the model's folder,
/// as MuJoCo does); without one, a model that includes files is refused, saying how to open it.
Result<RobotModel> parseMjcfModel(std::string_view text, const std::string& source, const FileReader& read = nullptr);

}  // namespace wl
