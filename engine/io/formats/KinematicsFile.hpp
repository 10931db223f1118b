#pragma once
// Measured kinematics into a prescribed Motion: a CSV (time + one column per coordinate) or an
// OpenSim .mot file; angles unwrapped where they wrap at ±180°, optionally low-pass filtered (zero-lag
// Butterworth, as is standard for marker data), then interpolated by cubic splines whose derivatives
// give q̇ and q̈.
#include <string>
#include <string_view>

#include "core/Result.hpp"
#include "model/Model.hpp"
#include "model/Motion.hpp"

namespace wl {

struct KinematicsOptions {
  double lowPassHz = 0.0;  ///< cut-off of the zero-lag Butterworth filter; 0 leaves the data as is
  /// Coordinates absent from the file keep this motion's function (e.g. the lesson's own motion);
  /// without it a missing coordinate is an error.
  const Motion* fallback = nullptr;
};

/// Parses CSV or .mot text (recognised by content: a .mot has an `endheader` line). Errors name
/// `source:line:column`.
Result<Motion> parseKinematics(std::string_view text, const std::string& source, const Model& model,
                               const KinematicsOptions& options = {});

/// Reads the file at `path` and parses it as above.
Result<Motion> loadKinematicsFile(const std::string& path, const Model& model, const KinematicsOptions& options = {});

}  // namespace wl
