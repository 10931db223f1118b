#include "session/Session.hpp"

#include <algorithm>
#include <cmath>
#include <optional>

#include "algorithms/GeneralizedForces.hpp"
#include "algorithms/InverseDynamics.hpp"
#include "algorithms/Kinematics.hpp"
#include "algorithms/MassMatrix.hpp"
#include "io/codecs/JsonPath.hpp"
#include "io/formats/ModelJson.hpp"
#include "session/StateByHand.hpp"

namespace wl {
namespace {

// Everything that belongs to one built model. Rebuilt as a whole when a parameter changes, so a
// failed rebuild leaves the previous one untouched. Heap-allocated: the time line keeps a pointer to
// the file, which must not move.
struct Loaded {
  explicit Loaded(ModelFile f)
      : file(std::move(f)), data(file.model), breakdown(file.model), state(State::zero(file.model)) {}
  ModelFile file;
  std::optional<Timeline> timeline;
  Data data;
  TermBreakdown breakdown;
  State state;
  Energy energy;
  bool importedMotion = false;
  /// While a state set by hand is held: what it replaced, so releaseHeldState() can give it back.
  struct Held {
    Motion motion;           ///< the motion before the first hold
    bool imported = false;   ///< ... and whether it was imported kinematics
    bool simulated = false;  ///< the session ran a simulation (switched off while held)
  };
  std::optional<Held> held;
};

}  // namespace

void evaluateView(const Model& model, const ViewSettings& view, Data& data, const State& state,
                  TermBreakdown& breakdown, bool matrices) {
  if (matrices) torqueParts(model, data, state);
  inverseDynamics(model, data, state);
  computeTermBreakdown(model, data, view.observer, view.about, breakdown);
  if (!view.expressInObserverFrame) {
    if (view.expressInOwnFrames) expressBreakdownInOwnFrames(model, data, breakdown);
    else expressBreakdownIn(data, view.expressedIn, breakdown);
  }
}

struct Session::Impl {
  std::unique_ptr<Loaded> loaded;
  ViewSettings view;
  double time = 0.0;
  std::string simulationError;
  bool massMatrixCurrent = false;

  const Model& model() const { return loaded->file.model; }

  static Result<std::unique_ptr<Loaded>> build(ModelFile file) {
    auto out = std::make_unique<Loaded>(std::move(file));
    auto timeline = Timeline::create(out->file);
    if (!timeline) return timeline.error();
    out->timeline.emplace(std::move(*timeline));
    return out;
  }

  Timeline& timeline() { return *loaded->timeline; }

  void evaluate(bool matrices) {
    Loaded& L = *loaded;
    if (matrices) {  // a new state: M now (small models; before the kinematics of the state) or on request
      massMatrixCurrent = model().nq() <= kMassMatrixEveryMoveCoordinates;
      if (massMatrixCurrent) massMatrix(model(), L.data, L.state);
    }
    evaluateView(model(), view, L.data, L.state, L.breakdown, matrices);
    L.energy = mechanicalEnergy(model(), L.data);
  }

  void updateMassMatrix() {
    if (massMatrixCurrent) return;
    // massMatrix leaves the kinematics of q alone (no rates, no base motion): put the state's back.
    Loaded& L = *loaded;
    massMatrix(model(), L.data, L.state);
    computeKinematics(model(), L.data, L.state);
    massMatrixCurrent = true;
  }

  // A failure (a simulation that cannot go on) is returned and also kept in simulationError, which the
  // app shows and a later move back below that time clears: callers that return no Status of their own
  // (create, a parameter change, releasing a held state, a reset) leave it there, not lost.
  Status moveTo(double t) {
    Loaded& L = *loaded;
    t = std::clamp(t, timeline().startTime(), timeline().endTime());
    // Moving back below the point where a simulation stopped tries again from a checkpoint.
    if (t < time) simulationError.clear();
    Status status;
    if (simulationError.empty()) {
      status = timeline().moveTo(t, L.state);
      if (!status) simulationError = status.error().text();
    }
    time = simulationError.empty() ? t : L.state.t;
    evaluate(true);
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
  session.impl_->time = session.impl_->timeline().startTime();
  (void)session.impl_->moveTo(session.impl_->time);
  return session;
}

const ModelFile& Session::file() const { return impl_->loaded->file; }
const Model& Session::model() const { return impl_->model(); }
bool Session::isForwardDynamics() const { return impl_->loaded->timeline->isForwardDynamics(); }

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
  const bool keepImport = impl_->loaded->importedMotion && file->model.nq() == impl_->model().nq();
  Motion ownMotion;  // the rebuilt document's own motion: what a held state gives back on release
  if (keepImport) {
    ownMotion = std::move(file->motion);
    file->motion = impl_->loaded->file.motion;
  }
  auto loaded = Impl::build(std::move(*file));
  if (!loaded) return loaded.error();
  (*loaded)->importedMotion = keepImport;
  // A held state stays held (a simulation's document switches the simulation back on: then it is gone).
  if (const auto& held = impl_->loaded->held; keepImport && held && !(*loaded)->timeline->isForwardDynamics())
    (*loaded)->held = Loaded::Held{held->imported ? held->motion : std::move(ownMotion), held->imported, false};
  impl_->loaded = std::move(*loaded);
  impl_->simulationError.clear();
  // A shorter chain may have lost the frame the user was observing from.
  if (!validateObserver(impl_->model(), impl_->view.observer)) impl_->view = ViewSettings{};
  if (!impl_->view.expressInObserverFrame && !impl_->view.expressInOwnFrames &&
      impl_->view.expressedIn >= static_cast<FrameId>(impl_->model().frames().size()))
    impl_->view.expressInObserverFrame = true;
  const double t = impl_->time;
  impl_->time = impl_->timeline().startTime();  // a fresh time line: integrate from its start
  (void)impl_->moveTo(t);
  return Status::success();
}

Result<nlohmann::json> Session::parameter(std::string_view path) const {
  return getJsonPath(impl_->loaded->file.document, path);
}

Status Session::replaceMotion(Motion motion) {
  if (isForwardDynamics())
    return Error{"motion", "this lesson simulates its motion; imported kinematics need a prescribed-motion lesson"};
  if (motion.coordinates.size() != static_cast<size_t>(impl_->model().nq()))
    return Error{"motion", "needs one column per coordinate (" + std::to_string(impl_->model().nq()) + ")"};
  impl_->loaded->file.motion = std::move(motion);
  impl_->loaded->importedMotion = true;
  impl_->loaded->held.reset();  // the imported motion replaces a state held by hand too
  return impl_->moveTo(impl_->timeline().startTime());
}

Status Session::holdState(const State& state) {
  if (Status s = validateStateByHand(model(), state); !s) return s;
  Motion motion = motionThroughState(model(), state);
  motion.startTime = std::min(startTime(), state.t);
  motion.endTime = std::max(endTime(), state.t);
  Loaded& L = *impl_->loaded;
  std::optional<Loaded::Held> held = L.held;
  if (!held) held = Loaded::Held{L.file.motion, L.importedMotion, isForwardDynamics()};
  if (isForwardDynamics()) {
    // The state is prescribed now: the same model without its simulation.
    ModelFile file = L.file;
    file.simulation.enabled = false;
    file.motion = std::move(motion);
    auto loaded = Impl::build(std::move(file));
    if (!loaded) return loaded.error();
    impl_->loaded = std::move(*loaded);
    impl_->simulationError.clear();
  } else {
    L.file.motion = std::move(motion);
  }
  impl_->loaded->importedMotion = true;  // a parameter change keeps it
  impl_->loaded->held = std::move(held);
  return impl_->moveTo(state.t);
}

void Session::releaseHeldState() {
  Loaded& L = *impl_->loaded;
  if (!L.held) return;
  Loaded::Held held = std::move(*L.held);
  L.held.reset();
  const double t = impl_->time;
  if (held.simulated) {
    ModelFile file = L.file;
    file.simulation.enabled = true;
    file.motion = std::move(held.motion);
    auto loaded = Impl::build(std::move(file));
    if (!loaded) return;  // it was built this way before the hold
    impl_->loaded = std::move(*loaded);
    impl_->simulationError.clear();
    impl_->time = impl_->timeline().startTime();  // a fresh run: integrate from its start
  } else {
    L.file.motion = std::move(held.motion);
    L.importedMotion = held.imported;
  }
  (void)impl_->moveTo(t);
}

bool Session::stateHeld() const { return impl_->loaded->held.has_value(); }

const Timeline& Session::timeline() const { return *impl_->loaded->timeline; }
double Session::time() const { return impl_->time; }
double Session::startTime() const { return timeline().startTime(); }
double Session::endTime() const { return timeline().endTime(); }

Status Session::setTime(double t) {
  if (!std::isfinite(t)) return Error{"time", "must be a finite number"};
  return impl_->moveTo(t);
}

void Session::resetSimulation() {
  if (!isForwardDynamics()) return;
  impl_->timeline().reset();
  impl_->simulationError.clear();
  impl_->time = 0.0;
  (void)impl_->moveTo(0.0);
}

const std::string& Session::simulationError() const { return impl_->simulationError; }

Status Session::setView(const ViewSettings& view) {
  if (Status s = validateObserver(model(), view.observer); !s) return s;
  if (!view.expressInObserverFrame && !view.expressInOwnFrames &&
      (view.expressedIn < 0 || view.expressedIn >= static_cast<FrameId>(model().frames().size())))
    return Error{"expressed in", "names no frame of this model"};
  impl_->view = view;
  impl_->evaluate(false);
  return Status::success();
}

const ViewSettings& Session::view() const { return impl_->view; }
bool Session::massMatrixCurrent() const { return impl_->massMatrixCurrent; }
const MatX& Session::updateMassMatrix() {
  impl_->updateMassMatrix();
  return impl_->loaded->data.M;
}
const State& Session::state() const { return impl_->loaded->state; }
const Data& Session::data() const { return impl_->loaded->data; }
const TermBreakdown& Session::breakdown() const { return impl_->loaded->breakdown; }

double Session::jointWrenchDiscrepancy() const {
  return wl::jointWrenchDiscrepancy(model(), data(), breakdown());
}

double Session::jointWrenchScale() const { return wl::jointWrenchScale(model(), data()); }

const Energy& Session::energy() const { return impl_->loaded->energy; }
const VecX& Session::jointTorques() const { return impl_->loaded->data.tau; }
const std::vector<std::string>& Session::warnings() const { return timeline().warnings(); }

}  // namespace wl
