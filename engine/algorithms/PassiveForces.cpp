#include "algorithms/PassiveForces.hpp"

namespace wl {

void passiveJointForces(const Model& model, const VecX& q, const VecX& qd, VecX& out) {
  out.resize(model.nq());
  for (int k = 0; k < model.nq(); ++k) out(k) = passiveJointForce(model.coordinates()[static_cast<size_t>(k)], q(k), qd(k));
}

}  // namespace wl
