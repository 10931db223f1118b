// The lesson player opening an OpenSim trial: the model, its coordinates and its ground reactions
// (or an Inverse Dynamics setup naming them) become a lesson of three steps around the imported
// model, with the plot showing where each joint moment comes from. The files stay in the page.
#include <algorithm>
#include <filesystem>

#include "app/player/LessonPlayer.hpp"
#include "io/importers/FileKind.hpp"
#include "io/importers/robot/RobotFile.hpp"
#include "lesson/LessonTranslation.hpp"
#include "session/DemonstrationMotion.hpp"

namespace wl::web {
namespace fs = std::filesystem;
namespace {

// The lesson's texts in one language (the lesson's own fields take English; the others go into its
// translations, so the language menu switches the trial's lesson as it does a lesson file's).
LessonTexts trialTexts(const Catalogue& t, const OpenSimTrial& trial, const std::string& fileName) {
  const Model& model = trial.file.model;
  const std::string root = model.segments().front().name;
  const std::size_t loadCount = model.loads().size();
  const std::string loads = loadCount == 0   ? std::string(t(Text::trialNoLoads))
                            : loadCount == 1 ? std::string(t(Text::trialOneLoad))
                                             : fill(t(Text::trialLoads), {std::to_string(loadCount)});
  LessonTexts texts;
  texts.title = fill(t(Text::trialTitle), {model.name(), fileName});
  // The engine's note on what the trial left out stays English, as the CLI prints it.
  texts.summary = std::string(t(Text::trialSummary)) + " " + trial.ignoredSummary;
  texts.steps = {{t(Text::trialPartsTitle), fill(t(Text::trialPartsText), {loads}), ""},
                 {t(Text::trialTermsTitle), t(Text::trialTermsText), ""},
                 {fill(t(Text::trialResidualTitle), {root}), fill(t(Text::trialResidualText), {root}), ""}};
  return texts;
}

Lesson trialLesson(const OpenSimTrial& trial, const std::string& fileName) {
  const std::string root = trial.file.model.segments().front().name;
  const LessonTexts english = trialTexts(catalogue(Language::English), trial, fileName);
  Lesson lesson;
  lesson.id = "opensim-trial";
  lesson.title = english.title;
  lesson.summary = english.summary;
  lesson.dimension = 3;
  LessonStep parts;
  parts.terms = {"joint", "external"};
  parts.play = true;
  LessonStep terms;
  terms.terms = {"joint", "dynamic", "gravity", "external", "distal", "dalembert", "centrifugal", "coriolis", "euler"};
  terms.frame = "parent";
  terms.play = true;
  // Every segment but the root: seen from its parent, the ground, the root has no fictitious terms, and
  // the Table would open on its zeros.
  for (std::size_t i = 1; i < trial.file.model.segments().size(); ++i) terms.segments.push_back(trial.file.model.segments()[i].name);
  LessonStep residual;
  residual.terms = {"joint", "external", "gravity", "dynamic"};
  residual.segments = {root};
  residual.play = true;
  lesson.steps = {parts, terms, residual};
  for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
    lesson.steps[i].title = english.steps[i].title;
    lesson.steps[i].text = english.steps[i].text;
  }
  for (Language l : kLanguages)
    if (l != Language::English) lesson.translations[languageTag(l)] = trialTexts(catalogue(l), trial, fileName);
  return lesson;
}

// The batch's files as the user named them, to carry in a link or one file; null, with the reason,
// when they cannot travel (two files of one name from different folders, a file that cannot be read).
std::pair<std::shared_ptr<const std::vector<BundledFile>>, std::string> readBatch(const std::vector<std::string>& paths, const FileReader& read) {
  auto files = std::make_shared<std::vector<BundledFile>>();
  for (const std::string& path : paths) {
    const std::string name = fs::path(path).filename().string();
    for (const BundledFile& f : *files)
      if (f.name == name) return {nullptr, "two of its files are named " + name};
    if (Status s = checkBundledFileName(name); !s) return {nullptr, name + ": " + s.error().message};
    auto bytes = read(path);
    if (!bytes) return {nullptr, bytes.error().text()};
    files->push_back({name, std::move(*bytes)});
  }
  if (files->empty() || files->size() > kMaxBundledFiles) return {nullptr, "it has " + std::to_string(files->size()) + " files"};
  return {std::move(files), ""};
}

}  // namespace

void LessonPlayer::importFiles(const std::vector<std::string>& paths, ViewState& view) { importFiles(paths, readFileFromDisk, view); }

void LessonPlayer::importFiles(const std::vector<std::string>& paths, const FileReader& read, ViewState& view) {
  if (isOpenSimBatch(paths, read)) {
    (void)beginOpenSimTrial(paths, read);
    return;
  }
  // A robot model (URDF, MJCF) opens as a lesson (LessonPlayerRobot.cpp); files chosen with it (its
  // joints' kinematics) then drive it. A robot file that cannot be opened leaves the lesson as it was.
  std::vector<std::string> rest = paths;
  if (const int robot = findRobotFile(paths, read); robot >= 0) {
    auto [files, whyNot] = readBatch(paths, read);
    if (!openRobotFile(paths[static_cast<std::size_t>(robot)], readerFindingBatchFiles(paths, read), view, files)) return;
    if (!files) lessons_[lessonIndex_].filesWhyNot = whyNot;
    rest.erase(rest.begin() + robot);
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
  pendingTrial_.reset();
  auto batch = sortTrialBatch(paths, read);
  if (!batch) {
    setMessage(fill(texts()(Text::trialNotOpened), {batch.error().text()}), true);
    return false;
  }
  auto stoodIn = std::make_shared<BatchReadNotes>();
  const FileReader findAmongBatch = readerFindingBatchFiles(paths, read, stoodIn);
  const bool fromSetup = !batch->setup.empty();
  auto [files, whyNot] = readBatch(paths, read);
  pendingTrial_ = PendingTrial{fromSetup ? OpenSimTrialOpening::fromSetup(batch->setup, findAmongBatch)
                                         : OpenSimTrialOpening(batch->files, CoordinateOptions{}, findAmongBatch),
                               fs::path(fromSetup ? batch->setup : batch->files.model).filename().string(), std::move(files), whyNot,
                               stoodIn, !fromSetup && !batch->files.coordinates.empty()};
  setMessage(fill(texts()(Text::trialOpening), {pendingTrial_->shown, pendingTrial_->opening.nextStage()}), false);
  return true;
}

void LessonPlayer::continueImport(ViewState& view) {
  if (!pendingTrial_) return;
  OpenSimTrialOpening& opening = pendingTrial_->opening;
  if (!opening.done()) {
    // One stage per frame: the page draws the progress line between them.
    if (Status s = opening.step(); !s) {
      setMessage(fill(texts()(Text::trialNotOpened), {s.error().text()}), true);  // the lesson keeps running
      pendingTrial_.reset();
      return;
    }
    // The stage's name is the engine's (English, as the CLI says it); the sentence around it is ours.
    const std::string next = opening.done() ? std::string(texts()(Text::trialOpeningLesson)) : opening.nextStage();
    setMessage(fill(texts()(Text::trialOpeningStage), {pendingTrial_->shown, next, std::to_string(opening.stepsDone() + 1),
                                                       std::to_string(opening.stepCount() + 1)}),
               false);
    return;
  }
  const std::string shown = pendingTrial_->shown;
  auto files = std::move(pendingTrial_->files);
  const std::string filesWhyNot = pendingTrial_->filesWhyNot;
  const std::shared_ptr<BatchReadNotes> stoodIn = pendingTrial_->stoodIn;
  const bool unfiltered = pendingTrial_->unfiltered;
  OpenSimTrial trial = opening.take();
  pendingTrial_.reset();
  // A model without its coordinates is no trial: it is posed, and swings in the demonstration motion.
  const bool noMotion = trial.frameTimes.empty();
  if (noMotion) trial.file.motion = demonstrationMotion(trial.file.model);
  LessonEntry entry;
  entry.id = "opensim-trial";
  entry.fromFile = true;
  entry.posing = noMotion;
  entry.trialLesson = std::make_shared<const Lesson>(noMotion ? poseLesson(trial.file.model, "opensim-trial", "", shown) : trialLesson(trial, shown));
  for (Language l : kLanguages) entry.titles[index(l)] = translatedLesson(*entry.trialLesson, languageTag(l)).title;
  entry.trialModel = std::make_shared<const ModelFile>(trial.file);
  entry.files = std::move(files);
  entry.filesWhyNot = filesWhyNot;
  // One trial at a time in the list: a second replaces the first.
  std::string error;
  if (!openNewEntry(std::move(entry), lessons_.find("opensim-trial"), view, error)) {
    setMessage(fill(texts()(Text::trialNotOpened), {error}), true);
    return;
  }
  goToStep(0, view);
  std::string said = fill(texts()(Text::trialOpened), {shown, std::to_string(session_->model().segmentCount()),
                                                       std::to_string(session_->model().nq()),
                                                       std::to_string(session_->model().loads().size())}) +
                     " " + trial.ignoredSummary;
  for (const std::string& note : trial.notes) said += "; " + note;
  // A file that stood in for the one the setup names is said: it may be another trial's.
  if (stoodIn)
    for (const std::string& note : stoodIn->stoodIn) said += "; " + note;
  if (noMotion) said += " " + std::string(texts()(Text::modelNoMotion));
  if (unfiltered) said += " " + std::string(texts()(Text::trialUnfiltered));
  setMessage(said, false);
}

bool LessonPlayer::openOpenSimTrial(const std::vector<std::string>& paths, const FileReader& read, ViewState& view) {
  if (!beginOpenSimTrial(paths, read)) return false;
  while (importing()) continueImport(view);
  return !message_.isError && hasLesson() && lesson().id == "opensim-trial";
}

}  // namespace wl::web
