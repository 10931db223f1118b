#include "io/codecs/Png.hpp"

#include <zlib.h>

#include <array>
#include <cstdlib>

namespace wl {
namespace {

void put32(std::vector<std::uint8_t>& out, std::uint32_t v) {
  for (int s = 24; s >= 0; s -= 8) out.push_back(static_cast<std::uint8_t>(v >> s));
}

// A chunk: length, type, data, and the CRC-32 of type and data.
void chunk(std::vector<std::uint8_t>& out, const char* type, const std::uint8_t* data, std::size_t size) {
  put32(out, static_cast<std::uint32_t>(size));
  const std::size_t start = out.size();
  out.insert(out.end(), type, type + 4);
  out.insert(out.end(), data, data + size);
  put32(out, static_cast<std::uint32_t>(crc32(0L, out.data() + start, static_cast<uInt>(out.size() - start))));
}

int paeth(int a, int b, int c) {
  const int p = a + b - c, pa = std::abs(p - a), pb = std::abs(p - b), pc = std::abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

// One row filtered with `type` (0 none, 1 sub, 2 up, 3 average, 4 Paeth) into `out` (stride bytes).
void filterRow(int type, const std::uint8_t* row, const std::uint8_t* above, std::size_t stride, std::uint8_t* out) {
  for (std::size_t i = 0; i < stride; ++i) {
    const int a = i >= 4 ? row[i - 4] : 0, b = above ? above[i] : 0, c = above && i >= 4 ? above[i - 4] : 0;
    int predicted = 0;
    switch (type) {
      case 1: predicted = a; break;
      case 2: predicted = b; break;
      case 3: predicted = (a + b) / 2; break;
      case 4: predicted = paeth(a, b, c); break;
      default: break;
    }
    out[i] = static_cast<std::uint8_t>(row[i] - predicted);
  }
}

// The measure libpng's heuristic uses: small signed differences compress best.
std::size_t cost(const std::uint8_t* filtered, std::size_t stride) {
  std::size_t sum = 0;
  for (std::size_t i = 0; i < stride; ++i) sum += static_cast<std::size_t>(std::abs(static_cast<int>(static_cast<std::int8_t>(filtered[i]))));
  return sum;
}

}  // namespace

std::vector<std::uint8_t> encodePng(int width, int height, const std::vector<std::uint8_t>& rgba) {
  if (width < 1 || height < 1 || width > kMaxPngSide || height > kMaxPngSide) return {};
  const std::size_t stride = static_cast<std::size_t>(width) * 4;
  if (rgba.size() != stride * static_cast<std::size_t>(height)) return {};

  // Each row with its filter type in front, the filter chosen per row.
  std::vector<std::uint8_t> rows((stride + 1) * static_cast<std::size_t>(height));
  std::array<std::vector<std::uint8_t>, 5> trial;
  for (auto& t : trial) t.resize(stride);
  for (int y = 0; y < height; ++y) {
    const std::uint8_t* row = rgba.data() + stride * static_cast<std::size_t>(y);
    const std::uint8_t* above = y > 0 ? row - stride : nullptr;
    int best = 0;
    std::size_t bestCost = 0;
    for (int type = 0; type < 5; ++type) {
      filterRow(type, row, above, stride, trial[static_cast<std::size_t>(type)].data());
      const std::size_t c = cost(trial[static_cast<std::size_t>(type)].data(), stride);
      if (type == 0 || c < bestCost) best = type, bestCost = c;
    }
    std::uint8_t* out = rows.data() + (stride + 1) * static_cast<std::size_t>(y);
    out[0] = static_cast<std::uint8_t>(best);
    std::copy(trial[static_cast<std::size_t>(best)].begin(), trial[static_cast<std::size_t>(best)].end(), out + 1);
  }

  // zlib's default level with the strategy meant for filtered image rows.
  z_stream z{};
  if (deflateInit2(&z, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 15, 8, Z_FILTERED) != Z_OK) return {};
  std::vector<std::uint8_t> compressed(deflateBound(&z, static_cast<uLong>(rows.size())));
  z.next_in = rows.data();
  z.avail_in = static_cast<uInt>(rows.size());
  z.next_out = compressed.data();
  z.avail_out = static_cast<uInt>(compressed.size());
  const int status = deflate(&z, Z_FINISH);
  compressed.resize(z.total_out);
  deflateEnd(&z);
  if (status != Z_STREAM_END) return {};

  std::vector<std::uint8_t> png{0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
  std::vector<std::uint8_t> header;
  put32(header, static_cast<std::uint32_t>(width));
  put32(header, static_cast<std::uint32_t>(height));
  header.insert(header.end(), {8, 6, 0, 0, 0});  // 8-bit RGBA, deflate, adaptive filters, no interlace
  chunk(png, "IHDR", header.data(), header.size());
  chunk(png, "IDAT", compressed.data(), compressed.size());
  chunk(png, "IEND", nullptr, 0);
  return png;
}

}  // namespace wl
