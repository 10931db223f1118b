#include "io/importers/mesh/MeshFile.hpp"

#include <cctype>

namespace wl {

MeshFormat meshFormatOf(const std::string& fileName) {
  const std::size_t dot = fileName.find_last_of('.');
  if (dot == std::string::npos) return MeshFormat::Unknown;
  std::string ext = fileName.substr(dot + 1);
  for (char& ch : ext) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  if (ext == "stl") return MeshFormat::Stl;
  if (ext == "obj") return MeshFormat::Obj;
  if (ext == "vtp") return MeshFormat::Vtp;
  if (ext == "dae") return MeshFormat::Collada;
  return MeshFormat::Unknown;
}

Result<TriangleMesh> readMeshFile(std::string_view bytes, const std::string& source) {
  switch (meshFormatOf(source)) {
    case MeshFormat::Stl: return readStlMesh(bytes, source);
    case MeshFormat::Obj: return readObjMesh(bytes, source);
    case MeshFormat::Vtp: return readVtpMesh(bytes, source);
    case MeshFormat::Collada: return readColladaMesh(bytes, source);
    case MeshFormat::Unknown: break;
  }
  return Error{source, "is not a mesh format WrenchLab reads (.stl, .obj, .vtp, .dae)"};
}

}  // namespace wl
