#include "io/importers/robot/RobotModel.hpp"

#include <algorithm>
#include <cctype>

#include "algorithms/Data.hpp"
#include "algorithms/Kinematics.hpp"

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
  for (const Segment& s : segments) builder.addSegment(s);
  for (const CoordinateCoupling& c : robot.couplings) builder.addCoupling(c);
  ModelBuilder withLoops = builder;
  auto model = builder.build();
  if (!model) return Error{robot.source + ": " + model.error().where, model.error().message};
  if (!robot.loops.empty()) {
    // A loop's second side sits where its first is in the default pose (qpos0), as MuJoCo's mj_setConst
    // places it; the tree without the loops gives that pose, then the model is built with them.
    Data data(*model);
    State pose = State::zero(*model);
    defaultPoseMotion(*model).sample(0.0, pose);
    computeKinematics(*model, data, pose);
    const auto frameOf = [&](int segment) -> const FrameState& {
      return data.frames[static_cast<size_t>(segment < 0 ? kBaseFrame : model->segmentFrame(segment))];
    };
    for (size_t k : robot.loopsPlacedAtDefaultPose) {
      LoopConstraint& l = robot.loops[k];
      const FrameState& A = frameOf(l.segmentA);
      const FrameState& B = frameOf(l.segmentB);
      const Mat3 R_WF = A.R_WF * l.R_AF;
      l.p_BG = B.fromWorld(A.toWorld(l.p_AF));
      l.R_BG = B.R_WF.transpose() * R_WF;
    }
    for (const LoopConstraint& l : robot.loops) withLoops.addLoop(l);
    model = withLoops.build();
    if (!model) return Error{robot.source + ": " + model.error().where, model.error().message};
  }

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
