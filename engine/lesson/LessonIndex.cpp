#include "lesson/LessonIndex.hpp"

#include <algorithm>
#include <filesystem>
#include <set>

#include "io/codecs/JsonText.hpp"

namespace wl {

namespace fs = std::filesystem;

Result<std::vector<std::string>> readLessonIndex(const std::string& contentDir) {
  const fs::path folder = fs::path(contentDir) / "lessons";
  const fs::path index = folder / "index.json";
  std::error_code ec;
  std::vector<std::string> ids;
  if (!fs::is_regular_file(index, ec)) {
    // No index: every lesson file of the folder ("template" is the authors' starting point, not a lesson).
    if (!fs::is_directory(folder, ec)) return Error{folder.string(), "no lessons folder"};
    for (const auto& entry : fs::directory_iterator(folder, ec))
      if (entry.path().extension() == ".json" && entry.path().stem() != "template") ids.push_back(entry.path().stem().string());
    std::sort(ids.begin(), ids.end());
    if (ids.empty()) return Error{folder.string(), "holds no lesson (.json) and no index.json"};
    return ids;
  }
  auto json = parseJsonFile(index.string());
  if (!json) return json.error();
  const std::string source = index.string();
  if (!json->is_object() || !json->contains("lessons") || !(*json)["lessons"].is_array())
    return Error{source, "must be {\"lessons\": [\"lesson-id\", …]}"};
  std::set<std::string> seen;
  const nlohmann::json& list = (*json)["lessons"];
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string where = source + ": lessons[" + std::to_string(i) + "]";
    if (!list[i].is_string() || list[i].get<std::string>().empty()) return Error{where, "must be a lesson id (a file name without .json)"};
    const std::string id = list[i].get<std::string>();
    if (id.find('/') != std::string::npos || id.find('\\') != std::string::npos || id == "." || id == "..")
      return Error{where, "\"" + id + "\" must name a file in the lessons folder, not a path"};
    if (!seen.insert(id).second) return Error{where, "\"" + id + "\" is listed twice"};
    ids.push_back(id);
  }
  if (ids.empty()) return Error{source, "lists no lesson"};
  return ids;
}

}  // namespace wl
