#pragma once
// Timing one computation of ours beside one of MuJoCo's: batches alternate within each round (who
// goes first alternates too), the report is the median per call of each side and the median of the
// per-round ratios, plus our heap allocations per steady-state call. Shared by the benchmark
// programs (bench_main.cpp, bench_opensim.cpp).
#include <algorithm>
#include <string>
#include <vector>

#include "AllocationCounter.hpp"
#include "Timing.hpp"

namespace wl::bench {

struct Options {
  int rounds = 201;
  double batchUs = 300.0;
  std::string only;
};

struct Sample {
  std::vector<double> ours, theirs, ratio;
};

struct Row {
  std::string measurement;
  std::string mujocoName;
  double oursNs = 0.0, theirsNs = 0.0, ratio = 0.0;
  double oursSpread = 0.0;  ///< (p75 − p25) / median of our samples, a noise indicator
  unsigned long allocationsPerCall = 0;
  bool hasTheirs = false;
};

inline double quantile(std::vector<double> v, double q) {
  std::sort(v.begin(), v.end());
  if (v.empty()) return 0.0;
  const double pos = q * static_cast<double>(v.size() - 1);
  const size_t lo = static_cast<size_t>(pos);
  const size_t hi = std::min(lo + 1, v.size() - 1);
  return v[lo] + (pos - static_cast<double>(lo)) * (v[hi] - v[lo]);
}

// Allocations made by `calls` steady-state calls (after one call that may size lazy buffers).
template <class Call>
unsigned long allocationsPerCall(Call& call, long calls) {
  call(0);
  AllocationScope scope;
  for (long i = 0; i < calls; ++i) call(i);
  return static_cast<unsigned long>(scope.count().total() / static_cast<std::uint64_t>(calls));
}

/// The other side when there is none (a build without MuJoCo, a model MuJoCo cannot express).
struct NoCall {
  void operator()(long) const {}
};

template <class Ours, class Theirs>
Row measure(const Options& options, const std::string& name, Ours ours, Theirs theirs, bool hasTheirs,
            const std::string& mujocoName) {
  const double batchNs = options.batchUs * 1e3;
  const long oursCalls = calibrate(ours, 20.0 * batchNs, batchNs);
  const long theirsCalls = hasTheirs ? calibrate(theirs, 20.0 * batchNs, batchNs) : 1;
  Sample s;
  for (int r = 0; r < options.rounds; ++r) {
    // Alternate who goes first so neither side always runs on a cache the other warmed.
    double o = 0.0, t = 0.0;
    if (r % 2 == 0) {
      o = nsPerCall(ours, oursCalls);
      if (hasTheirs) t = nsPerCall(theirs, theirsCalls);
    } else {
      if (hasTheirs) t = nsPerCall(theirs, theirsCalls);
      o = nsPerCall(ours, oursCalls);
    }
    s.ours.push_back(o);
    if (hasTheirs) {
      s.theirs.push_back(t);
      s.ratio.push_back(o / t);
    }
  }
  Row row;
  row.measurement = name;
  row.mujocoName = mujocoName;
  row.oursNs = median(s.ours);
  row.oursSpread = (quantile(s.ours, 0.75) - quantile(s.ours, 0.25)) / row.oursNs;
  row.hasTheirs = hasTheirs;
  if (hasTheirs) {
    row.theirsNs = median(s.theirs);
    row.ratio = median(s.ratio);
  }
  row.allocationsPerCall = allocationsPerCall(ours, 64);
  return row;
}

}  // namespace wl::bench
