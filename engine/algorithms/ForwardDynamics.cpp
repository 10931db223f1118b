#include "algorithms/ForwardDynamics.hpp"

#include <Eigen/Cholesky>
#include <sstream>

#include "algorithms/InverseDynamics.hpp"
#include "algorithms/MassMatrix.hpp"

namespace wl {

Status forwardDynamics(const Model& model, Data& data, State& state, const VecX& tau) {
  if (!state.q.allFinite() || !state.qd.allFinite() || !std::isfinite(state.t))
    return Error{"state", "is not finite (the simulation diverged: try a smaller time step)"};
  // Bias forces: everything but M q̈, from one Newton–Euler pass with q̈ = 0.
  state.qdd.setZero();
  const VecX& bias = inverseDynamics(model, data, state);
  data.C = tau - bias;  // reuse data.C as scratch for the right-hand side
  massMatrix(model, data, state);

  Eigen::LDLT<MatX>& ldlt = data.massFactor;
  ldlt.compute(data.M);
  const auto d = ldlt.vectorD();
  const double largest = d.cwiseAbs().maxCoeff();
  if (ldlt.info() != Eigen::Success || d.minCoeff() <= 1e-12 * std::max(largest, 1e-300)) {
    // Name the culprit: a coordinate that moves no mass has a (near) zero diagonal entry;
    // otherwise the coupling is degenerate, as for a spherical joint in gimbal lock.
    Eigen::Index lightest = 0;
    const double smallestDiagonal = data.M.diagonal().minCoeff(&lightest);
    std::ostringstream s;
    s << "the mass matrix is singular: ";
    if (smallestDiagonal <= 1e-12 * std::max(data.M.diagonal().maxCoeff(), 1e-300))
      s << "coordinate '" << model.coordinateNames[static_cast<size_t>(lightest)] << "' moves no mass";
    else
      s << "the coordinates are degenerate (a spherical joint at ±90° is in gimbal lock)";
    return Error{"mass matrix", s.str()};
  }
  state.qdd = data.C;
  ldlt.solveInPlace(state.qdd);
  if (!state.qdd.allFinite()) return Error{"accelerations", "are not finite"};
  return Status::success();
}

}  // namespace wl
