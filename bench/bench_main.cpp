// WrenchLab's speed, measured side by side with MuJoCo on the same chains in one run.
//
// For every chain (planar n = 3, 10, 30, 90; spherical n = 10) and every pair of computations
//   inverse dynamics   ours: inverseDynamics (kinematics + Newton–Euler τ)
//                      MuJoCo: mj_kinematics + mj_comPos + mj_comVel + mj_rne(flg_acc = 1)
//   term breakdown     ours: inverseDynamics + computeTermBreakdown (every term, one spinning observer)
//                      MuJoCo: the same kinematics + RNE pass (MuJoCo has no breakdown to compare)
//   mass matrix        ours: massMatrix (kinematics at q + CRBA, dense M)
//                      MuJoCo: mj_kinematics + mj_comPos + mj_crb + mj_fullM (dense M)
//   forward dynamics   ours: forwardDynamics (bias by RNEA, M by CRBA, LDLT solve)
//                      MuJoCo: mj_forward (no contacts, no actuators)
// the benchmark alternates batches of ours and MuJoCo's calls, many rounds, and reports medians.
// Before timing, it checks that both engines compute the same numbers on the same inputs.
//
// Built without MuJoCo (the wasm build under node), only our side runs.
//
// Options: --rounds N (default 201), --batch-us U (default 300), --quick (21 rounds),
//          --only planar|spherical.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "AllocationCounter.hpp"
#include "BenchModels.hpp"
#include "Measure.hpp"
#include "Timing.hpp"
#include "algorithms/ForwardDynamics.hpp"
#include "algorithms/InverseDynamics.hpp"
#include "algorithms/Kinematics.hpp"
#include "algorithms/MassMatrix.hpp"
#include "algorithms/TermBreakdown.hpp"
#include "model/Joint.hpp"

#if WRENCHLAB_BENCH_MUJOCO
#include <mujoco/mujoco.h>

#include "MujocoXml.hpp"
#endif

#if defined(__EMSCRIPTEN__)
constexpr const char* kTarget = "wasm";
#else
constexpr const char* kTarget = "native";
#endif

namespace wl::bench {
namespace {

constexpr int kStatePool = 16;

// ---------------------------------------------------------------------------------------------
// MuJoCo side.
#if WRENCHLAB_BENCH_MUJOCO
MjModelPtr loadMjcf(const std::string& xml) { return bench::loadMjcf(xml, "wrenchlab_chain.xml"); }
#endif

#if WRENCHLAB_BENCH_MUJOCO
// One MuJoCo input (qpos may have 4 numbers per ball joint).
struct MjInput {
  std::vector<double> qpos, qvel, qacc, qfrc;
};

// Our state expressed in MuJoCo's coordinates. Hinges: the same numbers. Ball joints: the
// quaternion of R_JB (Cardan x-y'-z''), angular velocity in the child frame ω_B = R_JBᵀ ω_J and its
// derivative R_JBᵀ α_J (the R_JBᵀ-rotated ω × ω term vanishes).
MjInput toMujoco(const Model& model, const State& s, const VecX& tau) {
  MjInput in;
  JointMotion jm;
  for (const Segment& seg : model.segments()) {
    const Joint& j = seg.joint;
    const int k = j.qIndex;
    if (j.type == JointType::Revolute) {
      in.qpos.push_back(s.q(k));
      in.qvel.push_back(s.qd(k));
      in.qacc.push_back(s.qdd(k));
      in.qfrc.push_back(tau(k));
    } else {
      jointMotion(j, s.q.data() + k, s.qd.data() + k, s.qdd.data() + k, jm);
      const Eigen::Quaterniond quat(jm.R_JB);
      const Vec3 w = jm.R_JB.transpose() * jm.omega_J;
      const Vec3 dw = jm.R_JB.transpose() * jm.alpha_J;
      in.qpos.insert(in.qpos.end(), {quat.w(), quat.x(), quat.y(), quat.z()});
      in.qvel.insert(in.qvel.end(), {w.x(), w.y(), w.z()});
      in.qacc.insert(in.qacc.end(), {dw.x(), dw.y(), dw.z()});
      in.qfrc.insert(in.qfrc.end(), {0.0, 0.0, 0.0});  // τ differs by parametrisation; FD compared on planar only
    }
  }
  return in;
}

// Our generalized forces in MuJoCo's convention: hinge τ as is; ball joints the joint moment in the
// child frame (MuJoCo's three dofs are the child's axes).
std::vector<double> ourForcesInMujocoCoordinates(const Model& model, const Data& data) {
  std::vector<double> out;
  for (size_t i = 0; i < model.segments().size(); ++i) {
    const Joint& j = model.segments()[i].joint;
    if (j.type == JointType::Revolute) {
      out.push_back(data.tau(j.qIndex));
    } else {
      const Mat3& R_WB = data.frames[static_cast<size_t>(model.segmentFrame(static_cast<int>(i)))].R_WF;
      const Vec3 n_B = R_WB.transpose() * data.jointWrench_W[i].moment;
      out.insert(out.end(), {n_B.x(), n_B.y(), n_B.z()});
    }
  }
  return out;
}

double relativeDifference(const double* a, const double* b, size_t count) {
  double diff = 0.0, scale = 0.0;
  for (size_t k = 0; k < count; ++k) {
    diff = std::max(diff, std::abs(a[k] - b[k]));
    scale = std::max(scale, std::abs(b[k]));
  }
  return diff / std::max(scale, 1e-300);
}
#endif

// ---------------------------------------------------------------------------------------------

struct CaseResult {
  ChainSpec spec;
  std::vector<Row> rows;
};

CaseResult runCase(const Options& options, const ChainSpec& spec) {
  CaseResult result;
  result.spec = spec;
  const Model model = buildModel(spec);
  ChainSpec observed = spec;
  observed.spinningObserver = true;
  const Model observedModel = buildModel(observed);
  Data data(model);
  Data observedData(observedModel);
  TermBreakdown breakdown(observedModel);
  const Observer observer = Observer::inFrame(observedModel.observerFrame(0));

  std::vector<State> states = randomStates(model, kStatePool, 2024u + static_cast<unsigned>(spec.links));
  std::vector<State> fdStates = states;
  std::vector<VecX> taus;
  for (const State& s : states) taus.push_back(inverseDynamics(model, data, s) * 0.9);  // not the exact τ of q̈

  // Sanity: the breakdown closes with the inertial recursion.
  inverseDynamics(observedModel, observedData, states[0]);
  computeTermBreakdown(observedModel, observedData, observer, AboutPoint::Proximal, breakdown);
  const double discrepancy = jointWrenchDiscrepancy(observedModel, observedData, breakdown);

  std::printf("\n== %s (nq = %d) ==\n", spec.label().c_str(), model.nq());
  std::printf("  term breakdown vs inertial recursion: joint wrenches differ by %.2e\n", discrepancy);

  const double n = static_cast<double>(spec.links);
  auto ourInverse = [&](long i) {
    const VecX& tau = inverseDynamics(model, data, states[static_cast<size_t>(i % kStatePool)]);
    gSink = gSink + tau(0);
  };
  auto ourBreakdown = [&](long i) {
    inverseDynamics(observedModel, observedData, states[static_cast<size_t>(i % kStatePool)]);
    computeTermBreakdown(observedModel, observedData, observer, AboutPoint::Proximal, breakdown);
    gSink = gSink + breakdown.segments[0].terms[1].moment.z();
  };
  auto ourMass = [&](long i) {
    const MatX& M = massMatrix(model, data, states[static_cast<size_t>(i % kStatePool)]);
    gSink = gSink + M(0, 0);
  };
  auto ourForward = [&](long i) {
    const size_t k = static_cast<size_t>(i % kStatePool);
    const bool solved = forwardDynamics(model, data, fdStates[k], taus[k]).ok();
    gSink = gSink + (solved ? fdStates[k].qdd(0) : 1.0);
  };

#if WRENCHLAB_BENCH_MUJOCO
  MjModelPtr mjm = loadMjcf(buildMjcf(spec));
  if (!mjm) std::exit(1);
  MjDataPtr mjd(mj_makeData(mjm.get()));
  const int nv = mjm->nv;
  const int nqMj = mjm->nq;
  std::vector<MjInput> inputs;
  for (size_t k = 0; k < states.size(); ++k) inputs.push_back(toMujoco(model, states[k], taus[k]));
  std::vector<double> rneOut(static_cast<size_t>(nv)), fullM(static_cast<size_t>(nv * nv));
  mjData* d = mjd.get();
  const mjModel* m = mjm.get();
  auto load = [&](const MjInput& in) {
    std::memcpy(d->qpos, in.qpos.data(), sizeof(double) * static_cast<size_t>(nqMj));
    std::memcpy(d->qvel, in.qvel.data(), sizeof(double) * static_cast<size_t>(nv));
    std::memcpy(d->qacc, in.qacc.data(), sizeof(double) * static_cast<size_t>(nv));
  };

  // Equivalence on every pooled state: τ (both MuJoCo routes), and for hinges M and q̈.
  double tauRne = 0.0, tauInverse = 0.0, massDiff = 0.0, qddDiff = 0.0;
  for (size_t k = 0; k < states.size(); ++k) {
    inverseDynamics(model, data, states[k]);
    const std::vector<double> ours = ourForcesInMujocoCoordinates(model, data);
    load(inputs[k]);
    mujocoInverseDynamics(m, d, rneOut.data());
    tauRne = std::max(tauRne, relativeDifference(ours.data(), rneOut.data(), ours.size()));
    load(inputs[k]);
    mj_inverse(m, d);
    tauInverse = std::max(tauInverse, relativeDifference(ours.data(), d->qfrc_inverse, ours.size()));
    if (spec.kind == ChainKind::Planar) {
      massMatrix(model, data, states[k]);
      mj_fullM(m, fullM.data(), d->qM);  // mj_inverse computed qM at this qpos
      massDiff = std::max(massDiff, relativeDifference(data.M.data(), fullM.data(), fullM.size()));
      State fd = states[k];
      if (!forwardDynamics(model, data, fd, taus[k])) std::printf("  WARNING: forward dynamics failed\n");
      load(inputs[k]);
      std::memcpy(d->qfrc_applied, inputs[k].qfrc.data(), sizeof(double) * static_cast<size_t>(nv));
      mj_forward(m, d);
      qddDiff = std::max(qddDiff, relativeDifference(fd.qdd.data(), d->qacc, static_cast<size_t>(nv)));
    }
  }
  std::printf("  same numbers as MuJoCo (max relative difference over %d states):\n", kStatePool);
  std::printf("    tau vs mj_rne %.1e, vs mj_inverse qfrc_inverse %.1e%s\n", tauRne, tauInverse,
              spec.kind == ChainKind::Spherical ? " (ball joints: joint moment in the child frame)" : "");
  if (spec.kind == ChainKind::Planar)
    std::printf("    M vs mj_fullM %.1e, forward-dynamics qdd vs mj_forward qacc %.1e\n", massDiff, qddDiff);
  const bool equivalent = tauRne <= 1e-9 && tauInverse <= 1e-9 && massDiff <= 1e-9 && qddDiff <= 1e-8;
  if (!equivalent) std::printf("  WARNING: results differ from MuJoCo beyond 1e-9\n");

  auto mjInverseDynamics = [&](long i) {
    load(inputs[static_cast<size_t>(i % kStatePool)]);
    gSink = gSink + mujocoInverseDynamics(m, d, rneOut.data());
  };
  auto mjInverse = [&](long i) {
    load(inputs[static_cast<size_t>(i % kStatePool)]);
    mj_inverse(m, d);
    gSink = gSink + d->qfrc_inverse[0];
  };
  auto mjMass = [&](long i) {
    load(inputs[static_cast<size_t>(i % kStatePool)]);
    gSink = gSink + mujocoMassMatrix(m, d, fullM.data());
  };
  auto mjForward = [&](long i) {
    const MjInput& in = inputs[static_cast<size_t>(i % kStatePool)];
    std::memcpy(d->qpos, in.qpos.data(), sizeof(double) * static_cast<size_t>(nqMj));
    std::memcpy(d->qvel, in.qvel.data(), sizeof(double) * static_cast<size_t>(nv));
    std::memcpy(d->qfrc_applied, in.qfrc.data(), sizeof(double) * static_cast<size_t>(nv));
    mj_forward(m, d);
    gSink = gSink + d->qacc[0];
  };
  {
    // MuJoCo works from its preallocated arena; check that too.
    std::printf("  MuJoCo heap allocations per call: kin+rne %lu, mj_inverse %lu, crb %lu, mj_forward %lu\n",
                allocationsPerCall(mjInverseDynamics, 64), allocationsPerCall(mjInverse, 64),
                allocationsPerCall(mjMass, 64), allocationsPerCall(mjForward, 64));
  }
  result.rows.push_back(measure(options, "inverse dynamics", ourInverse, mjInverseDynamics, true, "kin+comPos+comVel+rne"));
  result.rows.push_back(measure(options, "  same vs mj_inverse", ourInverse, mjInverse, true, "mj_inverse"));
  result.rows.push_back(measure(options, "term breakdown", ourBreakdown, mjInverseDynamics, true, "kin+comPos+comVel+rne"));
  result.rows.push_back(measure(options, "mass matrix", ourMass, mjMass, true, "kin+comPos+crb+fullM"));
  result.rows.push_back(measure(options, "forward dynamics", ourForward, mjForward, true, "mj_forward"));
#else
  NoCall none;
  result.rows.push_back(measure(options, "inverse dynamics", ourInverse, none, false, ""));
  result.rows.push_back(measure(options, "term breakdown", ourBreakdown, none, false, ""));
  result.rows.push_back(measure(options, "mass matrix", ourMass, none, false, ""));
  result.rows.push_back(measure(options, "forward dynamics", ourForward, none, false, ""));
#endif

  std::printf("  %-22s %11s %9s %7s %11s %9s %8s  %s\n", "measurement", "ours ns", "ns/link", "spread", "MuJoCo ns",
              "ns/link", "ours/MJ", "allocs/call");
  for (const Row& r : result.rows) {
    if (r.hasTheirs)
      std::printf("  %-22s %11.0f %9.1f %6.0f%% %11.0f %9.1f %8.2f  %lu\n", r.measurement.c_str(), r.oursNs,
                  r.oursNs / n, 100.0 * r.oursSpread, r.theirsNs, r.theirsNs / n, r.ratio, r.allocationsPerCall);
    else
      std::printf("  %-22s %11.0f %9.1f %6.0f%% %11s %9s %8s  %lu\n", r.measurement.c_str(), r.oursNs,
                  r.oursNs / n, 100.0 * r.oursSpread, "-", "-", "-", r.allocationsPerCall);
  }
  // Machine-readable lines for bench/run.sh (target, chain, n, measurement, ours, MuJoCo, ratio, allocations).
  for (const Row& r : result.rows)
    std::printf("RESULT\t%s\t%s\t%d\t%s\t%.1f\t%.1f\t%.4f\t%lu\n", kTarget,
                spec.kind == ChainKind::Planar ? "planar" : "spherical", spec.links,
                r.measurement.c_str() + (r.measurement[0] == ' ' ? 2 : 0), r.oursNs, r.hasTheirs ? r.theirsNs : 0.0,
                r.hasTheirs ? r.ratio : 0.0, r.allocationsPerCall);
  return result;
}

const Row* findRow(const CaseResult& c, const std::string& name) {
  for (const Row& r : c.rows)
    if (r.measurement == name) return &r;
  return nullptr;
}

}  // namespace
}  // namespace wl::bench

int main(int argc, char** argv) {
  using namespace wl::bench;
  Options options;
  for (int a = 1; a < argc; ++a) {
    const std::string arg = argv[a];
    if (arg == "--rounds" && a + 1 < argc) options.rounds = std::max(3, std::atoi(argv[++a]));
    else if (arg == "--batch-us" && a + 1 < argc) options.batchUs = std::max(10.0, std::atof(argv[++a]));
    else if (arg == "--quick") options.rounds = 21;
    else if (arg == "--only" && a + 1 < argc) options.only = argv[++a];
    else {
      std::fprintf(stderr, "usage: %s [--rounds N] [--batch-us U] [--quick] [--only planar|spherical]\n", argv[0]);
      return 2;
    }
  }
  std::printf("WrenchLab benchmark (%s build%s): median of %d rounds, batches of ~%.0f us\n", kTarget,
              WRENCHLAB_BENCH_MUJOCO ? ", against MuJoCo " : "", options.rounds, options.batchUs);
#if WRENCHLAB_BENCH_MUJOCO
  std::printf("MuJoCo version %s\n", mj_versionString());
#endif

  std::vector<CaseResult> results;
  if (options.only.empty() || options.only == "planar")
    for (int n : {3, 10, 30, 90}) results.push_back(runCase(options, ChainSpec{ChainKind::Planar, n}));
  if (options.only.empty() || options.only == "spherical")
    results.push_back(runCase(options, ChainSpec{ChainKind::Spherical, 10}));

  // Growth from 30 to 90 links: 3.0 is linear.
  const CaseResult* c30 = nullptr;
  const CaseResult* c90 = nullptr;
  for (const CaseResult& c : results) {
    if (c.spec.kind != ChainKind::Planar) continue;
    if (c.spec.links == 30) c30 = &c;
    if (c.spec.links == 90) c90 = &c;
  }
  if (c30 && c90) {
    std::printf("\n== growth time(90)/time(30), planar (3.0 = linear) ==\n");
    for (const Row& r90 : c90->rows) {
      const Row* r30 = findRow(*c30, r90.measurement);
      if (!r30) continue;
      if (r90.hasTheirs)
        std::printf("  %-22s ours %5.2f   MuJoCo %5.2f\n", r90.measurement.c_str(), r90.oursNs / r30->oursNs,
                    r90.theirsNs / r30->theirsNs);
      else
        std::printf("  %-22s ours %5.2f\n", r90.measurement.c_str(), r90.oursNs / r30->oursNs);
      std::printf("GROWTH\t%s\t%s\t%.3f\t%.3f\n", kTarget, r90.measurement.c_str() + (r90.measurement[0] == ' ' ? 2 : 0),
                  r90.oursNs / r30->oursNs, r90.hasTheirs ? r90.theirsNs / r30->theirsNs : 0.0);
    }
  }
  return 0;
}
