#pragma once
// MJCF's <asset><mesh>es, as MuJoCo 2.2.2 reads them: a name (default: the file's name without folder and
// extension), a file under <compiler meshdir> (MuJoCo 3: assetdir) or inline vertex and face lists, scale,
// refpos and refquat (from the element or its default class). Read when a geom first needs one — for its
// mass (a mesh geom of a body without <inertial>) or for drawing — and kept: each file is parsed once.
#include <map>
#include <memory>
#include <string>

#include "core/Result.hpp"
#include "io/FileReader.hpp"
#include "io/importers/mesh/MeshMassProperties.hpp"
#include "io/importers/mesh/MeshReference.hpp"
#include "io/importers/mjcf/MjcfDefaults.hpp"

namespace wl::mjcf {

struct MjcfMesh {
  const XmlElement* element = nullptr;
  std::string name;
  std::string file;                    ///< as written; empty for an inline mesh
  std::vector<std::string> candidates; ///< where the file is (io/importers/mesh/MeshPaths.hpp)
  MeshMassOptions options;             ///< scale, refpos, refquat
};

class MjcfMeshes {
 public:
  /// Registers every <mesh> of an <asset>. `meshdir` and `stripPath` from <compiler>.
  Status addAssets(const std::string& source, const MjcfDefaults& defaults, const XmlElement* asset, const std::string& meshdir, bool stripPath);
  const MjcfMesh* find(const std::string& name) const;
  /// The mass properties MuJoCo 2.2.2 gives the mesh (read and parsed on first use).
  Result<MeshMassProperties> massProperties(const std::string& source, const MjcfMesh& mesh, const FileReader& read, bool exact);

 private:
  std::map<std::string, MjcfMesh> meshes_;
  std::map<std::string, MeshMassProperties> computed_;
};

}  // namespace wl::mjcf
