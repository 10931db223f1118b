#pragma once
// JSON documents back to text, the same bytes for the same document: the editor saves lessons and
// models with it, the share link compresses its compact form, and the tests compare texts.
// Keys come in a fixed order (the format's own fields first, in the order the docs introduce them:
// "format", "version", "id", "name", …, then the others alphabetically); numbers are written in the
// shortest form that reads back to the same double, so read(write(x)) == x.
#include <nlohmann/json.hpp>
#include <string>

namespace wl {

enum class JsonStyle {
  Compact,  ///< no spaces or line breaks (links)
  Pretty,   ///< two-space indentation; an object or array that fits a line of 100 characters stays on one
};

std::string writeJsonText(const nlohmann::json& value, JsonStyle style = JsonStyle::Pretty);

}  // namespace wl
