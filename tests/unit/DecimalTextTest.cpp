// readDecimal must give strtod's double, bit for bit, for every text (its fast path is only a
// shortcut), and refuse what strtod would not read to the end.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>

#include "io/DecimalText.hpp"

using namespace wl;

namespace {

/// strtod over the whole text: true with its value when it reads all of it.
bool strtodWhole(const std::string& text, double& value) {
  if (text.empty()) return false;
  char* end = nullptr;
  const double v = std::strtod(text.c_str(), &end);
  if (end != text.c_str() + text.size()) return false;
  value = v;
  return true;
}

bool sameBits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0 || (std::isnan(a) && std::isnan(b)); }

void checkAgainstStrtod(const std::string& text) {
  double ours = 12345.0, theirs = 12345.0;
  const bool read = readDecimal(text, ours);
  const bool expected = strtodWhole(text, theirs);
  CHECK_MESSAGE(read == expected, text);
  if (read && expected) CHECK_MESSAGE(sameBits(ours, theirs), text << ": " << ours << " vs strtod " << theirs);
}

}  // namespace

TEST_CASE("readDecimal: the spellings tables use, and the ones they should not, as strtod reads them") {
  for (const char* text : {"0", "-0", "+0", "0.0", "-0.000", "1", "-1", "42", "1.5", ".5", "5.", "-.5", "1e3", "1E3", "1e+3",
                           "1e-3", "-1.25e-3", "101.5119767", "745.4661142", "-0.0075", "0.0017", "00012.5000",
                           "9007199254740992", "9007199254740993", "9007199254740995",  // 2^53, 2^53 + 1, + 3: round to even
                           "1234567890123456789", "12345678901234567890", "0.1", "0.2", "0.3", "1e22", "1e23", "1e-22",
                           "1e-23", "123456789e-30", "4.9e-324", "2.2250738585072014e-308", "1.7976931348623157e308",
                           "1e400", "-1e400", "1e-400", "inf", "-inf", "nan", "0x1p3", " 1", "1 ", "", "-", "+", ".", "e5",
                           "1e", "1e+", "1.5x", "1..5", "--1", "1e5.5", "12,5", "1e99999999999"})
    checkAgainstStrtod(text);
}

TEST_CASE("readDecimal: random numbers written as %g, %e, %f and as integers equal strtod's, bit for bit") {
  std::mt19937_64 random(20261125);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  std::uniform_int_distribution<int> decade(-30, 30), precision(1, 20);
  char text[512];
  int trials = 0;
  for (int i = 0; i < 40000; ++i) {
    const double x = unit(random) * std::pow(10.0, decade(random));
    const int p = precision(random);
    for (const char* format : {"%.*g", "%.*e", "%.*f"}) {
      std::snprintf(text, sizeof text, format, p, x);
      checkAgainstStrtod(text);
      ++trials;
    }
    // Clamped to what a long long holds (the cast of a larger double is undefined behaviour).
    std::snprintf(text, sizeof text, "%lld", static_cast<long long>(std::clamp(x * 1e6, -9.0e18, 9.0e18)));
    checkAgainstStrtod(text);
    ++trials;
  }
  CHECK(trials == 160000);
}
