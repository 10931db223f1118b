#include "numerics/OpenSimLowpass.hpp"

#include <algorithm>
#include <cmath>

#include "core/Types.hpp"

namespace wl {

Status lowPassOpenSim(std::vector<double>& samples, double dt, double cutoffHz, bool* cutoffClamped) {
  if (!(dt > 0.0) || !std::isfinite(dt)) return Error{"lowpass", "needs a positive sampling interval"};
  if (!(cutoffHz > 0.0) || !std::isfinite(cutoffHz)) return Error{"lowpass", "the cut-off must be a positive frequency"};
  const size_t n = samples.size();
  if (n < 4) return Error{"lowpass", "needs at least 4 samples"};
  const double fs = 1.0 / dt;
  if (cutoffClamped) *cutoffClamped = cutoffHz >= 0.5 * fs;
  if (cutoffHz >= 0.5 * fs) cutoffHz = 0.49 * fs;
  // H(s) = 1 / ((s + 1)(s² + s + 1)) at s = (1 − z⁻¹) / (ω_a (1 + z⁻¹)).
  const double wa = std::tan(kPi * cutoffHz * dt), wa2 = wa * wa, wa3 = wa2 * wa;
  const double denom = (wa + 1.0) * (wa2 + wa + 1.0);
  const double a0 = wa3 / denom, a1 = 3.0 * wa3 / denom;
  const double b1 = (3.0 * wa3 + 2.0 * wa2 - 2.0 * wa - 3.0) / denom;
  const double b2 = (3.0 * wa3 - 2.0 * wa2 - 2.0 * wa + 3.0) / denom;
  const double b3 = (wa - 1.0) * (wa2 - wa + 1.0) / denom;
  std::vector<double> out(n);
  auto pass = [&](const std::vector<double>& x, std::vector<double>& y) {
    for (size_t i = 0; i < 3; ++i) y[i] = x[i];
    for (size_t i = 3; i < n; ++i)
      y[i] = a0 * (x[i] + x[i - 3]) + a1 * (x[i - 1] + x[i - 2]) - b1 * y[i - 1] - b2 * y[i - 2] - b3 * y[i - 3];
  };
  pass(samples, out);
  std::reverse(out.begin(), out.end());
  pass(out, samples);
  std::reverse(samples.begin(), samples.end());
  return Status::success();
}

}  // namespace wl
