#pragma once
// "Predict, then see" as the student plays it (a lesson step's "predict"; the physics is the engine's,
// lesson/Prediction.hpp): which terms the step hides, the direction drawn for each, which arrow a drag
// or the arrow keys set, and after the reveal the engine's arrows with the angle to the student's.
// The round reads the session (the plane's axes, the true arrows) but never moves its time or view:
// the player puts the session at the step's instant and observer before it asks for the truth.
#include <array>
#include <cstddef>

#include "app/player/Prediction.hpp"
#include "lesson/Lesson.hpp"
#include "session/Session.hpp"

namespace wl::web {

class PredictionRound {
 public:
  /// A step opened: its predicted terms are hidden (marked in `hidden`, indexed by Term), nothing drawn.
  /// A step that predicts nothing clears the round.
  void start(const LessonStep& step, int stepIndex, std::array<bool, kTermCount>& hidden);
  void clear() { state_ = PredictionState{}; }
  const PredictionState& state() const { return state_; }

  /// Where arrow `arrow` is drawn and its plane's axes, at the session's state (world; the engine's).
  Result<PredictionPlaneAxes> axes(const Session& session, const LessonStep& step, std::size_t arrow) const;
  /// The student's direction for an arrow: degrees in the step's plane (the angle field, the layer).
  void setAngle(std::size_t arrow, double angleDeg);
  /// A direction drawn on the scene (world axes) for the active arrow; the engine makes it an angle in
  /// the step's plane. A direction (nearly) across the plane says nothing and is ignored.
  void setDirection(const Session& session, const LessonStep& step, const Vec3& direction_W);
  /// Turns the active arrow (the arrow keys); an undrawn one starts at kKeyStartDeg.
  void rotate(double deltaDeg);
  void chooseArrow(std::size_t arrow);
  void setDragTurnsView(bool turns) { state_.dragTurnsView = turns; }

  /// The engine's arrows at the session's state, which the caller has put at the step's observer and
  /// instant; each is set beside the student's with the angle between them. An error (nothing changed)
  /// names the step's term the engine could not compute. Only when open() and complete().
  Status reveal(Session& session, const LessonStep& step);

 private:
  PredictionState state_;
};

}  // namespace wl::web
