#pragma once
// What opening a model file gives, whatever its format: the model, the motion it prescribes, the
// simulation it asks for and the JSON document behind it. Our JSON (io/formats/ModelJson.hpp) and
// every importer (io/importers: OpenSim, URDF, MJCF) produce one; a Session opens one.
#include <nlohmann/json.hpp>
#include <string>

#include "model/Model.hpp"
#include "model/Motion.hpp"
#include "simulation/SimulationSpec.hpp"

namespace wl {

struct ModelFile {
  Model model;
  Motion motion;              ///< prescribed motion of every coordinate (inverse-dynamics lessons)
  SimulationSpec simulation;  ///< forward-dynamics lessons (simulation.enabled)
  nlohmann::json document;    ///< the JSON it was built from: parameters are edited here, then reloaded
  std::string name, description, baseDir;
};

}  // namespace wl
