// An OpenSim trial read stage by stage into a Lesson menu entry (TrialImport.hpp).
#include "app/player/TrialImport.hpp"

#include <filesystem>

#include "app/player/ImportedLessons.hpp"
#include "lesson/LessonTranslation.hpp"
#include "session/DemonstrationMotion.hpp"

namespace wl::web {
namespace fs = std::filesystem;

std::pair<std::shared_ptr<const std::vector<BundledFile>>, std::string> bundleChosenFiles(const std::vector<std::string>& paths,
                                                                                          const FileReader& read) {
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


Status TrialImport::begin(const std::vector<std::string>& paths, const FileReader& read) {
  pending_.reset();
  auto batch = sortTrialBatch(paths, read);
  if (!batch) return batch.error();
  auto stoodIn = std::make_shared<BatchReadNotes>();
  const FileReader findAmongBatch = readerFindingBatchFiles(paths, read, stoodIn);
  const bool fromSetup = !batch->setup.empty();
  auto [files, whyNot] = bundleChosenFiles(paths, read);
  pending_ = Pending{fromSetup ? OpenSimTrialOpening::fromSetup(batch->setup, findAmongBatch)
                               : OpenSimTrialOpening(batch->files, CoordinateOptions{}, findAmongBatch),
                     fs::path(fromSetup ? batch->setup : batch->files.model).filename().string(), std::move(files), whyNot, stoodIn,
                     !fromSetup && !batch->files.coordinates.empty(), findAmongBatch};
  return Status::success();
}

std::string TrialImport::progressLine(const Catalogue& texts) const {
  if (!pending_) return "";
  const OpenSimTrialOpening& opening = pending_->opening;
  // Before the first stage: "Opening X: stage…"; after one, which stage of how many.
  if (opening.stepsDone() == 0) return fill(texts(Text::trialOpening), {pending_->shown, opening.nextStage()});
  // The stage's name is the engine's (English, as the CLI says it); the sentence around it is ours.
  const std::string next = opening.done() ? std::string(texts(Text::trialOpeningLesson)) : opening.nextStage();
  return fill(texts(Text::trialOpeningStage),
              {pending_->shown, next, std::to_string(opening.stepsDone() + 1), std::to_string(opening.stepCount() + 1)});
}

Result<std::optional<ReadTrial>> TrialImport::step() {
  if (!pending_) return Error{"", "no trial is being opened"};
  OpenSimTrialOpening& opening = pending_->opening;
  if (!opening.done()) {
    if (Status s = opening.step(); !s) {
      pending_.reset();
      return s.error();
    }
    return std::optional<ReadTrial>();
  }
  Pending done = std::move(*pending_);
  pending_.reset();
  OpenSimTrial trial = done.opening.take();
  ReadTrial read;
  read.shown = done.shown;
  read.unfiltered = done.unfiltered;
  read.ignoredSummary = trial.ignoredSummary;
  read.notes = trial.notes;
  read.meshes = std::move(trial.meshes);
  read.read = done.read;
  // A file that stood in for the one the setup names is said: it may be another trial's.
  if (done.stoodIn) read.notes.insert(read.notes.end(), done.stoodIn->stoodIn.begin(), done.stoodIn->stoodIn.end());
  // A model without its coordinates is no trial: it is posed, and swings in the demonstration motion.
  read.noMotion = trial.frameTimes.empty();
  if (read.noMotion) trial.file.motion = demonstrationMotion(trial.file.model);
  LessonEntry& entry = read.entry;
  entry.id = "opensim-trial";
  entry.fromFile = true;
  entry.posing = read.noMotion;
  entry.trialLesson = std::make_shared<const Lesson>(read.noMotion ? poseLesson(trial.file.model, "opensim-trial", "", done.shown)
                                                                   : trialLesson(trial, done.shown));
  for (Language l : kLanguages) entry.titles[index(l)] = translatedLesson(*entry.trialLesson, languageTag(l)).title;
  entry.trialModel = std::make_shared<const ModelFile>(std::move(trial.file));
  entry.files = std::move(done.files);
  entry.filesWhyNot = done.filesWhyNot;
  return std::optional<ReadTrial>(std::move(read));
}

}  // namespace wl::web
