#include "model/Constraint.hpp"

namespace wl {

void followLeaders(const std::vector<CoordinateCoupling>& couplings, VecX& q, VecX& qd, VecX& qdd) {
  for (const CoordinateCoupling& c : couplings) {
    const Eigen::Index l = c.leader, f = c.follower;
    const Derivatives d = c.function.at(q(l));
    q(f) = d.value;
    qd(f) = d.rate * qd(l);
    qdd(f) = d.acceleration * qd(l) * qd(l) + d.rate * qdd(l);
  }
}

const char* toString(LoopKind kind) {
  switch (kind) {
    case LoopKind::Weld: return "weld";
    case LoopKind::Point: return "point";
    case LoopKind::PointOnLine: return "point on line";
    case LoopKind::ConstantDistance: return "constant distance";
  }
  return "?";
}

}  // namespace wl
