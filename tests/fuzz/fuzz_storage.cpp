// Any bytes as an OpenSim table (.mot/.sto), then as the coordinates of a two-coordinate model
// (rotational "swing", translational "slide") through OpenSim's processing: with no filter, with
// OpenSim's 6 Hz filter and with ours.
#include <cstdint>
#include <string_view>

#include "io/importers/opensim/CoordinateData.hpp"
#include "io/codecs/StorageFile.hpp"

namespace {
const wl::Model& model() {
  static const wl::Model m = [] {
    wl::ModelBuilder b("fuzz");
    wl::Segment arm;
    arm.name = "arm";
    arm.joint.name = "swing";
    arm.length = 0.3;
    arm.inertia = wl::Inertia::pointMass(1.0, wl::Vec3(0.3, 0, 0));
    b.addSegment(arm);
    wl::Segment bead = arm;
    bead.name = "bead";
    bead.parent = 0;
    bead.joint.name = "slide";
    bead.joint.type = wl::JointType::Prismatic;
    bead.joint.axis = wl::Vec3::UnitX();
    b.addSegment(bead);
    return b.build().value();
  }();
  return m;
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto table = wl::parseStorage(text, "fuzz.mot");
  if (!table) return 0;
  for (int variant = 0; variant < 3; ++variant) {
    wl::CoordinateOptions options;
    if (variant == 1) options.openSimLowpassHz = 6.0;
    if (variant == 2) options.butterworthHz = 6.0;
    auto trajectory = wl::coordinateTrajectory(*table, "fuzz.mot", model(), options);
    if (!trajectory) continue;
    wl::State s = wl::State::zero(model());
    for (double t : trajectory->frames) trajectory->motion.sample(t, s);
  }
  return 0;
}
