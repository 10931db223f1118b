#pragma once
// A forward-dynamics run that can be scrubbed: the simulator is advanced on its own step grid (never past
// the requested time, so every state it reaches is a grid state), and the state is saved every
// kCheckpointInterval of simulated time. Moving back restarts from the last saved state at or before the
// target, so moving forward again reproduces exactly the same states. This is the one integration driver:
// the page, the desktop window, the CLI and the tests all advance simulations through it.
#include <vector>

#include "core/Result.hpp"
#include "simulation/Simulator.hpp"

namespace wl {

constexpr double kCheckpointInterval = 0.1;  ///< s of simulated time between saved states

/// Advances `sim` on its step grid to time t, never past it (RK45: its adaptive steps land on t and on every
/// checkpoint time). When `checkpoints` is given, the state is appended at each multiple of
/// kCheckpointInterval it reaches (checkpoints[k] at k · interval). Stops with the simulator's message on
/// a failure (divergence, singular mass matrix), the simulator at the last good state.
Status integrateOnGrid(Simulator& sim, double t, std::vector<SimulationState>* checkpoints);

class Trajectory {
 public:
  static Result<Trajectory> create(const Model& model, const SimulationSpec& spec);

  /// Moves to time t: forward from the current state, or from the last checkpoint at or before t.
  Status moveTo(double t);
  /// Back to the initial state; the recorded checkpoints are dropped.
  void reset();

  const SimulationSpec& spec() const { return simulator_.spec(); }
  const SimulationState& current() const { return simulator_.current(); }
  double time() const { return simulator_.time(); }
  const Simulator& simulator() const { return simulator_; }
  /// A copy of the simulator at the last checkpoint at or before t: for sampling a time range without
  /// moving this trajectory (continue it with integrateOnGrid()).
  Simulator simulatorAt(double t) const;

 private:
  explicit Trajectory(Simulator simulator);
  size_t lastCheckpointAtOrBefore(double t) const;

  Simulator simulator_;
  std::vector<SimulationState> checkpoints_;  ///< checkpoints_[k] at k · kCheckpointInterval
};

}  // namespace wl
