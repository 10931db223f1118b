#pragma once
// The low-pass filter of OpenSim's Inverse Dynamics tool (Signal::LowpassIIR, applied by
// Storage::lowpassIIR to the coordinates): a third-order Butterworth designed by the bilinear
// transform with a pre-warped cut-off ω_a = tan(π f_c T), run forward and then backward over the
// samples, each pass starting from the first three samples as they are. The cut-off is not
// corrected for the double pass (unlike our own zero-lag filter, Butterworth.hpp), and a cut-off at
// or above half the sampling rate is lowered to 0.49 of the sampling rate, as OpenSim does.
#include <vector>

#include "core/Result.hpp"

namespace wl {

/// Filters `samples` taken every `dt` seconds in place; `cutoffClamped` reports whether the cut-off
/// had to be lowered. Needs at least 4 samples and dt > 0, cutoffHz > 0.
Status lowPassOpenSim(std::vector<double>& samples, double dt, double cutoffHz, bool* cutoffClamped = nullptr);

}  // namespace wl
