// readPlainNumber gives strtod's double, bit for bit, for every plain decimal spelling (its fast path is
// only a shortcut), and refuses every other spelling strtod would read (hex, inf, nan, blanks); the
// shortest formatter writes what reads back as the same double.
#include <doctest/doctest.h>

#include <algorithm>
#include <clocale>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>

#include "core/NumberText.hpp"

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

bool sameBits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

// A plain spelling that strtod reads to a finite value: the same bits.
void checkAgainstStrtod(const std::string& text) {
  double ours = 12345.0, theirs = 12345.0;
  REQUIRE_MESSAGE(strtodWhole(text, theirs), text);
  REQUIRE_MESSAGE(std::isfinite(theirs), text);
  CHECK_MESSAGE(readPlainNumber(text, ours) == NumberText::Number, text);
  CHECK_MESSAGE(sameBits(ours, theirs), text << ": " << ours << " vs strtod " << theirs);
}

}  // namespace

TEST_CASE("readPlainNumber: the plain spellings tables use, as strtod reads them") {
  int checked = 0;
  for (const char* text : {"0", "-0", "+0", "0.0", "-0.000", "1", "-1", "+1", "42", "1.5", ".5", "5.", "-.5", "1e3", "1E3",
                           "1e+3", "1e-3", "-1.25e-3", "101.5119767", "745.4661142", "-0.0075", "0.0017", "00012.5000",
                           "9007199254740992", "9007199254740993", "9007199254740995",  // 2^53, 2^53 + 1, + 3: round to even
                           "1234567890123456789", "12345678901234567890", "0.1", "0.2", "0.3", "1e22", "1e23", "1e-22",
                           "1e-23", "123456789e-30", "4.9e-324", "2.2250738585072014e-308", "1.7976931348623157e308",
                           "1e-400", "-1e-400", "+.5e-2"}) {
    checkAgainstStrtod(text);
    ++checked;
  }
  CHECK(checked == 42);
}

TEST_CASE("readPlainNumber: every other spelling is refused, whatever strtod would make of it") {
  double v = 7.0;
  for (const char* text : {"inf", "-inf", "Infinity", "nan", "NaN", "-nan", "0x1p3", "0x1p1", "0X10", " 1", "1 ", "\t1", "",
                           "-", "+", ".", "e5", "1e", "1e+", "1.5x", "1..5", "--1", "+-1", "1e5.5", "12,5", "1,000", "١",
                           "1e5e5", "0b101", "1_000"}) {
    CHECK_MESSAGE(readPlainNumber(text, v) == NumberText::NotANumber, "\"" << text << "\"");
    CHECK(v == 7.0);  // left alone
  }
  for (const char* text : {"1e400", "-1e400", "1e99999999999", "2e308"}) CHECK_MESSAGE(readPlainNumber(text, v) == NumberText::OutOfRange, text);
  CHECK(v == 7.0);
  CHECK_FALSE(parsePlainNumber("1e400", v));
  CHECK(parsePlainNumber("-2.5e-1", v));
  CHECK(v == -0.25);
}

TEST_CASE("readPlainNumber: random numbers written as %g, %e, %f and as integers equal strtod's, bit for bit") {
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

TEST_CASE("readPlainNumber: a C locale with a decimal comma changes nothing") {
  // The desktop could one day call setlocale for its language; the readers must not follow it.
  const char* previous = std::setlocale(LC_NUMERIC, nullptr);
  const std::string saved = previous ? previous : "C";
  const bool german = std::setlocale(LC_NUMERIC, "de_DE.UTF-8") != nullptr;
  double v = 0.0;
  CHECK(readPlainNumber("0.123456789012345678901234", v) == NumberText::Number);  // beyond the fast path
  CHECK(v == 0.123456789012345678901234);
  CHECK(readPlainNumber("0,5", v) == NumberText::NotANumber);
  CHECK(formatShortest(0.1) == "0.1");
  std::setlocale(LC_NUMERIC, saved.c_str());
  MESSAGE("with a German C locale: " << (german ? "set" : "not installed on this machine, checked in the C locale"));
}

TEST_CASE("formatShortest: the fewest digits that read back as the same double") {
  CHECK(formatShortest(0.0) == "0");
  CHECK(formatShortest(-0.0) == "-0");
  CHECK(formatShortest(0.1) == "0.1");
  CHECK(formatShortest(1e-7) == "1e-07");
  CHECK(formatShortest(2.0 * 3.14159265358979323846) == "6.283185307179586");
  CHECK(formatShortest(-9.80665) == "-9.80665");
  CHECK(formatShortest(123456789.0) == "123456789");
  std::mt19937_64 random(7);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  std::uniform_int_distribution<int> decade(-300, 300);
  int trials = 0;
  for (int i = 0; i < 20000; ++i, ++trials) {
    const double x = unit(random) * std::pow(10.0, decade(random));
    double back = 0.0;
    REQUIRE(parsePlainNumber(formatShortest(x), back));
    CHECK(sameBits(back, x));
  }
  CHECK(trials == 20000);
}
