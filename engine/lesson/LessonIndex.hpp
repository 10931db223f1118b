#pragma once
// The list of lessons a content folder offers, in the order the app shows them: `lessons/index.json`,
//   { "lessons": ["stuttering-motor", "vinyl-needle", …] }
// each id naming `lessons/<id>.json`. One reader for the app's lesson list and the CLI's `list` and
// `check`. A folder without an index offers every lesson file in it (a lecturer's own folder), in name
// order; an index that is there but not that shape is refused, naming the entry.
#include <string>
#include <vector>

#include "core/Result.hpp"

namespace wl {

Result<std::vector<std::string>> readLessonIndex(const std::string& contentDir);

}  // namespace wl
