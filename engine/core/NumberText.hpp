#pragma once
// Numbers as text, one way everywhere: every number the engine, the page, the desktop and the CLI read
// (XML attributes and elements, OpenSim tables, kinematics CSV, share links, typed answers, State
// fields, command-line options) goes through readPlainNumber, and every number a message prints goes
// through formatShortest. So "0x1p1", "inf" or "nan" are refused alike in a URDF and in a link, and a
// message shows 1e-07 rather than 0.000000.
//
// The spelling is the plain decimal one: [+|-] digits [. digits] [(e|E) [+|-] digits], with digits on
// at least one side of the point ("5.", ".5"), nothing before or after it. The value is the correctly
// rounded double, whatever the C locale says the decimal sign is.
//
// Speed: the C library's strtod is slow in WebAssembly (Emscripten's musl converts through 128-bit long
// double, emulated in software): the page spent most of an OpenSim trial's import in it. Most numbers in
// such files have at most 19 significant digits and a small exponent; those are converted exactly here
// (Clinger's fast path: an integer below 2^53 times or over a power of ten up to 10^22, both exact, is
// one correctly rounded IEEE operation). The rest go to a correctly rounded library conversion.
#include <string>
#include <string_view>

namespace wl {

enum class NumberText {
  Number,      ///< a plain decimal number with a finite value
  NotANumber,  ///< empty, another spelling (hex, inf, nan, "1,5", " 1"), or something else
  OutOfRange,  ///< a plain decimal number whose value is beyond the largest double ("1e400")
};

/// Reads all of `text` as one plain decimal number (see above). `value` is set only for Number.
NumberText readPlainNumber(std::string_view text, double& value);

/// True when `text` is one plain decimal number with a finite value.
inline bool parsePlainNumber(std::string_view text, double& value) { return readPlainNumber(text, value) == NumberText::Number; }

/// The shortest text that reads back as exactly `value` ("0.1", "1e-07", "6.283185307179586", "-0"):
/// for messages, so that what they show is what the file said.
std::string formatShortest(double value);

}  // namespace wl
