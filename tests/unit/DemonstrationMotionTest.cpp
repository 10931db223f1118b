// The demonstration motion (session/DemonstrationMotion.hpp) of a model whose files give none: at t = 0
// the model rests at its default pose (q̇ = q̈ = 0, so that instant is gravity's alone), the swing's
// rates and accelerations are the derivatives of its values (checked by central differences and at
// the instants where they are known by hand), amplitudes stay inside the ranges, and a floating base,
// a locked coordinate and a follower do not swing on their own.
#include <doctest/doctest.h>

#include <cmath>
#include <string>

#include "io/codecs/JsonText.hpp"
#include "io/importers/robot/RobotFile.hpp"
#include "model/State.hpp"
#include "session/DemonstrationMotion.hpp"

using namespace wl;

namespace {
ModelFile robot(const std::string& path) {
  auto text = readTextFile(path);
  REQUIRE(text);
  auto opened = openRobotFile(*text, path);
  REQUIRE_MESSAGE(opened, opened.error().text());
  return std::move(opened->file);
}
}  // namespace

TEST_CASE("the demonstration starts and turns back at rest, and its rates are its values' derivatives") {
  const ModelFile file = robot(std::string(WRENCHLAB_SOURCE_DIR) + "/content/models/robots/ur5.urdf");
  const Model& model = file.model;
  const Motion motion = demonstrationMotion(model);
  const double T = kDemonstrationPeriod, omega = 2.0 * kPi / T;
  State s = State::zero(model);
  motion.sample(0.0, s);
  int swinging = 0;
  for (int k = 0; k < model.nq(); ++k) {
    const CoordinateDef& c = model.coordinates()[static_cast<std::size_t>(k)];
    const double a = demonstrationAmplitude(model, k);
    CHECK(s.q(k) == doctest::Approx(c.defaultValue).epsilon(1e-15));
    CHECK(std::abs(s.qd(k)) < 1e-15);  // zero to rounding: cos(π/2) is 6e-17
    CHECK(std::abs(s.qdd(k)) < 1e-14);
    if (a != 0.0) ++swinging;
    // Inside the range, by the 80 % margin.
    CHECK(c.defaultValue + a <= c.rangeMax);
    CHECK(c.defaultValue + a >= c.rangeMin);
    CHECK(std::abs(a) <= 0.5 + 1e-15);
  }
  CHECK(swinging == model.nq());  // an arm on a fixed base: every joint swings
  // Half a period: at q0 + A, at rest, accelerating back at A ω² (by hand: f'' = (A ω²/2)(sin² + (1 − cos) cos)).
  motion.sample(T / 2.0, s);
  for (int k = 0; k < model.nq(); ++k) {
    const double a = demonstrationAmplitude(model, k), q0 = model.coordinates()[static_cast<std::size_t>(k)].defaultValue;
    CHECK(s.q(k) == doctest::Approx(q0 + a).epsilon(1e-14));
    CHECK(std::abs(s.qd(k)) < 1e-14);
    CHECK(s.qdd(k) == doctest::Approx(-a * omega * omega).epsilon(1e-12));
  }
  // A quarter period: q̇ = A ω / 2 (f' = (A ω / 2)(1 − cos) sin).
  motion.sample(T / 4.0, s);
  for (int k = 0; k < model.nq(); ++k) CHECK(s.qd(k) == doctest::Approx(demonstrationAmplitude(model, k) * omega / 2.0).epsilon(1e-12));
  // Anywhere: central differences of q give q̇, of q̇ give q̈.
  int compared = 0, instants = 0;
  for (double t = 0.13; t < T; t += 0.37, ++instants) {
    const double h = 1e-5;
    State before = State::zero(model), after = State::zero(model);
    motion.sample(t - h, before);
    motion.sample(t + h, after);
    motion.sample(t, s);
    for (int k = 0; k < model.nq(); ++k) {
      CHECK((after.q(k) - before.q(k)) / (2.0 * h) == doctest::Approx(s.qd(k)).epsilon(1e-7));
      CHECK((after.qd(k) - before.qd(k)) / (2.0 * h) == doctest::Approx(s.qdd(k)).epsilon(1e-6));
      ++compared;
    }
  }
  CHECK(instants == 11);
  CHECK(compared == instants * model.nq());
  CHECK(motion.endTime == T);
}

TEST_CASE("a floating base stays put and a follower follows its leader in the demonstration") {
  const std::string path = std::string(WRENCHLAB_SOURCE_DIR) + "/../shared/real-models/robots/anymal_c_menagerie.xml";
  if (!readTextFile(path)) {
    MESSAGE("skipped: no ../shared/real-models on this machine");
    return;
  }
  const ModelFile legged = robot(path);
  const Model& model = legged.model;
  int still = 0, swinging = 0;
  for (int k = 0; k < model.nq(); ++k) {
    const Segment& owner = model.segments()[static_cast<std::size_t>(model.coordinateSegment()[static_cast<std::size_t>(k)])];
    const bool floating = owner.parent < 0 && owner.joint.nq() > 1;
    if (floating) {
      CHECK(demonstrationAmplitude(model, k) == 0.0);
      ++still;
    } else {
      CHECK(demonstrationAmplitude(model, k) != 0.0);
      ++swinging;
    }
  }
  CHECK(still >= 6);     // the trunk's free joint
  CHECK(swinging == 12);  // three joints on each of four legs

  const ModelFile mimic = robot(std::string(WRENCHLAB_SOURCE_DIR) + "/tests/data/robots/mimic.urdf");
  REQUIRE_FALSE(mimic.model.couplings().empty());
  const CoordinateCoupling& coupling = mimic.model.couplings().front();
  CHECK(demonstrationAmplitude(mimic.model, coupling.follower) == 0.0);
  const Motion motion = demonstrationMotion(mimic.model);
  State s = State::zero(mimic.model), expected = State::zero(mimic.model);
  motion.sample(1.1, s);
  expected = s;
  followLeaders(mimic.model.couplings(), expected.q, expected.qd, expected.qdd);
  CHECK((s.q - expected.q).norm() == 0.0);
  CHECK(s.qd(coupling.follower) != 0.0);  // it moves, with its leader
}
