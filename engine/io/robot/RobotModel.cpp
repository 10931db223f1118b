#include "io/robot/RobotModel.hpp"

#include <algorithm>
#include <cctype>

namespace wl {

void RobotModel::countIgnored(const std::string& singular, const std::string& plural, int count) {
  for (RobotIgnored& i : ignored)
    if (i.singular == singular) {
      i.count += count;
      return;
    }
  ignored.push_back({singular, plural, count});
}

std::string RobotModel::ignoredSummary() const {
  std::string s;
  for (const RobotIgnored& i : ignored) {
    if (i.count == 0) continue;
    s += (s.empty() ? "" : ", ") + std::to_string(i.count) + " " + (i.count == 1 ? i.singular : i.plural);
  }
  return "ignored: " + (s.empty() ? std::string("nothing") : s);
}

std::string engineName(const std::string& raw, const std::string& fallback, std::vector<std::string>& used,
                       std::vector<std::string>& notes, const char* what) {
  std::string name = raw.empty() ? fallback : raw;
  for (char& c : name)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-')) c = '_';
  if (name.size() > 56) name.resize(56);
  // The engine's own frames are called world and base.
  if (name == "world" || name == "base") name += "_body";
  const std::string stem = name;
  for (int k = 2; std::find(used.begin(), used.end(), name) != used.end(); ++k) name = stem + "_" + std::to_string(k);
  used.push_back(name);
  if (!raw.empty() && name != raw) notes.push_back(std::string(what) + " \"" + raw + "\" is called " + name + " here");
  return name;
}

void setDrawingLengths(std::vector<Segment>& segments) {
  for (size_t i = 0; i < segments.size(); ++i) {
    Vec3 to = Vec3::Zero();
    for (const Segment& other : segments)
      if (other.parent == static_cast<int>(i) && other.joint.p_PJ.norm() > 1e-9) {
        to = other.joint.p_PJ;
        break;
      }
    if (to.norm() <= 1e-9) to = 2.0 * segments[i].inertia.com;
    segments[i].length = to.norm() > 1e-9 ? to.norm() : 0.0;
    segments[i].direction = to.norm() > 1e-9 ? Vec3(to.normalized()) : Vec3::UnitX();
  }
}

Result<ModelFile> buildRobotModelFile(RobotModel robot) {
  std::vector<Segment>& segments = robot.segments;
  setDrawingLengths(segments);
  ModelBuilder builder(robot.name);
  builder.gravity(robot.gravity_W);
  for (Segment& s : segments) builder.addSegment(std::move(s));
  auto model = builder.build();
  if (!model) return Error{robot.source + ": " + model.error().where, model.error().message};

  ModelFile file;
  file.name = robot.name;
  file.description = robot.format + " model " + robot.source + " (" + robot.ignoredSummary() + ")";
  const size_t slash = robot.source.find_last_of('/');
  file.baseDir = slash == std::string::npos ? "." : robot.source.substr(0, slash);
  file.document = nlohmann::json();  // imported: no JSON document whose parameters could be edited
  file.motion = defaultPoseMotion(*model);
  file.model = std::move(*model);
  return file;
}

}  // namespace wl
