// The lesson player opening a robot model file (URDF or MJCF, through the engine's openRobotFile, the
// CLI's path too): the robot becomes the list's robot entry, a lesson to pose it (ImportedLessons.hpp)
// swinging in the engine's demonstration motion (the file gives none). The file stays in the page.
#include <cmath>
#include <filesystem>
#include <optional>

#include "app/player/LessonPlayer.hpp"
#include "app/player/ShownNames.hpp"
#include "io/importers/robot/RobotFile.hpp"
#include "app/player/ImportedLessons.hpp"
#include "lesson/LessonTranslation.hpp"
#include "session/DemonstrationMotion.hpp"

namespace wl::web {
namespace fs = std::filesystem;

bool LessonPlayer::openRobotFile(const std::string& path, const FileReader& read, ViewState& view) { return openRobotFile(path, read, view, nullptr); }

bool LessonPlayer::openRobotFile(const std::string& path, const FileReader& read, ViewState& view,
                                 std::shared_ptr<const std::vector<BundledFile>> files) {
  // Messages name the file as the user knows it, not where the page stored it.
  const std::string shown = shownFileName(path);
  auto text = read(path);
  if (!text) {
    setMessage(fill(texts()(Text::robotNotOpened), {withShownName(text.error().text(), path)}), true);
    return false;
  }
  // Opened by its path, so that what it names is found from where it is: an MJCF's <include>s (relative to its
  // folder on the desktop, among the files chosen with it in the page), a URDF's package://NAME/… meshes in
  // the package paths given, then in the model's own ancestors (a URDF in its package's urdf/ folder, as in a
  // ROS workspace). Package paths are made absolute: the reader takes a relative path from the model's folder.
  std::vector<std::string> packagePaths;
  for (const std::string& folder : packagePaths_) packagePaths.push_back(fs::absolute(folder).lexically_normal().string());
  auto robot = wl::openRobotFile(*text, path, [&](const std::string& file) { return read(resolvePath(path, file)); }, packagePaths);
  if (!robot) {
    setMessage(fill(texts()(Text::robotNotOpened), {withShownName(robot.error().text(), path)}), true);  // the lesson keeps running
    return false;
  }
  robot->ignoredSummary = withShownName(robot->ignoredSummary, path);
  for (std::string& note : robot->notes) note = withShownName(note, path);
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
  // Its links' shells: read one file per frame from now on (their paths are relative to the model, or
  // among the files chosen with it).
  beginMeshes(std::move(robot->meshes), [read, path](const std::string& file) { return read(resolvePath(path, file)); }, shown, message_.text);
  return true;
}

}  // namespace wl::web
