// Word wrap at spaces only: numbers such as 0.196 are never split, every line fits, nothing is lost.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "app/text/TextWrap.hpp"

using wl::web::wrapAtSpaces;

namespace {
// Monospace: one unit per byte.
std::vector<std::string> wrap(const std::string& text, float width) {
  std::vector<std::string> lines;
  wrapAtSpaces(text, width, [](std::string_view s) { return static_cast<float>(s.size()); },
               [&](std::string_view line) { lines.emplace_back(line); });
  return lines;
}
}  // namespace

TEST_CASE("text wrap: breaks at spaces, never inside a number") {
  const auto lines = wrap("= (0.65, 0.196, 0) N, M = (0, 0, −0.129) N·m", 18);
  CHECK(lines.size() >= 3);
  for (const std::string& l : lines) CHECK(l.size() <= 18);
  // Every value stays whole on one line.
  for (const char* value : {"0.196,", "(0.65,", "−0.129)"}) {
    bool whole = false;
    for (const std::string& l : lines) whole = whole || l.find(value) != std::string::npos;
    CHECK_MESSAGE(whole, value);
  }
  // Nothing lost: joined with spaces the lines are the text again.
  std::string joined;
  for (const std::string& l : lines) joined += (joined.empty() ? "" : " ") + l;
  CHECK(joined == "= (0.65, 0.196, 0) N, M = (0, 0, −0.129) N·m");
}

TEST_CASE("text wrap: a vector stays on one line, and no line starts with '='") {
  const auto lines = wrap("F = (1.09, −0.941, 0) N, M = (0, −0.5, 0) N·m", 24);
  for (const std::string& l : lines) {
    CHECK(l.rfind("=", 0) != 0);
    const auto open = std::count(l.begin(), l.end(), '('), close = std::count(l.begin(), l.end(), ')');
    CHECK_MESSAGE(open == close, l);
  }
  std::string joined;
  for (const std::string& l : lines) joined += (joined.empty() ? "" : " ") + l;
  CHECK(joined == "F = (1.09, −0.941, 0) N, M = (0, −0.5, 0) N·m");
}

TEST_CASE("text wrap: long words, newlines, fits in one line") {
  CHECK(wrap("short", 40) == std::vector<std::string>{"short"});
  CHECK(wrap("abcdefghijkl xy", 5) == std::vector<std::string>{"abcdefghijkl", "xy"});  // overflows, not cut
  CHECK(wrap("a b\nc", 40) == std::vector<std::string>{"a b", "c"});
  CHECK(wrap("a\n\nb", 40) == std::vector<std::string>{"a", "", "b"});
  CHECK(wrap("", 40).empty());
  CHECK(wrap("aa bb cc", 5) == std::vector<std::string>{"aa bb", "cc"});
}

TEST_CASE("text wrap: a group in parentheses wider than the line is broken inside, one that fits is not") {
  const std::string text = "= −1 kg · (0, 0, 1) × ((0, 0, 1) × (1, 0, 1)) = (1, 0, 0) N";
  const auto lines = wrap(text, 22);
  std::string joined;
  for (const std::string& l : lines) {
    CHECK_MESSAGE(l.size() <= 22, l);  // monospace bytes: "−" and "·" count 2 and 3
    joined += (joined.empty() ? "" : " ") + l;
  }
  CHECK(joined == text);
  // The result vector fits a line: it is not split.
  bool whole = false;
  for (const std::string& l : lines) whole = whole || l.find("(1, 0, 0)") != std::string::npos;
  CHECK(whole);
  // The lesson text that overflowed: Mielke's τ1 in parentheses, on a narrow panel.
  const std::string tau = "by hand τ1 = −(264/125 sin 2t + 36/25 sin 4t + 288/125 sin 6t), τ2 = …";
  for (const std::string& l : wrap(tau, 30)) CHECK_MESSAGE(l.size() <= 30, l);
}

TEST_CASE("text wrap: a remark in parentheses wraps like prose, never past the edge") {
  // The n-link lesson's parameter note once overflowed its panel as one unbreakable group, and a
  // step listing "G (gravity), C (Coriolis …)" broke before every "(".
  const std::string text =
      "Change the number of segments (up to 50; added segments repeat the last mass, length and inertia) and watch.";
  const auto lines = wrap(text, 34);
  for (const std::string& l : lines) CHECK_MESSAGE(l.size() <= 34, l);
  // The first line is filled: the remark starts on it rather than on a line of its own.
  CHECK(lines[0].find('(') != std::string::npos);
  std::string joined;
  for (const std::string& l : lines) joined += (joined.empty() ? "" : " ") + l;
  CHECK(joined == text);
}

TEST_CASE("text wrap: a vector too wide for any line breaks at its commas rather than overflow") {
  const auto lines = wrap("r = (0.123456, 0.654321, 0.111111) m", 16);
  for (const std::string& l : lines) CHECK_MESSAGE(l.size() <= 16, l);
  CHECK(lines.size() >= 3);
}

TEST_CASE("text wrap: no line starts with punctuation that closes the line before") {
  int checked = 0;
  for (float width : {6.0f, 9.0f, 12.0f, 15.0f}) {
    const auto lines = wrap("a value ( 1 ) , then x = 2 ; then y : 3 . done ) ok", width);
    for (std::size_t i = 1; i < lines.size(); ++i) {
      ++checked;
      CHECK_MESSAGE(std::string(")=,;:.").find(lines[i].front()) == std::string::npos, lines[i]);
    }
  }
  CHECK(checked >= 12);
}

TEST_CASE("text wrap: vectors are recognised as such, remarks are not") {
  CHECK(wl::web::isVectorGroup("(1.09, −0.941, 0)"));
  CHECK(wl::web::isVectorGroup("(x, y)"));
  CHECK(wl::web::isVectorGroup("(1,09; −0,941; 0)"));  // with a decimal comma (German, Portuguese)
  CHECK(wl::web::isVectorGroup("(0; −2; 0)"));
  CHECK_FALSE(wl::web::isVectorGroup("(up to 50; added segments repeat)"));
  CHECK_FALSE(wl::web::isVectorGroup("(a)"));
  CHECK_FALSE(wl::web::isVectorGroup("(the check below, the frame)"));
}
