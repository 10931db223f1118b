#include "algorithms/Loads.hpp"

#include "algorithms/Kinematics.hpp"

namespace wl {

void computeLoads(const Model& model, Data& data, double t) {
  for (auto& f : data.externalForce_W) f.setZero();
  for (auto& m : data.externalMoment_W) m.setZero();

  for (size_t k = 0; k < model.loads.size(); ++k) {
    const Load& load = model.loads[k];
    AppliedLoad& out = data.loads[k];
    const FrameState& segmentFrame = data.frames[static_cast<size_t>(model.segmentFrame(load.segment))];
    switch (load.type) {
      case LoadType::Force: {
        const Mat3& R_WL = data.frames[static_cast<size_t>(load.frame)].R_WF;
        out.force_W = R_WL * load.force.value(t);
        out.moment_W = R_WL * load.moment.value(t);
        out.point_W = pointPosition(model, data, load.point);
        break;
      }
      case LoadType::Spring: {
        out.point_W = pointPosition(model, data, load.point);
        const Vec3 d = out.point_W - load.anchor_W;  // from the anchor to the attachment point
        const double length = d.norm();
        out.springLength = length;
        // A spring stretched beyond its rest length pulls the point back towards the anchor. With
        // the point on the anchor the direction is undefined; the force is then zero (L0 = 0) or
        // taken along no direction at all: report zero rather than invent one.
        out.force_W = length > 0.0 ? Vec3(-load.stiffness * (length - load.restLength) * d / length) : Vec3::Zero();
        out.moment_W.setZero();
        break;
      }
      case LoadType::ExternalForce: {
        const Mat3& R_WF = data.frames[static_cast<size_t>(load.frame)].R_WF;
        out.force_W = R_WF * load.force.value(t);
        out.moment_W = R_WF * load.moment.value(t);
        out.point_W = data.frames[static_cast<size_t>(load.pointFrame)].toWorld(load.pointInFrame.value(t));
        break;
      }
      case LoadType::GroundReaction: {
        out.force_W = load.force.value(t);
        const Vec3 cop = load.centreOfPressure.value(t);
        out.point_W = load.centreOfPressureOnSegment ? segmentFrame.toWorld(cop) : cop;
        out.moment_W = load.up_W * load.freeMoment.value(t);
        break;
      }
    }
    const size_t s = static_cast<size_t>(load.segment);
    data.externalForce_W[s] += out.force_W;
    data.externalMoment_W[s] += out.moment_W + (out.point_W - segmentFrame.p_WF).cross(out.force_W);
  }
}

double springPotentialEnergy(const Model& model, const Data& data) {
  double energy = 0.0;
  for (size_t k = 0; k < model.loads.size(); ++k) {
    const Load& load = model.loads[k];
    if (load.type != LoadType::Spring) continue;
    const double stretch = data.loads[k].springLength - load.restLength;
    energy += 0.5 * load.stiffness * stretch * stretch;
  }
  return energy;
}

}  // namespace wl
