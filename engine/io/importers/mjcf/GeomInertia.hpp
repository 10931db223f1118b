#pragma once
// Mass and inertia of MuJoCo's primitive geoms, solid and uniform, as MuJoCo computes them when a
// body has no <inertial> (compiler inertiafromgeom): the volume times the density (or the given
// mass), the tensor about the geom's centre in the geom's own axes (its z axis is the axis of a
// capsule or cylinder). Sizes are MuJoCo's: radii and half-lengths.
#include "core/Types.hpp"

namespace wl::mjcf {

enum class GeomShape { Sphere, Capsule, Cylinder, Box, Ellipsoid };

/// Volume of the shape with MuJoCo's size parameters (sphere r; capsule, cylinder r and half-length;
/// box half-sizes; ellipsoid semi-axes).
double geomVolume(GeomShape shape, const Vec3& size);
/// Principal moments about the centre (geom axes) of the shape with this mass.
Vec3 geomPrincipalInertia(GeomShape shape, const Vec3& size, double mass);

}  // namespace wl::mjcf
