#include "io/importers/opensim/OpenSimTrialOpening.hpp"

#include "io/importers/opensim/ExternalLoads.hpp"
#include "io/importers/opensim/OsimModel.hpp"
#include "io/codecs/StorageFile.hpp"

namespace wl {
namespace {

std::string fileName(const std::string& path) {
  const size_t slash = path.find_last_of('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

Result<std::string> readWith(const FileReader& read, const std::string& path) {
  if (!read) return Error{path, "no file reader"};
  return read(path);
}

}  // namespace

OpenSimTrialOpening::OpenSimTrialOpening(OpenSimFiles files, CoordinateOptions options, FileReader read)
    : files_(std::move(files)), options_(std::move(options)), read_(std::move(read)) {}

OpenSimTrialOpening OpenSimTrialOpening::fromSetup(std::string setupPath, FileReader read) {
  OpenSimTrialOpening opening(OpenSimFiles{}, CoordinateOptions{}, std::move(read));
  opening.setupPath_ = std::move(setupPath);
  opening.stage_ = Stage::Setup;
  return opening;
}

OpenSimTrialOpening::OpenSimTrialOpening(OpenSimTrialOpening&&) noexcept = default;
OpenSimTrialOpening& OpenSimTrialOpening::operator=(OpenSimTrialOpening&&) noexcept = default;
OpenSimTrialOpening::~OpenSimTrialOpening() = default;

const char* OpenSimTrialOpening::nextStage() const {
  switch (stage_) {
    case Stage::Setup: return "reading the Inverse Dynamics setup";
    case Stage::Model: return "reading the model";
    case Stage::LoadsTable: return "reading the ground reactions";
    case Stage::Loads: return "applying the external loads";
    case Stage::Coordinates: return "filtering the coordinates";
    case Stage::Done: break;
  }
  return "done";
}

OpenSimTrialOpening::Stage OpenSimTrialOpening::after(Stage stage) const {
  switch (stage) {
    case Stage::Setup: return Stage::Model;
    case Stage::Model: return files_.externalLoads.empty() ? Stage::Coordinates : Stage::LoadsTable;
    case Stage::LoadsTable: return Stage::Loads;
    case Stage::Loads: return Stage::Coordinates;
    case Stage::Coordinates:
    case Stage::Done: break;
  }
  return Stage::Done;
}

int OpenSimTrialOpening::stepCount() const {
  // Before the setup is read, its external loads are not known: count them as present.
  const int loads = (stage_ == Stage::Setup || !files_.externalLoads.empty()) ? 2 : 0;
  return (setupPath_.empty() ? 0 : 1) + 1 + loads + 1;
}

Status OpenSimTrialOpening::step() {
  if (done()) return error_ ? Status(*error_) : Status::success();
  Status status = runStage();
  ++stepsDone_;
  if (!status) {
    error_ = status.error();
    stage_ = Stage::Done;
    return status;
  }
  stage_ = after(stage_);
  return status;
}

Status OpenSimTrialOpening::runStage() {
  switch (stage_) {
    case Stage::Setup: {
      auto text = readWith(read_, setupPath_);
      if (!text) return text.error();
      auto setup = parseInverseDynamicsSetup(*text, setupPath_);
      if (!setup) return setup.error();
      files_.model = resolvePath(setupPath_, setup->modelFile);
      files_.coordinates = resolvePath(setupPath_, setup->coordinatesFile);
      if (!setup->externalLoadsFile.empty()) files_.externalLoads = resolvePath(setupPath_, setup->externalLoadsFile);
      options_.openSimLowpassHz = setup->lowpassHz;
      options_.startTime = setup->startTime;
      options_.endTime = setup->endTime;
      setupNotes_ = setup->notes;
      return Status::success();
    }
    case Stage::Model: {
      auto text = readWith(read_, files_.model);
      if (!text) return text.error();
      auto osim = parseOsimModel(*text, files_.model);
      if (!osim) return osim.error();
      trial_.ignoredSummary = osim->ignoredSummary();
      trial_.notes = osim->notes;
      trial_.unmodelledForces = osim->unmodelledForces;
      // The model's mesh paths are relative to it; the trial's reader takes paths as the model's own is given.
      trial_.meshes = osim->meshes;
      for (MeshReference& r : trial_.meshes)
        for (std::string& candidate : r.candidates) candidate = resolvePath(files_.model, candidate);
      osim_ = std::make_unique<OsimModel>(std::move(*osim));
      return Status::success();
    }
    case Stage::LoadsTable: {
      auto text = readWith(read_, files_.externalLoads);
      if (!text) return text.error();
      auto loads = parseExternalLoads(*text, files_.externalLoads);
      if (!loads) return loads.error();
      if (loads->dataFile.empty()) return Error{files_.externalLoads, "names no <datafile> with the forces"};
      loadsDataPath_ = resolvePath(files_.externalLoads, loads->dataFile);
      auto dataText = readWith(read_, loadsDataPath_);
      if (!dataText) return dataText.error();
      auto data = parseStorage(*dataText, loadsDataPath_);
      if (!data) return data.error();
      trial_.notes.insert(trial_.notes.end(), data->notes.begin(), data->notes.end());
      loadsData_ = std::make_unique<StorageTable>(std::move(*data));
      loads_ = std::make_unique<ExternalLoadsSpec>(std::move(*loads));
      return Status::success();
    }
    case Stage::Loads: {
      if (Status s = addExternalLoads(*osim_, *loads_, *loadsData_, loadsDataPath_); !s) return s.error();
      trial_.notes.insert(trial_.notes.end(), loads_->notes.begin(), loads_->notes.end());
      loadsData_.reset();
      loads_.reset();
      return Status::success();
    }
    case Stage::Coordinates: {
      auto model = osim_->builder.build();
      if (!model) return Error{files_.model + ": " + model.error().where, model.error().message};
      ModelFile& file = trial_.file;
      file.name = osim_->name;
      file.description = "OpenSim model " + fileName(files_.model) + " (" + trial_.ignoredSummary + ")";
      file.baseDir = files_.model.find('/') == std::string::npos ? "." : files_.model.substr(0, files_.model.find_last_of('/'));
      file.document = nlohmann::json();  // imported: no JSON document whose parameters could be edited
      if (!files_.coordinates.empty()) {
        auto text = readWith(read_, files_.coordinates);
        if (!text) return text.error();
        auto table = parseStorage(*text, files_.coordinates);
        if (!table) return table.error();
        auto trajectory = coordinateTrajectory(*table, files_.coordinates, *model, options_);
        if (!trajectory) return trajectory.error();
        file.motion = std::move(trajectory->motion);
        trial_.frameTimes = std::move(trajectory->frames);
        trial_.notes.insert(trial_.notes.end(), trajectory->notes.begin(), trajectory->notes.end());
      } else {
        file.motion = defaultPoseMotion(*model);
      }
      file.model = std::move(*model);
      trial_.notes.insert(trial_.notes.end(), setupNotes_.begin(), setupNotes_.end());
      osim_.reset();
      return Status::success();
    }
    case Stage::Done: break;
  }
  return Status::success();
}

}  // namespace wl
