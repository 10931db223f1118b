#include "session/SeriesSampler.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

#include "algorithms/Energy.hpp"
#include "algorithms/GeneralizedForces.hpp"
#include "session/Session.hpp"

namespace wl {

struct SeriesSampler::Workspace {
  explicit Workspace(const Model& m) : model(&m), nq(m.nq()), segments(m.segmentCount()), loads(m.loads().size()),
                                       data(m), split(m), loadScratch(m), breakdown(m), state(State::zero(m)) {}
  bool fits(const Model& m) const {
    return model == &m && nq == m.nq() && segments == m.segmentCount() && loads == m.loads().size();
  }
  const Model* model;
  int nq, segments;
  size_t loads;
  Data data;
  Data split;        ///< M q̈, C, G, E, P of the sample (generalizedForces overwrites its tau, so not `data`)
  Data loadScratch;  ///< one load's part of E
  std::vector<VecX> loadParts;      ///< per load, E of that load alone at this sample
  std::vector<bool> loadPartReady;  ///< which of loadParts belong to this sample
  TermBreakdown breakdown;
  State state;
};

SeriesSampler::SeriesSampler() = default;
SeriesSampler::~SeriesSampler() = default;
SeriesSampler::SeriesSampler(SeriesSampler&&) noexcept = default;
SeriesSampler& SeriesSampler::operator=(SeriesSampler&&) noexcept = default;

namespace {

double component(const Vec3& v, SeriesKey::Component c) {
  switch (c) {
    case SeriesKey::Component::X: return v.x();
    case SeriesKey::Component::Y: return v.y();
    case SeriesKey::Component::Z: return v.z();
    case SeriesKey::Component::Norm: return v.norm();
  }
  return 0.0;
}

bool needsEnergy(const SeriesRequest& r) {
  return r.kind == SeriesRequest::Kind::KineticEnergy || r.kind == SeriesRequest::Kind::PotentialEnergy ||
         r.kind == SeriesRequest::Kind::TotalEnergy;
}

bool needsSplit(const SeriesRequest& r) {
  return r.kind == SeriesRequest::Kind::InertiaTorque || r.kind == SeriesRequest::Kind::VelocityTorque ||
         r.kind == SeriesRequest::Kind::GravityTorque || r.kind == SeriesRequest::Kind::ExternalTorque ||
         r.kind == SeriesRequest::Kind::PassiveTorque;
}

Status validateRequest(const Model& model, const SeriesRequest& r, size_t index) {
  const std::string where = "series[" + std::to_string(index) + "]";
  if (r.kind == SeriesRequest::Kind::Term && (r.key.segment < 0 || r.key.segment >= model.segmentCount()))
    return Error{where, "segment index out of range"};
  const bool perCoordinate = r.kind == SeriesRequest::Kind::JointTorque || r.kind == SeriesRequest::Kind::Coordinate ||
                             r.kind == SeriesRequest::Kind::Rate || r.kind == SeriesRequest::Kind::Acceleration ||
                             needsSplit(r) || r.kind == SeriesRequest::Kind::LoadTorque;
  if (perCoordinate && (r.coordinate < 0 || r.coordinate >= model.nq())) return Error{where, "coordinate index out of range"};
  if (r.kind == SeriesRequest::Kind::LoadTorque && (r.load < 0 || static_cast<size_t>(r.load) >= model.loads().size()))
    return Error{where, "load index out of range"};
  return Status::success();
}

}  // namespace

Status SeriesSampler::sample(const Session& session, double t0, double t1, int samples,
                             const std::vector<SeriesRequest>& requests, Series& out) {
  if (!std::isfinite(t0) || !std::isfinite(t1) || t1 < t0) return Error{"series", "needs a time range t0 ≤ t1"};
  if (samples < 1 || samples > 1000000) return Error{"series", "samples must be in 1..1000000"};
  t0 = std::max(t0, session.startTime());
  t1 = std::min(t1, session.endTime());
  if (t1 < t0) t1 = t0;
  std::vector<double> times(static_cast<size_t>(samples));
  for (int i = 0; i < samples; ++i) times[static_cast<size_t>(i)] = samples == 1 ? t0 : t0 + (t1 - t0) * i / (samples - 1);
  return sampleAt(session, times, requests, out);
}

Status SeriesSampler::sampleAt(const Session& session, const std::vector<double>& times, const std::vector<SeriesRequest>& requests,
                               Series& out) {
  const Model& model = session.model();
  if (times.empty() || times.size() > 1000000) return Error{"series", "samples must be in 1..1000000"};
  for (size_t i = 0; i < times.size(); ++i) {
    if (!std::isfinite(times[i]) || times[i] < session.startTime() - 1e-12 || times[i] > session.endTime() + 1e-12)
      return Error{"series", "time " + std::to_string(i) + " is outside the time line"};
    if (i > 0 && times[i] < times[i - 1]) return Error{"series", "the times must be in order"};
  }
  for (size_t i = 0; i < requests.size(); ++i)
    if (Status s = validateRequest(model, requests[i], i); !s) return s;
  if (!workspace_ || !workspace_->fits(model)) workspace_ = std::make_unique<Workspace>(model);
  Workspace& w = *workspace_;
  const int samples = static_cast<int>(times.size());

  out.time.resize(static_cast<size_t>(samples));
  out.values.resize(requests.size());
  for (auto& row : out.values) row.assign(static_cast<size_t>(samples), 0.0);
  const bool energyNeeded = std::any_of(requests.begin(), requests.end(), needsEnergy);
  const bool splitNeeded = std::any_of(requests.begin(), requests.end(), needsSplit);
  w.loadParts.resize(w.loads);
  Timeline::Walk walk = session.timeline().walkFrom(times.front());
  for (int i = 0; i < samples; ++i) {
    const double t = times[static_cast<size_t>(i)];
    out.time[static_cast<size_t>(i)] = t;
    const Status walked = walk.stateAt(t, w.state);
    out.warnings = walk.warnings();
    if (!walked) {
      for (auto& row : out.values) std::fill(row.begin() + i, row.end(), std::numeric_limits<double>::quiet_NaN());
      return walked;
    }
    evaluateView(model, session.view(), w.data, w.state, w.breakdown, false);
    const Energy energy = energyNeeded ? mechanicalEnergy(model, w.data) : Energy{};
    if (splitNeeded) torqueParts(model, w.split, w.state);  // O(n): no M, whatever the model's size
    w.loadPartReady.assign(w.loads, false);
    for (size_t r = 0; r < requests.size(); ++r) {
      const SeriesRequest& q = requests[r];
      const auto c = static_cast<Eigen::Index>(q.coordinate);
      double v = 0.0;
      switch (q.kind) {
        case SeriesRequest::Kind::Term: {
          const Wrench& wrench = w.breakdown.segments[static_cast<size_t>(q.key.segment)][q.key.term];
          v = component(q.key.part == SeriesKey::Part::Force ? wrench.force : wrench.moment, q.key.component);
          break;
        }
        case SeriesRequest::Kind::JointTorque: v = w.data.tau(c); break;
        case SeriesRequest::Kind::Coordinate: v = w.state.q(c); break;
        case SeriesRequest::Kind::Rate: v = w.state.qd(c); break;
        case SeriesRequest::Kind::Acceleration: v = w.state.qdd(c); break;
        case SeriesRequest::Kind::KineticEnergy: v = energy.kinetic; break;
        case SeriesRequest::Kind::PotentialEnergy: v = energy.gravitational + energy.elastic; break;
        case SeriesRequest::Kind::TotalEnergy: v = energy.total(); break;
        case SeriesRequest::Kind::InertiaTorque: v = w.split.Mqdd(c); break;
        case SeriesRequest::Kind::VelocityTorque: v = w.split.C(c); break;
        case SeriesRequest::Kind::GravityTorque: v = w.split.G(c); break;
        case SeriesRequest::Kind::ExternalTorque: v = w.split.E(c); break;
        case SeriesRequest::Kind::PassiveTorque: v = w.split.P(c); break;
        case SeriesRequest::Kind::LoadTorque: {
          const auto load = static_cast<size_t>(q.load);
          if (!w.loadPartReady[load]) {
            w.loadParts[load] = loadGeneralizedForces(model, w.loadScratch, w.state, q.load);
            w.loadPartReady[load] = true;
          }
          v = w.loadParts[load](c);
          break;
        }
      }
      out.values[r][static_cast<size_t>(i)] = v;
    }
  }
  return Status::success();
}

}  // namespace wl
