// Wavefront OBJ: `v x y z` vertices and `f a b c …` faces (indices from 1, negative ones counted back from
// the last vertex read; `a/t/n` keeps the vertex index), polygons split into a fan of triangles. Normals,
// texture coordinates, materials and smoothing groups are read past. `o` and `g` start a new group when
// the current one has faces, as tinyobjloader (MuJoCo's OBJ reader) splits its shapes.
#include <string>

#include "io/importers/mesh/MeshFile.hpp"
#include "io/importers/mesh/MeshText.hpp"

namespace wl {

Result<TriangleMesh> readObjMesh(std::string_view bytes, const std::string& source) {
  if (bytes.size() > kMaxMeshFileBytes) return Error{source, "is over " + std::to_string(kMaxMeshFileBytes >> 20) + " MB; mesh files above that are refused"};
  TriangleMesh mesh;
  meshtext::Words words(bytes);
  std::string_view w;
  auto at = [&](int line) { return source + ":" + std::to_string(line); };
  std::vector<std::int64_t> face;
  std::vector<int> faceLines;  // indices are checked once every vertex is read
  std::vector<std::int64_t> faceIndices;
  bool groupHasFaces = false;
  while (words.next(w)) {
    const int line = words.line();
    if (w == "v") {
      for (int k = 0; k < 3; ++k) {
        double x = 0.0;
        if (!words.nextOnLine(w)) return Error{at(line), "a vertex needs three coordinates"};
        if (!meshtext::readCoordinate(w, kMaxMeshCoordinate, x))
          return Error{at(line), "\"" + std::string(w.substr(0, 40)) + "\" is not a finite coordinate within ±1e6"};
        mesh.positions.push_back(static_cast<float>(x));
      }
      if (mesh.vertexCount() > kMaxMeshVertices) return Error{at(line), "more than " + std::to_string(kMaxMeshVertices) + " vertices"};
    } else if (w == "f") {
      face.clear();
      while (words.nextOnLine(w)) {
        const std::string_view index = w.substr(0, w.find('/'));
        std::int64_t i = 0;
        if (!meshtext::readSignedIndex(index, static_cast<std::int64_t>(kMaxMeshVertices), i) || i == 0)
          return Error{at(line), "\"" + std::string(w.substr(0, 40)) + "\" is not a vertex index (1, 2, … or -1, -2, …)"};
        if (i < 0) {
          i += static_cast<std::int64_t>(mesh.vertexCount()) + 1;
          if (i < 1) return Error{at(line), "vertex index " + std::string(index) + " reaches before the first vertex"};
        }
        face.push_back(i - 1);
      }
      if (face.size() < 3) return Error{at(line), "a face needs at least three vertices, found " + std::to_string(face.size())};
      if (face.size() > 1000) return Error{at(line), "a face of more than 1000 vertices"};
      for (std::size_t k = 1; k + 1 < face.size(); ++k) {
        faceIndices.insert(faceIndices.end(), {face[0], face[k], face[k + 1]});
        faceLines.push_back(line);
      }
      if (faceLines.size() > kMaxMeshTriangles) return Error{at(line), "more than " + std::to_string(kMaxMeshTriangles) + " triangles"};
      groupHasFaces = true;
    } else if (w == "o" || w == "g") {
      if (groupHasFaces) mesh.groupStarts.push_back(static_cast<std::uint32_t>(faceLines.size()));
      groupHasFaces = false;
    } else if (w[0] != '#' && w != "vn" && w != "vt" && w != "vp" && w != "s" && w != "usemtl" && w != "mtllib" && w != "l" &&
               w != "p") {
      return Error{at(line), "\"" + std::string(w.substr(0, 40)) + "\" is not an OBJ statement"};
    }
    words.skipLine();
  }
  if (faceIndices.empty()) return Error{source, mesh.positions.empty() ? "has no vertices and no faces" : "has no faces (f lines)"};
  mesh.triangles.reserve(faceIndices.size());
  for (std::size_t k = 0; k < faceIndices.size(); ++k) {
    if (faceIndices[k] >= static_cast<std::int64_t>(mesh.vertexCount()))
      return Error{at(faceLines[k / 3]), "vertex index " + std::to_string(faceIndices[k] + 1) + " is beyond the " + std::to_string(mesh.vertexCount()) +
                                             " vertices of the file"};
    mesh.triangles.push_back(static_cast<std::uint32_t>(faceIndices[k]));
  }
  return mesh;
}

}  // namespace wl
