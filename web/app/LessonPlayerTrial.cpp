// The lesson player opening an OpenSim trial: the model, its coordinates and its ground reactions
// (or an Inverse Dynamics setup naming them) become a lesson of three steps around the imported
// model, with the plot showing where each joint moment comes from. The files stay in the page.
#include <algorithm>
#include <filesystem>

#include "app/LessonPlayer.hpp"

namespace wl::web {
namespace fs = std::filesystem;
namespace {

Lesson trialLesson(const OpenSimTrial& trial, const std::string& fileName) {
  const Model& model = trial.file.model;
  const std::string root = model.segments().front().name;
  Lesson lesson;
  lesson.id = "opensim-trial";
  lesson.title = model.name() + " — OpenSim trial (" + fileName + ")";
  lesson.summary = "OpenSim's inverse dynamics, term by term. " + trial.ignoredSummary;
  lesson.dimension = 3;
  const std::size_t loadCount = model.loads().size();
  const std::string loads = loadCount == 0   ? std::string("no external loads")
                            : loadCount == 1 ? std::string("1 external load")
                                             : std::to_string(loadCount) + " external loads";
  LessonStep parts;
  parts.title = "Where the joint moments come from";
  parts.text = "The net joint moments OpenSim's Inverse Dynamics tool reports, and what they are made of. "
               "The plot splits the chosen coordinate's moment into inertia (M q̈), velocity coupling (C), "
               "gravity (G) and each external load's part (" + loads + "); they add up to the moment, the "
               "white line. Pick another coordinate in the plot; scrub to mid-stance.";
  parts.terms = {"joint", "external"};
  parts.play = true;
  LessonStep terms;
  terms.title = "Every term of a body, in any frame";
  terms.text = "Choose a segment and an observer (a thigh, a shank, the pelvis): the joint wrench stays the "
               "same vector, while the fictitious terms of the moving observer appear. The Table and Formulas "
               "give the numbers.";
  terms.terms = {"joint", "dynamic", "gravity", "external", "distal", "dalembert", "centrifugal", "coriolis", "euler"};
  terms.frame = "parent";
  terms.play = true;
  LessonStep residual;
  residual.title = "The residual at the " + root;
  residual.text = "The " + root + "'s joint to the ground is not a real joint: its wrench is the force and "
                  "moment the measured motion needs that the measured ground reactions do not give (marker "
                  "noise, a model that is not the subject, the feet's contact). OpenSim reports it as the " +
                  root + "'s residual forces and moment; here it is the joint arrow at the " + root + ".";
  residual.terms = {"joint", "external", "gravity", "dynamic"};
  residual.segments = {root};
  residual.play = true;
  lesson.steps = {parts, terms, residual};
  return lesson;
}

}  // namespace

void LessonPlayer::importFiles(const std::vector<std::string>& paths, ViewState& view) {
  if (isOpenSimBatch(paths, readFileFromDisk)) {
    (void)beginOpenSimTrial(paths, readFileFromDisk);
    return;
  }
  // A robot model (URDF, MJCF) opens as a lesson (LessonPlayerRobot.cpp); files chosen with it (its
  // joints' kinematics) then drive it. A robot file that cannot be opened leaves the lesson as it was.
  std::vector<std::string> rest = paths;
  if (const int robot = findRobotFile(paths, readFileFromDisk); robot >= 0) {
    if (!openRobotFile(paths[static_cast<std::size_t>(robot)], readFileFromDisk, view)) return;
    rest.erase(rest.begin() + robot);
  }
  for (const std::string& path : rest) importFile(path, view);
}

bool LessonPlayer::beginOpenSimTrial(const std::vector<std::string>& paths, const FileReader& read) {
  pendingTrial_.reset();
  auto batch = sortTrialBatch(paths, read);
  if (!batch) {
    setMessage("The OpenSim trial could not be opened: " + batch.error().text(), true);
    return false;
  }
  const FileReader findAmongBatch = readerFindingBatchFiles(paths, read);
  const bool fromSetup = !batch->setup.empty();
  pendingTrial_ = PendingTrial{fromSetup ? OpenSimTrialOpening::fromSetup(batch->setup, findAmongBatch)
                                         : OpenSimTrialOpening(batch->files, CoordinateOptions{}, findAmongBatch),
                               fs::path(fromSetup ? batch->setup : batch->files.model).filename().string()};
  setMessage("Opening " + pendingTrial_->shown + ": " + pendingTrial_->opening.nextStage() + "…", false);
  return true;
}

void LessonPlayer::continueImport(ViewState& view) {
  if (!pendingTrial_) return;
  OpenSimTrialOpening& opening = pendingTrial_->opening;
  if (!opening.done()) {
    // One stage per frame: the page draws the progress line between them.
    if (Status s = opening.step(); !s) {
      setMessage("The OpenSim trial could not be opened: " + s.error().text(), true);  // the lesson keeps running
      pendingTrial_.reset();
      return;
    }
    const std::string next = opening.done() ? "opening its lesson" : opening.nextStage();
    setMessage("Opening " + pendingTrial_->shown + ": " + next + "… (" + std::to_string(opening.stepsDone() + 1) + " of " +
                   std::to_string(opening.stepCount() + 1) + ")",
               false);
    return;
  }
  const std::string shown = pendingTrial_->shown;
  OpenSimTrial trial = opening.take();
  pendingTrial_.reset();
  LessonEntry entry;
  entry.id = "opensim-trial";
  entry.fromFile = true;
  entry.trialLesson = std::make_shared<const Lesson>(trialLesson(trial, shown));
  entry.title = entry.trialLesson->title;
  entry.trialModel = std::make_shared<const ModelFile>(trial.file);
  // One trial at a time in the list: a second replaces the first.
  const int previous = findLesson("opensim-trial");
  if (previous >= 0) lessons_.erase(lessons_.begin() + previous);
  lessons_.push_back(std::move(entry));
  std::string error;
  if (!openLesson(lessons_.size() - 1, view, error)) {
    lessons_.pop_back();
    setMessage("The OpenSim trial could not be opened: " + error, true);
    return;
  }
  goToStep(0, view);
  std::string said = "Opened " + shown + ": " + std::to_string(session_->model().segmentCount()) + " bodies, " +
                     std::to_string(session_->model().nq()) + " coordinates, " +
                     std::to_string(session_->model().loads().size()) + " external loads. " + trial.ignoredSummary;
  for (const std::string& note : trial.notes) said += "; " + note;
  setMessage(said, false);
}

bool LessonPlayer::openOpenSimTrial(const std::vector<std::string>& paths, const FileReader& read, ViewState& view) {
  if (!beginOpenSimTrial(paths, read)) return false;
  while (importing()) continueImport(view);
  return !message_.isError && hasLesson() && lesson().id == "opensim-trial";
}

}  // namespace wl::web
