#pragma once
// Text placed inside XML or HTML (an SVG title, an exercise sheet): & < > and " escaped (the sheets and
// figures quote attributes with "), everything else (UTF-8 included) kept as it is.
#include <string>

namespace wl {

std::string escapeMarkup(const std::string& text);

}  // namespace wl
