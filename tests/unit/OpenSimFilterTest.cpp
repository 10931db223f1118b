// OpenSim's coordinate filter (third-order Butterworth, forward and backward) checked against what a
// Butterworth filter must do: a constant passes unchanged, a sinusoid at the cut-off comes out at
// |H|² = 1/2 of its amplitude (−3 dB per pass, two passes), far below it nearly unchanged, far above
// it nearly removed, and no phase shift.
#include <doctest/doctest.h>

#include <cmath>

#include "core/Types.hpp"
#include "numerics/OpenSimLowpass.hpp"

using namespace wl;

namespace {

// Amplitude and phase of the filtered sinusoid in the middle third (away from the start-up).
void response(double f, double fc, double& gain, double& lag) {
  const double dt = 0.001;
  const int n = 6000;
  std::vector<double> x(n);
  for (int i = 0; i < n; ++i) x[static_cast<size_t>(i)] = std::sin(2.0 * kPi * f * i * dt);
  REQUIRE(lowPassOpenSim(x, dt, fc).ok());
  double sc = 0.0, ss = 0.0;
  int count = 0;
  for (int i = n / 3; i < 2 * n / 3; ++i) {
    const double w = 2.0 * kPi * f * i * dt;
    sc += x[static_cast<size_t>(i)] * std::cos(w);
    ss += x[static_cast<size_t>(i)] * std::sin(w);
    ++count;
  }
  gain = 2.0 * std::hypot(sc, ss) / count;
  lag = std::atan2(sc, ss);
}

}  // namespace

TEST_CASE("OpenSim's low-pass: constant unchanged, 1/2 at the cut-off, no phase shift") {
  std::vector<double> c(50, 3.25);
  REQUIRE(lowPassOpenSim(c, 0.01, 6.0).ok());
  for (double v : c) CHECK(v == doctest::Approx(3.25).epsilon(1e-12));
  double gain = 0, lag = 0;
  response(6.0, 6.0, gain, lag);  // the cut-off: one pass −3 dB, two passes 1/2
  CHECK(gain == doctest::Approx(0.5).epsilon(2e-3));
  CHECK(std::abs(lag) < 1e-3);
  response(1.0, 6.0, gain, lag);  // |H|² = 1 / (1 + (f/fc)⁶) for the analogue prototype, ≈ 1 here
  CHECK(gain == doctest::Approx(1.0 / (1.0 + std::pow(1.0 / 6.0, 6))).epsilon(1e-3));
  response(30.0, 6.0, gain, lag);
  CHECK(gain < 1e-3);
  CHECK(lowPassOpenSim(c, 0.01, 0.0).error().text() == "lowpass: the cut-off must be a positive frequency");
  std::vector<double> three(3, 1.0);
  CHECK(lowPassOpenSim(three, 0.01, 6.0).error().text() == "lowpass: needs at least 4 samples");
  bool clamped = false;
  REQUIRE(lowPassOpenSim(c, 0.01, 80.0, &clamped).ok());  // above Nyquist (50 Hz): 0.49 · 100 Hz, as OpenSim
  CHECK(clamped);
}
