// The scene: segments, joints, COM trails, frames, and an arrow per visible term (a straight arrow
// for a force, a curled arc for a moment), plus the plot widget and the legend. Drawn with our own
// line shader; labels and the plot with ImGui's draw lists. Buffers are reused frame to frame.
#include <algorithm>
#include <cmath>
#include <cstring>

#include "app/App.hpp"
#include "app/Palette.hpp"
#include "imgui.h"
#include "lesson/Quantity.hpp"

namespace wl::web {

void App::projectPoint(const Vec3& pWorld, float& x, float& y) const {
  Vec3 p = pWorld;
  if (followObserver_) {
    // View from the observer: positions in the observer frame's axes, relative to its attachment.
    const SegmentTerms& t = session_->breakdown().segments[static_cast<size_t>(focusSegment_)];
    const FrameState& A = session_->data().frames[static_cast<size_t>(t.observerFrame)];
    p = A.R_WF.transpose() * (pWorld - A.p_WF);
  }
  // Orthographic view: yaw about the vertical (y), then pitch; 2D lessons look straight down z.
  const double cy = std::cos(yaw_), sy = std::sin(yaw_), cp = std::cos(pitch_), sp = std::sin(pitch_);
  const double x1 = cy * p.x() + sy * p.z();
  const double z1 = -sy * p.x() + cy * p.z();
  const double y1 = cp * p.y() - sp * z1;
  x = static_cast<float>(x1);
  y = static_cast<float>(y1);
}

void App::handleCamera(const FrameInput& input) {
  ImGuiIO& io = ImGui::GetIO();
  if (io.WantCaptureMouse) return;
  if (io.MouseWheel != 0.0f) zoom_ = std::clamp(zoom_ * std::pow(1.15f, io.MouseWheel), 0.05f, 50.0f);
  const bool drag = ImGui::IsMouseDragging(ImGuiMouseButton_Right) || ImGui::IsMouseDragging(ImGuiMouseButton_Left);
  if (!drag) return;
  const ImVec2 d = io.MouseDelta;
  if (lesson_ && lesson_->dimension == 3 && !io.KeyShift) {
    yaw_ += d.x * 0.01f;
    pitch_ = std::clamp(pitch_ + d.y * 0.01f, -1.5f, 1.5f);
  } else {
    panX_ += d.x / pixelsPerMetre_;
    panY_ -= d.y / pixelsPerMetre_;
  }
  (void)input;
}

void App::drawScene(const FrameInput& input) {
  handleCamera(input);
  const Model& model = session_->model();
  const Data& data = session_->data();
  const TermBreakdown& b = session_->breakdown();

  // Fit the model's reach into the view once per frame (cheap), then apply zoom and pan.
  double reach = 0.2;
  for (const Segment& s : model.segments) reach += s.length;
  const float fit = 0.42f * static_cast<float>(std::min(input.framebufferWidth, input.framebufferHeight)) / static_cast<float>(reach);
  pixelsPerMetre_ = (lesson_ && lesson_->pixelsPerMetre > 0 ? static_cast<float>(lesson_->pixelsPerMetre) : fit) * zoom_;
  View2D view;
  view.pixelsPerMetre = pixelsPerMetre_;
  view.centreX = -panX_ - 0.1f * static_cast<float>(input.framebufferWidth) / pixelsPerMetre_;
  view.centreY = -panY_;
  lines_.begin(input.framebufferWidth, input.framebufferHeight, view);
  auto toScreen = [&](float x, float y, float& sx, float& sy) {
    sx = (x - view.centreX) * pixelsPerMetre_ + 0.5f * static_cast<float>(input.framebufferWidth);
    sy = 0.5f * static_cast<float>(input.framebufferHeight) - (y - view.centreY) * pixelsPerMetre_;
  };
  auto segment2 = [&](const Vec3& a, const Vec3& c, Colour col, float alpha = 1.0f) {
    float x0, y0, x1, y1;
    projectPoint(a, x0, y0);
    projectPoint(c, x1, y1);
    scratch_.assign({x0, y0, x1, y1});
    lines_.strip(scratch_, col.r, col.g, col.b, alpha);
  };

  // World axes, faint.
  segment2(Vec3::Zero(), Vec3(0.2, 0, 0), {0.8f, 0.3f, 0.3f}, 0.6f);
  segment2(Vec3::Zero(), Vec3(0, 0.2, 0), {0.3f, 0.8f, 0.3f}, 0.6f);
  segment2(Vec3::Zero(), Vec3(0, 0, 0.2), {0.3f, 0.4f, 0.9f}, 0.6f);

  // Segments: a double line for thickness, joints as small squares, COM trails.
  const Colour rod{0.55f, 0.75f, 0.95f};
  for (int i = 0; i < model.segmentCount(); ++i) {
    const FrameState& F = data.frames[static_cast<size_t>(model.segmentFrame(i))];
    const Vec3 p0 = F.p_WF, p1 = F.p_WF + F.R_WF * model.segments[static_cast<size_t>(i)].distalPoint();
    const float a = showSegment_[static_cast<size_t>(i)] ? 1.0f : 0.35f;
    segment2(p0, p1, rod, a);
    const double r = 0.012 * reach;
    segment2(p0 + Vec3(-r, -r, 0), p0 + Vec3(r, r, 0), {1, 1, 1}, a);
    segment2(p0 + Vec3(-r, r, 0), p0 + Vec3(r, -r, 0), {1, 1, 1}, a);
    const Vec3 c = data.com[static_cast<size_t>(i)].p;
    segment2(c + Vec3(-r, 0, 0), c + Vec3(r, 0, 0), {1, 1, 1}, a);
    segment2(c + Vec3(0, -r, 0), c + Vec3(0, r, 0), {1, 1, 1}, a);
    if (trails_) {
      std::vector<float>& trail = trailPoints_[static_cast<size_t>(i)];
      float x, y;
      projectPoint(c, x, y);
      if (trail.size() >= 2 * 400) trail.erase(trail.begin(), trail.begin() + 2);  // bounded: 400 points
      trail.push_back(x);
      trail.push_back(y);
      lines_.strip(trail, rod.r, rod.g, rod.b, 0.35f);
    }
  }
  // Axes triad of the observer frame for the focused segment.
  {
    const SegmentTerms& t = b.segments[static_cast<size_t>(focusSegment_)];
    const FrameState& A = data.frames[static_cast<size_t>(t.observerFrame)];
    const double L = 0.12 * reach;
    segment2(A.p_WF, A.p_WF + L * A.R_WF.col(0), {0.9f, 0.35f, 0.35f});
    segment2(A.p_WF, A.p_WF + L * A.R_WF.col(1), {0.35f, 0.9f, 0.35f});
    segment2(A.p_WF, A.p_WF + L * A.R_WF.col(2), {0.4f, 0.5f, 1.0f});
  }

  // Arrow scale: N per cm of screen (HiDPI: a CSS cm is 96/2.54 px × the pixel ratio).
  const float pxPerCm = 96.0f / 2.54f * std::max(1.0f, ImGui::GetIO().FontGlobalScale);
  double largest = 1e-9;
  for (const SegmentTerms& s : b.segments)
    for (Term t : kAllTerms)
      if (showTerm_[static_cast<size_t>(t)] && showSegment_[static_cast<size_t>(s.segment)]) largest = std::max(largest, s[t].force.norm());
  const double nPerCm = newtonsPerCm_ > 0 ? newtonsPerCm_ : std::max(1e-6, largest / 4.0);  // auto: longest ≈ 4 cm
  const double metresPerNewton = pxPerCm / nPerCm / pixelsPerMetre_;
  newtonsPerCmShown_ = static_cast<float>(nPerCm);

  arrows_.clear();
  for (const SegmentTerms& s : b.segments) {
    if (!showSegment_[static_cast<size_t>(s.segment)]) continue;
    const FrameState& frame = data.frames[static_cast<size_t>(s[Term::Joint].frame)];
    for (Term t : kAllTerms) {
      if (!showTerm_[static_cast<size_t>(t)]) continue;
      const Wrench& w = s[t];
      const Colour col = termColour(t, presenter_);
      // Terms are stored in their frame's axes about a point given in that frame: back to the world.
      const Vec3 at = frame.p_WF + frame.R_WF * w.point;
      const Vec3 f = frame.R_WF * w.force * metresPerNewton;
      if (f.norm() * pixelsPerMetre_ > 2.0) {
        const Vec3 tip = at + f;
        segment2(at, tip, col);
        // Arrow head in the screen plane.
        float x0, y0, x1, y1;
        projectPoint(at, x0, y0);
        projectPoint(tip, x1, y1);
        const float dx = x1 - x0, dy = y1 - y0, len = std::sqrt(dx * dx + dy * dy);
        const float hx = dx / len * 0.12f * len, hy = dy / len * 0.12f * len;
        scratch_.assign({x1 - hx - 0.5f * hy, y1 - hy + 0.5f * hx, x1, y1, x1 - hx + 0.5f * hy, y1 - hy - 0.5f * hx});
        lines_.strip(scratch_, col.r, col.g, col.b);
        Arrow a;
        toScreen(x0, y0, a.x0, a.y0);
        toScreen(x1, y1, a.x1, a.y1);
        a.segment = s.segment;
        a.term = t;
        a.moment = false;
        arrows_.push_back(a);
      }
      // Moment: an arc around the point, sweep ∝ |M| (full circle at 4 cm worth of N·m per m).
      const Vec3 m = frame.R_WF * w.moment;
      const double mag = m.norm();
      if (mag > 1e-9 && t != Term::Distal) {
        const double sweep = std::min(5.5, mag * metresPerNewton / (0.05 * reach) * 1.0);
        if (sweep * 0.06 * reach * pixelsPerMetre_ > 2.0) {
          const Vec3 axis = m / mag;
          Vec3 u = axis.unitOrthogonal();
          const Vec3 v = axis.cross(u);
          const double radius = 0.06 * reach;
          scratch_.clear();
          float x = 0, y = 0;
          for (int k = 0; k <= 24; ++k) {
            const double ang = sweep * k / 24.0;
            projectPoint(at + radius * (std::cos(ang) * u + std::sin(ang) * v), x, y);
            scratch_.push_back(x);
            scratch_.push_back(y);
          }
          lines_.strip(scratch_, col.r, col.g, col.b, 0.9f);
          Arrow a;
          toScreen(scratch_[0], scratch_[1], a.x0, a.y0);
          toScreen(x, y, a.x1, a.y1);
          a.segment = s.segment;
          a.term = t;
          a.moment = true;
          arrows_.push_back(a);
        }
      }
    }
  }

  lines_.flush();

  // Hover labels: the arrow nearest the cursor (within 8 px) names itself with its numbers.
  ImGuiIO& io = ImGui::GetIO();
  if (!io.WantCaptureMouse) {
    const float mx = io.MousePos.x, my = io.MousePos.y;
    const Arrow* best = nullptr;
    float bestD = 8.0f * std::max(1.0f, io.FontGlobalScale);
    for (const Arrow& a : arrows_) {
      const float dx = a.x1 - a.x0, dy = a.y1 - a.y0, l2 = dx * dx + dy * dy;
      const float u = l2 > 0 ? std::clamp(((mx - a.x0) * dx + (my - a.y0) * dy) / l2, 0.0f, 1.0f) : 0.0f;
      const float d = std::hypot(mx - (a.x0 + u * dx), my - (a.y0 + u * dy));
      if (d < bestD) {
        bestD = d;
        best = &a;
      }
    }
    if (best) {
      const Wrench& w = b.segments[static_cast<size_t>(best->segment)][best->term];
      ImGui::BeginTooltip();
      ImGui::Text("%s on %s", termLabel(best->term), model.segments[static_cast<size_t>(best->segment)].name.c_str());
      ImGui::Text("F = %s N", formatVector(w.force).c_str());
      ImGui::Text("M = %s N·m", formatVector(w.moment).c_str());
      ImGui::EndTooltip();
    }
  }
}

void App::legendOverlay(const FrameInput& input) {
  ImDrawList* draw = ImGui::GetBackgroundDrawList();
  const float scale = std::max(1.0f, ImGui::GetIO().FontGlobalScale);
  float x = static_cast<float>(input.framebufferWidth) * 0.5f - 200 * scale, y = 8;
  for (Term t : kAllTerms) {
    if (!showTerm_[static_cast<size_t>(t)]) continue;
    const Colour c = termColour(t, presenter_);
    const ImU32 col = ImGui::ColorConvertFloat4ToU32(ImVec4(c.r, c.g, c.b, 1));
    draw->AddLine(ImVec2(x, y + 8 * scale), ImVec2(x + 18 * scale, y + 8 * scale), col, 3.0f);
    draw->AddText(ImVec2(x + 22 * scale, y), col, termLabel(t));
    x += (30 + 8 * static_cast<float>(std::strlen(termLabel(t)))) * scale;
  }
  char text[96];
  std::snprintf(text, sizeof text, "arrows: %s N per cm   t = %.2f s   observer: %s", formatNumber(newtonsPerCmShown_).c_str(),
                session_->time(), frameText_.c_str());
  draw->AddText(ImVec2(static_cast<float>(input.framebufferWidth) * 0.5f - 200 * scale, y + 22 * scale), IM_COL32(220, 220, 220, 255), text);
}

void App::plotPanel() {
  const Model& model = session_->model();
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowPos(ImVec2(display.x - 530, display.y - 220), ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowSize(ImVec2(520, 210), ImGuiCond_FirstUseEver);
  ImGui::Begin("Plot");
  if (ImGui::BeginCombo("segment##plot", model.segments[static_cast<size_t>(focusSegment_)].name.c_str())) {
    for (int s = 0; s < model.segmentCount(); ++s)
      if (ImGui::Selectable(model.segments[static_cast<size_t>(s)].name.c_str(), s == focusSegment_)) {
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
    Status s = session_->sampleSeries(session_->startTime(), session_->endTime(), 300, requests, series_);
    if (!s) setMessage(s.error().text(), true);
    if (compare_) {
      SeriesRequest e;
      e.kind = SeriesRequest::Kind::TotalEnergy;
      (void)compare_->sampleSeries(compare_->startTime(), compare_->endTime(), 300, {e}, compareSeries_);
    }
    seriesDirty_ = false;
  }
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float w = std::max(100.0f, avail.x), h = std::max(80.0f, avail.y - 4);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float left = origin.x + 60, right = origin.x + w - 10, top = origin.y + 6, bottom = origin.y + h - 22;
  auto plotRows = [&](const std::vector<std::vector<double>>& rows, size_t first, size_t count, double& lo, double& hi) {
    lo = 1e300;
    hi = -1e300;
    for (size_t r = first; r < first + count && r < rows.size(); ++r)
      for (double v : rows[r])
        if (std::isfinite(v)) {
          lo = std::min(lo, v);
          hi = std::max(hi, v);
        }
    if (lo > hi) lo = hi = 0;
    if (hi - lo < 1e-9) hi = lo + 1;
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
  draw->AddRect(ImVec2(left, top), ImVec2(right, bottom), IM_COL32(120, 120, 120, 255));
  char label[64];
  std::snprintf(label, sizeof label, "%s", formatNumber(hi).c_str());
  draw->AddText(ImVec2(origin.x, top), IM_COL32(200, 200, 200, 255), label);
  std::snprintf(label, sizeof label, "%s", formatNumber(lo).c_str());
  draw->AddText(ImVec2(origin.x, bottom - 14), IM_COL32(200, 200, 200, 255), label);
  const double t0 = session_->startTime(), t1 = session_->endTime();
  std::snprintf(label, sizeof label, "time [s] %.2f … %.2f      %s", t0, t1, energyOnly ? "total energy [J]" : "|force| [N]");
  draw->AddText(ImVec2(left, bottom + 4), IM_COL32(200, 200, 200, 255), label);
  auto curve = [&](const Series& s, size_t row, ImU32 col) {
    if (row >= s.values.size()) return;
    ImVec2 prev;
    bool have = false;
    for (size_t i = 0; i < s.time.size(); ++i) {
      const double v = s.values[row][i];
      if (!std::isfinite(v)) {
        have = false;
        continue;
      }
      const ImVec2 p(left + static_cast<float>((s.time[i] - t0) / std::max(1e-9, t1 - t0)) * (right - left),
                     bottom - static_cast<float>((v - lo) / (hi - lo)) * (bottom - top));
      if (have) draw->AddLine(prev, p, col, 2.0f);
      prev = p;
      have = true;
    }
  };
  if (energyOnly) {
    curve(series_, plotted.size(), IM_COL32(230, 159, 0, 255));
    curve(compareSeries_, 0, IM_COL32(86, 180, 233, 255));
    draw->AddText(ImVec2(left + 8, top + 4), IM_COL32(230, 159, 0, 255), toString(session_->file().simulation.integrator));
    draw->AddText(ImVec2(left + 8, top + 20), IM_COL32(86, 180, 233, 255), compare_ ? "rk4" : "");
  } else {
    for (size_t r = 0; r < plotted.size(); ++r) {
      const Colour c = termColour(plotted[r], presenter_);
      curve(series_, r, ImGui::ColorConvertFloat4ToU32(ImVec4(c.r, c.g, c.b, 1)));
    }
  }
  const float cx = left + static_cast<float>((session_->time() - t0) / std::max(1e-9, t1 - t0)) * (right - left);
  draw->AddLine(ImVec2(cx, top), ImVec2(cx, bottom), IM_COL32(255, 255, 255, 160), 1.0f);
  ImGui::Dummy(ImVec2(w, h));
  ImGui::End();
}

}  // namespace wl::web
