#include "numerics/Butterworth.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "core/Types.hpp"
#include "core/NumberText.hpp"

namespace wl {
namespace {

struct Biquad {
  double b0, b1, b2, a1, a2;
};

// Bilinear transform of the analog 2nd-order Butterworth whose (pre-warped) cut-off is wc = tan(π f dt).
Biquad design(double wc) {
  const double k1 = std::sqrt(2.0) * wc, k2 = wc * wc;
  const double a0 = 1.0 + k1 + k2;
  return {k2 / a0, 2.0 * k2 / a0, k2 / a0, 2.0 * (k2 - 1.0) / a0, (1.0 - k1 + k2) / a0};
}

// One causal pass, started in the steady state of the first sample so a constant passes unchanged.
void pass(const Biquad& f, std::vector<double>& x) {
  if (x.empty()) return;
  double x1 = x[0], x2 = x[0], y1 = x[0], y2 = x[0];
  for (double& v : x) {
    const double y = f.b0 * v + f.b1 * x1 + f.b2 * x2 - f.a1 * y1 - f.a2 * y2;
    x2 = x1;
    x1 = v;
    y2 = y1;
    y1 = y;
    v = y;
  }
}

}  // namespace

Status lowPassZeroLag(std::vector<double>& samples, double dt, double cutoffHz) {
  if (!(dt > 0.0)) return Error{"lowpass", "needs uniformly sampled data"};
  const double nyquist = 0.5 / dt;
  if (!(cutoffHz > 0.0) || !(cutoffHz < nyquist))
    return Error{"lowpass_hz", "must be between 0 and the Nyquist frequency " + formatShortest(nyquist) +
                                   " Hz of this sampling rate (" + formatShortest(1.0 / dt) + " Hz)"};
  // Two passes attenuate twice. Winter's correction divides the pre-warped cut-off by
  // C = (2^(1/2) − 1)^(1/4) ≈ 0.802, so that the pair is exactly −3 dB at cutoffHz: the bilinear transform
  // maps the analog |H|⁴ = 1 / (1 + (Ω/Ωc)⁴)² at Ω = tan(π f dt) one to one onto the digital response.
  const double correction = std::pow(std::sqrt(2.0) - 1.0, 0.25);
  const double wc = std::tan(kPi * cutoffHz * dt) / correction;
  const double passCutoffHz = std::atan(wc) / (kPi * dt);  // one pass's own −3 dB frequency
  const size_t n = samples.size();
  if (n < 4) return Error{"lowpass", "needs at least 4 samples"};
  // Odd reflection about the end points damps the start-up transients of both passes.
  const size_t pad = std::min(n - 1, static_cast<size_t>(3.0 / (passCutoffHz * dt)) + 3);
  std::vector<double> padded;
  padded.reserve(n + 2 * pad);
  for (size_t i = pad; i >= 1; --i) padded.push_back(2.0 * samples[0] - samples[i]);
  padded.insert(padded.end(), samples.begin(), samples.end());
  for (size_t i = 1; i <= pad; ++i) padded.push_back(2.0 * samples[n - 1] - samples[n - 1 - i]);
  const Biquad f = design(wc);
  pass(f, padded);
  std::reverse(padded.begin(), padded.end());
  pass(f, padded);
  std::reverse(padded.begin(), padded.end());
  std::copy(padded.begin() + static_cast<long>(pad), padded.begin() + static_cast<long>(pad + n), samples.begin());
  return Status::success();
}

}  // namespace wl
