#pragma once
// MuJoCo models from MJCF text held in memory (the benchmarks write their MJCF from our models):
// owning pointers for mjModel/mjData, a loader through MuJoCo's virtual file system, and MuJoCo's two
// computations the benchmarks compare ours with, called the same way everywhere.
#include <cstdio>
#include <cstring>
#include <memory>
#include <string>

#include <mujoco/mujoco.h>

namespace wl::bench {

struct MjDeleter {
  void operator()(mjModel* m) const { mj_deleteModel(m); }
  void operator()(mjData* d) const { mj_deleteData(d); }
};
using MjModelPtr = std::unique_ptr<mjModel, MjDeleter>;
using MjDataPtr = std::unique_ptr<mjData, MjDeleter>;

/// Compiles `xml` as the file `name`; null (and MuJoCo's message on stderr) when MuJoCo refuses it.
inline MjModelPtr loadMjcf(const std::string& xml, const char* name) {
  auto vfs = std::make_unique<mjVFS>();  // ~2 MB: keep it off the stack
  mj_defaultVFS(vfs.get());
  if (mj_makeEmptyFileVFS(vfs.get(), name, static_cast<int>(xml.size())) != 0) return nullptr;
  std::memcpy(vfs->filedata[mj_findFileVFS(vfs.get(), name)], xml.data(), xml.size());
  char error[1000] = "";
  MjModelPtr model(mj_loadXML(name, vfs.get(), error, sizeof error));
  mj_deleteVFS(vfs.get());
  if (!model) std::fprintf(stderr, "MuJoCo refused the model: %s\n", error);
  return model;
}

/// MuJoCo's inverse dynamics from the state in `d` (qpos, qvel, qacc), as our inverseDynamics starts
/// from (q, q̇, q̈): kinematics, COM positions and velocities, then recursive Newton–Euler into `tau`
/// (nv values). Returns τ₀, for the caller to keep the call from being optimised away.
inline double mujocoInverseDynamics(const mjModel* m, mjData* d, double* tau) {
  mj_kinematics(m, d);
  mj_comPos(m, d);
  mj_comVel(m, d);
  mj_rne(m, d, 1, tau);
  return tau[0];
}

/// MuJoCo's joint-space mass matrix at qpos, dense into `fullM` (nv × nv, row-major), as our
/// massMatrix: kinematics, COM positions, composite rigid bodies. Returns M₀₀.
inline double mujocoMassMatrix(const mjModel* m, mjData* d, double* fullM) {
  mj_kinematics(m, d);
  mj_comPos(m, d);
  mj_crb(m, d);
  mj_fullM(m, fullM, d->qM);
  return fullM[0];
}

}  // namespace wl::bench
