#include "io/importers/robot/RobotFile.hpp"

#include <cstring>

#include "io/importers/mjcf/MjcfModel.hpp"
#include "xml/Xml.hpp"
#include "io/importers/urdf/UrdfModel.hpp"

namespace wl {

Result<RobotModel> readRobotModel(std::string_view text, const std::string& source, const FileReader& read,
                                  const std::vector<std::string>& packagePaths) {
  if (text.size() > kMaxRobotFileBytes)
    return Error{source, "is " + std::to_string(text.size() / (1024 * 1024)) + " MB; robot model files above " +
                             std::to_string(kMaxRobotFileBytes / (1024 * 1024)) + " MB are refused"};
  // The root element decides; a document that is not well formed gets the parser's message naming its line.
  xml::XmlDocument doc;
  if (Status s = doc.parse(text, source); !s) return s.error();
  const char* root = doc.root()->Name();
  Result<RobotModel> robot = Error{"", ""};
  if (std::strcmp(root, "robot") == 0) robot = parseUrdfModel(text, source, read, packagePaths);
  else if (std::strcmp(root, "mujoco") == 0) robot = parseMjcfModel(text, source, read);
  else return xml::elementError(source, doc.root(), "is neither a URDF (<robot>) nor an MJCF (<mujoco>) document");
  if (!robot) return robot.error();
  setDrawingLengths(robot->segments);
  return robot;
}

Result<RobotFile> openRobotFile(std::string_view text, const std::string& source, const FileReader& read,
                                const std::vector<std::string>& packagePaths) {
  auto robot = readRobotModel(text, source, read, packagePaths);
  if (!robot) return robot.error();
  RobotFile out;
  out.kind = robot->format + " model";
  out.ignoredSummary = robot->ignoredSummary();
  out.notes = robot->notes;
  out.massFromMeshes = robot->massFromMeshes;
  out.meshes = robot->meshes;
  auto file = buildRobotModelFile(std::move(*robot));
  if (!file) return file.error();
  out.file = std::move(*file);
  return out;
}

}  // namespace wl
