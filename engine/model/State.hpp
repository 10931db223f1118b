#pragma once
// The state at one instant (changes every step): time and the generalized coordinates with their
// first and second derivatives. Spherical joints use three Cardan angles, so nq = nv.
#include <cmath>

#include "core/Types.hpp"
#include "model/Model.hpp"

namespace wl {

struct State {
  double t = 0.0;
  VecX q, qd, qdd;

  static State zero(const Model& model) {
    State s;
    s.q = VecX::Zero(model.nq());
    s.qd = VecX::Zero(model.nq());
    s.qdd = VecX::Zero(model.nq());
    return s;
  }
  bool isFinite() const { return std::isfinite(t) && q.allFinite() && qd.allFinite() && qdd.allFinite(); }
};

}  // namespace wl
