#pragma once
// A small arithmetic language for lesson files, so a lesson can print a hand-derived closed form next
// to the engine's number ("seed: {expr:-(264/125*sin(2*t) + 36/25*sin(4*t) + 288/125*sin(6*t))}")
// and state general laws in its checks ("F_Euler,y = −m α r": expr:-mass*alpha.z*r.x).
//
//   expression := sum
//   sum        := product (('+' | '-') product)*
//   product    := unary (('*' | '/') unary)*
//   unary      := ('-' | '+') unary | power
//   power      := primary ('^' unary)?          right-associative: 2^3^2 = 2^9; -2^2 = -(2^2)
//   primary    := number | name | function '(' sum ')' | '(' sum ')'
//
// Numbers are decimal (1, 0.25, 2.5e-3); functions are sin, cos, sqrt and abs; `pi` is π; `t` is the
// time; any other name (letters, digits, '_' and '.', e.g. q.elbow or term.joint.force.y) is asked
// of the caller's ExpressionNames. The typographic minus '−' counts as '-'. Whitespace is ignored.
//
// Evaluation parses and computes in one pass over the text: no tree, no allocation unless an error is
// reported. Input is untrusted (lesson files): at most kMaxExpressionLength characters and
// kMaxExpressionDepth nested levels; a result that is not finite (division by zero, sqrt of a negative
// number, overflow) is an error. Every error names the expression and the character where it was found.
#include <string_view>

#include "core/Result.hpp"

namespace wl {

constexpr size_t kMaxExpressionLength = 2000;
constexpr int kMaxExpressionDepth = 48;

/// Supplies the value of a name the expression uses (other than t, pi and the functions).
class ExpressionNames {
 public:
  virtual ~ExpressionNames() = default;
  virtual Result<double> value(std::string_view name) const = 0;
};

/// Evaluates `text` at time `t`; names other than t and pi go to `names` (nullptr: they are errors).
Result<double> evaluateExpression(std::string_view text, double t, const ExpressionNames* names = nullptr);

}  // namespace wl
