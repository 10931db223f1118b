#include "numerics/AngleUnwrap.hpp"

#include <cmath>

namespace wl {

bool unwrapAngles(std::vector<double>& samples, double period) {
  bool changed = false;
  double offset = 0.0;
  double previousRaw = samples.empty() ? 0.0 : samples[0];
  for (size_t i = 1; i < samples.size(); ++i) {
    const double raw = samples[i];
    const double jump = raw - previousRaw;
    if (std::abs(jump) > 0.5 * period) {
      offset -= period * std::round(jump / period);
      changed = true;
    }
    previousRaw = raw;
    samples[i] = raw + offset;
  }
  return changed;
}

}  // namespace wl
