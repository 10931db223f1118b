#include "io/importers/mesh/MeshPaths.hpp"

#include <filesystem>

namespace wl {

namespace {

std::string baseName(const std::string& path) {
  const std::size_t slash = path.find_last_of("/\\");
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

std::string joined(const std::string& folder, const std::string& rest) {
  if (folder.empty()) return rest;
  return folder.back() == '/' ? folder + rest : folder + "/" + rest;
}

std::vector<std::string> folders(const std::string& path) {  // the folder names of a file's path, outermost first
  std::vector<std::string> out;
  std::size_t start = 0;
  for (std::size_t slash = path.find('/'); slash != std::string::npos; slash = path.find('/', start)) {
    out.push_back(path.substr(start, slash - start));
    start = slash + 1;
  }
  return out;
}

// The path with its file name (not its folders) in ASCII lower case.
std::string lowerCaseFileName(const std::string& path) {
  std::string out = path;
  const std::size_t slash = out.find_last_of("/\\");
  for (std::size_t i = slash == std::string::npos ? 0 : slash + 1; i < out.size(); ++i)
    if (out[i] >= 'A' && out[i] <= 'Z') out[i] = static_cast<char>(out[i] - 'A' + 'a');
  return out;
}

void addUnique(std::vector<std::string>& list, const std::string& s) {
  for (const std::string& x : list)
    if (x == s) return;
  list.push_back(s);
}

}  // namespace

std::vector<std::string> urdfMeshCandidates(const std::string& filename, const std::string& modelSource,
                                            const std::vector<std::string>& packagePaths) {
  std::vector<std::string> out;
  const std::string package = "package://", file = "file://";
  if (filename.compare(0, package.size(), package) == 0) {
    const std::string inPackage = filename.substr(package.size());
    const std::size_t slash = inPackage.find('/');
    const std::string name = inPackage.substr(0, slash);
    const std::string rest = slash == std::string::npos ? std::string() : inPackage.substr(slash + 1);
    for (const std::string& p : packagePaths) {
      addUnique(out, joined(p, inPackage));
      std::string trimmed = p;
      while (trimmed.size() > 1 && trimmed.back() == '/') trimmed.pop_back();
      if (baseName(trimmed) == name) addUnique(out, joined(trimmed, rest));
    }
    // A folder named after the package among the model's ancestors: "../" for each level above it.
    const std::vector<std::string> up = folders(modelSource);
    for (std::size_t i = up.size(); i-- > 0;)
      if (up[i] == name) {
        std::string relative;
        for (std::size_t k = i + 1; k < up.size(); ++k) relative += "../";
        addUnique(out, relative + rest);
        break;
      }
    addUnique(out, inPackage);
    if (!rest.empty()) addUnique(out, rest);
    addUnique(out, baseName(filename));
    return out;
  }
  if (filename.compare(0, file.size(), file) == 0) return {filename.substr(file.size())};
  addUnique(out, filename);
  addUnique(out, baseName(filename));
  return out;
}

std::vector<std::string> mjcfMeshCandidates(const std::string& file, const std::string& meshdir, bool stripPath) {
  const std::string f = stripPath ? baseName(file) : file;
  if (!f.empty() && f[0] == '/') return {f};
  return {joined(meshdir, f)};
}

std::vector<std::string> osimMeshCandidates(const std::string& meshFile, const std::vector<std::string>& geometryFolders) {
  if (!meshFile.empty() && meshFile[0] == '/') return {meshFile};
  std::vector<std::string> out{meshFile, "Geometry/" + meshFile};
  for (const std::string& folder : geometryFolders) addUnique(out, joined(folder, meshFile));
  // OpenSim's models are mostly written on Windows and macOS, whose file systems ignore case: there a model
  // naming fibula_R.vtp draws Geometry/fibula_r.vtp (opensim-models' Leg39). OpenSim's bones are named in
  // lower case, so that name is looked for after the name as written, in the same places.
  const std::string lower = lowerCaseFileName(meshFile);
  if (lower != meshFile) {
    addUnique(out, lower);
    addUnique(out, "Geometry/" + lower);
    for (const std::string& folder : geometryFolders) addUnique(out, joined(folder, lower));
  }
  return out;
}

Result<FoundFile> readFirstCandidate(const std::string& file, const std::vector<std::string>& candidates, const FileReader& read) {
  if (!read) return Error{file, "cannot be read here (no way to reach the model's other files was given)"};
  for (const std::string& c : candidates) {
    auto bytes = read(c);
    if (bytes) return FoundFile{c, std::move(*bytes)};
  }
  std::string tried;
  for (const std::string& c : candidates) tried += (tried.empty() ? "" : ", ") + c;
  return Error{file, "not found (looked for " + tried + ")"};
}

void addGeometryFolders(std::vector<MeshReference>& meshes, const std::vector<std::string>& folders) {
  for (MeshReference& r : meshes) {
    const std::string name = std::filesystem::path(r.file).filename().string(), lower = lowerCaseFileName(name);
    for (const std::string& folder : folders) {
      addUnique(r.candidates, (std::filesystem::absolute(folder) / name).string());
      if (lower != name) addUnique(r.candidates, (std::filesystem::absolute(folder) / lower).string());  // as above
    }
  }
}

}  // namespace wl
