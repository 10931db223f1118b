#pragma once
// What a forward-dynamics lesson prescribes: the initial state, the torque applied at each joint
// coordinate (a time function, optionally plus a PID controller), the integrator and its step.
#include <string>
#include <vector>

#include "core/Result.hpp"
#include "core/Types.hpp"
#include "model/Model.hpp"
#include "numerics/TimeFunction.hpp"

namespace wl {

enum class Integrator {
  ExplicitEuler,    ///< x ← x + h f(x): seed 001/003's loop, kept to reproduce its plots (and its drift)
  SymplecticEuler,  ///< q̇ ← q̇ + h q̈(q, q̇); q ← q + h q̇ (new velocity): semi-implicit Euler, symplectic
                    ///< for a constant mass matrix, far less drift than explicit Euler in practice
  RK4,              ///< classical fourth-order Runge–Kutta, fixed step
  RK45,             ///< Dormand–Prince 5(4) with adaptive step and error control
};
const char* toString(Integrator integrator);
bool integratorFromString(const std::string& name, Integrator& out);  ///< "euler", "symplectic", "rk4", "rk45"

/// PID on one measured angle, applied as a torque on one coordinate:
/// τ = kp e + ki ∫e dt + kd ė, e = target(t) − measured. Seed 003: kp 30, ki 3, kd 2 on θ2 (absolute).
struct PidController {
  enum class Measure {
    Coordinate,    ///< the generalized coordinate `measured`
    SegmentAngle,  ///< absolute planar angle of segment `measured`: the sum of the revolute
                   ///< coordinates from the base to it (seed 003 controls θ2 = q1 + q2)
  };
  Measure measure = Measure::Coordinate;
  int measured = 0;
  double kp = 0.0, ki = 0.0, kd = 0.0;
  TimeFunction target;
};

struct TorqueSource {
  TimeFunction open;            ///< open-loop torque (N·m or N), zero by default
  bool hasPid = false;
  PidController pid;
};

struct SimulationSpec {
  VecX q0, qd0;                       ///< initial coordinates and rates (size nq)
  std::vector<TorqueSource> torques;  ///< one per coordinate
  Integrator integrator = Integrator::RK4;
  double dt = 1e-3;                   ///< fixed step (RK45: the first trial step and the output interval)
  double duration = 10.0;             ///< default length of a run, s
  double relativeTolerance = 1e-8;    ///< RK45
  double absoluteTolerance = 1e-10;   ///< RK45
  bool enabled = false;               ///< true when the model file asked for forward dynamics
};

/// The spec's rules against its model (sizes, finite values, dt > 0, tolerances, PID targets, at most 10⁸
/// steps, a planar chain for segment_angle): the one check, used by the model loader and Simulator::create.
Status validate(const Model& model, const SimulationSpec& spec);

}  // namespace wl
