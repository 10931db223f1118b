// Any bytes as a lesson expression ({expr:…} in a formula, expr: in a check): a finite number or an
// error naming the expression, never a crash, a hang or a non-finite value.
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "lesson/Expression.hpp"

namespace {
class Names final : public wl::ExpressionNames {
 public:
  wl::Result<double> value(std::string_view name) const override {
    if (name == "q.elbow") return 0.7;
    if (name == "huge") return 1e300;
    return wl::Error{std::string(name), "unknown quantity"};
  }
};
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const Names names;
  auto value = wl::evaluateExpression(text, 0.5, &names);
  if (value.ok() && !std::isfinite(*value)) std::abort();  // a non-finite result must be an error
  if (!value.ok() && value.error().where.rfind("expression \"", 0) != 0) std::abort();  // errors name it
  return 0;
}
