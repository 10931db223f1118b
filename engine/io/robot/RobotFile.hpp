#pragma once
// One entry for robot model files: a URDF (<robot>) or an MJCF (<mujoco>) document, told apart by
// its root element (an .xml may also be one of OpenSim's), parsed and built into a ModelFile the
// Session opens. The CLI, the page and the desktop all come through here.
#include <string>
#include <string_view>
#include <vector>

#include "core/Result.hpp"
#include "io/FileReader.hpp"
#include "io/ModelJson.hpp"
#include "io/robot/RobotModel.hpp"

namespace wl {

enum class XmlModelKind { Urdf, Mjcf, OpenSim, Other, NotXml };

/// The kind of XML document by its root element: <robot>, <mujoco>, <OpenSimDocument> (or one of
/// OpenSim's tools), anything else, or text that is not well-formed XML.
XmlModelKind xmlModelKind(std::string_view text);

/// Robot files larger than this are refused before parsing (the largest published robot models are
/// well under a megabyte without their meshes).
constexpr size_t kMaxRobotFileBytes = 16u * 1024u * 1024u;

struct RobotFile {
  ModelFile file;                   ///< model + the default pose as motion; for Session::create
  std::string kind;                 ///< "URDF model" or "MJCF model"
  std::string ignoredSummary;       ///< "ignored: 2 transmissions, 6 visual shapes"
  std::vector<std::string> notes;   ///< conventions assumed (gravity, angle units), names changed
};

/// Parses a URDF or MJCF document (by its root element) and builds the model. `source` names the
/// file in every message.
/// `read` reaches the files an MJCF includes (FileReader.hpp: resolved by the caller against the model's
/// folder); none: such a model is refused, saying how to open it.
Result<RobotFile> openRobotFile(std::string_view text, const std::string& source, const FileReader& read = nullptr);

/// The same document parsed but not built: its segments (with drawing lengths) and gravity, for a
/// model file that takes its segments from a robot file and adds a motion, frames and loads
/// ("robot" in docs/model-format.md).
Result<RobotModel> readRobotModel(std::string_view text, const std::string& source, const FileReader& read = nullptr);

}  // namespace wl
