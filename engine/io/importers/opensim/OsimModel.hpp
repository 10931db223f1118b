#pragma once
// OpenSim models (.osim: OpenSim 4.x documents, and 3.x "Version 30000" ones whose joints sit inside
// their child bodies) as engine models. Read: ground, bodies (mass, mass_center, inertia about the
// COM in body axes), PhysicalOffsetFrames (translation, body-fixed XYZ orientation), gravity, joints
// (Weld, Pin, Slider, Ball, Gimbal, Universal, Planar, Free, Custom with its SpatialTransform) and
// their coordinates (name, motion type, default, range, locked). Muscles, other forces, markers,
// geometry, wrap objects, controllers, probes and contact geometry are ignored and counted.
// Constraints, coordinate couplers, joint types and functions not listed are refused, naming the
// element: "arm.osim: /OpenSimDocument/Model/…/TransformAxis[translation1]: function "Sine" is not
// supported". docs/opensim.md lists the subset exactly.
//
// Each body becomes a segment whose frame is the joint's child frame (OpenSim's body frame when, as
// usual, the joint's child offset is the identity); segments follow OpenSim's multibody-tree order
// (breadth first from ground, joints in file order), so the coordinates come in the order
// OpenSim's Inverse Dynamics tool writes its columns.
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/Result.hpp"
#include "io/importers/mesh/MeshReference.hpp"
#include "model/Model.hpp"

namespace wl {

/// A body of the OpenSim model and the engine frame that is its own frame.
struct OsimBody {
  std::string name;
  int segment = -1;             ///< -1: ground
  FrameId frame = kWorldFrame;  ///< the segment's frame, or an observer frame "<body>_frame" fixed to it
};

/// Something ignored, counted: {"muscle", "muscles", 18}.
struct OsimIgnored {
  std::string singular, plural;
  int count = 0;
};

/// An OpenSim model converted for the engine, not yet built, so that external loads can be added
/// (ExternalLoads.hpp) before builder.build().
struct OsimModel {
  ModelBuilder builder;
  std::string name;
  std::string source;                          ///< file name used in messages
  int version = 40000;                         ///< the document's Version attribute
  std::vector<OsimBody> bodies;                ///< ground first
  std::vector<OsimIgnored> ignored;
  std::vector<std::string> unmodelledForces;   ///< "CoordinateLimitForce[knee_limit]": OpenSim's ID would apply these
  std::vector<std::string> notes;              ///< defaults assumed, names generated, …
  /// The bodies' <Mesh>es (3.x: DisplayGeometry) for drawing, not yet read: beside the model or in its
  /// Geometry/ folder (io/importers/mesh/MeshPaths.hpp), placed in their segments' frames with their scale factors.
  std::vector<MeshReference> meshes;

  const OsimBody* findBody(const std::string& bodyName) const;
  /// "ignored: 18 muscles, 39 markers, 19 meshes" ("ignored: nothing" when nothing was).
  std::string ignoredSummary() const;
};

/// Parses .osim text. `source` names the file in messages.
Result<OsimModel> parseOsimModel(std::string_view text, const std::string& source);

}  // namespace wl
