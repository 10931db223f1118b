#pragma once
// The view of the scene: 2D lessons look straight down −z (x right, y up) with pan and zoom; 3D
// lessons orbit about +y (turntable) with pan and zoom. Optionally the camera rides on an observer
// frame {A}: its target and angles are then held in {A}'s coordinates, so the picture turns with the
// observer and a student sees the mechanism as that observer does — and why fictitious forces appear.
//
// Pixels. Every screen coordinate here is a framebuffer pixel with the origin at the top-left corner,
// which is what ImGui reports in this app (it runs in device pixels, DisplayFramebufferScale = 1).
// Viewport::pixelRatio (framebuffer px per CSS px: devicePixelRatio / GLFW content scale) turns
// CSS-pixel quantities (line widths, drag sensitivity, "a centimetre on screen") into framebuffer px.
//
// Orthographic is the default in both modes: arrow lengths then compare across depth, and the
// "N per cm" arrow-scale legend holds everywhere in the picture. Perspective is available for 3D.
#include <Eigen/Core>

#include "render/DrawList.hpp"

namespace wl::web::render {

using Mat4f = Eigen::Matrix4f;

struct Viewport {
  float x = 0.0f, y = 0.0f;           ///< top-left corner, framebuffer px
  float width = 1.0f, height = 1.0f;  ///< framebuffer px
  float pixelRatio = 1.0f;            ///< framebuffer px per CSS px
};

struct ScreenPoint {
  float x = 0.0f, y = 0.0f;  ///< framebuffer px, top-left origin
  float depth = 0.0f;        ///< normalised device depth in [−1, 1] (−1 near plane)
  bool inFront = false;      ///< false for points behind a perspective eye: x, y meaningless
};

struct Ray {
  Vec3f origin, direction;  ///< world coordinates; direction is unit length
};

class Camera {
 public:
  enum class Mode { Planar, Orbit };
  enum class Projection { Orthographic, Perspective };

  Camera();

  // ---- set-up -----------------------------------------------------------------------------
  void setMode(Mode mode);  ///< Planar resets the angles to the −z view
  Mode mode() const { return mode_; }
  void setProjection(Projection projection, float fieldOfViewY = 0.8f);
  Projection projection() const { return projection_; }
  void setViewport(const Viewport& viewport);
  const Viewport& viewport() const { return viewport_; }
  /// Radius about the target that must stay between the clipping planes (world units).
  void setSceneRadius(float radius);
  /// Centre the view on `target` showing `viewHeight` world units from top to bottom of the viewport.
  void lookAt(const Vec3f& target, float viewHeight);
  /// Turntable angles (Orbit mode): yaw about +y, pitch > 0 looks down from above. Radians.
  void setAngles(float yaw, float pitch);
  float yaw() const { return yaw_; }
  float pitch() const { return pitch_; }
  Vec3f target() const;  ///< world coordinates
  float viewHeight() const { return viewHeight_; }

  // ---- observer frame ---------------------------------------------------------------------
  /// Ride on frame {A} (R_WA: its axes in world coordinates, p_WA: its origin). Call every frame with
  /// the observer's current pose. On the first call the target keeps its world position.
  void followObserver(const Mat3f& R_WA, const Vec3f& p_WA);
  /// Back to the world frame; the target keeps its current world position.
  void stopFollowing();
  bool followingObserver() const { return following_; }
  /// Which world axis is "up" on screen: y (default) or z, for models built with z vertical (a
  /// needle standing on a turntable). The turntable orbit then turns about that axis too.
  void setWorldUpZ(bool zUp);

  // ---- interaction (framebuffer px, as ImGui reports mouse and touch deltas) ---------------
  /// Turntable: horizontal drag turns about the vertical, vertical drag tilts. Ignored in Planar mode.
  void orbit(float dxPx, float dyPx);
  /// The scene follows the pointer: the point under it stays under it.
  void pan(float dxPx, float dyPx);
  /// factor > 1 zooms in; the point under `cursorPx` (on the target's plane) stays under it.
  void zoom(float factor, const Vec2f& cursorPx);

  // ---- queries -----------------------------------------------------------------------------
  ScreenPoint project(const Vec3f& world) const;
  /// World point at a screen position and normalised depth (inverse of project()).
  Vec3f unproject(const Vec2f& screenPx, float depth) const;
  /// The line of world points that appear under a screen position.
  Ray ray(const Vec2f& screenPx) const;
  /// Where that ray meets the plane through the target facing the viewer.
  Vec3f pointOnTargetPlane(const Vec2f& screenPx) const;
  /// Framebuffer px that one world unit spans at `world`, across the line of sight.
  float pixelsPerWorldUnit(const Vec3f& world) const;
  /// Framebuffer px in one centimetre on screen (a CSS centimetre: 96/2.54 CSS px).
  float pixelsPerCentimetre() const { return 96.0f / 2.54f * viewport_.pixelRatio; }

  Vec3f eye() const;             ///< world; for orthographic, a point behind the near plane
  Vec3f towardViewer() const;    ///< world unit vector from the target toward the eye
  Vec3f screenRight() const;     ///< world unit vector along the screen's +x
  Vec3f screenUp() const;        ///< world unit vector along the screen's up (−y in pixels)
  /// World → clip space, column-major as glUniformMatrix4fv wants it.
  const Mat4f& viewProjection() const { return viewProjection_; }

 private:
  void update();
  Vec3f toWorld(const Vec3f& local) const { return R_WA_ * local + p_WA_; }
  Vec3f toLocal(const Vec3f& world) const { return R_WA_.transpose() * (world - p_WA_); }
  float eyeDistance() const;  ///< target to eye, local units

  Mode mode_ = Mode::Planar;
  Projection projection_ = Projection::Orthographic;
  Viewport viewport_;
  float fieldOfViewY_ = 0.8f;
  float sceneRadius_ = 20.0f;
  Vec3f targetLocal_ = Vec3f::Zero();  ///< in {A} when following, else world
  float viewHeight_ = 2.0f;
  float yaw_ = 0.0f, pitch_ = 0.0f;
  bool following_ = false;
  Mat3f R_WA_ = Mat3f::Identity();   ///< observer axes × display-up rotation: local → world
  Vec3f p_WA_ = Vec3f::Zero();
  Mat3f observerR_ = Mat3f::Identity();  ///< the followed observer's axes (identity when not following)
  Mat3f displayUp_ = Mat3f::Identity();  ///< local y → the world's up axis
  // Derived by update(), local ({A} or world) coordinates.
  Vec3f right_, up_, back_;
  Mat4f viewProjection_, inverseViewProjection_;
};

}  // namespace wl::web::render
