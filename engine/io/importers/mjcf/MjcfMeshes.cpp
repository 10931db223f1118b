#include "io/importers/mjcf/MjcfMeshes.hpp"

#include <cmath>
#include <cstring>

#include "io/importers/mesh/MeshFile.hpp"
#include "io/importers/mesh/MeshPaths.hpp"
#include "io/importers/robot/XmlAttributes.hpp"

namespace wl::mjcf {

namespace {

using xml::elementError;
using robotxml::attributeError;

std::string stem(const std::string& file) {
  const std::size_t slash = file.find_last_of("/\\");
  std::string name = slash == std::string::npos ? file : file.substr(slash + 1);
  const std::size_t dot = name.find_last_of('.');
  return dot == std::string::npos ? name : name.substr(0, dot);
}

// An inline mesh: vertex="x y z …" face="a b c …" (MuJoCo builds a convex hull when faces are missing,
// which WrenchLab does not).
Result<TriangleMesh> inlineMesh(const std::string& source, const XmlElement* e) {
  const char* faceText = e->Attribute("face");
  if (!faceText) return elementError(source, e, "has vertices but no faces: MuJoCo would take their convex hull, which WrenchLab does not compute");
  auto vertices = robotxml::numbers(source, e, "vertex", e->Attribute("vertex"), -1);
  if (!vertices) return vertices.error();
  auto faces = robotxml::numbers(source, e, "face", faceText, -1);
  if (!faces) return faces.error();
  if (vertices->size() % 3 != 0 || vertices->size() < 12) return attributeError(source, e, "vertex", "needs at least 4 vertices of 3 numbers each");
  if (faces->size() % 3 != 0) return attributeError(source, e, "face", "needs 3 vertex indices per face");
  TriangleMesh mesh;
  for (double x : *vertices) {
    if (std::abs(x) > kMaxMeshCoordinate) return attributeError(source, e, "vertex", "has a coordinate beyond ±1e6");
    mesh.positions.push_back(static_cast<float>(x));
  }
  for (double f : *faces) {
    if (f < 0 || f >= static_cast<double>(mesh.vertexCount()) || f != std::floor(f))
      return attributeError(source, e, "face", "index " + std::to_string(f) + " is not one of the " + std::to_string(mesh.vertexCount()) + " vertices");
    mesh.triangles.push_back(static_cast<std::uint32_t>(f));
  }
  return mesh;
}

}  // namespace

Status MjcfMeshes::addAssets(const std::string& source, const MjcfDefaults& defaults, const XmlElement* asset, const std::string& meshdir,
                             bool stripPath) {
  for (const XmlElement* e = asset->FirstChildElement("mesh"); e; e = e->NextSiblingElement("mesh")) {
    auto cls = defaults.classOf(source, e);
    if (!cls) return cls.error();
    MjcfMesh m;
    m.element = e;
    const char* file = e->Attribute("file");
    m.file = file ? file : "";
    const char* name = e->Attribute("name");
    m.name = name && *name ? name : stem(m.file);
    if (m.name.empty()) return elementError(source, e, "needs a name or a file");
    if (!m.file.empty()) {
      if (e->Attribute("vertex")) return elementError(source, e, "gives both a file and vertices");
      m.candidates = mjcfMeshCandidates(m.file, meshdir, stripPath);
    } else if (!e->Attribute("vertex")) {
      return elementError(source, e, "needs a file or vertex data");
    }
    for (auto [attribute, count] : {std::pair<const char*, int>{"scale", 3}, {"refpos", 3}, {"refquat", 4}}) {
      const char* v = defaults.attribute(e, *cls, attribute);
      if (!v) continue;
      auto numbers = robotxml::numbers(source, e, attribute, v, count);
      if (!numbers) return numbers.error();
      const std::vector<double>& n = *numbers;
      if (std::strcmp(attribute, "scale") == 0) m.options.scale = Vec3(n[0], n[1], n[2]);
      else if (std::strcmp(attribute, "refpos") == 0) m.options.refpos = Vec3(n[0], n[1], n[2]);
      else m.options.refquat = Eigen::Vector4d(n[0], n[1], n[2], n[3]);
    }
    if (m.options.scale.prod() == 0.0) return attributeError(source, e, "scale", "must not be zero along any axis");
    if (const char* density = defaults.classAttribute("geom", *cls, "density")) {
      auto d = robotxml::numbers(source, e, "density", density, 1);
      if (!d) return d.error();
      m.options.classDensity = (*d)[0];
    }
    if (m.options.refquat.norm() < 1e-12) return attributeError(source, e, "refquat", "is not a rotation (zero quaternion)");
    if (!meshes_.emplace(m.name, m).second) return elementError(source, e, "mesh \"" + m.name + "\" is defined twice");
  }
  return Status::success();
}

const MjcfMesh* MjcfMeshes::find(const std::string& name) const {
  auto it = meshes_.find(name);
  return it == meshes_.end() ? nullptr : &it->second;
}

Result<MeshMassProperties> MjcfMeshes::massProperties(const std::string& source, const MjcfMesh& mesh, const FileReader& read, bool exact) {
  auto done = computed_.find(mesh.name);
  if (done != computed_.end()) return done->second;
  Result<TriangleMesh> triangles = Error{"", ""};
  std::string label = source + ": mesh \"" + mesh.name + "\"";
  MeshMassOptions options = mesh.options;
  options.exactMeshInertia = exact;
  if (mesh.file.empty()) {
    triangles = inlineMesh(source, mesh.element);
  } else {
    // MuJoCo 2.2.2 reads STL, OBJ (its first object) and its own MSH; a Collada or VTK file it refuses.
    const MeshFormat format = meshFormatOf(mesh.file);
    if (format != MeshFormat::Stl && format != MeshFormat::Obj)
      return elementError(source, mesh.element, "mesh file \"" + mesh.file + "\": MuJoCo 2.2.2 takes a mesh's mass from STL and OBJ files only");
    options.firstGroupOnly = format == MeshFormat::Obj;
    auto found = readFirstCandidate(mesh.file, mesh.candidates, read);
    if (!found) return elementError(source, mesh.element, "mesh file " + found.error().text());
    triangles = readMeshFile(found->bytes, found->path);
    if (!triangles) return elementError(source, mesh.element, triangles.error().text());
    label = found->path;
  }
  if (!triangles) return triangles.error();
  auto properties = mujocoMeshMassProperties(*triangles, options, label);
  if (!properties) return properties.error();
  computed_.emplace(mesh.name, *properties);
  return properties;
}

}  // namespace wl::mjcf
