#pragma once
// A URDF link's <collision> and <visual> shapes. Collision shapes give a link without <inertial> its mass,
// as MuJoCo's URDF import does (it makes a geom of each collision shape, density 1000, and takes the body's
// inertia from them; visuals it discards): boxes, cylinders and spheres as MuJoCo's primitives
// (io/importers/mjcf/GeomInertia.hpp), meshes as MuJoCo 2.2.2 computes a mesh's inertia (io/importers/mesh/MeshMassProperties.hpp).
// Visual meshes become references for drawing (io/importers/mesh/MeshReference.hpp). Internal to the URDF importer.
#include <string>
#include <vector>

#include "core/Result.hpp"
#include "io/FileReader.hpp"
#include "io/importers/mesh/MeshReference.hpp"
#include "xml/Xml.hpp"
#include "spatial/Inertia.hpp"

namespace wl::urdf {

struct ShapeFiles {
  std::string source;                     ///< the URDF, for messages and for finding packages near it
  const FileReader* read = nullptr;
  std::vector<std::string> packagePaths;
};

struct CollisionMass {
  Inertia inertia;                   ///< in the link frame; zero mass when the link has no collision shapes
  std::vector<std::string> meshes;   ///< "link_1.stl (85.2 kg)" for each mesh that gave mass
  std::string missing;               ///< a shape that could not be read: then the link keeps no mass (the note says why)
};

/// An element's <origin xyz rpy/> as a placement in its parent's frame (identity when absent): a joint's
/// in the parent link, an inertial's, collision's or visual's in the link.
struct Placement {
  Mat3 R = Mat3::Identity();
  Vec3 p = Vec3::Zero();
};
Result<Placement> originOf(const std::string& source, const xml::XmlElement* e);

/// The mass MuJoCo's URDF import gives `link` from its collision shapes (density 1000 kg/m³).
Result<CollisionMass> collisionMass(const ShapeFiles& files, const xml::XmlElement* link);

/// The link's <visual> meshes, placed in the link frame, for drawing.
Result<std::vector<MeshReference>> visualMeshes(const ShapeFiles& files, const xml::XmlElement* link, int segment);

}  // namespace wl::urdf
