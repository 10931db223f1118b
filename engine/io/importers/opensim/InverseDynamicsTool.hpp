#pragma once
// What OpenSim's Inverse Dynamics tool writes, from a trial opened as it opens one
// (OpenSimTrial.hpp): the generalized forces τ = M q̈ + C − G − (external loads) at every frame, one
// column per coordinate in the model's (OpenSim's multibody-tree) order, "<coordinate>_moment" for
// a rotational coordinate and "<coordinate>_force" otherwise.
#include <string>
#include <vector>

#include "io/importers/opensim/OpenSimTrial.hpp"

namespace wl {

struct InverseDynamicsTable {
  std::vector<std::string> labels;          ///< one per coordinate
  std::vector<double> time;                 ///< the frames
  std::vector<std::vector<double>> rows;    ///< rows[frame][coordinate]
};

/// "hip_flexion_r_moment", "pelvis_tx_force".
std::string inverseDynamicsLabel(const Model& model, int coordinate);

/// τ at each of `frames` for the prescribed `motion` (gravity and the model's loads included).
InverseDynamicsTable runInverseDynamics(const Model& model, const Motion& motion, const std::vector<double>& frames);

/// The table as OpenSim's .sto ("Inverse Dynamics Generalized Forces", version=1, …).
std::string inverseDynamicsStorage(const InverseDynamicsTable& table);

}  // namespace wl
