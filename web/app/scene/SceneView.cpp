// The scene's camera and trails: framing the mechanism's swept box in the area the panels leave, the
// pointer and touch gestures. Drawing is in SceneDraw.cpp.
#include <algorithm>
#include <array>
#include <cmath>

#include "app/scene/PredictionInput.hpp"
#include "app/scene/SceneView.hpp"
#include "imgui.h"
#include "render/LabelOverlay.hpp"
#include "render/Picking.hpp"

namespace wl::web {

double mechanismReach(const Model& model) {
  double reach = 0.2;
  for (const Segment& s : model.segments()) reach += s.length;
  return reach;
}

namespace {

// Each mesh's box in its segment's frame: a skull or a robot's base reaches past the joints the segments join.
std::vector<BodyBox> bodyBoxes(const BodyMeshes* meshes) {
  std::vector<BodyBox> boxes;
  if (!meshes) return boxes;
  for (const SegmentMesh& m : meshes->meshes) {
    if (m.mesh_S.vertexCount() == 0) continue;
    const TriangleMesh::Box box = m.mesh_S.bounds();
    boxes.push_back(BodyBox{m.segment, box.low, box.high});
  }
  return boxes;
}

// The box and its largest side; a mechanism that hardly moves still gets a box of its size, not a point.
void sweptBox(const LessonPlayer& player, FrameId seenFrom, SweptBox& box, double& reach) {
  const Model& model = player.session().model();
  auto swept = sweptExtent(player.session(), 121, seenFrom, bodyBoxes(player.bodyMeshes()));
  box = swept ? *swept : SweptBox{};
  reach = std::max(box.size().maxCoeff(), 0.25 * mechanismReach(model));
  if (!swept || !(reach > 0.0) || !std::isfinite(reach)) {
    const double chain = mechanismReach(model);
    box.min_W = Vec3::Constant(-chain);
    box.max_W = Vec3::Constant(chain);
    reach = 2.0 * chain;
  }
}

}  // namespace

void SceneView::measureExtent(const LessonPlayer& player) {
  const Model& model = player.session().model();
  if (extentFrame_ >= static_cast<FrameId>(model.frames().size())) extentFrame_ = kWorldFrame;  // another model
  sweptBox(player, kWorldFrame, worldExtent_, worldExtentReach_);
  if (extentFrame_ == kWorldFrame) extent_ = worldExtent_, extentReach_ = worldExtentReach_;
  else sweptBox(player, extentFrame_, extent_, extentReach_);
}

void SceneView::onModelRebuilt(const LessonPlayer& player) {
  trailPoints_.assign(static_cast<std::size_t>(player.session().model().segmentCount()), {});
  for (auto& t : trailPoints_) t.reserve(2 * kTrailFrames);
  measureExtent(player);
  refitIfOutgrown();
}

void SceneView::onMotionReplaced(const LessonPlayer& player) {
  measureExtent(player);
  refitIfOutgrown();
}

void SceneView::onMeshesRead(const LessonPlayer& player) {
  measureExtent(player);
  refitIfOutgrown();
}

void SceneView::onStateHeld(const LessonPlayer& player) {
  measureExtent(player);
  // A pose can leave the view without growing (an arm lifted from level to upright): refit when its box
  // is drawn partly outside the area the panels leave, or outgrew or shrank as a new motion would.
  const Rect drawn = mechanismRect();
  const Rect& area = framingArea_;
  const float slack = 0.02f * std::max(area.w, area.h);
  const bool outside = !area.empty() && (drawn.x < area.x - slack || drawn.y < area.y - slack ||
                                         drawn.right() > area.right() + slack || drawn.bottom() > area.bottom() + slack);
  if (outside) fitCamera();
  else refitIfOutgrown();
}

void SceneView::refitIfOutgrown() {
  // More segments or longer ones can leave most of the chain off screen, and a much shorter one
  // lost in the middle: refit then, but not for small changes.
  if (framedReach_ > 0.0 && (extentReach_ > 1.25 * framedReach_ || extentReach_ < 0.5 * framedReach_)) fitCamera();
}

void SceneView::clearTrails() {
  for (auto& t : trailPoints_) t.clear();
}

void SceneView::resetCamera(const LessonPlayer& player) {
  const bool threeD = player.hasLesson() && player.lesson().dimension == 3;
  camera_.setMode(threeD ? render::Camera::Mode::Orbit : render::Camera::Mode::Planar);
  camera_.setWorldUpZ(player.hasLesson() && player.lesson().zUp);
  if (threeD) camera_.setAngles(0.6f, 0.35f);
  if (camera_.followingObserver()) camera_.stopFollowing();
  extentFrame_ = kWorldFrame;  // the first frame drawn turns to the observer's if the view follows it
  R_W_extent_.setIdentity();
  p_W_extent_.setZero();
  measureExtent(player);
  fitCamera();
}

void SceneView::setFramingArea(const Rect& areaPx, const FrameInput& input, bool refit) {
  camera_.setViewport({0.0f, 0.0f, static_cast<float>(input.framebufferWidth), static_cast<float>(input.framebufferHeight),
                       input.pixelRatio});
  framingArea_ = areaPx;
  if (refit) fitCamera();
}

std::array<render::Vec3f, 8> SceneView::extentCorners() const {
  std::array<render::Vec3f, 8> c;
  for (int i = 0; i < 8; ++i) c[static_cast<std::size_t>(i)] = (p_W_extent_ + R_W_extent_ * extent_.corner(i)).cast<float>();
  return c;
}

void SceneView::fitCamera() {
  // The swept box seen along the current line of sight: its extent across the screen, in world units.
  const render::Viewport& vp = camera_.viewport();
  const Rect area = framingArea_.empty() ? Rect{vp.x, vp.y, vp.width, vp.height} : framingArea_;
  const render::Vec3f right = camera_.screenRight(), up = camera_.screenUp();
  float r0 = 1e30f, r1 = -1e30f, u0 = 1e30f, u1 = -1e30f;
  for (const render::Vec3f& c : extentCorners()) {
    r0 = std::min(r0, c.dot(right)), r1 = std::max(r1, c.dot(right));
    u0 = std::min(u0, c.dot(up)), u1 = std::max(u1, c.dot(up));
  }
  const float floor = static_cast<float>(0.05 * extentReach_);
  const float across = std::max(r1 - r0, floor), tall = std::max(u1 - u0, floor);
  // 85 % of the area's width or height, whichever binds: room for the arrows at the edges.
  const float pixelsPerUnit = 0.85f * std::min(area.w / across, area.h / tall);
  const render::Vec3f centre = (p_W_extent_ + R_W_extent_ * extent_.centre()).cast<float>();
  framedReach_ = extentReach_;
  camera_.setSceneRadius(static_cast<float>(4.0 * extentReach_));
  camera_.lookAt(centre, vp.height / std::max(pixelsPerUnit, 1e-6f));
  // lookAt centres the box in the viewport; the pan moves it to the middle of the framing area.
  camera_.pan(area.x + 0.5f * area.w - (vp.x + 0.5f * vp.width), area.y + 0.5f * area.h - (vp.y + 0.5f * vp.height));
}

Rect SceneView::mechanismRect() const {
  float x0 = 1e30f, x1 = -1e30f, y0 = 1e30f, y1 = -1e30f;
  for (const render::Vec3f& c : extentCorners()) {
    const render::ScreenPoint p = camera_.project(c);
    x0 = std::min(x0, p.x), x1 = std::max(x1, p.x), y0 = std::min(y0, p.y), y1 = std::max(y1, p.y);
  }
  return x1 >= x0 ? Rect{x0, y0, x1 - x0, y1 - y0} : Rect{};
}

std::vector<std::pair<render::ScreenPoint, render::ScreenPoint>> SceneView::segmentsOnScreen(const LessonPlayer& player) const {
  std::vector<std::pair<render::ScreenPoint, render::ScreenPoint>> ends;
  if (!player.hasLesson()) return ends;
  const Model& model = player.session().model();
  const Data& data = player.session().data();
  for (int i = 0; i < model.segmentCount(); ++i) {
    const FrameState& F = data.frames[static_cast<std::size_t>(model.segmentFrame(i))];
    const Vec3 p1 = F.p_WF + F.R_WF * model.segments()[static_cast<std::size_t>(i)].distalPoint();
    ends.emplace_back(camera_.project(F.p_WF.cast<float>()), camera_.project(p1.cast<float>()));
  }
  return ends;
}

int SceneView::pickSegment(const LessonPlayer& player, const render::Vec2f& cursorPx) const {
  // Within a finger's width (12 CSS px) of a rod's centre line, the nearest; a later (more distal)
  // segment wins a tie, as it is drawn over its parent's joint.
  float best = 12.0f * camera_.viewport().pixelRatio;
  int picked = -1;
  const auto ends = segmentsOnScreen(player);
  for (std::size_t i = 0; i < ends.size(); ++i) {
    const auto& [a, b] = ends[i];
    if (!a.inFront || !b.inFront) continue;
    const float d = render::distanceToSegment(cursorPx, render::Vec2f(a.x, a.y), render::Vec2f(b.x, b.y));
    if (d <= best) {
      best = d;
      picked = static_cast<int>(i);
    }
  }
  return picked;
}

std::optional<SceneView::CoordinateTurn> SceneView::handlePointer(const LessonPlayer& player, const FrameInput& input) {
  camera_.setViewport({0.0f, 0.0f, static_cast<float>(input.framebufferWidth), static_cast<float>(input.framebufferHeight),
                       input.pixelRatio});
  ImGuiIO& io = ImGui::GetIO();
  const render::Vec2f cursor(io.MousePos.x, io.MousePos.y);
  // A drag that started on a segment turns its joint until the button is let go, wherever it goes.
  if (segmentDrag_) {
    if (!ImGui::IsMouseDown(ImGuiMouseButton_Left) || !player.hasLesson()) {
      segmentDrag_.reset();
      return std::nullopt;
    }
    const render::Ray ray = camera_.ray(cursor);
    if (auto q = segmentDrag_->at(ray.origin.cast<double>(), ray.direction.cast<double>()))
      return CoordinateTurn{segmentDrag_->axis.coordinate, *q};
    return std::nullopt;
  }
  if (io.WantCaptureMouse || !player.hasLesson()) return std::nullopt;
  // A predict step, before the reveal: a (left, one-finger) drag draws the student's arrow, from where
  // it began to where the pointer is, on the step's plane, wherever it starts (on a segment too: the
  // step shows one instant, so no joint is turned). Shift-drag and the right button still move the
  // camera, and in 3D a checkbox gives the drag back to the view.
  const PredictionState& prediction = player.prediction();
  if (prediction.open() && !prediction.dragTurnsView && !io.KeyShift && ImGui::IsMouseDragging(ImGuiMouseButton_Left)) {
    if (auto axes = player.predictionAxes(prediction.active)) {
      const ImVec2 from = io.MouseClickedPos[ImGuiMouseButton_Left];
      drawnDirection_ = dragOnPlane(camera_, render::Vec2f(from.x, from.y), cursor, *axes);
    }
    if (io.MouseWheel != 0.0f) camera_.zoom(std::pow(1.15f, std::clamp(io.MouseWheel, -5.0f, 5.0f)), cursor);
    return std::nullopt;
  }
  // One wheel notch is one unit (the browser's pixels are converted in shell.js); a burst of
  // notches in one frame still zooms by at most 1.15⁵.
  if (io.MouseWheel != 0.0f)
    camera_.zoom(std::pow(1.15f, std::clamp(io.MouseWheel, -5.0f, 5.0f)), cursor);
  // A press on a segment grabs it (Shift + drag still pans): its joint turns with the pointer. Not
  // while a prediction is open: the step's instant is what the student predicts (the drag draws).
  if (ImGui::IsMouseClicked(ImGuiMouseButton_Left) && !io.KeyShift && !prediction.open()) {
    const int segment = pickSegment(player, cursor);
    if (segment >= 0) {
      const Session& session = player.session();
      const TurnAxis axis = turnAxisOf(session.model(), session.data(), segment, camera_.towardViewer().cast<double>());
      const render::Ray ray = camera_.ray(cursor);
      if (axis.coordinate >= 0)
        segmentDrag_ = SegmentDrag::start(axis, ray.origin.cast<double>(), ray.direction.cast<double>(),
                                          session.state().q(axis.coordinate));
      if (segmentDrag_) return std::nullopt;
    }
  }
  const bool drag = ImGui::IsMouseDragging(ImGuiMouseButton_Right) || ImGui::IsMouseDragging(ImGuiMouseButton_Left);
  if (!drag) return std::nullopt;
  const ImVec2 d = io.MouseDelta;
  // 3D: drag orbits, shift-drag pans; 2D: drag pans. Touch arrives as the left button.
  const bool threeD = player.lesson().dimension == 3;
  if (threeD && !io.KeyShift) camera_.orbit(d.x, d.y);
  else camera_.pan(d.x, d.y);
  return std::nullopt;
}

void SceneView::touchGesture(float zoom, float centreX, float centreY, float panX, float panY) {
  // Finite and sensible only: a garbled gesture leaves the camera where it was.
  if (!std::isfinite(zoom) || !std::isfinite(centreX) || !std::isfinite(centreY) || !std::isfinite(panX) ||
      !std::isfinite(panY) || zoom <= 0.0f)
    return;
  camera_.zoom(std::clamp(zoom, 0.5f, 2.0f), render::Vec2f(centreX, centreY));
  camera_.pan(std::clamp(panX, -500.0f, 500.0f), std::clamp(panY, -500.0f, 500.0f));
}

void SceneView::recordTrail(std::vector<render::Vec3f>& trail, const render::Vec3f& now) {
  // The newest kTrailFrames positions are kept; the older ones go kTrailFrames at a time (one shift
  // every kTrailFrames frames, not one per frame and segment).
  if (trail.size() >= 2 * kTrailFrames) trail.erase(trail.begin(), trail.end() - static_cast<std::ptrdiff_t>(kTrailFrames - 1));
  trail.push_back(now);
}

void SceneView::addTrail(const std::vector<render::Vec3f>& trail, float maxLength, const render::Rgba& colour) {
  if (trail.empty()) return;
  const std::size_t oldest = trail.size() > kTrailFrames ? trail.size() - kTrailFrames : 0;
  // Drawn back from the newest point for at most maxLength: a fast distal segment would otherwise
  // paint long zig-zags across the screen, unreadable and costly for software WebGL (its cost
  // grows with the on-screen length of thin strokes).
  std::size_t first = trail.size() - 1;
  float length = 0.0f;
  while (first > oldest && length < maxLength) {
    length += (trail[first] - trail[first - 1]).norm();
    --first;
  }
  // Every trailStride_-th position back from the newest (all of them unless many trails are drawn).
  drawList_.beginStrip(colour, 1.5f, render::Stroke::Solid, true);
  const std::size_t newest = trail.size() - 1;
  std::size_t k = first + (newest - first) % trailStride_;
  if (k != first) drawList_.addStripPoint(trail[first]);
  for (; k <= newest; k += trailStride_) drawList_.addStripPoint(trail[k]);
}

void SceneView::drawPicture(const LessonPlayer& player, const ViewState& view, bool projector, int width, int height,
                            float pixelScale, float legendHeightPx, float widthScale, float fontSize, ImDrawList& overlay) {
  const render::Camera screenCamera = camera_;
  const Rect screenArea = framingArea_;
  const double screenReach = framedReach_;
  const int screenHover = hoveredId_;
  camera_.setViewport({0.0f, 0.0f, static_cast<float>(width), static_cast<float>(height), pixelScale});
  framingArea_ = Rect{0.0f, legendHeightPx, static_cast<float>(width), std::max(1.0f, static_cast<float>(height) - legendHeightPx)};
  fitCamera();
  hoveredId_ = -1;
  // The screen's arrow scale in world units, so arrows keep their length against the mechanism.
  buildDrawList(player, view, projector, widthScale, metresPerNewton_ > 0.0 ? metresPerNewton_ : -1.0);
  renderer_.draw(drawList_, camera_, height, true);
  render::drawLabels(drawList_, camera_, overlay, fontSize);
  drawPrediction(player, view, overlay, pixelScale, fontSize);
  camera_ = screenCamera;
  framingArea_ = screenArea;
  framedReach_ = screenReach;
  hoveredId_ = screenHover;
}

}  // namespace wl::web
