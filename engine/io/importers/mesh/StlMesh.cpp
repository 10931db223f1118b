// STL, binary and ASCII. Binary: an 80-byte header, a little-endian triangle count n and n records of 50
// bytes (normal, three vertices, two attribute bytes), so the file is exactly 84 + 50 n bytes: a count that
// disagrees with the size is refused before anything is allocated (MuJoCo refuses it too). A file that
// starts with "solid" but has the exact binary size is binary (exporters write "solid" in binary headers).
#include <cmath>
#include <cstring>
#include <string>

#include "core/NumberText.hpp"
#include "io/importers/mesh/MeshFile.hpp"
#include "io/importers/mesh/MeshText.hpp"

namespace wl {

namespace {

float littleEndianFloat(const char* p) {
  std::uint32_t bits = 0;
  for (int k = 3; k >= 0; --k) bits = (bits << 8) | static_cast<unsigned char>(p[k]);
  float f;
  std::memcpy(&f, &bits, sizeof f);
  return f;
}

std::uint32_t littleEndianUint32(const char* p) {
  std::uint32_t v = 0;
  for (int k = 3; k >= 0; --k) v = (v << 8) | static_cast<unsigned char>(p[k]);
  return v;
}

bool startsWithSolid(std::string_view bytes) {
  std::size_t i = 0;
  while (i < bytes.size() && (bytes[i] == ' ' || bytes[i] == '\t' || bytes[i] == '\r' || bytes[i] == '\n')) ++i;
  return bytes.substr(i, 5) == "solid";
}

Result<TriangleMesh> readBinaryStl(std::string_view bytes, const std::string& source) {
  const std::uint64_t count = littleEndianUint32(bytes.data() + 80);
  if (count == 0) return Error{source, "binary STL with no triangles"};
  if (count > kMaxMeshTriangles)
    return Error{source, "binary STL claims " + std::to_string(count) + " triangles; at most " + std::to_string(kMaxMeshTriangles) + " are read"};
  const std::uint64_t expected = 84 + 50 * count;
  if (bytes.size() != expected)
    return Error{source, "binary STL claims " + std::to_string(count) + " triangles, which take " + std::to_string(expected) +
                             " bytes; the file has " + std::to_string(bytes.size()) + (bytes.size() < expected ? " (cut short?)" : "")};
  TriangleMesh mesh;
  mesh.positions.resize(9 * count);
  mesh.triangles.resize(3 * count);
  for (std::uint64_t t = 0; t < count; ++t) {
    const char* record = bytes.data() + 84 + 50 * t;
    for (int k = 0; k < 9; ++k) {
      const float x = littleEndianFloat(record + 12 + 4 * k);
      if (!std::isfinite(x) || std::abs(x) > kMaxMeshCoordinate)
        return Error{source + ": triangle " + std::to_string(t + 1), "has a vertex coordinate " + formatShortest(x) +
                                                                        " (not finite, or beyond ±1e6)"};
      mesh.positions[9 * t + static_cast<std::uint64_t>(k)] = x;
    }
    for (int k = 0; k < 3; ++k) mesh.triangles[3 * t + static_cast<std::uint64_t>(k)] = static_cast<std::uint32_t>(3 * t + static_cast<std::uint64_t>(k));
  }
  return mesh;
}

Result<TriangleMesh> readAsciiStl(std::string_view bytes, const std::string& source) {
  meshtext::Words words(bytes);
  std::string_view w;
  auto at = [&](int line) { return source + ":" + std::to_string(line); };
  words.next(w);  // "solid"
  words.skipLine();
  TriangleMesh mesh;
  auto expect = [&](std::string_view keyword) -> Status {
    if (!words.next(w)) return Error{at(words.line()), "ASCII STL ends where \"" + std::string(keyword) + "\" was expected (cut short?)"};
    if (w != keyword) return Error{at(words.line()), "ASCII STL: expected \"" + std::string(keyword) + "\", found \"" + std::string(w.substr(0, 40)) + "\""};
    return Status::success();
  };
  while (true) {
    if (!words.next(w)) return Error{at(words.line()), "ASCII STL ends without \"endsolid\" (cut short?)"};
    if (w == "endsolid") break;
    if (w != "facet") return Error{at(words.line()), "ASCII STL: expected \"facet\" or \"endsolid\", found \"" + std::string(w.substr(0, 40)) + "\""};
    words.skipLine();  // the normal: recomputed from the vertices wherever it is needed
    if (Status s = expect("outer"); !s) return s.error();
    if (Status s = expect("loop"); !s) return s.error();
    for (int v = 0; v < 3; ++v) {
      if (Status s = expect("vertex"); !s) return s.error();
      for (int k = 0; k < 3; ++k) {
        double x = 0.0;
        if (!words.next(w)) return Error{at(words.line()), "ASCII STL ends inside a vertex (cut short?)"};
        if (!meshtext::readCoordinate(w, kMaxMeshCoordinate, x))
          return Error{at(words.line()), "\"" + std::string(w.substr(0, 40)) + "\" is not a finite coordinate within ±1e6"};
        mesh.positions.push_back(static_cast<float>(x));
      }
    }
    if (Status s = expect("endloop"); !s)
      return Error{s.error().where, w == "vertex" ? "ASCII STL: a facet with more than three vertices (only triangles are STL)" : s.error().message};
    if (Status s = expect("endfacet"); !s) return s.error();
    const std::uint32_t first = static_cast<std::uint32_t>(mesh.vertexCount() - 3);
    mesh.triangles.insert(mesh.triangles.end(), {first, first + 1, first + 2});
    if (mesh.triangleCount() > kMaxMeshTriangles)
      return Error{at(words.line()), "ASCII STL has more than " + std::to_string(kMaxMeshTriangles) + " triangles"};
  }
  if (mesh.triangles.empty()) return Error{source, "ASCII STL with no triangles"};
  return mesh;
}

}  // namespace

Result<TriangleMesh> readStlMesh(std::string_view bytes, const std::string& source) {
  if (bytes.size() > kMaxMeshFileBytes) return Error{source, "is over " + std::to_string(kMaxMeshFileBytes >> 20) + " MB; mesh files above that are refused"};
  if (bytes.size() >= 84 && 84 + 50 * static_cast<std::uint64_t>(littleEndianUint32(bytes.data() + 80)) == bytes.size())
    return readBinaryStl(bytes, source);
  if (startsWithSolid(bytes)) return readAsciiStl(bytes, source);
  if (bytes.size() < 84) return Error{source, "is " + std::to_string(bytes.size()) + " bytes: too short for a binary STL (84-byte header) and not ASCII STL (no \"solid\")"};
  return readBinaryStl(bytes, source);
}

}  // namespace wl
