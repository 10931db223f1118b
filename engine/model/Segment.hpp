#pragma once
// A rigid segment: its joint to the parent, its inertia, its length and its named points. The
// segment frame B has its origin at the proximal joint; the segment runs along `direction`.
#include <string>
#include <vector>

#include "model/Joint.hpp"
#include "model/SegmentShape.hpp"
#include "spatial/Inertia.hpp"

namespace wl {

struct NamedPoint {
  std::string name;       ///< local name, e.g. "spring" (the model table calls it "hand.spring")
  Vec3 p_B = Vec3::Zero();
};

struct Segment {
  std::string name;
  int parent = -1;                   ///< index of the parent segment; -1: attached to the base
  Joint joint;
  Inertia inertia;
  double length = 0.0;               ///< distance from the proximal joint to the distal point
  Vec3 direction = Vec3::UnitX();    ///< unit vector along the segment, B coordinates
  std::vector<NamedPoint> points;    ///< extra named points (proximal, distal and com always exist)
  SegmentShape shape;                ///< how the front ends draw it (never used in a computation)

  Vec3 distalPoint() const { return length * direction; }
};

}  // namespace wl
