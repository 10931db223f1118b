#pragma once
// Zero-lag low-pass filter for sampled kinematics: a 2nd-order Butterworth run forward and then
// backward (no phase shift), its pre-warped cut-off divided by Winter's correction (√2 − 1)^¼ ≈ 0.802 so
// that the double pass is −3 dB at the requested frequency (Winter, Biomechanics and Motor Control of
// Human Movement, 4th ed. 2009, §3.4.4).
#include <vector>

#include "core/Result.hpp"

namespace wl {

/// Filters `samples` taken every `dt` seconds in place. Fails if the cut-off is not in (0, Nyquist).
Status lowPassZeroLag(std::vector<double>& samples, double dt, double cutoffHz);

}  // namespace wl
