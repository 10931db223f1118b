#pragma once
// Minimal PNG encoder (8-bit RGBA, stored deflate blocks): screenshots without a zlib dependency.
#include <cstdint>
#include <string>
#include <vector>

namespace wl::web {

/// `rgba` holds height rows of width pixels, top row first. Returns false if the file can't be written.
bool writePng(const std::string& path, int width, int height, const std::vector<std::uint8_t>& rgba);
std::vector<std::uint8_t> encodePng(int width, int height, const std::vector<std::uint8_t>& rgba);

}  // namespace wl::web
