#pragma once
// Where a model's mesh files are, as each format's own tools look for them. Every candidate is a path for
// the model's FileReader: relative to the model file's folder (the reader resolves it, as for an MJCF's
// <include>), or absolute. The first that reads is the file.
//
//  URDF  package://NAME/rest: in each package path P (ROS_PACKAGE_PATH; the CLI's and the desktop's
//        --package-path) as P/NAME/rest, or P/rest when P is the package itself; in a folder named NAME
//        among the model file's own ancestors (a URDF inside its package's urdf/ folder finds its meshes
//        without a package path); as NAME/rest and rest (the page matches these against the end of the
//        paths of the files chosen together); beside the model, by its file name alone (where MuJoCo's
//        URDF import looks: it strips the path). file://PATH: PATH. Anything else: relative to the model.
//  MJCF  <compiler meshdir> (or MuJoCo 3's assetdir) before the file, relative to the model; an absolute
//        file as it is; strippath: the file name alone.
//  OpenSim  beside the model, then in its Geometry/ folder, then in each extra folder (OpenSim's
//        installation's Geometry folder: the CLI's --package-path), as ModelVisualizer looks.
#include <string>
#include <vector>

#include "core/Result.hpp"
#include "io/FileReader.hpp"
#include "io/importers/mesh/MeshReference.hpp"

namespace wl {

std::vector<std::string> urdfMeshCandidates(const std::string& filename, const std::string& modelSource,
                                            const std::vector<std::string>& packagePaths);
std::vector<std::string> mjcfMeshCandidates(const std::string& file, const std::string& meshdir, bool stripPath);
std::vector<std::string> osimMeshCandidates(const std::string& meshFile, const std::vector<std::string>& geometryFolders);

/// OpenSim's extra Geometry folders (its installation's; the CLI's and the desktop's --package-path): each
/// mesh is also looked for there by its file name, after the model's own folders, as absolute paths.
void addGeometryFolders(std::vector<MeshReference>& meshes, const std::vector<std::string>& folders);

struct FoundFile {
  std::string path;   ///< the candidate that read
  std::string bytes;
};

/// The first candidate that reads; otherwise an error naming `file` as written and the places tried.
Result<FoundFile> readFirstCandidate(const std::string& file, const std::vector<std::string>& candidates, const FileReader& read);

}  // namespace wl
