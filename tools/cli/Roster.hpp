#pragma once
// A lecturer's class list for `wrenchlab-cli exercises --students roster.csv`: CSV (comma, or semicolon
// or tab as a spreadsheet in another locale exports it), the first line naming the columns — "name",
// and optionally "id" (others, such as an e-mail address, are ignored). A student's numbers are drawn
// from the id when the row has one, else from the name: what the student types in the app. Every
// malformed row is refused with one message naming the file and the line.
#include <string>
#include <vector>

#include "core/Result.hpp"

namespace wl::cli {

struct RosterStudent {
  std::string name, id;
  std::string key;  ///< normalised (lesson/Variant.hpp): the id if given, else the name
  int line = 0;
};

Result<std::vector<RosterStudent>> readRoster(const std::string& path);

/// The key a student types, as the roster row it names: its id or its name, normalised; nullptr if none.
const RosterStudent* findStudent(const std::vector<RosterStudent>& roster, const std::string& typedKey);

}  // namespace wl::cli
