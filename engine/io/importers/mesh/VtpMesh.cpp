// VTK's XML PolyData (.vtp), as OpenSim ships its bones: <VTKFile type="PolyData"> with <Piece>s of
// <Points> and <Polys> (polygons, split into fans) or <Strips> (triangle strips); <Verts> and <Lines> draw no
// surface and are read past. Each DataArray is `ascii`, `binary` (base64 inside the element) or `appended`
// (at its `offset` in <AppendedData>, raw bytes or base64), optionally zlib-compressed in blocks
// (compressor="vtkZLibDataCompressor": a header of block counts and sizes before the blocks), with 32- or
// 64-bit headers (header_type) in either byte order. Every size a header states is checked against what the
// piece's counts need before anything is inflated, so a zip bomb or a lying header costs nothing.
#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "core/NumberText.hpp"
#include "io/codecs/Base64.hpp"
#include "io/codecs/Deflate.hpp"
#include "io/importers/mesh/MeshFile.hpp"
#include "io/importers/mesh/MeshText.hpp"
#include "xml/Xml.hpp"

namespace wl {

namespace {

using xml::child;
using xml::children;
using xml::elementError;
using xml::XmlElement;

struct Layout {
  bool bigEndian = false;
  int headerBytes = 4;  // UInt32 (VTK's default) or UInt64
  bool compressed = false;
  bool appendedBase64 = false;
  std::string_view appended;  // the bytes (or base64 text) after AppendedData's '_'
};

int typeSize(const std::string& type) {
  if (type == "Int8" || type == "UInt8") return 1;
  if (type == "Int16" || type == "UInt16") return 2;
  if (type == "Int32" || type == "UInt32" || type == "Float32") return 4;
  if (type == "Int64" || type == "UInt64" || type == "Float64") return 8;
  return 0;
}

std::uint64_t readUnsigned(const char* p, int size, bool bigEndian) {
  std::uint64_t v = 0;
  for (int k = 0; k < size; ++k) v = (v << 8) | static_cast<unsigned char>(p[bigEndian ? k : size - 1 - k]);
  return v;
}

// One value of a binary array as a double (integers up to 2^53 are exact).
double binaryValue(const char* p, const std::string& type, bool bigEndian) {
  const int size = typeSize(type);
  const std::uint64_t bits = readUnsigned(p, size, bigEndian);
  if (type == "Float32") {
    std::uint32_t b = static_cast<std::uint32_t>(bits);
    float f;
    std::memcpy(&f, &b, sizeof f);
    return f;
  }
  if (type == "Float64") {
    double d;
    std::memcpy(&d, &bits, sizeof d);
    return d;
  }
  if (type[0] == 'U') return static_cast<double>(bits);
  const std::uint64_t sign = std::uint64_t{1} << (8 * size - 1);  // two's complement of `size` bytes
  return (bits & sign) ? -static_cast<double>((~bits & (sign - 1)) + 1) : static_cast<double>(bits);
}

class Reader {
 public:
  Reader(const std::string& source, Layout layout) : src_(source), layout_(layout) {}

  // `count` values of the DataArray `e` (checked against its type and size before anything is decoded).
  Result<std::vector<double>> values(const XmlElement* e, std::uint64_t count) const {
    const char* typeText = e->Attribute("type");
    const std::string type = typeText ? typeText : "";
    const int size = typeSize(type);
    if (size == 0) return elementError(src_, e, "type=\"" + type + "\" is not a VTK data type (Float32, Int32, …)");
    const char* formatText = e->Attribute("format");
    const std::string format = formatText ? formatText : "ascii";
    if (format == "ascii") return asciiValues(e, count);
    std::string bytes;
    if (format == "binary") {
      const char* text = e->GetText();
      auto decoded = blockData(text ? std::string_view(text) : std::string_view(), true, count * static_cast<std::uint64_t>(size), e);
      if (!decoded) return decoded.error();
      bytes = std::move(*decoded);
    } else if (format == "appended") {
      std::uint64_t offset = 0;
      const char* offsetText = e->Attribute("offset");
      if (!offsetText || !meshtext::readIndex(offsetText, layout_.appended.size(), offset))
        return elementError(src_, e, "offset=\"" + std::string(offsetText ? offsetText : "") + "\" is not a place in the <AppendedData> (" +
                                         std::to_string(layout_.appended.size()) + " bytes)");
      auto decoded = blockData(layout_.appended.substr(offset), layout_.appendedBase64, count * static_cast<std::uint64_t>(size), e);
      if (!decoded) return decoded.error();
      bytes = std::move(*decoded);
    } else {
      return elementError(src_, e, "format=\"" + format + "\" is not ascii, binary or appended");
    }
    std::vector<double> out(count);
    for (std::uint64_t i = 0; i < count; ++i) out[i] = binaryValue(bytes.data() + i * static_cast<std::uint64_t>(size), type, layout_.bigEndian);
    return out;
  }

 private:
  Result<std::vector<double>> asciiValues(const XmlElement* e, std::uint64_t count) const {
    const char* text = e->GetText();
    meshtext::Words words(text ? std::string_view(text) : std::string_view());
    std::vector<double> out;
    out.reserve(count);
    std::string_view w;
    while (words.next(w)) {
      double x = 0.0;
      if (!parsePlainNumber(w, x)) return elementError(src_, e, "value " + std::to_string(out.size() + 1) + " \"" + std::string(w.substr(0, 40)) + "\" is not a finite number");
      if (out.size() == count) return elementError(src_, e, "has more than the " + std::to_string(count) + " values its piece needs");
      out.push_back(x);
    }
    if (out.size() != count) return elementError(src_, e, "has " + std::to_string(out.size()) + " values; its piece needs " + std::to_string(count));
    return out;
  }

  // The array's bytes from its header and data (base64 text or raw bytes), exactly `expected` of them.
  Result<std::string> blockData(std::string_view data, bool base64, std::uint64_t expected, const XmlElement* e) const {
    const int hw = layout_.headerBytes;
    auto fail = [&](const std::string& message) -> Error { return elementError(src_, e, message); };
    auto decode = [&](std::string_view text) -> Result<std::string> {
      auto d = base64Decode(text);
      if (!d) return fail("base64: " + d.error().message);
      return d;
    };
    std::string compact;  // base64 without whitespace, so that header lengths are counted in characters
    if (base64) {
      compact.reserve(data.size());
      for (char c : data)
        if (c != ' ' && c != '\n' && c != '\r' && c != '\t') compact.push_back(c);
      data = compact;
    }
    if (!layout_.compressed) {
      std::string decoded;
      if (base64) {
        // Header and data are one base64 stream; an appended array ends where the next one's starts.
        const std::uint64_t chars = (static_cast<std::uint64_t>(hw) + expected + 2) / 3 * 4;
        if (data.size() < chars) return fail("holds fewer bytes than its " + std::to_string(expected) + " values need (cut short?)");
        auto d = decode(data.substr(0, chars));
        if (!d) return d.error();
        decoded = std::move(*d);
      } else {
        decoded = std::string(data.substr(0, static_cast<std::size_t>(std::min<std::uint64_t>(data.size(), hw + expected))));
      }
      if (decoded.size() < static_cast<std::size_t>(hw)) return fail("has no size header (cut short?)");
      const std::uint64_t stated = readUnsigned(decoded.data(), hw, layout_.bigEndian);
      if (stated != expected) return fail("states " + std::to_string(stated) + " bytes; its piece needs " + std::to_string(expected));
      if (decoded.size() < hw + expected) return fail("holds fewer bytes than its header states (cut short?)");
      return decoded.substr(static_cast<std::size_t>(hw), static_cast<std::size_t>(expected));
    }
    // Compressed: [blocks, block size, last block's size, compressed size of each block], then the blocks.
    std::string header;
    std::size_t consumed = 0;  // of `data`
    auto headerPart = [&](std::uint64_t bytes) -> Status {
      if (base64) {
        const std::uint64_t chars = (bytes + 2) / 3 * 4;
        if (data.size() < chars) return fail("has a compression header cut short");
        auto d = decode(data.substr(0, chars));
        if (!d) return d.error();
        header = std::move(*d);
        consumed = chars;
      } else {
        if (data.size() < bytes) return fail("has a compression header cut short");
        header = std::string(data.substr(0, bytes));
        consumed = bytes;
      }
      return Status::success();
    };
    if (Status s = headerPart(3 * static_cast<std::uint64_t>(hw)); !s) return s.error();
    const std::uint64_t blocks = readUnsigned(header.data(), hw, layout_.bigEndian);
    const std::uint64_t blockSize = readUnsigned(header.data() + hw, hw, layout_.bigEndian);
    const std::uint64_t lastSize = readUnsigned(header.data() + 2 * hw, hw, layout_.bigEndian);
    if (blocks == 0 || blockSize == 0 || blocks > expected / blockSize + 1 || lastSize > blockSize)
      return fail("has a compression header that does not describe its " + std::to_string(expected) + " bytes (" + std::to_string(blocks) +
                  " blocks of " + std::to_string(blockSize) + ")");
    const std::uint64_t total = (blocks - 1) * blockSize + (lastSize == 0 ? blockSize : lastSize);
    if (total != expected) return fail("states " + std::to_string(total) + " bytes; its piece needs " + std::to_string(expected));
    if (Status s = headerPart((3 + blocks) * static_cast<std::uint64_t>(hw)); !s) return s.error();
    std::vector<std::uint64_t> sizes(blocks);
    std::uint64_t compressedTotal = 0;
    for (std::uint64_t b = 0; b < blocks; ++b) {
      sizes[b] = readUnsigned(header.data() + (3 + b) * static_cast<std::uint64_t>(hw), hw, layout_.bigEndian);
      compressedTotal += sizes[b];
      if (compressedTotal > kMaxMeshFileBytes) return fail("states compressed blocks larger than the file");
    }
    std::string stream;
    data.remove_prefix(consumed);
    if (base64) {
      const std::uint64_t chars = (compressedTotal + 2) / 3 * 4;
      if (data.size() < chars) return fail("holds fewer compressed bytes than its header states (cut short?)");
      auto d = decode(data.substr(0, chars));
      if (!d) return d.error();
      stream = std::move(*d);
    } else {
      if (data.size() < compressedTotal) return fail("holds fewer compressed bytes than its header states (cut short?)");
      stream = std::string(data.substr(0, compressedTotal));
    }
    std::string out;
    out.reserve(expected);
    std::uint64_t at = 0;
    for (std::uint64_t b = 0; b < blocks; ++b) {
      const std::uint64_t size = b + 1 == blocks && lastSize != 0 ? lastSize : blockSize;
      auto block = zlibInflateExactly(std::string_view(stream).substr(at, sizes[b]), size);
      if (!block) return fail("compressed block " + std::to_string(b + 1) + " " + block.error().message);
      out += *block;
      at += sizes[b];
    }
    return out;
  }

  std::string src_;
  Layout layout_;
};

Result<std::uint64_t> countAttribute(const std::string& src, const XmlElement* piece, const char* name, std::uint64_t max) {
  const char* text = piece->Attribute(name);
  std::uint64_t v = 0;
  if (!text) return std::uint64_t{0};
  if (!meshtext::readIndex(text, max, v))
    return elementError(src, piece, std::string(name) + "=\"" + text + "\" is not a count up to " + std::to_string(max));
  return v;
}

const XmlElement* namedArray(const XmlElement* cells, const char* name) {
  for (const XmlElement* a : children(cells, "DataArray"))
    if (a->Attribute("Name") && std::strcmp(a->Attribute("Name"), name) == 0) return a;
  return nullptr;
}

// The cells of <Polys> or <Strips>: their point lists, from connectivity and offsets.
Status readCells(const std::string& src, const Reader& reader, const XmlElement* cells, std::uint64_t cellCount, std::uint64_t pointCount,
                 std::uint32_t firstPoint, bool strips, TriangleMesh& mesh) {
  if (cellCount == 0) return Status::success();
  const XmlElement* connectivity = namedArray(cells, "connectivity");
  const XmlElement* offsets = namedArray(cells, "offsets");
  if (!connectivity || !offsets) return elementError(src, cells, "needs DataArrays named connectivity and offsets");
  auto ends = reader.values(offsets, cellCount);
  if (!ends) return ends.error();
  std::uint64_t previous = 0;
  for (double end : *ends) {
    if (!(end >= static_cast<double>(previous)) || end > 3.0 * kMaxMeshTriangles || end != std::floor(end))
      return elementError(src, offsets, "offsets must rise from 0 and stay below " + std::to_string(3 * kMaxMeshTriangles) + ", found " + formatShortest(end));
    previous = static_cast<std::uint64_t>(end);
  }
  auto points = reader.values(connectivity, previous);
  if (!points) return points.error();
  std::uint64_t start = 0;
  std::vector<std::uint32_t> cell;
  for (double endValue : *ends) {
    const std::uint64_t end = static_cast<std::uint64_t>(endValue);
    cell.clear();
    for (std::uint64_t k = start; k < end; ++k) {
      const double p = (*points)[k];
      if (!(p >= 0.0 && p < static_cast<double>(pointCount)) || p != std::floor(p))
        return elementError(src, connectivity, "point " + formatShortest(p) + " is not one of the piece's " + std::to_string(pointCount) + " points");
      cell.push_back(firstPoint + static_cast<std::uint32_t>(p));
    }
    start = end;
    for (std::size_t k = 0; k + 2 < cell.size(); ++k) {
      if (strips) {
        // A strip's every other triangle is wound the other way round.
        if (k % 2 == 0) mesh.triangles.insert(mesh.triangles.end(), {cell[k], cell[k + 1], cell[k + 2]});
        else mesh.triangles.insert(mesh.triangles.end(), {cell[k + 1], cell[k], cell[k + 2]});
      } else {
        mesh.triangles.insert(mesh.triangles.end(), {cell[0], cell[k + 1], cell[k + 2]});
      }
    }
    if (mesh.triangleCount() > kMaxMeshTriangles) return elementError(src, cells, "more than " + std::to_string(kMaxMeshTriangles) + " triangles");
  }
  return Status::success();
}

}  // namespace

Result<TriangleMesh> readVtpMesh(std::string_view bytes, const std::string& source) {
  if (bytes.size() > kMaxMeshFileBytes) return Error{source, "is over " + std::to_string(kMaxMeshFileBytes >> 20) + " MB; mesh files above that are refused"};
  // Appended raw data is not XML: parse the document up to <AppendedData> and take its bytes apart.
  Layout layout;
  std::string xml;
  std::string_view text = bytes;
  const std::size_t appendedAt = bytes.find("<AppendedData");
  if (appendedAt != std::string_view::npos) {
    const std::size_t tagEnd = bytes.find('>', appendedAt);
    const std::size_t marker = tagEnd == std::string_view::npos ? tagEnd : bytes.find('_', tagEnd);
    if (marker == std::string_view::npos) return Error{source, "<AppendedData> has no '_' before its data"};
    const std::string_view tag = bytes.substr(appendedAt, tagEnd - appendedAt);
    const std::size_t encoding = tag.find("encoding=\"");
    const std::string_view value = encoding == std::string_view::npos ? std::string_view("raw") : tag.substr(encoding + 10, tag.find('"', encoding + 10) - encoding - 10);
    if (value != "raw" && value != "base64") return Error{source, "<AppendedData encoding=\"" + std::string(value) + "\"> is not raw or base64"};
    layout.appendedBase64 = value == "base64";
    const std::size_t close = bytes.rfind("</AppendedData>");
    layout.appended = bytes.substr(marker + 1, (close == std::string_view::npos || close < marker ? bytes.size() : close) - marker - 1);
    xml = std::string(bytes.substr(0, appendedAt)) + "</VTKFile>";
    text = xml;
  }
  xml::XmlDocument doc;
  if (Status s = doc.parse(text, source, "VTKFile", "a VTK XML file"); !s) return s.error();
  const XmlElement* root = doc.root();
  const char* type = root->Attribute("type");
  if (!type || std::strcmp(type, "PolyData") != 0)
    return elementError(source, root, std::string("type=\"") + (type ? type : "") + "\": only PolyData (.vtp) holds a surface");
  if (const char* order = root->Attribute("byte_order")) layout.bigEndian = std::strcmp(order, "BigEndian") == 0;
  if (const char* header = root->Attribute("header_type")) {
    if (std::strcmp(header, "UInt64") == 0) layout.headerBytes = 8;
    else if (std::strcmp(header, "UInt32") != 0) return elementError(source, root, std::string("header_type=\"") + header + "\" is not UInt32 or UInt64");
  }
  if (const char* compressor = root->Attribute("compressor")) {
    if (std::strcmp(compressor, "vtkZLibDataCompressor") == 0) layout.compressed = true;
    else if (*compressor) return elementError(source, root, std::string("compressor=\"") + compressor + "\" is not supported (only vtkZLibDataCompressor)");
  }
  const XmlElement* polyData = child(root, "PolyData");
  if (!polyData) return elementError(source, root, "has no <PolyData>");
  const Reader reader(source, layout);
  TriangleMesh mesh;
  for (const XmlElement* piece : children(polyData, "Piece")) {
    auto points = countAttribute(source, piece, "NumberOfPoints", kMaxMeshVertices);
    if (!points) return points.error();
    auto polys = countAttribute(source, piece, "NumberOfPolys", kMaxMeshTriangles);
    if (!polys) return polys.error();
    auto strips = countAttribute(source, piece, "NumberOfStrips", kMaxMeshTriangles);
    if (!strips) return strips.error();
    if (mesh.vertexCount() + *points > kMaxMeshVertices) return elementError(source, piece, "more than " + std::to_string(kMaxMeshVertices) + " points");
    const std::uint32_t first = static_cast<std::uint32_t>(mesh.vertexCount());
    if (*points > 0) {
      const XmlElement* array = child(child(piece, "Points"), "DataArray");
      if (!array) return elementError(source, piece, "has points but no <Points><DataArray>");
      const char* components = array->Attribute("NumberOfComponents");
      if (!components || std::strcmp(components, "3") != 0) return elementError(source, array, "points need NumberOfComponents=\"3\"");
      auto xyz = reader.values(array, 3 * *points);
      if (!xyz) return xyz.error();
      for (std::size_t i = 0; i < xyz->size(); ++i) {
        const double x = (*xyz)[i];
        if (!std::isfinite(x) || std::abs(x) > kMaxMeshCoordinate)
          return elementError(source, array, "point " + std::to_string(i / 3 + 1) + " has a coordinate " + formatShortest(x) + " (not finite, or beyond ±1e6)");
        mesh.positions.push_back(static_cast<float>(x));
      }
    }
    if (const XmlElement* cells = child(piece, "Polys"))
      if (Status s = readCells(source, reader, cells, *polys, *points, first, false, mesh); !s) return s.error();
    if (const XmlElement* cells = child(piece, "Strips"))
      if (Status s = readCells(source, reader, cells, *strips, *points, first, true, mesh); !s) return s.error();
  }
  if (mesh.triangles.empty()) return elementError(source, polyData, "has no polygons or strips (no surface to draw)");
  return mesh;
}

}  // namespace wl
