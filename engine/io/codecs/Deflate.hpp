#pragma once
// Compression for the share link that carries a whole lesson (docs/lesson-format.md, "A lesson in a
// link"): the zlib format (RFC 1950 — deflate with a two-byte header and an Adler-32 check, so a
// truncated or altered link is caught), by zlib itself (Debian's source, compiled into every host:
// the CLI and the page write the same bytes for the same lesson).
#include <string>
#include <string_view>

#include "core/Result.hpp"

namespace wl {

/// Deflate at level 9 in the zlib format.
std::string zlibCompress(std::string_view bytes);

/// Inflates a zlib stream. Refuses a broken or truncated stream, bytes after its end, and any stream
/// that would inflate to more than `maxOutput` bytes (a hostile link that expands to gigabytes is
/// stopped there, after at most maxOutput bytes of work).
Result<std::string> zlibDecompress(std::string_view compressed, size_t maxOutput);

/// Inflates a zlib stream that a file's header says holds exactly `size` bytes (a block of VTK's
/// compressed arrays): refuses a broken stream, one that holds fewer bytes, and stops after `size` + 1
/// bytes of output when it holds more (a zip bomb costs no more than its stated size). The error's
/// message says which; its place is left to the caller.
Result<std::string> zlibInflateExactly(std::string_view compressed, size_t size);

}  // namespace wl
