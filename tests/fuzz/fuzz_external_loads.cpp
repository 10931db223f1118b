// Any bytes as an OpenSim ExternalLoads file for a one-arm model, with a fixed data table; on
// success the loads are built into the model and evaluated.
#include <cstdint>
#include <string_view>

#include "algorithms/InverseDynamics.hpp"
#include "io/importers/opensim/ExternalLoads.hpp"

namespace {
constexpr const char* kModel = R"(<OpenSimDocument Version="40000"><Model name="m"><Ground name="ground"/>
<BodySet><objects><Body name="arm"><mass>1</mass><mass_center>0.2 0 0</mass_center><inertia>0.01 0.01 0.01 0 0 0</inertia></Body></objects></BodySet>
<JointSet><objects><PinJoint name="pin"><socket_parent_frame>/ground</socket_parent_frame><socket_child_frame>/bodyset/arm</socket_child_frame>
<coordinates><Coordinate name="q"/></coordinates></PinJoint></objects></JointSet></Model></OpenSimDocument>)";
constexpr const char* kData = "data\nendheader\ntime f_x f_y f_z p_x p_y p_z t_x t_y t_z\n"
                              "0 0 -10 0 0.5 0 0 0 0 1\n0.3 0 -11 0 0.5 0.1 0 0 0 1\n0.6 1 -10 0 0.4 0 0 0 0 1\n1 0 -9 0 0.5 0 0 0 0 2\n";
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto loads = wl::parseExternalLoads(text, "fuzz.xml");
  if (!loads) return 0;
  auto osim = wl::parseOsimModel(kModel, "m.osim");
  auto table = wl::parseStorage(kData, "data.mot");
  if (!osim || !table) return 0;
  if (!wl::addExternalLoads(*osim, *loads, *table, "data.mot")) return 0;
  auto model = osim->builder.build();
  if (!model) return 0;
  wl::Data d(*model);
  wl::State s = wl::State::zero(*model);
  s.t = 0.4;
  (void)wl::inverseDynamics(*model, d, s);
  return 0;
}
