#include "io/importers/opensim/InverseDynamicsTool.hpp"

#include "algorithms/InverseDynamics.hpp"
#include "io/codecs/StorageFile.hpp"

namespace wl {

std::string inverseDynamicsLabel(const Model& model, int coordinate) {
  // OpenSim: "_moment" for a Rotational coordinate, "_force" for any other (translational, coupled).
  const CoordinateDef& c = model.coordinates()[static_cast<size_t>(coordinate)];
  return c.name + (c.motion == CoordinateMotion::Rotational ? "_moment" : "_force");
}

InverseDynamicsTable runInverseDynamics(const Model& model, const Motion& motion, const std::vector<double>& frames) {
  InverseDynamicsTable table;
  for (int k = 0; k < model.nq(); ++k) table.labels.push_back(inverseDynamicsLabel(model, k));
  Data data(model);
  State state = State::zero(model);
  table.time = frames;
  table.rows.reserve(frames.size());
  for (double t : frames) {
    motion.sample(t, state);
    const VecX& tau = inverseDynamics(model, data, state);
    table.rows.emplace_back(tau.data(), tau.data() + tau.size());
  }
  return table;
}

std::string inverseDynamicsStorage(const InverseDynamicsTable& table) {
  return formatStorage("Inverse Dynamics Generalized Forces", table.labels, table.time, table.rows);
}

}  // namespace wl
