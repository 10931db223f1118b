#pragma once
// The screen side of "predict, then see": a drag on the scene as a direction on the step's plane. The
// press and the pointer are each cast into the scene along the camera's line of sight and met with
// the plane through the arrow's point; the difference is the direction the student drew (world axes).
// Drawing only: the engine turns it into an angle of the observer's plane (lesson/Prediction.hpp).
#include <cmath>
#include <optional>

#include "lesson/Prediction.hpp"
#include "render/Camera.hpp"

namespace wl::web {

/// Shortest drag (framebuffer px) that draws a direction: a click or a shaky finger draws nothing.
constexpr float kShortestPredictionDragPx = 8.0f;
/// A plane seen this close to edge-on (|cos| between the line of sight and its normal) takes no drag: a
/// small move of the pointer would swing the direction wildly. The student turns the view instead.
constexpr float kEdgeOnPlaneCosine = 0.08f;

/// The direction from where the drag began to where the pointer is, on the plane (world axes), or
/// nothing when the drag is too short or the plane is seen edge-on.
inline std::optional<Vec3> dragOnPlane(const render::Camera& camera, const render::Vec2f& fromPx, const render::Vec2f& toPx,
                                       const PredictionPlaneAxes& plane) {
  if ((toPx - fromPx).norm() < kShortestPredictionDragPx * camera.viewport().pixelRatio) return std::nullopt;
  const render::Vec3f normal = plane.normal_W.cast<float>(), point = plane.point_W.cast<float>();
  const auto meet = [&](const render::Vec2f& px) -> std::optional<render::Vec3f> {
    const render::Ray r = camera.ray(px);
    const float along = normal.dot(r.direction);
    if (std::abs(along) < kEdgeOnPlaneCosine) return std::nullopt;
    return r.origin + r.direction * (normal.dot(point - r.origin) / along);
  };
  const auto a = meet(fromPx), b = meet(toPx);
  if (!a || !b || !((*b - *a).norm() > 0.0f)) return std::nullopt;
  return (*b - *a).cast<double>();
}

}  // namespace wl::web
