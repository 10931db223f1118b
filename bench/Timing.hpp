#pragma once
// Per-call timing: a call is run in batches long enough for the clock's own cost to vanish, the
// batch time divided by the batch size is one sample, and the report is the median of many samples
// (robust against the other processes on a shared machine).
#include <algorithm>
#include <chrono>
#include <vector>

namespace wl::bench {

using Clock = std::chrono::steady_clock;

/// Written after every timed call so the compiler cannot drop the work that produced the value.
inline volatile double gSink = 0.0;

inline double median(std::vector<double> v) {
  if (v.empty()) return 0.0;
  const size_t mid = v.size() / 2;
  std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(mid), v.end());
  const double upper = v[mid];
  if (v.size() % 2 == 1) return upper;
  return 0.5 * (upper + *std::max_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(mid)));
}

/// Runs `call(i)` for i = 0 … calls−1; returns ns per call.
template <class Call>
double nsPerCall(Call& call, long calls) {
  const Clock::time_point start = Clock::now();
  for (long i = 0; i < calls; ++i) call(i);
  const Clock::time_point stop = Clock::now();
  return std::chrono::duration<double, std::nano>(stop - start).count() / static_cast<double>(calls);
}

/// Warms `call` up for about `warmupNs` and returns the batch size that lasts about `batchNs`.
template <class Call>
long calibrate(Call& call, double warmupNs, double batchNs) {
  long calls = 1;
  double elapsed = 0.0;
  double perCall = 0.0;
  while (elapsed < warmupNs) {
    perCall = nsPerCall(call, calls);
    elapsed += perCall * static_cast<double>(calls);
    if (perCall * static_cast<double>(calls) < batchNs) calls *= 2;
  }
  return std::max(1L, static_cast<long>(batchNs / std::max(perCall, 1.0)));
}

}  // namespace wl::bench
