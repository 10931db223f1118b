// The scene's drawing: the draw list (the mechanism and the ground are in SceneMechanism.cpp), the
// observer's axes, springs and an arrow per shown term (a straight arrow for a force, a curled arc for
// a moment) with its name at its head, drawn with our own line shader; labels and the hover label
// with ImGui.
#include <algorithm>
#include <cmath>

#include "algorithms/Kinematics.hpp"
#include "app/scene/SceneView.hpp"
#include "app/text/UiText.hpp"
#include "imgui.h"
#include "lesson/Quantity.hpp"
#include "render/Geometry.hpp"
#include "render/LabelOverlay.hpp"
#include "render/Picking.hpp"

namespace wl::web {
namespace {

render::Vec3f f(const Vec3& v) { return v.cast<float>(); }
// Pick ids: one per (segment, term, force or moment).
int glyphId(int segment, Term term, bool moment) { return (segment * kTermCount + static_cast<int>(term)) * 2 + (moment ? 1 : 0); }

}  // namespace

void SceneView::draw(const LessonPlayer& player, const ViewState& view, bool projector, const FrameInput& input) {
  camera_.setViewport({0.0f, 0.0f, static_cast<float>(input.framebufferWidth), static_cast<float>(input.framebufferHeight),
                       input.pixelRatio});
  const Session& session = player.session();
  const SegmentTerms& focus = session.breakdown().segments[static_cast<std::size_t>(view.focusSegment)];
  const FrameState& observer = session.data().frames[static_cast<std::size_t>(focus.observerFrame)];
  if (view.followObserver) camera_.followObserver(observer.R_WF.cast<float>(), f(observer.p_WF));
  else if (camera_.followingObserver()) camera_.stopFollowing();
  // Riding with the observer, the view frames where the mechanism goes for that observer (a falling
  // lift: the arm, not the whole fall); the box moves with the frame.
  const FrameId seenFrom = view.followObserver ? focus.observerFrame : kWorldFrame;
  if (seenFrom == kWorldFrame) R_W_extent_.setIdentity(), p_W_extent_.setZero();
  else R_W_extent_ = observer.R_WF, p_W_extent_ = observer.p_WF;
  if (seenFrom != extentFrame_) {
    extentFrame_ = seenFrom;
    measureExtent(player);
    fitCamera();
  }
  // Strokes grow with the UI's zoom (the projector layout's 1.75×), a little thicker than 1 px lines
  // at every size so they read from the back of a hall.
  const float zoom = input.uiScale / std::max(input.pixelRatio, 1e-3f);
  buildDrawList(player, view, projector, 1.25f * std::max(zoom, 1.0f), -1.0);
  renderer_.draw(drawList_, camera_, input.framebufferHeight, !input.depthCleared);
  render::drawLabels(drawList_, camera_, *ImGui::GetBackgroundDrawList());
  drawPrediction(player, view, *ImGui::GetBackgroundDrawList(), input.uiScale, ImGui::GetFontSize());
  showHoverLabel(player, view);
}

void SceneView::buildDrawList(const LessonPlayer& player, const ViewState& view, bool projector, float widthScale,
                              double metresPerNewton) {
  const Session& session = player.session();
  const Data& data = session.data();
  const SegmentTerms& focus = session.breakdown().segments[static_cast<std::size_t>(view.focusSegment)];
  const FrameState& observer = data.frames[static_cast<std::size_t>(focus.observerFrame)];
  const double reach = mechanismReach(session.model());
  detail_.update(session.model(), view.focusSegment);
  drawList_.clear();
  drawList_.widthScale = widthScale;
  drawList_.highlightId = hoveredId_;
  if (view.ground) addGround(session.model(), view.theme);
  addMechanism(session.model(), data, view, reach, player.bodyMeshes());
  // The observer's axes at its attachment point (the origin whose acceleration is the D'Alembert
  // term: a segment frame named without @ is attached at the distal joint), not at the frame's origin.
  const Vec3 observerOrigin = focus.attachment != kNoPoint ? pointPosition(session.model(), data, focus.attachment) : observer.p_WF;
  const render::Palette& pal = render::palette(view.theme);
  drawList_.triads.push_back({f(observerOrigin), observer.R_WF.cast<float>(), static_cast<float>(0.12 * reach), 2.0f, pal.axisX,
                              pal.axisY, pal.axisZ});
  addGlyphs(player, view, view.arrowLabels(projector), reach, metresPerNewton);
}

void SceneView::addGlyphs(const LessonPlayer& player, const ViewState& view, bool labels, double reach, double fixedMetresPerNewton) {
  const Model& model = player.session().model();
  const Data& data = player.session().data();
  const TermBreakdown& b = player.session().breakdown();
  // Scales: forces in N per cm of screen, moments in N·m per full turn of the arc, from the glyphs
  // drawn (a big model draws a few segments' glyphs: SceneDetail).
  const auto drawn = [&](int segment) { return view.showsSegment(segment) && detail_.drawsTermsOf(segment); };
  double largestForce = 1e-9, largestMoment = 1e-9;
  for (const SegmentTerms& s : b.segments)
    for (Term t : kAllTerms)
      if (view.shows(t) && drawn(s.segment)) {
        largestForce = std::max(largestForce, s[t].force.norm());
        largestMoment = std::max(largestMoment, s[t].moment.norm());
      }
  // Auto: the longest arrow about 4 cm, or less where the scene is small (a phone's is ~10 × 7 cm): at
  // most 30 % of its smaller side, so that arrows from a joint near the edge stay on screen.
  const render::Viewport& viewport = camera_.viewport();
  const double sceneCm = std::min(viewport.width, viewport.height) / camera_.pixelsPerCentimetre();
  const double longestCm = std::clamp(0.3 * sceneCm, 1.0, 4.0);
  const double nPerCm = view.newtonsPerCm > 0 ? view.newtonsPerCm : std::max(1e-6, largestForce / longestCm);
  // A picture for slides keeps the arrows the screen shows (fixedMetresPerNewton > 0).
  const double metresPerNewton = fixedMetresPerNewton > 0.0
                                     ? fixedMetresPerNewton
                                     : camera_.pixelsPerCentimetre() / (nPerCm * camera_.pixelsPerWorldUnit(camera_.target()));
  metresPerNewton_ = metresPerNewton;
  newtonsPerCmShown_ = static_cast<float>(nPerCm);
  momentPerTurnShown_ = static_cast<float>(largestMoment * 1.25);

  // One glyph: the force as an arrow from `at`, the moment about `at` as an arc (world axes).
  const auto addGlyph = [&](int segment, Term t, const Vec3& at, const Vec3& force_W, const Vec3& moment_W) {
    const render::Rgba colour = render::termColour(t, view.theme);
    const render::Stroke stroke = render::termStroke(t);
    const Vec3 force = force_W * metresPerNewton;
    const float lengthPx = static_cast<float>(force.norm()) * camera_.pixelsPerWorldUnit(f(at));
    if (lengthPx > 2.0f) {
      drawList_.arrows.push_back({f(at), f(force), colour, 3.0f, stroke, glyphId(segment, t, false)});
      // The term's name just beyond the head, on the side the arrow points to (long enough arrows only:
      // a label on a stub would hide what it names).
      if (labels && lengthPx > 24.0f * camera_.viewport().pixelRatio) {
        const render::ScreenPoint tail = camera_.project(f(at)), head = camera_.project(f(at + force));
        const float dx = head.x - tail.x, dy = head.y - tail.y, d = std::max(std::hypot(dx, dy), 1e-3f);
        render::Label& label = drawList_.addLabel(f(at + force), termText(t, true), colour);
        label.offsetXPx = 7.0f * dx / d;
        label.offsetYPx = 7.0f * dy / d;
        label.alignX = dx < 0.0f ? 1.0f : 0.0f;
        label.alignY = dy < 0.0f ? 1.0f : 0.0f;
      }
    }
    const double m = moment_W.norm();
    if (m > 1e-9 && t != Term::Distal) {
      const float sweep = render::arcSweep(static_cast<float>(m), momentPerTurnShown_);
      if (sweep > 0.05f)
        drawList_.arcs.push_back({f(at), f(moment_W / m), sweep, static_cast<float>(0.06 * reach), colour, 2.5f, stroke,
                                  glyphId(segment, t, true)});
    }
  };
  for (const SegmentTerms& s : b.segments) {
    if (!drawn(s.segment)) continue;
    const FrameState& frame = data.frames[static_cast<std::size_t>(s[Term::Joint].frame)];
    for (Term t : kAllTerms) {
      if (!view.shows(t)) continue;
      if (t == Term::External && view.arrowsWhereTheyAct) continue;  // each load at its own point, below
      // Where the term acts (the engine says where), its moment taken about that point; or every
      // term at the 'moments about' point, as in the table.
      const Wrench w = view.arrowsWhereTheyAct ? termAtApplicationPoint(model, data, s.segment, t, s[t]) : s[t];
      // Terms are stored in their frame's axes, about a point given in that frame: back to the world.
      addGlyph(s.segment, t, frame.p_WF + frame.R_WF * w.point, frame.R_WF * w.force, frame.R_WF * w.moment);
    }
  }
  const render::Palette& pal = render::palette(view.theme);
  for (std::size_t k = 0; k < model.loads().size(); ++k) {
    const Load& load = model.loads()[k];
    const AppliedLoad& applied = data.loads[k];
    if (load.type == LoadType::Spring) addSpring(load.anchor_W, applied.wrench_W.point, reach, pal);
    if (view.arrowsWhereTheyAct && view.shows(Term::External) && drawn(load.segment))
      addGlyph(load.segment, Term::External, applied.wrench_W.point, applied.wrench_W.force, applied.wrench_W.moment);
  }
}

void SceneView::addSpring(const Vec3& anchor, const Vec3& end, double reach, const render::Palette& pal) {
  // A zig-zag from the anchor (a small square) to the attachment point, across the line in the
  // plane of the screen's depth axis so it reads in 2D and 3D lessons alike.
  const Vec3 d = end - anchor;
  const double length = d.norm();
  if (!(length > 1e-9)) return;
  Vec3 across = d.cross(Vec3::UnitZ());
  if (across.norm() < 1e-6 * length) across = d.cross(Vec3::UnitY());
  across *= 0.02 * reach / across.norm();
  drawList_.beginStrip(pal.joint, 2.0f);
  drawList_.addStripPoint(f(anchor));
  constexpr int kCoils = 10;
  for (int i = 0; i <= 2 * kCoils; ++i) {
    const double s = 0.1 + 0.8 * i / (2.0 * kCoils);
    drawList_.addStripPoint(f(anchor + s * d + (i == 0 || i == 2 * kCoils ? 0.0 : (i % 2 ? 1.0 : -1.0)) * across));
  }
  drawList_.addStripPoint(f(end));
  const double h = 0.015 * reach;
  drawList_.beginStrip(pal.joint, 2.0f);
  for (const Vec3& c : {Vec3(-h, -h, 0), Vec3(h, -h, 0), Vec3(h, h, 0), Vec3(-h, h, 0), Vec3(-h, -h, 0)})
    drawList_.addStripPoint(f(anchor + c));
}

void SceneView::showHoverLabel(const LessonPlayer& player, const ViewState& view) {
  // The glyph under the cursor names itself with its numbers (and is drawn wider next frame).
  ImGuiIO& io = ImGui::GetIO();
  hoveredId_ = -1;
  if (io.WantCaptureMouse) return;
  const render::PickResult hit = render::pick(drawList_, camera_, render::Vec2f(io.MousePos.x, io.MousePos.y), pickScratch_);
  if (hit.id < 0) return;
  hoveredId_ = hit.id;
  const Model& model = player.session().model();
  const int segment = hit.id / 2 / kTermCount;
  const Term term = kAllTerms[static_cast<std::size_t>((hit.id / 2) % kTermCount)];
  // The numbers of the glyph under the cursor: its moment about the point it is drawn at.
  Wrench w = player.session().breakdown().segments[static_cast<std::size_t>(segment)][term];
  AboutPoint about = view.about;
  if (view.arrowsWhereTheyAct && termApplicationPoint(model, segment, term) != kNoPoint) {
    w = termAtApplicationPoint(model, player.session().data(), segment, term, w);
    about = term == Term::Joint ? AboutPoint::Proximal : term == Term::Distal ? AboutPoint::Distal : AboutPoint::Com;
  }
  ImGui::BeginTooltip();
  ImGui::TextUnformatted(fill(tr(Text::hoverTermOn), {termText(term), model.segments()[static_cast<std::size_t>(segment)].name}).c_str());
  ImGui::Text("F = %s N", uiVector(w.force).c_str());
  ImGui::TextUnformatted(fill(tr(Text::hoverMomentAbout), {uiVector(w.moment), aboutPointText(about)}).c_str());
  if (term == Term::External && view.arrowsWhereTheyAct) ImGui::TextDisabled("%s", tr(Text::hoverAllLoads));
  ImGui::EndTooltip();
}

}  // namespace wl::web
