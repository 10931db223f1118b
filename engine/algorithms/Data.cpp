#include "algorithms/Data.hpp"

namespace wl {

Data::Data(const Model& model) {
  const size_t n = model.segments().size();
  frames.assign(model.frames().size(), FrameState{});
  com.assign(n, PointMotion{});
  S_W.assign(n, Mat3::Zero());
  S6_W.assign(n, Mat6::Zero());
  loads.assign(model.loads().size(), AppliedLoad{});
  externalWrench_W.assign(n, Wrench{});
  jointWrench_W.assign(n, Wrench{});
  for (size_t i = 0; i < n; ++i) {
    externalWrench_W[i].about = model.proximalPoint(static_cast<int>(i));
    jointWrench_W[i].about = model.proximalPoint(static_cast<int>(i));
  }
  tau = VecX::Zero(model.nq());
  q = VecX::Zero(model.nq());
  qd = VecX::Zero(model.nq());
  compositeInertia.assign(n, Mat6::Zero());
  M = MatX::Zero(model.nq(), model.nq());
  Mqdd = VecX::Zero(model.nq());
  C = VecX::Zero(model.nq());
  G = VecX::Zero(model.nq());
  E = VecX::Zero(model.nq());
  P = VecX::Zero(model.nq());
  bias = VecX::Zero(model.nq());
  // Factorise something once so every member is initialised (copies of a default LDLT read an
  // uninitialised status flag, which UBSan rightly reports): a 1 × 1 matrix, not nq × nq, whose
  // factorisation costs O(nq³) (a 1000-segment model: a third of a second per workspace).
  // forwardDynamics sizes it on its first call.
  massFactor.compute(MatX::Identity(1, 1));
}

}  // namespace wl
