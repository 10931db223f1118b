#pragma once
// An OpenSim trial being read, stage by stage: the model, its coordinates and its ground reactions
// (or an Inverse Dynamics setup naming them) become the Lesson menu's entry for a lesson of three
// steps around the imported model (a model without motion: a model to pose). One stage runs per call,
// so the page draws the progress line between them (the gait example is 460 kB of text). It reads
// files only; opening the entry is the player's (LessonPlayerTrial.cpp).
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/player/LessonList.hpp"
#include "app/text/Catalogue.hpp"
#include "io/FileReader.hpp"
#include "io/importers/mesh/MeshReference.hpp"
#include "io/importers/ImportBatch.hpp"
#include "io/importers/opensim/OpenSimTrialOpening.hpp"

namespace wl::web {

/// A trial read whole, ready to open: its entry for the list, and what to say once it is open.
struct ReadTrial {
  LessonEntry entry;
  std::string shown;                ///< the file named in the title and the messages
  std::string ignoredSummary;       ///< the engine's note on what it left out (English, as the CLI's)
  std::vector<std::string> notes;   ///< the importer's notes, then files that stood in for those named
  bool noMotion = false;            ///< a model without coordinates: posed, swinging in the demonstration motion
  bool unfiltered = false;          ///< coordinates without a setup: used as they are, unfiltered
  std::vector<MeshReference> meshes;  ///< the bones the model names, to read after it opens
  FileReader read;                  ///< reads them, among the files chosen together as the trial's own
};

class TrialImport {
 public:
  /// Starts reading the trial among `paths` (read through `read`). An error, with nothing pending,
  /// says why the files are no trial.
  Status begin(const std::vector<std::string>& paths, const FileReader& read);
  bool pending() const { return pending_.has_value(); }
  /// What comes next, in `texts`' language: the first stage after begin(), then "(k of n)".
  std::string progressLine(const Catalogue& texts) const;
  /// Runs the next stage. Stages remain: an empty optional (progressLine() says what comes next).
  /// The last: the trial, read (nothing is pending after it). An error ends the import.
  Result<std::optional<ReadTrial>> step();

 private:
  struct Pending {
    OpenSimTrialOpening opening;
    std::string shown;
    std::shared_ptr<const std::vector<BundledFile>> files;  ///< the batch as read, to carry
    std::string filesWhyNot;
    std::shared_ptr<BatchReadNotes> stoodIn;  ///< files read in the place of those the setup names
    bool unfiltered = false;
    FileReader read;                          ///< the batch's reader (meshes are read with it later)
  };
  std::optional<Pending> pending_;
};

/// The files chosen together as the user named them, to carry in a link or one file; null, with the
/// reason, when they cannot travel (two files of one name from different folders, one that cannot be read).
std::pair<std::shared_ptr<const std::vector<BundledFile>>, std::string> bundleChosenFiles(const std::vector<std::string>& paths,
                                                                                          const FileReader& read);

}  // namespace wl::web
