#include "io/DecimalText.hpp"

#include <cstdint>
#include <cstdlib>
#include <string>

namespace wl {
namespace {

constexpr double kExactPowersOfTen[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                                        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
constexpr std::uint64_t kTwoTo53 = std::uint64_t{1} << 53;

bool isDigit(char c) { return c >= '0' && c <= '9'; }

/// The plain spelling [sign] digits [. digits] [(e|E) [sign] digits] with an exactly convertible
/// result; false for anything else (the caller asks strtod).
bool readFastPath(std::string_view text, double& value) {
  size_t i = 0;
  const size_t n = text.size();
  bool negative = false;
  if (i < n && (text[i] == '+' || text[i] == '-')) negative = text[i++] == '-';
  std::uint64_t mantissa = 0;
  int significant = 0, exponent = 0, digits = 0;
  for (; i < n && isDigit(text[i]); ++i, ++digits) {
    if (mantissa == 0 && text[i] == '0') continue;  // leading zeros carry nothing
    if (++significant > 19) return false;
    mantissa = mantissa * 10 + static_cast<std::uint64_t>(text[i] - '0');
  }
  if (i < n && text[i] == '.') {
    for (++i; i < n && isDigit(text[i]); ++i, ++digits) {
      --exponent;
      if (mantissa == 0 && text[i] == '0') continue;
      if (++significant > 19) return false;
      mantissa = mantissa * 10 + static_cast<std::uint64_t>(text[i] - '0');
    }
  }
  if (digits == 0) return false;
  if (i < n && (text[i] == 'e' || text[i] == 'E')) {
    ++i;
    bool negativeExponent = false;
    if (i < n && (text[i] == '+' || text[i] == '-')) negativeExponent = text[i++] == '-';
    if (i == n || !isDigit(text[i])) return false;
    int written = 0;
    for (; i < n && isDigit(text[i]); ++i) {
      if (written > 10000) return false;  // far outside any exact range: strtod decides
      written = written * 10 + (text[i] - '0');
    }
    exponent += negativeExponent ? -written : written;
  }
  if (i != n) return false;
  if (mantissa == 0) {
    value = negative ? -0.0 : 0.0;
    return true;
  }
  if (mantissa > kTwoTo53 || exponent < -22 || exponent > 22) return false;
  const double m = static_cast<double>(mantissa);  // exact: below 2^53
  const double v = exponent >= 0 ? m * kExactPowersOfTen[exponent] : m / kExactPowersOfTen[-exponent];
  value = negative ? -v : v;
  return true;
}

}  // namespace

bool readDecimal(std::string_view text, double& value) {
  if (text.empty()) return false;
  if (readFastPath(text, value)) return true;
  const std::string copy(text);  // strtod needs the terminating zero
  char* end = nullptr;
  const double v = std::strtod(copy.c_str(), &end);
  if (end != copy.c_str() + copy.size()) return false;
  value = v;
  return true;
}

}  // namespace wl
