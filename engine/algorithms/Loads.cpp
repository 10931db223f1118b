#include "algorithms/Loads.hpp"

#include <algorithm>

#include "algorithms/Kinematics.hpp"

namespace wl {

void computeLoads(const Model& model, Data& data, double t) {
  for (size_t i = 0; i < model.segments().size(); ++i)
    data.externalWrench_W[i].resetAbout(data.frames[static_cast<size_t>(model.segmentFrame(static_cast<int>(i)))].p_WF);

  for (size_t k = 0; k < model.loads().size(); ++k) {
    const Load& load = model.loads()[k];
    AppliedLoad& out = data.loads[k];
    Wrench& w = out.wrench_W;
    w.frame = kWorldFrame;
    w.about = load.point;
    const FrameState& segmentFrame = data.frames[static_cast<size_t>(model.segmentFrame(load.segment))];
    switch (load.type) {
      case LoadType::Force: {
        const Mat3& R_WL = data.frames[static_cast<size_t>(load.frame)].R_WF;
        w.force = R_WL * load.force.value(t);
        w.moment = R_WL * load.moment.value(t);
        w.point = pointPosition(model, data, load.point);
        break;
      }
      case LoadType::Spring: {
        w.point = pointPosition(model, data, load.point);
        const Vec3 d = w.point - load.anchor_W;  // from the anchor to the attachment point
        const double length = d.norm();
        out.springLength = length;
        w.force = springForce(load, d, length);
        w.moment.setZero();
        break;
      }
      case LoadType::ExternalForce: {
        const Mat3& R_WF = data.frames[static_cast<size_t>(load.frame)].R_WF;
        w.force = R_WF * load.force.value(t);
        w.moment = R_WF * load.moment.value(t);  // a couple: the same about any point
        w.point = data.frames[static_cast<size_t>(load.pointFrame)].toWorld(load.pointInFrame.value(t));
        break;
      }
      case LoadType::GroundReaction: {
        w.force = load.force.value(t);
        const Vec3 cop = load.centreOfPressure.value(t);
        w.point = load.centreOfPressureOnSegment ? segmentFrame.toWorld(cop) : cop;
        w.moment = load.up_W * load.freeMoment.value(t);
        break;
      }
    }
    data.externalWrench_W[static_cast<size_t>(load.segment)].accumulate(w);
  }
}

Vec3 springForce(const Load& spring, const Vec3& anchorToPoint_W, double length) {
  // A spring stretched beyond its rest length pulls the point back towards the anchor along the line
  // between them. That line is undefined when the point sits on the anchor; within a length that is tiny
  // against the rest length (or against 1 mm for a zero-length spring) the direction is numerical noise,
  // so the force is reported as zero there rather than invented (docs/model-format.md).
  const double undefinedBelow = kSpringDirectionTolerance * std::max(spring.restLength, 1e-3);
  if (!(length > undefinedBelow)) return Vec3::Zero();
  return -spring.stiffness * (length - spring.restLength) * anchorToPoint_W / length;
}

double springPotentialEnergy(const Model& model, const Data& data) {
  double energy = 0.0;
  for (size_t k = 0; k < model.loads().size(); ++k) {
    const Load& load = model.loads()[k];
    if (load.type != LoadType::Spring) continue;
    const double stretch = data.loads[k].springLength - load.restLength;
    energy += 0.5 * load.stiffness * stretch * stretch;
  }
  return energy;
}

}  // namespace wl
