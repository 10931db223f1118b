#pragma once
// How a segment is drawn: a rod (the default), a disc (a turntable), a box, a sphere or a foot. Drawing
// only: the inertia comes from "inertia" alone, so a shape never changes a number the engine computes.
// Sizes are in metres; zero means the front end's default for the segment's length (see
// docs/model-format.md).
#include <cstdint>

#include "core/Types.hpp"

namespace wl {

enum class ShapeKind : std::uint8_t { Rod, Disc, Box, Sphere, Foot };

struct SegmentShape {
  ShapeKind kind = ShapeKind::Rod;
  double radius = 0.0;              ///< disc, sphere (m); 0: the default
  double width = 0.0;               ///< box, foot: across the segment (m); 0: the default
  Vec3 normal_B = Vec3::Zero();     ///< disc: its axis in B; zero: the joint's axis (z for a non-revolute joint)
};

inline const char* shapeKindName(ShapeKind kind) {
  switch (kind) {
    case ShapeKind::Rod: return "rod";
    case ShapeKind::Disc: return "disc";
    case ShapeKind::Box: return "box";
    case ShapeKind::Sphere: return "sphere";
    case ShapeKind::Foot: return "foot";
  }
  return "rod";
}

}  // namespace wl
