// Any bytes as a kinematics CSV/.mot for a 3-coordinate arm (coordinates shoulder, elbow, wrist).
#include <cstdint>
#include <string_view>

#include "io/formats/KinematicsFile.hpp"
#include "io/formats/ModelJson.hpp"

namespace {
const wl::Model& arm() {
  static const wl::Model model = [] {
    auto file = wl::loadModelText(
        R"({"segments": [{"name": "a", "joint": {"name": "shoulder"}, "length": 0.3, "mass": 2},
                         {"name": "b", "joint": {"name": "elbow"}, "length": 0.3, "mass": 1.5},
                         {"name": "c", "joint": {"name": "wrist", "type": "prismatic"}, "length": 0.2, "mass": 0.5}]})",
        "arm", ".");
    return file->model;
  }();
  return model;
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  wl::KinematicsOptions options;
  auto motion = wl::parseKinematics(text, "fuzz.csv", arm(), options);
  if (motion.ok()) {
    wl::State s = wl::State::zero(arm());
    motion->sample(0.5 * (motion->startTime + motion->endTime), s);
  }
  options.lowPassHz = 5.0;
  (void)wl::parseKinematics(text, "fuzz.csv", arm(), options);
  return 0;
}
