#include "core/NumberFormat.hpp"

#include <cmath>
#include <cstdlib>

namespace wl {

bool parseTypedNumber(std::string_view text, const NumberFormat& format, double& value) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
  if (text.empty() || text.size() > 64) return false;
  std::string s(text);
  if (format.decimalComma) {
    const std::size_t comma = s.find(',');
    if (comma != std::string::npos) {
      if (s.find(',', comma + 1) != std::string::npos || s.find('.') != std::string::npos) return false;
      s[comma] = '.';
    }
  }
  // strtod reads "inf", "nan" and hexadecimal: a typed answer is a plain decimal number.
  for (char c : s)
    if (!((c >= '0' && c <= '9') || c == '.' || c == '-' || c == '+' || c == 'e' || c == 'E')) return false;
  char* end = nullptr;
  const double v = std::strtod(s.c_str(), &end);
  if (end != s.c_str() + s.size() || !std::isfinite(v)) return false;
  value = v;
  return true;
}

}  // namespace wl
