// The "motion" section: one time function per coordinate, or a kinematics file.
#include "io/formats/model/ModelJsonSections.hpp"

#include <filesystem>

#include "io/formats/KinematicsFile.hpp"

namespace wl::model_json {


Status readMotion(const Json& m, const Model& model, const std::string& baseDir, Motion& out) {
  out.coordinates.assign(static_cast<size_t>(model.nq()), TimeFunction());
  out.source = "analytic";
  if (!m.is_object()) return Error{"motion", "must be an object {coordinate: function} or {\"file\": ...}"};
  if (const Json* file = find(m, "file")) {
    if (Status s = json::onlyKeys(m, "motion", {"file", "lowpass_hz"}); !s) return s;
    auto name = json::text(*file, "motion.file");
    if (!name) return name.error();
    KinematicsOptions options;
    if (const Json* lp = find(m, "lowpass_hz")) {
      auto hz = json::positive(*lp, "motion.lowpass_hz");
      if (!hz) return hz.error();
      options.lowPassHz = *hz;
    }
    const std::string path = (std::filesystem::path(baseDir) / *name).string();
    auto motion = loadKinematicsFile(path, model, options);
    if (!motion) return motion.error();
    out = std::move(*motion);
    return Status::success();
  }
  if (const Json* speed = find(m, "speed")) {
    // The same path k times as fast (Motion::speed). A coordinate called "speed" would make the key ambiguous.
    if (model.findCoordinate("speed") >= 0)
      return Error{"motion.speed", "is both the speed factor and the name of a coordinate: rename the coordinate"};
    auto k = json::positive(*speed, "motion.speed");
    if (!k) return k.error();
    if (*k > 1e3 || *k < 1e-3) return Error{"motion.speed", "must be between 0.001 and 1000, got " + json::show(*speed)};
    out.speed = *k;
  }
  for (auto it = m.begin(); it != m.end(); ++it) {
    if (it.key() == "speed") continue;
    const int k = model.findCoordinate(it.key());
    if (k < 0) {
      std::string known;
      for (const auto& c : model.coordinateNames()) known += (known.empty() ? "" : ", ") + c;
      return Error{child("motion", it.key()), "is not a coordinate of this model (coordinates: " + known + ")"};
    }
    auto f = timeFunctionFromJson(it.value(), child("motion", it.key()));
    if (!f) return f.error();
    out.coordinates[static_cast<size_t>(k)] = std::move(*f);
  }
  // A coordinate that follows another (a robot file's mimic joint) and has no function of its own follows it.
  for (const CoordinateCoupling& c : model.couplings())
    if (!m.contains(c.followerName)) out.followers.push_back(c);
  return Status::success();
}

}  // namespace wl::model_json
