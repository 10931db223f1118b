#pragma once
// PNG images (8-bit RGBA): the screenshots and recorded frames of the page and the desktop. Each row
// takes the PNG filter that makes it smallest by the usual measure (the least sum of the filtered bytes
// read as signed), and the rows are deflated by zlib (Debian's source, compiled in): a 4K picture for a
// slide, mostly background, is a few hundred kB instead of the 33 MB of stored blocks it once was.
#include <cstdint>
#include <vector>

namespace wl {

/// The largest width or height encoded (a 4K picture is 3840 × 2160).
constexpr int kMaxPngSide = 16384;

/// `rgba` holds `height` rows of `width` pixels, top row first, 4 bytes each. Empty when there is no
/// such picture (a side < 1 or > kMaxPngSide, or `rgba` of another size).
std::vector<std::uint8_t> encodePng(int width, int height, const std::vector<std::uint8_t>& rgba);

}  // namespace wl
