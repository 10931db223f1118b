// The "chain" section: the n-link limb written with one number (model-format.md, "chain").
#include "io/formats/model/ModelJsonSections.hpp"

#include <algorithm>

namespace wl::model_json {

namespace {

// "chain" writes the n-link limb with one number: arrays shorter than the count repeat their last
// value, so a lesson's "n segments" slider changes only chain.count.

Result<double> nth(const Json& chain, const char* key, size_t k, const std::string& path, double fallback, bool required) {
  const Json* v = find(chain, key);
  if (!v) {
    if (required) return Error{child(path, key), "is required"};
    return fallback;
  }
  if (v->is_array()) {
    if (v->empty()) return Error{child(path, key), "must not be empty"};
    const size_t i = std::min(k, v->size() - 1);
    return json::number((*v)[i], item(child(path, key), i));
  }
  return json::number(*v, child(path, key));
}

}  // namespace

Status expandChain(const Json& chain, Json& segments, Json& motion) {
  const std::string path = "chain";
  if (Status s = json::onlyKeys(chain, path, {"count", "name", "joint_name", "mass", "length", "direction", "axis", "com",
                                             "inertia", "period", "phase"});
      !s)
    return s;
  const Json* count = find(chain, "count");
  if (!count) return Error{child(path, "count"), "is required"};
  auto n = json::integer(*count, child(path, "count"), 1, kMaxSegments);
  if (!n) return n.error();
  std::string prefix = "link", jointPrefix = "joint";
  if (const Json* p = find(chain, "name")) {
    auto s = json::text(*p, child(path, "name"));
    if (!s) return s.error();
    prefix = *s;
  }
  if (const Json* p = find(chain, "joint_name")) {
    auto s = json::text(*p, child(path, "joint_name"));
    if (!s) return s.error();
    jointPrefix = *s;
  }
  for (int k = 0; k < *n; ++k) {
    const size_t kk = static_cast<size_t>(k);
    auto mass = nth(chain, "mass", kk, path, 0.0, true);
    if (!mass) return mass.error();
    auto length = nth(chain, "length", kk, path, 0.0, true);
    if (!length) return length.error();
    Json seg = {{"name", prefix + std::to_string(k + 1)},
                {"joint", {{"name", jointPrefix + std::to_string(k + 1)}, {"type", "revolute"}}},
                {"mass", *mass},
                {"length", *length}};
    if (const Json* d = find(chain, "direction")) seg["direction"] = *d;
    if (const Json* a = find(chain, "axis")) seg["joint"]["axis"] = *a;
    if (const Json* c = find(chain, "com")) seg["com"] = *c;
    if (const Json* i = find(chain, "inertia")) seg["inertia"] = *i;
    segments.push_back(seg);
    if (find(chain, "period")) {
      auto T = nth(chain, "period", kk, path, 1.0, true);
      if (!T) return T.error();
      if (!(*T > 0.0)) return Error{child(path, "period"), "must be > 0"};
      auto phase = nth(chain, "phase", kk, path, 0.0, false);
      if (!phase) return phase.error();
      const std::string coordinate = jointPrefix + std::to_string(k + 1);
      // A measured motion file replaces every coordinate's function: the periods do not apply then.
      if (!motion.contains("file") && !motion.contains(coordinate)) motion[coordinate] = {{"period", *T}, {"start", *phase}};
    }
  }
  return Status::success();
}

}  // namespace wl::model_json
