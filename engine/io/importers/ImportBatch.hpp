#pragma once
// An OpenSim trial arrives as files dropped or picked together (in the app, or carried by a link): a model (.osim), its coordinates
// (.mot/.sto), an ExternalLoads .xml with its ground-reaction data, or an Inverse Dynamics setup that
// names them. This sorts such a batch into the engine's OpenSimFiles (or a setup), and reads files the
// way a user expects of a drop: a setup's "../IK/walk_IK.mot" is found among the dropped files by its
// name when the folders were not dropped with it.
#include <memory>
#include <string>
#include <vector>

#include "core/Result.hpp"
#include "io/importers/opensim/OpenSimTrial.hpp"

namespace wl {

/// True when the batch holds an OpenSim model or an Inverse Dynamics setup.
bool isOpenSimBatch(const std::vector<std::string>& paths, const FileReader& read);

/// The first robot model file of the batch (its index, or -1): a .urdf or .mjcf, or an .xml that is
/// none of OpenSim's (as the CLI decides: its root element, <robot> or <mujoco>, says the format, and
/// the importer names anything else, or XML that is not well formed, in its message).
int findRobotFile(const std::vector<std::string>& paths, const FileReader& read);

struct TrialBatch {
  std::string setup;  ///< an InverseDynamicsTool setup; when given, `files` is unused
  OpenSimFiles files;
};

/// Sorts the batch: the one .osim is the model, an <ExternalLoads> .xml the loads, the .mot/.sto its
/// loads do not name as their data file the coordinates. Errors say which file is missing or twice.
Result<TrialBatch> sortTrialBatch(const std::vector<std::string>& paths, const FileReader& read);

/// What a batch reader found out while reading: a file read in the place of the one named.
struct BatchReadNotes {
  std::vector<std::string> stoodIn;  ///< "OutputReference/walk_ik.mot: not there; the chosen walk_ik.mot was read in its place"
};

/// Reads with `read`; a path that is not there is looked up by its file name among `batch` (a setup's
/// "../IK/walk_ik.mot" among files chosen without their folders), and `notes`, when given, records each
/// file that stood in for another (once). A file found neither way is refused by its name, saying to
/// choose it with the others, never by the place the page stored the batch in.
FileReader readerFindingBatchFiles(const std::vector<std::string>& batch, FileReader read,
                                   std::shared_ptr<BatchReadNotes> notes = nullptr);

}  // namespace wl
