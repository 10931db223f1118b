#pragma once
// The 3D/2D scene: the camera (orbit in 3D, pan in 2D, framing the mechanism), segments, joints,
// centres of mass and their trails, the observer's axes, springs, and an arrow per shown term (a
// straight arrow for a force, a curled arc for a moment), with the glyph under the pointer named in a
// hover label. It reads the player's session and the view; it computes no physics. Buffers are
// reused frame to frame.
#include <array>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/input/FrameInput.hpp"
#include "app/scene/SceneDetail.hpp"
#include "app/player/LessonPlayer.hpp"
#include "app/layout/ScreenLayout.hpp"
#include "app/scene/SegmentDrag.hpp"
#include "app/player/ViewState.hpp"
#include "render/Camera.hpp"
#include "render/DrawList.hpp"
#include "render/Palette.hpp"
#include "render/SceneRenderer.hpp"
#include "render/ShellMesh.hpp"
#include "session/SweptExtent.hpp"

struct ImDrawList;

namespace wl::web {

/// The reach of the mechanism from its base (the sum of segment lengths, plus a margin): the scale
/// of the view and of every glyph.
double mechanismReach(const Model& model);

class SceneView {
 public:
  bool init(std::string& error) { return renderer_.init(error); }

  // Kept in step with the player (see PlayerEvent).
  void onModelRebuilt(const LessonPlayer& player);  ///< trails for the new segments; refit if outgrown
  void onMotionReplaced(const LessonPlayer& player);  ///< refit if the new motion outgrew the view
  void onMeshesRead(const LessonPlayer& player);      ///< refit if the bodies' meshes outgrew the view
  /// A state set by hand (once the hand let go): refit if the pose outgrew the view or left its area.
  void onStateHeld(const LessonPlayer& player);
  void onLessonOpened(const LessonPlayer& player) { resetCamera(player); }
  void clearTrails();

  /// The lesson's camera (orbit for 3D lessons, planar for 2D) framing the mechanism's whole motion
  /// in the framing area.
  void resetCamera(const LessonPlayer& player);
  /// The part of the screen the mechanism has (framebuffer px): the panels and the legend leave it.
  /// With `refit` (the layout changed: a resize, a rotation, another class) the view frames it anew.
  void setFramingArea(const Rect& areaPx, const FrameInput& input, bool refit);
  /// Where the mechanism's swept box is drawn now (framebuffer px): the framing, zoom and pan applied.
  Rect mechanismRect() const;
  /// A two-finger gesture on a touch screen: zoom by `zoom` about (centreX, centreY), then pan.
  void touchGesture(float zoom, float centreX, float centreY, float panX, float panY);

  /// A coordinate's new value from a segment dragged on the scene (SegmentDrag.hpp).
  struct CoordinateTurn {
    int coordinate = -1;
    double value = 0.0;
  };
  /// The pointer on the scene, before it is drawn: a drag that starts on a segment turns its joint
  /// (the caller holds the value it returns, LessonPlayer::setCoordinate); elsewhere a drag orbits (3D)
  /// or pans (2D), Shift + drag pans, the wheel zooms. On a predict step, until the reveal, a drag draws
  /// the student's arrow instead, wherever it starts (takeDrawnDirection); Shift or the right button
  /// still move the camera.
  std::optional<CoordinateTurn> handlePointer(const LessonPlayer& player, const FrameInput& input);
  /// A segment is being dragged (its joint turned).
  bool turningSegment() const { return segmentDrag_.has_value(); }
  /// Each segment's ends on the screen (framebuffer px), as drawn: the tests drag them.
  std::vector<std::pair<render::ScreenPoint, render::ScreenPoint>> segmentsOnScreen(const LessonPlayer& player) const;

  /// Draws the scene and shows the hover label.
  /// `projector`: the projector layout (arrow labels on unless the view turned them off).
  void draw(const LessonPlayer& player, const ViewState& view, bool projector, const FrameInput& input);

  /// A picture for slides, into the bound framebuffer of width × height px: the same view direction
  /// and arrow scale as the screen, the mechanism framed anew below a legend `legendHeightPx` tall,
  /// the arrow labels into `overlay` at `fontSize` px. The screen's camera is left as it was.
  void drawPicture(const LessonPlayer& player, const ViewState& view, bool projector, int width, int height, float pixelScale,
                   float legendHeightPx, float widthScale, float fontSize, ImDrawList& overlay);

  /// On a predict step: the direction the user is drawing on the scene this frame (world axes), for
  /// the player to turn into an angle of the step's plane. Taken once.
  std::optional<Vec3> takeDrawnDirection() { return std::exchange(drawnDirection_, std::nullopt); }

  bool hoverLabelShown() const { return hoveredId_ >= 0; }
  float newtonsPerCmShown() const { return newtonsPerCmShown_; }    ///< the arrow scale drawn (legend)
  float momentPerTurnShown() const { return momentPerTurnShown_; }  ///< the arc scale drawn (legend)
  const render::Camera& camera() const { return camera_; }
  const render::RenderStats& renderStats() const { return renderer_.stats(); }
  /// What the last drawing left out of a big model (the legend says it).
  const SceneDetail& detail() const { return detail_; }

 private:
  /// Samples where the mechanism goes over the lesson's time (the engine's sweptExtent), seen from extentFrame_.
  void measureExtent(const LessonPlayer& player);
  /// The swept box's corners, world, at the extent frame's current pose.
  std::array<render::Vec3f, 8> extentCorners() const;
  /// Zoom and centre so the swept box fills most of the framing area, keeping the angles.
  void fitCamera();
  /// Refits when the swept box outgrew the view or shrank to a fraction of it (not for small changes:
  /// dragging a length slider should show the segment grow, not the view zoom against it).
  void refitIfOutgrown();
  /// The segment under the cursor (framebuffer px), within a finger's width of its rod; −1: none.
  int pickSegment(const LessonPlayer& player, const render::Vec2f& cursorPx) const;
  /// "Predict, then see" (ScenePrediction.cpp): the student's arrow (hollow, labelled), the plane's
  /// circle while predicting, and after the reveal the angle to the true arrow, into `draw` (screen
  /// space, over the scene). `scale`: CSS px to framebuffer px and the UI's zoom; `fontSize` in px.
  void drawPrediction(const LessonPlayer& player, const ViewState& view, ImDrawList& draw, float scale, float fontSize) const;
  /// Fills the draw list for the current camera: ground, mechanism, observer axes, term glyphs and
  /// their labels. `metresPerNewton` > 0 keeps that arrow scale (a capture keeps the screen's).
  void buildDrawList(const LessonPlayer& player, const ViewState& view, bool projector, float widthScale, double metresPerNewton);
  void addGround(const Model& model, render::Theme theme);
  void addMechanism(const Model& model, const Data& data, const ViewState& view, double reach, const BodyMeshes* meshes);
  /// The bodies' meshes placed at their segments' poses (ViewState::bodyStyle); true for a segment that has one.
  void addShells(const Model& model, const Data& data, const ViewState& view, const BodyMeshes* meshes);
  /// The open lesson's meshes prepared for drawing once (normals, the batch's form), again when they change.
  void prepareShells(const BodyMeshes* meshes);
  void addGlyphs(const LessonPlayer& player, const ViewState& view, bool labels, double reach, double fixedMetresPerNewton);
  /// Keeps the newest position of a COM trail (every segment's, drawn or not: a segment chosen later
  /// shows its trail at once).
  void recordTrail(std::vector<render::Vec3f>& trail, const render::Vec3f& now);
  void addTrail(const std::vector<render::Vec3f>& trail, float maxLength, const render::Rgba& colour);
  void addSpring(const Vec3& anchor, const Vec3& end, double reach, const render::Palette& pal);
  void showHoverLabel(const LessonPlayer& player, const ViewState& view);

  static constexpr std::size_t kTrailFrames = 240;  ///< positions kept per COM trail
  static constexpr std::size_t kTrailPointBudget = 24000;  ///< points of all trails together, drawn per frame
  static constexpr double kTrailReaches = 0.4;      ///< longest trail drawn, in reaches of the mechanism

  render::Camera camera_;
  render::SceneRenderer renderer_;
  render::DrawList drawList_;
  const BodyMeshes* shellsOf_ = nullptr;           ///< the meshes `shells_` were prepared from
  std::vector<render::ShellMesh> shells_;          ///< one per BodyMeshes::meshes entry, same order
  std::vector<char> segmentHasShell_;              ///< by segment: drawn with a mesh (its capsule may go)
  std::vector<std::vector<render::Vec3f>> trailPoints_;  ///< COM trails, world, bounded length
  std::size_t trailStride_ = 1;                          ///< every how many positions a trail is drawn
  SceneDetail detail_;                                   ///< what a big model's drawing leaves out
  std::vector<render::Vec3f> pickScratch_;
  int hoveredId_ = -1;
  std::optional<Vec3> drawnDirection_;  ///< a drag on a predict step, world axes (takeDrawnDirection)
  std::optional<SegmentDrag> segmentDrag_;  ///< a segment's joint being turned, press to release
  SweptBox extent_;            ///< where the mechanism goes over the lesson's time, in extentFrame_'s coordinates
  /// The frame extent_ is seen from: the world, or the observer's frame while the camera rides with it
  /// (then the box is where the mechanism goes for that observer, and it moves with the frame).
  FrameId extentFrame_ = kWorldFrame;
  Mat3 R_W_extent_ = Mat3::Identity();  ///< that frame's pose now: extent_'s corners to world
  Vec3 p_W_extent_ = Vec3::Zero();
  double extentReach_ = 1.0;   ///< its largest side (or the chain's reach when it stands still)
  SweptBox worldExtent_;       ///< the same in the world, where the ground is (equal to extent_ unless riding)
  double worldExtentReach_ = 1.0;
  double framedReach_ = 0.0;   ///< extentReach_ when the camera was last fitted
  Rect framingArea_;           ///< framebuffer px; empty: the whole viewport
  double metresPerNewton_ = 0.0;  ///< the arrow scale last drawn (world m per N)
  float newtonsPerCmShown_ = 1.0f;
  float momentPerTurnShown_ = 1.0f;
};

}  // namespace wl::web
