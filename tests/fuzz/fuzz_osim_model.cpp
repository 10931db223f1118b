// Any bytes as an OpenSim model (.osim): parsed, built, and on success evaluated once at its default
// pose (inverse dynamics and the mass matrix), so a model that parses also computes without fault.
#include <cstdint>
#include <string_view>

#include "algorithms/InverseDynamics.hpp"
#include "algorithms/MassMatrix.hpp"
#include "io/importers/opensim/OsimModel.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto osim = wl::parseOsimModel(text, "fuzz.osim");
  if (!osim) return 0;
  (void)osim->ignoredSummary();
  auto model = osim->builder.build();
  if (!model) return 0;
  wl::Data d(*model);
  wl::State s = wl::State::zero(*model);
  for (int k = 0; k < model->nq(); ++k) s.q(k) = model->coordinates()[static_cast<size_t>(k)].defaultValue;
  (void)wl::inverseDynamics(*model, d, s);
  (void)wl::massMatrix(*model, d, s);
  return 0;
}
