// Rajagopal 2016's full-body model (../shared/real-models) driven by a real walking trial, with no
// OpenSim result to compare against. OpenSim's gait10dof18musc IK (../shared/opensim-examples) names
// the same pelvis, hip, knee, ankle and lumbar coordinates; that model counts knee flexion negative
// and Rajagopal's positive, so the knee columns are negated. The rest of Rajagopal's coordinates are
// held at their defaults and both patellae follow their knees through the coupler.
//
// The reference is derived independently of the Newton–Euler recursion that gives τ: the work-energy
// balance. With no springs or dampers modelled, d(T + V)/dt = τ·q̇ over every coordinate (the followers
// included: OpenSim's ID reports their generalized forces too, ignoring the constraint's). T and V come
// from the bodies' velocities and heights alone (algorithms/Energy); dE/dt is taken by central
// differences of E along the trial, which round-off and the step leave good to about 1e-9 of the power.
// Skipped when either shared folder is absent.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>

#include "algorithms/Data.hpp"
#include "algorithms/Energy.hpp"
#include "algorithms/InverseDynamics.hpp"
#include "io/FileReader.hpp"
#include "io/importers/opensim/CoordinateData.hpp"
#include "io/importers/opensim/OpenSimTrial.hpp"
#include "io/codecs/StorageFile.hpp"

using namespace wl;

namespace {

std::string sharedFolder() { return std::string(WRENCHLAB_SOURCE_DIR) + "/../shared/"; }

}  // namespace

TEST_CASE("Rajagopal 2016 walks OpenSim's gait trial: the power of τ equals the rate of change of energy, patellae following") {
  const std::string modelPath = sharedFolder() + "real-models/opensim/Rajagopal2016.osim";
  const std::string motionPath = sharedFolder() + "opensim-examples/gait10dof18musc/IK/subject01_walk_IK.mot";
  std::error_code ec;
  if (!std::filesystem::is_regular_file(modelPath, ec) || !std::filesystem::is_regular_file(motionPath, ec)) {
    MESSAGE("skipped: needs ../shared/real-models and ../shared/opensim-examples");
    return;
  }
  auto opened = openOpenSimFiles(OpenSimFiles{modelPath, "", ""}, CoordinateOptions{}, readFileFromDisk);
  REQUIRE_MESSAGE(opened.ok(), opened.error().text());
  const Model& m = opened->file.model;
  REQUIRE(m.nq() == 39);

  auto table = parseStorage(readFileFromDisk(motionPath).value(), "subject01_walk_IK.mot");
  REQUIRE(table.ok());
  for (const char* knee : {"knee_angle_r", "knee_angle_l"}) {
    const int c = table->column(knee);
    REQUIRE(c >= 0);
    for (double& v : table->columns[static_cast<size_t>(c)]) v = -v;
  }
  CoordinateOptions options;
  options.openSimLowpassHz = 6.0;  // as the trial's own ID setup filters it
  options.startTime = 0.0;         // the recorded frames, not the filter's reflected padding
  options.endTime = 2.5;
  auto walk = coordinateTrajectory(*table, "subject01_walk_IK.mot", m, options);
  REQUIRE_MESSAGE(walk.ok(), walk.error().text());
  const Motion& motion = walk->motion;

  Data data(m);
  State state = State::zero(m);
  const int knee = m.findCoordinate("knee_angle_r"), beta = m.findCoordinate("knee_angle_r_beta");
  const int elbow = m.findCoordinate("elbow_flex_r");
  REQUIRE((knee >= 0 && beta >= 0 && elbow >= 0));
  REQUIRE(m.couplingOf(beta) != nullptr);

  // τ·q̇ and dE/dt at 400 instants spread over the trial.
  const double t0 = walk->frames.front() + 0.01, t1 = walk->frames.back() - 0.01;
  constexpr double kStep = 1e-5;
  auto energyAt = [&](double t) {
    motion.sample(t, state);
    return mechanicalEnergy(m, data, state).total();
  };
  int compared = 0, atKinks = 0, kneeBent = 0, betaMoving = 0;
  double worst = 0.0, powerScale = 0.0;
  for (int i = 0; i < 400; ++i) {
    const double t = t0 + (t1 - t0) * (i + 0.5) / 400.0;
    const double before = energyAt(t - kStep), here = energyAt(t), after = energyAt(t + kStep);
    motion.sample(t, state);
    if (state.q[knee] > 0.5) ++kneeBent;
    if (std::abs(state.qd[beta]) > 1e-3) ++betaMoving;
    CHECK(state.qd[elbow] == 0.0);  // a coordinate the trial does not name is held
    const VecX& tau = inverseDynamics(m, data, state);
    const double power = tau.dot(state.qd);
    powerScale = std::max(powerScale, std::abs(power));
    // A knee crossing the end of one of Rajagopal's splines (which go on as their tangent line) bends
    // dE/dt there: the two one-sided slopes disagree and no central difference is exact. Skipped, counted.
    // (Smooth, the slopes differ by kStep·E″, E″ read over a step a hundred times wider.)
    const double backward = (here - before) / kStep, forward = (after - here) / kStep;
    const double wide = 100.0 * kStep;
    const double curvature = (energyAt(t + wide) - 2.0 * here + energyAt(t - wide)) / (wide * wide);
    if (std::abs(forward - backward - kStep * curvature) > 1e-3 * (std::abs(power) + 1.0)) {
      ++atKinks;
      continue;
    }
    const double rate = (after - before) / (2.0 * kStep);
    const double gap = std::abs(power - rate) / (std::abs(power) + 1.0);
    CAPTURE(t);
    CAPTURE(power);
    CAPTURE(rate);
    CHECK(gap < 1e-6);
    worst = std::max(worst, gap);
    ++compared;
  }
  MESSAGE("Rajagopal2016 walking " << t0 << "–" << t1 << " s: τ·q̇ against dE/dt at " << compared << " instants (" << atKinks
                                   << " at a spline's end skipped), worst gap " << worst << " (power up to " << powerScale << " W)");
  CHECK(compared >= 390);
  CHECK(kneeBent > 40);     // the knee really bends (swing reaches 60°), so its splines are exercised,
  CHECK(betaMoving > 200);  // and its patella follows
  CHECK(powerScale > 50.0);
}
