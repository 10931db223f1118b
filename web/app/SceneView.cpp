// The scene's camera and trails: framing the mechanism, presenter framing, the pointer and touch
// gestures. Drawing is in SceneDraw.cpp.
#include <algorithm>
#include <cmath>

#include "app/SceneView.hpp"
#include "imgui.h"

namespace wl::web {

double mechanismReach(const Model& model) {
  double reach = 0.2;
  for (const Segment& s : model.segments()) reach += s.length;
  return reach;
}

void SceneView::onModelRebuilt(const LessonPlayer& player) {
  trailPoints_.assign(static_cast<std::size_t>(player.session().model().segmentCount()), {});
  for (auto& t : trailPoints_) t.reserve(500);
  // More segments or longer ones can leave most of the chain off screen, and a much shorter one
  // lost in the middle: refit then, but not for small changes (dragging a length slider should
  // show the segment grow, not the view zoom against it).
  const double reach = mechanismReach(player.session().model());
  if (framedReach_ > 0.0 && (reach > 1.25 * framedReach_ || reach < 0.5 * framedReach_)) fitCamera(reach);
}

void SceneView::clearTrails() {
  for (auto& t : trailPoints_) t.clear();
}

void SceneView::resetCamera(const LessonPlayer& player) {
  const bool threeD = player.hasLesson() && player.lesson().dimension == 3;
  camera_.setMode(threeD ? render::Camera::Mode::Orbit : render::Camera::Mode::Planar);
  camera_.setWorldUpZ(player.hasLesson() && player.lesson().zUp);
  if (threeD) camera_.setAngles(0.6f, 0.35f);
  fitCamera(mechanismReach(player.session().model()));
}

void SceneView::fitCamera(double reach) {
  // Frame the whole mechanism: its reach from the base, centred on the base.
  framedReach_ = reach;
  camera_.setSceneRadius(static_cast<float>(4.0 * framedReach_));
  camera_.lookAt(render::Vec3f::Zero(), static_cast<float>(2.4 * framedReach_));
}

void SceneView::framePresenterView(const LessonPlayer& player, const PanelLayout& layout) {
  resetCamera(player);
  if (!layout.presenter) return;
  // The narrative sits along the bottom: shrink the view into the area above it and centre the
  // mechanism there (zooming about P moves the screen centre C to P + (C − P) f; solved for P).
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const float k = layout.uiScale();
  const float lessonTop = display.y - (layout.presenterLessonSize().y + 18.0f) * k;
  const float free = std::max(0.3f * display.y, lessonTop - 60.0f * k);
  const float f = std::min(0.95f, free / display.y);
  const float wanted = 60.0f * k + 0.5f * free, centre = 0.5f * display.y;
  camera_.zoom(f, render::Vec2f(0.5f * display.x, (wanted - centre * f) / (1.0f - f)));
}

void SceneView::handlePointer(bool threeD) {
  ImGuiIO& io = ImGui::GetIO();
  if (io.WantCaptureMouse) return;
  // One wheel notch is one unit (the browser's pixels are converted in shell.js); a burst of
  // notches in one frame still zooms by at most 1.15⁵.
  if (io.MouseWheel != 0.0f)
    camera_.zoom(std::pow(1.15f, std::clamp(io.MouseWheel, -5.0f, 5.0f)), render::Vec2f(io.MousePos.x, io.MousePos.y));
  const bool drag = ImGui::IsMouseDragging(ImGuiMouseButton_Right) || ImGui::IsMouseDragging(ImGuiMouseButton_Left);
  if (!drag) return;
  const ImVec2 d = io.MouseDelta;
  // 3D: drag orbits, shift-drag pans; 2D: drag pans. Touch arrives as the left button.
  if (threeD && !io.KeyShift) camera_.orbit(d.x, d.y);
  else camera_.pan(d.x, d.y);
}

void SceneView::touchGesture(float zoom, float centreX, float centreY, float panX, float panY) {
  // Finite and sensible only: a garbled gesture leaves the camera where it was.
  if (!std::isfinite(zoom) || !std::isfinite(centreX) || !std::isfinite(centreY) || !std::isfinite(panX) ||
      !std::isfinite(panY) || zoom <= 0.0f)
    return;
  camera_.zoom(std::clamp(zoom, 0.5f, 2.0f), render::Vec2f(centreX, centreY));
  camera_.pan(std::clamp(panX, -500.0f, 500.0f), std::clamp(panY, -500.0f, 500.0f));
}

void SceneView::addTrail(std::vector<render::Vec3f>& trail, const render::Vec3f& now, float maxLength, const render::Rgba& colour) {
  if (trail.size() >= kTrailFrames) trail.erase(trail.begin());
  trail.push_back(now);
  // Drawn back from the newest point for at most maxLength: a fast distal segment would otherwise
  // paint long zig-zags across the screen, unreadable and costly for software WebGL (its cost
  // grows with the on-screen length of thin strokes).
  std::size_t first = trail.size() - 1;
  float length = 0.0f;
  while (first > 0 && length < maxLength) {
    length += (trail[first] - trail[first - 1]).norm();
    --first;
  }
  drawList_.beginStrip(colour, 1.5f, render::Stroke::Solid, true);
  for (std::size_t k = first; k < trail.size(); ++k) drawList_.addStripPoint(trail[k]);
}

}  // namespace wl::web
