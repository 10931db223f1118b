#include "simulation/Simulator.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>

#include "algorithms/ForwardDynamics.hpp"
#include "core/NumberText.hpp"

namespace wl {
namespace {

// Dormand–Prince 5(4) tableau (Dormand & Prince 1980): c, a (lower triangle), the 5th-order
// weights b (which are also the last row of a: "first same as last") and the embedded 4th-order
// weights used only for the error estimate.
constexpr double kC[7] = {0.0, 1.0 / 5, 3.0 / 10, 4.0 / 5, 8.0 / 9, 1.0, 1.0};
constexpr double kA[7][6] = {
    {0, 0, 0, 0, 0, 0},
    {1.0 / 5, 0, 0, 0, 0, 0},
    {3.0 / 40, 9.0 / 40, 0, 0, 0, 0},
    {44.0 / 45, -56.0 / 15, 32.0 / 9, 0, 0, 0},
    {19372.0 / 6561, -25360.0 / 2187, 64448.0 / 6561, -212.0 / 729, 0, 0},
    {9017.0 / 3168, -355.0 / 33, 46732.0 / 5247, 49.0 / 176, -5103.0 / 18656, 0},
    {35.0 / 384, 0, 500.0 / 1113, 125.0 / 192, -2187.0 / 6784, 11.0 / 84},
};
constexpr double kB5[7] = {35.0 / 384, 0, 500.0 / 1113, 125.0 / 192, -2187.0 / 6784, 11.0 / 84, 0};
constexpr double kB4[7] = {5179.0 / 57600, 0, 7571.0 / 16695, 393.0 / 640, -92097.0 / 339200, 187.0 / 2100, 1.0 / 40};

// A state this large is no longer physics: stop before it overflows into NaN.
constexpr double kDivergenceBound = 1e12;


}  // namespace

Result<Simulator> Simulator::create(const Model& model, const SimulationSpec& spec) {
  if (Status s = validate(model, spec); !s) return s.error();
  return Simulator(model, spec);
}

Simulator::Simulator(const Model& model, const SimulationSpec& spec)
    : model_(&model), spec_(spec), data_(model), scratch_(State::zero(model)) {
  const Eigen::Index n = model.nq();
  initial_.state = State::zero(model);
  initial_.state.q = spec.q0;
  initial_.state.qd = spec.qd0;
  initial_.integral = VecX::Zero(n);
  initial_.nextStep = spec.dt;
  tau_ = VecX::Zero(n);
  x_ = VecX::Zero(3 * n);
  xTrial_ = x_;
  xLow_ = x_;
  stage_ = x_;
  k_.assign(7, VecX::Zero(3 * n));
  reset();
}

void Simulator::reset() {
  current_ = initial_;
  warnings_.clear();
  warnedSegments_.clear();
  // q̈ at t0, so the initial state is complete (plots, energy) before the first step.
  pack(current_, x_);
  if (derivative(current_.state.t, x_, k_[0]))
    current_.state.qdd = k_[0].segment(model_->nq(), model_->nq());
}

void Simulator::pack(const SimulationState& s, VecX& x) const {
  const Eigen::Index n = model_->nq();
  x.segment(0, n) = s.state.q;
  x.segment(n, n) = s.state.qd;
  x.segment(2 * n, n) = s.integral;
}

void Simulator::unpack(const VecX& x, double t, SimulationState& s) const {
  const Eigen::Index n = model_->nq();
  s.state.t = t;
  s.state.q = x.segment(0, n);
  s.state.qd = x.segment(n, n);
  s.integral = x.segment(2 * n, n);
}

double Simulator::pidError(const PidController& pid, double t, const VecX& q, const VecX& qd,
                           double& errorRate) const {
  double measured = 0.0, measuredRate = 0.0;
  if (pid.measure == PidController::Measure::Coordinate) {
    measured = q(pid.measured);
    measuredRate = qd(pid.measured);
  } else {
    // Planar absolute angle: the relative revolute angles add up along the path to the base.
    for (int s = pid.measured; s >= 0; s = model_->segments()[static_cast<size_t>(s)].parent) {
      const Joint& joint = model_->segments()[static_cast<size_t>(s)].joint;
      if (joint.type != JointType::Revolute) continue;
      measured += q(joint.qIndex);
      measuredRate += qd(joint.qIndex);
    }
  }
  const Derivatives target = pid.target.at(t);
  errorRate = target.rate - measuredRate;
  return target.value - measured;
}

void Simulator::torquesAt(double t, const VecX& q, const VecX& qd, const VecX& integral, VecX& tau) const {
  tau.setZero();
  for (size_t k = 0; k < spec_.torques.size(); ++k) {
    const TorqueSource& source = spec_.torques[k];
    double value = source.open.isZero() ? 0.0 : source.open.at(t).value;
    if (source.hasPid) {
      double errorRate = 0.0;
      const double error = pidError(source.pid, t, q, qd, errorRate);
      value += source.pid.kp * error + source.pid.ki * integral(static_cast<Eigen::Index>(k)) +
               source.pid.kd * errorRate;
    }
    tau(static_cast<Eigen::Index>(k)) = value;
  }
}

const VecX& Simulator::appliedTorques() {
  const State& s = current_.state;
  torquesAt(s.t, s.q, s.qd, current_.integral, tau_);
  return tau_;
}

Status Simulator::derivative(double t, const VecX& x, VecX& dx) {
  const Eigen::Index n = model_->nq();
  scratch_.t = t;
  scratch_.q = x.segment(0, n);
  scratch_.qd = x.segment(n, n);
  torquesAt(t, scratch_.q, scratch_.qd, x.segment(2 * n, n), tau_);
  if (Status s = forwardDynamics(*model_, data_, scratch_, tau_); !s) return s;
  dx.segment(0, n) = scratch_.qd;
  dx.segment(n, n) = scratch_.qdd;
  for (Eigen::Index k = 0; k < n; ++k) {
    double rate = 0.0;
    const TorqueSource* source = spec_.torques.empty() ? nullptr : &spec_.torques[static_cast<size_t>(k)];
    dx(2 * n + k) = source && source->hasPid ? pidError(source->pid, t, scratch_.q, scratch_.qd, rate) : 0.0;
  }
  return Status::success();
}

Status Simulator::checkFinite(const VecX& x, double t) const {
  if (x.allFinite() && x.cwiseAbs().maxCoeff() < kDivergenceBound) return Status::success();
  std::ostringstream s;
  s << "diverged at t = " << formatShortest(t) << " s (" << toString(spec_.integrator) << ", dt = " << formatShortest(spec_.dt)
    << " s): try a smaller time step or the rk45 integrator";
  return Error{"simulation", s.str()};
}

Status Simulator::fixedStep(double h) {
  const Eigen::Index n = model_->nq();
  const double t = current_.state.t;
  pack(current_, x_);
  switch (spec_.integrator) {
    case Integrator::ExplicitEuler:
      // Seed 001/003's loop: every component advances with the derivative at the old state.
      if (Status s = derivative(t, x_, k_[0]); !s) return s;
      x_ += h * k_[0];
      break;
    case Integrator::SymplecticEuler:
      // New velocity first, then the position with the new velocity: energy error stays bounded.
      if (Status s = derivative(t, x_, k_[0]); !s) return s;
      x_.segment(n, n) += h * k_[0].segment(n, n);
      x_.segment(0, n) += h * x_.segment(n, n);
      x_.segment(2 * n, n) += h * k_[0].segment(2 * n, n);
      break;
    case Integrator::RK4: {
      if (Status s = derivative(t, x_, k_[0]); !s) return s;
      stage_ = x_ + 0.5 * h * k_[0];
      if (Status s = derivative(t + 0.5 * h, stage_, k_[1]); !s) return s;
      stage_ = x_ + 0.5 * h * k_[1];
      if (Status s = derivative(t + 0.5 * h, stage_, k_[2]); !s) return s;
      stage_ = x_ + h * k_[2];
      if (Status s = derivative(t + h, stage_, k_[3]); !s) return s;
      x_ += (h / 6.0) * (k_[0] + 2.0 * k_[1] + 2.0 * k_[2] + k_[3]);
      break;
    }
    case Integrator::RK45: break;  // handled by adaptiveStep
  }
  const bool onGrid = current_.gridStep >= 0 && h == spec_.dt;
  const double tNew = onGrid ? initial_.state.t + static_cast<double>(current_.gridStep + 1) * spec_.dt : t + h;
  if (Status s = checkFinite(x_, tNew); !s) return s;
  unpack(x_, tNew, current_);
  ++current_.steps;
  current_.gridStep = onGrid ? current_.gridStep + 1 : -1;
  noteWarnings();
  // Complete the state with q̈ at the new instant (what the player shows).
  if (Status s = derivative(current_.state.t, x_, k_[0]); !s) return s;
  current_.state.qdd = k_[0].segment(n, n);
  return Status::success();
}

Status Simulator::adaptiveStep(double limit) {
  const Eigen::Index n = model_->nq();
  const double t = current_.state.t;
  pack(current_, x_);
  double h = current_.nextStep > 0.0 ? current_.nextStep : spec_.dt;
  if (Status s = derivative(t, x_, k_[0]); !s) return s;
  for (int attempt = 0; attempt < 100; ++attempt) {
    bool last = false;
    if (t + h >= limit) {
      h = limit - t;
      last = true;
    }
    if (!(h > 1e-14 * std::max(1.0, std::abs(t)))) {
      std::ostringstream s;
      s << "the adaptive step size fell below round-off at t = " << formatShortest(t) << " s (the motion is diverging or stiff)";
      return Error{"simulation", s.str()};
    }
    bool stagesOk = true;
    for (int i = 1; i < 7 && stagesOk; ++i) {
      stage_ = x_;
      for (int j = 0; j < i; ++j)
        if (kA[i][j] != 0.0) stage_ += (h * kA[i][j]) * k_[static_cast<size_t>(j)];
      stagesOk = static_cast<bool>(derivative(t + kC[i] * h, stage_, k_[static_cast<size_t>(i)]));
    }
    if (stagesOk) {
      xTrial_ = x_;
      xLow_ = x_;
      for (int i = 0; i < 7; ++i) {
        if (kB5[i] != 0.0) xTrial_ += (h * kB5[i]) * k_[static_cast<size_t>(i)];
        if (kB4[i] != 0.0) xLow_ += (h * kB4[i]) * k_[static_cast<size_t>(i)];
      }
      double error = 0.0;
      for (Eigen::Index k = 0; k < x_.size(); ++k) {
        const double scale = spec_.absoluteTolerance +
                             spec_.relativeTolerance * std::max(std::abs(x_(k)), std::abs(xTrial_(k)));
        error = std::max(error, std::abs(xTrial_(k) - xLow_(k)) / scale);
      }
      if (std::isfinite(error) && error <= 1.0) {
        if (Status s = checkFinite(xTrial_, t + h); !s) return s;
        const double grow = error > 0.0 ? 0.9 * std::pow(error, -0.2) : 5.0;
        const double proposed = h * std::clamp(grow, 0.2, 5.0);
        // A step shortened to land on `limit` says nothing about the natural step size.
        current_.nextStep = last ? std::max(proposed, current_.nextStep) : proposed;
        unpack(xTrial_, last ? limit : t + h, current_);
        ++current_.steps;
        noteWarnings();
        if (Status s = derivative(current_.state.t, xTrial_, k_[0]); !s) return s;
        current_.state.qdd = k_[0].segment(n, n);
        return Status::success();
      }
      h *= std::isfinite(error) ? std::clamp(0.9 * std::pow(error, -0.2), 0.1, 0.5) : 0.1;
    } else {
      h *= 0.1;  // a stage hit a singular or non-finite state: retry much smaller
    }
    ++current_.rejectedSteps;
  }
  return Error{"simulation", "rk45 rejected 100 steps in a row at t = " + formatShortest(t) + " s"};
}

void Simulator::noteWarnings() {
  // Cardan angles near gimbal lock amplify q̈ as 1/cos²β long before M is singular: say so, once per joint.
  const GimbalProximity near = closestToGimbalLock(*model_, current_.state.q);
  if (near.segment < 0 || std::find(warnedSegments_.begin(), warnedSegments_.end(), near.segment) != warnedSegments_.end())
    return;
  warnedSegments_.push_back(near.segment);
  std::ostringstream at;
  at << "t = " << formatShortest(current_.state.t) << " s: ";
  warnings_.push_back(at.str() + gimbalLockWarning(*model_, near));
}

Status Simulator::step(double limit) {
  if (spec_.integrator == Integrator::RK45) return adaptiveStep(limit);
  return fixedStep(std::min(spec_.dt, limit - current_.state.t));
}


}  // namespace wl
