// Robot arms opened from their files (content/models/robots): the UR5 (6 axes) and the Panda (7 axes,
// offset wrist), each file read by our importer and by MuJoCo's own loader (mj_loadXML), then per
// call beside MuJoCo: inverse dynamics (ours: inverseDynamics; MuJoCo: kinematics, comPos, comVel,
// rne with accelerations) and the mass matrix (ours: massMatrix; MuJoCo: kinematics, comPos, crb,
// fullM), the same pipelines as bench_main.cpp. The two τ and M are compared on the timed states
// first. Built only with MuJoCo (target wrenchlab-bench-robots); bench/run.sh runs it.
#include <mujoco/mujoco.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "Measure.hpp"
#include "MujocoXml.hpp"
#include "algorithms/InverseDynamics.hpp"
#include "algorithms/MassMatrix.hpp"
#include "io/codecs/JsonText.hpp"
#include "io/importers/robot/RobotFile.hpp"

namespace wl::bench {
namespace {

void perCall(const Options& options, const std::string& file) {
  const std::string path = std::string(WRENCHLAB_SOURCE_DIR) + "/content/models/robots/" + file;
  auto robot = openRobotFile(readTextFile(path).value(), path);
  if (!robot) {
    std::printf("%s: %s\n", file.c_str(), robot.error().text().c_str());
    return;
  }
  const Model& model = robot->file.model;
  char error[1000] = "";
  MjModelPtr mjm(mj_loadXML(path.c_str(), nullptr, error, sizeof error));
  if (!mjm) {
    std::printf("%s: MuJoCo refused it: %s\n", file.c_str(), error);
    return;
  }
  const mjModel* m = mjm.get();
  MjDataPtr mjd(mj_makeData(m));
  mjData* d = mjd.get();
  std::printf("\n== %s: %d coordinates, %d segments (MuJoCo: %d bodies) ==\n", file.c_str(), model.nq(), model.segmentCount(), m->nbody - 1);
  // MuJoCo's dof k is our coordinate of the same name (hinges only on these arms).
  std::vector<int> ourOf(static_cast<size_t>(m->nv));
  for (int k = 0; k < m->nv; ++k) ourOf[static_cast<size_t>(k)] = model.findCoordinate(mj_id2name(m, mjOBJ_JOINT, m->dof_jntid[k]));

  std::mt19937 rng(2026);
  std::uniform_real_distribution<double> u(-1.0, 1.0);
  std::vector<State> states;
  for (int k = 0; k < 16; ++k) {
    State s = State::zero(model);
    for (int i = 0; i < model.nq(); ++i) {
      s.q(i) = 1.5 * u(rng);
      s.qd(i) = u(rng);
      s.qdd(i) = 2.0 * u(rng);
    }
    states.push_back(s);
  }
  auto load = [&](const State& s) {
    for (int k = 0; k < m->nv; ++k) {
      const int o = ourOf[static_cast<size_t>(k)];
      d->qpos[k] = s.q(o);
      d->qvel[k] = s.qd(o);
      d->qacc[k] = s.qdd(o);
    }
  };
  Data data(model);
  std::vector<double> rne(static_cast<size_t>(m->nv)), fullM(static_cast<size_t>(m->nv * m->nv));
  double tauDiff = 0.0, massDiff = 0.0;
  for (const State& s : states) {
    const VecX tau = inverseDynamics(model, data, s);
    const MatX M = massMatrix(model, data, s);
    load(s);
    mujocoInverseDynamics(m, d, rne.data());
    mujocoMassMatrix(m, d, fullM.data());
    for (int r = 0; r < m->nv; ++r) {
      const int o = ourOf[static_cast<size_t>(r)];
      tauDiff = std::max(tauDiff, std::abs(rne[static_cast<size_t>(r)] - tau(o)) / tau.cwiseAbs().maxCoeff());
      for (int c = 0; c < m->nv; ++c)
        massDiff = std::max(massDiff, std::abs(fullM[static_cast<size_t>(r * m->nv + c)] - M(o, ourOf[static_cast<size_t>(c)])) /
                                          M.cwiseAbs().maxCoeff());
    }
  }
  std::printf("  same numbers as MuJoCo (16 states): tau %.1e, M %.1e (largest difference / largest entry)\n", tauDiff, massDiff);

  auto ourInverse = [&](long i) { gSink = gSink + inverseDynamics(model, data, states[static_cast<size_t>(i % 16)])(0); };
  auto ourMass = [&](long i) { gSink = gSink + massMatrix(model, data, states[static_cast<size_t>(i % 16)])(0, 0); };
  auto mjInverse = [&](long i) {
    load(states[static_cast<size_t>(i % 16)]);
    gSink = gSink + mujocoInverseDynamics(m, d, rne.data());
  };
  auto mjMass = [&](long i) {
    load(states[static_cast<size_t>(i % 16)]);
    gSink = gSink + mujocoMassMatrix(m, d, fullM.data());
  };
  std::vector<Row> rows = {measure(options, "inverse dynamics", ourInverse, mjInverse, true, "kin+comPos+comVel+rne"),
                           measure(options, "mass matrix", ourMass, mjMass, true, "kin+comPos+crb+fullM")};
  std::printf("  %-20s %9s %11s %8s  %s\n", "measurement", "ours ns", "MuJoCo ns", "ours/MJ", "allocs/call");
  for (const Row& r : rows) {
    std::printf("  %-20s %9.0f %11.0f %8.2f  %lu\n", r.measurement.c_str(), r.oursNs, r.theirsNs, r.ratio, r.allocationsPerCall);
    std::printf("PERCALL\t%s\t%s\t%.1f\t%.1f\t%.4f\t%lu\n", file.c_str(), r.measurement.c_str(), r.oursNs, r.theirsNs, r.ratio,
                r.allocationsPerCall);
  }
}

}  // namespace
}  // namespace wl::bench

int main(int argc, char** argv) {
  using namespace wl::bench;
  Options options;
  for (int a = 1; a < argc; ++a) {
    const std::string arg = argv[a];
    if (arg == "--rounds" && a + 1 < argc) options.rounds = std::max(3, std::atoi(argv[++a]));
    else if (arg == "--quick") options.rounds = 21;
    else {
      std::fprintf(stderr, "usage: %s [--rounds N] [--quick]\n", argv[0]);
      return 2;
    }
  }
  std::printf("WrenchLab robot-arm benchmark (native, MuJoCo %s): per call, median of %d rounds\n", mj_versionString(), options.rounds);
  for (const char* file : {"ur5.xml", "ur5.urdf", "panda.xml", "panda.urdf"}) perCall(options, file);
  return 0;
}
