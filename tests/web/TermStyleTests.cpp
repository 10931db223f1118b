// The one table of how terms look (render/TermStyle.hpp) against the engine's table of what they are:
// colour is never the only cue, so the strokes must follow the physics; and the colours stay apart for
// students with a colour-vision deficiency and stand out from both themes' backgrounds.
#include <algorithm>
#include <array>
#include <cmath>
#include <string>

#include <doctest/doctest.h>

#include "render/Palette.hpp"
#include "render/TermStyle.hpp"

using namespace wl;
using namespace wl::web::render;

TEST_CASE("fictitious terms are dashed, the children's reaction dotted, the rest solid") {
  int dashed = 0;
  for (Term t : kAllTerms) {
    INFO(termKey(t));
    CHECK(termStyle(t).term == t);
    if (isFictitious(t)) {
      CHECK(termStroke(t) == Stroke::Dashed);
      ++dashed;
    } else if (t == Term::Distal) {
      CHECK(termStroke(t) == Stroke::Dotted);
    } else {
      CHECK(termStroke(t) == Stroke::Solid);
    }
  }
  CHECK(dashed == 4);  // D'Alembert, Euler, centrifugal, Coriolis
}

namespace {

// Colour-vision deficiency, simulated the way Machado, Oliveira & Fernandes (2009) model it: a 3×3
// matrix on linear sRGB (severity 1: the dichromat's full loss of one cone type), then CIELAB (D65)
// and the Euclidean distance ΔE*ab. A ΔE of about 2 is just noticeable; 20 is two clearly different
// colours at a glance, which is what a student at the back of a hall needs between two arrows.
using Matrix3 = std::array<std::array<double, 3>, 3>;
struct Vision {
  const char* name;
  Matrix3 m;
};
constexpr std::array<Vision, 4> kVisions{{
    {"normal", {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}}},
    {"protanopia", {{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}}},
    {"deuteranopia", {{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}}},
    {"tritanopia", {{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}}},
}};

double toLinear(double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); }

std::array<double, 3> simulatedLinear(const Rgba& c, const Matrix3& m) {
  const std::array<double, 3> lin{toLinear(c.r), toLinear(c.g), toLinear(c.b)};
  std::array<double, 3> out{};
  for (int i = 0; i < 3; ++i) out[i] = std::clamp(m[i][0] * lin[0] + m[i][1] * lin[1] + m[i][2] * lin[2], 0.0, 1.0);
  return out;
}

double luminance(const std::array<double, 3>& lin) { return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]; }

std::array<double, 3> lab(const std::array<double, 3>& lin) {
  const double X = (0.4124 * lin[0] + 0.3576 * lin[1] + 0.1805 * lin[2]) / 0.95047;
  const double Y = luminance(lin);
  const double Z = (0.0193 * lin[0] + 0.1192 * lin[1] + 0.9505 * lin[2]) / 1.08883;
  const auto f = [](double t) { return t > 216.0 / 24389.0 ? std::cbrt(t) : (24389.0 / 27.0 * t + 16.0) / 116.0; };
  return {116.0 * f(Y) - 16.0, 500.0 * (f(X) - f(Y)), 200.0 * (f(Y) - f(Z))};
}

double deltaE(const Rgba& a, const Rgba& b, const Matrix3& m) {
  const auto p = lab(simulatedLinear(a, m)), q = lab(simulatedLinear(b, m));
  return std::sqrt((p[0] - q[0]) * (p[0] - q[0]) + (p[1] - q[1]) * (p[1] - q[1]) + (p[2] - q[2]) * (p[2] - q[2]));
}

// WCAG's contrast ratio between two colours (1 to 21).
double contrast(const Rgba& a, const Rgba& b) {
  const double la = luminance(simulatedLinear(a, kVisions[0].m)), lb = luminance(simulatedLinear(b, kVisions[0].m));
  return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

}  // namespace

TEST_CASE("the simulation reproduces known dichromat confusions (the check can fail)") {
  // Red and green that a deuteranope and a protanope confuse, a tritanope does not; blue and green the
  // other way round (the classic confusion lines). Without these the threshold below could be met by a
  // simulation that changes nothing.
  const Rgba red = rgb(200, 80, 40), olive = rgb(130, 120, 40);
  CHECK(deltaE(red, olive, kVisions[0].m) > 25.0);
  CHECK(deltaE(red, olive, kVisions[2].m) < 12.0);
  CHECK(deltaE(red, olive, kVisions[1].m) < 12.0);
  const Rgba sky = rgb(86, 180, 233), blue = rgb(60, 140, 220);
  CHECK(deltaE(sky, blue, kVisions[0].m) > deltaE(sky, blue, kVisions[3].m));
  // The Okabe–Ito reddish purple and a mid grey, the pair the old dark palette had: too close for a deuteranope.
  CHECK(deltaE(rgb(204, 121, 167), rgb(150, 150, 150), kVisions[2].m) < 10.0);
}

TEST_CASE("every pair of terms stays apart for normal vision and the three dichromacies, on both themes") {
  constexpr double kMinDeltaE = 20.0;
  int pairs = 0;
  double smallest = 1e9;
  for (Theme theme : {Theme::Dark, Theme::Light})
    for (const Vision& vision : kVisions)
      for (std::size_t i = 0; i < kAllTerms.size(); ++i)
        for (std::size_t j = i + 1; j < kAllTerms.size(); ++j) {
          const Term a = kAllTerms[i], b = kAllTerms[j];
          const double d = deltaE(termColour(a, theme), termColour(b, theme), vision.m);
          INFO(themeName(theme) << ", " << vision.name << ": " << termKey(a) << " vs " << termKey(b) << ", ΔE " << d);
          CHECK(d >= kMinDeltaE);
          smallest = std::min(smallest, d);
          ++pairs;
        }
  MESSAGE("term colours: " << pairs << " pairs checked, smallest ΔE*ab " << smallest);
  CHECK(pairs == 2 * 4 * kTermCount * (kTermCount - 1) / 2);  // 288
}

TEST_CASE("every term's colour stands out from its theme's background (3:1, WCAG's rule for graphics)") {
  int checked = 0;
  for (Theme theme : {Theme::Dark, Theme::Light})
    for (Term t : kAllTerms) {
      INFO(themeName(theme) << ": " << termKey(t) << " at " << contrast(termColour(t, theme), palette(theme).background));
      CHECK(contrast(termColour(t, theme), palette(theme).background) >= 3.0);
      ++checked;
    }
  CHECK(checked == 2 * kTermCount);
  // The light theme is the high-contrast one: black text on white.
  CHECK(contrast(palette(Theme::Light).text, palette(Theme::Light).background) >= 20.0);
}

TEST_CASE("each term's key reads back as that term, and every label is distinct") {
  for (Term t : kAllTerms) {
    Term back = Term::Dynamic;
    REQUIRE(termFromKey(termKey(t), back));
    CHECK(back == t);
    for (Term other : kAllTerms)
      if (other != t) CHECK(std::string(termLabel(t)) != termLabel(other));
  }
  Term unused;
  CHECK(!termFromKey("coriollis", unused));
}
