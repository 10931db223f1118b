#pragma once
// base64url (RFC 4648 §5: A–Z a–z 0–9 - _, no padding): binary data in a URL fragment without escapes.
#include <string>
#include <string_view>

#include "core/Result.hpp"

namespace wl {

std::string base64UrlEncode(std::string_view bytes);
/// Refuses any other character (padding '=' included) and a length no encoder makes (4k + 1).
Result<std::string> base64UrlDecode(std::string_view text);

}  // namespace wl
