#pragma once
// What the URDF and MJCF importers produce: a tree of bodies, each already an engine segment (joint
// placement in its parent's segment frame, joint type or general axes, coordinates with limits,
// inertia in the segment frame), and the lists of what the file held that is ignored. One builder
// turns it into a ModelFile for the Session, so both formats reach the engine by the same path.
#include <string>
#include <vector>

#include "core/Result.hpp"
#include "io/ModelFile.hpp"
#include "io/importers/mesh/MeshReference.hpp"
#include "model/Constraint.hpp"
#include "model/Segment.hpp"

namespace wl {

/// Something the importer read past, counted: {"transmission", "transmissions", 2}.
struct RobotIgnored {
  std::string singular, plural;
  int count = 0;
};

struct RobotModel {
  std::string format;                   ///< "URDF" or "MJCF"
  std::string name;
  std::string source;                   ///< file name used in messages
  Vec3 gravity_W = Vec3(0.0, 0.0, -9.81);
  std::vector<Segment> segments;        ///< parents before children; names already valid and unique
  std::vector<CoordinateCoupling> couplings;  ///< URDF's <mimic>, MJCF's <equality joint> (by coordinate name)
  std::vector<LoopConstraint> loops;          ///< MJCF's <equality connect> and <weld>, left open
  /// Loops whose side G (on segment B) is where side F is in the model's default pose (MuJoCo places
  /// a connect's or weld's second side so, from qpos0): placed when the model is built.
  std::vector<size_t> loopsPlacedAtDefaultPose;
  std::vector<RobotIgnored> ignored;
  std::vector<std::string> notes;       ///< conventions assumed, names changed, …
  /// Bodies whose mass came from meshes, as MuJoCo takes it: "link_1: 85.2 kg, from link_1.stl (85.2 kg)".
  std::vector<std::string> massFromMeshes;
  /// The meshes to draw each segment with (URDF <visual>s, MJCF mesh geoms), not yet read (MeshLoading.hpp).
  std::vector<MeshReference> meshes;

  void countIgnored(const std::string& singular, const std::string& plural, int count = 1);
  /// "ignored: 2 transmissions, 1 gazebo tag" ("ignored: nothing" when nothing was).
  std::string ignoredSummary() const;
};

/// A name the engine accepts (1-64 letters, digits, '_', '-'), made from `raw` and unique among `used`
/// (which it joins); a note says so when it differs from `raw`.
std::string engineName(const std::string& raw, const std::string& fallback, std::vector<std::string>& used,
                       std::vector<std::string>& notes, const char* what);

/// Segment lengths for drawing: to the first child's joint centre, else twice the COM.
void setDrawingLengths(std::vector<Segment>& segments);

/// Drawing lengths, the model built and validated, and the default pose as the motion (every
/// coordinate held at its default).
Result<ModelFile> buildRobotModelFile(RobotModel robot);

}  // namespace wl
