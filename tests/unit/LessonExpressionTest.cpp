// The lesson files' arithmetic (engine/lesson/Expression.hpp): values against hand arithmetic, every
// error naming the expression, and random input that never crashes and never yields a non-finite number.
#include <doctest/doctest.h>

#include <cmath>
#include <random>
#include <string>

#include "lesson/Expression.hpp"

using namespace wl;

namespace {

double eval(const std::string& text, double t = 0.0) {
  auto v = evaluateExpression(text, t);
  REQUIRE_MESSAGE(v.ok(), v.error().text());
  return *v;
}

Error failure(const std::string& text, const ExpressionNames* names = nullptr) {
  auto v = evaluateExpression(text, 0.5, names);
  REQUIRE_FALSE_MESSAGE(v.ok(), text);
  return v.error();
}

// Two names, as a lesson's quantities would supply them.
class TwoNames final : public ExpressionNames {
 public:
  Result<double> value(std::string_view name) const override {
    if (name == "q.shoulder") return 0.25;
    if (name == "term.joint.force.y") return -4.8;
    return Error{std::string(name), "unknown quantity"};
  }
};

}  // namespace

TEST_CASE("expressions: precedence, associativity, functions and the time") {
  CHECK(eval("1 + 2*3") == 7.0);
  CHECK(eval("(1 + 2)*3") == 9.0);
  CHECK(eval("2^3^2") == 512.0);  // right-associative
  CHECK(eval("-2^2") == -4.0);    // the power binds tighter than the sign
  CHECK(eval("2^-1") == 0.5);
  CHECK(eval("2*-3") == -6.0);
  CHECK(eval("8/4/2") == 1.0);    // left-associative
  CHECK(eval("1 - 2 - 3") == -4.0);
  CHECK(eval("\xE2\x88\x92" "3 \xE2\x88\x92 1") == -4.0);  // the typographic minus of the lesson texts
  CHECK(eval("1.5e-3 * 1E3") == doctest::Approx(1.5).epsilon(1e-15));
  CHECK(eval(".5 + 5.") == 5.5);
  CHECK(eval("sqrt(16) + abs(-2.5) + cos(0)") == 7.5);
  CHECK(eval("sin(pi/2)") == doctest::Approx(1.0).epsilon(1e-15));
  CHECK(eval("sin(2*t)^2 + cos(2*t)^2", 0.37) == doctest::Approx(1.0).epsilon(1e-15));
  CHECK(eval("t", 2.5) == 2.5);
  CHECK(eval("  \t((3))\n ") == 3.0);
  // Mielke (2020), the n-link limb: the shoulder torque, minus signs restored (see Seed000NLinkTest).
  for (double t : {0.0, 0.5, 1.7}) {
    const double hand = -(264.0 / 125 * std::sin(2 * t) + 36.0 / 25 * std::sin(4 * t) + 288.0 / 125 * std::sin(6 * t));
    CHECK(eval("-(264/125*sin(2*t) + 36/25*sin(4*t) + 288/125*sin(6*t))", t) == doctest::Approx(hand).epsilon(1e-15));
  }
}

TEST_CASE("expressions: names come from the caller; unknown ones are errors naming them") {
  const TwoNames names;
  auto v = evaluateExpression("q.shoulder*4 + term.joint.force.y", 0.0, &names);
  REQUIRE(v.ok());
  CHECK(*v == doctest::Approx(1.0 - 4.8).epsilon(1e-15));
  const Error e = failure("q.elbow + 1", &names);
  CHECK(e.message.find("q.elbow") != std::string::npos);
  CHECK(failure("q.shoulder").message.find("unknown name 'q.shoulder'") != std::string::npos);  // no names given
}

TEST_CASE("expressions: every error names the expression and the character") {
  const char* bad[] = {"",          "1 +",     "(1",        "1)",     "sin 1",     "sin(1",      "foo(2)",
                       "1/0",       "1/(t-0.5)", "sqrt(-1)", "1e400",  "10^400",    ".",          "1 2",
                       "2 ** 3",    "#",       "1 + * 2",   "()",     "pi(1)",     "t.x",        "\xE2\x88"};
  for (const char* text : bad) {
    CAPTURE(text);
    const Error e = failure(text);
    CHECK(e.where.rfind("expression \"", 0) == 0);
    CHECK(e.message.rfind("at character ", 0) == 0);
  }
  CHECK(failure("1 + (2 * ").message.find("missing") != std::string::npos);
  CHECK(failure("2 / (1 - 1)").message.find("division by zero") != std::string::npos);
  // Deep nesting and long input are refused, not recursed into.
  CHECK(failure(std::string(200, '(') + "1" + std::string(200, ')')).message.find("levels deep") != std::string::npos);
  CHECK(failure(std::string(200, '-') + "1").message.find("levels deep") != std::string::npos);
  CHECK(failure(std::string(kMaxExpressionLength + 1, '1')).message.find("longer than") != std::string::npos);
  std::string chain = "1";
  for (int i = 0; i < 40; ++i) chain += "^1";
  CHECK(eval(chain) == 1.0);  // 40 powers: within the depth limit
}

namespace {
// A random expression of the language (so it parses), nested up to `depth`.
std::string randomExpression(std::mt19937& random, int depth) {
  const char* leaves[] = {"0", "2", "0.5", "1e3", "t", "pi", "q.shoulder", "term.joint.force.y", "7.25E-2"};
  const char* ops[] = {" + ", " - ", "*", "/", "^", " \xE2\x88\x92 "};
  const char* functions[] = {"sin", "cos", "sqrt", "abs"};
  switch (depth <= 0 ? 0 : random() % 5) {
    case 0: return leaves[random() % 9];
    case 1: return "(" + randomExpression(random, depth - 1) + ")";
    case 2: return std::string(random() % 2 ? "-" : "+") + randomExpression(random, depth - 1);
    case 3: return std::string(functions[random() % 4]) + "(" + randomExpression(random, depth - 1) + ")";
    default: return randomExpression(random, depth - 1) + ops[random() % 6] + randomExpression(random, depth - 1);
  }
}
}  // namespace

TEST_CASE("expressions: random input never crashes and never returns a non-finite number") {
  // Expressions of the language, half of them then damaged (a character replaced by any byte, removed
  // or doubled), and every tenth pure noise.
  std::mt19937 random(20261123);
  int trials = 0, parsed = 0, refused = 0;
  const TwoNames names;
  for (int i = 0; i < 20000; ++i) {
    std::string text = randomExpression(random, static_cast<int>(random() % 7));
    if (i % 2 && !text.empty()) {
      const size_t at = random() % text.size();
      switch (random() % 3) {
        case 0: text[at] = static_cast<char>(random() % 256); break;
        case 1: text.erase(at, 1); break;
        default: text.insert(at, 1, text[at]); break;
      }
    }
    if (i % 10 == 0) {
      text.clear();
      for (int k = static_cast<int>(random() % 30); k > 0; --k) text += static_cast<char>(random() % 256);
    }
    auto v = evaluateExpression(text, 0.3, i % 3 ? &names : nullptr);
    ++trials;
    if (v.ok()) {
      ++parsed;
      CHECK(std::isfinite(*v));
    } else {
      ++refused;
      CHECK(v.error().where.rfind("expression \"", 0) == 0);
    }
  }
  CHECK(trials == 20000);
  CHECK(parsed > 3000);   // the generator reaches valid expressions…
  CHECK(refused > 3000);  // …and invalid ones
}
