// The scene's mechanism: each segment as its model's shape says (rod, disc, box, sphere, foot), joints,
// centres of mass and their trails, and the ground with the gravity arrow where the lesson has gravity.
// The glyphs of the terms are in SceneDraw.cpp. Positions come from the engine's frames; nothing here
// computes physics.
#include <algorithm>
#include <cmath>

#include "app/scene/SceneView.hpp"

namespace wl::web {
namespace {

render::Vec3f f(const Vec3& v) { return v.cast<float>(); }
render::Rgba rgba(const render::Rgba& c, float alpha) { return {c.r, c.g, c.b, c.a * alpha}; }

}  // namespace

void SceneView::prepareShells(const BodyMeshes* meshes) {
  if (meshes == shellsOf_) return;
  shellsOf_ = meshes;
  shells_.clear();
  if (!meshes) return;
  shells_.reserve(meshes->meshes.size());
  for (const SegmentMesh& m : meshes->meshes) shells_.push_back(render::shellMesh(m.mesh_S.positions, m.mesh_S.triangles));
}

void SceneView::addShells(const Model& model, const Data& data, const ViewState& view, const BodyMeshes* meshes) {
  segmentHasShell_.assign(static_cast<std::size_t>(model.segmentCount()), 0);
  prepareShells(meshes);
  if (!meshes || view.bodyStyle == ViewState::BodyStyle::Capsules) return;
  const render::Palette& pal = render::palette(view.theme);
  const float seeThrough = view.bodyStyle == ViewState::BodyStyle::SeeThrough ? 0.45f : 1.0f;
  for (std::size_t k = 0; k < meshes->meshes.size() && k < shells_.size(); ++k) {
    const int segment = meshes->meshes[k].segment;
    render::PlacedShell placed;
    placed.shell = &shells_[k];
    if (segment >= 0 && segment < model.segmentCount()) {
      // The mesh is in the segment's own frame (BodyMeshes.hpp), which moves as the engine's frame does.
      const FrameState& F = data.frames[static_cast<std::size_t>(model.segmentFrame(segment))];
      placed.R_WS = F.R_WF.cast<float>();
      placed.p_WS = f(F.p_WF);
      segmentHasShell_[static_cast<std::size_t>(segment)] = 1;
    }
    const float alpha = segment < 0 || view.showsSegment(segment) ? 1.0f : 0.35f;
    placed.colour = rgba(pal.bodyShell, seeThrough * alpha);
    drawList_.shells.push_back(placed);
  }
}

void SceneView::addMechanism(const Model& model, const Data& data, const ViewState& view, double reach, const BodyMeshes* meshes) {
  addShells(model, data, view, meshes);
  // A body drawn with its mesh is drawn without its rod: opaque, the rod would only poke out of it;
  // see-through, a rod inside drowned the bone in its colour. Its joints and COM stay (drawn through it).
  const bool shellsHideRods = meshes && view.bodyStyle != ViewState::BodyStyle::Capsules;
  // Segments as their model's shape says (a rod unless told), joints, centres of mass and their
  // trails; hidden segments are faded, not removed.
  // A big model: the trails of the segments whose terms are drawn, rods as lines and markers left out
  // where they are too thin to see (SceneDetail, decided there). All trails together draw at most
  // kTrailPointBudget points.
  const render::Palette& pal = render::palette(view.theme);
  const std::size_t trailsDrawn = static_cast<std::size_t>(std::max(1, detail_.segmentsWithTerms()));
  trailStride_ = std::max<std::size_t>(1, (trailsDrawn * kTrailFrames + kTrailPointBudget - 1) / kTrailPointBudget);
  const auto pixels = [&](const Vec3& at, float worldLength) { return worldLength * camera_.pixelsPerWorldUnit(f(at)); };
  for (int i = 0; i < model.segmentCount(); ++i) {
    const Segment& segment = model.segments()[static_cast<std::size_t>(i)];
    const FrameState& F = data.frames[static_cast<std::size_t>(model.segmentFrame(i))];
    const Vec3 p0 = F.p_WF, p1 = F.p_WF + F.R_WF * segment.distalPoint();
    const float alpha = view.showsSegment(i) ? 1.0f : 0.35f;
    const render::Rgba colour = rgba(render::segmentColour(i, view.theme), alpha);
    // Sizes follow the whole mechanism, but never swallow a short segment of a long chain.
    const double length = segment.length;
    auto size = [&](double ofReach, double ofLength) {
      return static_cast<float>(length > 0.0 ? std::min(ofReach * reach, ofLength * length) : ofReach * reach);
    };
    const Vec3 c = data.com[static_cast<std::size_t>(i)].p;
    bool comInside = false;
    const bool drawnAsShell = shellsHideRods && segmentHasShell_[static_cast<std::size_t>(i)];  // its mesh instead of its shape
    if (!drawnAsShell) switch (segment.shape.kind) {
      case ShapeKind::Rod: {
        const float radius = size(0.018, 0.12);
        const float radiusPx = pixels(0.5 * (p0 + p1), radius);
        if (detail_.rodAsLine(radiusPx)) {
          // As wide as the rod, at least 1.5 CSS px (widths are CSS px, scaled by the list's widthScale).
          const float cssPerPx = 1.0f / (std::max(camera_.viewport().pixelRatio, 1e-3f) * std::max(drawList_.widthScale, 1e-3f));
          drawList_.beginStrip(colour, std::max(1.5f, 2.0f * radiusPx * cssPerPx));
          drawList_.addStripPoint(f(p0));
          drawList_.addStripPoint(f(p1));
        } else {
          drawList_.capsules.push_back({f(p0), f(p1), radius, colour});
        }
        break;
      }
      case ShapeKind::Disc: {
        // About the proximal joint, its top face level with the joint (what stands on it stands on it),
        // its axis the joint's unless the model gives one.
        const Vec3 n_B = segment.shape.normal_B.squaredNorm() > 0.0 ? segment.shape.normal_B
                         : segment.joint.type == JointType::Revolute ? segment.joint.axis
                                                                     : Vec3::UnitZ();
        const double radius = segment.shape.radius > 0.0 ? segment.shape.radius : std::max(length, 0.05 * reach);
        const Vec3 n_W = F.R_WF * n_B;
        drawList_.solids.push_back({render::Solid::Kind::Disc, f(p0 - 0.03 * radius * n_W), f(p0), static_cast<float>(radius),
                                    static_cast<float>(radius), render::Vec3f::Zero(), colour});
        break;
      }
      case ShapeKind::Box:
      case ShapeKind::Foot: {
        // A foot: a sole along the segment, its width across the plane of motion (B's z), flat.
        const bool foot = segment.shape.kind == ShapeKind::Foot;
        const double width = segment.shape.width > 0.0 ? segment.shape.width : (foot ? 0.35 : 0.3) * std::max(length, 0.05 * reach);
        const double height = foot ? 0.16 * std::max(length, 0.05 * reach) : width;
        const Vec3 across_B = std::abs(segment.direction.z()) < 0.9 ? Vec3::UnitZ() : Vec3::UnitY();
        drawList_.solids.push_back({render::Solid::Kind::Box, f(p0), f(p1), static_cast<float>(0.5 * width),
                                    static_cast<float>(0.5 * height), f(F.R_WF * across_B), colour});
        break;
      }
      case ShapeKind::Sphere: {
        const double radius = segment.shape.radius > 0.0 ? segment.shape.radius : 0.25 * std::max(length, 0.05 * reach);
        drawList_.capsules.push_back({f(p0), f(p1), size(0.01, 0.06), colour});  // what holds the ball
        drawList_.spheres.push_back({f(c), static_cast<float>(radius), colour});
        comInside = true;
        break;
      }
    }
    const float jointRadius = size(0.028, 0.2), comRadius = size(0.024, 0.17);
    if (detail_.drawsMarker(pixels(p0, jointRadius))) drawList_.spheres.push_back({f(p0), jointRadius, rgba(pal.joint, alpha)});
    if (!comInside && detail_.drawsMarker(pixels(c, comRadius)))
      drawList_.spheres.push_back({f(c), comRadius, rgba(pal.centreOfMass, alpha), render::MarkerStyle::CentreOfMass});
    if (view.trails) {
      std::vector<render::Vec3f>& trail = trailPoints_[static_cast<std::size_t>(i)];
      recordTrail(trail, f(c));
      if (detail_.drawsTermsOf(i)) addTrail(trail, static_cast<float>(kTrailReaches * reach), pal.trail);
    }
  }
}

void SceneView::addGround(const Model& model, render::Theme theme) {
  // Where there is gravity: the ground under the whole motion (a line with hatching seen edge-on in a
  // planar lesson, a grid in 3D) and a small g arrow beside it. Its level is the swept box's lowest
  // corner along g, so the mechanism never stands in it.
  const Vec3& g = model.gravity_W();
  if (!(g.norm() > 1e-9)) return;
  const render::Palette& pal = render::palette(theme);
  const Vec3 down = g.normalized();
  double lowest = -1e300;
  for (int k = 0; k < 8; ++k) lowest = std::max(lowest, worldExtent_.corner(k).dot(down));
  const Vec3 centre = worldExtent_.centre();
  const double half = 0.65 * worldExtentReach_;
  const Vec3 onGround = centre + (lowest - centre.dot(down) + 0.04 * worldExtentReach_) * down;
  Vec3 along, depth;
  if (camera_.mode() == render::Camera::Mode::Planar) {
    along = down.cross(camera_.towardViewer().cast<double>());
    if (along.norm() < 1e-6) return;  // looking along g: the ground is the whole screen
    along.normalize();
    drawList_.beginStrip(pal.ground, 2.0f);
    drawList_.addStripPoint(f(onGround - half * along));
    drawList_.addStripPoint(f(onGround + half * along));
    // Hatching below the line, the engineer's sign for fixed ground.
    const double step = half / 8.0, tick = 0.6 * step;
    for (int k = -8; k < 8; ++k) {
      const Vec3 top = onGround + (k + 0.5) * step * along;
      drawList_.beginStrip(pal.ground, 1.5f);
      drawList_.addStripPoint(f(top));
      drawList_.addStripPoint(f(top + tick * (down - along)));
    }
  } else {
    along = (std::abs(down.x()) < 0.9 ? Vec3::UnitX() : Vec3::UnitY()).cross(down).normalized();
    depth = down.cross(along);
    const render::Rgba line{pal.ground.r, pal.ground.g, pal.ground.b, 0.55f};
    constexpr int kLines = 10;
    for (int k = 0; k <= kLines; ++k) {
      const double u = -half + 2.0 * half * k / kLines;
      drawList_.beginStrip(line, 1.0f);
      drawList_.addStripPoint(f(onGround + u * along - half * depth));
      drawList_.addStripPoint(f(onGround + u * along + half * depth));
      drawList_.beginStrip(line, 1.0f);
      drawList_.addStripPoint(f(onGround - half * along + u * depth));
      drawList_.addStripPoint(f(onGround + half * along + u * depth));
    }
  }
  // g: at the ground's far end, pointing down, with its name.
  const Vec3 gStart = onGround + 0.95 * half * along - 0.22 * worldExtentReach_ * down;
  drawList_.arrows.push_back({f(gStart), f(0.16 * worldExtentReach_ * down), pal.gravity, 2.5f, render::Stroke::Solid, -1});
  render::Label& label = drawList_.addLabel(f(gStart + 0.08 * worldExtentReach_ * down), "g", pal.gravity);
  label.offsetXPx = 8.0f;
  label.alignY = 0.5f;
}

}  // namespace wl::web
