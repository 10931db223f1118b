#pragma once
// A prescribed motion: one time function per generalized coordinate (analytic, or splines through
// measured samples). Sampling it gives the exact q, q̇, q̈ at any time. Coordinates that follow a
// leader (model/Constraint.hpp) where the motion has no data of their own are set from their leaders
// after the others are sampled.
#include <limits>
#include <string>
#include <vector>

#include "model/Constraint.hpp"
#include "model/State.hpp"
#include "numerics/TimeFunction.hpp"

namespace wl {

struct Motion {
  std::vector<TimeFunction> coordinates;  ///< one per model coordinate, in model order
  double startTime = 0.0;                 ///< where data begins (sampled motions); 0 for analytic ones
  double endTime = std::numeric_limits<double>::infinity();
  std::string source;                     ///< "analytic", or the file it was read from
  /// The same path k times as fast: every coordinate follows f(k t), so q̇ = k f′(k t) and
  /// q̈ = k² f″(k t). At corresponding instants (t/k) the pose is the same, the rates k times and the
  /// accelerations k² times larger (the robot-arm lesson's fast and slow versions of one path).
  double speed = 1.0;
  /// Couplings whose followers this motion does not give: their functions above are ignored and the
  /// followers follow their leaders (in the model's order, leaders first).
  std::vector<CoordinateCoupling> followers;

  /// Fills state.q, qd, qdd at time t (state must be sized for the model).
  void sample(double t, State& state) const {
    state.t = t;
    for (size_t k = 0; k < coordinates.size(); ++k) {
      const Derivatives d = coordinates[k].at(speed * t);
      state.q(static_cast<Eigen::Index>(k)) = d.value;
      state.qd(static_cast<Eigen::Index>(k)) = speed * d.rate;
      state.qdd(static_cast<Eigen::Index>(k)) = speed * speed * d.acceleration;
    }
    followLeaders(followers, state.q, state.qd, state.qdd);
  }
};

/// The model's default pose, held: every coordinate at its default, followers on their leaders.
inline Motion defaultPoseMotion(const Model& model) {
  Motion motion;
  for (const CoordinateDef& c : model.coordinates()) motion.coordinates.push_back(TimeFunction::constant(c.defaultValue));
  motion.followers = model.couplings();
  motion.source = "the model's default pose";
  return motion;
}

}  // namespace wl
