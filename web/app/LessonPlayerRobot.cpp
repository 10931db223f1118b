// The lesson player opening a robot model file (URDF or MJCF, through the engine's openRobotFile, the
// CLI's path too): the robot becomes a lesson of three steps around the imported model, posed at its
// default state, with the plot showing where a joint's torque comes from and the State panel posing it.
// The file stays in the page.
#include <cmath>
#include <filesystem>
#include <optional>

#include "app/LessonPlayer.hpp"
#include "io/robot/RobotFile.hpp"

namespace wl::web {
namespace fs = std::filesystem;
namespace {

// The wording of the robot lesson, in one place (the translations take it from here).
struct RobotLessonText {
  static std::string title(const std::string& model, const std::string& kind, const std::string& file) {
    return model + " — " + kind + " (" + file + ")";
  }
  static constexpr const char* summary = "Joint torques of a robot arm, term by term, in any pose you give it.";
  static constexpr const char* restTitle = "Standing still: what gravity asks of each joint";
  static constexpr const char* restText =
      "The robot at its default pose, not moving. Each joint's torque τ is what holds the links up against "
      "gravity: τ = G(q). Pose it in the State panel (a slider per joint) or drag a link on the scene: the "
      "torques follow. The plot splits the chosen joint's torque into its parts; the Table lists every joint's τ.";
  static constexpr const char* partsTitle = "Moving: τ = M q̈ + C + G";
  static constexpr const char* partsText =
      "Give the joints rates q̇ and accelerations q̈ in the State panel (\"hold still\" off). The torque splits "
      "into inertia M(q) q̈, velocity coupling C(q, q̇) (Coriolis and centrifugal, growing with the square of "
      "the speed) and gravity G(q): the plot shows each part of the chosen joint, in its term's colour.";
  static constexpr const char* baseTitle = "Seen from the turning base";
  static std::string baseText(const std::string& base) {
    return "Observed from " + base + ", the link the first joint turns, with its origin on that joint's axis: the "
           "joint wrenches are the same vectors as seen from the world, while the turning frame adds the "
           "centrifugal, Coriolis and Euler terms of its own rotation. Give the first joint a rate q̇ to see them.";
  }
  static std::string opened(const std::string& file, const std::string& kind, const Model& model) {
    return "Opened " + file + " (" + kind + "): " + std::to_string(model.segmentCount()) + " bodies, " +
           std::to_string(model.nq()) + " coordinates. ";
  }
  static constexpr const char* failed = "The robot model could not be opened: ";
};

Lesson robotLesson(const Model& model, const std::string& kind, const std::string& fileName) {
  Lesson lesson;
  lesson.id = "robot";
  lesson.title = RobotLessonText::title(model.name(), kind, fileName);
  lesson.summary = RobotLessonText::summary;
  lesson.dimension = 3;
  const Vec3& g = model.gravity_W();
  lesson.zUp = std::abs(g.z()) >= std::abs(g.y());  // URDF's ROS convention and MuJoCo's: z up
  LessonStep rest;
  rest.title = RobotLessonText::restTitle;
  rest.text = RobotLessonText::restText;
  rest.terms = {"joint", "gravity"};
  LessonStep parts;
  parts.title = RobotLessonText::partsTitle;
  parts.text = RobotLessonText::partsText;
  parts.terms = {"joint", "dynamic", "gravity", "distal"};
  lesson.steps = {rest, parts};
  if (model.nq() > 0) {
    // The first coordinate's link: on an arm, the base the first joint turns.
    const std::string base = model.segments()[static_cast<std::size_t>(model.coordinateSegment().front())].name;
    LessonStep seen;
    seen.title = RobotLessonText::baseTitle;
    seen.text = RobotLessonText::baseText(base);
    seen.terms = {"joint", "gravity", "dalembert", "euler", "centrifugal", "coriolis"};
    seen.frame = base + "@" + base + ".proximal";
    lesson.steps.push_back(seen);
  }
  return lesson;
}

}  // namespace

bool LessonPlayer::openRobotFile(const std::string& path, const FileReader& read, ViewState& view) {
  // Messages name the file as the user knows it, not where the page stored it.
  const std::string shown = fs::path(path).filename().string();
  auto text = read(path);
  if (!text) {
    setMessage(RobotLessonText::failed + text.error().text(), true);
    return false;
  }
  auto robot = wl::openRobotFile(*text, shown);
  if (!robot) {
    setMessage(RobotLessonText::failed + robot.error().text(), true);  // the lesson keeps running
    return false;
  }
  LessonEntry entry;
  entry.id = "robot";
  entry.fromFile = true;
  entry.trialLesson = std::make_shared<const Lesson>(robotLesson(robot->file.model, robot->kind, shown));
  entry.title = entry.trialLesson->title;
  entry.trialModel = std::make_shared<const ModelFile>(std::move(robot->file));
  // One robot at a time in the list: a second replaces the first.
  const int previous = findLesson("robot");
  std::optional<LessonEntry> replaced;
  if (previous >= 0) {
    replaced = lessons_[static_cast<std::size_t>(previous)];
    lessons_.erase(lessons_.begin() + previous);
  }
  lessons_.push_back(std::move(entry));
  std::string error;
  if (!openLesson(lessons_.size() - 1, view, error)) {
    // The list as it was, so the lesson that keeps running keeps its place in it.
    lessons_.pop_back();
    if (replaced) lessons_.insert(lessons_.begin() + previous, std::move(*replaced));
    setMessage(RobotLessonText::failed + error, true);
    return false;
  }
  goToStep(0, view);
  std::string said = RobotLessonText::opened(shown, robot->kind, session_->model()) + robot->ignoredSummary;
  for (const std::string& note : robot->notes) said += "; " + note;
  setMessage(said, false);
  return true;
}

}  // namespace wl::web
