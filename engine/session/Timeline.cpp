#include "session/Timeline.hpp"

#include <algorithm>
#include <cmath>

namespace wl {
namespace {

constexpr double kDefaultDuration = 10.0;

double documentDuration(const nlohmann::json& document) {
  auto it = document.find("duration");
  if (it != document.end() && it->is_number() && it->get<double>() > 0.0 && std::isfinite(it->get<double>()))
    return it->get<double>();
  return kDefaultDuration;
}

}  // namespace

Result<Timeline> Timeline::create(const ModelFile& file) {
  Timeline timeline(file);
  const Model& model = file.model;
  if (file.simulation.enabled) {
    auto trajectory = Trajectory::create(model, file.simulation);
    if (!trajectory) return trajectory.error();
    timeline.trajectory_.emplace(std::move(*trajectory));
  } else if (file.motion.coordinates.size() != static_cast<size_t>(model.nq())) {
    return Error{"motion", "needs one function per coordinate (" + std::to_string(model.nq()) + ")"};
  }
  return timeline;
}

double Timeline::startTime() const {
  if (trajectory_) return 0.0;
  const double s = file_->motion.startTime;
  return std::isfinite(s) ? s : 0.0;
}

double Timeline::endTime() const {
  if (trajectory_) return trajectory_->spec().duration;
  const double e = file_->motion.endTime;
  if (std::isfinite(e)) return e;
  return startTime() + documentDuration(file_->document);
}

Status Timeline::moveTo(double t, State& state) {
  t = std::clamp(t, startTime(), endTime());
  if (!trajectory_) {
    file_->motion.sample(t, state);
    return Status::success();
  }
  const Status status = trajectory_->moveTo(t);
  state = trajectory_->current().state;
  return status;
}

void Timeline::reset() {
  if (trajectory_) trajectory_->reset();
}

namespace {
const std::vector<std::string> kNoWarnings;
}

const std::vector<std::string>& Timeline::warnings() const {
  return trajectory_ ? trajectory_->simulator().warnings() : kNoWarnings;
}

const std::vector<std::string>& Timeline::Walk::warnings() const {
  return simulator_ ? simulator_->warnings() : kNoWarnings;
}

Timeline::Walk::Walk(const Timeline& timeline, double t0) : timeline_(&timeline) {
  if (timeline.trajectory_) simulator_.emplace(timeline.trajectory_->simulatorAt(t0));
}

Status Timeline::Walk::stateAt(double t, State& state) {
  if (!simulator_) {
    timeline_->file_->motion.sample(t, state);
    return Status::success();
  }
  const Status status = integrateOnGrid(*simulator_, t, nullptr);
  state = simulator_->current().state;
  return status;
}

}  // namespace wl
