// The lesson player's imports of files chosen or dropped together: an OpenSim trial (read by
// TrialImport, one stage per frame, then opened as the list's trial entry), a robot model with the
// kinematics chosen with it (LessonPlayerRobot.cpp), lesson files and kinematics.
#include <algorithm>
#include <filesystem>

#include "app/player/LessonPlayer.hpp"
#include "io/importers/FileKind.hpp"
#include "io/importers/mesh/MeshFile.hpp"
#include "io/importers/mesh/MeshPaths.hpp"
#include "io/importers/robot/RobotFile.hpp"

namespace wl::web {
namespace fs = std::filesystem;
namespace {

bool isMeshFile(const std::string& path) { return meshFormatOf(fs::path(path).filename().string()) != MeshFormat::Unknown; }

bool allMeshFiles(const std::vector<std::string>& paths) { return !paths.empty() && std::all_of(paths.begin(), paths.end(), isMeshFile); }

}  // namespace

void LessonPlayer::importFiles(const std::vector<std::string>& paths, ViewState& view) { importFiles(paths, readFileFromDisk, view); }

void LessonPlayer::importFiles(const std::vector<std::string>& paths, const FileReader& read, ViewState& view) {
  if (allMeshFiles(paths)) {  // meshes alone: the open lesson's (a robot lesson's shells, a trial's bones)
    chooseLessonMeshes(paths, read);
    return;
  }
  if (isOpenSimBatch(paths, read)) {
    (void)beginOpenSimTrial(paths, read);
    return;
  }
  // A robot model (URDF, MJCF) opens as a lesson (LessonPlayerRobot.cpp); files chosen with it (its
  // joints' kinematics) then drive it. A robot file that cannot be opened leaves the lesson as it was.
  std::vector<std::string> rest = paths;
  if (const int robot = findRobotFile(paths, read); robot >= 0) {
    auto [files, whyNot] = bundleChosenFiles(paths, read);
    if (!openRobotFile(paths[static_cast<std::size_t>(robot)], readerFindingBatchFiles(paths, read), view, files)) return;
    if (!files) lessons_[lessonIndex_].filesWhyNot = whyNot;
    rest.erase(rest.begin() + robot);
    // Its meshes came with it: read by name when the model names them (LessonPlayerMeshes.cpp).
    rest.erase(std::remove_if(rest.begin(), rest.end(), isMeshFile), rest.end());
    // The files it included came with it: not motions to import.
    rest.erase(std::remove_if(rest.begin(), rest.end(),
                              [&read](const std::string& p) {
                                auto text = read(p);
                                return text && xmlKind(*text) == XmlKind::Mjcf;
                              }),
               rest.end());
  }
  for (const std::string& path : rest) {
    if (fs::path(path).extension() == ".json") (void)openLessonFile(path, view);  // a lesson file, not kinematics
    else importKinematics(path, read);
  }
}

bool LessonPlayer::beginOpenSimTrial(const std::vector<std::string>& paths, const FileReader& read) {
  if (Status s = trialImport_.begin(paths, read); !s) {
    setMessage(fill(texts()(Text::trialNotOpened), {s.error().text()}), true);
    return false;
  }
  setMessage(trialImport_.progressLine(texts()), false);
  return true;
}

void LessonPlayer::continueImport(ViewState& view) {
  if (!trialImport_.pending()) return;
  auto stage = trialImport_.step();
  if (!stage) {
    setMessage(fill(texts()(Text::trialNotOpened), {stage.error().text()}), true);  // the lesson keeps running
    return;
  }
  if (!*stage) {  // one stage per frame: the page draws the progress line between them
    setMessage(trialImport_.progressLine(texts()), false);
    return;
  }
  ReadTrial trial = std::move(**stage);
  // One trial at a time in the list: a second replaces the first.
  std::string error;
  if (!openNewEntry(std::move(trial.entry), lessons_.find("opensim-trial"), view, error)) {
    setMessage(fill(texts()(Text::trialNotOpened), {error}), true);
    return;
  }
  goToStep(0, view);
  const Model& model = session_->model();
  std::string said = fill(texts()(Text::trialOpened), {trial.shown, std::to_string(model.segmentCount()), std::to_string(model.nq()),
                                                       std::to_string(model.loads().size())}) +
                     " " + trial.ignoredSummary;
  for (const std::string& note : trial.notes) said += "; " + note;
  said += ".";  // the sentences after it start anew
  if (trial.noMotion) said += " " + std::string(texts()(Text::modelNoMotion));
  if (trial.unfiltered) said += " " + std::string(texts()(Text::trialUnfiltered));
  setMessage(said, false);
  // Its bones: beside the model, in its Geometry/ folder, then in the folders given (OpenSim's own
  // Geometry folder), one file per frame from now on.
  addGeometryFolders(trial.meshes, packagePaths_);
  beginMeshes(std::move(trial.meshes), std::move(trial.read), trial.shown, message_.text);  // its bones, one file per frame from now on
}

bool LessonPlayer::openOpenSimTrial(const std::vector<std::string>& paths, const FileReader& read, ViewState& view) {
  if (!beginOpenSimTrial(paths, read)) return false;
  while (importing()) continueImport(view);
  return !message_.isError && hasLesson() && lesson().id == "opensim-trial";
}

}  // namespace wl::web
