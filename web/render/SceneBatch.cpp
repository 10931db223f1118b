#include "render/SceneBatch.hpp"

#include "render/ShellMesh.hpp"

#include <algorithm>
#include <cmath>

#include "render/Geometry.hpp"

namespace wl::web::render {
namespace {

constexpr float kHighlightWidth = 1.7f;
// Polylines are simplified on screen: a run of points becomes one chord while it strays less than
// this from the chord (framebuffer px).
constexpr float kFlatnessPx = 0.3f;
// Sharp turns: the miter may reach at most twice the half width, so a reversing trail stays tidy.
constexpr float kMinMiterCos = 0.5f;

std::uint8_t byte(float v) { return static_cast<std::uint8_t>(std::lround(std::clamp(v, 0.0f, 1.0f) * 255.0f)); }

void packColour(const Rgba& c, float alphaScale, std::uint8_t out[4]) {
  out[0] = byte(c.r);
  out[1] = byte(c.g);
  out[2] = byte(c.b);
  out[3] = byte(c.a * alphaScale);
}

std::int8_t snorm(float v) { return static_cast<std::int8_t>(std::lround(std::clamp(v, -1.0f, 1.0f) * 127.0f)); }

}  // namespace

float worldRadiusForWidth(const Camera& camera, const Vec3f& where, float widthPx) {
  return 0.5f * widthPx * camera.viewport().pixelRatio / camera.pixelsPerWorldUnit(where);
}

SceneBatch::SceneBatch()
    : capsuleCoarse_(capsuleMesh(6, 1)), capsuleMedium_(capsuleMesh(10, 2)), capsuleFine_(capsuleMesh(16, 3)),
      disc_(closedCylinderMesh(48)), box_(boxMesh()) {}

const Mesh& SceneBatch::capsuleFor(const Vec3f& where, float radius, const Camera& camera) const {
  const float radiusPx = radius * camera.pixelsPerWorldUnit(where);
  if (radiusPx < 16.0f) return capsuleCoarse_;
  return radiusPx < 60.0f ? capsuleMedium_ : capsuleFine_;
}

void SceneBatch::addMesh(const Mesh& mesh, const Vec3f& p0, const Vec3f& p1, float radiusX, float radiusY,
                         const Vec3f& across, MeshPattern pattern, const Rgba& colour, const Camera& camera) {
  // The segment's frame, z along p0 → p1; a sphere turns its pole to the viewer so the COM symbol's
  // quarters face the screen.
  const Vec3f axis = p1 - p0;
  const float length = axis.norm();
  Vec3f x, y, z;
  if (length > 1e-7f) {
    z = axis / length;
    const Vec3f acrossOnly = across - across.dot(z) * z;
    if (acrossOnly.squaredNorm() > 1e-12f) {
      x = acrossOnly.normalized();
    } else {
      const Vec3f helper = std::abs(z.y()) < 0.9f ? Vec3f::UnitY() : Vec3f::UnitX();
      x = helper.cross(z).normalized();
    }
  } else {
    z = camera.towardViewer();
    x = camera.screenUp().cross(z).normalized();
  }
  y = z.cross(x);
  const auto base = static_cast<std::uint32_t>(litVertices.size());
  std::uint8_t packed[4];
  packColour(colour, 1.0f, packed);
  for (const MeshVertex& v : mesh.vertices) {
    LitVertex out;
    const float radius = radiusX;  // along z (the capsule's hemispheres), as across x
    const Vec3f p = (v.end > 0.5f ? p1 : p0) + radiusX * v.offset[0] * x + radiusY * v.offset[1] * y + radius * v.offset[2] * z;
    // Normals of a stretched mesh: scaled by the inverse sizes across (exact for boxes and cylinders).
    const Vec3f n = (v.normal[0] / radiusX * x + v.normal[1] / radiusY * y + v.normal[2] / radius * z).normalized();
    for (int k = 0; k < 3; ++k) {
      out.p[k] = p[k];
      out.normalPattern[k] = snorm(n[k]);
      out.colour[k] = packed[k];
    }
    out.normalPattern[3] = static_cast<std::int8_t>(pattern);
    out.colour[3] = packed[3];
    out.face[0] = v.offset[0];
    out.face[1] = v.offset[1];
    litVertices.push_back(out);
  }
  for (std::uint16_t i : mesh.indices) litIndices.push_back(base + i);
}

void SceneBatch::bridgeTo(const StrokeVertex& first) {
  // Strips and triangles share one triangle strip: repeating the previous last vertex and the next
  // first one makes the triangles between them degenerate, so nothing is drawn there.
  if (strokeVertices.size() <= currentRangeStart_) return;
  const StrokeVertex last = strokeVertices.back();
  strokeVertices.push_back(last);
  strokeVertices.push_back(first);
}

void SceneBatch::addArrow(const Vec3f& origin, const Vec3f& vector, float widthCssPx, Stroke stroke,
                          const Rgba& colour, const Camera& camera) {
  // The head's proportions come from arrowShape() in world units at the origin's scale, so picking,
  // tests and the picture agree; the glyph itself is drawn flat, facing the viewer.
  const float shaftRadius = worldRadiusForWidth(camera, origin, widthCssPx);
  const ArrowShape a = arrowShape(origin, vector, shaftRadius);
  if (!a.visible) return;
  const float shrink = a.shaftRadius / shaftRadius;  // short arrows thin their shaft with their head
  const Vec3f ends[2] = {a.shaftStart, a.shaftEnd};
  addStrip(2, [&](std::size_t k) { return ends[k]; }, colour, widthCssPx * shrink, stroke, false, camera);
  addHead(a.headBase, a.tip, a.headRadius * camera.pixelsPerWorldUnit(a.headBase), colour, camera);
}

void SceneBatch::addHead(const Vec3f& base, const Vec3f& tip, float halfWidthPx, const Rgba& colour,
                         const Camera& camera) {
  const Viewport& vp = camera.viewport();
  const float halfW = 0.5f * vp.width, halfH = 0.5f * vp.height;
  const Mat4f& viewProjection = camera.viewProjection();
  const Eigen::Vector4f b = viewProjection * Eigen::Vector4f(base.x(), base.y(), base.z(), 1.0f);
  const Eigen::Vector4f t = viewProjection * Eigen::Vector4f(tip.x(), tip.y(), tip.z(), 1.0f);
  if (!(b.w() > 1e-6f) || !(t.w() > 1e-6f)) return;
  const Vec2f bPx(b.x() / b.w() * halfW, b.y() / b.w() * halfH), tPx(t.x() / t.w() * halfW, t.y() / t.w() * halfH);
  Vec2f along = tPx - bPx;
  if (along.squaredNorm() < 1e-6f) return;  // pointing straight at the viewer: nothing to see
  along.normalize();
  const Vec2f across = Vec2f(-along.y(), along.x()) * halfWidthPx;
  StrokeVertex v[3];
  const Vec2f corners[3] = {bPx + across, bPx - across, tPx};
  const float depths[3] = {b.z() / b.w(), b.z() / b.w(), t.z() / t.w()};
  std::uint8_t packed[4];
  packColour(colour, 1.0f, packed);
  for (int k = 0; k < 3; ++k) {
    v[k].p[0] = corners[k].x() / halfW;
    v[k].p[1] = corners[k].y() / halfH;
    v[k].p[2] = depths[k];
    v[k].acrossPx = 0.0f;  // solid: the head's edges are not feathered (it is small and opaque)
    v[k].alongPx = 0.0f;
    v[k].halfWidthPx = halfWidthPx + 1.0f;
    v[k].stroke = 0.0f;
    for (int c = 0; c < 4; ++c) v[k].colour[c] = packed[c];
  }
  bridgeTo(v[0]);
  strokeVertices.push_back(v[0]);
  strokeVertices.push_back(v[1]);
  strokeVertices.push_back(v[2]);
}

template <typename PointAt>
void SceneBatch::addStrip(std::size_t count, PointAt pointAt, const Rgba& colour, float widthCssPx, Stroke stroke,
                          bool fadeTail, const Camera& camera) {
  if (count < 2) return;
  const Viewport& vp = camera.viewport();
  const float halfW = 0.5f * vp.width, halfH = 0.5f * vp.height;
  const Mat4f& viewProjection = camera.viewProjection();
  const float halfWidth = 0.5f * widthCssPx * vp.pixelRatio;
  // The strip ends where coverage reaches 0 (shaders/stroke.frag: half a pixel past the half width);
  // every pixel beyond that would be shaded, blended and thrown away (a sixth of a 4-px stroke).
  const float extent = halfWidth + 0.5f;
  std::uint8_t packed[4];

  // Emits the run projected_[0..n) as two vertices per point, joined to what came before by two
  // degenerate vertices.
  auto emit = [&]() {
    const std::size_t n = projected_.size();
    if (n < 2) {
      projected_.clear();
      return;
    }
    float along = 0.0f;
    for (std::size_t i = 0; i < n; ++i) {
      const Projected& P = projected_[i];
      const Projected& A = projected_[i > 0 ? i - 1 : i];
      const Projected& B = projected_[i + 1 < n ? i + 1 : i];
      Vec2f dIn(P.x - A.x, P.y - A.y), dOut(B.x - P.x, B.y - P.y);
      if (i == 0) dIn = dOut;
      if (i + 1 == n) dOut = dIn;
      dIn.normalize();
      dOut.normalize();
      if (i > 0) along += std::hypot(P.x - A.x, P.y - A.y);
      const Vec2f normalIn(-dIn.y(), dIn.x());
      Vec2f tangent = dIn + dOut;
      Vec2f miter = tangent.squaredNorm() > 1e-8f ? Vec2f(-tangent.y(), tangent.x()).normalized() : normalIn;
      const float scale = 1.0f / std::max(miter.dot(normalIn), kMinMiterCos);
      miter *= extent * scale;
      packColour(colour, P.alpha, packed);
      StrokeVertex v[2];
      for (int side = 0; side < 2; ++side) {
        const float sign = side == 0 ? 1.0f : -1.0f;
        v[side].p[0] = (P.x + sign * miter.x()) / halfW;
        v[side].p[1] = (P.y + sign * miter.y()) / halfH;
        v[side].p[2] = P.z;
        v[side].acrossPx = sign * extent;
        v[side].alongPx = along;
        v[side].halfWidthPx = halfWidth;
        v[side].stroke = static_cast<float>(stroke);
        for (int k = 0; k < 4; ++k) v[side].colour[k] = packed[k];
      }
      if (i == 0) bridgeTo(v[0]);
      strokeVertices.push_back(v[0]);
      strokeVertices.push_back(v[1]);
    }
    projected_.clear();
  };

  // Streaming simplification: projected_.back() floats forward over points while the run since the
  // previous kept point stays flat enough. A curve of length L turning by Φ in all strays at most
  // about L·Φ/8 from its chord (exact for a circular arc, r(1 − cos Φ/2) ≈ rΦ²/8), so a slow trail or
  // a straight line collapses to a few chords and a 500-point circle of 100 px to about forty.
  projected_.clear();
  float runLength = 0.0f, runTurning = 0.0f;
  Vec2f lastDirection(0.0f, 0.0f);
  for (std::size_t k = 0; k < count; ++k) {
    const Vec3f p = pointAt(k);
    const Eigen::Vector4f clip = viewProjection * Eigen::Vector4f(p.x(), p.y(), p.z(), 1.0f);
    if (!(clip.w() > 1e-6f)) {  // behind a perspective eye: the strip breaks here
      emit();
      runLength = runTurning = 0.0f;
      lastDirection.setZero();
      continue;
    }
    const Projected P{clip.x() / clip.w() * halfW, clip.y() / clip.w() * halfH, clip.z() / clip.w(),
                      fadeTail ? 0.1f + 0.9f * static_cast<float>(k) / static_cast<float>(count - 1) : 1.0f};
    if (projected_.empty()) {
      projected_.push_back(P);
      continue;
    }
    const Projected& last = projected_.back();
    const Vec2f step(P.x - last.x, P.y - last.y);
    const float stepLength = step.norm();
    if (stepLength < 1e-3f) {
      if (k + 1 == count) projected_.back() = P;  // keep the strip's true end (and its alpha)
      continue;
    }
    const Vec2f direction = step / stepLength;
    const float turn = lastDirection.squaredNorm() > 0.0f
                           ? std::acos(std::clamp(direction.dot(lastDirection), -1.0f, 1.0f))
                           : 0.0f;
    lastDirection = direction;
    const float length = runLength + stepLength, turning = runTurning + turn;
    if (projected_.size() >= 2 && length * turning < 8.0f * kFlatnessPx) {
      projected_.back() = P;  // the floating end moves on; the run stays one chord
      runLength = length;
      runTurning = turning;
    } else {
      projected_.push_back(P);  // the previous end is fixed; a new run starts
      runLength = stepLength;
      runTurning = 0.0f;
    }
  }
  emit();
}

std::vector<LitVertex> shellVertices(const ShellMesh& shell) {
  std::vector<LitVertex> out(shell.positions_S.size());
  for (std::size_t i = 0; i < out.size(); ++i) {
    LitVertex& v = out[i];
    for (int k = 0; k < 3; ++k) {
      v.p[k] = shell.positions_S[i][k];
      v.normalPattern[k] = snorm(shell.normals_S[i][k]);
    }
    v.normalPattern[3] = static_cast<std::int8_t>(MeshPattern::Plain);
    std::fill(v.colour, v.colour + 4, std::uint8_t{255});
  }
  return out;
}

namespace {

ShellDraw shellDraw(const PlacedShell& placed) {
  ShellDraw d;
  d.shell = placed.shell;
  Eigen::Map<Eigen::Matrix4f> model(d.model);  // column-major, as GL takes it
  model.setIdentity();
  model.topLeftCorner<3, 3>() = placed.R_WS;
  model.topRightCorner<3, 1>() = placed.p_WS;
  d.colour = placed.colour;
  return d;
}

}  // namespace

void SceneBatch::build(const DrawList& list, const Camera& camera) {
  litVertices.clear();
  litIndices.clear();
  strokeVertices.clear();
  const float scale = list.widthScale > 0.0f ? list.widthScale : 1.0f;
  auto widthOf = [&](float widthPx, int id) {
    return widthPx * scale * (id >= 0 && id == list.highlightId ? kHighlightWidth : 1.0f);
  };

  // Mechanism layer.
  meshesOpaque = true;
  for (const Capsule& c : list.capsules) meshesOpaque = meshesOpaque && c.colour.a >= 1.0f;
  for (const Sphere& s : list.spheres) meshesOpaque = meshesOpaque && s.colour.a >= 1.0f;
  for (const Capsule& c : list.capsules)
    addMesh(capsuleFor(c.p0, c.radius, camera), c.p0, c.p1, c.radius, MeshPattern::Plain, c.colour, camera);
  for (const Sphere& s : list.spheres)
    addMesh(capsuleFor(s.centre, s.radius, camera), s.centre, s.centre, s.radius,
            s.style == MarkerStyle::CentreOfMass ? MeshPattern::CentreOfMass : MeshPattern::Plain, s.colour, camera);
  for (const Solid& solid : list.solids) {
    meshesOpaque = meshesOpaque && solid.colour.a >= 1.0f;
    const bool disc = solid.kind == Solid::Kind::Disc;
    addMesh(disc ? disc_ : box_, solid.p0, solid.p1, solid.halfWidth, disc ? solid.halfWidth : solid.halfHeight, solid.across,
            MeshPattern::Plain, solid.colour, camera);
  }
  mechanismMeshes = {0, static_cast<std::uint32_t>(litIndices.size())};
  opaqueShells.clear();
  seeThroughShells.clear();
  for (const PlacedShell& placed : list.shells)
    if (placed.shell) (placed.colour.a >= 1.0f ? opaqueShells : seeThroughShells).push_back(shellDraw(placed));
  currentRangeStart_ = 0;
  for (const LineStrip& s : list.strips) {
    if (static_cast<std::size_t>(s.first) + s.count > list.stripPoints.size()) continue;
    addStrip(s.count, [&](std::size_t k) { return list.stripPoints[s.first + k]; }, s.colour, s.widthPx * scale, s.stroke,
             s.fadeTail, camera);
  }
  mechanismStrokes = {0, static_cast<std::uint32_t>(strokeVertices.size())};

  // Term layer: flat glyphs, drawn in order — frames, then moment arcs, then force arrows on top
  // (among arrows a later one covers an earlier one).
  currentRangeStart_ = strokeVertices.size();
  for (const Triad& t : list.triads) {
    const float widthPx = t.widthPx * scale;
    addArrow(t.origin, t.length * t.rotation.col(0), widthPx, Stroke::Solid, t.colourX, camera);
    addArrow(t.origin, t.length * t.rotation.col(1), widthPx, Stroke::Solid, t.colourY, camera);
    addArrow(t.origin, t.length * t.rotation.col(2), widthPx, Stroke::Solid, t.colourZ, camera);
  }
  for (const MomentArc& arc : list.arcs) {
    const float widthPx = widthOf(arc.widthPx, arc.id);
    const ArcShape head = arcShape(arc, worldRadiusForWidth(camera, arc.centre, widthPx), arcPoints_,
                                   arc.radius * camera.pixelsPerWorldUnit(arc.centre));
    if (!head.visible) continue;
    arcPoints_.push_back(head.headBase);  // the polyline runs into the head: no gap between them
    addStrip(arcPoints_.size(), [&](std::size_t k) { return arcPoints_[k]; }, arc.colour, widthPx, arc.stroke, false,
             camera);
    addHead(head.headBase, head.tip, head.headRadius * camera.pixelsPerWorldUnit(head.headBase), arc.colour, camera);
  }
  for (const ForceArrow& a : list.arrows) addArrow(a.origin, a.vector, widthOf(a.widthPx, a.id), a.stroke, a.colour, camera);
  termStrokes = {mechanismStrokes.count, static_cast<std::uint32_t>(strokeVertices.size()) - mechanismStrokes.count};
}

}  // namespace wl::web::render
