#pragma once
// Standard base64 (RFC 4648 §4: A–Z a–z 0–9 + /, '=' padding), as VTK's XML files carry binary arrays.
// (Links use base64url: Base64Url.hpp.)
#include <string>
#include <string_view>

#include "core/Result.hpp"

namespace wl {

/// Decodes `text`, skipping whitespace. Refuses any other character, padding before the end and a
/// length no encoder makes; the error names the offset of the first bad character.
Result<std::string> base64Decode(std::string_view text);

/// How many bytes the first `characters` base64 characters (no whitespace, a multiple of 4) hold.
inline std::size_t base64DecodedSize(std::size_t characters) { return characters / 4 * 3; }

}  // namespace wl
