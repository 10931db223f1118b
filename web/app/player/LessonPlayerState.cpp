// The lesson player's state set by hand: the State panel's sliders, a segment dragged on the scene and
// a shared link's q=, qd=, qdd= hold q, q̇, q̈ at the current instant through the engine's
// Session::holdState (the mechanism the CLI's --q/--qd/--qdd use), until "Back to the motion".
#include <algorithm>
#include <cmath>

#include "app/player/LessonPlayer.hpp"

namespace wl::web {

void LessonPlayer::holdState(const VecX& q, const VecX& qd, const VecX& qdd, ViewState& view) {
  if (!session_) return;
  State state;
  state.t = session_->time();
  state.q = q;
  state.qd = holdStill_ ? VecX::Zero(q.size()) : qd;
  state.qdd = holdStill_ ? VecX::Zero(q.size()) : qdd;
  const bool simulated = session_->isForwardDynamics();
  playback.playing = false;  // the state set by hand replaces the motion at this instant
  if (Status s = session_->holdState(state); !s) {
    setMessage(s.error().text(), true);
    return;
  }
  if (simulated) rebuildAfterModelChange(view);  // the simulation is off while the state is held
  ++heldRevision_;
  notify(PlayerEvent::TimelineRestarted);
  notify(PlayerEvent::SeriesChanged);
}

void LessonPlayer::setCoordinate(int k, double value, ViewState& view) {
  if (!session_ || k < 0 || k >= session_->model().nq() || !std::isfinite(value)) return;
  const CoordinateDef& c = session_->model().coordinates()[static_cast<std::size_t>(k)];
  const State& now = session_->state();
  VecX q = now.q;
  q(k) = std::clamp(value, c.rangeMin, c.rangeMax);  // infinite bounds when the model gives none
  holdState(q, now.qd, now.qdd, view);
}

void LessonPlayer::releaseState(ViewState& view) {
  holdStill_ = false;
  if (!stateHeld()) return;
  session_->releaseHeldState();
  if (session_->isForwardDynamics()) rebuildAfterModelChange(view);
  if (compare_) (void)compare_->setTime(session_->time());
  ++heldRevision_;
  notify(PlayerEvent::TimelineRestarted);
  notify(PlayerEvent::SeriesChanged);
}

void LessonPlayer::setHoldStill(bool on, ViewState& view) {
  holdStill_ = on;
  if (on && session_) holdState(session_->state().q, session_->state().qd, session_->state().qdd, view);
}

}  // namespace wl::web
