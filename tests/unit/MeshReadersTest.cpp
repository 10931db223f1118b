// The mesh readers (engine/io/mesh): one tetrahedron written in every encoding each format allows reads back
// as the same triangles; hand-written Collada with node transforms, units and up axis lands where the
// transforms say; the published files (OpenSim's bones, the UR5's and the IRB 2400's meshes) read whole.
#include <doctest/doctest.h>

#include <cmath>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include "io/codecs/Deflate.hpp"
#include "io/codecs/JsonText.hpp"
#include "io/importers/mesh/MeshFile.hpp"

using namespace wl;

namespace {

const std::string kData = std::string(WRENCHLAB_SOURCE_DIR) + "/tests/data/robots/meshes/";
const std::string kShared = std::string(WRENCHLAB_SOURCE_DIR) + "/../shared/";

// The tetrahedron of tests/data/robots/meshes/tetra.stl: right corner at the origin, legs 0.3, 0.2, 0.1.
const float kTetra[4][3] = {{0, 0, 0}, {0.3f, 0, 0}, {0, 0.2f, 0}, {0, 0, 0.1f}};
const int kTetraFaces[4][3] = {{0, 2, 1}, {0, 1, 3}, {0, 3, 2}, {1, 2, 3}};

// The corners of each triangle, as coordinates (readers may or may not share vertices).
std::vector<std::vector<float>> corners(const TriangleMesh& m) {
  std::vector<std::vector<float>> out;
  for (std::size_t t = 0; t < m.triangleCount(); ++t) {
    std::vector<float> c;
    for (int k = 0; k < 3; ++k)
      for (int j = 0; j < 3; ++j) c.push_back(m.positions[3 * m.triangles[3 * t + static_cast<std::size_t>(k)] + static_cast<std::size_t>(j)]);
    out.push_back(c);
  }
  return out;
}

std::vector<std::vector<float>> tetraCorners() {
  std::vector<std::vector<float>> out;
  for (const auto& f : kTetraFaces) {
    std::vector<float> c;
    for (int k : f) c.insert(c.end(), kTetra[k], kTetra[k] + 3);
    out.push_back(c);
  }
  return out;
}

std::string base64(const std::string& bytes) {
  static const char* alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  for (std::size_t i = 0; i < bytes.size(); i += 3) {
    std::uint32_t v = static_cast<unsigned char>(bytes[i]) << 16;
    if (i + 1 < bytes.size()) v |= static_cast<unsigned char>(bytes[i + 1]) << 8;
    if (i + 2 < bytes.size()) v |= static_cast<unsigned char>(bytes[i + 2]);
    out += alphabet[(v >> 18) & 63];
    out += alphabet[(v >> 12) & 63];
    out += i + 1 < bytes.size() ? alphabet[(v >> 6) & 63] : '=';
    out += i + 2 < bytes.size() ? alphabet[v & 63] : '=';
  }
  return out;
}

template <typename T>
std::string bytesOf(const std::vector<T>& v) {
  return std::string(reinterpret_cast<const char*>(v.data()), v.size() * sizeof(T));
}
std::string uint32Bytes(std::uint32_t v) { return bytesOf(std::vector<std::uint32_t>{v}); }

// The tetrahedron as .vtp, its three arrays encoded by `encode` ("ascii", "binary", "appended-raw",
// "appended-base64"), zlib-compressed or not.
std::string tetraVtp(const std::string& encoding, bool compressed) {
  const std::vector<float> points(&kTetra[0][0], &kTetra[0][0] + 12);
  std::vector<std::int32_t> connectivity, offsets{3, 6, 9, 12};
  for (const auto& f : kTetraFaces) connectivity.insert(connectivity.end(), f, f + 3);
  auto block = [&](const std::string& raw) -> std::pair<std::string, std::string> {  // header, data
    if (!compressed) return {uint32Bytes(static_cast<std::uint32_t>(raw.size())), raw};
    const std::string z = zlibCompress(raw);
    return {uint32Bytes(1) + uint32Bytes(static_cast<std::uint32_t>(raw.size())) + uint32Bytes(static_cast<std::uint32_t>(raw.size())) +
                uint32Bytes(static_cast<std::uint32_t>(z.size())),
            z};
  };
  std::string appended;
  auto array = [&](const char* type, const char* name, const std::string& raw, const std::string& asciiText, int components) {
    std::string head = std::string("<DataArray type=\"") + type + "\"" + (name ? std::string(" Name=\"") + name + "\"" : "") +
                       (components ? " NumberOfComponents=\"3\"" : "");
    if (encoding == "ascii") return head + " format=\"ascii\">" + asciiText + "</DataArray>";
    const auto [header, data] = block(raw);
    // Uncompressed: header and data one base64 stream; compressed: each its own (VTK's writer).
    const std::string encoded = compressed ? base64(header) + base64(data) : base64(header + data);
    if (encoding == "binary") return head + " format=\"binary\">\n" + encoded + "\n</DataArray>";
    const std::size_t offset = appended.size();
    appended += encoding == "appended-raw" ? header + data : encoded;
    return head + " format=\"appended\" offset=\"" + std::to_string(offset) + "\"/>";
  };
  std::string xml = std::string("<?xml version=\"1.0\"?>\n<VTKFile type=\"PolyData\" version=\"0.1\" byte_order=\"LittleEndian\"") +
                    (compressed ? " compressor=\"vtkZLibDataCompressor\"" : "") + ">\n<PolyData>\n<Piece NumberOfPoints=\"4\" NumberOfPolys=\"4\">\n";
  xml += "<Points>" + array("Float32", nullptr, bytesOf(points), "0 0 0 0.3 0 0 0 0.2 0 0 0 0.1", 3) + "</Points>\n";
  xml += "<Polys>" + array("Int32", "connectivity", bytesOf(connectivity), "0 2 1 0 1 3 0 3 2 1 2 3", 0) +
         array("Int32", "offsets", bytesOf(offsets), "3 6 9 12", 0) + "</Polys>\n";
  xml += "</Piece>\n</PolyData>\n";
  if (!appended.empty())
    xml += std::string("<AppendedData encoding=\"") + (encoding == "appended-raw" ? "raw" : "base64") + "\">\n_" + appended + "\n</AppendedData>\n";
  return xml + "</VTKFile>\n";
}

}  // namespace

TEST_CASE("STL: the binary tetrahedron and the same one in ASCII read as the same four triangles") {
  auto binary = readTextFile(kData + "tetra.stl");
  REQUIRE(binary.ok());
  CHECK(binary->size() == 84 + 4 * 50);
  auto mesh = readMeshFile(*binary, "tetra.stl");
  REQUIRE_MESSAGE(mesh.ok(), mesh.error().text());
  CHECK(corners(*mesh) == tetraCorners());
  std::string ascii = "solid tetra\n";
  for (const auto& f : kTetraFaces) {
    ascii += "  facet normal 0 0 0\n    outer loop\n";
    for (int k : f)
      ascii += "      vertex " + std::to_string(kTetra[k][0]) + " " + std::to_string(kTetra[k][1]) + " " + std::to_string(kTetra[k][2]) + "\n";
    ascii += "    endloop\n  endfacet\n";
  }
  ascii += "endsolid tetra\n";
  auto fromAscii = readMeshFile(ascii, "tetra-ascii.STL");
  REQUIRE_MESSAGE(fromAscii.ok(), fromAscii.error().text());
  CHECK(corners(*fromAscii) == tetraCorners());
}

TEST_CASE("OBJ: quads become two triangles each, negative indices count back, groups are kept apart") {
  auto cube = readTextFile(kData + "cube.obj");
  REQUIRE(cube.ok());
  auto mesh = readMeshFile(*cube, "cube.obj");
  REQUIRE_MESSAGE(mesh.ok(), mesh.error().text());
  CHECK(mesh->vertexCount() == 8);
  CHECK(mesh->triangleCount() == 12);
  CHECK(mesh->groupStarts.empty());  // `o cube` before any face starts no second group
  auto relative = readObjMesh("v 0 0 0\nv 1 0 0\nv 0 1 0\nf -3 -2 -1\ng second\nv 0 0 1\nf 1/1/1 2//2 4\n", "r.obj");
  REQUIRE_MESSAGE(relative.ok(), relative.error().text());
  CHECK(relative->triangles == std::vector<std::uint32_t>{0, 1, 2, 0, 1, 3});
  CHECK(relative->groupStarts == std::vector<std::uint32_t>{1});
}

TEST_CASE("VTK PolyData: ascii, binary, appended raw and base64, each plain and zlib-compressed, give the same tetrahedron") {
  for (const char* encoding : {"ascii", "binary", "appended-raw", "appended-base64"})
    for (bool compressed : {false, true}) {
      if (std::strcmp(encoding, "ascii") == 0 && compressed) continue;
      CAPTURE(std::string(encoding));
      CAPTURE(compressed);
      auto mesh = readMeshFile(tetraVtp(encoding, compressed), "tetra.vtp");
      REQUIRE_MESSAGE(mesh.ok(), mesh.error().text());
      CHECK(corners(*mesh) == tetraCorners());
    }
  // A triangle strip of 5 points is 3 triangles, every other one wound back so that all face the same way.
  auto strip = readVtpMesh(
      "<VTKFile type=\"PolyData\"><PolyData><Piece NumberOfPoints=\"5\" NumberOfStrips=\"1\"><Points><DataArray type=\"Float64\" "
      "NumberOfComponents=\"3\">0 0 0 0 1 0 1 0 0 1 1 0 2 0 0</DataArray></Points><Strips><DataArray type=\"Int64\" Name=\"connectivity\">0 1 2 3 4"
      "</DataArray><DataArray type=\"Int64\" Name=\"offsets\">5</DataArray></Strips></Piece></PolyData></VTKFile>",
      "strip.vtp");
  REQUIRE_MESSAGE(strip.ok(), strip.error().text());
  CHECK(strip->triangles == std::vector<std::uint32_t>{0, 1, 2, 2, 1, 3, 2, 3, 4});
  for (std::size_t t = 0; t < 3; ++t) {  // every normal along −z
    const Vec3 a = strip->vertex(strip->triangles[3 * t]), b = strip->vertex(strip->triangles[3 * t + 1]), c = strip->vertex(strip->triangles[3 * t + 2]);
    CHECK((b - a).cross(c - a).z() < 0.0);
  }
}

TEST_CASE("Collada: node matrices, translate, rotate and scale compose in order; unit and Y_UP are made metres and z up") {
  // One triangle (1, 0, 0), (0, 1, 0), (0, 0, 1) in millimetres, Y up, placed by a node that translates by
  // (10, 0, 0) mm and turns 90° about z, through an <instance_node> of a library node that scales by 2.
  const std::string dae = R"(<?xml version="1.0"?>
<COLLADA xmlns="http://www.collada.org/2005/11/COLLADASchema" version="1.4.1">
  <asset><unit name="millimetre" meter="0.001"/><up_axis>Y_UP</up_axis></asset>
  <library_geometries><geometry id="tri"><mesh>
    <source id="pos"><float_array id="pos-array" count="12">1 0 0 0 1 0 0 0 1 5 5 5</float_array>
      <technique_common><accessor source="#pos-array" count="4" stride="3"/></technique_common></source>
    <vertices id="v"><input semantic="POSITION" source="#pos"/></vertices>
    <polylist count="1"><input semantic="VERTEX" source="#v" offset="0"/><input semantic="NORMAL" source="#n" offset="1"/>
      <vcount>3</vcount><p>0 0 1 0 2 0</p></polylist>
  </mesh></geometry></library_geometries>
  <library_nodes><node id="scaled"><scale>2 2 2</scale><instance_geometry url="#tri"/></node></library_nodes>
  <library_visual_scenes><visual_scene id="scene">
    <node id="top"><translate>10 0 0</translate><rotate>0 0 1 90</rotate><instance_node url="#scaled"/></node>
  </visual_scene></library_visual_scenes>
  <scene><instance_visual_scene url="#scene"/></scene>
</COLLADA>)";
  auto mesh = readMeshFile(dae, "tri.dae");
  REQUIRE_MESSAGE(mesh.ok(), mesh.error().text());
  REQUIRE(mesh->triangleCount() == 1);
  // File frame: p' = T(10,0,0) Rz(90°) 2 p, then Y_UP to z up, (x, y, z) → (x, −z, y), then mm → m.
  auto expected = [](Vec3 p) -> Vec3 {
    p = 2.0 * p;
    p = Vec3(-p.y(), p.x(), p.z()) + Vec3(10, 0, 0);
    return Vec3(p.x(), -p.z(), p.y()) * 0.001;
  };
  const Vec3 corners[3] = {Vec3(1, 0, 0), Vec3(0, 1, 0), Vec3(0, 0, 1)};
  for (int k = 0; k < 3; ++k) CHECK((mesh->vertex(mesh->triangles[static_cast<std::size_t>(k)]) - expected(corners[k])).norm() < 1e-8);
}

TEST_CASE("published meshes read whole: OpenSim's 19 bones (.vtp), the UR5's and the IRB 2400's Collada and STL files") {
  struct Folder {
    std::string path, extension;
    int files;
  };
  const Folder folders[] = {{"opensim-examples/gait10dof18musc/Geometry", ".vtp", 19},
                            {"real-models/ros/ur_description/meshes/ur5/visual", ".dae", 7},
                            {"real-models/ros/ur_description/meshes/ur5/collision", ".stl", 7},
                            {"real-models/ros/abb_irb2400_support/meshes/irb2400/visual", ".dae", 7},
                            {"real-models/ros/abb_irb2400_support/meshes/irb2400/collision", ".stl", 8}};
  for (const Folder& f : folders) {
    const std::string folder = kShared + f.path;
    if (!std::filesystem::exists(folder)) {
      MESSAGE(folder << " is not on this machine: skipped");
      continue;
    }
    int files = 0;
    std::size_t triangles = 0;
    for (const auto& entry : std::filesystem::directory_iterator(folder)) {
      if (entry.path().extension() != f.extension) continue;
      auto bytes = readTextFile(entry.path().string());
      REQUIRE(bytes.ok());
      auto mesh = readMeshFile(*bytes, entry.path().string());
      REQUIRE_MESSAGE(mesh.ok(), mesh.error().text());
      CHECK(mesh->triangleCount() > 50);
      // Every vertex within 2 m of the part's own origin: metres, not millimetres.
      for (std::size_t i = 0; i < mesh->vertexCount(); ++i) REQUIRE(mesh->vertex(i).norm() < 2.0);
      triangles += mesh->triangleCount();
      ++files;
    }
    CHECK(files == f.files);
    MESSAGE(f.path << ": " << files << " files, " << triangles << " triangles");
  }
}
