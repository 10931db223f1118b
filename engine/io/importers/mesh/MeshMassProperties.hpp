#pragma once
// The mass, centre and inertia MuJoCo 2.2.2 gives a mesh geom (src/user/user_mesh.cc, mjCMesh::Process, and
// user_objects.cc, mjCGeom::GetVolume/SetInertia), so that a model whose bodies take their mass from meshes
// gets MuJoCo's τ and M:
//  1. the vertices (floats, as MuJoCo keeps them) are moved by refpos, turned by refquat and scaled;
//  2. the centre: a pyramid from the area-weighted centre of the faces to each triangle, volume
//     (c − f)·n a / 3, centre ¾ c + ¼ f; MuJoCo's default (exactmeshinertia="false") takes every pyramid's
//     volume as positive, so a face seen from inside adds instead of subtracting (a non-convex mesh's
//     centre and volume are then not the solid's);
//  3. the tensor about that centre from pyramids to each face (the same sign rule), per unit density;
//  4. MuJoCo then keeps the box with the same principal moments (half-sizes b_i = √(6 (I_j + I_k − I_i)/m)/2)
//     and, by default, gives the geom the mass density × 8 b_0 b_1 b_2 — the box's volume, not the mesh's —
//     and the moments m (b_j² + b_k²)/3. exactmeshinertia="true" gives it density × the mesh's volume.
// So the tensor is the mesh's own scaled to the mass: inertiaPerMass = I_mesh / (ρ V_mesh), in mesh axes.
#include <string>

#include "core/Result.hpp"
#include "core/Types.hpp"
#include "io/importers/mesh/TriangleMesh.hpp"

namespace wl {

struct MeshMassOptions {
  Vec3 scale = Vec3::Ones();
  Vec3 refpos = Vec3::Zero();                                 ///< MJCF <mesh refpos>: subtracted first
  Eigen::Vector4d refquat = Eigen::Vector4d(1, 0, 0, 0);       ///< MJCF <mesh refquat> (w x y z): the vertices turned by its inverse
  bool exactMeshInertia = false;                              ///< MJCF <compiler exactmeshinertia>
  bool firstGroupOnly = false;                                ///< an OBJ: MuJoCo 2.2.2 reads its first object alone
  /// The geom density of the mesh's default class: MuJoCo diagonalises the tensor at this density, and its
  /// iteration's stopping rule is absolute (MujocoPrincipalAxes.hpp), so the axes it keeps depend on it.
  double classDensity = 1000.0;
};

struct MeshMassProperties {
  double volume = 0.0;        ///< the volume MuJoCo multiplies by the density for the geom's mass (m³)
  double meshVolume = 0.0;    ///< the sum of the pyramids (step 2's sign rule)
  Vec3 com = Vec3::Zero();    ///< the centre in the mesh's frame (after step 1), m
  Mat3 inertiaPerMass = Mat3::Zero();  ///< about the centre, mesh axes, per kg of the geom's mass (m²)
  std::size_t triangles = 0;  ///< triangles that entered
};

/// `name` names the mesh in messages. Refused as MuJoCo refuses them: a surface area or volume below
/// 1e-15, principal moments that are not positive or break A + B ≥ C.
Result<MeshMassProperties> mujocoMeshMassProperties(const TriangleMesh& mesh, const MeshMassOptions& options, const std::string& name);

}  // namespace wl
