// OpenSim models in the engine, timed (bench/README.md, "OpenSim trials"):
//
//   1. The gait trial (gait10dof18musc, OpenSim's walking example) as `wrenchlab-cli id --setup` runs
//      it: importing the model and its external loads, processing the coordinates (pad, filter,
//      resample, quintic splines), inverse dynamics at its 151 frames; then the full term breakdown
//      of every body at every frame. Files are read once beforehand: disk time is not counted.
//   2. Rajagopal2016 (../shared/real-models: 22 bodies, 39 coordinates, two patellar couplers): opening
//      the model (what `describe` does) and a 1000-frame trial of all its free coordinates (smooth
//      motions, 6 Hz filter as a lab would set it, the patellae following their knees), stage by stage.
//   3. Per call, beside MuJoCo on the same chain where MuJoCo can express it: arm26 (two hinges on
//      tilted axes, exactly), and the gait model with its knees as plain hinges (MuJoCo has no joint
//      whose centre follows a spline; ours is timed both ways, coupled knee and plain hinge).
//
// Needs OpenSim's example folder ($WRENCHLAB_OPENSIM_EXAMPLES or ../shared/opensim-examples next to
// the repository); says so and stops when it is absent. Options: --rounds N, --quick.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "Measure.hpp"
#include "algorithms/InverseDynamics.hpp"
#include "algorithms/MassMatrix.hpp"
#include "algorithms/TermBreakdown.hpp"
#include "io/importers/opensim/InverseDynamicsTool.hpp"
#include "io/importers/opensim/OpenSimTrial.hpp"
#include "io/codecs/StorageFile.hpp"

#if WRENCHLAB_BENCH_MUJOCO
#include <mujoco/mujoco.h>

#include "MujocoXml.hpp"
#endif

namespace wl::bench {
namespace {

std::string examplesFolder() {
  if (const char* env = std::getenv("WRENCHLAB_OPENSIM_EXAMPLES"); env && *env) return env;
  return std::string(WRENCHLAB_SOURCE_DIR) + "/../shared/opensim-examples";
}

// Files read once into memory; the reader then serves them, so timings exclude the disk.
struct MemoryFiles {
  std::map<std::string, std::string> texts;
  FileReader reader() const {
    return [this](const std::string& path) -> Result<std::string> {
      auto it = texts.find(path);
      if (it != texts.end()) return it->second;
      return Error{path, "not preloaded"};
    };
  }
  void preload(const std::string& path) { texts[path] = readFileFromDisk(path).value(); }
};

// Median wall time of `runs` calls, in ms.
template <class Call>
double medianMs(Call call, int runs) {
  std::vector<double> ms;
  for (int r = 0; r < runs; ++r) {
    const Clock::time_point start = Clock::now();
    call();
    ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
  }
  return median(ms);
}

void gaitTrial(const std::string& dir, int runs) {
  const std::string setup = dir + "/ID/walk_Setup_ID.xml";
  MemoryFiles files;
  for (const char* f : {"/ID/walk_Setup_ID.xml", "/ID/../subject01.osim", "/ID/../IK/subject01_walk_IK.mot",
                        "/ID/../ExperimentalData/subject01_walk_grf.xml", "/ID/../ExperimentalData/subject01_walk_grf.mot"})
    files.preload(dir + f);
  const FileReader read = files.reader();
  auto trial = openOpenSimSetup(setup, read);
  if (!trial) {
    std::printf("gait trial: %s\n", trial.error().text().c_str());
    std::exit(1);
  }
  const Model& model = trial->file.model;
  const Motion& motion = trial->file.motion;
  const std::vector<double>& frames = trial->frameTimes;
  std::printf("\n== gait10dof18musc walking trial: %zu frames, %d segments, %d coordinates, %zu loads ==\n", frames.size(),
              model.segmentCount(), model.nq(), model.loads().size());

  OpenSimFiles modelOnly;
  modelOnly.model = dir + "/ID/../subject01.osim";
  modelOnly.externalLoads = dir + "/ID/../ExperimentalData/subject01_walk_grf.xml";
  const double tModel = medianMs([&] { gSink = gSink + openOpenSimFiles(modelOnly, {}, read)->file.model.nq(); }, runs);
  const StorageTable ik = parseStorage(files.texts[dir + "/ID/../IK/subject01_walk_IK.mot"], "ik").value();
  CoordinateOptions filtered;
  filtered.openSimLowpassHz = 6.0;
  filtered.startTime = 0.0;
  filtered.endTime = 2.5;
  const double tCoordinates = medianMs([&] { gSink = gSink + coordinateTrajectory(ik, "ik", model, filtered)->frames.size(); }, runs);
  const double tOpen = medianMs([&] { gSink = gSink + openOpenSimSetup(setup, read)->frameTimes.size(); }, runs);
  const double tId = medianMs([&] { gSink = gSink + runInverseDynamics(model, motion, frames).rows.back()[0]; }, runs);
  const double tWhole = medianMs(
      [&] {
        auto t = openOpenSimSetup(setup, read);
        gSink = gSink + runInverseDynamics(t->file.model, t->file.motion, t->frameTimes).rows.back()[0];
      },
      runs);

  // Every term of every body at every frame, seen from the world and from each body's own frame.
  Data data(model);
  TermBreakdown world(model), own(model);
  State state = State::zero(model);
  double discrepancy = 0.0;
  const double tTerms = medianMs(
      [&] {
        for (double t : frames) {
          motion.sample(t, state);
          inverseDynamics(model, data, state);
          computeTermBreakdown(model, data, Observer::world(), AboutPoint::Proximal, world);
          computeTermBreakdown(model, data, Observer::ownFrame(), AboutPoint::Proximal, own);
          gSink = gSink + own.segments.back().terms[1].moment.z();
        }
        discrepancy = std::max(jointWrenchDiscrepancy(model, data, world), jointWrenchDiscrepancy(model, data, own));
      },
      runs);
  const double n = static_cast<double>(frames.size());
  const std::string heading = "stage (median of " + std::to_string(runs) + " runs)";
  std::printf("  %-58s %9s %12s\n", heading.c_str(), "ms", "µs/frame");
  std::printf("  %-58s %9.2f\n", "import model + external loads (.osim, .xml, GRF .mot, build)", tModel);
  std::printf("  %-58s %9.2f\n", "coordinates: pad, resample, 6 Hz filter, quintic splines", tCoordinates);
  std::printf("  %-58s %9.2f\n", "open the setup (all of the above)", tOpen);
  std::printf("  %-58s %9.2f %12.2f\n", "inverse dynamics at every frame", tId, 1e3 * tId / n);
  std::printf("  %-58s %9.2f %12.2f\n", "id --setup, whole (open + inverse dynamics)", tWhole, 1e3 * tWhole / n);
  std::printf("  %-58s %9.2f %12.2f\n", "term breakdown, every body, world + own frames, every frame", tTerms, 1e3 * tTerms / n);
  std::printf("  breakdown vs inertial recursion at the last frame: joint wrenches differ by %.1e\n", discrepancy);
  std::printf("TRIAL\tgait\t%.3f\t%.3f\t%.3f\t%.3f\t%.3f\t%.3f\t%zu\n", tModel, tCoordinates, tOpen, tId, tWhole, tTerms, frames.size());
}

// Rajagopal2016: opening the model, and a 1000-frame trial of its 37 free coordinates (each a smooth
// motion of its own within its range: sums of sines), the two followers left to their couplers.
void rajagopalTrial(const std::string& realModels, int runs) {
  const std::string path = realModels + "/opensim/Rajagopal2016.osim";
  MemoryFiles files;
  files.preload(path);
  const FileReader read = files.reader();
  OpenSimFiles modelOnly;
  modelOnly.model = path;
  auto opened = openOpenSimFiles(modelOnly, {}, read);
  if (!opened) {
    std::printf("Rajagopal2016: %s\n", opened.error().text().c_str());
    return;
  }
  const Model& model = opened->file.model;
  const double tOpenModel = medianMs([&] { gSink = gSink + openOpenSimFiles(modelOnly, {}, read)->file.model.nq(); }, runs);

  // The trial: 1000 rows at 100 Hz, written as OpenSim's tool would read them.
  constexpr int kRows = 1000;
  std::ostringstream text;
  text << "synthetic\nversion=1\nnRows=" << kRows << "\ninDegrees=no\nendheader\ntime";
  std::vector<int> columns;
  for (int k = 0; k < model.nq(); ++k)
    if (!model.couplingOf(k)) {
      columns.push_back(k);
      text << "\t" << model.coordinateNames()[static_cast<size_t>(k)];
    }
  text << "\n";
  text.precision(10);
  for (int i = 0; i < kRows; ++i) {
    const double t = 0.01 * i;
    text << t;
    for (int k : columns) {
      const CoordinateDef& c = model.coordinates()[static_cast<size_t>(k)];
      const double mid = std::isfinite(c.rangeMin) && std::isfinite(c.rangeMax) ? 0.5 * (c.rangeMin + c.rangeMax) : c.defaultValue;
      const double span = std::isfinite(c.rangeMin) && std::isfinite(c.rangeMax) ? 0.3 * (c.rangeMax - c.rangeMin) : 0.1;
      text << "\t" << mid + span * (0.7 * std::sin(2.0 * kPi * 0.9 * t + k) + 0.3 * std::sin(2.0 * kPi * 2.3 * t + 0.5 * k));
    }
    text << "\n";
  }
  const std::string trialText = text.str();
  CoordinateOptions options;
  options.openSimLowpassHz = 6.0;
  options.startTime = 0.0;  // the trial's own rows (the filter pads the data by half its length at each end)
  options.endTime = 0.01 * (kRows - 1);
  const double tTable = medianMs([&] { gSink = gSink + parseStorage(trialText, "trial.sto")->time.size(); }, runs);
  const StorageTable table = parseStorage(trialText, "trial.sto").value();
  const double tCoordinates = medianMs([&] { gSink = gSink + coordinateTrajectory(table, "trial.sto", model, options)->frames.size(); }, runs);
  const CoordinateTrajectory trajectory = coordinateTrajectory(table, "trial.sto", model, options).value();
  const double tId = medianMs([&] { gSink = gSink + runInverseDynamics(model, trajectory.motion, trajectory.frames).rows.back()[0]; }, runs);
  const double tWhole = medianMs(
      [&] {
        auto m = openOpenSimFiles(modelOnly, {}, read);
        auto tab = parseStorage(trialText, "trial.sto");
        auto tr = coordinateTrajectory(*tab, "trial.sto", m->file.model, options);
        gSink = gSink + runInverseDynamics(m->file.model, tr->motion, tr->frames).rows.back()[0];
      },
      runs);
  const double n = static_cast<double>(trajectory.frames.size());
  std::printf("\n== Rajagopal2016: %d segments, %d coordinates (%zu follow a coupler), %zu-frame trial of %zu columns ==\n", model.segmentCount(),
              model.nq(), model.couplings().size(), trajectory.frames.size(), columns.size());
  const std::string heading = "stage (median of " + std::to_string(runs) + " runs)";
  std::printf("  %-58s %9s %12s\n", heading.c_str(), "ms", "µs/frame");
  std::printf("  %-58s %9.2f\n", "open the model (.osim, 0.9 MB: what describe reads and builds)", tOpenModel);
  std::printf("  %-58s %9.2f\n", "read the table (1000 rows × 37 columns)", tTable);
  std::printf("  %-58s %9.2f\n", "coordinates: pad, 6 Hz filter, quintic splines, followers", tCoordinates);
  std::printf("  %-58s %9.2f %12.2f\n", "inverse dynamics at every frame", tId, 1e3 * tId / n);
  std::printf("  %-58s %9.2f %12.2f\n", "id, whole (open + table + coordinates + inverse dynamics)", tWhole, 1e3 * tWhole / n);
  std::printf("TRIAL\trajagopal\t%.3f\t%.3f\t%.3f\t%.3f\t%.3f\t%zu\n", tOpenModel, tTable, tCoordinates, tId, tWhole, trajectory.frames.size());
}

// ---------------------------------------------------------------------------------------------
// The same chain for MuJoCo.

// The gait model with each general joint whose axes are splines of its one coordinate replaced by a
// hinge at the joint's centre at q = 0 (MuJoCo cannot express a centre that moves with the angle).
Model withPlainHinges(const Model& model) {
  ModelBuilder builder(model.name() + " (plain hinges)");
  builder.gravity(model.gravity_W());
  for (Segment s : model.segments()) {
    Joint& j = s.joint;
    bool spline = false;
    for (const JointAxis& a : j.axes) spline = spline || static_cast<bool>(a.function.spline);
    if (j.type == JointType::General && spline && j.nq() == 1) {
      JointMotion jm;
      const double zero[1] = {0.0};
      jointMotion(j, zero, zero, zero, jm);
      Vec3 axis = Vec3::UnitZ();
      for (const JointAxis& a : j.axes)
        if (a.kind == JointAxis::Kind::Rotation && a.coordinate == 0) axis = a.axis;
      j.p_PJ += j.R_PJ * jm.p_JB;
      j.type = JointType::Revolute;
      j.axis = axis;
      j.axes.clear();
    }
    builder.addSegment(s);
  }
  return builder.build().value();
}

#if WRENCHLAB_BENCH_MUJOCO
MjModelPtr loadMjcf(const std::string& xml) { return bench::loadMjcf(xml, "opensim_chain.xml"); }

// MJCF for a model of revolute, prismatic, fixed and general joints whose axes follow their
// coordinate one to one (constant translations before any rotation fold into the body's position).
// MuJoCo applies a body's joints in order, each in the frame the previous ones left, as ours does.
// `dofOf[k]` is our coordinate of MuJoCo's dof k. nullopt when the model needs anything else.
std::optional<std::string> mjcfFor(const Model& model, std::vector<int>& dofOf) {
  std::ostringstream x;
  x.precision(17);
  bool expressible = true;
  // Bodies nest in MJCF, so children are written inside their parent (depth first; MuJoCo numbers
  // its dofs in that order, hence dofOf).
  std::function<void(int)> write = [&](int i) {
    const Segment& s = model.segments()[static_cast<size_t>(i)];
    const Joint& j = s.joint;
    Vec3 pos = j.p_PJ;
    std::ostringstream joints;
    joints.precision(17);
    bool rotated = false;
    auto addJoint = [&](const char* type, const Vec3& axis, int coordinate) {
      joints << "<joint type=\"" << type << "\" axis=\"" << axis.transpose() << "\" limited=\"false\"/>";
      dofOf.push_back(j.qIndex + coordinate);
    };
    if (j.type == JointType::Revolute) addJoint("hinge", j.axis, 0);
    else if (j.type == JointType::Prismatic) addJoint("slide", j.axis, 0);
    else if (j.type == JointType::Spherical) expressible = false;
    else if (j.type == JointType::General) {
      for (const JointAxis& a : j.axes) {
        if (a.coordinate < 0) {
          if (a.kind != JointAxis::Kind::Translation || rotated) expressible = false;
          pos += j.R_PJ * (a.axis * a.function.at(0.0).value);  // translations commute until something turns
        } else {
          if (!a.function.isIdentity()) expressible = false;
          rotated = rotated || a.kind == JointAxis::Kind::Rotation;
          addJoint(a.kind == JointAxis::Kind::Rotation ? "hinge" : "slide", a.axis, a.coordinate);
        }
      }
    }
    const Eigen::Quaterniond q(j.R_PJ);
    const Mat3& I = s.inertia.I_C;
    x << "<body pos=\"" << pos.transpose() << "\" quat=\"" << q.w() << " " << q.x() << " " << q.y() << " " << q.z() << "\">"
      << joints.str();
    if (s.inertia.mass > 0.0) {
      x << "<inertial pos=\"" << s.inertia.com.transpose() << "\" mass=\"" << s.inertia.mass << "\"";
      if (I(0, 1) == 0.0 && I(0, 2) == 0.0 && I(1, 2) == 0.0)  // diagonal: no eigen-decomposition on MuJoCo's side
        x << " diaginertia=\"" << I(0, 0) << " " << I(1, 1) << " " << I(2, 2) << "\"/>";
      else
        x << " fullinertia=\"" << I(0, 0) << " " << I(1, 1) << " " << I(2, 2) << " " << I(0, 1) << " " << I(0, 2) << " " << I(1, 2) << "\"/>";
    }
    x << "\n";
    for (int c = 0; c < model.segmentCount(); ++c)
      if (model.segments()[static_cast<size_t>(c)].parent == i) write(c);
    x << "</body>\n";
  };
  x << "<mujoco><option gravity=\"" << model.gravity_W().transpose() << "\"/><worldbody>\n";
  for (int i = 0; i < model.segmentCount(); ++i)
    if (model.segments()[static_cast<size_t>(i)].parent < 0) write(i);
  x << "</worldbody></mujoco>\n";
  if (!expressible) return std::nullopt;
  return x.str();
}
#endif

struct PerCallCase {
  std::string label;
  Model ours;            ///< as imported (general joints and all)
  Model chain;           ///< the chain MuJoCo is given (the same, or with plain hinges)
  bool plainHinges;      ///< chain differs from ours: time ours on it too
};

void perCall(const Options& options, const PerCallCase& c) {
  std::printf("\n== %s: %d coordinates ==\n", c.label.c_str(), c.ours.nq());
  std::mt19937 rng(2026);
  std::uniform_real_distribution<double> u(-1.0, 1.0);
  std::vector<State> states;
  for (int k = 0; k < 16; ++k) {
    State s = State::zero(c.ours);
    for (int i = 0; i < c.ours.nq(); ++i) {
      s.q(i) = c.ours.coordinates()[static_cast<size_t>(i)].defaultValue + 0.5 * u(rng);
      s.qd(i) = u(rng);
      s.qdd(i) = 2.0 * u(rng);
    }
    states.push_back(s);
  }
  Data data(c.ours), chainData(c.chain);
  auto ourInverse = [&](long i) { gSink = gSink + inverseDynamics(c.ours, data, states[static_cast<size_t>(i % 16)])(0); };
  auto ourMass = [&](long i) { gSink = gSink + massMatrix(c.ours, data, states[static_cast<size_t>(i % 16)])(0, 0); };
  auto chainInverse = [&](long i) { gSink = gSink + inverseDynamics(c.chain, chainData, states[static_cast<size_t>(i % 16)])(0); };
  std::vector<Row> rows;
#if WRENCHLAB_BENCH_MUJOCO
  std::vector<int> dofOf;
  const std::optional<std::string> xml = mjcfFor(c.chain, dofOf);
  MjModelPtr mjm = xml ? loadMjcf(*xml) : nullptr;
  if (mjm && mjm->nv == c.chain.nq()) {
    MjDataPtr mjd(mj_makeData(mjm.get()));
    mjData* d = mjd.get();
    const mjModel* m = mjm.get();
    std::vector<double> rne(static_cast<size_t>(m->nv)), fullM(static_cast<size_t>(m->nv * m->nv));
    auto load = [&](const State& s) {
      for (int k = 0; k < m->nv; ++k) {
        d->qpos[k] = s.q(dofOf[static_cast<size_t>(k)]);
        d->qvel[k] = s.qd(dofOf[static_cast<size_t>(k)]);
        d->qacc[k] = s.qdd(dofOf[static_cast<size_t>(k)]);
      }
    };
    double tauDiff = 0.0, massDiff = 0.0, scale = 0.0, massScale = 0.0;
    for (const State& s : states) {
      const VecX& tau = inverseDynamics(c.chain, chainData, s);
      load(s);
      mujocoInverseDynamics(m, d, rne.data());
      for (int k = 0; k < m->nv; ++k) {
        tauDiff = std::max(tauDiff, std::abs(rne[static_cast<size_t>(k)] - tau(dofOf[static_cast<size_t>(k)])));
        scale = std::max(scale, std::abs(tau(dofOf[static_cast<size_t>(k)])));
      }
      const MatX& M = massMatrix(c.chain, chainData, s);
      mj_crb(m, d);
      mj_fullM(m, fullM.data(), d->qM);
      for (int r = 0; r < m->nv; ++r)
        for (int col = 0; col < m->nv; ++col) {
          const double ours = M(dofOf[static_cast<size_t>(r)], dofOf[static_cast<size_t>(col)]);
          massDiff = std::max(massDiff, std::abs(fullM[static_cast<size_t>(r * m->nv + col)] - ours));
          massScale = std::max(massScale, std::abs(ours));
        }
    }
    std::printf("  same numbers as MuJoCo on the chain it is given (16 states): τ %.1e, M %.1e (max relative difference)\n",
                tauDiff / scale, massDiff / massScale);
    auto mjInverse = [&](long i) {
      load(states[static_cast<size_t>(i % 16)]);
      gSink = gSink + mujocoInverseDynamics(m, d, rne.data());
    };
    auto mjMass = [&](long i) {
      load(states[static_cast<size_t>(i % 16)]);
      gSink = gSink + mujocoMassMatrix(m, d, fullM.data());
    };
    rows.push_back(measure(options, "inverse dynamics", ourInverse, mjInverse, true, "kin+comPos+comVel+rne"));
    if (c.plainHinges) rows.push_back(measure(options, "  (ours on MuJoCo's chain)", chainInverse, mjInverse, true, "kin+comPos+comVel+rne"));
    rows.push_back(measure(options, "mass matrix", ourMass, mjMass, true, "kin+comPos+crb+fullM"));
  } else
#endif
  {
    NoCall none;
    std::printf("  (no MuJoCo comparison: %s)\n", WRENCHLAB_BENCH_MUJOCO ? "MuJoCo cannot express this chain" : "built without MuJoCo");
    rows.push_back(measure(options, "inverse dynamics", ourInverse, none, false, ""));
    if (c.plainHinges) rows.push_back(measure(options, "  (ours on the plain-hinge chain)", chainInverse, none, false, ""));
    rows.push_back(measure(options, "mass matrix", ourMass, none, false, ""));
  }
  std::printf("  %-34s %11s %11s %8s  %s\n", "measurement", "ours ns", "MuJoCo ns", "ours/MJ", "allocs/call");
  for (const Row& r : rows) {
    if (r.hasTheirs) std::printf("  %-34s %11.0f %11.0f %8.2f  %lu\n", r.measurement.c_str(), r.oursNs, r.theirsNs, r.ratio, r.allocationsPerCall);
    else std::printf("  %-34s %11.0f %11s %8s  %lu\n", r.measurement.c_str(), r.oursNs, "-", "-", r.allocationsPerCall);
    std::printf("PERCALL\t%s\t%s\t%.1f\t%.1f\t%.4f\t%lu\n", c.label.c_str(), r.measurement.c_str() + (r.measurement[0] == ' ' ? 2 : 0),
                r.oursNs, r.hasTheirs ? r.theirsNs : 0.0, r.hasTheirs ? r.ratio : 0.0, r.allocationsPerCall);
  }
}

}  // namespace
}  // namespace wl::bench

int main(int argc, char** argv) {
  using namespace wl;
  using namespace wl::bench;
  Options options;
  int runs = 21;
  for (int a = 1; a < argc; ++a) {
    const std::string arg = argv[a];
    if (arg == "--rounds" && a + 1 < argc) options.rounds = std::max(3, std::atoi(argv[++a]));
    else if (arg == "--quick") {
      options.rounds = 21;
      runs = 7;
    } else {
      std::fprintf(stderr, "usage: %s [--rounds N] [--quick]\n", argv[0]);
      return 2;
    }
  }
  const std::string dir = examplesFolder();
  std::error_code ec;
  if (!std::filesystem::is_directory(dir + "/gait10dof18musc", ec)) {
    std::printf("OpenSim benchmark skipped: no OpenSim examples at %s (set WRENCHLAB_OPENSIM_EXAMPLES)\n", dir.c_str());
    return 0;
  }
#if defined(__EMSCRIPTEN__)
  const char* host = "wasm under node";
#else
  const char* host = "native";
#endif
  std::printf("WrenchLab OpenSim benchmark (%s%s): trial stages median of %d runs; per call median of %d rounds\n", host,
              WRENCHLAB_BENCH_MUJOCO ? ", against MuJoCo" : "", runs, options.rounds);
  gaitTrial(dir + "/gait10dof18musc", runs);
  const std::string realModels = std::string(WRENCHLAB_SOURCE_DIR) + "/../shared/real-models";
  if (std::filesystem::is_regular_file(realModels + "/opensim/Rajagopal2016.osim", ec)) rajagopalTrial(realModels, runs);
  else std::printf("Rajagopal2016 skipped: no %s/opensim/Rajagopal2016.osim\n", realModels.c_str());

  auto arm = openOpenSimFiles({dir + "/arm26/arm26.osim", "", ""}, {}, readFileFromDisk);
  auto gait = openOpenSimFiles({dir + "/gait10dof18musc/subject01.osim", "", ""}, {}, readFileFromDisk);
  if (!arm || !gait) return 1;
  perCall(options, {"arm26 (OpenSim; MuJoCo: the same two hinges)", arm->file.model, arm->file.model, false});
  perCall(options, {"gait10dof18musc (ours: coupled knees; MuJoCo: knees as plain hinges)", gait->file.model,
                    withPlainHinges(gait->file.model), true});
  return 0;
}
