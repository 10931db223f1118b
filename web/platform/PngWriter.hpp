#pragma once
// Writing a picture as a PNG file (the desktop's screenshots and recorded frames; the encoder is the
// engine's, io/codecs/Png.hpp).
#include <cstdint>
#include <string>
#include <vector>

namespace wl::web {

/// `rgba` holds height rows of width pixels, top row first. False if there is no such picture or the
/// file cannot be written.
bool writePng(const std::string& path, int width, int height, const std::vector<std::uint8_t>& rgba);

}  // namespace wl::web
