#include "io/importers/mjcf/GeomInertia.hpp"

#include <cmath>

namespace wl::mjcf {

namespace {
constexpr double kPi = 3.14159265358979323846;
}

double geomVolume(GeomShape shape, const Vec3& s) {
  switch (shape) {
    case GeomShape::Sphere: return 4.0 / 3.0 * kPi * s(0) * s(0) * s(0);
    case GeomShape::Capsule: return 4.0 / 3.0 * kPi * s(0) * s(0) * s(0) + kPi * s(0) * s(0) * 2.0 * s(1);
    case GeomShape::Cylinder: return kPi * s(0) * s(0) * 2.0 * s(1);
    case GeomShape::Box: return 8.0 * s(0) * s(1) * s(2);
    case GeomShape::Ellipsoid: return 4.0 / 3.0 * kPi * s(0) * s(1) * s(2);
  }
  return 0.0;
}

Vec3 geomPrincipalInertia(GeomShape shape, const Vec3& s, double mass) {
  switch (shape) {
    case GeomShape::Sphere: {
      const double I = 0.4 * mass * s(0) * s(0);
      return Vec3(I, I, I);
    }
    case GeomShape::Capsule: {
      // A cylinder of length h = 2·half plus a sphere split into two hemispheres at its ends, mass
      // shared by volume. A hemisphere's COM sits 3r/8 from its flat face; with its own moment
      // 83/320 m r² about that COM, the parallel-axis shift to the capsule's centre gives
      // m_s (2r²/5 + h²/4 + 3hr/8) for the pair (83/320 + 9/64 = 2/5).
      const double r = s(0), h = 2.0 * s(1);
      const double sphereVolume = 4.0 / 3.0 * kPi * r * r * r, cylinderVolume = kPi * r * r * h;
      const double ms = mass * sphereVolume / (sphereVolume + cylinderVolume), mc = mass - ms;
      const double perpendicular = mc * (3.0 * r * r + h * h) / 12.0 + ms * (0.4 * r * r + h * h / 4.0 + 3.0 * h * r / 8.0);
      const double axial = (0.5 * mc + 0.4 * ms) * r * r;
      return Vec3(perpendicular, perpendicular, axial);
    }
    case GeomShape::Cylinder: {
      const double r = s(0), h = 2.0 * s(1);
      const double perpendicular = mass * (3.0 * r * r + h * h) / 12.0;
      return Vec3(perpendicular, perpendicular, 0.5 * mass * r * r);
    }
    case GeomShape::Box: {
      // Full edges 2a, 2b, 2c: m ((2b)² + (2c)²)/12 = m (b² + c²)/3.
      const double a2 = s(0) * s(0), b2 = s(1) * s(1), c2 = s(2) * s(2);
      return Vec3(mass * (b2 + c2) / 3.0, mass * (a2 + c2) / 3.0, mass * (a2 + b2) / 3.0);
    }
    case GeomShape::Ellipsoid: {
      const double a2 = s(0) * s(0), b2 = s(1) * s(1), c2 = s(2) * s(2);
      return Vec3(mass * (b2 + c2) / 5.0, mass * (a2 + c2) / 5.0, mass * (a2 + b2) / 5.0);
    }
  }
  return Vec3::Zero();
}

}  // namespace wl::mjcf
