#include "session/StateByHand.hpp"

#include <cmath>

namespace wl {

Status validateStateByHand(const Model& model, const State& state) {
  if (!std::isfinite(state.t)) return Error{"t", "must be a finite number"};
  const struct {
    const char* name;
    const VecX& v;
  } parts[] = {{"q", state.q}, {"qd", state.qd}, {"qdd", state.qdd}};
  for (const auto& part : parts) {
    if (part.v.size() != model.nq())
      return Error{part.name, "needs " + std::to_string(model.nq()) + " numbers, one per coordinate, got " + std::to_string(part.v.size())};
    for (Eigen::Index k = 0; k < part.v.size(); ++k)
      if (!std::isfinite(part.v(k))) return Error{std::string(part.name) + "[" + std::to_string(k) + "]", "must be a finite number"};
  }
  return Status::success();
}

Motion motionThroughState(const Model& model, const State& state, Followers followers) {
  const double t0 = state.t;
  Motion motion;
  for (Eigen::Index k = 0; k < state.q.size(); ++k) {
    const double q = state.q(k), qd = state.qd(k), qdd = state.qdd(k);
    // q(t) = q + q̇ (t − t0) + ½ q̈ (t − t0)² as a polynomial in t.
    motion.coordinates.push_back(TimeFunction::polynomial({q - qd * t0 + 0.5 * qdd * t0 * t0, qd - qdd * t0, 0.5 * qdd}));
  }
  motion.source = "a state set by hand";
  if (followers == Followers::Follow) motion.followers = model.couplings();
  return motion;
}

Status holdStateInFile(ModelFile& file, const State& state, Followers followers) {
  if (Status s = validateStateByHand(file.model, state); !s) return s;
  file.motion = motionThroughState(file.model, state, followers);
  file.simulation.enabled = false;
  return Status::success();
}

int freeCoordinateCount(const Model& model) { return model.nq() - static_cast<int>(model.couplings().size()); }

VecX withFollowers(const Model& model, const VecX& free) {
  VecX all = VecX::Zero(model.nq());
  Eigen::Index next = 0;
  for (int k = 0; k < model.nq() && next < free.size(); ++k)
    if (!model.couplingOf(k)) all(k) = free(next++);
  return all;
}

}  // namespace wl
