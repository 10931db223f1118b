#include "lesson/VerificationCode.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "core/Sha256.hpp"

namespace wl {
namespace {

constexpr char kCrockford[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
constexpr int kSymbols = 10;  // 50 bits

// |value| to 3 significant digits as "d.dde<exponent>", rounding half up in decimal after a first
// rounding to 12 digits.
std::string threeDigits(double value) {
  value = std::abs(value);
  if (!(value > 0.0) || !std::isfinite(value)) return "0";
  char text[40];
  std::snprintf(text, sizeof text, "%.11e", value);  // d.ddddddddddde±xx: 12 significant digits
  std::string digits;
  const char* p = text;
  for (; *p && *p != 'e'; ++p)
    if (*p >= '0' && *p <= '9') digits += *p;
  int exponent = std::atoi(p + 1);
  int kept = (digits[0] - '0') * 100 + (digits[1] - '0') * 10 + (digits[2] - '0');
  if (digits[3] >= '5') ++kept;
  if (kept == 1000) {
    kept = 100;
    ++exponent;
  }
  std::snprintf(text, sizeof text, "%d.%02de%d", kept / 100, kept % 100, exponent);
  return text;
}

}  // namespace

std::string canonicalAnswer(const LessonExercise& exercise, const ExerciseAnswer& answer) {
  switch (exercise.kind) {
    case LessonExercise::Kind::Sign: return answer.correct == "+" ? "+" : answer.correct == "0" ? "0" : "-";
    case LessonExercise::Kind::Choice:
      for (const auto& [label, condition] : exercise.choices)
        if (label == answer.correct) return condition;
      return answer.correct;
    case LessonExercise::Kind::Magnitude: return threeDigits(answer.value);
  }
  return answer.correct;
}

std::string verificationCode(std::string_view lessonId, std::string_view studentKey, std::uint64_t seed,
                             const std::vector<CodedAnswer>& right) {
  std::string message = "wrenchlab verification 1\n" + std::to_string(seed) + "\n" + std::string(lessonId) + "\n" +
                        std::string(studentKey) + "\n";
  for (const CodedAnswer& a : right) message += a.exerciseId + "=" + a.canonical + "\n";
  const Sha256Digest digest = sha256(message);
  std::uint64_t bits = 0;
  for (int i = 0; i < 8; ++i) bits = bits << 8 | digest[static_cast<std::size_t>(i)];
  std::string code;
  for (int k = 0; k < kSymbols; ++k) {
    if (k == kSymbols / 2) code += '-';
    code += kCrockford[(bits >> (59 - 5 * k)) & 31];  // the top 50 of the first 64 bits, 5 at a time
  }
  return code;
}

Result<std::string> parseVerificationCode(std::string_view typed) {
  std::string symbols;
  for (char c : typed) {
    if (c == '-' || c == ' ') continue;
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    if (c == 'O') c = '0';
    if (c == 'I' || c == 'L') c = '1';
    bool known = false;
    for (const char* k = kCrockford; *k; ++k) known = known || *k == c;
    if (!known) return Error{"verify", "a code is 10 letters and digits like 7KQ2M-9XD3H; \"" + std::string(typed.substr(0, 40)) + "\" is not one"};
    symbols += c;
  }
  if (static_cast<int>(symbols.size()) != kSymbols)
    return Error{"verify", "a code is 10 letters and digits like 7KQ2M-9XD3H; \"" + std::string(typed.substr(0, 40)) + "\" has " +
                               std::to_string(symbols.size())};
  return symbols;
}

Result<std::uint32_t> matchVerificationCode(std::string_view code, std::string_view lessonId, std::string_view studentKey,
                                            std::uint64_t seed, const std::vector<CodedAnswer>& all) {
  auto wanted = parseVerificationCode(code);
  if (!wanted) return wanted.error();
  if (all.size() > 20) return Error{"verify", "a lesson with more than 20 exercises cannot be checked"};
  const std::uint32_t sets = 1u << all.size();
  for (std::uint32_t mask = 1; mask < sets; ++mask) {
    std::vector<CodedAnswer> right;
    for (std::size_t i = 0; i < all.size(); ++i)
      if (mask >> i & 1u) right.push_back(all[i]);
    std::string made = verificationCode(lessonId, studentKey, seed, right);
    made.erase(made.begin() + kSymbols / 2);  // the dash
    if (made == *wanted) return mask;
  }
  return 0u;
}

}  // namespace wl
