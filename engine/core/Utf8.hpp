#pragma once
// UTF-8, the one text encoding WrenchLab reads and writes (JSON, XML, tables, names typed by people).
// Decoding is strict: overlong forms, surrogates and code points above U+10FFFF are not UTF-8, so a
// file in another encoding (Windows-1252's dash 0x96, Latin-1's é 0xE9) is caught where its first such
// byte stands instead of turning into garbage names later.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace wl {

/// One code point from `text` at `i`, advancing `i` past it; false (nothing advanced) for bytes that
/// are not UTF-8.
bool decodeUtf8(std::string_view text, std::size_t& i, std::uint32_t& codePoint);

/// Appends `codePoint` (at most U+10FFFF, no surrogate) as UTF-8.
void encodeUtf8(std::uint32_t codePoint, std::string& out);

/// The offset of the first byte that is not part of valid UTF-8, or std::string_view::npos.
std::size_t invalidUtf8At(std::string_view text);

/// "line:column" of a byte offset (lines from 1, columns counted in characters from 1), for messages.
std::string lineAndColumn(std::string_view text, std::size_t offset);

}  // namespace wl
