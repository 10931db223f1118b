#include "core/NumberText.hpp"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace wl {
namespace {

constexpr double kExactPowersOfTen[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                                        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
constexpr std::uint64_t kTwoTo53 = std::uint64_t{1} << 53;

bool isDigit(char c) { return c >= '0' && c <= '9'; }

/// The plain spelling [sign] digits [. digits] [(e|E) [sign] digits] (digits on one side of the point at
/// least), nothing else: the grammar every reader shares.
bool isPlainSpelling(std::string_view text) {
  size_t i = 0;
  const size_t n = text.size();
  if (i < n && (text[i] == '+' || text[i] == '-')) ++i;
  size_t digits = 0;
  for (; i < n && isDigit(text[i]); ++i) ++digits;
  if (i < n && text[i] == '.')
    for (++i; i < n && isDigit(text[i]); ++i) ++digits;
  if (digits == 0) return false;
  if (i < n && (text[i] == 'e' || text[i] == 'E')) {
    ++i;
    if (i < n && (text[i] == '+' || text[i] == '-')) ++i;
    if (i == n || !isDigit(text[i])) return false;
    while (i < n && isDigit(text[i])) ++i;
  }
  return i == n;
}

/// A plain spelling (checked by the caller) with an exactly convertible result; false when the value
/// needs the full conversion.
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

NumberText readPlainNumber(std::string_view text, double& value) {
  if (!isPlainSpelling(text)) return NumberText::NotANumber;
  double v = 0.0;
  if (!readFastPath(text, v)) {
#if defined(__cpp_lib_to_chars) && __cpp_lib_to_chars >= 201611L
    // Correctly rounded and independent of the C locale. A leading '+' is ours to skip: from_chars
    // reads only a minus.
    const std::string_view digits = text[0] == '+' ? text.substr(1) : text;
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), v);
    if (error == std::errc::result_out_of_range) {
      // Beyond the largest double (or below the smallest subnormal, which is a zero, not an error).
      const size_t e = digits.find_first_of("eE");
      if (e != std::string_view::npos && digits.find('-', e) != std::string_view::npos) v = digits[0] == '-' ? -0.0 : 0.0;
      else return NumberText::OutOfRange;
    } else if (error != std::errc() || end != digits.data() + digits.size()) {
      return NumberText::NotANumber;
    }
#else
    // The page's C library (Emscripten) has no floating-point from_chars; its locale is always "C", so
    // strtod's decimal sign is the point.
    const std::string copy(text);  // strtod needs the terminating zero
    char* end = nullptr;
    v = std::strtod(copy.c_str(), &end);
    if (end != copy.c_str() + copy.size()) return NumberText::NotANumber;
#endif
  }
  if (!std::isfinite(v)) return NumberText::OutOfRange;
  value = v;
  return NumberText::Number;
}

std::string formatShortest(double value) {
  if (!std::isfinite(value)) return std::isnan(value) ? "nan" : (value > 0 ? "inf" : "-inf");
  char text[64];
#if defined(__cpp_lib_to_chars) && __cpp_lib_to_chars >= 201611L
  const auto [end, error] = std::to_chars(text, text + sizeof text, value);
  if (error == std::errc()) return std::string(text, end);
#endif
  // The fewest significant digits that read back as the same double (17 always do).
  for (int precision = 1; precision <= 17; ++precision) {
    std::snprintf(text, sizeof text, "%.*g", precision, value);
    double back = 0.0;
    if (readPlainNumber(text, back) == NumberText::Number && back == value) break;
  }
  return text;
}

}  // namespace wl
