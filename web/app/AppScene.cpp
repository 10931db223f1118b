// The scene: segments, joints, COM trails, frames, and an arrow per visible term (a straight arrow
// for a force, a curled arc for a moment), plus the plot widget and the legend. Drawn with our own
// line shader; labels and the plot with ImGui's draw lists. Buffers are reused frame to frame.
#include <algorithm>
#include <cmath>

#include "app/App.hpp"
#include "algorithms/Kinematics.hpp"
#include "app/PanelWindow.hpp"
#include "app/PlotAxis.hpp"
#include "render/Geometry.hpp"
#include "render/Palette.hpp"
#include "render/Picking.hpp"
#include "render/Polyline.hpp"
#include "imgui.h"
#include "lesson/Quantity.hpp"

namespace wl::web {

namespace {
render::Vec3f f(const Vec3& v) { return v.cast<float>(); }
render::Rgba rgba(const render::Rgba& c, float alpha) { return {c.r, c.g, c.b, c.a * alpha}; }
constexpr float kPlotFlatnessPx = 0.33f;
// Pick ids: one per (segment, term, force or moment).
int glyphId(int segment, Term term, bool moment) { return (segment * kTermCount + static_cast<int>(term)) * 2 + (moment ? 1 : 0); }
}  // namespace

double App::mechanismReach() const {
  double reach = 0.2;
  for (const Segment& s : session_->model().segments()) reach += s.length;
  return reach;
}

void App::resetCamera() {
  camera_.setMode(lesson_ && lesson_->dimension == 3 ? render::Camera::Mode::Orbit : render::Camera::Mode::Planar);
  camera_.setWorldUpZ(lesson_ && lesson_->zUp);
  if (lesson_ && lesson_->dimension == 3) camera_.setAngles(0.6f, 0.35f);
  fitCamera();
}

void App::fitCamera() {
  // Frame the whole mechanism: its reach from the base, centred on the base.
  framedReach_ = mechanismReach();
  camera_.setSceneRadius(static_cast<float>(4.0 * framedReach_));
  camera_.lookAt(render::Vec3f::Zero(), static_cast<float>(2.4 * framedReach_));
}

void App::applyPresenterLayout() {
  resetCamera();
  if (!presenter_) return;
  // The narrative sits along the bottom: shrink the view into the area above it and centre the
  // mechanism there (zooming about P moves the screen centre C to P + (C − P) f; solved for P).
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const float lessonTop = display.y - (presenterLessonSize().y + 18.0f) * uiScale_;
  const float free = std::max(0.3f * display.y, lessonTop - 60.0f * uiScale_);
  const float f = std::min(0.95f, free / display.y);
  const float wanted = 60.0f * uiScale_ + 0.5f * free, centre = 0.5f * display.y;
  camera_.zoom(f, render::Vec2f(0.5f * display.x, (wanted - centre * f) / (1.0f - f)));
}

void App::refitCameraIfOutgrown() {
  // More segments or longer ones can leave most of the chain off screen, and a much shorter one
  // lost in the middle: refit then, but not for small changes (dragging a length slider should
  // show the segment grow, not the view zoom against it).
  const double reach = mechanismReach();
  if (framedReach_ > 0.0 && (reach > 1.25 * framedReach_ || reach < 0.5 * framedReach_)) fitCamera();
}

void App::handleCamera(const FrameInput& input) {
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
  if (lesson_ && lesson_->dimension == 3 && !io.KeyShift) camera_.orbit(d.x, d.y);
  else camera_.pan(d.x, d.y);
  (void)input;
}

void App::touchGesture(float zoom, float centreX, float centreY, float panX, float panY) {
  // Finite and sensible only: a garbled gesture leaves the camera where it was.
  if (!std::isfinite(zoom) || !std::isfinite(centreX) || !std::isfinite(centreY) || !std::isfinite(panX) ||
      !std::isfinite(panY) || zoom <= 0.0f)
    return;
  camera_.zoom(std::clamp(zoom, 0.5f, 2.0f), render::Vec2f(centreX, centreY));
  camera_.pan(std::clamp(panX, -500.0f, 500.0f), std::clamp(panY, -500.0f, 500.0f));
}

void App::addTrail(std::vector<render::Vec3f>& trail, const render::Vec3f& now, float maxLength, const render::Rgba& colour) {
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

void App::addSpring(const Vec3& anchor, const Vec3& end, double reach, const render::Palette& pal) {
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

void App::drawScene(const FrameInput& input) {
  const Model& model = session_->model();
  const Data& data = session_->data();
  const TermBreakdown& b = session_->breakdown();
  camera_.setViewport({0.0f, 0.0f, static_cast<float>(input.framebufferWidth), static_cast<float>(input.framebufferHeight),
                       input.pixelRatio});
  handleCamera(input);
  const SegmentTerms& focus = b.segments[static_cast<size_t>(focusSegment_)];
  const FrameState& observer = data.frames[static_cast<size_t>(focus.observerFrame)];
  if (followObserver_) camera_.followObserver(observer.R_WF.cast<float>(), f(observer.p_WF));
  else if (camera_.followingObserver()) camera_.stopFollowing();

  const double reach = mechanismReach();
  const render::Palette& pal = render::palette(presenter_);
  drawList_.clear();
  drawList_.widthScale = pal.widthScale;
  drawList_.highlightId = hoveredId_;

  // The mechanism: rods, joints, centres of mass, the observer's axes, COM trails.
  for (int i = 0; i < model.segmentCount(); ++i) {
    const FrameState& F = data.frames[static_cast<size_t>(model.segmentFrame(i))];
    const Vec3 p0 = F.p_WF, p1 = F.p_WF + F.R_WF * model.segments()[static_cast<size_t>(i)].distalPoint();
    const float alpha = showSegment_[static_cast<size_t>(i)] ? 1.0f : 0.35f;
    // Sizes follow the whole mechanism, but never swallow a short segment of a long chain.
    const double length = model.segments()[static_cast<size_t>(i)].length;
    auto size = [&](double ofReach, double ofLength) {
      return static_cast<float>(length > 0.0 ? std::min(ofReach * reach, ofLength * length) : ofReach * reach);
    };
    drawList_.capsules.push_back({f(p0), f(p1), size(0.018, 0.12), rgba(render::segmentColour(i, presenter_), alpha)});
    drawList_.spheres.push_back({f(p0), size(0.028, 0.2), rgba(pal.joint, alpha)});
    const Vec3 c = data.com[static_cast<size_t>(i)].p;
    drawList_.spheres.push_back({f(c), size(0.024, 0.17), rgba(pal.centreOfMass, alpha), render::MarkerStyle::CentreOfMass});
    if (trails_) addTrail(trailPoints_[static_cast<size_t>(i)], f(c), static_cast<float>(kTrailReaches * reach), pal.trail);
  }
  // The observer's axes at its attachment point (the origin whose acceleration is the D'Alembert
  // term: a segment frame named without @ is attached at the distal joint), not at the frame's origin.
  const Vec3 observerOrigin = focus.attachment != kNoPoint ? pointPosition(model, data, focus.attachment) : observer.p_WF;
  drawList_.triads.push_back({f(observerOrigin), observer.R_WF.cast<float>(), static_cast<float>(0.12 * reach)});

  // Scales: forces in N per cm of screen, moments in N·m per full turn of the arc.
  double largestForce = 1e-9, largestMoment = 1e-9;
  for (const SegmentTerms& s : b.segments)
    for (Term t : kAllTerms)
      if (showTerm_[static_cast<size_t>(t)] && showSegment_[static_cast<size_t>(s.segment)]) {
        largestForce = std::max(largestForce, s[t].force.norm());
        largestMoment = std::max(largestMoment, s[t].moment.norm());
      }
  const double nPerCm = newtonsPerCm_ > 0 ? newtonsPerCm_ : std::max(1e-6, largestForce / 4.0);  // auto: longest ≈ 4 cm
  const double metresPerNewton = camera_.pixelsPerCentimetre() / (nPerCm * camera_.pixelsPerWorldUnit(camera_.target()));
  newtonsPerCmShown_ = static_cast<float>(nPerCm);
  momentPerTurnShown_ = static_cast<float>(largestMoment * 1.25);

  // One glyph: the force as an arrow from `at`, the moment about `at` as an arc (world axes).
  const auto addGlyph = [&](int segment, Term t, const Vec3& at, const Vec3& force_W, const Vec3& moment_W) {
    const render::Rgba colour = render::termColour(t, presenter_);
    const render::Stroke stroke = render::termStroke(t);
    const Vec3 force = force_W * metresPerNewton;
    if (force.norm() * camera_.pixelsPerWorldUnit(f(at)) > 2.0f)
      drawList_.arrows.push_back({f(at), f(force), colour, 3.0f, stroke, glyphId(segment, t, false)});
    const double m = moment_W.norm();
    if (m > 1e-9 && t != Term::Distal) {
      const float sweep = render::arcSweep(static_cast<float>(m), momentPerTurnShown_);
      if (sweep > 0.05f)
        drawList_.arcs.push_back({f(at), f(moment_W / m), sweep, static_cast<float>(0.06 * reach), colour, 2.5f, stroke,
                                  glyphId(segment, t, true)});
    }
  };
  for (const SegmentTerms& s : b.segments) {
    if (!showSegment_[static_cast<size_t>(s.segment)]) continue;
    const FrameState& frame = data.frames[static_cast<size_t>(s[Term::Joint].frame)];
    for (Term t : kAllTerms) {
      if (!showTerm_[static_cast<size_t>(t)]) continue;
      if (t == Term::External && arrowsWhereTheyAct_) continue;  // each load at its own point, below
      // Where the term acts (the engine says where), its moment taken about that point; or every
      // term at the 'moments about' point, as in the table.
      const Wrench w = arrowsWhereTheyAct_ ? termAtApplicationPoint(model, data, s.segment, t, s[t]) : s[t];
      // Terms are stored in their frame's axes, about a point given in that frame: back to the world.
      addGlyph(s.segment, t, frame.p_WF + frame.R_WF * w.point, frame.R_WF * w.force, frame.R_WF * w.moment);
    }
  }
  for (size_t k = 0; k < model.loads().size(); ++k) {
    const Load& load = model.loads()[k];
    const AppliedLoad& applied = data.loads[k];
    if (load.type == LoadType::Spring) addSpring(load.anchor_W, applied.wrench_W.point, reach, pal);
    if (arrowsWhereTheyAct_ && showTerm_[static_cast<size_t>(Term::External)] && showSegment_[static_cast<size_t>(load.segment)])
      addGlyph(load.segment, Term::External, applied.wrench_W.point, applied.wrench_W.force, applied.wrench_W.moment);
  }
  renderer_.draw(drawList_, camera_, input.framebufferHeight, !input.depthCleared);

  // Hover: the glyph under the cursor names itself with its numbers (and is drawn wider next frame).
  ImGuiIO& io = ImGui::GetIO();
  hoveredId_ = -1;
  if (!io.WantCaptureMouse) {
    const render::PickResult hit = render::pick(drawList_, camera_, render::Vec2f(io.MousePos.x, io.MousePos.y), pickScratch_);
    if (hit.id >= 0) {
      hoveredId_ = hit.id;
      const int segment = hit.id / 2 / kTermCount;
      const Term term = kAllTerms[static_cast<size_t>((hit.id / 2) % kTermCount)];
      // The numbers of the glyph under the cursor: its moment about the point it is drawn at.
      Wrench w = b.segments[static_cast<size_t>(segment)][term];
      const char* about = about_ == 1 ? "the COM" : about_ == 2 ? "the distal joint" : "the proximal joint";
      if (arrowsWhereTheyAct_ && termApplicationPoint(model, segment, term) != kNoPoint) {
        w = termAtApplicationPoint(model, data, segment, term, w);
        about = term == Term::Joint ? "the proximal joint" : term == Term::Distal ? "the distal joint" : "the COM";
      }
      ImGui::BeginTooltip();
      ImGui::Text("%s on %s", termLabel(term), model.segments()[static_cast<size_t>(segment)].name.c_str());
      ImGui::Text("F = %s N", formatVector(w.force).c_str());
      ImGui::Text("M = %s N·m (about %s)", formatVector(w.moment).c_str(), about);
      if (term == Term::External && arrowsWhereTheyAct_) ImGui::TextDisabled("all loads on the segment; each is drawn at its own point");
      ImGui::EndTooltip();
    }
  }
}

void App::legendOverlay(const FrameInput& input) {
  ImDrawList* draw = ImGui::GetBackgroundDrawList();
  const float scale = uiScale_;
  // The strip between the lesson window (left) and the terms window (right); entries wrap inside it
  // rather than running under a window.
  const float width = static_cast<float>(input.framebufferWidth);
  // Presenter mode has no window at the top left (the lesson is at the bottom).
  const float left = presenter_ ? 10 * scale : std::max(420 * scale, width * 0.5f - 200 * scale);
  const float right = std::max(left + 200 * scale, width - 330 * scale);
  const float lineHeight = ImGui::GetTextLineHeightWithSpacing() + 2 * scale;
  float x = left, y = 8 * scale;
  for (Term t : kAllTerms) {
    if (!showTerm_[static_cast<size_t>(t)]) continue;
    const float entry = 22 * scale + ImGui::CalcTextSize(termLabel(t)).x + 12 * scale;
    if (x > left && x + entry > right) x = left, y += lineHeight;
    const render::Rgba c = render::termColour(t, presenter_);
    const ImU32 col = ImGui::ColorConvertFloat4ToU32(ImVec4(c.r, c.g, c.b, 1));
    const float mid = y + ImGui::GetTextLineHeight() * 0.5f;
    draw->AddLine(ImVec2(x, mid), ImVec2(x + 18 * scale, mid), col, 3.0f);
    draw->AddText(ImVec2(x + 22 * scale, y), col, termLabel(t));
    x += entry;
  }
  y += lineHeight;
  const ImU32 grey = IM_COL32(220, 220, 220, 255);
  char text[160];
  std::snprintf(text, sizeof text, "arrows: %s N per cm, arcs: %s N·m per turn", formatNumber(newtonsPerCmShown_).c_str(),
                momentPerTurnShown_ > 1e-6f ? formatNumber(momentPerTurnShown_).c_str() : "–");
  draw->AddText(ImVec2(left, y), grey, text);
  std::snprintf(text, sizeof text, "t = %.2f s   observer: %s", session_->time(), frameText_.c_str());
  draw->AddText(ImVec2(left, y + lineHeight), grey, text);
}

void App::plotPanel() {
  const Model& model = session_->model();
  placeWindow(-10, -10, 520, 210);
  beginPanel("Plot");
  if (ImGui::BeginCombo("segment##plot", model.segments()[static_cast<size_t>(focusSegment_)].name.c_str())) {
    for (int s = 0; s < model.segmentCount(); ++s)
      if (ImGui::Selectable(model.segments()[static_cast<size_t>(s)].name.c_str(), s == focusSegment_)) {
        focusSegment_ = s;
        seriesDirty_ = true;
      }
    ImGui::EndCombo();
  }
  // Recompute only when something that changes the curves changed — never every frame.
  std::vector<Term>& plotted = plottedTerms_;
  if (seriesDirty_) {
    std::vector<SeriesRequest> requests;
    plotted.clear();
    for (Term t : kAllTerms) {
      if (!showTerm_[static_cast<size_t>(t)]) continue;
      SeriesRequest r;
      r.key = {focusSegment_, t, SeriesKey::Part::Force, SeriesKey::Component::Norm};
      requests.push_back(r);
      plotted.push_back(t);
    }
    if (session_->isForwardDynamics()) {
      SeriesRequest e;
      e.kind = SeriesRequest::Kind::TotalEnergy;
      requests.push_back(e);
    }
    Status s = plotSampler_.sample(*session_, session_->startTime(), session_->endTime(), 300, requests, series_);
    if (!s) setMessage(s.error().text(), true);
    if (compare_) {
      SeriesRequest e;
      e.kind = SeriesRequest::Kind::TotalEnergy;
      (void)plotSampler_.sample(*compare_, compare_->startTime(), compare_->endTime(), 300, {e}, compareSeries_);
    }
    seriesDirty_ = false;
  }
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float w = std::max(100.0f, avail.x), h = std::max(80.0f, avail.y - 4);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float k = uiScale_;
  const float left = origin.x + 60 * k, right = origin.x + w - 10 * k, top = origin.y + 6 * k, bottom = origin.y + h - 22 * k;
  auto plotRows = [&](const std::vector<std::vector<double>>& rows, size_t first, size_t count, double& lo, double& hi) {
    lo = 1e300;
    hi = -1e300;
    for (size_t r = first; r < first + count && r < rows.size(); ++r)
      for (double v : rows[r])
        if (std::isfinite(v)) {
          lo = std::min(lo, v);
          hi = std::max(hi, v);
        }
  };
  const bool energyOnly = session_->isForwardDynamics();
  double lo, hi;
  const size_t first = energyOnly ? plotted.size() : 0, count = energyOnly ? 1 : plotted.size();
  plotRows(series_.values, first, count, lo, hi);
  if (energyOnly && !compareSeries_.values.empty()) {
    double clo, chi;
    plotRows(compareSeries_.values, 0, 1, clo, chi);
    lo = std::min(lo, clo);
    hi = std::max(hi, chi);
  }
  const AxisRange axis = plotAxisRange(lo, hi, !energyOnly);
  lo = axis.lo;
  hi = axis.hi;
  draw->AddRect(ImVec2(left, top), ImVec2(right, bottom), IM_COL32(120, 120, 120, 255));
  char label[64];
  std::snprintf(label, sizeof label, "%s", formatNumber(hi).c_str());
  draw->AddText(ImVec2(origin.x, top), IM_COL32(200, 200, 200, 255), label);
  std::snprintf(label, sizeof label, "%s", formatNumber(lo).c_str());
  draw->AddText(ImVec2(origin.x, bottom - 14 * k), IM_COL32(200, 200, 200, 255), label);
  const double t0 = session_->startTime(), t1 = session_->endTime();
  std::snprintf(label, sizeof label, "time [s] %.2f … %.2f      %s", t0, t1, energyOnly ? "total energy [J]" : "|force| [N]");
  draw->AddText(ImVec2(left, bottom + 4 * k), IM_COL32(200, 200, 200, 255), label);
  // One polyline per curve. Where samples are denser than the pixels, each pixel column keeps only
  // its first, lowest, highest and last points; then runs that are straight to within a third of a
  // pixel become one chord. The same picture (peaks included) from far fewer triangles, which
  // software WebGL pays for: the plot is the largest thing the UI redraws while playing.
  auto curve = [&](const Series& s, size_t row, ImU32 col) {
    if (row >= s.values.size()) return;
    std::vector<ImVec2>& points = plotPoints_;
    points.clear();
    ImVec2 column[4];  // first, lowest, highest, last (screen y grows down: lowest value = largest y)
    int columnSize = 0;
    long columnIndex = 0;
    auto closeColumn = [&]() {
      if (columnSize == 0) return;
      ImVec2 kept[4] = {column[0], column[1], column[2], column[3]};
      if (kept[1].x > kept[2].x) std::swap(kept[1], kept[2]);  // extremes in the order they occurred
      for (const ImVec2& q : kept)
        if (points.empty() || q.x != points.back().x || q.y != points.back().y) points.push_back(q);
      columnSize = 0;
    };
    auto flush = [&]() {
      closeColumn();
      if (points.size() >= 2) {
        render::simplifyPolyline(points.data(), points.size(), kPlotFlatnessPx, plotKept_, plotStack_);
        plotChords_.clear();
        for (std::size_t i : plotKept_) plotChords_.push_back(points[i]);
        draw->AddPolyline(plotChords_.data(), static_cast<int>(plotChords_.size()), col, ImDrawFlags_None, 2.0f);
      }
      points.clear();
    };
    for (size_t i = 0; i < s.time.size(); ++i) {
      const double v = s.values[row][i];
      if (!std::isfinite(v)) {
        flush();  // a gap in the data stays a gap on the plot
        continue;
      }
      const ImVec2 p(left + static_cast<float>((s.time[i] - t0) / std::max(1e-9, t1 - t0)) * (right - left),
                     bottom - static_cast<float>((v - lo) / (hi - lo)) * (bottom - top));
      const long index = std::lround(std::floor(p.x));
      if (columnSize > 0 && index != columnIndex) closeColumn();
      if (columnSize == 0) {
        columnIndex = index;
        column[0] = column[1] = column[2] = column[3] = p;
        columnSize = 1;
        continue;
      }
      if (p.y > column[1].y) column[1] = p;
      if (p.y < column[2].y) column[2] = p;
      column[3] = p;
      ++columnSize;
    }
    flush();
  };
  if (energyOnly) {
    curve(series_, plotted.size(), IM_COL32(230, 159, 0, 255));
    curve(compareSeries_, 0, IM_COL32(86, 180, 233, 255));
    draw->AddText(ImVec2(left + 8 * k, top + 4 * k), IM_COL32(230, 159, 0, 255), toString(session_->file().simulation.integrator));
    draw->AddText(ImVec2(left + 8 * k, top + 20 * k), IM_COL32(86, 180, 233, 255), compare_ ? "rk4" : "");
  } else {
    for (size_t r = 0; r < plotted.size(); ++r) {
      const render::Rgba c = render::termColour(plotted[r], presenter_);
      curve(series_, r, ImGui::ColorConvertFloat4ToU32(ImVec4(c.r, c.g, c.b, 1)));
    }
  }
  const float cx = left + static_cast<float>((session_->time() - t0) / std::max(1e-9, t1 - t0)) * (right - left);
  draw->AddLine(ImVec2(cx, top), ImVec2(cx, bottom), IM_COL32(255, 255, 255, 160), 1.0f);
  ImGui::Dummy(ImVec2(w, h));
  ImGui::End();
}

}  // namespace wl::web
