#include "report/MechanismSvg.hpp"

#include "report/Markup.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

namespace wl {
namespace {

// Segment colours that stay apart in print and on a grey-scale copier (dark to mid tones).
constexpr const char* kSegmentColours[] = {"#1f5fa8", "#c2410c", "#15803d", "#7e22ce", "#a16207", "#0e7490"};
// A white outline under text, so a label stays legible where it crosses a rod or an axis.
constexpr const char* kHalo = " stroke=\"#ffffff\" stroke-width=\"3\" paint-order=\"stroke\"";

std::string number(double v) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f", v + 0.0);
  std::string s = text;
  return s == "-0.00" ? "0.00" : s;
}

using Vec2 = Eigen::Vector2d;

// World → the figure's plane (x right, y up, in metres), as the app's opening camera looks.
struct Projection {
  Eigen::Matrix<double, 2, 3> P;
  Vec2 operator()(const Vec3& p_W) const { return P * p_W; }
};

Projection projection(const MechanismSvgOptions& o) {
  // Where the display's local axes point in the world: with "up": "z", local y (screen up) is world z
  // and local z is world −y (web/render/Camera.cpp, setWorldUpZ).
  Mat3 R_WL = Mat3::Identity();
  if (o.zUp) R_WL << 1, 0, 0, 0, 0, -1, 0, 1, 0;
  Vec3 right(1, 0, 0), up(0, 1, 0);
  if (o.dimension == 3) {
    const double yaw = 0.6, pitch = 0.35;  // the app's opening turntable angles (web/app/SceneView.cpp)
    const double cy = std::cos(yaw), sy = std::sin(yaw), cp = std::cos(pitch), sp = std::sin(pitch);
    const Vec3 back(sy * cp, sp, cy * cp);
    right = Vec3(cy, 0.0, -sy);
    up = back.cross(right);
  }
  Projection proj;
  proj.P.row(0) = (R_WL * right).transpose();  // right · (R_LW p) = (R_WL right) · p
  proj.P.row(1) = (R_WL * up).transpose();
  return proj;
}

// A scale bar of 1, 2 or 5 × 10^k metres, about a quarter of the drawn width.
double niceLength(double about) {
  const double decade = std::pow(10.0, std::floor(std::log10(about)));
  for (double m : {5.0, 2.0, 1.0})
    if (m * decade <= about) return m * decade;
  return decade;
}

}  // namespace

std::string mechanismSvg(const Session& session, const MechanismSvgOptions& o) {
  const Model& model = session.model();
  const Data& data = session.data();
  const Projection project = projection(o);
  struct Drawn {
    Vec2 proximal, distal, com;
  };
  std::vector<Drawn> segments;
  Vec2 low(0, 0), high(0, 0);  // the world origin is always in the picture (its axes are drawn there)
  for (int i = 0; i < model.segmentCount(); ++i) {
    const Segment& s = model.segments()[static_cast<std::size_t>(i)];
    const FrameState& F = data.frames[static_cast<std::size_t>(model.segmentFrame(i))];
    Drawn d{project(F.p_WF), project(F.toWorld(s.distalPoint())), project(data.com[static_cast<std::size_t>(i)].p)};
    for (const Vec2& p : {d.proximal, d.distal, d.com}) {
      low = low.cwiseMin(p);
      high = high.cwiseMax(p);
    }
    segments.push_back(d);
  }
  // Fit with a margin; a mechanism folded into a point still gets a 0.2 m wide picture.
  const double reach = std::max({high.x() - low.x(), high.y() - low.y(), 0.2});
  const Vec2 centre = 0.5 * (low + high);
  const double marginPx = 30.0, captionPx = 30.0;
  const double scale = std::min((o.widthPx - 2 * marginPx) / std::max(high.x() - low.x(), 0.05 * reach),
                                (o.heightPx - 2 * marginPx - captionPx) / std::max(high.y() - low.y(), 0.05 * reach));
  const double midX = 0.5 * o.widthPx, midY = 0.5 * (o.heightPx - captionPx);
  auto px = [&](const Vec2& p) { return Vec2(midX + scale * (p.x() - centre.x()), midY - scale * (p.y() - centre.y())); };
  const double rodPx = 6.0;

  std::string svg;
  svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + number(o.widthPx) + "\" height=\"" + number(o.heightPx) +
         "\" viewBox=\"0 0 " + number(o.widthPx) + " " + number(o.heightPx) + "\" role=\"img\" font-family=\"sans-serif\" font-size=\"12\">\n";
  svg += "<title>" + escapeMarkup(o.title) + "</title>\n";
  svg += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n";
  // The world's axes at the origin, a sixth of the picture long.
  const Vec2 origin = px(Vec2(0, 0));
  const double axisM = reach / 6.0;
  const char* names[3] = {"x", "y", "z"};
  std::string axisLabels;  // drawn over the rods: an axis along a rod keeps its name
  for (int a = 0; a < 3; ++a) {
    Vec3 e = Vec3::Zero();
    e(a) = axisM;
    const Vec2 tip = px(project(e));
    if ((tip - origin).norm() < 4.0) continue;  // an axis seen end-on
    svg += "<line x1=\"" + number(origin.x()) + "\" y1=\"" + number(origin.y()) + "\" x2=\"" + number(tip.x()) + "\" y2=\"" +
           number(tip.y()) + "\" stroke=\"#6b7280\" stroke-width=\"1.5\"/>\n";
    const Vec2 label = origin + 1.18 * (tip - origin);
    axisLabels += "<text x=\"" + number(label.x()) + "\" y=\"" + number(label.y() + 4.0) + "\" fill=\"#4b5563\" text-anchor=\"middle\"" + kHalo + ">" +
           names[a] + "</text>\n";
  }
  for (std::size_t i = 0; i < segments.size(); ++i) {
    const Drawn& d = segments[i];
    const Vec2 a = px(d.proximal), b = px(d.distal);
    const char* colour = kSegmentColours[i % (sizeof kSegmentColours / sizeof *kSegmentColours)];
    svg += "<line x1=\"" + number(a.x()) + "\" y1=\"" + number(a.y()) + "\" x2=\"" + number(b.x()) + "\" y2=\"" + number(b.y()) +
           "\" stroke=\"" + colour + "\" stroke-width=\"" + number(rodPx) + "\" stroke-linecap=\"round\"/>\n";
  }
  for (std::size_t i = 0; i < segments.size(); ++i) {
    const Drawn& d = segments[i];
    const Vec2 a = px(d.proximal), b = px(d.distal), c = px(d.com);
    // The joint: a white ring; the centre of mass: the engineer's quartered circle.
    svg += "<circle cx=\"" + number(a.x()) + "\" cy=\"" + number(a.y()) + "\" r=\"5.00\" fill=\"#ffffff\" stroke=\"#111827\" stroke-width=\"1.5\"/>\n";
    svg += "<circle cx=\"" + number(c.x()) + "\" cy=\"" + number(c.y()) + "\" r=\"5.00\" fill=\"#ffffff\" stroke=\"#111827\" stroke-width=\"1.2\"/>\n";
    svg += "<path d=\"M" + number(c.x()) + " " + number(c.y()) + " h5 a5 5 0 0 0 -5 -5 z M" + number(c.x()) + " " + number(c.y()) +
           " h-5 a5 5 0 0 0 5 5 z\" fill=\"#111827\"/>\n";
    // The name beside the segment, off the rod (above a flat one, beside a steep one), at 70 % of its
    // length: the middle is where a child (a bead, a slider) often sits.
    Vec2 along = b - a;
    Vec2 side = along.norm() > 1e-9 ? Vec2(-along.y(), along.x()).normalized() : Vec2(0, -1);
    const bool steep = std::abs(side.x()) > 0.7;
    // Above a flat rod; beside a steep one, on the side of the picture's middle (room for the text).
    if (steep ? (side.x() > 0) != (0.5 * (a.x() + b.x()) < midX) : side.y() > 0) side = -side;
    const Vec2 label = a + 0.7 * along + (steep ? 8.0 : 14.0) * side;
    const char* anchor = !steep ? "middle" : side.x() > 0 ? "start" : "end";
    svg += "<text x=\"" + number(label.x()) + "\" y=\"" + number(label.y() + 4.0) + "\" text-anchor=\"" + anchor + "\" fill=\"" +
           kSegmentColours[i % (sizeof kSegmentColours / sizeof *kSegmentColours)] + "\"" + kHalo + ">" +
           escapeMarkup(model.segments()[i].name) + "</text>\n";
  }
  svg += axisLabels;
  // g in the caption row's middle (never over the mechanism), where the lesson has gravity and it is
  // not seen end-on.
  const Vec3& g = model.gravity_W();
  if (g.norm() > 1e-9) {
    const Vec2 gDir = project(g.normalized());
    if (gDir.norm() > 0.2) {
      const Vec2 u = Vec2(gDir.x(), -gDir.y()).normalized(), n(-u.y(), u.x());
      const Vec2 at(0.5 * o.widthPx, o.heightPx - 0.5 * captionPx);
      const Vec2 start = at - 11.0 * u, end = at + 11.0 * u;
      svg += "<line x1=\"" + number(start.x()) + "\" y1=\"" + number(start.y()) + "\" x2=\"" + number(end.x()) + "\" y2=\"" +
             number(end.y()) + "\" stroke=\"#111827\" stroke-width=\"2\"/>\n";
      const Vec2 h1 = end - 6.0 * u + 3.5 * n, h2 = end - 6.0 * u - 3.5 * n;
      svg += "<path d=\"M" + number(end.x()) + " " + number(end.y()) + " L" + number(h1.x()) + " " + number(h1.y()) + " L" +
             number(h2.x()) + " " + number(h2.y()) + " z\" fill=\"#111827\"/>\n";
      svg += "<text x=\"" + number(at.x() + 10.0) + "\" y=\"" + number(at.y() + 4.0) + "\" fill=\"#111827\">g</text>\n";
    }
  }
  // Scale bar and time along the bottom.
  const double barM = niceLength(0.25 * (o.widthPx - 2 * marginPx) / scale);
  const double barY = o.heightPx - 0.5 * captionPx + 4.0, barX = 12.0;
  svg += "<path d=\"M" + number(barX) + " " + number(barY - 5) + " v5 h" + number(barM * scale) + " v-5\" fill=\"none\" stroke=\"#111827\" stroke-width=\"1.5\"/>\n";
  char barText[32];
  std::snprintf(barText, sizeof barText, "%g m", barM);
  svg += "<text x=\"" + number(barX + barM * scale + 6.0) + "\" y=\"" + number(barY) + "\" fill=\"#111827\">" + barText + "</text>\n";
  char timeText[48];
  std::snprintf(timeText, sizeof timeText, "t = %g s", session.time());
  svg += "<text x=\"" + number(o.widthPx - 12.0) + "\" y=\"" + number(barY) + "\" text-anchor=\"end\" fill=\"#111827\">" + timeText + "</text>\n";
  svg += "</svg>\n";
  return svg;
}

}  // namespace wl
