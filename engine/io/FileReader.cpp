#include "io/FileReader.hpp"

#include "io/codecs/JsonText.hpp"

namespace wl {

Result<std::string> readFileFromDisk(const std::string& path) { return readTextFile(path); }

std::string resolvePath(const std::string& from, const std::string& relative) {
  if (relative.empty() || relative[0] == '/') return relative;
  const size_t slash = from.find_last_of('/');
  return slash == std::string::npos ? relative : from.substr(0, slash + 1) + relative;
}

}  // namespace wl
