#include "core/NumberFormat.hpp"

#include <string>

#include "core/NumberText.hpp"

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
  return parsePlainNumber(s, value);  // the one reader of numbers: no "inf", "nan" or hexadecimal
}

}  // namespace wl
