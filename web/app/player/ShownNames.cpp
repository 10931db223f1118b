#include "app/player/ShownNames.hpp"

#include <filesystem>

namespace wl::web {

std::string shownFileName(const std::string& path) {
  std::string name = std::filesystem::path(path).filename().string();
  const std::string prefix = "_opened-";
  if (name.rfind(prefix, 0) == 0) name.erase(0, prefix.size());
  return name;
}

std::string withShownName(std::string text, const std::string& path) {
  if (path.empty()) return text;
  const std::string shown = shownFileName(path);
  for (std::size_t at = text.find(path); at != std::string::npos; at = text.find(path, at + shown.size()))
    text.replace(at, path.size(), shown);
  return text;
}

}  // namespace wl::web
