#include "render/Camera.hpp"

#include <algorithm>
#include <cmath>

#include <Eigen/LU>  // inverse of the view-projection matrix

namespace wl::web::render {
namespace {

// Radians of turn per CSS pixel of drag: a drag across a laptop-sized view turns about 180°.
constexpr float kOrbitRadiansPerCssPx = 0.006f;
// Keep the turntable off the poles, where yaw would spin the picture about the line of sight.
constexpr float kMaxPitch = 1.54f;

}  // namespace

Camera::Camera() { update(); }

void Camera::setMode(Mode mode) {
  mode_ = mode;
  if (mode_ == Mode::Planar) yaw_ = pitch_ = 0.0f;
  update();
}

void Camera::setProjection(Projection projection, float fieldOfViewY) {
  projection_ = projection;
  fieldOfViewY_ = std::clamp(fieldOfViewY, 0.05f, 2.5f);
  update();
}

void Camera::setViewport(const Viewport& viewport) {
  viewport_ = viewport;
  viewport_.width = std::max(1.0f, viewport_.width);
  viewport_.height = std::max(1.0f, viewport_.height);
  viewport_.pixelRatio = viewport_.pixelRatio > 0.0f ? viewport_.pixelRatio : 1.0f;
  update();
}

void Camera::setSceneRadius(float radius) {
  sceneRadius_ = std::max(1e-4f, radius);
  update();
}

void Camera::lookAt(const Vec3f& target, float viewHeight) {
  targetLocal_ = toLocal(target);
  viewHeight_ = std::max(1e-6f, viewHeight);
  update();
}

void Camera::setAngles(float yaw, float pitch) {
  if (mode_ == Mode::Planar) return;
  yaw_ = yaw;
  pitch_ = std::clamp(pitch, -kMaxPitch, kMaxPitch);
  update();
}

Vec3f Camera::target() const { return toWorld(targetLocal_); }

void Camera::followObserver(const Mat3f& R_WA, const Vec3f& p_WA) {
  const Vec3f targetWorld = target();
  observerR_ = R_WA;
  R_WA_ = observerR_ * displayUp_;
  p_WA_ = p_WA;
  if (!following_) targetLocal_ = toLocal(targetWorld);  // the first call keeps the target in place
  following_ = true;
  update();
}

void Camera::stopFollowing() {
  if (!following_) return;
  const Vec3f targetWorld = target();
  observerR_.setIdentity();
  R_WA_ = displayUp_;
  p_WA_.setZero();
  targetLocal_ = toLocal(targetWorld);
  following_ = false;
  update();
}

void Camera::setWorldUpZ(bool zUp) {
  const Vec3f targetWorld = target();
  displayUp_.setIdentity();
  // Columns: where local x, y, z point in the world. Local y (screen up) becomes world z.
  if (zUp) displayUp_ << 1, 0, 0,  //
                 0, 0, -1,         //
                 0, 1, 0;
  R_WA_ = observerR_ * displayUp_;
  targetLocal_ = toLocal(targetWorld);
  update();
}

void Camera::orbit(float dxPx, float dyPx) {
  if (mode_ == Mode::Planar) return;
  const float k = kOrbitRadiansPerCssPx / viewport_.pixelRatio;
  // Dragging right turns the scene right (the eye moves left); dragging down tilts the top toward us.
  yaw_ -= dxPx * k;
  pitch_ = std::clamp(pitch_ + dyPx * k, -kMaxPitch, kMaxPitch);
  update();
}

void Camera::pan(float dxPx, float dyPx) {
  const float ppw = pixelsPerWorldUnit(target());
  targetLocal_ -= (dxPx * right_ - dyPx * up_) / ppw;
  update();
}

void Camera::zoom(float factor, const Vec2f& cursorPx) {
  if (!(factor > 0.0f) || !std::isfinite(factor)) return;
  // Scaling the view about the point P under the cursor: the target moves toward P by the same
  // factor, so P's offset from the centre shrinks exactly as the pixels per metre grow. In
  // perspective the eye then slides along the ray through P, which keeps P under the cursor too.
  // Bounded in both directions relative to the scene, so no run of wheel events can zoom the
  // mechanism out of existence (or overflow to infinity); at a bound the view stays put.
  const float height = std::clamp(viewHeight_ / factor, 1e-4f * sceneRadius_, 50.0f * sceneRadius_);
  factor = viewHeight_ / height;
  if (!std::isfinite(factor) || factor == 1.0f) return;
  const Vec3f P = toLocal(pointOnTargetPlane(cursorPx));
  targetLocal_ = P + (targetLocal_ - P) / factor;
  viewHeight_ = height;
  update();
}

float Camera::eyeDistance() const {
  if (projection_ == Projection::Perspective) return 0.5f * viewHeight_ / std::tan(0.5f * fieldOfViewY_);
  return sceneRadius_;  // orthographic: anywhere outside the scene, the picture does not change
}

void Camera::update() {
  const float cy = std::cos(yaw_), sy = std::sin(yaw_), cp = std::cos(pitch_), sp = std::sin(pitch_);
  back_ = Vec3f(sy * cp, sp, cy * cp);  // yaw = pitch = 0: looking down −z, the 2D lessons' view
  right_ = Vec3f(cy, 0.0f, -sy);
  up_ = back_.cross(right_);

  const float distance = eyeDistance();
  const Vec3f eyeLocal = targetLocal_ + distance * back_;
  // World → local ({A} or world) → eye coordinates.
  Eigen::Matrix3f R_EL;
  R_EL.row(0) = right_.transpose();
  R_EL.row(1) = up_.transpose();
  R_EL.row(2) = back_.transpose();
  const Eigen::Matrix3f R_EW = R_EL * R_WA_.transpose();
  Mat4f view = Mat4f::Identity();
  view.topLeftCorner<3, 3>() = R_EW;
  view.topRightCorner<3, 1>() = -R_EL * (eyeLocal + R_WA_.transpose() * p_WA_);
  // (R_EL (R_AW (w − p) − eye) = R_EW w − R_EL (eye + R_AW p))

  const float aspect = viewport_.width / viewport_.height;
  Mat4f proj = Mat4f::Zero();
  if (projection_ == Projection::Orthographic) {
    const float top = 0.5f * viewHeight_, rightEdge = top * aspect;
    const float nearPlane = distance - sceneRadius_, farPlane = distance + sceneRadius_;
    proj(0, 0) = 1.0f / rightEdge;
    proj(1, 1) = 1.0f / top;
    proj(2, 2) = -2.0f / (farPlane - nearPlane);
    proj(2, 3) = -(farPlane + nearPlane) / (farPlane - nearPlane);
    proj(3, 3) = 1.0f;
  } else {
    const float f = 1.0f / std::tan(0.5f * fieldOfViewY_);
    const float farPlane = distance + sceneRadius_;
    const float nearPlane = std::max(distance - sceneRadius_, 1e-3f * distance);
    proj(0, 0) = f / aspect;
    proj(1, 1) = f;
    proj(2, 2) = (farPlane + nearPlane) / (nearPlane - farPlane);
    proj(2, 3) = 2.0f * farPlane * nearPlane / (nearPlane - farPlane);
    proj(3, 2) = -1.0f;
  }
  viewProjection_ = proj * view;
  inverseViewProjection_ = viewProjection_.inverse();
}

ScreenPoint Camera::project(const Vec3f& world) const {
  const Eigen::Vector4f clip = viewProjection_ * Eigen::Vector4f(world.x(), world.y(), world.z(), 1.0f);
  ScreenPoint s;
  s.inFront = clip.w() > 1e-9f;
  const float w = s.inFront ? clip.w() : 1.0f;
  const float nx = clip.x() / w, ny = clip.y() / w;
  s.x = viewport_.x + 0.5f * (nx + 1.0f) * viewport_.width;
  s.y = viewport_.y + 0.5f * (1.0f - ny) * viewport_.height;
  s.depth = clip.z() / w;
  return s;
}

Vec3f Camera::unproject(const Vec2f& screenPx, float depth) const {
  const float nx = 2.0f * (screenPx.x() - viewport_.x) / viewport_.width - 1.0f;
  const float ny = 1.0f - 2.0f * (screenPx.y() - viewport_.y) / viewport_.height;
  const Eigen::Vector4f p = inverseViewProjection_ * Eigen::Vector4f(nx, ny, depth, 1.0f);
  return p.head<3>() / p.w();
}

Ray Camera::ray(const Vec2f& screenPx) const {
  const Vec3f nearPoint = unproject(screenPx, -1.0f), farPoint = unproject(screenPx, 1.0f);
  return {nearPoint, (farPoint - nearPoint).normalized()};
}

Vec3f Camera::pointOnTargetPlane(const Vec2f& screenPx) const {
  const Ray r = ray(screenPx);
  const Vec3f normal = towardViewer(), targetWorld = target();
  const float along = normal.dot(r.direction);
  if (std::abs(along) < 1e-9f) return targetWorld;
  return r.origin + r.direction * (normal.dot(targetWorld - r.origin) / along);
}

float Camera::pixelsPerWorldUnit(const Vec3f& world) const {
  if (projection_ == Projection::Orthographic) return viewport_.height / viewHeight_;
  const float depth = std::max(1e-6f, (eye() - world).dot(towardViewer()));
  return viewport_.height / (2.0f * depth * std::tan(0.5f * fieldOfViewY_));
}

Vec3f Camera::eye() const { return toWorld(targetLocal_ + eyeDistance() * back_); }
Vec3f Camera::towardViewer() const { return R_WA_ * back_; }
Vec3f Camera::screenRight() const { return R_WA_ * right_; }
Vec3f Camera::screenUp() const { return R_WA_ * up_; }

}  // namespace wl::web::render
