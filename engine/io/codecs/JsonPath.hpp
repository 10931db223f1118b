#pragma once
// Addressing one field of a JSON document by path, as parameter controls, URLs and `--set` do:
// "segments[1].mass", "chain.count", "gravity[1]". Setting a path that does not exist is an error
// naming it (a typo must not silently add an unused field).
#include <nlohmann/json.hpp>
#include <string_view>

#include "core/Result.hpp"

namespace wl {

Result<nlohmann::json> getJsonPath(const nlohmann::json& document, std::string_view path);
/// Sets the field at `path` to `value`. With `createLast`, the last key may be new (its parent
/// object must exist).
Status setJsonPathValue(nlohmann::json& document, std::string_view path, const nlohmann::json& value,
                        bool createLast = false);
/// "PATH=VALUE" where VALUE is JSON (a bare word that is not JSON is taken as a string).
Status setJsonPath(nlohmann::json& document, std::string_view assignment, bool createLast = false);

}  // namespace wl
