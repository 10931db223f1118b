#pragma once
// OpenSim's ExternalLoads files (.xml): a set of ExternalForce elements (applied_to_body,
// force_expressed_in_body, point_expressed_in_body, force/point/torque identifiers) and the data
// file that holds their columns. Each ExternalForce becomes one load of the model, with its own
// term in the breakdown: the force at its point of application plus the torque, each column splined
// as OpenSim's ExternalForce does (a natural cubic spline through 4 or more samples, the polygon
// through 2 or 3, a constant for 1). Errors name the file and element.
#include <string>
#include <string_view>
#include <vector>

#include "core/Result.hpp"
#include "io/importers/opensim/OsimModel.hpp"
#include "io/codecs/StorageFile.hpp"

namespace wl {

struct ExternalForceSpec {
  std::string name;
  std::string appliedToBody, forceExpressedIn, pointExpressedIn;
  std::string forceIdentifier, pointIdentifier, torqueIdentifier;
  std::string path;   ///< the element's path, for messages
};

struct ExternalLoadsSpec {
  std::string name;
  std::string source;                  ///< the file, for messages
  std::string dataFile;                ///< <datafile> as written (relative to the .xml's folder)
  std::vector<ExternalForceSpec> forces;
  std::vector<std::string> notes;      ///< disabled forces, …
};

Result<ExternalLoadsSpec> parseExternalLoads(std::string_view text, const std::string& source);

/// Adds every force of `loads` to `model` (before it is built), its columns taken from `data`
/// (read from `dataSource`). Bodies must exist; each identifier must name exactly three columns.
Status addExternalLoads(OsimModel& model, const ExternalLoadsSpec& loads, const StorageTable& data, const std::string& dataSource);

}  // namespace wl
