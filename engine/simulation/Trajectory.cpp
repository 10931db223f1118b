#include "simulation/Trajectory.hpp"

#include <algorithm>

namespace wl {

Status integrateOnGrid(Simulator& sim, double t, std::vector<SimulationState>* checkpoints) {
  const SimulationSpec& spec = sim.spec();
  const bool adaptive = spec.integrator == Integrator::RK45;
  // A fixed-step run stops at the last grid time not after t; the slack absorbs the round-off of summing
  // dt many times, so t = k·dt lands on step k and not one short.
  const double slack = 1e-9 * spec.dt;
  while (sim.time() + (adaptive ? slack : spec.dt - slack) < t) {
    double limit = adaptive ? t : 1e300;
    if (checkpoints && adaptive)
      limit = std::min(limit, static_cast<double>(checkpoints->size()) * kCheckpointInterval);
    if (Status s = sim.step(limit); !s) return s;
    if (checkpoints && sim.time() >= static_cast<double>(checkpoints->size()) * kCheckpointInterval - slack)
      checkpoints->push_back(sim.current());
  }
  return Status::success();
}

Result<Trajectory> Trajectory::create(const Model& model, const SimulationSpec& spec) {
  auto sim = Simulator::create(model, spec);
  if (!sim) return sim.error();
  return Trajectory(std::move(*sim));
}

Trajectory::Trajectory(Simulator simulator) : simulator_(std::move(simulator)) {
  checkpoints_.push_back(simulator_.current());
}

size_t Trajectory::lastCheckpointAtOrBefore(double t) const {
  auto it = std::upper_bound(checkpoints_.begin(), checkpoints_.end(), t,
                             [](double time, const SimulationState& c) { return time < c.state.t; });
  return it == checkpoints_.begin() ? 0 : static_cast<size_t>(it - checkpoints_.begin()) - 1;
}

Status Trajectory::moveTo(double t) {
  if (t < simulator_.time()) {
    const size_t k = lastCheckpointAtOrBefore(t);
    simulator_.restore(checkpoints_[k]);
    checkpoints_.resize(k + 1);
  }
  return integrateOnGrid(simulator_, t, &checkpoints_);
}

void Trajectory::reset() {
  simulator_.reset();
  checkpoints_.assign(1, simulator_.current());
}

Simulator Trajectory::simulatorAt(double t) const {
  Simulator copy = simulator_;
  copy.restore(checkpoints_[lastCheckpointAtOrBefore(t)]);
  return copy;
}

}  // namespace wl
