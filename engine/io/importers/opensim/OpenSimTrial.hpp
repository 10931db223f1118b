#pragma once
// One call from OpenSim's files to a model the Session can open: the model (.osim), its coordinates
// (.mot/.sto, optional) and its external loads (ExternalLoads .xml with its data file, optional),
// or an Inverse Dynamics setup that names all three. Files are read through a FileReader, so the
// CLI reads the disk and the page reads the files the user dropped; paths are resolved as OpenSim
// resolves them (a setup's against the setup's folder, a data file against its ExternalLoads
// file's folder).
//
//   auto trial = openOpenSimSetup("ID/walk_Setup_ID.xml", readFromDisk);   // or openOpenSimFiles(…)
//   Session session = Session::create(std::move(trial->file)).value();      // every term, any frame
//   trial->frameTimes;          // the rows OpenSim's ID tool reports
//   trial->ignoredSummary;      // "ignored: 18 muscles, 39 markers, 19 meshes"
#include <functional>
#include <limits>
#include <string>
#include <vector>

#include "core/Result.hpp"
#include "io/FileReader.hpp"
#include "io/ModelFile.hpp"
#include "io/importers/mesh/MeshReference.hpp"
#include "io/importers/opensim/CoordinateData.hpp"

namespace wl {


struct OpenSimFiles {
  std::string model;          ///< .osim
  std::string coordinates;    ///< .mot / .sto; empty: the model's default pose over 10 s
  std::string externalLoads;  ///< ExternalLoads .xml; empty: none
};

struct OpenSimTrial {
  ModelFile file;                            ///< model + motion (loads included); for Session::create
  std::vector<double> frameTimes;            ///< the coordinate rows inside the time range
  std::string ignoredSummary;                ///< "ignored: 6 muscles, 3 markers, 36 meshes, 4 wrap objects"
  std::vector<std::string> notes;            ///< columns ignored, defaults used, …
  std::vector<std::string> unmodelledForces; ///< non-muscle forces of the model (OpenSim's ID applies them unless excluded)
  std::vector<MeshReference> meshes;         ///< the bones to draw, not yet read (io/importers/mesh/MeshLoading.hpp with the trial's reader)
};

Result<OpenSimTrial> openOpenSimFiles(const OpenSimFiles& files, const CoordinateOptions& options, const FileReader& read);

/// An InverseDynamicsTool setup file: its fields, paths as written.
struct InverseDynamicsSetup {
  std::string name, source;
  std::string modelFile, coordinatesFile, externalLoadsFile, resultsDirectory, outputFile;
  double lowpassHz = -1.0;
  double startTime = -std::numeric_limits<double>::infinity();
  double endTime = std::numeric_limits<double>::infinity();
  std::vector<std::string> forcesToExclude;
  std::vector<std::string> notes;
};
Result<InverseDynamicsSetup> parseInverseDynamicsSetup(std::string_view text, const std::string& source);

/// Opens the files a setup names (relative to the setup's folder) with its filter and time range.
Result<OpenSimTrial> openOpenSimSetup(const std::string& setupPath, const FileReader& read);

}  // namespace wl
