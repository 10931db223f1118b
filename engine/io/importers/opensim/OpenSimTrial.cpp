#include "io/importers/opensim/OpenSimTrial.hpp"

#include <cstring>

#include "io/codecs/JsonText.hpp"
#include "io/importers/opensim/OpenSimTrialOpening.hpp"
#include "xml/Xml.hpp"

namespace wl {

namespace {

Result<OpenSimTrial> runToTheEnd(OpenSimTrialOpening opening) {
  while (!opening.done())
    if (Status s = opening.step(); !s) return s.error();
  return opening.take();
}

}  // namespace

Result<OpenSimTrial> openOpenSimFiles(const OpenSimFiles& files, const CoordinateOptions& options, const FileReader& read) {
  return runToTheEnd(OpenSimTrialOpening(files, options, read));
}

Result<InverseDynamicsSetup> parseInverseDynamicsSetup(std::string_view text, const std::string& source) {
  using namespace xml;
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
  return runToTheEnd(OpenSimTrialOpening::fromSetup(setupPath, read));
}

}  // namespace wl
