// Measured kinematics: CSV and .mot into splines whose derivatives are the velocities and
// accelerations, the zero-lag low-pass filter, and errors that name the line and column.
#include <doctest/doctest.h>

#include <cmath>
#include <sstream>

#include "algorithms/InverseDynamics.hpp"
#include "io/formats/KinematicsFile.hpp"
#include "io/formats/ModelJson.hpp"
#include "numerics/Butterworth.hpp"

using namespace wl;

namespace {
Model arm() {
  auto file = loadModelText(R"({"segments": [{"name": "a", "joint": {"name": "shoulder"}, "length": 0.3, "mass": 2},
                                              {"name": "b", "joint": {"name": "elbow"}, "length": 0.3, "mass": 1}]})",
                            "arm", ".");
  REQUIRE(file.ok());
  return file->model;
}

// q1 = 0.3 sin 2t, q2 = 0.1 t² sampled at `rate` Hz over [0, 2] s.
std::string sampled(double rate, const char* sep = ",", bool degrees = false) {
  std::ostringstream s;
  s.precision(17);
  s << "time" << sep << (degrees ? "shoulder [deg]" : "shoulder") << sep << "elbow\n";
  const int n = static_cast<int>(2.0 * rate);
  for (int i = 0; i <= n; ++i) {
    const double t = i / rate;
    const double q1 = 0.3 * std::sin(2 * t) * (degrees ? 180.0 / kPi : 1.0);
    s << t << sep << q1 << sep << 0.1 * t * t << "\n";
  }
  return s.str();
}

Error errorOf(const std::string& text) {
  auto m = parseKinematics(text, "trial.csv", arm());
  REQUIRE_FALSE(m.ok());
  return m.error();
}
}  // namespace

TEST_CASE("a CSV of an analytic motion gives its exact rates and accelerations in the interior") {
  const Model model = arm();
  for (const char* sep : {",", ";", "\t"}) {
    auto m = parseKinematics(sampled(1000.0, sep), "trial.csv", model);
    REQUIRE_MESSAGE(m.ok(), m.error().text());
    CHECK(m->startTime == 0.0);
    CHECK(m->endTime == doctest::Approx(2.0));
    for (double t : {0.3, 0.77, 1.5}) {
      const Derivatives d = m->coordinates[0].at(t);
      CHECK(d.value == doctest::Approx(0.3 * std::sin(2 * t)).epsilon(1e-9));
      CHECK(d.rate == doctest::Approx(0.6 * std::cos(2 * t)).epsilon(1e-6));
      CHECK(d.acceleration == doctest::Approx(-1.2 * std::sin(2 * t)).epsilon(1e-4));
      CHECK(m->coordinates[1].at(t).acceleration == doctest::Approx(0.2).epsilon(1e-6));
    }
  }
}

TEST_CASE("degrees, CRLF, a byte-order mark and comments are accepted") {
  std::string text = "\xEF\xBB\xBF# exported by a spreadsheet\r\n" + sampled(200.0, ",", true);
  for (size_t p = text.find('\n'); p != std::string::npos; p = text.find('\n', p + 2)) text.insert(p, "\r");
  auto m = parseKinematics(text, "trial.csv", arm());
  REQUIRE_MESSAGE(m.ok(), m.error().text());
  CHECK(m->coordinates[0].at(0.5).value == doctest::Approx(0.3 * std::sin(1.0)).epsilon(1e-6));
}

TEST_CASE("OpenSim .mot with inDegrees=yes") {
  std::ostringstream s;
  s << "trial\nversion=1\nnRows=201\nnColumns=3\ninDegrees=yes\nendheader\ntime\tshoulder\telbow\n";
  for (int i = 0; i <= 200; ++i) {
    const double t = i / 100.0;
    s << t << "\t" << 30.0 * t << "\t" << 10.0 << "\n";
  }
  auto m = parseKinematics(s.str(), "trial.mot", arm());
  REQUIRE_MESSAGE(m.ok(), m.error().text());
  CHECK(m->coordinates[0].at(1.0).rate == doctest::Approx(30.0 * kPi / 180.0).epsilon(1e-9));
  CHECK(m->coordinates[1].at(1.0).value == doctest::Approx(10.0 * kPi / 180.0).epsilon(1e-12));
}

TEST_CASE("malformed kinematics name the line and column") {
  CHECK(errorOf("").message.find("header") != std::string::npos);
  CHECK(errorOf("t,shoulder,elbow\n0,1,2\n1,2,3\n").message.find("time") != std::string::npos);
  const Error ragged = errorOf("time,shoulder,elbow\n0,1,2\n1,2\n");
  CHECK(ragged.where == "trial.csv:3");
  const Error cell = errorOf("time,shoulder,elbow\n0,1,2\n1,abc,3\n");
  CHECK(cell.where == "trial.csv:3:3");
  CHECK(cell.message.find("abc") != std::string::npos);
  CHECK(errorOf("time,shoulder,elbow\n0,1,2\n1,nan,3\n").message == "\"nan\" is not a number");  // one spelling everywhere
  CHECK(errorOf("time,shoulder,elbow\n0,1,2\n1,1e999,3\n").message == "\"1e999\" is not a finite number");
  CHECK(errorOf("time,shoulder,elbow\n0,1,2\n1,0x1p1,3\n").message == "\"0x1p1\" is not a number");
  CHECK(errorOf("time,shoulder,elbow\n0,1,2\n0,2,3\n").message.find("does not increase") != std::string::npos);
  CHECK(errorOf("time,shoulder,elbow\n1,1,2\n0.5,2,3\n").message.find("does not increase") != std::string::npos);
  CHECK(errorOf("time,shoulder,elbow\n0,1,2\n").message.find("at least 2") != std::string::npos);
  CHECK(errorOf("time,shoulder,knee\n0,1,2\n1,2,3\n").message.find("knee") != std::string::npos);
  CHECK(errorOf("time,shoulder\n0,1\n1,2\n").message.find("elbow") != std::string::npos);
  CHECK(errorOf("time,shoulder [furlong],elbow\n0,1,2\n1,2,3\n").message.find("unit") != std::string::npos);
}

TEST_CASE("zero-lag Butterworth: DC passes, −3 dB at the cut-off, no phase lag") {
  const double dt = 1e-3, fc = 6.0;
  std::vector<double> dc(2000, 1.5);
  REQUIRE(lowPassZeroLag(dc, dt, fc));
  for (double v : dc) CHECK(v == doctest::Approx(1.5).epsilon(1e-9));

  auto gainAndPeak = [&](double f) {
    std::vector<double> x(6000);
    for (size_t i = 0; i < x.size(); ++i) x[i] = std::cos(2 * kPi * f * static_cast<double>(i) * dt);
    REQUIRE(lowPassZeroLag(x, dt, fc));
    double peak = 0.0;
    for (size_t i = 2000; i < 4000; ++i) peak = std::max(peak, std::abs(x[i]));
    // zero phase: at t = k/f the filtered cosine still peaks (value = gain)
    const size_t k = static_cast<size_t>(std::round(3.0 / (f * dt)));
    return std::make_pair(peak, x[k]);
  };
  const auto [atCutoff, phaseCheck] = gainAndPeak(fc);
  CHECK(atCutoff == doctest::Approx(1.0 / std::sqrt(2.0)).epsilon(0.03));
  CHECK(phaseCheck == doctest::Approx(atCutoff).epsilon(0.02));
  CHECK(gainAndPeak(1.0).first == doctest::Approx(1.0).epsilon(0.01));
  CHECK(gainAndPeak(60.0).first < 0.05);
  std::vector<double> few(10, 0.0);
  CHECK_FALSE(lowPassZeroLag(few, dt, 600.0).ok());  // above Nyquist
}

TEST_CASE("an angle that wraps at ±180° gives the same torques as the unwrapped angle") {
  // The shoulder turns at 1 rad/s from 2.5 rad, past π at t ≈ 0.64 s; a measurement system writes it
  // wrapped to (−π, π]. Without unwrapping the spline reads the jump as −2π in one 1 ms sample.
  const Model model = arm();
  std::ostringstream unwrapped, wrapped;
  unwrapped.precision(17);
  wrapped.precision(17);
  unwrapped << "time,shoulder,elbow\n";
  wrapped << "time,shoulder,elbow\n";
  int wraps = 0;
  for (int i = 0; i <= 2000; ++i) {
    const double t = i / 1000.0, q1 = 2.5 + t, q2 = 0.4 * std::sin(3 * t);
    const double q1Wrapped = std::atan2(std::sin(q1), std::cos(q1));
    if (q1Wrapped < 0) ++wraps;
    unwrapped << t << "," << q1 << "," << q2 << "\n";
    wrapped << t << "," << q1Wrapped << "," << q2 << "\n";
  }
  REQUIRE(wraps > 1000);  // the file really wraps
  auto a = parseKinematics(unwrapped.str(), "unwrapped.csv", model);
  auto b = parseKinematics(wrapped.str(), "wrapped.csv", model);
  REQUIRE(a.ok());
  REQUIRE(b.ok());
  Data data(model);
  State sa = State::zero(model), sb = State::zero(model);
  int compared = 0;
  for (double t : {0.1, 0.6, 0.64, 0.65, 0.7, 1.2, 1.9}) {
    a->sample(t, sa);
    b->sample(t, sb);
    const VecX tauA = inverseDynamics(model, data, sa);
    const VecX tauB = inverseDynamics(model, data, sb);
    CHECK(sb.qd[0] == doctest::Approx(1.0).epsilon(1e-9));
    CHECK(std::abs(sb.qdd[0]) < 1e-6);
    for (int k = 0; k < model.nq(); ++k) CHECK(tauB[k] == doctest::Approx(tauA[k]).epsilon(1e-9));
    ++compared;
  }
  CHECK(compared == 7);
}
