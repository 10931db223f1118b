#pragma once
// Coordinates from an OpenSim table (.mot/.sto) into a prescribed motion, processed exactly as
// OpenSim's Inverse Dynamics tool processes them (InverseDynamicsTool::run), so that results
// compare with its output:
//   1. columns matched to the model's coordinates by name (or a state path ending in
//      "/<coordinate>/value"); extra columns are ignored, missing coordinates held at their default;
//   2. angles that wrap at ±180° unwrapped (our addition: a jump of more than half a turn between two
//      rows of a rotational coordinate is a wrap, never a motion);
//   3. with a cut-off ≥ 0: padded by half the row count at each end with the reflected, negated data
//      (Storage::pad), resampled at the smallest time step by natural quintic splines when the
//      sampling is not uniform (Storage::lowpassIIR → resample), then filtered by lowPassOpenSim;
//      or, instead, our own zero-lag Butterworth (`butterworthHz`, the CLI's --lowpass);
//   4. degrees to radians for rotational coordinates when the header says inDegrees=yes;
//   5. a natural quintic spline through every column (OpenSim's GCVSpline of degree 5 with zero
//      error variance), so velocities and accelerations are its exact derivatives;
//   6. the frames: the table's rows between the time range's ends, found as OpenSim finds them
//      (the last row at or before each end).
#include <limits>
#include <string>
#include <vector>

#include "core/Result.hpp"
#include "io/codecs/StorageFile.hpp"
#include "model/Model.hpp"
#include "model/Motion.hpp"

namespace wl {

struct CoordinateOptions {
  double openSimLowpassHz = -1.0;  ///< OpenSim's filter (lowpass_cutoff_frequency_for_coordinates); < 0: none
  double butterworthHz = 0.0;      ///< our zero-lag Butterworth instead; 0: none
  double startTime = -std::numeric_limits<double>::infinity();  ///< time_range
  double endTime = std::numeric_limits<double>::infinity();
};

struct CoordinateTrajectory {
  Motion motion;                   ///< one function per model coordinate; start/end: the first and last frame
  std::vector<double> frames;      ///< the rows OpenSim's ID tool reports (within the time range)
  std::vector<std::string> notes;  ///< ignored columns, coordinates held at default, unwrapped angles, …
};

/// `table` was read from `source` (named in messages).
Result<CoordinateTrajectory> coordinateTrajectory(const StorageTable& table, const std::string& source, const Model& model,
                                          const CoordinateOptions& options);

}  // namespace wl
