#pragma once
// Which term glyph is under the cursor, for hover labels: the arrow or arc whose projected shape
// passes closest to the cursor, within a tolerance in CSS pixels.
#include <vector>

#include "render/Camera.hpp"
#include "render/DrawList.hpp"

namespace wl::web::render {

struct PickResult {
  int id = -1;               ///< ForceArrow::id or MomentArc::id; −1: nothing near the cursor
  float distancePx = 0.0f;   ///< framebuffer px from the cursor to the glyph's centre line
  bool isArc = false;
};

/// cursorPx in framebuffer px (the camera's screen coordinates). toleranceCssPx grows with the
/// pixel ratio so the target is the same size for a finger on a phone as for a mouse on a laptop.
/// `scratch` holds arc polylines between calls (pass the same vector every frame: no allocation).
PickResult pick(const DrawList& list, const Camera& camera, const Vec2f& cursorPx, std::vector<Vec3f>& scratch,
                float toleranceCssPx = 8.0f);

/// Distance in the screen plane from p to the segment a–b (all framebuffer px).
float distanceToSegment(const Vec2f& p, const Vec2f& a, const Vec2f& b);

}  // namespace wl::web::render
