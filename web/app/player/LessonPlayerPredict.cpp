// "Predict, then see": a step whose "predict" names terms hides them until the student has drawn the
// direction each one should have and revealed them; then the engine's arrows appear beside theirs with
// the angle between them. The physics (the plane's axes, the true direction, the angle) is the engine's
// (lesson/Prediction.hpp); this keeps the student's answers and what is hidden.
#include <algorithm>
#include <cmath>

#include "app/player/LessonPlayer.hpp"
#include "session/ObserverSpec.hpp"

namespace wl::web {
namespace {

// An angle in (−180, 180], as the engine's planeAngleDeg gives them.
double wrapDegrees(double deg) {
  double d = std::fmod(deg, 360.0);
  if (d > 180.0) d -= 360.0;
  if (d <= -180.0) d += 360.0;
  return d;
}

}  // namespace

void LessonPlayer::startPrediction(ViewState& view) {
  prediction_ = PredictionState{};
  view.hiddenUntilReveal.fill(false);
  const LessonStep& s = currentStep();
  if (!s.predict.active()) return;
  prediction_.step = step_;
  for (const std::string& key : s.predict.terms) {
    Term t;
    if (!termFromKey(key, t)) continue;  // the loader refuses unknown keys; a trial's lesson has none
    prediction_.arrows.push_back(PredictedArrow{t, std::nullopt, std::nullopt, 0.0});
    view.hiddenUntilReveal[static_cast<std::size_t>(t)] = true;
  }
  if (prediction_.arrows.empty()) prediction_.step = -1;
}

Result<PredictionPlaneAxes> LessonPlayer::predictionAxes(std::size_t arrow) const {
  if (!prediction_.any() || arrow >= prediction_.arrows.size()) return Error{"predict", "this step predicts nothing"};
  return predictionPlaneAxes(*session_, currentStep(), prediction_.arrows[arrow].term);
}

void LessonPlayer::setPredictionAngle(std::size_t arrow, double angleDeg) {
  if (!prediction_.open() || arrow >= prediction_.arrows.size() || !std::isfinite(angleDeg)) return;
  prediction_.arrows[arrow].angleDeg = wrapDegrees(angleDeg);
}

void LessonPlayer::setPredictionDirection(const Vec3& direction_W) {
  auto axes = predictionAxes(prediction_.active);
  if (!axes || !direction_W.allFinite()) return;
  // The part across the plane does not count; a direction (nearly) across it says nothing.
  const double inPlane = std::hypot(direction_W.dot(axes->first_W), direction_W.dot(axes->second_W));
  if (!(inPlane > 1e-3 * direction_W.norm())) return;
  setPredictionAngle(prediction_.active, planeAngleDeg(*axes, direction_W));
}

void LessonPlayer::rotatePrediction(double deltaDeg) {
  if (!prediction_.open() || prediction_.active >= prediction_.arrows.size()) return;
  const std::optional<double>& now = prediction_.arrows[prediction_.active].angleDeg;
  setPredictionAngle(prediction_.active, now.value_or(kKeyStartDeg) + deltaDeg);
}

void LessonPlayer::choosePredictionArrow(std::size_t arrow) {
  if (arrow < prediction_.arrows.size()) prediction_.active = arrow;
}

bool LessonPlayer::revealPrediction(ViewState& view) {
  if (!prediction_.open() || !prediction_.complete()) return false;
  const LessonStep& s = currentStep();
  // The true arrows are the step's: its observer, moment point and axes, at its instant, paused there
  // (the student may have played, scrubbed, switched the observer or posed the State panel's sliders
  // while thinking: a state held by hand goes back to the motion).
  if (stateHeld()) releaseState(view);
  view.observer = s.frame;
  view.expressedIn = s.expressedIn;
  if (auto about = parseAboutPoint(s.about)) view.about = *about;
  if (Status st = applyView(view); !st) {
    setMessage(st.error().text(), true);
    return false;
  }
  playback.playing = false;
  const double before = session_->time();
  std::vector<PredictionTruth> truths;
  for (const PredictedArrow& a : prediction_.arrows) {
    // The engine moves the session to the step's observer (already the view's) and instant.
    auto truth = predictionTruth(*session_, s, a.term);
    if (!truth) {
      setMessage("steps[" + std::to_string(step_) + "]." + truth.error().text(), true);
      return false;
    }
    truths.push_back(*truth);
  }
  for (std::size_t k = 0; k < truths.size(); ++k) {
    PredictedArrow& a = prediction_.arrows[k];
    a.truth = truths[k];
    a.errorDeg = angleBetweenDeg(*a.angleDeg, truths[k].angleDeg);
  }
  prediction_.revealed = true;
  view.hiddenUntilReveal.fill(false);
  if (compare_) (void)compare_->setTime(session_->time());
  if (session_->time() != before) notify(PlayerEvent::TimelineRestarted);
  notify(PlayerEvent::SeriesChanged);  // the plot gains the revealed terms
  return true;
}

}  // namespace wl::web
