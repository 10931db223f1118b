#include "algorithms/GeneralizedForces.hpp"

#include "algorithms/InverseDynamics.hpp"
#include "algorithms/Kinematics.hpp"
#include "algorithms/Loads.hpp"
#include "algorithms/MassMatrix.hpp"
#include "algorithms/PassiveForces.hpp"

namespace wl {

void generalizedForces(const Model& model, Data& data, const State& state) {
  massMatrix(model, data, state);
  torqueParts(model, data, state);
}

void torqueParts(const Model& model, Data& data, const State& state) {
  State probe = state;  // copies once per state (the session's move, a sample), not per segment
  probe.qd.setZero();
  data.Mqdd = inverseDynamics(model, data, probe, {false, false, false, false});
  probe.qd = state.qd;
  probe.qdd.setZero();
  data.C = inverseDynamics(model, data, probe, {false, false, true, false});

  probe.qd.setZero();
  data.G = inverseDynamics(model, data, probe, {true, false, false, false});
  data.E = inverseDynamics(model, data, probe, {false, true, false, false});
  passiveJointForces(model, state.q, state.qd, data.P);
}

const VecX& loadGeneralizedForces(const Model& model, Data& data, const State& state, int load) {
  // At rest (q̇ = q̈ = 0, the base held still) and without gravity, the backward pass balances the
  // segment loads alone; keep only this one's force and moment about its segment's origin.
  State probe = state;
  probe.qd.setZero();
  probe.qdd.setZero();
  computeKinematics(model, data, probe, false);
  computeLoads(model, data, state.t);
  for (size_t i = 0; i < model.segments().size(); ++i)
    data.externalWrench_W[i].resetAbout(data.frames[static_cast<size_t>(model.segmentFrame(static_cast<int>(i)))].p_WF);
  const Load& l = model.loads()[static_cast<size_t>(load)];
  data.externalWrench_W[static_cast<size_t>(l.segment)].accumulate(data.loads[static_cast<size_t>(load)].wrench_W);
  return jointWrenchesFromKinematics(model, data, {false, true, false});
}

}  // namespace wl
