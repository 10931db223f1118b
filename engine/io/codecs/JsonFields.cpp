#include "io/codecs/JsonFields.hpp"

#include <cmath>

#include "spatial/Rotation.hpp"

namespace wl::json {

std::string show(const Json& value) {
  std::string s = value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  if (s.size() > 40) s = s.substr(0, 37) + "...";
  return s;
}

std::string child(const std::string& path, const std::string& key) { return path.empty() ? key : path + "." + key; }
std::string item(const std::string& path, size_t index) { return path + "[" + std::to_string(index) + "]"; }

const Json* find(const Json& object, const char* key) {
  if (!object.is_object()) return nullptr;
  auto it = object.find(key);
  return it == object.end() ? nullptr : &*it;
}

Status onlyKeys(const Json& object, const std::string& path, const std::vector<const char*>& allowed) {
  if (!object.is_object()) return Error{path, "must be an object { ... }, got " + show(object)};
  for (auto it = object.begin(); it != object.end(); ++it) {
    bool known = false;
    for (const char* a : allowed) known = known || it.key() == a;
    if (!known) {
      std::string list;
      for (const char* a : allowed) list += (list.empty() ? "" : ", ") + std::string(a);
      return Error{child(path, it.key()), "unknown field (expected one of: " + list + ")"};
    }
  }
  return Status::success();
}

Result<double> number(const Json& value, const std::string& path) {
  if (!value.is_number()) {
    if (value.is_string()) {
      const std::string s = value.get<std::string>();
      if (s == "NaN" || s == "nan" || s == "Infinity" || s == "-Infinity" || s == "inf")
        return Error{path, "must be a finite number, got " + show(value)};
    }
    return Error{path, "must be a number, got " + show(value)};
  }
  const double v = value.get<double>();
  if (!std::isfinite(v)) return Error{path, "must be a finite number"};
  return v;
}

Result<double> positive(const Json& value, const std::string& path) {
  auto v = number(value, path);
  if (!v) return v;
  if (!(*v > 0.0)) return Error{path, "must be > 0, got " + show(value)};
  return v;
}

Result<double> nonNegative(const Json& value, const std::string& path) {
  auto v = number(value, path);
  if (!v) return v;
  if (*v < 0.0) return Error{path, "must be ≥ 0, got " + show(value)};
  return v;
}

Result<int> integer(const Json& value, const std::string& path, int min, int max) {
  auto v = number(value, path);
  if (!v) return v.error();
  if (std::floor(*v) != *v || *v < min || *v > max)
    return Error{path, "must be a whole number in " + std::to_string(min) + ".." + std::to_string(max) + ", got " + show(value)};
  return static_cast<int>(*v);
}

Result<std::string> text(const Json& value, const std::string& path) {
  if (!value.is_string()) return Error{path, "must be a string, got " + show(value)};
  return value.get<std::string>();
}

Result<bool> boolean(const Json& value, const std::string& path) {
  if (!value.is_boolean()) return Error{path, "must be true or false, got " + show(value)};
  return value.get<bool>();
}

Result<Vec3> vec3(const Json& value, const std::string& path) {
  if (!value.is_array() || value.size() != 3) return Error{path, "must be [x, y, z], got " + show(value)};
  Vec3 v;
  for (size_t i = 0; i < 3; ++i) {
    auto c = number(value[i], item(path, i));
    if (!c) return c.error();
    v(static_cast<Eigen::Index>(i)) = *c;
  }
  return v;
}

Result<Vec3> unitVec3(const Json& value, const std::string& path) {
  auto v = vec3(value, path);
  if (!v) return v;
  if (v->norm() < 1e-12) return Error{path, "must not be the zero vector"};
  return Vec3(v->normalized());
}

Result<Mat3> mat3(const Json& value, const std::string& path) {
  if (!value.is_array() || value.size() != 3) return Error{path, "must be a 3×3 matrix [[..],[..],[..]]"};
  Mat3 m;
  for (size_t r = 0; r < 3; ++r) {
    auto row = vec3(value[r], item(path, r));
    if (!row) return row.error();
    m.row(static_cast<Eigen::Index>(r)) = row->transpose();
  }
  return m;
}

Result<Mat3> rotation(const Json& value, const std::string& path) {
  if (Status s = onlyKeys(value, path, {"axis", "angle", "matrix", "cardan_xyz"}); !s) return s.error();
  if (const Json* m = find(value, "matrix")) {
    auto M = mat3(*m, child(path, "matrix"));
    if (!M) return M;
    Mat3 R;
    if (!asRotation(*M, R))
      return Error{child(path, "matrix"), "must be a rotation: orthonormal (to 1e-3) with determinant +1"};
    return R;  // the nearest exact rotation: hand-typed digits must not break the invariance
  }
  if (const Json* c = find(value, "cardan_xyz")) {
    auto a = vec3(*c, child(path, "cardan_xyz"));
    if (!a) return a.error();
    return cardanXYZ(a->x(), a->y(), a->z());
  }
  const Json* axis = find(value, "axis");
  const Json* angle = find(value, "angle");
  if (!axis || !angle) return Error{path, "needs \"axis\" and \"angle\" (rad), \"matrix\" or \"cardan_xyz\""};
  auto u = unitVec3(*axis, child(path, "axis"));
  if (!u) return u.error();
  auto th = number(*angle, child(path, "angle"));
  if (!th) return th.error();
  return axisAngle(*u, *th);
}

}  // namespace wl::json
