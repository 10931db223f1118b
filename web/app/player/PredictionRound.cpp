// "Predict, then see" (PredictionRound.hpp): the student's directions and, after the reveal, the
// engine's beside them.
#include "app/player/PredictionRound.hpp"

#include <cmath>
#include <string>

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

void PredictionRound::start(const LessonStep& step, int stepIndex, std::array<bool, kTermCount>& hidden) {
  state_ = PredictionState{};
  hidden.fill(false);
  if (!step.predict.active()) return;
  state_.step = stepIndex;
  for (const std::string& key : step.predict.terms) {
    Term t;
    if (!termFromKey(key, t)) continue;  // the loader refuses unknown keys; a trial's lesson has none
    state_.arrows.push_back(PredictedArrow{t, std::nullopt, std::nullopt, 0.0});
    hidden[static_cast<std::size_t>(t)] = true;
  }
  if (state_.arrows.empty()) state_.step = -1;
}

Result<PredictionPlaneAxes> PredictionRound::axes(const Session& session, const LessonStep& step, std::size_t arrow) const {
  if (!state_.any() || arrow >= state_.arrows.size()) return Error{"predict", "this step predicts nothing"};
  return predictionPlaneAxes(session, step, state_.arrows[arrow].term);
}

void PredictionRound::setAngle(std::size_t arrow, double angleDeg) {
  if (!state_.open() || arrow >= state_.arrows.size() || !std::isfinite(angleDeg)) return;
  state_.arrows[arrow].angleDeg = wrapDegrees(angleDeg);
}

void PredictionRound::setDirection(const Session& session, const LessonStep& step, const Vec3& direction_W) {
  auto plane = axes(session, step, state_.active);
  if (!plane || !direction_W.allFinite()) return;
  // The part across the plane does not count; a direction (nearly) across it says nothing.
  const double inPlane = std::hypot(direction_W.dot(plane->first_W), direction_W.dot(plane->second_W));
  if (!(inPlane > 1e-3 * direction_W.norm())) return;
  setAngle(state_.active, planeAngleDeg(*plane, direction_W));
}

void PredictionRound::rotate(double deltaDeg) {
  if (!state_.open() || state_.active >= state_.arrows.size()) return;
  const std::optional<double>& now = state_.arrows[state_.active].angleDeg;
  setAngle(state_.active, now.value_or(kKeyStartDeg) + deltaDeg);
}

void PredictionRound::chooseArrow(std::size_t arrow) {
  if (arrow < state_.arrows.size()) state_.active = arrow;
}

Status PredictionRound::reveal(Session& session, const LessonStep& step) {
  if (!state_.open() || !state_.complete()) return Error{"predict", "not every arrow has a direction yet"};
  std::vector<PredictionTruth> truths;
  for (const PredictedArrow& a : state_.arrows) {
    // The engine moves the session to the step's observer (already the view's) and instant.
    auto truth = predictionTruth(session, step, a.term);
    if (!truth) {
      const std::string where = "steps[" + std::to_string(state_.step) + "]";
      return Error{truth.error().where.empty() ? where : where + "." + truth.error().where, truth.error().message};
    }
    truths.push_back(*truth);
  }
  for (std::size_t k = 0; k < truths.size(); ++k) {
    PredictedArrow& a = state_.arrows[k];
    a.truth = truths[k];
    a.errorDeg = angleBetweenDeg(*a.angleDeg, truths[k].angleDeg);
  }
  state_.revealed = true;
  return Status::success();
}

}  // namespace wl::web
