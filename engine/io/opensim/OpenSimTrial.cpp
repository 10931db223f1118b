#include "io/opensim/OpenSimTrial.hpp"

#include <cstring>

#include "io/JsonText.hpp"
#include "io/opensim/ExternalLoads.hpp"
#include "io/opensim/OsimModel.hpp"
#include "io/opensim/StorageFile.hpp"
#include "io/opensim/Xml.hpp"

namespace wl {

Result<std::string> readFileFromDisk(const std::string& path) { return readTextFile(path); }

std::string resolvePath(const std::string& from, const std::string& relative) {
  if (relative.empty() || relative[0] == '/') return relative;
  const size_t slash = from.find_last_of('/');
  return slash == std::string::npos ? relative : from.substr(0, slash + 1) + relative;
}

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

Result<OpenSimTrial> openOpenSimFiles(const OpenSimFiles& files, const CoordinateOptions& options, const FileReader& read) {
  auto modelText = readWith(read, files.model);
  if (!modelText) return modelText.error();
  auto osim = parseOsimModel(*modelText, files.model);
  if (!osim) return osim.error();

  OpenSimTrial trial;
  trial.ignoredSummary = osim->ignoredSummary();
  trial.notes = osim->notes;
  trial.unmodelledForces = osim->unmodelledForces;

  if (!files.externalLoads.empty()) {
    auto loadsText = readWith(read, files.externalLoads);
    if (!loadsText) return loadsText.error();
    auto loads = parseExternalLoads(*loadsText, files.externalLoads);
    if (!loads) return loads.error();
    if (loads->dataFile.empty()) return Error{files.externalLoads, "names no <datafile> with the forces"};
    const std::string dataPath = resolvePath(files.externalLoads, loads->dataFile);
    auto dataText = readWith(read, dataPath);
    if (!dataText) return dataText.error();
    auto data = parseStorage(*dataText, dataPath);
    if (!data) return data.error();
    if (Status s = addExternalLoads(*osim, *loads, *data, dataPath); !s) return s.error();
    trial.notes.insert(trial.notes.end(), loads->notes.begin(), loads->notes.end());
  }
  auto model = osim->builder.build();
  if (!model) return Error{files.model + ": " + model.error().where, model.error().message};

  ModelFile& file = trial.file;
  file.name = osim->name;
  file.description = "OpenSim model " + fileName(files.model) + " (" + trial.ignoredSummary + ")";
  file.baseDir = files.model.find('/') == std::string::npos ? "." : files.model.substr(0, files.model.find_last_of('/'));
  file.document = nlohmann::json();  // imported: no JSON document whose parameters could be edited
  if (!files.coordinates.empty()) {
    auto text = readWith(read, files.coordinates);
    if (!text) return text.error();
    auto table = parseStorage(*text, files.coordinates);
    if (!table) return table.error();
    auto trajectory = coordinateTrajectory(*table, files.coordinates, *model, options);
    if (!trajectory) return trajectory.error();
    file.motion = std::move(trajectory->motion);
    trial.frameTimes = std::move(trajectory->frames);
    trial.notes.insert(trial.notes.end(), trajectory->notes.begin(), trajectory->notes.end());
  } else {
    file.motion.coordinates.resize(static_cast<size_t>(model->nq()));
    for (int k = 0; k < model->nq(); ++k)
      file.motion.coordinates[static_cast<size_t>(k)] = TimeFunction::constant(model->coordinates()[static_cast<size_t>(k)].defaultValue);
    file.motion.source = "the model's default pose";
  }
  file.model = std::move(*model);
  return trial;
}

Result<InverseDynamicsSetup> parseInverseDynamicsSetup(std::string_view text, const std::string& source) {
  using namespace osim;
  XmlDocument doc;
  if (Status s = doc.parse(text, source); !s) return s.error();
  const XmlElement* root = doc.root();
  const XmlElement* tool = std::strcmp(root->Name(), "InverseDynamicsTool") == 0 ? root : child(root, "InverseDynamicsTool");
  if (!tool) return elementError(source, root, "has no <InverseDynamicsTool>: not an Inverse Dynamics setup");
  InverseDynamicsSetup setup;
  setup.source = source;
  setup.name = nameOf(tool);
  setup.modelFile = textOf(child(tool, "model_file"));
  setup.coordinatesFile = textOf(child(tool, "coordinates_file"));
  setup.externalLoadsFile = textOf(child(tool, "external_loads_file"));
  setup.resultsDirectory = textOf(child(tool, "results_directory"));
  setup.outputFile = textOf(child(tool, "output_gen_force_file"));
  if (setup.externalLoadsFile == "Unassigned") setup.externalLoadsFile.clear();
  if (setup.modelFile.empty() || setup.modelFile == "Unassigned") return elementError(source, tool, "needs a <model_file>");
  if (setup.coordinatesFile.empty() || setup.coordinatesFile == "Unassigned")
    return elementError(source, tool, "needs a <coordinates_file> (inverse dynamics needs the motion)");
  auto lowpass = childNumber(source, tool, "lowpass_cutoff_frequency_for_coordinates", -1.0);
  if (!lowpass) return lowpass.error();
  setup.lowpassHz = *lowpass;
  if (const XmlElement* range = child(tool, "time_range")) {
    auto t = numbersOf(source, range, 2);
    if (!t) return t.error();
    if ((*t)[1] < (*t)[0]) return elementError(source, range, "the end comes before the start");
    setup.startTime = (*t)[0];
    setup.endTime = (*t)[1];
  }
  setup.forcesToExclude = wordsOf(child(tool, "forces_to_exclude"));
  if (!wordsOf(child(tool, "joints_to_report_body_forces")).empty())
    setup.notes.push_back("joints_to_report_body_forces is not written (WrenchLab's terms command gives every joint wrench)");
  return setup;
}

Result<OpenSimTrial> openOpenSimSetup(const std::string& setupPath, const FileReader& read) {
  auto text = readWith(read, setupPath);
  if (!text) return text.error();
  auto setup = parseInverseDynamicsSetup(*text, setupPath);
  if (!setup) return setup.error();
  OpenSimFiles files;
  files.model = resolvePath(setupPath, setup->modelFile);
  files.coordinates = resolvePath(setupPath, setup->coordinatesFile);
  if (!setup->externalLoadsFile.empty()) files.externalLoads = resolvePath(setupPath, setup->externalLoadsFile);
  CoordinateOptions options;
  options.openSimLowpassHz = setup->lowpassHz;
  options.startTime = setup->startTime;
  options.endTime = setup->endTime;
  auto trial = openOpenSimFiles(files, options, read);
  if (!trial) return trial.error();
  trial->notes.insert(trial->notes.end(), setup->notes.begin(), setup->notes.end());
  return trial;
}

}  // namespace wl
