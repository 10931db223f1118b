// "Predict, then see" on the scene: while the student predicts, a circle on the step's plane around the
// point the hidden term acts at (with the plane's two axes named), and their arrow as they draw it;
// after the reveal, their arrow beside the true one (which the scene draws as any term) with an arc and
// the angle between them. The student's arrow is hollow (an outline, no fill, no dashes) and labelled
// "your prediction" (in the UI language), so it differs from every term's arrow by its shape and its
// label, not only by its colour. Drawn with ImGui over the scene, in screen space; the geometry is the
// engine's.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "app/player/PredictText.hpp"
#include "app/scene/SceneView.hpp"
#include "app/text/UiText.hpp"
#include "app/widgets/PanelWidgets.hpp"
#include "imgui.h"

namespace wl::web {
namespace {

constexpr double kArrowCentimetres = 3.0;  // the student's arrow on screen: a direction, not a size
constexpr int kCircleSegments = 72;

ImVec2 toImVec(const render::ScreenPoint& p) { return ImVec2(p.x, p.y); }

// A hollow arrow from `tail` to `tip` (screen px): the outline of a shaft and a head.
void hollowArrow(ImDrawList& draw, ImVec2 tail, ImVec2 tip, ImU32 colour, float scale) {
  const float dx = tip.x - tail.x, dy = tip.y - tail.y, length = std::hypot(dx, dy);
  if (length < 4.0f * scale) return;
  const float ux = dx / length, uy = dy / length, nx = -uy, ny = ux;
  const float shaft = 3.5f * scale, wing = 10.0f * scale, head = std::min(18.0f * scale, 0.5f * length);
  const ImVec2 base(tip.x - ux * head, tip.y - uy * head);
  const ImVec2 outline[] = {
      ImVec2(tail.x + nx * shaft, tail.y + ny * shaft), ImVec2(base.x + nx * shaft, base.y + ny * shaft),
      ImVec2(base.x + nx * wing, base.y + ny * wing),   tip,
      ImVec2(base.x - nx * wing, base.y - ny * wing),   ImVec2(base.x - nx * shaft, base.y - ny * shaft),
      ImVec2(tail.x - nx * shaft, tail.y - ny * shaft)};
  draw.AddPolyline(outline, 7, colour, ImDrawFlags_Closed, 2.0f * scale);
}

// Text beyond `at`, on the side `away` points to (screen px), as the scene labels its arrows.
void labelBeyond(ImDrawList& draw, ImVec2 at, float awayX, float awayY, const char* text, ImU32 colour, float fontSize, float scale) {
  ImFont* font = ImGui::GetFont();
  const ImVec2 size = font->CalcTextSizeA(fontSize, 1e30f, 0.0f, text);
  const float d = std::max(std::hypot(awayX, awayY), 1e-3f);
  float x = at.x + 8.0f * scale * awayX / d - (awayX < 0.0f ? size.x : 0.0f);
  float y = at.y + 8.0f * scale * awayY / d - (awayY < 0.0f ? size.y : 0.0f);
  // Kept on the screen (or the picture): an arrow drawn towards a phone's edge would cut its label,
  // and the German and Portuguese words are longer.
  const ImVec2 lo = draw.GetClipRectMin(), hi = draw.GetClipRectMax();
  x = std::max(lo.x, std::min(x, hi.x - size.x));
  y = std::max(lo.y, std::min(y, hi.y - size.y));
  draw.AddText(font, fontSize, ImVec2(std::round(x), std::round(y)), colour, text);
}

}  // namespace

void SceneView::drawPrediction(const LessonPlayer& player, const ViewState& view, ImDrawList& draw, float scale,
                               float fontSize) const {
  if (!player.hasLesson()) return;
  const PredictionState& prediction = player.prediction();
  if (!prediction.any()) return;
  const render::Rgba& ink = render::palette(view.theme).text;
  const ImU32 colour = ImGui::ColorConvertFloat4ToU32(ImVec4(ink.r, ink.g, ink.b, 1.0f));
  const ImU32 faint = ImGui::ColorConvertFloat4ToU32(ImVec4(ink.r, ink.g, ink.b, 0.45f));
  const LessonStep& step = player.currentStep();
  for (std::size_t k = 0; k < prediction.arrows.size(); ++k) {
    const PredictedArrow& arrow = prediction.arrows[k];
    auto axes = player.predictionAxes(k);
    if (!axes) continue;
    const render::Vec3f point = axes->point_W.cast<float>();
    const render::ScreenPoint at = camera_.project(point);
    if (!at.inFront) continue;
    // The circle (and the arrows drawn on it) stays inside the scene's free area with room for its axis
    // labels: a point near the edge (the rod's tip on a phone) gets a smaller circle, not half of one.
    double lengthPx = kArrowCentimetres * camera_.pixelsPerCentimetre();
    if (!framingArea_.empty()) {
      const Rect& area = framingArea_;
      const double room = std::min({at.x - area.x, area.right() - at.x, at.y - area.y, area.bottom() - at.y}) - 1.6 * fontSize;
      lengthPx = std::clamp(room, std::min(lengthPx, 2.5 * static_cast<double>(fontSize)), lengthPx);
    }
    const double length = lengthPx / std::max(camera_.pixelsPerWorldUnit(point), 1e-6f);
    const auto onPlane = [&](double angleDeg, double radius) {
      return toImVec(camera_.project((axes->point_W + radius * planeDirection_W(*axes, angleDeg)).cast<float>()));
    };
    if (prediction.open() && k == prediction.active) {
      // The plane the student draws on: a circle around the point, its two axes named at the rim.
      ImVec2 circle[kCircleSegments];
      for (int i = 0; i < kCircleSegments; ++i) circle[i] = onPlane(360.0 * i / kCircleSegments, length);
      draw.AddPolyline(circle, kCircleSegments, faint, ImDrawFlags_Closed, 1.0f * scale);
      const char axisNames[] = "xyz";
      for (const auto& [angle, axis] : {std::pair<double, int>{0.0, step.predict.plane.first}, {90.0, step.predict.plane.second}}) {
        const ImVec2 rim = onPlane(angle, length);
        const char name[3] = {'+', axisNames[std::clamp(axis, 0, 2)], '\0'};
        labelBeyond(draw, rim, rim.x - at.x, rim.y - at.y, name, faint, 0.85f * fontSize, scale);
      }
    }
    if (!arrow.angleDeg) continue;
    const ImVec2 tip = onPlane(*arrow.angleDeg, length);
    hollowArrow(draw, toImVec(at), tip, colour, scale);
    const std::string label = prediction.arrows.size() > 1 ? fill(tr(Text::predictYourPredictionOf), {termText(arrow.term)})
                                                           : std::string(tr(Text::predictYourPrediction));
    labelBeyond(draw, tip, tip.x - at.x, tip.y - at.y, label.c_str(), colour, fontSize, scale);
    if (!arrow.truth) continue;
    // After the reveal: an arc from the prediction to the true direction, and the angle between them.
    const double from = *arrow.angleDeg, to = arrow.truth->angleDeg;
    double sweep = std::fmod(to - from, 360.0);
    if (sweep > 180.0) sweep -= 360.0;
    if (sweep < -180.0) sweep += 360.0;
    constexpr int kArcPoints = 33;
    ImVec2 arc[kArcPoints];
    for (int i = 0; i < kArcPoints; ++i) arc[i] = onPlane(from + sweep * i / (kArcPoints - 1), 0.55 * length);
    draw.AddPolyline(arc, kArcPoints, colour, ImDrawFlags_None, 1.5f * scale);
    const ImVec2 middle = onPlane(from + 0.5 * sweep, 0.55 * length);
    const std::string angle = degreesText(arrow.errorDeg) + "°";
    labelBeyond(draw, middle, middle.x - at.x, middle.y - at.y, angle.c_str(), colour, fontSize, scale);
  }
}

}  // namespace wl::web
