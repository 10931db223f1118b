#pragma once
// Zero-lag low-pass filter for sampled kinematics: a 2nd-order Butterworth run forward and then
// backward (no phase shift), with the cut-off raised by 1/0.802 so that the double pass is −3 dB
// at the requested frequency (Winter, Biomechanics and Motor Control of Human Movement).
#include <vector>

#include "core/Result.hpp"

namespace wl {

/// Filters `samples` taken every `dt` seconds in place. Fails if the cut-off is not in (0, Nyquist).
Status lowPassZeroLag(std::vector<double>& samples, double dt, double cutoffHz);

}  // namespace wl
