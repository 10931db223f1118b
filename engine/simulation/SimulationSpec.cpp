#include "simulation/SimulationSpec.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

namespace wl {

const char* toString(Integrator integrator) {
  switch (integrator) {
    case Integrator::ExplicitEuler: return "euler";
    case Integrator::SymplecticEuler: return "symplectic";
    case Integrator::RK4: return "rk4";
    case Integrator::RK45: return "rk45";
  }
  return "rk4";
}

bool integratorFromString(const std::string& name, Integrator& out) {
  for (Integrator i : {Integrator::ExplicitEuler, Integrator::SymplecticEuler, Integrator::RK4, Integrator::RK45}) {
    if (name == toString(i)) {
      out = i;
      return true;
    }
  }
  return false;
}

namespace {

// A segment's absolute planar angle is the sum of the revolute angles from the base to it only when every
// joint on that path turns about one and the same axis (in the base's axes, whatever the angles): each
// joint's axis, carried into its parent's body axes by the joint's fixed orientation, must be the parent
// joint's axis (a fixed joint passes its parent's axis on). Anything else would add unrelated angles.
Status checkPlanarPath(const Model& model, int segment) {
  std::vector<int> path;
  for (int s = segment; s >= 0; s = model.segments()[static_cast<size_t>(s)].parent) path.push_back(s);
  std::reverse(path.begin(), path.end());  // from the base out
  bool haveAxis = false;
  Vec3 axis_P = Vec3::Zero();              // the common axis in the current parent's body axes
  for (int s : path) {
    const Joint& j = model.segments()[static_cast<size_t>(s)].joint;
    switch (j.type) {
      case JointType::Revolute: {
        // Body axes of this segment differ from J's by a turn about the joint axis, which leaves it fixed.
        const Vec3 carried_P = j.R_PJ * j.axis;
        if (haveAxis && (carried_P - axis_P).norm() > 1e-9)
          return Error{"", "segment_angle needs a planar chain: joint '" + j.name +
                               "' does not turn about the same axis as the joints before it; measure a coordinate instead"};
        axis_P = j.axis;
        haveAxis = true;
        break;
      }
      case JointType::Fixed:
        if (haveAxis) axis_P = j.R_PJ.transpose() * axis_P;  // the same axis, in the welded segment's axes
        break;
      case JointType::Prismatic:
      case JointType::Spherical:
      case JointType::General:
        return Error{"", "segment_angle needs a chain of revolute joints about one axis: joint '" + j.name + "' is " +
                             toString(j.type) + "; measure a coordinate instead"};
    }
  }
  return Status::success();
}

}  // namespace

Status validate(const Model& model, const SimulationSpec& spec) {
  const Eigen::Index n = model.nq();
  if (spec.q0.size() != n) return Error{"simulation.q0", "needs " + std::to_string(n) + " values"};
  if (spec.qd0.size() != n) return Error{"simulation.qd0", "needs " + std::to_string(n) + " values"};
  if (!spec.q0.allFinite()) return Error{"simulation.q0", "must be finite numbers"};
  if (!spec.qd0.allFinite()) return Error{"simulation.qd0", "must be finite numbers"};
  if (!(spec.dt > 0.0) || !std::isfinite(spec.dt)) return Error{"simulation.dt", "must be a number > 0"};
  if (!(spec.duration > 0.0) || !std::isfinite(spec.duration))
    return Error{"simulation.duration", "must be a number > 0"};
  if (spec.duration / spec.dt > 1e8) return Error{"simulation.dt", "is too small for the duration (more than 10⁸ steps)"};
  if (spec.integrator == Integrator::RK45 && (!(spec.relativeTolerance > 0.0) || !(spec.absoluteTolerance > 0.0)))
    return Error{"simulation.tolerance", "must be > 0"};
  if (!spec.torques.empty() && spec.torques.size() != static_cast<size_t>(n))
    return Error{"simulation.torques", "needs one entry per coordinate"};
  for (size_t k = 0; k < spec.torques.size(); ++k) {
    const TorqueSource& source = spec.torques[k];
    if (!source.hasPid) continue;
    const std::string where = "simulation.torques." + model.coordinateNames()[k] + ".pid";
    const PidController& pid = source.pid;
    if (!std::isfinite(pid.kp) || !std::isfinite(pid.ki) || !std::isfinite(pid.kd))
      return Error{where, "gains must be finite"};
    const int limit = pid.measure == PidController::Measure::Coordinate ? static_cast<int>(n)
                                                                         : static_cast<int>(model.segments().size());
    if (pid.measured < 0 || pid.measured >= limit) return Error{where + ".of", "names no coordinate or segment"};
    if (pid.measure == PidController::Measure::SegmentAngle)
      if (Status s = checkPlanarPath(model, pid.measured); !s) return Error{where + ".measure", s.error().message};
  }
  return Status::success();
}

}  // namespace wl
