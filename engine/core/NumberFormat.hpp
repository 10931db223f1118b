#pragma once
// How a number is written for people: "1.5", or with a decimal comma, "1,5", as German and Brazilian
// Portuguese write it. One small value type that the lesson texts (formulas, exercise answers) and the
// CSV writer take, so every place that prints a number for a student follows the same rule. Files the
// engine reads (JSON, the CLI's output) keep the decimal point: this is for people, not for parsers.
#include <string>
#include <string_view>

namespace wl {

struct NumberFormat {
  bool decimalComma = false;
  /// Between the parts of a vector or a list of numbers: ", " — or "; " when the comma is the
  /// decimal sign, so "(1,5; −2; 0)" stays readable.
  const char* listSeparator() const { return decimalComma ? "; " : ", "; }
};

/// `text` as printf wrote it (a decimal point), with the point made the format's decimal sign.
/// Only points between two digits (or before one, as in "-.5") change: "e.g." and "…" stay.
inline std::string withDecimalSign(std::string text, const NumberFormat& format) {
  if (!format.decimalComma) return text;
  for (std::size_t i = 0; i < text.size(); ++i)
    if (text[i] == '.' && i + 1 < text.size() && text[i + 1] >= '0' && text[i + 1] <= '9') text[i] = ',';
  return text;
}

/// A number as a person typed it: "2.5" always; with a decimal comma also "2,5" (one comma, no point:
/// there are no thousands separators to confuse it with). Spaces around it are ignored. False for
/// anything else ("2,5,1", "abc", "", "inf").
bool parseTypedNumber(std::string_view text, const NumberFormat& format, double& value);

}  // namespace wl
