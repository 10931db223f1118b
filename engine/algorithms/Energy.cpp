#include "algorithms/Energy.hpp"

#include "algorithms/Kinematics.hpp"
#include "algorithms/Loads.hpp"

namespace wl {

Energy mechanicalEnergy(const Model& model, const Data& data) {
  Energy e;
  for (size_t i = 0; i < model.segments().size(); ++i) {
    const Segment& s = model.segments()[i];
    const FrameState& B = data.frames[static_cast<size_t>(model.segmentFrame(static_cast<int>(i)))];
    const Vec3 omega_B = B.R_WF.transpose() * B.omega_W;
    e.kinetic += 0.5 * s.inertia.mass * data.com[i].v.squaredNorm() + 0.5 * omega_B.dot(s.inertia.I_C * omega_B);
    e.gravitational -= s.inertia.mass * model.gravity_W().dot(data.com[i].p);
  }
  for (int k = 0; k < model.nq() && k < data.qd.size(); ++k)  // rotors (armature)
    e.kinetic += 0.5 * model.coordinates()[static_cast<size_t>(k)].armature * data.qd(k) * data.qd(k);
  e.elastic = springPotentialEnergy(model, data);
  for (int k = 0; k < model.nq() && k < data.q.size(); ++k) {  // the joints' own springs, ½ k (q − q_ref)²
    const CoordinateDef& c = model.coordinates()[static_cast<size_t>(k)];
    e.elastic += 0.5 * c.stiffness * (data.q(k) - c.springRef) * (data.q(k) - c.springRef);
  }
  return e;
}

Energy mechanicalEnergy(const Model& model, Data& data, const State& state) {
  computeKinematics(model, data, state);
  computeLoads(model, data, state.t);
  return mechanicalEnergy(model, data);
}

}  // namespace wl
