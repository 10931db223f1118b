// "Predict, then see" in the player, driven as the panels, the keys and the scene drive it: a predict
// step hides its terms (however their toggles are set), takes the student's direction from a drag on
// the scene (through the camera onto the step's plane) or from the keys, and reveals the engine's
// arrow at the step's instant with the angle between the two; other steps hide nothing.
#include <cmath>
#include <string>

#include <doctest/doctest.h>

#include "app/player/LessonPlayer.hpp"
#include "app/player/PredictText.hpp"
#include "app/scene/PredictionInput.hpp"
#include "app/text/UiText.hpp"
#include "lesson/LessonTranslation.hpp"
#include "PlayerHarness.hpp"

using namespace wl;
using namespace wl::web;

namespace {

using Harness = test::PlayerHarness;

render::Viewport screen() {
  render::Viewport v;
  v.width = 1000.0f;
  v.height = 800.0f;
  return v;
}

}  // namespace

TEST_CASE("the radial slider's predict step hides the Coriolis force until the student reveals it") {
  Harness h;
  h.open("radial-slider", 1);
  const PredictionState& p = h.player.prediction();
  REQUIRE(p.open());
  REQUIRE(p.arrows.size() == 1);
  CHECK(p.arrows[0].term == Term::Coriolis);
  CHECK_FALSE(h.view.shows(Term::Coriolis));       // not drawn, listed or printed
  CHECK(h.view.chosen(Term::Coriolis));            // but the step's: it appears once revealed
  CHECK(h.view.shows(Term::Centrifugal));
  h.view.toggle(Term::Coriolis);                   // the key 6 cannot peek either
  h.view.toggle(Term::Coriolis);
  CHECK_FALSE(h.view.shows(Term::Coriolis));
  CHECK(h.view.shownTermKeys() == std::vector<std::string>{"centrifugal"});
  CHECK(h.player.shareState(h.view).terms == std::vector<std::string>{"centrifugal", "coriolis"});  // a link keeps it

  // Nothing drawn: no reveal.
  CHECK_FALSE(h.player.revealPrediction(h.view));
  CHECK(p.open());

  // The student drags "along the slide" (the rod's +x, turned 0.6 rad in the world) and scrubs away.
  const double phi = 0.6;
  h.player.setPredictionDirection(Vec3(std::cos(phi), std::sin(phi), 0.0));
  REQUIRE(p.arrows[0].angleDeg);
  CHECK(*p.arrows[0].angleDeg == doctest::Approx(0.0).epsilon(1e-9));
  h.player.predictionRound().rotate(-45.0);  // → twice, as the key does in 5° steps
  CHECK(*p.arrows[0].angleDeg == doctest::Approx(-45.0).epsilon(1e-9));
  h.player.predictionRound().rotate(-150.0);  // wraps into (−180, 180]
  CHECK(*p.arrows[0].angleDeg == doctest::Approx(165.0).epsilon(1e-9));
  h.player.predictionRound().setAngle(0, -80.0);
  h.player.scrubTo(2.0);
  REQUIRE(h.player.setObserver("world", h.view).ok());

  // Reveal: back at the step's instant and observer, the arrow shown, the angle to −2 m ω × ṙ (−90°).
  REQUIRE(h.player.revealPrediction(h.view));
  CHECK(p.revealed);
  CHECK_FALSE(p.open());
  CHECK(h.view.shows(Term::Coriolis));
  CHECK(h.player.session().time() == doctest::Approx(0.6));
  CHECK(h.view.observer == "rod@rod.proximal");
  CHECK_FALSE(h.player.playback.playing);
  REQUIRE(p.arrows[0].truth);
  CHECK(p.arrows[0].truth->angleDeg == doctest::Approx(-90.0).epsilon(1e-9));
  CHECK(p.arrows[0].errorDeg == doctest::Approx(10.0).epsilon(1e-9));
  // After the reveal the direction can no longer change.
  h.player.predictionRound().setAngle(0, 90.0);
  CHECK(*p.arrows[0].angleDeg == doctest::Approx(-80.0).epsilon(1e-9));

  // A later step predicts nothing and hides nothing (the bead sliding back shows the Coriolis force);
  // coming back asks again.
  h.player.goToStep(3, h.view);
  CHECK_FALSE(h.player.prediction().any());
  CHECK_FALSE(h.view.hiddenForPrediction(Term::Coriolis));
  CHECK(h.view.shows(Term::Coriolis));
  h.player.goToStep(1, h.view);
  CHECK(h.player.prediction().open());
  CHECK_FALSE(h.player.prediction().arrows[0].angleDeg);
  CHECK_FALSE(h.view.shows(Term::Coriolis));
}

TEST_CASE("every shipped predict step can be drawn and revealed, and its arrow is hidden until then") {
  Harness h;
  int predictSteps = 0;
  for (const LessonEntry& entry : h.player.lessons().entries()) {
    const std::string id = entry.id;
    h.open(id, 0);
    for (int k = 0; k < h.player.stepCount(); ++k) {
      h.player.goToStep(k, h.view);
      if (!h.player.prediction().any()) continue;
      ++predictSteps;
      const Term t = h.player.prediction().arrows[0].term;
      CHECK_FALSE(h.view.shows(t));
      h.player.predictionRound().rotate(-5.0);  // → once: an undrawn arrow starts at kKeyStartDeg
      REQUIRE(h.player.prediction().arrows[0].angleDeg);
      CHECK(*h.player.prediction().arrows[0].angleDeg == doctest::Approx(kKeyStartDeg - 5.0).epsilon(1e-12));
      REQUIRE(h.player.revealPrediction(h.view));
      CHECK(h.view.shows(t));
      const PredictedArrow& a = h.player.prediction().arrows[0];
      REQUIRE(a.truth);
      CHECK(a.errorDeg == doctest::Approx(angleBetweenDeg(kKeyStartDeg - 5.0, a.truth->angleDeg)).epsilon(1e-12));
      // The keys' start is no answer: a student pressing ← → must still turn the arrow a long way
      // (well past kWellPredictedDeg) to be right.
      INFO(id, " step ", k + 1, ": the true arrow is at ", a.truth->angleDeg, "°");
      CHECK(angleBetweenDeg(kKeyStartDeg, a.truth->angleDeg) >= 45.0);
    }
  }
  // The four Mielke lessons' first ones, then those that keep an answer off the screen until the
  // reveal (PredictAnswerTests.cpp): vinyl 3, D'Alembert 1, n-link, ankle and robot 1 each.
  CHECK(predictSteps == 11);
}

TEST_CASE("a drag on the scene meets the step's plane: a 2D drag is the screen's direction") {
  render::Camera camera;
  camera.setViewport(screen());
  camera.lookAt(render::Vec3f(0.0f, 0.0f, 0.0f), 4.0f);
  PredictionPlaneAxes xy;  // the world's xy plane through the origin
  // Screen px grow to the right and down: a drag right and up is +x and +y.
  auto d = dragOnPlane(camera, render::Vec2f(500, 400), render::Vec2f(600, 300), xy);
  REQUIRE(d);
  CHECK(planeAngleDeg(xy, *d) == doctest::Approx(45.0).epsilon(1e-5));
  CHECK(d->norm() == doctest::Approx(100.0 * 4.0 / 800.0 * std::sqrt(2.0)).epsilon(1e-5));  // 200 px per metre
  // A click is not a drag.
  CHECK_FALSE(dragOnPlane(camera, render::Vec2f(500, 400), render::Vec2f(503, 402), xy));
}

TEST_CASE("a drag in 3D lies on the step's plane, wherever it starts; an edge-on plane takes none") {
  render::Camera camera;
  camera.setViewport(screen());
  camera.setMode(render::Camera::Mode::Orbit);
  camera.setWorldUpZ(true);
  camera.lookAt(render::Vec3f(0.2f, 0.1f, 0.3f), 4.0f);
  camera.setAngles(0.6f, 0.35f);
  PredictionPlaneAxes xz;
  xz.point_W = Vec3(1.0, 0.0, 0.5);
  xz.first_W = Vec3::UnitX();
  xz.second_W = Vec3::UnitZ();
  xz.normal_W = xz.first_W.cross(xz.second_W);
  auto a = dragOnPlane(camera, render::Vec2f(400, 400), render::Vec2f(470, 330), xz);
  auto b = dragOnPlane(camera, render::Vec2f(100, 600), render::Vec2f(170, 530), xz);  // the same drag elsewhere
  REQUIRE(a);
  REQUIRE(b);
  CHECK(std::abs(a->dot(xz.normal_W)) < 1e-4 * a->norm());
  CHECK(angleBetweenDeg(planeAngleDeg(xz, *a), planeAngleDeg(xz, *b)) < 1e-3);  // orthographic: the same direction
  // The drawn direction projects back onto the drag: its screen image points where the pointer went.
  const render::ScreenPoint p0 = camera.project(xz.point_W.cast<float>());
  const render::ScreenPoint p1 = camera.project((xz.point_W + *a).cast<float>());
  CHECK(std::atan2(p1.y - p0.y, p1.x - p0.x) == doctest::Approx(std::atan2(-70.0, 70.0)).epsilon(1e-4));
  // Seen edge-on (the line of sight in the plane), a drag would swing wildly: refused.
  PredictionPlaneAxes edgeOn = xz;
  edgeOn.normal_W = camera.screenRight().cast<double>();
  edgeOn.first_W = camera.towardViewer().cast<double>();
  edgeOn.second_W = edgeOn.normal_W.cross(edgeOn.first_W);
  CHECK_FALSE(dragOnPlane(camera, render::Vec2f(400, 400), render::Vec2f(470, 330), edgeOn));
}

TEST_CASE("a predict step in German and Portuguese: the result, the layer's sentences and the explanation in the language") {
  Harness h;
  h.open("radial-slider", 1);
  h.player.predictionRound().setAngle(0, -80.4);  // 9.6° off the true −90°: "10°", well predicted
  REQUIRE(h.player.revealPrediction(h.view));
  // Copies: a language switch replaces the player's lesson (and the step that holds the plane).
  const PredictedArrow a = h.player.prediction().arrows[0];
  const PredictionPlane plane = h.player.currentStep().predict.plane;
  setUiLanguage(Language::English);
  CHECK(predictionResultText(a) == "Your arrow for the Coriolis force is 10° off the true one: well predicted.");
  CHECK(predictionTruthText(a, plane) == "The true arrow is at −90°, measured from +x towards +y.");
  const std::string english = h.player.currentStep().predict.explanation;
  CHECK(english.rfind("Backwards (−y)", 0) == 0);

  h.player.setLanguage(Language::German);
  setUiLanguage(Language::German);
  CHECK(h.player.prediction().revealed);  // a language switch keeps the prediction
  CHECK(predictionResultText(a) == "Ihr Pfeil für die Coriolis-Kraft weicht um 10° vom wahren ab: gut vorhergesagt.");
  CHECK(predictionTruthText(a, plane) == "Der wahre Pfeil liegt bei −90°, gemessen von +x in Richtung +y.");
  CHECK(predictionHowText(plane, "world") == "Winkel in Grad in der xy-Ebene des Beobachters Welt, von +x in Richtung +y.");
  const std::string german = h.player.currentStep().predict.explanation;
  CHECK(german == h.player.sourceLesson().translations.at("de").steps[1].explanation);
  CHECK(german.rfind("Nach hinten (−y)", 0) == 0);
  // Numbers in the German explanation are written with a decimal comma and "; " between a vector's parts.
  CHECK(german.find("(0; −2; 0) N") != std::string::npos);

  h.player.setLanguage(Language::PortugueseBrazil);
  setUiLanguage(Language::PortugueseBrazil);
  CHECK(predictionResultText(a) == "Sua seta para a força de Coriolis está a 10° da verdadeira: boa previsão.");
  CHECK(h.player.currentStep().predict.explanation == h.player.sourceLesson().translations.at("pt-BR").steps[1].explanation);
  // Far off: the plain sentence; an angle that rounds to no degrees at all reads 0, not −0.
  h.player.goToStep(1, h.view);
  h.player.predictionRound().setAngle(0, 90.0);
  REQUIRE(h.player.revealPrediction(h.view));
  CHECK(predictionResultText(h.player.prediction().arrows[0]) == "Sua seta para a força de Coriolis está a 180° da verdadeira.");
  CHECK(degreesText(-0.3) == "0");
  CHECK(degreesText(-26.6) == "−27");
  setUiLanguage(Language::English);
}

TEST_CASE("a predict step asks about the lesson's own instant: a state set by hand goes back to the motion") {
  Harness h;
  h.open("radial-slider", 0);
  const int slide = h.player.session().model().findCoordinate("slide");
  REQUIRE(slide >= 0);
  // Posed by hand before the predict step (the State panel, or a segment dragged): let go on opening it.
  h.player.setCoordinate(slide, 1.5, h.view);
  REQUIRE(h.player.stateHeld());
  h.player.goToStep(1, h.view);
  CHECK_FALSE(h.player.stateHeld());
  CHECK(h.player.session().time() == doctest::Approx(0.6));
  // Posed while predicting (the State panel stays usable): Reveal gives it back before the engine's arrow.
  h.player.setCoordinate(slide, 1.5, h.view);
  REQUIRE(h.player.stateHeld());
  h.player.predictionRound().setAngle(0, -90.0);
  REQUIRE(h.player.revealPrediction(h.view));
  CHECK_FALSE(h.player.stateHeld());
  REQUIRE(h.player.prediction().arrows[0].truth);
  CHECK(h.player.prediction().arrows[0].truth->force_A.y() == doctest::Approx(-2.0).epsilon(1e-9));  // −2 m ω ṙ at t = 0.6 s
  CHECK(h.player.prediction().arrows[0].errorDeg == doctest::Approx(0.0).epsilon(1e-9));
  // Once revealed, the state can be posed again.
  h.player.setCoordinate(slide, 1.5, h.view);
  CHECK(h.player.stateHeld());
}
