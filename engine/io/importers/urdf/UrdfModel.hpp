#pragma once
// URDF robots (ROS's Unified Robot Description Format) as engine models. Read: <robot>, <link> with
// <inertial> (origin xyz/rpy, mass, the six inertia values about the COM in the origin's axes),
// <joint> of type revolute, continuous, prismatic, fixed, floating or planar with its origin,
// axis, parent, child and limits (kept as coordinate ranges). The tree is rooted at the one link
// that is no joint's child, welded to the world. Refused, naming the element: <mimic> (a coupled
// coordinate), nonzero <dynamics> friction (dry friction: a constraint in MuJoCo, no function of the
// state), damping on floating and spherical joints. <dynamics damping> on a revolute, continuous,
// prismatic or planar joint is its coordinates' passive joint force (the part P of τ). A link without
// <inertial> takes its mass from its collision shapes, as MuJoCo's URDF import does (UrdfShapes.hpp); visual
// meshes become references for drawing. Ignored and counted: <transmission>, <gazebo>, <material>, MuJoCo's
// <mujoco> extension. URDF states no gravity: ROS's convention is used
// (z up, g = 9.81 m/s² along −z) and said in the notes. docs/robot-formats.md lists the subset.
//
// Each link becomes a segment whose frame is the link frame (the joint frame of its parent joint,
// as URDF defines it); segments follow the tree depth first from the root, children in the order
// their joints appear in the file.
#include <string>
#include <string_view>

#include "core/Result.hpp"
#include "io/FileReader.hpp"
#include "io/importers/robot/RobotModel.hpp"

namespace wl {

/// Parses URDF text. `source` names the file in messages. `read` reaches the collision meshes that give a
/// link its mass (none: such a link stays massless, with a note); `packagePaths` are where package://NAME/…
/// are looked for (io/importers/mesh/MeshPaths.hpp).
Result<RobotModel> parseUrdfModel(std::string_view text, const std::string& source, const FileReader& read = nullptr,
                                  const std::vector<std::string>& packagePaths = {});

}  // namespace wl
