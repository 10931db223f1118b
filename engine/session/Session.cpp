#include "session/Session.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

#include "algorithms/GeneralizedForces.hpp"
#include "algorithms/InverseDynamics.hpp"
#include "io/JsonPath.hpp"

namespace wl {
namespace {

constexpr double kDefaultDuration = 10.0;
constexpr double kCheckpointInterval = 0.1;  // s of simulated time between saved states

// Everything that belongs to one built model. Rebuilt as a whole when a parameter changes, so a
// failed rebuild leaves the previous one untouched.
struct Loaded {
  explicit Loaded(ModelFile f)
      : file(std::move(f)), data(file.model), scratchData(file.model), breakdown(file.model),
        scratchBreakdown(file.model), state(State::zero(file.model)), scratchState(State::zero(file.model)) {}
  ModelFile file;
  Data data, scratchData;
  TermBreakdown breakdown, scratchBreakdown;
  State state, scratchState;
  std::optional<Simulator> simulator;
  std::vector<SimulationState> checkpoints;  // checkpoints[k] at the k-th multiple of the interval
  bool importedMotion = false;
};

double documentDuration(const nlohmann::json& document) {
  auto it = document.find("duration");
  if (it != document.end() && it->is_number() && it->get<double>() > 0.0 && std::isfinite(it->get<double>()))
    return it->get<double>();
  return kDefaultDuration;
}

// Index of the latest saved state not after t (the first one is the initial state).
size_t lastCheckpointAtOrBefore(const std::vector<SimulationState>& checkpoints, double t) {
  auto it = std::upper_bound(checkpoints.begin(), checkpoints.end(), t,
                             [](double time, const SimulationState& c) { return time < c.state.t; });
  return it == checkpoints.begin() ? 0 : static_cast<size_t>(it - checkpoints.begin()) - 1;
}

}  // namespace

struct Session::Impl {
  std::unique_ptr<Loaded> loaded;
  ViewSettings view;
  double time = 0.0;
  std::string simulationError;
  Energy energy;

  const Model& model() const { return loaded->file.model; }
  bool forward() const { return loaded->simulator.has_value(); }

  double startTime() const {
    if (forward()) return 0.0;
    const double s = loaded->file.motion.startTime;
    return std::isfinite(s) ? s : 0.0;
  }
  double endTime() const {
    if (forward()) return loaded->simulator->spec().duration;
    const double e = loaded->file.motion.endTime;
    if (std::isfinite(e)) return e;
    return startTime() + documentDuration(loaded->file.document);
  }

  static Result<std::unique_ptr<Loaded>> build(ModelFile file) {
    auto out = std::make_unique<Loaded>(std::move(file));
    const Model& model = out->file.model;
    if (out->file.simulation.enabled) {
      auto sim = Simulator::create(model, out->file.simulation);
      if (!sim) return sim.error();
      out->simulator.emplace(std::move(*sim));
      out->checkpoints.push_back(out->simulator->current());
    } else if (out->file.motion.coordinates.size() != static_cast<size_t>(model.nq)) {
      return Error{"motion", "needs one function per coordinate (" + std::to_string(model.nq) + ")"};
    }
    return out;
  }

  // Advances `sim` on its own step grid to time t (never past it), saving checkpoints if asked.
  static Status integrateTo(Simulator& sim, double t, std::vector<SimulationState>* checkpoints) {
    const SimulationSpec& spec = sim.spec();
    const double slack = 1e-9 * spec.dt;
    while (sim.time() + (spec.integrator == Integrator::RK45 ? slack : spec.dt - slack) < t) {
      double limit = spec.integrator == Integrator::RK45 ? t : 1e300;
      if (checkpoints) {
        const double next = static_cast<double>(checkpoints->size()) * kCheckpointInterval;
        if (spec.integrator == Integrator::RK45) limit = std::min(limit, next);
      }
      if (Status s = sim.step(limit); !s) return s;
      if (checkpoints && sim.time() >= static_cast<double>(checkpoints->size()) * kCheckpointInterval - slack)
        checkpoints->push_back(sim.current());
    }
    return Status::success();
  }

  // Results for the state in loaded->state (q̈ filled in).
  void evaluate(Data& data, State& state, TermBreakdown& breakdown, bool matrices) {
    const Model& m = model();
    if (matrices) generalizedForces(m, data, state);
    inverseDynamics(m, data, state);
    computeTermBreakdown(m, data, view.observer, view.about, breakdown);
    if (!view.expressInObserverFrame) expressBreakdownIn(data, view.expressedIn, breakdown);
  }

  Status moveTo(double t) {
    t = std::clamp(t, startTime(), endTime());
    Loaded& L = *loaded;
    Status status;
    if (forward()) {
      Simulator& sim = *L.simulator;
      if (t < sim.time()) {
        // Scrubbing back: restart from the last checkpoint at or before t.
        const size_t k = lastCheckpointAtOrBefore(L.checkpoints, t);
        sim.restore(L.checkpoints[k]);
        L.checkpoints.resize(k + 1);
        simulationError.clear();
      }
      if (simulationError.empty()) {
        status = integrateTo(sim, t, &L.checkpoints);
        if (!status) simulationError = status.error().text();
      }
      L.state = sim.current().state;
      time = simulationError.empty() ? t : sim.time();
    } else {
      L.file.motion.sample(t, L.state);
      time = t;
    }
    evaluate(L.data, L.state, L.breakdown, true);
    return status;
  }
};

Session::Session(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Session::Session(Session&&) noexcept = default;
Session& Session::operator=(Session&&) noexcept = default;
Session::~Session() = default;

Result<Session> Session::create(ModelFile file) {
  auto loaded = Impl::build(std::move(file));
  if (!loaded) return loaded.error();
  auto impl = std::make_unique<Impl>();
  impl->loaded = std::move(*loaded);
  Session session(std::move(impl));
  (void)session.impl_->moveTo(session.impl_->startTime());
  return session;
}

const ModelFile& Session::file() const { return impl_->loaded->file; }
const Model& Session::model() const { return impl_->model(); }
bool Session::isForwardDynamics() const { return impl_->forward(); }

Status Session::setParameter(std::string_view path, const nlohmann::json& value) {
  nlohmann::json one = nlohmann::json::object();
  one[std::string(path)] = value;
  return setParameters(one);
}

Status Session::setParameters(const nlohmann::json& assignments) {
  if (!assignments.is_object()) return Error{"parameters", "must be an object {\"json.path\": value}"};
  if (!impl_->loaded->file.document.is_object())  // an imported model (OpenSim): no document to edit
    return Error{"parameters", "this model was imported (" + impl_->loaded->file.description + "); its fields cannot be set"};
  nlohmann::json document = impl_->loaded->file.document;
  for (auto it = assignments.begin(); it != assignments.end(); ++it)
    if (Status s = setJsonPathValue(document, it.key(), it.value()); !s) return s;
  auto file = loadModelJson(document, impl_->loaded->file.baseDir);
  if (!file) return file.error();
  const bool keepImport = impl_->loaded->importedMotion && file->model.nq == impl_->model().nq;
  if (keepImport) file->motion = impl_->loaded->file.motion;
  auto loaded = Impl::build(std::move(*file));
  if (!loaded) return loaded.error();
  (*loaded)->importedMotion = keepImport;
  impl_->loaded = std::move(*loaded);
  impl_->simulationError.clear();
  // A shorter chain may have lost the frame the user was observing from.
  if (!validateObserver(impl_->model(), impl_->view.observer)) impl_->view = ViewSettings{};
  if (!impl_->view.expressInObserverFrame &&
      impl_->view.expressedIn >= static_cast<FrameId>(impl_->model().frames.size()))
    impl_->view.expressInObserverFrame = true;
  (void)impl_->moveTo(impl_->time);
  return Status::success();
}

Result<nlohmann::json> Session::parameter(std::string_view path) const {
  return getJsonPath(impl_->loaded->file.document, path);
}

Status Session::replaceMotion(Motion motion) {
  if (impl_->forward()) return Error{"motion", "this lesson simulates its motion; imported kinematics need a prescribed-motion lesson"};
  if (motion.coordinates.size() != static_cast<size_t>(impl_->model().nq))
    return Error{"motion", "needs one column per coordinate (" + std::to_string(impl_->model().nq) + ")"};
  impl_->loaded->file.motion = std::move(motion);
  impl_->loaded->importedMotion = true;
  return impl_->moveTo(impl_->startTime());
}

double Session::time() const { return impl_->time; }
double Session::startTime() const { return impl_->startTime(); }
double Session::endTime() const { return impl_->endTime(); }

Status Session::setTime(double t) {
  if (!std::isfinite(t)) return Error{"time", "must be a finite number"};
  return impl_->moveTo(t);
}

void Session::resetSimulation() {
  Loaded& L = *impl_->loaded;
  if (!L.simulator) return;
  L.simulator->reset();
  L.checkpoints.assign(1, L.simulator->current());
  impl_->simulationError.clear();
  (void)impl_->moveTo(0.0);
}

const std::string& Session::simulationError() const { return impl_->simulationError; }

Status Session::setView(const ViewSettings& view) {
  if (Status s = validateObserver(model(), view.observer); !s) return s;
  if (!view.expressInObserverFrame &&
      (view.expressedIn < 0 || view.expressedIn >= static_cast<FrameId>(model().frames.size())))
    return Error{"expressed in", "names no frame of this model"};
  impl_->view = view;
  Loaded& L = *impl_->loaded;
  impl_->evaluate(L.data, L.state, L.breakdown, false);
  return Status::success();
}

const ViewSettings& Session::view() const { return impl_->view; }
const State& Session::state() const { return impl_->loaded->state; }
const Data& Session::data() const { return impl_->loaded->data; }
const TermBreakdown& Session::breakdown() const { return impl_->loaded->breakdown; }

double Session::jointWrenchDiscrepancy() const {
  return wl::jointWrenchDiscrepancy(model(), data(), breakdown());
}

Energy Session::energy() const {
  Loaded& L = *impl_->loaded;
  return mechanicalEnergy(model(), L.scratchData, L.state);
}

const VecX& Session::jointTorques() const { return impl_->loaded->data.tau; }

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

Status validateRequest(const Model& model, const SeriesRequest& r, size_t index) {
  const std::string where = "series[" + std::to_string(index) + "]";
  if (r.kind == SeriesRequest::Kind::Term &&
      (r.key.segment < 0 || r.key.segment >= model.segmentCount()))
    return Error{where, "segment index out of range"};
  const bool perCoordinate = r.kind == SeriesRequest::Kind::JointTorque || r.kind == SeriesRequest::Kind::Coordinate ||
                             r.kind == SeriesRequest::Kind::Rate || r.kind == SeriesRequest::Kind::Acceleration;
  if (perCoordinate && (r.coordinate < 0 || r.coordinate >= model.nq))
    return Error{where, "coordinate index out of range"};
  return Status::success();
}

}  // namespace

Status Session::sampleSeries(double t0, double t1, int samples, const std::vector<SeriesRequest>& requests,
                             Series& out) const {
  if (!std::isfinite(t0) || !std::isfinite(t1) || t1 < t0) return Error{"series", "needs a time range t0 ≤ t1"};
  if (samples < 1 || samples > 1000000) return Error{"series", "samples must be in 1..1000000"};
  for (size_t i = 0; i < requests.size(); ++i)
    if (Status s = validateRequest(model(), requests[i], i); !s) return s;
  t0 = std::max(t0, startTime());
  t1 = std::min(t1, endTime());
  if (t1 < t0) t1 = t0;

  Loaded& L = *impl_->loaded;
  const Model& m = model();
  out.time.resize(static_cast<size_t>(samples));
  out.values.resize(requests.size());
  for (auto& row : out.values) row.assign(static_cast<size_t>(samples), 0.0);

  std::optional<Simulator> sim;
  if (L.simulator) {
    sim.emplace(*L.simulator);
    sim->restore(L.checkpoints[lastCheckpointAtOrBefore(L.checkpoints, t0)]);
  }
  const bool needEnergy = std::any_of(requests.begin(), requests.end(), [](const SeriesRequest& r) {
    return r.kind == SeriesRequest::Kind::KineticEnergy || r.kind == SeriesRequest::Kind::PotentialEnergy ||
           r.kind == SeriesRequest::Kind::TotalEnergy;
  });
  for (int i = 0; i < samples; ++i) {
    const double t = samples == 1 ? t0 : t0 + (t1 - t0) * i / (samples - 1);
    out.time[static_cast<size_t>(i)] = t;
    if (sim) {
      if (Status s = Impl::integrateTo(*sim, t, nullptr); !s) {
        // The series ends where the simulation stopped; the rest stays as NaN so plots show a gap.
        for (auto& row : out.values)
          std::fill(row.begin() + i, row.end(), std::numeric_limits<double>::quiet_NaN());
        return s;
      }
      L.scratchState = sim->current().state;
    } else {
      L.file.motion.sample(t, L.scratchState);
    }
    impl_->evaluate(L.scratchData, L.scratchState, L.scratchBreakdown, false);
    Energy energy;
    if (needEnergy) energy = mechanicalEnergy(m, L.scratchData, L.scratchState);
    for (size_t r = 0; r < requests.size(); ++r) {
      const SeriesRequest& q = requests[r];
      double v = 0.0;
      const auto c = static_cast<Eigen::Index>(q.coordinate);
      switch (q.kind) {
        case SeriesRequest::Kind::Term: {
          const Wrench& w = L.scratchBreakdown.segments[static_cast<size_t>(q.key.segment)][q.key.term];
          v = component(q.key.part == SeriesKey::Part::Force ? w.force : w.moment, q.key.component);
          break;
        }
        case SeriesRequest::Kind::JointTorque: v = L.scratchData.tau(c); break;
        case SeriesRequest::Kind::Coordinate: v = L.scratchState.q(c); break;
        case SeriesRequest::Kind::Rate: v = L.scratchState.qd(c); break;
        case SeriesRequest::Kind::Acceleration: v = L.scratchState.qdd(c); break;
        case SeriesRequest::Kind::KineticEnergy: v = energy.kinetic; break;
        case SeriesRequest::Kind::PotentialEnergy: v = energy.gravitational + energy.elastic; break;
        case SeriesRequest::Kind::TotalEnergy: v = energy.total(); break;
      }
      out.values[r][static_cast<size_t>(i)] = v;
    }
  }
  return Status::success();
}

std::string seriesLabel(const Model& model, const SeriesRequest& r) {
  auto coordinateUnit = [&](int k, const char* rotational, const char* linear) {
    return k >= 0 && k < model.nq && model.isTranslational(k) ? linear : rotational;
  };
  const std::string coordinate =
      r.coordinate >= 0 && r.coordinate < model.nq ? model.coordinateNames[static_cast<size_t>(r.coordinate)] : "?";
  switch (r.kind) {
    case SeriesRequest::Kind::Term: {
      static const char* const kComponents[] = {"x", "y", "z", "norm"};
      const bool force = r.key.part == SeriesKey::Part::Force;
      const std::string segment = r.key.segment >= 0 && r.key.segment < model.segmentCount()
                                      ? model.segments[static_cast<size_t>(r.key.segment)].name
                                      : "?";
      return segment + "." + termKey(r.key.term) + (force ? ".force." : ".moment.") +
             kComponents[static_cast<int>(r.key.component)] + (force ? " [N]" : " [N·m]");
    }
    case SeriesRequest::Kind::JointTorque: return "tau." + coordinate + coordinateUnit(r.coordinate, " [N·m]", " [N]");
    case SeriesRequest::Kind::Coordinate: return "q." + coordinate + coordinateUnit(r.coordinate, " [rad]", " [m]");
    case SeriesRequest::Kind::Rate: return "qd." + coordinate + coordinateUnit(r.coordinate, " [rad/s]", " [m/s]");
    case SeriesRequest::Kind::Acceleration:
      return "qdd." + coordinate + coordinateUnit(r.coordinate, " [rad/s²]", " [m/s²]");
    case SeriesRequest::Kind::KineticEnergy: return "energy.kinetic [J]";
    case SeriesRequest::Kind::PotentialEnergy: return "energy.potential [J]";
    case SeriesRequest::Kind::TotalEnergy: return "energy.total [J]";
  }
  return "?";
}

}  // namespace wl
