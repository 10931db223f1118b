#include "io/importers/ImportBatch.hpp"

#include "io/importers/FileKind.hpp"
#include "io/importers/mesh/MeshFile.hpp"
#include "io/importers/robot/RobotFile.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <string_view>

namespace wl {
namespace fs = std::filesystem;
namespace {

std::string extensionOf(const std::string& path) {
  std::string e = fs::path(path).extension().string();
  for (char& c : e) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return e;
}

XmlKind xmlKindOf(const std::string& path, const FileReader& read) {
  auto text = read(path);
  return text ? xmlKind(*text) : XmlKind::NotXml;
}

// The file name an ExternalLoads document gives its data file (<datafile>…</datafile>).
std::string loadsDataFile(const std::string& text) {
  const std::size_t open = text.find("<datafile>");
  const std::size_t close = text.find("</datafile>");
  if (open == std::string::npos || close == std::string::npos || close < open) return {};
  std::string name = text.substr(open + 10, close - open - 10);
  const std::size_t first = name.find_first_not_of(" \t\r\n"), last = name.find_last_not_of(" \t\r\n");
  if (first == std::string::npos) return {};
  return fs::path(name.substr(first, last - first + 1)).filename().string();
}

}  // namespace

bool isOpenSimBatch(const std::vector<std::string>& paths, const FileReader& read) {
  for (const std::string& p : paths)
    if (extensionOf(p) == ".osim" || (extensionOf(p) == ".xml" && xmlKindOf(p, read) == XmlKind::InverseDynamicsSetup)) return true;
  return false;
}

int findRobotFile(const std::vector<std::string>& paths, const FileReader& read) {
  // Several MJCF files chosen together (Menagerie's scene.xml and the robot it includes): the one no
  // other includes is the model.
  std::vector<std::size_t> candidates;
  std::vector<std::string> texts;
  for (std::size_t i = 0; i < paths.size(); ++i) {
    const std::string ext = extensionOf(paths[i]);
    if (ext == ".urdf") return static_cast<int>(i);
    if (ext != ".xml" && ext != ".mjcf") continue;
    auto text = read(paths[i]);
    if (!text) continue;
    if (!isOpenSimXml(xmlKind(*text))) {
      candidates.push_back(i);
      texts.push_back(std::move(*text));
    }
  }
  for (std::size_t c = 0; c < candidates.size(); ++c) {
    const std::string name = fs::path(paths[candidates[c]]).filename().string();
    bool included = false;
    for (std::size_t other = 0; other < candidates.size() && !included; ++other)
      included = other != c && texts[other].find("<include") != std::string::npos &&
                 texts[other].find("\"" + name + "\"") != std::string::npos;
    if (!included) return static_cast<int>(candidates[c]);
  }
  return candidates.empty() ? -1 : static_cast<int>(candidates.front());
}

Result<TrialBatch> sortTrialBatch(const std::vector<std::string>& paths, const FileReader& read) {
  TrialBatch batch;
  std::vector<std::string> tables;
  std::string grfData;  // the data file the ExternalLoads document names
  for (const std::string& p : paths) {
    const std::string ext = extensionOf(p);
    const std::string name = fs::path(p).filename().string();
    auto xml = ext == ".xml" ? read(p) : Result<std::string>(std::string());
    const XmlKind kind = ext == ".xml" && xml ? xmlKind(*xml) : XmlKind::Other;
    if (ext == ".osim") {
      if (!batch.files.model.empty()) return Error{name, "two models were opened together; open one .osim per trial"};
      batch.files.model = p;
    } else if (kind == XmlKind::InverseDynamicsSetup) {
      if (!batch.setup.empty()) return Error{name, "two Inverse Dynamics setups were opened together"};
      batch.setup = p;
    } else if (kind == XmlKind::ExternalLoads) {
      if (!batch.files.externalLoads.empty()) return Error{name, "two ExternalLoads files were opened together"};
      batch.files.externalLoads = p;
      grfData = loadsDataFile(*xml);
    } else if (ext == ".mot" || ext == ".sto") {
      tables.push_back(p);
    } else if (meshFormatOf(name) != MeshFormat::Unknown) {
      continue;  // a bone chosen with the trial: read by name when the model names it (MeshLoading)
    } else {
      return Error{name, "is not part of an OpenSim trial (.osim, .mot, .sto, an ExternalLoads or Inverse Dynamics .xml)"};
    }
  }
  if (!batch.setup.empty()) return batch;  // the setup names its files; the others are found by name
  if (batch.files.model.empty()) return Error{"OpenSim trial", "no model (.osim) among the opened files"};
  for (const std::string& p : tables) {
    if (!grfData.empty() && fs::path(p).filename().string() == grfData) continue;  // read through the loads file
    if (!batch.files.coordinates.empty())
      return Error{fs::path(p).filename().string(), "a second coordinates file (the first is " +
                                                        fs::path(batch.files.coordinates).filename().string() + ")"};
    batch.files.coordinates = p;
  }
  return batch;
}

FileReader readerFindingBatchFiles(const std::vector<std::string>& batch, FileReader read, std::shared_ptr<BatchReadNotes> notes) {
  // Where the batch's files are (the page's storage folder, or the folder a drop came from): a path in
  // a message is said relative to it, as the setup wrote it.
  const fs::path folder = batch.empty() ? fs::path() : fs::path(batch.front()).parent_path();
  return [batch, folder, notes, read = std::move(read)](const std::string& path) -> Result<std::string> {
    auto text = read(path);
    if (text) return text;
    const std::string name = fs::path(path).filename().string();
    std::string written = fs::path(path).lexically_relative(folder).generic_string();
    if (written.empty() || fs::path(path).is_relative()) written = path;
    for (const std::string& p : batch) {
      if (fs::path(p).filename().string() != name) continue;
      if (notes && fs::path(p).lexically_normal() != fs::path(path).lexically_normal()) {
        const std::string note = written + ": not there; the chosen " + name + " was read in its place";
        if (std::find(notes->stoodIn.begin(), notes->stoodIn.end(), note) == notes->stoodIn.end()) notes->stoodIn.push_back(note);
      }
      return read(p);
    }
    return Error{name, "is not among the chosen files (the trial names it as " + written + "): choose it together with the others"};
  };
}

}  // namespace wl
