#include "app/TrialFiles.hpp"

#include <cctype>
#include <filesystem>

namespace wl::web {
namespace fs = std::filesystem;
namespace {

std::string extensionOf(const std::string& path) {
  std::string e = fs::path(path).extension().string();
  for (char& c : e) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return e;
}

// The document's root element decides what an .xml is; the first few kB hold it.
bool xmlHasElement(const std::string& path, const char* element, const FileReader& read) {
  auto text = read(path);
  return text && text->substr(0, 4096).find(std::string("<") + element) != std::string::npos;
}

// The file name an ExternalLoads document gives its data file (<datafile>…</datafile>).
std::string loadsDataFile(const std::string& path, const FileReader& read) {
  auto text = read(path);
  if (!text) return {};
  const std::size_t open = text->find("<datafile>");
  const std::size_t close = text->find("</datafile>");
  if (open == std::string::npos || close == std::string::npos || close < open) return {};
  std::string name = text->substr(open + 10, close - open - 10);
  const std::size_t first = name.find_first_not_of(" \t\r\n"), last = name.find_last_not_of(" \t\r\n");
  if (first == std::string::npos) return {};
  return fs::path(name.substr(first, last - first + 1)).filename().string();
}

}  // namespace

bool isOpenSimBatch(const std::vector<std::string>& paths, const FileReader& read) {
  for (const std::string& p : paths)
    if (extensionOf(p) == ".osim" || (extensionOf(p) == ".xml" && xmlHasElement(p, "InverseDynamicsTool", read))) return true;
  return false;
}

Result<TrialBatch> sortTrialBatch(const std::vector<std::string>& paths, const FileReader& read) {
  TrialBatch batch;
  std::vector<std::string> tables;
  for (const std::string& p : paths) {
    const std::string ext = extensionOf(p);
    const std::string name = fs::path(p).filename().string();
    if (ext == ".osim") {
      if (!batch.files.model.empty()) return Error{name, "two models were opened together; open one .osim per trial"};
      batch.files.model = p;
    } else if (ext == ".xml" && xmlHasElement(p, "InverseDynamicsTool", read)) {
      if (!batch.setup.empty()) return Error{name, "two Inverse Dynamics setups were opened together"};
      batch.setup = p;
    } else if (ext == ".xml" && xmlHasElement(p, "ExternalLoads", read)) {
      if (!batch.files.externalLoads.empty()) return Error{name, "two ExternalLoads files were opened together"};
      batch.files.externalLoads = p;
    } else if (ext == ".mot" || ext == ".sto") {
      tables.push_back(p);
    } else {
      return Error{name, "is not part of an OpenSim trial (.osim, .mot, .sto, an ExternalLoads or Inverse Dynamics .xml)"};
    }
  }
  if (!batch.setup.empty()) return batch;  // the setup names its files; the others are found by name
  if (batch.files.model.empty()) return Error{"OpenSim trial", "no model (.osim) among the opened files"};
  const std::string grfData = batch.files.externalLoads.empty() ? "" : loadsDataFile(batch.files.externalLoads, read);
  for (const std::string& p : tables) {
    if (!grfData.empty() && fs::path(p).filename().string() == grfData) continue;  // read through the loads file
    if (!batch.files.coordinates.empty())
      return Error{fs::path(p).filename().string(), "a second coordinates file (the first is " +
                                                        fs::path(batch.files.coordinates).filename().string() + ")"};
    batch.files.coordinates = p;
  }
  return batch;
}

FileReader readerFindingBatchFiles(const std::vector<std::string>& batch, FileReader read) {
  return [batch, read = std::move(read)](const std::string& path) -> Result<std::string> {
    auto text = read(path);
    if (text) return text;
    const std::string name = fs::path(path).filename().string();
    for (const std::string& p : batch)
      if (fs::path(p).filename().string() == name) return read(p);
    return text;
  };
}

}  // namespace wl::web
