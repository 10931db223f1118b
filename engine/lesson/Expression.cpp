#include "lesson/Expression.hpp"

#include <cmath>
#include <cstdlib>
#include <string>

#include "core/NumberText.hpp"

namespace wl {
namespace {

constexpr double kPi = 3.14159265358979323846;

bool isNameStart(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool isNameChar(char c) { return isNameStart(c) || (c >= '0' && c <= '9') || c == '.'; }
bool isDigit(char c) { return c >= '0' && c <= '9'; }

// Recursive descent that computes as it parses. `failed` stops every level at the first error, whose
// text is kept (allocating only then).
class Evaluator {
 public:
  Evaluator(std::string_view text, double t, const ExpressionNames* names) : text_(text), t_(t), names_(names) {}

  Result<double> run() {
    if (text_.size() > kMaxExpressionLength)
      return Error{quoted(), "is longer than " + std::to_string(kMaxExpressionLength) + " characters"};
    const double value = sum(0);
    if (!failed_) {
      skipSpace();
      if (at_ < text_.size()) fail("unexpected '" + std::string(1, text_[at_]) + "'");
    }
    if (!failed_ && !std::isfinite(value)) fail("the result is not a finite number (division by zero or overflow?)");
    if (failed_) return Error{quoted(), "at character " + std::to_string(errorAt_ + 1) + ": " + message_};
    return value;
  }

 private:
  std::string quoted() const {
    // The expression as the author wrote it, shortened when long, so the error line stays readable.
    const std::string_view shown = text_.size() > 80 ? text_.substr(0, 77) : text_;
    return "expression \"" + std::string(shown) + (text_.size() > 80 ? "...\"" : "\"");
  }

  void fail(const std::string& why) {
    if (failed_) return;
    failed_ = true;
    errorAt_ = at_;
    message_ = why;
  }

  void skipSpace() {
    while (at_ < text_.size() && (text_[at_] == ' ' || text_[at_] == '\t' || text_[at_] == '\n' || text_[at_] == '\r'))
      ++at_;
  }

  // The typographic minus U+2212 (E2 88 92 in UTF-8) reads as '-'.
  bool minusAhead() const {
    return at_ < text_.size() &&
           (text_[at_] == '-' || (text_.compare(at_, 3, "\xE2\x88\x92") == 0 && at_ + 3 <= text_.size()));
  }
  void skipMinus() { at_ += text_[at_] == '-' ? 1 : 3; }

  double sum(int depth) {
    double value = product(depth);
    for (;;) {
      if (failed_) return 0.0;
      skipSpace();
      if (at_ < text_.size() && text_[at_] == '+') {
        ++at_;
        value += product(depth);
      } else if (minusAhead()) {
        skipMinus();
        value -= product(depth);
      } else {
        return value;
      }
    }
  }

  double product(int depth) {
    double value = unary(depth);
    for (;;) {
      if (failed_) return 0.0;
      skipSpace();
      if (at_ < text_.size() && text_[at_] == '*') {
        ++at_;
        value *= unary(depth);
      } else if (at_ < text_.size() && text_[at_] == '/') {
        ++at_;
        const size_t where = at_;
        const double divisor = unary(depth);
        if (!failed_ && divisor == 0.0) {
          at_ = where;
          fail("division by zero");
        }
        value /= divisor;
      } else {
        return value;
      }
    }
  }

  double unary(int depth) {
    if (depth > kMaxExpressionDepth) {
      fail("nested more than " + std::to_string(kMaxExpressionDepth) + " levels deep");
      return 0.0;
    }
    skipSpace();
    if (minusAhead()) {
      skipMinus();
      return -unary(depth + 1);
    }
    if (at_ < text_.size() && text_[at_] == '+') {
      ++at_;
      return unary(depth + 1);
    }
    return power(depth);
  }

  double power(int depth) {
    const double base = primary(depth);
    if (failed_) return 0.0;
    skipSpace();
    if (at_ < text_.size() && text_[at_] == '^') {
      ++at_;
      const double exponent = unary(depth + 1);
      if (failed_) return 0.0;
      const double value = std::pow(base, exponent);
      if (!std::isfinite(value)) fail("power " + formatShortest(base) + "^" + formatShortest(exponent) + " is not a finite number");
      return value;
    }
    return base;
  }

  double primary(int depth) {
    skipSpace();
    if (at_ >= text_.size()) {
      fail("a number, a name or '(' is missing");
      return 0.0;
    }
    const char c = text_[at_];
    if (c == '(') {
      ++at_;
      const double value = sum(depth + 1);
      if (failed_) return 0.0;
      skipSpace();
      if (at_ >= text_.size() || text_[at_] != ')') {
        fail("')' is missing");
        return 0.0;
      }
      ++at_;
      return value;
    }
    if (isDigit(c) || c == '.') return number();
    if (isNameStart(c)) return named(depth);
    fail("unexpected '" + std::string(1, c) + "'");
    return 0.0;
  }

  double number() {
    // Scan the decimal literal ourselves (the number reader takes whole texts only), then convert a bounded copy.
    const size_t start = at_;
    while (at_ < text_.size() && isDigit(text_[at_])) ++at_;
    if (at_ < text_.size() && text_[at_] == '.') {
      ++at_;
      while (at_ < text_.size() && isDigit(text_[at_])) ++at_;
    }
    if (at_ == start + 1 && text_[start] == '.') {
      at_ = start;
      fail("a lone '.' is not a number");
      return 0.0;
    }
    if (at_ < text_.size() && (text_[at_] == 'e' || text_[at_] == 'E')) {
      size_t e = at_ + 1;
      if (e < text_.size() && (text_[e] == '+' || text_[e] == '-')) ++e;
      if (e < text_.size() && isDigit(text_[e])) {
        while (e < text_.size() && isDigit(text_[e])) ++e;
        at_ = e;
      }
    }
    char buffer[64];
    const size_t length = at_ - start;
    if (length >= sizeof buffer) {
      at_ = start;
      fail("a number longer than 63 characters");
      return 0.0;
    }
    text_.copy(buffer, length, start);
    buffer[length] = '\0';
    double value = 0.0;
    if (!parsePlainNumber(buffer, value)) {
      at_ = start;
      fail("the number is too large");
      return 0.0;
    }
    return value;
  }

  double named(int depth) {
    const size_t start = at_;
    while (at_ < text_.size() && isNameChar(text_[at_])) ++at_;
    const std::string_view name = text_.substr(start, at_ - start);
    skipSpace();
    const bool call = at_ < text_.size() && text_[at_] == '(';
    if (name == "sin" || name == "cos" || name == "sqrt" || name == "abs") {
      if (!call) {
        fail("'" + std::string(name) + "' needs its argument in parentheses");
        return 0.0;
      }
      const double x = primary(depth + 1);  // the parenthesised argument
      if (failed_) return 0.0;
      if (name == "sin") return std::sin(x);
      if (name == "cos") return std::cos(x);
      if (name == "abs") return std::abs(x);
      if (x < 0.0) {
        at_ = start;
        fail("sqrt of a negative number (" + formatShortest(x) + ")");
        return 0.0;
      }
      return std::sqrt(x);
    }
    if (call) {
      at_ = start;
      fail("unknown function '" + std::string(name) + "' (sin, cos, sqrt, abs)");
      return 0.0;
    }
    if (name == "t") return t_;
    if (name == "pi") return kPi;
    if (!names_) {
      at_ = start;
      fail("unknown name '" + std::string(name) + "' (t, pi)");
      return 0.0;
    }
    auto value = names_->value(name);
    if (!value) {
      at_ = start;
      fail(value.error().text());
      return 0.0;
    }
    return *value;
  }

  std::string_view text_;
  double t_;
  const ExpressionNames* names_;
  size_t at_ = 0;
  bool failed_ = false;
  size_t errorAt_ = 0;
  std::string message_;
};

}  // namespace

Result<double> evaluateExpression(std::string_view text, double t, const ExpressionNames* names) {
  return Evaluator(text, t, names).run();
}

}  // namespace wl
