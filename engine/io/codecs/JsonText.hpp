#pragma once
// JSON text → nlohmann::json without exceptions: errors say `source:line:column: what`. Invalid
// UTF-8, nesting deeper than kMaxJsonDepth and texts over kMaxJsonBytes are refused, so a
// malicious or broken file costs a message, never a crash.
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "core/Result.hpp"

namespace wl {

constexpr int kMaxJsonDepth = 64;
constexpr size_t kMaxJsonBytes = 16u << 20;

Result<nlohmann::json> parseJsonText(std::string_view text, const std::string& source);

/// The whole file as bytes; "path: cannot be read" when it cannot be opened.
Result<std::string> readTextFile(const std::string& path);

/// readTextFile, then parseJsonText with the path as the source.
Result<nlohmann::json> parseJsonFile(const std::string& path);

}  // namespace wl
