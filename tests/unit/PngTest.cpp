// The PNG encoder (io/codecs/Png.hpp) read back by a decoder of the test's own: the chunks and their
// CRC-32 (computed bit by bit here, not with zlib's table), the IDAT stream inflated (io/codecs/Deflate),
// and PNG's five row filters undone. Every picture comes back pixel for pixel; a slide-sized picture that is
// mostly background is a small file; what is no picture is refused.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "io/codecs/Deflate.hpp"
#include "io/codecs/Png.hpp"

using wl::encodePng;

namespace {

std::uint32_t crc32Bitwise(const std::uint8_t* data, std::size_t n) {
  std::uint32_t crc = 0xFFFFFFFFu;
  for (std::size_t i = 0; i < n; ++i) {
    crc ^= data[i];
    for (int k = 0; k < 8; ++k) crc = (crc & 1u) ? 0xEDB88320u ^ (crc >> 1) : crc >> 1;
  }
  return ~crc;
}

std::uint32_t be32(const std::uint8_t* p) {
  return std::uint32_t{p[0]} << 24 | std::uint32_t{p[1]} << 16 | std::uint32_t{p[2]} << 8 | p[3];
}

struct Decoded {
  std::string problem;  // empty when the file decoded
  int width = 0, height = 0;
  std::vector<std::uint8_t> rgba;
  std::set<int> filters;  // the row filter types the file uses
};

Decoded failed(std::string why) {
  Decoded d;
  d.problem = std::move(why);
  return d;
}

// A PNG of 8-bit RGBA rows, as the specification reads it (chunks, zlib stream, filters 0–4).
Decoded decodePng(const std::vector<std::uint8_t>& png) {
  Decoded d;
  static const std::uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
  if (png.size() < 8 || !std::equal(signature, signature + 8, png.begin())) return failed("no PNG signature");
  std::vector<std::uint8_t> idat;
  bool ended = false;
  for (std::size_t at = 8; at < png.size() && !ended;) {
    if (png.size() - at < 12) return failed("a chunk is cut short");
    const std::uint32_t length = be32(&png[at]);
    if (png.size() - at - 12 < length) return failed("a chunk is longer than the file");
    const std::string type(png.begin() + static_cast<long>(at) + 4, png.begin() + static_cast<long>(at) + 8);
    const std::uint8_t* data = &png[at + 8];
    if (crc32Bitwise(&png[at + 4], length + 4) != be32(data + length)) return failed("the CRC of " + type + " does not match");
    if (type == "IHDR") {
      if (length != 13) return failed("IHDR is not 13 bytes");
      d.width = static_cast<int>(be32(data));
      d.height = static_cast<int>(be32(data + 4));
      if (data[8] != 8 || data[9] != 6 || data[10] != 0 || data[11] != 0 || data[12] != 0) return failed("not 8-bit RGBA, deflate, filtered, non-interlaced");
    } else if (type == "IDAT") {
      idat.insert(idat.end(), data, data + length);
    } else if (type == "IEND") {
      ended = true;
    }
    at += 12 + length;
  }
  if (!ended || d.width < 1 || d.height < 1) return failed("no IHDR or IEND");
  const std::size_t stride = static_cast<std::size_t>(d.width) * 4;
  const std::size_t rowBytes = (stride + 1) * static_cast<std::size_t>(d.height);
  auto inflated = wl::zlibInflateExactly(std::string_view(reinterpret_cast<const char*>(idat.data()), idat.size()), rowBytes);
  if (!inflated.ok()) return failed("the IDAT stream does not inflate to the rows: " + inflated.error().text());
  const std::string& raw = *inflated;
  d.rgba.resize(stride * static_cast<std::size_t>(d.height));
  for (int y = 0; y < d.height; ++y) {
    const auto* in = reinterpret_cast<const std::uint8_t*>(&raw[(stride + 1) * static_cast<std::size_t>(y)]);
    std::uint8_t* out = &d.rgba[stride * static_cast<std::size_t>(y)];
    const std::uint8_t* above = y > 0 ? out - stride : nullptr;
    d.filters.insert(in[0]);
    for (std::size_t i = 0; i < stride; ++i) {
      const int a = i >= 4 ? out[i - 4] : 0, b = above ? above[i] : 0, c = above && i >= 4 ? above[i - 4] : 0;
      int predicted = 0;
      switch (in[0]) {
        case 0: break;
        case 1: predicted = a; break;
        case 2: predicted = b; break;
        case 3: predicted = (a + b) / 2; break;
        case 4: {
          const int p = a + b - c, pa = std::abs(p - a), pb = std::abs(p - b), pc = std::abs(p - c);
          predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
          break;
        }
        default: return failed("row " + std::to_string(y) + " has filter type " + std::to_string(in[0]));
      }
      out[i] = static_cast<std::uint8_t>(in[1 + i] + predicted);
    }
  }
  return d;
}

std::vector<std::uint8_t> noise(int width, int height, std::uint32_t seed) {
  std::vector<std::uint8_t> rgba(static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 4);
  for (std::uint8_t& v : rgba) {
    seed = seed * 1664525u + 1013904223u;  // Numerical Recipes' LCG: reproducible bytes
    v = static_cast<std::uint8_t>(seed >> 24);
  }
  return rgba;
}

// A picture for a slide: a transparent background, a sky-to-ground gradient band, a few opaque rods
// (thick lines) and soft-edged dots, as the app draws a mechanism.
std::vector<std::uint8_t> slide(int width, int height) {
  std::vector<std::uint8_t> rgba(static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 4, 0);
  const auto put = [&](int x, int y, std::uint8_t r, std::uint8_t g, std::uint8_t b, std::uint8_t a) {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    std::uint8_t* p = &rgba[(static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x)) * 4];
    p[0] = r, p[1] = g, p[2] = b, p[3] = a;
  };
  for (int y = height * 3 / 4; y < height * 3 / 4 + height / 20; ++y)
    for (int x = 0; x < width; ++x) put(x, y, static_cast<std::uint8_t>(x * 255 / width), 120, static_cast<std::uint8_t>(y % 256), 255);
  for (int rod = 0; rod < 5; ++rod)
    for (int t = 0; t < width / 2; ++t)
      for (int w = -6; w <= 6; ++w) put(width / 4 + t, height / 5 + rod * height / 10 + t * (rod - 2) / 7 + w, 230, 60 + 30 * rod, 40, 255);
  for (int dot = 0; dot < 40; ++dot)
    for (int dy = -9; dy <= 9; ++dy)
      for (int dx = -9; dx <= 9; ++dx)
        if (dx * dx + dy * dy <= 81) put(100 + dot * width / 45 + dx, height / 2 + dy, 250, 250, 250, static_cast<std::uint8_t>(255 - 3 * (dx * dx + dy * dy)));
  return rgba;
}

}  // namespace

TEST_CASE("a PNG comes back pixel for pixel, every row filter undone") {
  for (const auto& size : {std::pair{1, 1}, std::pair{37, 23}, std::pair{256, 3}}) {
    const int w = size.first, h = size.second;
    INFO(w << "×" << h);
    const std::vector<std::uint8_t> rgba = noise(w, h, static_cast<std::uint32_t>(w * 1000 + h));
    const Decoded d = decodePng(encodePng(w, h, rgba));
    REQUIRE_MESSAGE(d.problem.empty(), d.problem);
    CHECK(d.width == w);
    CHECK(d.height == h);
    CHECK(d.rgba == rgba);
  }
  // Rows that are ramps along x with an offset of their own take the sub filter (a row's bytes minus
  // the pixel before); rows that repeat the row above take the up filter (all zeros).
  std::vector<std::uint8_t> ramps(64 * 64 * 4);
  for (std::size_t i = 0; i < ramps.size(); ++i) {
    const std::size_t row = std::min<std::size_t>(i / 256, 31), column = i % 256;
    ramps[i] = static_cast<std::uint8_t>(column / 4 * 3 + row * row * 7);
  }
  const Decoded d = decodePng(encodePng(64, 64, ramps));
  REQUIRE_MESSAGE(d.problem.empty(), d.problem);
  CHECK(d.rgba == ramps);
  CHECK(d.filters.count(1) == 1);
  CHECK(d.filters.count(2) == 1);
}

TEST_CASE("a 3840×2160 picture for a slide is a small file (it was 33 MB of stored blocks) and decodes to the same pixels") {
  const int w = 3840, h = 2160;
  const std::vector<std::uint8_t> rgba = slide(w, h);
  const std::vector<std::uint8_t> png = encodePng(w, h, rgba);
  const std::size_t stored = (static_cast<std::size_t>(w) * 4 + 1) * h;  // the rows as the old writer stored them
  MESSAGE("3840×2160 slide: " << png.size() << " bytes; its rows uncompressed " << stored);
  CHECK(png.size() < stored / 50);
  const Decoded d = decodePng(png);
  REQUIRE_MESSAGE(d.problem.empty(), d.problem);
  CHECK(d.width == w);
  CHECK(d.height == h);
  CHECK(d.rgba == rgba);
}

TEST_CASE("what is no picture gives no PNG") {
  CHECK(encodePng(0, 5, {}).empty());
  CHECK(encodePng(5, -1, {}).empty());
  CHECK(encodePng(2, 2, std::vector<std::uint8_t>(15)).empty());  // one byte short of 2 × 2 × 4
  CHECK(encodePng(2, 2, std::vector<std::uint8_t>(17)).empty());
  CHECK(encodePng(wl::kMaxPngSide + 1, 1, std::vector<std::uint8_t>((wl::kMaxPngSide + 1) * 4)).empty());
  CHECK(encodePng(16384, 16384, {}).empty());  // 2²⁸ pixels: refused before any byte is read
}
