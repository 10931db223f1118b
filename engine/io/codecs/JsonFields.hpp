#pragma once
// Typed reading of JSON fields with errors that name the field's path ("segments[2].mass: must be
// a number > 0, got \"abc\""). Never lets nlohmann throw: every access checks the type first.
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/Result.hpp"
#include "core/Types.hpp"

namespace wl::json {

using Json = nlohmann::json;

/// Compact rendering of a bad value for messages, cut to a readable length.
std::string show(const Json& value);

std::string child(const std::string& path, const std::string& key);
std::string item(const std::string& path, size_t index);

/// Refuses keys outside `allowed` (a typo in a lesson file would otherwise be silently ignored).
Status onlyKeys(const Json& object, const std::string& path, const std::vector<const char*>& allowed);

Result<double> number(const Json& value, const std::string& path);
Result<double> positive(const Json& value, const std::string& path);      ///< > 0
Result<double> nonNegative(const Json& value, const std::string& path);   ///< ≥ 0
Result<int> integer(const Json& value, const std::string& path, int min, int max);
Result<std::string> text(const Json& value, const std::string& path);
Result<bool> boolean(const Json& value, const std::string& path);
Result<Vec3> vec3(const Json& value, const std::string& path);
Result<Vec3> unitVec3(const Json& value, const std::string& path);       ///< normalised; refuses zero
Result<Mat3> mat3(const Json& value, const std::string& path);
/// Rotation: {"axis": [..], "angle": rad} | {"matrix": 3×3} | {"cardan_xyz": [a, b, c]}.
Result<Mat3> rotation(const Json& value, const std::string& path);

/// The member `key` of `object`, or nullptr when absent.
const Json* find(const Json& object, const char* key);

}  // namespace wl::json
