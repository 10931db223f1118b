// Collada (.dae) as ROS robots use it: <library_geometries> of <mesh>es whose <triangles>, <polylist>,
// <polygons>, <trifans> and <tristrips> index a POSITION source (a <float_array> read through its
// <accessor>), placed by the <visual_scene>'s node tree (<matrix>, <translate>, <rotate>, <scale>, in the
// order written; <instance_geometry> and <instance_node>, which may not form a cycle). <asset><unit meter>
// scales to metres and <up_axis> is turned to z up, ROS's convention (Y_UP: (x, y, z) → (x, −z, y); X_UP:
// → (−z, y, x)). Normals, texture coordinates, materials, cameras and lights are read past. Without a
// scene, every geometry is taken once as it is.
#include <cmath>
#include <cstring>
#include <map>
#include <string>
#include <vector>

#include "core/NumberText.hpp"
#include "io/importers/mesh/MeshFile.hpp"
#include "io/importers/mesh/MeshText.hpp"
#include "xml/Xml.hpp"

namespace wl {

namespace {

using xml::child;
using xml::children;
using xml::elementError;
using xml::XmlElement;
using Affine = Eigen::Matrix4d;

constexpr double kPi = 3.14159265358979323846;
constexpr int kMaxNodeDepth = 64;
// Node instances the scene may expand to: a node tree that doubles at each level would otherwise make
// millions of copies before the triangle limit stops it (seconds in the page).
constexpr int kMaxNodeVisits = 20000;

struct Collada {
  std::string src;
  std::map<std::string, const XmlElement*> byId;
  std::map<const XmlElement*, std::vector<float>> positionsOf;  // a <mesh>'s positions, read once
  TriangleMesh out;
  std::vector<const XmlElement*> nodeStack;  // nodes being expanded (a node inside itself is a cycle)
  int nodeVisits = 0;

  const XmlElement* find(const char* url) const {
    if (!url || url[0] != '#') return nullptr;
    auto it = byId.find(url + 1);
    return it == byId.end() ? nullptr : it->second;
  }
};

void indexIds(const XmlElement* e, Collada& c, int depth) {
  if (depth > 200) return;  // tinyxml2 refuses deeper documents anyway
  if (const char* id = e->Attribute("id")) c.byId.emplace(id, e);
  for (const XmlElement* k = e->FirstChildElement(); k; k = k->NextSiblingElement()) indexIds(k, c, depth + 1);
}

// Numbers of an element's text: exactly `count` of them (count < 0: any).
Result<std::vector<double>> numbersIn(const Collada& c, const XmlElement* e, std::int64_t count) {
  const char* text = e->GetText();
  meshtext::Words words(text ? std::string_view(text) : std::string_view());
  std::vector<double> out;
  if (count > 0) out.reserve(static_cast<std::size_t>(count));
  std::string_view w;
  while (words.next(w)) {
    double x = 0.0;
    if (!meshtext::readCoordinate(w, kMaxMeshCoordinate, x))
      return elementError(c.src, e, "value " + std::to_string(out.size() + 1) + " \"" + std::string(w.substr(0, 40)) + "\" is not a finite number within ±1e6");
    out.push_back(x);
    if (out.size() > 3 * kMaxMeshVertices) return elementError(c.src, e, "holds more than " + std::to_string(3 * kMaxMeshVertices) + " numbers");
  }
  if (count >= 0 && static_cast<std::int64_t>(out.size()) != count)
    return elementError(c.src, e, "has " + std::to_string(out.size()) + " numbers; " + std::to_string(count) + " expected");
  return out;
}

// The positions a <mesh>'s <vertices> name: x, y, z per vertex, through the source's accessor.
Result<const std::vector<float>*> meshPositions(Collada& c, const XmlElement* mesh) {
  auto cached = c.positionsOf.find(mesh);
  if (cached != c.positionsOf.end()) return &cached->second;
  const XmlElement* vertices = child(mesh, "vertices");
  if (!vertices) return elementError(c.src, mesh, "has no <vertices>");
  const XmlElement* input = nullptr;
  for (const XmlElement* i : children(vertices, "input"))
    if (i->Attribute("semantic") && std::strcmp(i->Attribute("semantic"), "POSITION") == 0) input = i;
  if (!input) return elementError(c.src, vertices, "has no POSITION input");
  const XmlElement* source = c.find(input->Attribute("source"));
  if (!source) return elementError(c.src, input, std::string("source=\"") + (input->Attribute("source") ? input->Attribute("source") : "") + "\" names no <source>");
  const XmlElement* array = child(source, "float_array");
  const XmlElement* accessor = child(child(source, "technique_common"), "accessor");
  if (!array || !accessor) return elementError(c.src, source, "needs a <float_array> and a <technique_common><accessor>");
  std::uint64_t count = 0, stride = 1, offset = 0, arrayCount = 0;
  if (!accessor->Attribute("count") || !meshtext::readIndex(accessor->Attribute("count"), kMaxMeshVertices, count))
    return elementError(c.src, accessor, "count must be a number of points up to " + std::to_string(kMaxMeshVertices));
  if (const char* s = accessor->Attribute("stride"))
    if (!meshtext::readIndex(s, 64, stride) || stride < 3) return elementError(c.src, accessor, "stride must be 3 to 64 for positions");
  if (const char* o = accessor->Attribute("offset"))
    if (!meshtext::readIndex(o, 64, offset)) return elementError(c.src, accessor, "offset must be 0 to 64");
  if (!array->Attribute("count") || !meshtext::readIndex(array->Attribute("count"), 3 * kMaxMeshVertices, arrayCount))
    return elementError(c.src, array, "count must be a number of values up to " + std::to_string(3 * kMaxMeshVertices));
  if (count > 0 && offset + (count - 1) * stride + 3 > arrayCount)
    return elementError(c.src, accessor, "reads " + std::to_string(count) + " points of stride " + std::to_string(stride) + " from an array of " +
                                             std::to_string(arrayCount) + " values");
  auto values = numbersIn(c, array, static_cast<std::int64_t>(arrayCount));
  if (!values) return values.error();
  std::vector<float>& xyz = c.positionsOf[mesh];
  xyz.resize(3 * count);
  for (std::uint64_t i = 0; i < count; ++i)
    for (int k = 0; k < 3; ++k) xyz[3 * i + static_cast<std::uint64_t>(k)] = static_cast<float>((*values)[offset + i * stride + static_cast<std::uint64_t>(k)]);
  return &xyz;
}

// Appends one instance of a geometry, its positions through `X` (node tree, unit and up axis applied).
Status addGeometry(Collada& c, const XmlElement* geometry, const Affine& X) {
  const XmlElement* mesh = child(geometry, "mesh");
  if (!mesh) return Status::success();  // splines and convex meshes draw nothing here
  auto positions = meshPositions(c, mesh);
  if (!positions) return positions.error();
  const std::vector<float>& xyz = **positions;
  const std::uint64_t count = xyz.size() / 3;
  if (c.out.vertexCount() + count > kMaxMeshVertices || c.out.triangleCount() > kMaxMeshTriangles)
    return elementError(c.src, geometry, "the scene places more than " + std::to_string(kMaxMeshTriangles) + " triangles");
  const std::uint32_t first = static_cast<std::uint32_t>(c.out.vertexCount());
  for (std::uint64_t i = 0; i < count; ++i) {
    const Eigen::Vector4d p = X * Eigen::Vector4d(xyz[3 * i], xyz[3 * i + 1], xyz[3 * i + 2], 1.0);
    if (!(p.head<3>().cwiseAbs().maxCoeff() <= kMaxMeshCoordinate))
      return elementError(c.src, geometry, "its node transforms place a point beyond ±1e6");
    for (int k = 0; k < 3; ++k) c.out.positions.push_back(static_cast<float>(p(k)));
  }
  for (const XmlElement* prim = mesh->FirstChildElement(); prim; prim = prim->NextSiblingElement()) {
    const std::string kind = prim->Name();
    if (kind != "triangles" && kind != "polylist" && kind != "polygons" && kind != "trifans" && kind != "tristrips") continue;
    std::uint64_t tuple = 1, vertexOffset = 0;
    bool hasVertex = false;
    for (const XmlElement* input : children(prim, "input")) {
      std::uint64_t o = 0;
      if (!input->Attribute("offset") || !meshtext::readIndex(input->Attribute("offset"), 64, o)) return elementError(c.src, input, "offset must be 0 to 64");
      tuple = std::max(tuple, o + 1);
      if (input->Attribute("semantic") && std::strcmp(input->Attribute("semantic"), "VERTEX") == 0) {
        if (c.find(input->Attribute("source")) != child(mesh, "vertices")) return elementError(c.src, input, "VERTEX must name this mesh's <vertices>");
        vertexOffset = o;
        hasVertex = true;
      }
    }
    if (!hasVertex) return elementError(c.src, prim, "has no VERTEX input");
    std::vector<std::uint64_t> vcount;
    if (kind == "polylist") {
      if (const XmlElement* v = child(prim, "vcount")) {
        meshtext::Words words(v->GetText() ? std::string_view(v->GetText()) : std::string_view());
        std::string_view w;
        std::uint64_t n = 0;
        while (words.next(w)) {
          if (!meshtext::readIndex(w, 1000, n) || n < 3) return elementError(c.src, v, "\"" + std::string(w.substr(0, 40)) + "\" is not a polygon size of 3 to 1000");
          vcount.push_back(n);
          if (vcount.size() > kMaxMeshTriangles) return elementError(c.src, v, "more than " + std::to_string(kMaxMeshTriangles) + " polygons");
        }
      }
    }
    std::size_t nextPolygon = 0;
    for (const XmlElement* p : children(prim, "p")) {
      meshtext::Words words(p->GetText() ? std::string_view(p->GetText()) : std::string_view());
      std::string_view w;
      std::vector<std::uint32_t> points;  // the position indices of this <p>
      std::uint64_t index = 0, k = 0;
      while (words.next(w)) {
        if (!meshtext::readIndex(w, 0xffffffffu, index)) return elementError(c.src, p, "\"" + std::string(w.substr(0, 40)) + "\" is not an index");
        if (k++ % tuple != vertexOffset) continue;  // a normal's or texture coordinate's index
        if (index >= count)
          return elementError(c.src, p, "vertex index " + std::to_string(index) + " is not one of the " + std::to_string(count) + " positions");
        points.push_back(first + static_cast<std::uint32_t>(index));
        if (points.size() > 3 * kMaxMeshTriangles) return elementError(c.src, p, "more than " + std::to_string(kMaxMeshTriangles) + " triangles");
      }
      if (k % tuple != 0) return elementError(c.src, p, "holds " + std::to_string(k) + " indices, not a whole number of " + std::to_string(tuple) + "-index vertices");
      auto fan = [&](std::size_t begin, std::size_t n) {
        for (std::size_t j = 1; j + 1 < n; ++j) c.out.triangles.insert(c.out.triangles.end(), {points[begin], points[begin + j], points[begin + j + 1]});
      };
      if (kind == "triangles") {
        if (points.size() % 3 != 0) return elementError(c.src, p, "holds " + std::to_string(points.size()) + " vertices, not whole triangles");
        c.out.triangles.insert(c.out.triangles.end(), points.begin(), points.end());
      } else if (kind == "polylist") {
        std::size_t at = 0;
        for (; nextPolygon < vcount.size() && at + vcount[nextPolygon] <= points.size(); at += vcount[nextPolygon++]) fan(at, vcount[nextPolygon]);
        if (at != points.size() || nextPolygon != vcount.size())
          return elementError(c.src, p, "holds " + std::to_string(points.size()) + " vertices; <vcount> adds up to another number");
      } else if (kind == "polygons" || kind == "trifans") {
        fan(0, points.size());
      } else {  // tristrips: every other triangle wound the other way round
        for (std::size_t j = 0; j + 2 < points.size(); ++j)
          c.out.triangles.insert(c.out.triangles.end(), {points[j + (j % 2)], points[j + 1 - (j % 2)], points[j + 2]});
      }
      if (c.out.triangleCount() > kMaxMeshTriangles) return elementError(c.src, p, "more than " + std::to_string(kMaxMeshTriangles) + " triangles");
    }
    if (kind == "polylist" && !children(prim, "p").size() && !vcount.empty()) return elementError(c.src, prim, "has a <vcount> but no <p>");
  }
  return Status::success();
}

Result<Affine> nodeTransform(const Collada& c, const XmlElement* node) {
  Affine X = Affine::Identity();
  for (const XmlElement* t = node->FirstChildElement(); t; t = t->NextSiblingElement()) {
    const std::string kind = t->Name();
    Affine step = Affine::Identity();
    if (kind == "matrix") {
      auto m = numbersIn(c, t, 16);
      if (!m) return m.error();
      for (int r = 0; r < 4; ++r)
        for (int k = 0; k < 4; ++k) step(r, k) = (*m)[static_cast<std::size_t>(4 * r + k)];
    } else if (kind == "translate") {
      auto v = numbersIn(c, t, 3);
      if (!v) return v.error();
      step.block<3, 1>(0, 3) = Vec3((*v)[0], (*v)[1], (*v)[2]);
    } else if (kind == "rotate") {
      auto v = numbersIn(c, t, 4);
      if (!v) return v.error();
      const Vec3 axis((*v)[0], (*v)[1], (*v)[2]);
      if (!(axis.norm() > 1e-12)) return elementError(c.src, t, "turns about a zero axis");
      step.block<3, 3>(0, 0) = Eigen::AngleAxisd((*v)[3] * kPi / 180.0, axis.normalized()).toRotationMatrix();
    } else if (kind == "scale") {
      auto v = numbersIn(c, t, 3);
      if (!v) return v.error();
      step.block<3, 3>(0, 0) = Vec3((*v)[0], (*v)[1], (*v)[2]).asDiagonal();
    } else if (kind == "lookat" || kind == "skew") {
      return elementError(c.src, t, "<" + kind + "> is not supported (matrix, translate, rotate and scale are)");
    } else {
      continue;
    }
    X = X * step;
  }
  return X;
}

Status addNode(Collada& c, const XmlElement* node, const Affine& X_parent) {
  for (const XmlElement* open : c.nodeStack)
    if (open == node) return elementError(c.src, node, "is placed inside itself (its <instance_node>s form a cycle)");
  if (static_cast<int>(c.nodeStack.size()) >= kMaxNodeDepth) return elementError(c.src, node, "nodes nest more than " + std::to_string(kMaxNodeDepth) + " deep");
  if (++c.nodeVisits > kMaxNodeVisits)
    return elementError(c.src, node, "the scene places its nodes more than " + std::to_string(kMaxNodeVisits) + " times (instances of instances)");
  auto X_local = nodeTransform(c, node);
  if (!X_local) return X_local.error();
  const Affine X = X_parent * *X_local;
  c.nodeStack.push_back(node);
  for (const XmlElement* e = node->FirstChildElement(); e; e = e->NextSiblingElement()) {
    const std::string kind = e->Name();
    Status s;
    if (kind == "instance_geometry") {
      const XmlElement* geometry = c.find(e->Attribute("url"));
      if (!geometry || std::strcmp(geometry->Name(), "geometry") != 0)
        return elementError(c.src, e, std::string("url=\"") + (e->Attribute("url") ? e->Attribute("url") : "") + "\" names no <geometry>");
      s = addGeometry(c, geometry, X);
    } else if (kind == "instance_node") {
      const XmlElement* target = c.find(e->Attribute("url"));
      if (!target || std::strcmp(target->Name(), "node") != 0)
        return elementError(c.src, e, std::string("url=\"") + (e->Attribute("url") ? e->Attribute("url") : "") + "\" names no <node>");
      s = addNode(c, target, X);
    } else if (kind == "node") {
      s = addNode(c, e, X);
    }
    if (!s) return s;
  }
  c.nodeStack.pop_back();
  return Status::success();
}

}  // namespace

Result<TriangleMesh> readColladaMesh(std::string_view bytes, const std::string& source) {
  if (bytes.size() > kMaxMeshFileBytes) return Error{source, "is over " + std::to_string(kMaxMeshFileBytes >> 20) + " MB; mesh files above that are refused"};
  xml::XmlDocument doc;
  if (Status s = doc.parse(bytes, source, "COLLADA", "a Collada document"); !s) return s.error();
  Collada c;
  c.src = source;
  indexIds(doc.root(), c, 0);
  // Unit and up axis: the file's frame in metres with z up.
  Affine X_file = Affine::Identity();
  const XmlElement* asset = child(doc.root(), "asset");
  if (const XmlElement* unit = child(asset, "unit")) {
    double meter = 1.0;
    if (const char* m = unit->Attribute("meter"))
      if (!parsePlainNumber(m, meter) || !(meter > 0.0) || meter > 1e6) return elementError(source, unit, std::string("meter=\"") + m + "\" is not a positive length");
    X_file.block<3, 3>(0, 0) *= meter;
  }
  if (const XmlElement* up = child(asset, "up_axis")) {
    const std::string axis = xml::textOf(up);
    Mat3 R = Mat3::Identity();
    if (axis == "Y_UP") R << 1, 0, 0, 0, 0, -1, 0, 1, 0;
    else if (axis == "X_UP") R << 0, 0, -1, 0, 1, 0, 1, 0, 0;
    else if (axis != "Z_UP") return elementError(source, up, "\"" + axis + "\" is not X_UP, Y_UP or Z_UP");
    X_file.block<3, 3>(0, 0) = R * X_file.block<3, 3>(0, 0);
  }
  const XmlElement* scene = nullptr;
  if (const XmlElement* instance = child(child(doc.root(), "scene"), "instance_visual_scene")) {
    scene = c.find(instance->Attribute("url"));
    if (!scene || std::strcmp(scene->Name(), "visual_scene") != 0)
      return elementError(source, instance, std::string("url=\"") + (instance->Attribute("url") ? instance->Attribute("url") : "") + "\" names no <visual_scene>");
  } else {
    scene = child(child(doc.root(), "library_visual_scenes"), "visual_scene");
  }
  if (scene) {
    for (const XmlElement* node : children(scene, "node"))
      if (Status s = addNode(c, node, X_file); !s) return s.error();
  } else {
    for (const XmlElement* geometry : children(child(doc.root(), "library_geometries"), "geometry"))
      if (Status s = addGeometry(c, geometry, X_file); !s) return s.error();
  }
  if (c.out.triangles.empty()) return elementError(source, doc.root(), "places no triangles (no geometry with triangles or polygons in its scene)");
  return std::move(c.out);
}

}  // namespace wl
