#pragma once
// Opening an OpenSim trial one stage at a time, so that a front end can draw between the stages: the
// page opens the gait example (460 kB of XML and tables) over several frames instead of holding one
// frame for all of it. openOpenSimFiles() and openOpenSimSetup() run the same stages in one call.
//
//   auto opening = OpenSimTrialOpening::fromSetup("ID/walk_Setup_ID.xml", read);
//   while (!opening.done()) {
//     show(opening.nextStage());             // "reading the model", …
//     if (Status s = opening.step(); !s) …   // the error names the file and element or line
//   }
//   OpenSimTrial trial = opening.take();
#include <memory>
#include <optional>
#include <string>

#include "core/Result.hpp"
#include "io/importers/opensim/OpenSimTrial.hpp"

namespace wl {

struct OsimModel;
struct StorageTable;
struct ExternalLoadsSpec;

class OpenSimTrialOpening {
 public:
  OpenSimTrialOpening(OpenSimFiles files, CoordinateOptions options, FileReader read);
  /// From an Inverse Dynamics setup (read and parsed in the first step): its files, filter and time range.
  static OpenSimTrialOpening fromSetup(std::string setupPath, FileReader read);
  OpenSimTrialOpening(OpenSimTrialOpening&&) noexcept;
  OpenSimTrialOpening& operator=(OpenSimTrialOpening&&) noexcept;
  ~OpenSimTrialOpening();

  /// Runs the next stage. After an error the opening is done and the error is kept (error()).
  Status step();
  /// Nothing left to run: take() the trial, or read the error.
  bool done() const { return stage_ == Stage::Done; }
  bool failed() const { return error_.has_value(); }
  const Error& error() const { return *error_; }
  /// What the next step() does, for a progress line ("reading the ground reactions").
  const char* nextStage() const;
  /// Steps run so far and in all (the total is known once the setup or files are known).
  int stepsDone() const { return stepsDone_; }
  int stepCount() const;
  /// The opened trial; only when done() and not failed().
  OpenSimTrial take() { return std::move(trial_); }

 private:
  enum class Stage { Setup, Model, LoadsTable, Loads, Coordinates, Done };
  Status runStage();
  Stage after(Stage stage) const;

  Stage stage_ = Stage::Model;
  int stepsDone_ = 0;
  std::string setupPath_;
  std::vector<std::string> setupNotes_;
  OpenSimFiles files_;
  CoordinateOptions options_;
  FileReader read_;
  std::unique_ptr<OsimModel> osim_;
  std::unique_ptr<StorageTable> loadsData_;
  std::unique_ptr<ExternalLoadsSpec> loads_;
  std::string loadsDataPath_;
  OpenSimTrial trial_;
  std::optional<Error> error_;
};

}  // namespace wl
