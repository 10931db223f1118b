#include "io/codecs/Base64.hpp"

namespace wl {

namespace {
int sextet(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '+') return 62;
  if (c == '/') return 63;
  return -1;
}
bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }
}  // namespace

Result<std::string> base64Decode(std::string_view text) {
  std::string out;
  out.reserve(text.size() / 4 * 3);
  std::uint32_t group = 0;
  int filled = 0, padding = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (isSpace(c)) continue;
    if (c == '=') {
      if (filled < 2) return Error{"base64", "'=' at character " + std::to_string(i + 1) + " where data was expected"};
      ++padding;
      group <<= 6;
      if (++filled == 4) {
        out.push_back(static_cast<char>(group >> 16));
        if (padding == 1) out.push_back(static_cast<char>(group >> 8));
        group = 0;
        filled = 0;
      }
      continue;
    }
    const int v = sextet(c);
    if (v < 0) return Error{"base64", "character " + std::to_string(i + 1) + " is not base64"};
    if (padding > 0) return Error{"base64", "data after '=' padding at character " + std::to_string(i + 1)};
    group = (group << 6) | static_cast<std::uint32_t>(v);
    if (++filled == 4) {
      out.push_back(static_cast<char>(group >> 16));
      out.push_back(static_cast<char>(group >> 8));
      out.push_back(static_cast<char>(group));
      group = 0;
      filled = 0;
    }
  }
  if (filled != 0) return Error{"base64", "ends inside a group of four characters (cut short?)"};
  return out;
}

}  // namespace wl
