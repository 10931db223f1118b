#include "render/DemoScene.hpp"

#include <cmath>

#include <Eigen/Geometry>

#include "render/Geometry.hpp"
#include "render/Palette.hpp"

namespace wl::web::render {
namespace {

constexpr int kLinks = 3;
constexpr float kLength[kLinks] = {0.5f, 0.4f, 0.3f};
constexpr int kTrailPoints = 120;

// Joint angles of a made-up swing (radians), measured from hanging straight down.
void angles(double t, float out[kLinks]) {
  out[0] = static_cast<float>(0.7 * std::sin(1.3 * t));
  out[1] = static_cast<float>(0.5 * std::sin(1.9 * t + 0.6));
  out[2] = static_cast<float>(0.6 * std::sin(2.6 * t + 1.1));
}

// Joint positions p[0..kLinks] in the x–y plane, the base at the origin.
void chain(double t, Vec3f p[kLinks + 1], float absolute[kLinks]) {
  float q[kLinks];
  angles(t, q);
  p[0] = Vec3f::Zero();
  float sum = 0.0f;
  for (int i = 0; i < kLinks; ++i) {
    sum += q[i];
    absolute[i] = sum;
    p[i + 1] = p[i] + kLength[i] * Vec3f(std::sin(sum), -std::cos(sum), 0.0f);
  }
}

}  // namespace

void drawDemoScene(DrawList& list, double t) {
  list.clear();
  const Palette& colours = palette(Theme::Dark);
  Vec3f p[kLinks + 1];
  float absolute[kLinks];
  chain(t, p, absolute);

  // The tip's path over the last two seconds, oldest first, so it fades into the past.
  list.beginStrip(colours.trail, 2.0f, Stroke::Solid, true);
  for (int k = kTrailPoints - 1; k >= 0; --k) {
    Vec3f q[kLinks + 1];
    float a[kLinks];
    chain(t - 2.0 * k / kTrailPoints, q, a);
    list.addStripPoint(q[kLinks]);
  }

  for (int i = 0; i < kLinks; ++i) {
    list.capsules.push_back({p[i], p[i + 1], 0.018f, segmentColour(i, Theme::Dark)});
    list.spheres.push_back({p[i], 0.026f, colours.joint, MarkerStyle::Plain});
    const Vec3f com = 0.5f * (p[i] + p[i + 1]);
    list.spheres.push_back({com, 0.022f, colours.centreOfMass, MarkerStyle::CentreOfMass});

    Triad frame;
    frame.origin = p[i];
    frame.rotation = Eigen::AngleAxisf(absolute[i], Vec3f::UnitZ()).toRotationMatrix();
    frame.length = 0.12f;
    frame.colourX = colours.axisX;
    frame.colourY = colours.axisY;
    frame.colourZ = colours.axisZ;
    list.triads.push_back(frame);

    // Gravity at the COM, a joint force at the proximal joint, a dashed Euler force at the COM.
    const float mass = 2.0f * kLength[i];
    const float metresPerNewton = 0.02f;
    auto arrow = [&](Term term, const Vec3f& at, const Vec3f& force) {
      ForceArrow a;
      a.origin = at;
      a.vector = force * metresPerNewton;
      a.colour = termColour(term, Theme::Dark);
      a.stroke = termStroke(term);
      a.id = 100 * i + static_cast<int>(term);
      list.arrows.push_back(a);
    };
    arrow(Term::Gravity, com, Vec3f(0.0f, -9.81f * mass, 0.0f));
    arrow(Term::Joint, p[i], Vec3f(3.0f * std::sin(absolute[i]), 9.81f * mass * 1.4f, 0.0f));
    arrow(Term::Euler, com, Vec3f(4.0f * std::cos(1.3f * static_cast<float>(t)), 0.0f, 0.0f));

    // Joint moment as an arc about ±z; the sweep is proportional to |M| (2 N·m per turn).
    const float moment = 1.5f * std::sin(1.9f * static_cast<float>(t) + static_cast<float>(i));
    MomentArc arc;
    arc.centre = p[i];
    arc.axis = Vec3f(0.0f, 0.0f, moment >= 0.0f ? 1.0f : -1.0f);
    arc.sweep = arcSweep(std::abs(moment), 2.0f);
    arc.radius = 0.07f;
    arc.colour = termColour(Term::Joint, Theme::Dark);
    arc.id = 100 * i + 50 + static_cast<int>(Term::Joint);
    list.arcs.push_back(arc);
  }
  list.addLabel(p[kLinks], "tip", colours.text);
}

}  // namespace wl::web::render
