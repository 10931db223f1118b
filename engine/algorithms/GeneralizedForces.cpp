#include "algorithms/GeneralizedForces.hpp"

#include "algorithms/InverseDynamics.hpp"
#include "algorithms/MassMatrix.hpp"

namespace wl {

void generalizedForces(const Model& model, Data& data, const State& state) {
  massMatrix(model, data, state);

  State probe = state;  // copies once; generalizedForces is not on the per-frame hot path
  probe.qdd.setZero();
  data.C = inverseDynamics(model, data, probe, {false, false, true});

  probe.qd.setZero();
  data.G = inverseDynamics(model, data, probe, {true, false, false});
  data.E = inverseDynamics(model, data, probe, {false, true, false});
}

}  // namespace wl
