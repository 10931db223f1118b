#pragma once
// The vertical range of a plot. Magnitudes start at zero and end at a round number just above the
// largest value; signed quantities (energy) get a margin so a flat curve does not hide on the frame.
#include <algorithm>
#include <cmath>

namespace wl::web {

struct AxisRange {
  double lo = 0.0, hi = 1.0;
};

/// The smallest of 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 × 10^k that is ≥ x (x > 0): tight, still round.
inline double roundUpNice(double x) {
  const double decade = std::pow(10.0, std::floor(std::log10(x)));
  for (double m : {1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0})
    if (m * decade >= x * (1.0 - 1e-12)) return m * decade;
  return 10.0 * decade;
}

/// `lo`, `hi`: the data's extremes (lo > hi when there were no finite values).
inline AxisRange plotAxisRange(double lo, double hi, bool magnitudes) {
  if (!(lo <= hi)) return {0.0, 1.0};
  if (magnitudes) {
    const double top = std::max(hi, 0.0) * 1.01;  // a little room above the highest peak
    return {0.0, top > 1e-12 ? roundUpNice(top) : 1.0};
  }
  const double span = hi - lo;
  const double margin = span > 1e-9 * std::max(1.0, std::abs(hi)) ? 0.05 * span : std::max(0.05 * std::abs(hi), 1e-3);
  return {lo - margin, hi + margin};
}

}  // namespace wl::web
