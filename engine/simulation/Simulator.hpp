#pragma once
// Forward dynamics over time: integrates M(q) q̈ = τ − C − G − E from the spec's initial state with
// the spec's applied torques (open loop plus optional PID) and integrator. One step at a time, so a
// player can advance it frame by frame; every failure (singular M, a diverging step, NaN) stops
// the run with a message naming the cause instead of producing NaN.
#include <string>
#include <vector>

#include "algorithms/Data.hpp"
#include "model/State.hpp"
#include "core/Result.hpp"
#include "model/Model.hpp"
#include "simulation/SimulationSpec.hpp"

namespace wl {

/// Everything that changes while integrating (the model and spec stay constant).
struct SimulationState {
  State state;                       ///< t, q, q̇ and the q̈ of the last evaluation
  VecX integral;                     ///< PID integral of the error, one per coordinate (augmented state)
  double nextStep = 0.0;             ///< RK45: the step size the error control proposes next
  long steps = 0;                    ///< accepted steps
  /// Fixed-step integrators: the state is at t0 + gridStep · dt exactly (time computed from the count, not
  /// summed step by step, whose round-off would make t = 20 s land on 19.999 s after 20000 steps of 1 ms);
  /// −1 once a shortened step has left the grid.
  long gridStep = 0;
  long rejectedSteps = 0;            ///< RK45 only
};

class Simulator {
 public:
  /// Validates the spec against the model (sizes, finite values, dt > 0, PID targets).
  static Result<Simulator> create(const Model& model, const SimulationSpec& spec);

  const SimulationSpec& spec() const { return spec_; }
  const SimulationState& current() const { return current_; }
  double time() const { return current_.state.t; }

  /// Back to the initial state.
  void reset();
  /// Replaces the current state (e.g. a checkpoint when scrubbing back).
  void restore(const SimulationState& saved) { current_ = saved; }

  /// One step of the spec's integrator (RK45: one accepted adaptive step, never past `limit`). Runs over
  /// time go through integrateOnGrid() / Trajectory (simulation/Trajectory.hpp), the one driver.
  Status step(double limit = 1e300);

  /// Applied joint torques/forces at the current state (open loop + PID), as used by the integrator.
  const VecX& appliedTorques();

  /// What the run met that is not an error, one line each, oldest first: a spherical joint that came within
  /// kGimbalWarningCosine of gimbal lock (once per joint, at its first such step). Cleared by reset().
  const std::vector<std::string>& warnings() const { return warnings_; }

 private:
  Simulator(const Model& model, const SimulationSpec& spec);
  // The integrated vector is x = [q; q̇; ∫e] (3·nq); f(t, x) = [q̇; q̈; e].
  Status derivative(double t, const VecX& x, VecX& dx);
  void torquesAt(double t, const VecX& q, const VecX& qd, const VecX& integral, VecX& tau) const;
  double pidError(const PidController& pid, double t, const VecX& q, const VecX& qd, double& errorRate) const;
  void pack(const SimulationState& s, VecX& x) const;
  void unpack(const VecX& x, double t, SimulationState& s) const;
  Status fixedStep(double h);
  Status adaptiveStep(double limit);
  Status checkFinite(const VecX& x, double t) const;
  void noteWarnings();  // after each accepted step

  const Model* model_;
  SimulationSpec spec_;
  Data data_;
  SimulationState initial_, current_;
  State scratch_;
  VecX tau_;
  VecX x_, xTrial_, xLow_, stage_;
  std::vector<VecX> k_;  ///< Runge–Kutta stage derivatives (7 for Dormand–Prince), allocated once
  std::vector<std::string> warnings_;
  std::vector<int> warnedSegments_;
};

}  // namespace wl
