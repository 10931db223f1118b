#pragma once
// Reading a mesh file into a TriangleMesh, by its extension: STL (ASCII and binary), Wavefront OBJ, VTK
// PolyData (.vtp: OpenSim's bones) and Collada (.dae: ROS robots' visuals). Our own small readers: the page
// carries them, and its whole download is 1 MB gzip (assimp alone is 2.5 MB compressed). Each refuses a
// file that is not what it says with one line naming the file and the line, element or byte where it
// goes wrong; limits (TriangleMesh.hpp) are checked before anything is allocated.
#include <string>
#include <string_view>

#include "core/Result.hpp"
#include "io/importers/mesh/TriangleMesh.hpp"

namespace wl {

enum class MeshFormat { Stl, Obj, Vtp, Collada, Unknown };

/// The format a file name's extension says (case-insensitive).
MeshFormat meshFormatOf(const std::string& fileName);

/// Parses `bytes` in the format its name says; `source` names the file in every message.
Result<TriangleMesh> readMeshFile(std::string_view bytes, const std::string& source);

Result<TriangleMesh> readStlMesh(std::string_view bytes, const std::string& source);
Result<TriangleMesh> readObjMesh(std::string_view bytes, const std::string& source);
Result<TriangleMesh> readVtpMesh(std::string_view bytes, const std::string& source);
Result<TriangleMesh> readColladaMesh(std::string_view bytes, const std::string& source);

}  // namespace wl
