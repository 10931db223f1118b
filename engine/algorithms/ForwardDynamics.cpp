#include "algorithms/ForwardDynamics.hpp"

#include <cmath>
#include <sstream>

#include "algorithms/InverseDynamics.hpp"
#include "algorithms/MassMatrix.hpp"

namespace wl {
namespace {

constexpr double kDegreesPerRadian = 180.0 / kPi;

// The segment whose joint owns coordinate k.
const Segment& ownerOf(const Model& model, int k) {
  return model.segments()[static_cast<size_t>(model.coordinateSegment()[static_cast<size_t>(k)])];
}

// Why M is singular, named as precisely as the model allows: the coordinate with the smallest pivot of the
// factorisation, its joint and its type; a spherical joint at ±90° is in gimbal lock, a coordinate with
// (almost) nothing beyond it moves no mass.
std::string singularCause(const Model& model, const Data& data, const VecX& q) {
  std::ostringstream s;
  // The LDLᵀ pivots are permuted by the factorisation.
  const auto& ldlt = data.massFactor;
  Eigen::Index smallest = 0;
  ldlt.vectorD().cwiseAbs().minCoeff(&smallest);
  VecX order = VecX::LinSpaced(model.nq(), 0, model.nq() - 1);
  order = ldlt.transpositionsP() * order;  // P A Pᵀ = L D Lᵀ: pivot i belongs to coordinate (P · indices)(i)
  const int k = static_cast<int>(std::lround(order(smallest)));
  const Segment& segment = ownerOf(model, k);
  const Joint& joint = segment.joint;
  if (joint.type == JointType::Spherical) {
    const double beta = q(joint.qIndex + 1);
    if (std::abs(std::cos(beta)) < kGimbalWarningCosine) {
      s << "spherical joint '" << joint.name << "' is in gimbal lock (β = " << beta * kDegreesPerRadian
        << "°): its Cardan angles " << model.coordinateNames()[static_cast<size_t>(joint.qIndex)] << " and "
        << model.coordinateNames()[static_cast<size_t>(joint.qIndex + 2)]
        << " turn about the same axis at β = ±90°";
      return s.str();
    }
  }
  const double diagonal = data.M(k, k);
  const double largest = data.M.diagonal().cwiseAbs().maxCoeff();
  s << "coordinate '" << model.coordinateNames()[static_cast<size_t>(k)] << "' (" << toString(joint.type) << " joint '"
    << joint.name << "' of segment '" << segment.name << "')";
  if (diagonal <= 1e-12 * std::max(largest, 1e-300))
    s << " moves no mass: give the segment (or one beyond it) mass or inertia";
  else
    s << " is not independent of the coordinates before it at this pose";
  return s.str();
}

}  // namespace

Status forwardDynamics(const Model& model, Data& data, State& state, const VecX& tau) {
  if (!state.q.allFinite() || !state.qd.allFinite() || !std::isfinite(state.t))
    return Error{"state", "is not finite (the simulation diverged: try a smaller time step)"};
  // Bias forces: everything but M q̈, from one Newton–Euler pass with q̈ = 0.
  state.qdd.setZero();
  data.bias = inverseDynamics(model, data, state);
  massMatrix(model, data, state);

  Eigen::LDLT<MatX>& ldlt = data.massFactor;
  ldlt.compute(data.M);
  const auto d = ldlt.vectorD();
  const double largest = d.cwiseAbs().maxCoeff();
  if (ldlt.info() != Eigen::Success || d.minCoeff() <= 1e-12 * std::max(largest, 1e-300))
    return Error{"mass matrix", "is singular: " + singularCause(model, data, state.q)};
  state.qdd = tau - data.bias;
  ldlt.solveInPlace(state.qdd);
  if (!state.qdd.allFinite()) return Error{"accelerations", "are not finite"};
  return Status::success();
}

GimbalProximity closestToGimbalLock(const Model& model, const VecX& q) {
  GimbalProximity closest;
  closest.cosBeta = kGimbalWarningCosine;
  for (size_t i = 0; i < model.segments().size(); ++i) {
    const Joint& joint = model.segments()[i].joint;
    if (joint.type != JointType::Spherical) continue;
    const double beta = q(joint.qIndex + 1);
    const double c = std::abs(std::cos(beta));
    if (c < closest.cosBeta) closest = {static_cast<int>(i), beta, c};
  }
  if (closest.segment < 0) closest.cosBeta = 1.0;
  return closest;
}

std::string gimbalLockWarning(const Model& model, const GimbalProximity& proximity) {
  if (proximity.segment < 0) return {};
  const Joint& joint = model.segments()[static_cast<size_t>(proximity.segment)].joint;
  const double degreesFromLock = std::asin(std::min(1.0, proximity.cosBeta)) * kDegreesPerRadian;
  std::ostringstream s;
  s.precision(3);
  s << "joint '" << joint.name << "' (spherical, Cardan x-y′-z″) is " << degreesFromLock
    << "° from gimbal lock (β = " << proximity.beta * kDegreesPerRadian << "°, cos β = " << proximity.cosBeta
    << "): its accelerations grow as 1/cos²β";
  return s.str();
}

}  // namespace wl
