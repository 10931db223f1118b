#include "io/codecs/Deflate.hpp"

#include <zlib.h>

#include <climits>

namespace wl {

std::string zlibCompress(std::string_view bytes) {
  // Level 9, 32 KB window, memLevel 8, default strategy: zlib's compress2() at level 9, spelled out so
  // that every host makes the same bytes.
  z_stream stream{};
  if (deflateInit2(&stream, 9, Z_DEFLATED, 15, 8, Z_DEFAULT_STRATEGY) != Z_OK) return {};
  std::string out(deflateBound(&stream, static_cast<uLong>(bytes.size())), '\0');
  stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(bytes.data()));
  stream.avail_in = static_cast<uInt>(bytes.size());
  stream.next_out = reinterpret_cast<Bytef*>(out.data());
  stream.avail_out = static_cast<uInt>(out.size());
  const int status = deflate(&stream, Z_FINISH);
  out.resize(stream.total_out);
  deflateEnd(&stream);
  return status == Z_STREAM_END ? out : std::string();
}

Result<std::string> zlibDecompress(std::string_view compressed, size_t maxOutput) {
  if (compressed.size() > static_cast<size_t>(UINT_MAX)) return Error{"link", "is too long"};
  z_stream stream{};
  if (inflateInit2(&stream, 15) != Z_OK) return Error{"link", "cannot be decompressed (out of memory)"};
  stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(compressed.data()));
  stream.avail_in = static_cast<uInt>(compressed.size());
  std::string out;
  char chunk[16384];
  int status = Z_OK;
  while (status == Z_OK) {
    stream.next_out = reinterpret_cast<Bytef*>(chunk);
    stream.avail_out = sizeof chunk;
    status = inflate(&stream, Z_NO_FLUSH);
    const size_t produced = sizeof chunk - stream.avail_out;
    if (out.size() + produced > maxOutput) {
      inflateEnd(&stream);
      return Error{"link", "unpacks to more than " + std::to_string(maxOutput / 1024) + " kB; a lesson is far smaller"};
    }
    out.append(chunk, produced);
    // Z_BUF_ERROR with input left means no progress is possible: the stream is broken or truncated.
    if (status == Z_BUF_ERROR || (status == Z_OK && stream.avail_in == 0 && produced == 0)) break;
  }
  const bool whole = status == Z_STREAM_END && stream.avail_in == 0;
  inflateEnd(&stream);
  if (status == Z_STREAM_END && !whole) return Error{"link", "has bytes after the compressed lesson"};
  if (!whole)
    return Error{"link", status == Z_OK || status == Z_BUF_ERROR ? "is cut short" : "is damaged (its compressed data do not check out)"};
  return out;
}

Result<std::string> zlibInflateExactly(std::string_view compressed, size_t size) {
  if (compressed.size() > static_cast<size_t>(UINT_MAX) || size >= static_cast<size_t>(UINT_MAX)) return Error{"", "is too large"};
  z_stream stream{};
  if (inflateInit2(&stream, 15) != Z_OK) return Error{"", "cannot be inflated (out of memory)"};
  std::string out(size + 1, '\0');  // one byte more than stated: a stream that fills it holds too much
  stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(compressed.data()));
  stream.avail_in = static_cast<uInt>(compressed.size());
  stream.next_out = reinterpret_cast<Bytef*>(out.data());
  stream.avail_out = static_cast<uInt>(out.size());
  const int status = inflate(&stream, Z_FINISH);
  const size_t produced = stream.total_out;
  inflateEnd(&stream);
  if (produced > size) return Error{"", "inflates to more than the " + std::to_string(size) + " bytes its header states"};
  if (status != Z_STREAM_END)
    return Error{"", status == Z_BUF_ERROR ? "is cut short (its compressed data end early)" : "is damaged (its compressed data do not check out)"};
  if (produced != size) return Error{"", "inflates to " + std::to_string(produced) + " bytes; its header states " + std::to_string(size)};
  out.resize(size);
  return out;
}

}  // namespace wl
