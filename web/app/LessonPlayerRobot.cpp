// The lesson player opening a robot model file (URDF or MJCF, through the engine's openRobotFile, the
// CLI's path too): the robot becomes a lesson of three steps around the imported model, posed at its
// default state, with the plot showing where a joint's torque comes from and the State panel posing it.
// The file stays in the page.
#include <cmath>
#include <filesystem>
#include <optional>

#include "app/LessonPlayer.hpp"
#include "io/robot/RobotFile.hpp"
#include "lesson/LessonTranslation.hpp"

namespace wl::web {
namespace fs = std::filesystem;
namespace {

// The first coordinate's link: on an arm, the base the first joint turns.
std::string firstJointLink(const Model& model) {
  return model.segments()[static_cast<std::size_t>(model.coordinateSegment().front())].name;
}

// The lesson's texts in one language (the lesson's own fields take English; the others go into its
// translations, so the language menu switches the robot's lesson as it does a lesson file's).
LessonTexts robotTexts(const Catalogue& t, const Model& model, const std::string& kind, const std::string& fileName) {
  LessonTexts texts;
  texts.title = fill(t(Text::robotTitle), {model.name(), kind, fileName});
  texts.summary = t(Text::robotSummary);
  texts.steps = {{t(Text::robotRestTitle), t(Text::robotRestText), ""}, {t(Text::robotPartsTitle), t(Text::robotPartsText), ""}};
  if (model.nq() > 0) texts.steps.push_back({t(Text::robotBaseTitle), fill(t(Text::robotBaseText), {firstJointLink(model)}), ""});
  return texts;
}

Lesson robotLesson(const Model& model, const std::string& kind, const std::string& fileName) {
  const LessonTexts english = robotTexts(catalogue(Language::English), model, kind, fileName);
  Lesson lesson;
  lesson.id = "robot";
  lesson.title = english.title;
  lesson.summary = english.summary;
  lesson.dimension = 3;
  const Vec3& g = model.gravity_W();
  lesson.zUp = std::abs(g.z()) >= std::abs(g.y());  // URDF's ROS convention and MuJoCo's: z up
  LessonStep rest;
  rest.terms = {"joint", "gravity"};
  LessonStep parts;
  parts.terms = {"joint", "dynamic", "gravity", "distal"};
  lesson.steps = {rest, parts};
  if (model.nq() > 0) {
    const std::string base = firstJointLink(model);
    LessonStep seen;
    seen.terms = {"joint", "gravity", "dalembert", "euler", "centrifugal", "coriolis"};
    seen.frame = base + "@" + base + ".proximal";
    lesson.steps.push_back(seen);
  }
  for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
    lesson.steps[i].title = english.steps[i].title;
    lesson.steps[i].text = english.steps[i].text;
  }
  for (Language l : kLanguages)
    if (l != Language::English) lesson.translations[languageTag(l)] = robotTexts(catalogue(l), model, kind, fileName);
  return lesson;
}

}  // namespace

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
  entry.trialLesson = std::make_shared<const Lesson>(robotLesson(robot->file.model, robot->kind, shown));
  entry.title = entry.trialLesson->title;
  entry.trialModel = std::make_shared<const ModelFile>(std::move(robot->file));
  entry.files = std::move(files);
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
