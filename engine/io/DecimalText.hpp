#pragma once
// Decimal numbers read from text files (OpenSim tables, kinematics CSV, XML attributes), fast where it
// matters. The C library's strtod is correctly rounded but slow in WebAssembly (Emscripten's musl
// converts through 128-bit long double, emulated in software): the page spent most of an OpenSim
// trial's import in it. Most numbers in such files have at most 19 significant digits and a small
// exponent; those are converted exactly here (Clinger's fast path: an integer below 2^53 times or
// over a power of ten up to 10^22, both exact, is one correctly rounded IEEE operation), and every
// other spelling goes to strtod. The result is bit for bit strtod's.
#include <string_view>

namespace wl {

/// Reads all of `text` as a number the way strtod does ("-1.25e-3", "42", ".5", "1e400" → inf, "nan",
/// hex floats). False, leaving `value` alone, when `text` is empty or not entirely one number. errno
/// is left as strtod leaves it when the text goes to strtod (ERANGE out of range), untouched otherwise.
bool readDecimal(std::string_view text, double& value);

}  // namespace wl
