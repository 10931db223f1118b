#include "io/importers/urdf/UrdfShapes.hpp"

#include "core/NumberText.hpp"
#include "io/importers/mesh/MeshFile.hpp"
#include "io/importers/mesh/MeshMassProperties.hpp"
#include "io/importers/mesh/MeshPaths.hpp"
#include "io/importers/mjcf/GeomInertia.hpp"
#include "io/importers/robot/MassSum.hpp"
#include "io/importers/robot/Orientation.hpp"
#include "io/importers/robot/XmlAttributes.hpp"

namespace wl::urdf {

namespace {

using xml::child;
using xml::children;
using xml::elementError;
using xml::XmlElement;
using robotxml::attributeError;

constexpr double kDensity = 1000.0;  // MuJoCo's default geom density: URDF states none

Result<double> positive(const std::string& src, const XmlElement* e, const char* name) {
  if (!e->Attribute(name)) return elementError(src, e, std::string("needs a ") + name + " attribute");
  auto v = robotxml::attributeNumber(src, e, name, 0.0);
  if (!v) return v.error();
  if (!(*v > 0.0)) return attributeError(src, e, name, "must be > 0");
  return *v;
}

}  // namespace

Result<CollisionMass> collisionMass(const ShapeFiles& files, const XmlElement* link) {
  const std::string& src = files.source;
  robotxml::MassSum sum;
  CollisionMass out;
  for (const XmlElement* collision : children(link, "collision")) {
    const XmlElement* geometry = child(collision, "geometry");
    if (!geometry) return elementError(src, collision, "needs a <geometry>");
    auto origin = originOf(src, collision);
    if (!origin) return origin.error();
    using mjcf::GeomShape;
    GeomShape shape;
    Vec3 size = Vec3::Zero();  // MuJoCo's: half-sizes, radius and half-length
    if (const XmlElement* box = child(geometry, "box")) {
      auto full = robotxml::attributeVec3(src, box, "size", Vec3::Zero());
      if (!full) return full.error();
      if (!(full->minCoeff() > 0.0)) return attributeError(src, box, "size", "needs three positive lengths");
      shape = GeomShape::Box;
      size = *full / 2;
    } else if (const XmlElement* cylinder = child(geometry, "cylinder")) {
      auto radius = positive(src, cylinder, "radius");
      if (!radius) return radius.error();
      auto length = positive(src, cylinder, "length");
      if (!length) return length.error();
      shape = GeomShape::Cylinder;
      size = Vec3(*radius, *length / 2, 0.0);
    } else if (const XmlElement* sphere = child(geometry, "sphere")) {
      auto radius = positive(src, sphere, "radius");
      if (!radius) return radius.error();
      shape = GeomShape::Sphere;
      size = Vec3(*radius, 0.0, 0.0);
    } else if (const XmlElement* meshElement = child(geometry, "mesh")) {
      const char* filename = meshElement->Attribute("filename");
      if (!filename || !*filename) return elementError(src, meshElement, "needs a filename");
      auto scale = robotxml::attributeVec3(src, meshElement, "scale", Vec3::Ones());
      if (!scale) return scale.error();
      if (scale->prod() == 0.0) return attributeError(src, meshElement, "scale", "must not be zero along any axis");
      auto found = readFirstCandidate(filename, urdfMeshCandidates(filename, src, files.packagePaths), files.read ? *files.read : FileReader());
      if (!found) {
        out.missing = found.error().text();
        return out;
      }
      auto mesh = readMeshFile(found->bytes, found->path);
      if (!mesh) {
        out.missing = mesh.error().text();
        return out;
      }
      MeshMassOptions options;
      options.scale = *scale;
      options.firstGroupOnly = meshFormatOf(filename) == MeshFormat::Obj;
      auto properties = mujocoMeshMassProperties(*mesh, options, found->path);
      if (!properties) {
        out.missing = properties.error().text();
        return out;
      }
      const double mass = kDensity * properties->volume;
      const Mat3 I_C = origin->R * (mass * properties->inertiaPerMass) * origin->R.transpose();
      sum.add(mass, origin->p + origin->R * properties->com, 0.5 * (I_C + I_C.transpose()));
      const std::size_t slash = found->path.find_last_of('/');
      out.meshes.push_back((slash == std::string::npos ? found->path : found->path.substr(slash + 1)) + " (" + formatShortest(mass) + " kg)");
      continue;
    } else {
      return elementError(src, geometry, "needs a box, cylinder, sphere or mesh");
    }
    const double mass = kDensity * mjcf::geomVolume(shape, size);
    const Vec3 principal = mjcf::geomPrincipalInertia(shape, size, mass);
    sum.add(mass, origin->p, origin->R * principal.asDiagonal() * origin->R.transpose());
  }
  out.inertia = sum.inertia();
  return out;
}

Result<std::vector<MeshReference>> visualMeshes(const ShapeFiles& files, const XmlElement* link, int segment) {
  std::vector<MeshReference> out;
  for (const XmlElement* visual : children(link, "visual")) {
    const XmlElement* meshElement = child(child(visual, "geometry"), "mesh");
    if (!meshElement) continue;  // primitives: the front end's own shapes
    const char* filename = meshElement->Attribute("filename");
    if (!filename || !*filename) return elementError(files.source, meshElement, "needs a filename");
    auto scale = robotxml::attributeVec3(files.source, meshElement, "scale", Vec3::Ones());
    if (!scale) return scale.error();
    auto origin = originOf(files.source, visual);
    if (!origin) return origin.error();
    MeshReference r;
    r.segment = segment;
    r.file = filename;
    r.candidates = urdfMeshCandidates(filename, files.source, files.packagePaths);
    r.A_SF = origin->R * scale->asDiagonal();
    r.p_SF = origin->p;
    r.owner = "link " + xml::nameOf(link);
    out.push_back(std::move(r));
  }
  return out;
}

Result<Placement> originOf(const std::string& src, const xml::XmlElement* e) {
  const xml::XmlElement* o = xml::child(e, "origin");
  if (!o) return Placement{};
  auto xyz = robotxml::attributeVec3(src, o, "xyz", Vec3::Zero());
  if (!xyz) return xyz.error();
  auto rpy = robotxml::attributeVec3(src, o, "rpy", Vec3::Zero());
  if (!rpy) return rpy.error();
  return Placement{robotxml::rollPitchYaw(*rpy), *xyz};
}

}  // namespace wl::urdf
