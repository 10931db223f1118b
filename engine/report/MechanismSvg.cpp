#include "report/MechanismSvg.hpp"

#include "report/Markup.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <vector>

#include "core/Utf8.hpp"

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
    const double yaw = 0.6, pitch = 0.35;  // the app's opening turntable angles (web/app/scene/SceneView.cpp)
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

// A label's box, estimated for the figure's 12 px sans-serif a little wider than DejaVu Sans (the widest
// of the usual faces), so a label placed clear of everything stays clear in whichever face prints it.
struct Box {
  double left, top, right, bottom;
};
constexpr double kFontPx = 12.0;

double textWidthPx(const std::string& text) {
  double em = 0.0;
  for (std::size_t i = 0; i < text.size();) {
    std::uint32_t cp = 0;
    if (!decodeUtf8(text, i, cp)) {
      ++i;
      cp = '?';
    }
    if (cp >= 0x300 && cp <= 0x36F) continue;  // a combining accent sits on its letter
    if (cp >= 0x80) em += cp >= 0x1100 ? 1.0 : 0.8;
    else if (std::strchr("fijlrt", static_cast<int>(cp))) em += 0.42;
    else if (std::strchr(" .,:;'!|", static_cast<int>(cp))) em += 0.34;
    else if (std::strchr("()[]{}", static_cast<int>(cp))) em += 0.40;
    else if (std::strchr("mwMW%", static_cast<int>(cp))) em += 1.0;
    else if (std::strchr("=+<>~#", static_cast<int>(cp))) em += 0.84;
    else if (cp >= 'A' && cp <= 'Z') em += 0.80;
    else em += 0.64;
  }
  return em * kFontPx;
}

// The box of a text centred on `centre` (text-anchor="middle", baseline 3.5 px below the centre): from
// the ascenders 10 px above the baseline to the descenders 3 px below it.
Box textBox(const Vec2& centre, double widthPx) {
  return {centre.x() - 0.5 * widthPx, centre.y() - 6.5, centre.x() + 0.5 * widthPx, centre.y() + 6.5};
}

double overlapArea(const Box& a, const Box& b) {
  const double w = std::min(a.right, b.right) - std::max(a.left, b.left), h = std::min(a.bottom, b.bottom) - std::max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0.0;
}

double distanceToSegment(const Vec2& p, const Vec2& a, const Vec2& b) {
  const Vec2 ab = b - a;
  const double t = ab.squaredNorm() > 1e-12 ? std::clamp((p - a).dot(ab) / ab.squaredNorm(), 0.0, 1.0) : 0.0;
  return (p - (a + t * ab)).norm();
}

// Distance from the segment a–b to the box (0 where they meet).
double distanceToBox(const Vec2& a, const Vec2& b, const Box& box) {
  auto inside = [&](const Vec2& p) { return p.x() >= box.left && p.x() <= box.right && p.y() >= box.top && p.y() <= box.bottom; };
  if (inside(a) || inside(b)) return 0.0;
  const Vec2 corners[4] = {{box.left, box.top}, {box.right, box.top}, {box.right, box.bottom}, {box.left, box.bottom}};
  double d = 1e300;
  for (int k = 0; k < 4; ++k) {
    const Vec2& c = corners[k];
    const Vec2& e = corners[(k + 1) % 4];
    // The segment crosses an edge of the box.
    const Vec2 r = b - a, q = e - c;
    const double den = r.x() * q.y() - r.y() * q.x();
    if (std::abs(den) > 1e-12) {
      const double t = ((c - a).x() * q.y() - (c - a).y() * q.x()) / den, u = ((c - a).x() * r.y() - (c - a).y() * r.x()) / den;
      if (t >= 0 && t <= 1 && u >= 0 && u <= 1) return 0.0;
    }
    d = std::min({d, distanceToSegment(c, a, b), distanceToSegment(a, c, e), distanceToSegment(b, c, e)});
  }
  return d;
}

// What a label must keep clear of: the rods, joints and centres of mass, the axes (each a stroke of
// some half-width around a segment), the labels already placed, and the figure outside the drawing area.
struct Layout {
  struct Stroke {
    Vec2 a, b;
    double clearance;  ///< half the stroke's width and a gap
  };
  std::vector<Stroke> strokes;
  std::vector<Box> labels;
  Box area;

  // 0 for a box clear of everything, else how badly it collides (pixels out of the area weigh most).
  double cost(const Box& box) const {
    double c = 0.0;
    c += 100.0 * (std::max(0.0, area.left - box.left) + std::max(0.0, box.right - area.right) + std::max(0.0, area.top - box.top) +
                  std::max(0.0, box.bottom - area.bottom));
    for (const Stroke& s : strokes) c += 10.0 * std::max(0.0, s.clearance - distanceToBox(s.a, s.b, box));
    const Box padded{box.left - 2, box.top - 2, box.right + 2, box.bottom + 2};
    for (const Box& l : labels) c += overlapArea(padded, l);
    return c;
  }

  // The first of the centres (in the order of preference) whose box is clear, else the least bad one;
  // its box is kept so later labels keep clear of it.
  Vec2 place(const std::vector<Vec2>& centres, double widthPx) {
    Vec2 best = centres.front();
    double bestCost = 1e300;
    for (const Vec2& c : centres) {
      const double k = cost(textBox(c, widthPx));
      if (k < bestCost - 1e-9) {
        best = c;
        bestCost = k;
      }
      if (k == 0.0) break;
    }
    labels.push_back(textBox(best, widthPx));
    return best;
  }
};

// How far a box of this half-size reaches in the direction n (a unit vector).
double reachAlong(const Vec2& n, double halfWidth, double halfHeight) { return std::abs(n.x()) * halfWidth + std::abs(n.y()) * halfHeight; }

std::string textAt(const Vec2& centre, const std::string& fill, const std::string& text, bool halo) {
  return "<text x=\"" + number(centre.x()) + "\" y=\"" + number(centre.y() + 3.5) + "\" text-anchor=\"middle\" fill=\"" + fill + "\"" +
         (halo ? kHalo : "") + ">" + escapeMarkup(text) + "</text>\n";
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
  // The world's axes at the origin, a sixth of the mechanism's size long, wholly in the picture.
  const double reach = std::max({high.x() - low.x(), high.y() - low.y(), 0.2});
  const double axisM = reach / 6.0;
  Vec2 axisTip[3];
  for (int a = 0; a < 3; ++a) {
    Vec3 e = Vec3::Zero();
    e(a) = axisM;
    axisTip[a] = project(e);
    low = low.cwiseMin(axisTip[a]);
    high = high.cwiseMax(axisTip[a]);
  }
  // Fit with a margin (room for a label beyond an axis tip or a rod's end); a mechanism folded into a
  // point still gets a 0.2 m wide picture.
  const Vec2 centre = 0.5 * (low + high);
  const double marginPx = 30.0, captionPx = 30.0;
  const double scale = std::min((o.widthPx - 2 * marginPx) / std::max(high.x() - low.x(), 0.05 * reach),
                                (o.heightPx - 2 * marginPx - captionPx) / std::max(high.y() - low.y(), 0.05 * reach));
  const double midX = 0.5 * o.widthPx, midY = 0.5 * (o.heightPx - captionPx);
  auto px = [&](const Vec2& p) { return Vec2(midX + scale * (p.x() - centre.x()), midY - scale * (p.y() - centre.y())); };
  const double rodPx = 6.0, markerPx = 5.0;

  // Everything a label keeps clear of, then the labels: the axes' first (each belongs at its tip), then
  // the segments' (each has the length of its rod to choose from).
  Layout layout;
  layout.area = {4.0, 4.0, o.widthPx - 4.0, o.heightPx - captionPx};
  const Vec2 origin = px(Vec2(0, 0));
  const char* names[3] = {"x", "y", "z"};
  bool axisShown[3] = {};
  for (int a = 0; a < 3; ++a) {
    axisShown[a] = (px(axisTip[a]) - origin).norm() >= 4.0;  // an axis seen end-on is left out
    if (axisShown[a]) layout.strokes.push_back({origin, px(axisTip[a]), 0.75 + 1.0});
  }
  for (const Drawn& d : segments) {
    layout.strokes.push_back({px(d.proximal), px(d.distal), 0.5 * rodPx + 2.0});
    for (const Vec2& p : {d.proximal, d.com}) layout.strokes.push_back({px(p), px(p), markerPx + 1.5});
  }
  Vec2 axisLabel[3];
  for (int a = 0; a < 3; ++a) {
    if (!axisShown[a]) continue;
    const Vec2 tip = px(axisTip[a]), u = (tip - origin).normalized(), n(-u.y(), u.x());
    const double w = textWidthPx(names[a]), out = reachAlong(u, 0.5 * w, 6.5), side = reachAlong(n, 0.5 * w, 6.5);
    std::vector<Vec2> candidates;
    for (double gap : {3.0, 9.0}) candidates.push_back(tip + (gap + out) * u);  // beyond the tip
    for (double along : {1.0, 0.75, 0.5})
      for (double sign : {1.0, -1.0}) candidates.push_back(origin + along * (tip - origin) + sign * (3.0 + side) * n);  // beside it
    axisLabel[a] = layout.place(candidates, w);
  }
  std::vector<Vec2> segmentLabel(segments.size());
  for (std::size_t i = 0; i < segments.size(); ++i) {
    // Beside the rod, off it: first at 70 % of its length (the middle is where a child, a bead or a
    // slider, often sits), above a flat rod or towards the picture's middle beside a steep one.
    const Vec2 a = px(segments[i].proximal), b = px(segments[i].distal), along = b - a;
    Vec2 side = along.norm() > 1e-9 ? Vec2(-along.y(), along.x()).normalized() : Vec2(0, -1);
    const bool steep = std::abs(side.x()) > 0.7;
    if (steep ? (side.x() > 0) != (0.5 * (a.x() + b.x()) < midX) : side.y() > 0) side = -side;
    const std::string& name = model.segments()[i].name;
    const double w = textWidthPx(name), off = reachAlong(side, 0.5 * w, 6.5);
    std::vector<Vec2> candidates;
    for (double gap : {0.5 * rodPx + 3.0, 0.5 * rodPx + 14.0, 0.5 * rodPx + 26.0})
      for (double t : {0.7, 0.5, 0.85, 0.3, 0.15, 1.0, 0.0})
        for (double sign : {1.0, -1.0}) candidates.push_back(a + t * along + sign * (gap + off) * side);
    if (along.norm() > 1e-9) {  // beyond either end, in line with the rod
      const Vec2 u = along.normalized();
      const double end = reachAlong(u, 0.5 * w, 6.5) + markerPx + 3.0;
      candidates.push_back(b + end * u);
      candidates.push_back(a - end * u);
    }
    segmentLabel[i] = layout.place(candidates, w);
  }

  std::string svg;
  svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + number(o.widthPx) + "\" height=\"" + number(o.heightPx) +
         "\" viewBox=\"0 0 " + number(o.widthPx) + " " + number(o.heightPx) + "\" role=\"img\" font-family=\"sans-serif\" font-size=\"12\">\n";
  svg += "<title>" + escapeMarkup(o.title) + "</title>\n";
  svg += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n";
  for (int a = 0; a < 3; ++a) {
    if (!axisShown[a]) continue;
    const Vec2 tip = px(axisTip[a]);
    svg += "<line x1=\"" + number(origin.x()) + "\" y1=\"" + number(origin.y()) + "\" x2=\"" + number(tip.x()) + "\" y2=\"" +
           number(tip.y()) + "\" stroke=\"#6b7280\" stroke-width=\"1.5\"/>\n";
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
    const Vec2 a = px(d.proximal), c = px(d.com);
    // The joint: a white ring; the centre of mass: the engineer's quartered circle.
    svg += "<circle cx=\"" + number(a.x()) + "\" cy=\"" + number(a.y()) + "\" r=\"5.00\" fill=\"#ffffff\" stroke=\"#111827\" stroke-width=\"1.5\"/>\n";
    svg += "<circle cx=\"" + number(c.x()) + "\" cy=\"" + number(c.y()) + "\" r=\"5.00\" fill=\"#ffffff\" stroke=\"#111827\" stroke-width=\"1.2\"/>\n";
    svg += "<path d=\"M" + number(c.x()) + " " + number(c.y()) + " h5 a5 5 0 0 0 -5 -5 z M" + number(c.x()) + " " + number(c.y()) +
           " h-5 a5 5 0 0 0 5 5 z\" fill=\"#111827\"/>\n";
  }
  for (std::size_t i = 0; i < segments.size(); ++i)
    svg += textAt(segmentLabel[i], kSegmentColours[i % (sizeof kSegmentColours / sizeof *kSegmentColours)], model.segments()[i].name, true);
  for (int a = 0; a < 3; ++a)
    if (axisShown[a]) svg += textAt(axisLabel[a], "#4b5563", names[a], true);
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
