#include "platform/PngWriter.hpp"

#include <fstream>

#include "io/codecs/Png.hpp"

namespace wl::web {

bool writePng(const std::string& path, int width, int height, const std::vector<std::uint8_t>& rgba) {
  const std::vector<std::uint8_t> png = encodePng(width, height, rgba);
  if (png.empty()) return false;
  std::ofstream out(path, std::ios::binary);
  out.write(reinterpret_cast<const char*>(png.data()), static_cast<std::streamsize>(png.size()));
  return static_cast<bool>(out);
}

}  // namespace wl::web
