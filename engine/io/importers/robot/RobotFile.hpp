#pragma once
// One entry for robot model files: a URDF (<robot>) or an MJCF (<mujoco>) document, told apart by
// its root element (an .xml may also be one of OpenSim's), parsed and built into a ModelFile the
// Session opens. The CLI, the page and the desktop all come through here.
#include <string>
#include <string_view>
#include <vector>

#include "core/Result.hpp"
#include "io/FileReader.hpp"
#include "io/ModelFile.hpp"
#include "io/importers/robot/RobotModel.hpp"

namespace wl {

/// Robot files larger than this are refused before parsing (the largest published robot models are
/// well under a megabyte without their meshes).
constexpr size_t kMaxRobotFileBytes = 16u * 1024u * 1024u;

struct RobotFile {
  ModelFile file;                   ///< model + the default pose as motion; for Session::create
  std::string kind;                 ///< "URDF model" or "MJCF model"
  std::string ignoredSummary;       ///< "ignored: 2 transmissions, 6 visual shapes"
  std::vector<std::string> notes;   ///< conventions assumed (gravity, angle units), names changed
  std::vector<std::string> massFromMeshes;  ///< bodies whose mass came from meshes, as MuJoCo takes it
  std::vector<MeshReference> meshes;        ///< meshes to draw the segments with, not yet read (io/importers/mesh/MeshLoading.hpp)
};

/// Parses a URDF or MJCF document (by its root element) and builds the model. `source` names the
/// file in every message.
/// `read` reaches the files an MJCF includes and the mesh files a model names (FileReader.hpp: resolved by the
/// caller against the model's folder; io/importers/mesh/MeshPaths.hpp says where each format looks); none: an MJCF
/// that includes files is refused, saying how to open it, and meshes cannot be read. `packagePaths`: where a
/// URDF's package://NAME/… are (ROS_PACKAGE_PATH; the CLI's --package-path).
/// Meshes that give mass (a URDF link without <inertial>: its collision meshes; an MJCF body without one:
/// its mesh geoms) are read here; those for drawing only later, through RobotFile::meshes.
Result<RobotFile> openRobotFile(std::string_view text, const std::string& source, const FileReader& read = nullptr,
                                const std::vector<std::string>& packagePaths = {});

/// The same document parsed but not built: its segments (with drawing lengths) and gravity, for a
/// model file that takes its segments from a robot file and adds a motion, frames and loads
/// ("robot" in docs/model-format.md).
Result<RobotModel> readRobotModel(std::string_view text, const std::string& source, const FileReader& read = nullptr,
                                  const std::vector<std::string>& packagePaths = {});

}  // namespace wl
