// The lesson player opening a robot model file (URDF or MJCF, through the engine's openRobotFile, the
// CLI's path too): the robot becomes a lesson of three steps around the imported model, at rest at its
// default pose, then swinging in the engine's demonstration motion (the file gives none), with the plot
// showing where a joint's torque comes from and the State panel posing it. An OpenSim model opened
// without its coordinates gets the same lesson (poseLesson). The file stays in the page.
#include <cmath>
#include <filesystem>
#include <optional>

#include "app/player/LessonPlayer.hpp"
#include "io/importers/robot/RobotFile.hpp"
#include "lesson/LessonTranslation.hpp"
#include "session/DemonstrationMotion.hpp"

namespace wl::web {
namespace fs = std::filesystem;
namespace {

// The first coordinate's link: on an arm, the base the first joint turns.
std::string firstJointLink(const Model& model) {
  return model.segments()[static_cast<std::size_t>(model.coordinateSegment().front())].name;
}

// The root's joint when it floats freely (a humanoid's or a quadruped's trunk): "" otherwise.
std::string floatingBase(const Model& model) {
  for (const Segment& s : model.segments())
    if (s.parent < 0 && s.joint.nq() > 1) return s.name;
  return "";
}

// The lesson's texts in one language (the lesson's own fields take English; the others go into its
// translations, so the language menu switches the lesson as it does a lesson file's). `kind` is the
// format's name for a robot ("URDF"), empty for an OpenSim model without its motion.
LessonTexts poseTexts(const Catalogue& t, const Model& model, const std::string& kind, const std::string& fileName) {
  const bool robot = !kind.empty();
  LessonTexts texts;
  texts.title = robot ? fill(t(Text::robotTitle), {model.name(), kind, fileName}) : fill(t(Text::modelTitle), {model.name(), fileName});
  texts.summary = t(robot ? Text::robotSummary : Text::modelSummary);
  std::string rest = t(robot ? Text::robotRestText : Text::modelRestText);
  if (const std::string floating = floatingBase(model); !floating.empty()) rest += " " + fill(t(Text::robotFloatingText), {floating});
  texts.steps = {{t(Text::robotRestTitle), rest, ""}, {t(Text::robotPartsTitle), t(robot ? Text::robotPartsText : Text::modelPartsText), ""}};
  if (robot && model.nq() > 0) texts.steps.push_back({t(Text::robotBaseTitle), fill(t(Text::robotBaseText), {firstJointLink(model)}), ""});
  return texts;
}

}  // namespace

Lesson poseLesson(const Model& model, const std::string& id, const std::string& kind, const std::string& fileName) {
  const LessonTexts english = poseTexts(catalogue(Language::English), model, kind, fileName);
  Lesson lesson;
  lesson.id = id;
  lesson.title = english.title;
  lesson.summary = english.summary;
  lesson.dimension = 3;
  const Vec3& g = model.gravity_W();
  lesson.zUp = std::abs(g.z()) >= std::abs(g.y());  // URDF's ROS convention and MuJoCo's: z up
  // At rest first (t = 0 of the demonstration: q̇ = q̈ = 0, gravity alone), then the swing plays.
  LessonStep rest;
  rest.terms = {"joint", "gravity"};
  LessonStep parts;
  parts.terms = {"joint", "dynamic", "gravity", "distal"};
  parts.play = true;
  lesson.steps = {rest, parts};
  if (!kind.empty() && model.nq() > 0) {
    const std::string base = firstJointLink(model);
    LessonStep seen;
    seen.terms = {"joint", "gravity", "dalembert", "euler", "centrifugal", "coriolis"};
    seen.frame = base + "@" + base + ".proximal";
    seen.play = true;
    lesson.steps.push_back(seen);
  }
  for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
    lesson.steps[i].title = english.steps[i].title;
    lesson.steps[i].text = english.steps[i].text;
  }
  for (Language l : kLanguages)
    if (l != Language::English) lesson.translations[languageTag(l)] = poseTexts(catalogue(l), model, kind, fileName);
  return lesson;
}


bool LessonPlayer::openRobotFile(const std::string& path, const FileReader& read, ViewState& view) { return openRobotFile(path, read, view, nullptr); }

bool LessonPlayer::openRobotFile(const std::string& path, const FileReader& read, ViewState& view,
                                 std::shared_ptr<const std::vector<BundledFile>> files) {
  // Messages name the file as the user knows it, not where the page stored it.
  const std::string shown = fs::path(path).filename().string();
  auto text = read(path);
  if (!text) {
    setMessage(fill(texts()(Text::robotNotOpened), {text.error().text()}), true);
    return false;
  }
  // An MJCF's <include>s: relative to the model's folder (the desktop), or among the files chosen with it.
  auto robot = wl::openRobotFile(*text, shown, [&](const std::string& file) { return read(resolvePath(path, file)); });
  if (!robot) {
    setMessage(fill(texts()(Text::robotNotOpened), {robot.error().text()}), true);  // the lesson keeps running
    return false;
  }
  LessonEntry entry;
  entry.id = "robot";
  entry.fromFile = true;
  entry.posing = true;
  entry.trialLesson = std::make_shared<const Lesson>(poseLesson(robot->file.model, "robot", robot->kind, shown));
  // A robot file gives no motion: the demonstration swing, at rest at t = 0 (session/DemonstrationMotion.hpp).
  robot->file.motion = demonstrationMotion(robot->file.model);
  for (Language l : kLanguages) entry.titles[index(l)] = translatedLesson(*entry.trialLesson, languageTag(l)).title;
  entry.trialModel = std::make_shared<const ModelFile>(std::move(robot->file));
  entry.files = std::move(files);
  // One robot at a time in the list: a second replaces the first.
  std::string error;
  if (!openNewEntry(std::move(entry), lessons_.find("robot"), view, error)) {
    setMessage(fill(texts()(Text::robotNotOpened), {error}), true);
    return false;
  }
  goToStep(0, view);
  const Model& opened = session_->model();
  // The importer's list of what it ignored stays English, as the CLI prints it.
  std::string said = fill(texts()(Text::robotOpened), {shown, robot->kind, std::to_string(opened.segmentCount()),
                                                       std::to_string(opened.nq())}) + " " + robot->ignoredSummary;
  for (const std::string& note : robot->notes) said += "; " + note;
  setMessage(said, false);
  return true;
}

}  // namespace wl::web
