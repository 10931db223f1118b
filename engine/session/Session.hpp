#pragma once
// One open model as the front ends use it (the browser page, the desktop window, the CLI): the
// model file, the current time and state (prescribed motion sampled exactly, or forward dynamics
// integrated), the observer the user chose, and every result at that instant. Front ends read
// results from here and never compute physics themselves.
//
// Editing a parameter rebuilds the model from its JSON document; if the new value is invalid the
// error names the field and the previous model keeps running unchanged.
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "algorithms/Data.hpp"
#include "algorithms/Energy.hpp"
#include "algorithms/TermBreakdown.hpp"
#include "core/Result.hpp"
#include "io/ModelFile.hpp"
#include "model/State.hpp"
#include "session/Timeline.hpp"

namespace wl {

/// How results are presented: who observes, the point moments are taken about, the frame the
/// numbers are expressed in (the observer's own frame by default, as in seed 000).
struct ViewSettings {
  Observer observer = Observer::world();
  AboutPoint about = AboutPoint::Proximal;
  bool expressInObserverFrame = true;
  FrameId expressedIn = kWorldFrame;  ///< used when expressInObserverFrame is false
  /// With expressInObserverFrame false: each segment in its own frame instead of `expressedIn` (seed 001
  /// writes every segment's moments in that segment's axes). Who observes does not change.
  bool expressInOwnFrames = false;
};

/// Models up to this many coordinates get their mass matrix M at every move (100 × 100: tens of µs).
/// Above it M is computed on request only (Session::updateMassMatrix): it costs O(n²) — for 1000
/// segments over 100 ms — which a page drawing every frame cannot pay, while the parts of τ (M q̈, C, G,
/// E, P) stay O(n) and are always current.
constexpr int kMassMatrixEveryMoveCoordinates = 100;

class Session {
 public:
  static Result<Session> create(ModelFile file);

  Session(Session&&) noexcept;
  Session& operator=(Session&&) noexcept;
  ~Session();

  const ModelFile& file() const;
  const Model& model() const;
  bool isForwardDynamics() const;

  // --- parameters --------------------------------------------------------------------------
  /// Sets a field of the model document ("segments[1].mass", "chain.count", "gravity") and
  /// rebuilds. On error nothing changes. Keeps the time (clamped to the new range).
  Status setParameter(std::string_view path, const nlohmann::json& value);
  /// Several fields at once, {"json.path": value}, with one rebuild (a lesson step's settings).
  Status setParameters(const nlohmann::json& assignments);
  Result<nlohmann::json> parameter(std::string_view path) const;
  /// Prescribed motion from imported kinematics (CSV / .mot); the time range becomes the data's.
  Status replaceMotion(Motion motion);

  // --- a state set by hand (session/StateByHand.hpp) --------------------------------------------
  /// Holds `state` (q, q̇, q̈ at state.t) instead of the motion: the time moves to state.t, the time
  /// range stays (widened to include state.t if needed), and a simulation is switched off. Holding
  /// again replaces the held state; a parameter change keeps it. On error nothing changes.
  Status holdState(const State& state);
  /// Back to the motion (or simulation) the session had before the first holdState, at the current time.
  void releaseHeldState();
  /// A state set by hand is held.
  bool stateHeld() const;

  // --- time --------------------------------------------------------------------------------
  const Timeline& timeline() const;
  double time() const;
  double startTime() const;
  /// End of the lesson's time line: the data's end, the simulation duration, or the model file's
  /// "duration" (10 s by default) for analytic motions.
  double endTime() const;
  /// Moves to time t (clamped to [start, end]). Forward dynamics integrates from the nearest
  /// checkpoint, so scrubbing back and forth reproduces exactly the same states. On a simulation
  /// failure the time stops where it failed and the error says why (simulationError()).
  Status setTime(double t);
  Status advance(double dt) { return setTime(time() + dt); }
  /// Forward dynamics: back to the initial state (the recorded trajectory is dropped).
  void resetSimulation();
  /// Set when the integration stopped (diverged, singular mass matrix): the lesson pauses there.
  const std::string& simulationError() const;

  // --- observer ----------------------------------------------------------------------------
  Status setView(const ViewSettings& view);
  const ViewSettings& view() const;

  // --- results at the current time ---------------------------------------------------------
  const State& state() const;
  const Data& data() const;                 ///< kinematics, loads, joint wrenches (world), M q̈, C, G, E, P, τ; M if current
  /// Whether data().M belongs to the current state: always for models up to
  /// kMassMatrixEveryMoveCoordinates coordinates, otherwise after updateMassMatrix() until the next move.
  bool massMatrixCurrent() const;
  /// Computes M at the current state (if it is not current) and returns it.
  const MatX& updateMassMatrix();
  const TermBreakdown& breakdown() const;   ///< every term of every segment, per the view settings
  double jointWrenchDiscrepancy() const;    ///< observer-frame vs inertial joint wrenches (round-off)
  double jointWrenchScale() const;          ///< the joint wrenches' largest component: what that round-off is relative to
  const Energy& energy() const;             ///< mechanical energy at the current state
  /// Applied torques (forward dynamics) or the inverse-dynamics torques (prescribed motion).
  const VecX& jointTorques() const;
  /// Warnings about the current run that are not errors (a spherical joint near gimbal lock), one per
  /// line, oldest first; cleared when the model is rebuilt or the simulation reset.
  const std::vector<std::string>& warnings() const;

  private:
  struct Impl;
  explicit Session(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

/// The results for `state` as the view asks for them: the parts of τ (M q̈, C, G, E, P; not M) when `matrices`,
/// the inverse dynamics and the term breakdown in the view's observer frame, moment point and axes. The one
/// evaluation the session's current instant and every sampled series go through.
void evaluateView(const Model& model, const ViewSettings& view, Data& data, const State& state,
                  TermBreakdown& breakdown, bool matrices);

}  // namespace wl
