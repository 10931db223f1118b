#pragma once
// Angles sampled from a measurement wrap at ±180°: a joint that turns past half a turn jumps from +π to
// −π between two samples. A spline through that jump reads it as a turn in one sample step, a velocity
// of 2π/dt and a torque spike. Unwrapping adds whole turns so that consecutive samples differ by less
// than half a turn, which is the only reading consistent with data sampled fast enough to be splined.
#include <vector>

namespace wl {

/// Adds multiples of `period` (2π for radians, 360 for degrees) to `samples[1..]` so that no two
/// consecutive samples differ by more than half a period. Returns true when anything changed.
bool unwrapAngles(std::vector<double>& samples, double period);

}  // namespace wl
