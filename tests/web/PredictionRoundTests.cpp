// PredictionRound alone, on an engine session (no player, no view): which terms a step hides, the
// student's angle (wrapped, refused when not finite, fixed after the reveal), the keys' start, and the
// reveal's truth against the hand value: the radial slider's Coriolis force −2 m ω × ṙ points along the
// rod's −y, −90° from the slide's direction in the rod's plane.
#include <array>
#include <cmath>
#include <string>

#include <doctest/doctest.h>

#include "app/player/PredictionRound.hpp"
#include "lesson/LessonSession.hpp"

using namespace wl;
using namespace wl::web;

TEST_CASE("a prediction round hides the step's terms, takes angles and reveals the engine's arrow") {
  auto lesson = loadLessonFile(std::string(WRENCHLAB_SOURCE_DIR) + "/content/lessons/radial-slider.json");
  REQUIRE(lesson.ok());
  auto session = openLessonSession(*lesson);
  REQUIRE(session.ok());
  PredictionRound round;
  std::array<bool, kTermCount> hidden{};
  hidden.fill(true);

  // Step 0 predicts nothing: nothing hidden, and no axes to draw on.
  round.start(lesson->steps[0], 0, hidden);
  CHECK_FALSE(round.state().any());
  for (bool h : hidden) CHECK_FALSE(h);
  CHECK_FALSE(round.axes(*session, lesson->steps[0], 0).ok());

  // Step 1 predicts the Coriolis force.
  const LessonStep& step = lesson->steps[1];
  round.start(step, 1, hidden);
  REQUIRE(round.state().open());
  REQUIRE(round.state().arrows.size() == 1);
  CHECK(hidden[static_cast<std::size_t>(Term::Coriolis)]);
  CHECK_FALSE(hidden[static_cast<std::size_t>(Term::Centrifugal)]);
  REQUIRE(round.axes(*session, step, 0).ok());

  // Not drawn: the reveal refuses and changes nothing.
  CHECK_FALSE(round.reveal(*session, step).ok());
  CHECK(round.state().open());
  // The keys start an undrawn arrow at kKeyStartDeg; angles wrap into (−180, 180]; NaN is ignored.
  round.rotate(-5.0);
  CHECK(*round.state().arrows[0].angleDeg == doctest::Approx(kKeyStartDeg - 5.0));
  round.setAngle(0, 190.0);
  CHECK(*round.state().arrows[0].angleDeg == doctest::Approx(-170.0));
  round.setAngle(0, std::nan(""));
  CHECK(*round.state().arrows[0].angleDeg == doctest::Approx(-170.0));
  round.chooseArrow(5);  // no such arrow: the active one stays
  CHECK(round.state().active == 0);
  round.setAngle(0, -80.0);
  REQUIRE(round.state().complete());

  // The reveal: the engine's arrow at the step's instant, −90° (hand value), 10° from the student's.
  REQUIRE(round.reveal(*session, step).ok());
  const PredictedArrow& arrow = round.state().arrows[0];
  REQUIRE(arrow.truth);
  CHECK(arrow.truth->angleDeg == doctest::Approx(-90.0).epsilon(1e-9));
  CHECK(arrow.errorDeg == doctest::Approx(10.0).epsilon(1e-9));
  CHECK(round.state().revealed);
  // Revealed: the student's direction is fixed.
  round.setAngle(0, 45.0);
  CHECK(*round.state().arrows[0].angleDeg == doctest::Approx(-80.0));
}
