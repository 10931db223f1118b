#pragma once
// Colours and strokes of the scene. Terms use the Okabe–Ito palette, whose eight colours stay apart
// for the common colour-vision deficiencies; its black is swapped for near-white because the scene's
// background is dark. Colour is never the only cue: the four fictitious terms are dashed and the
// distal term is dotted, and hover labels name every glyph.
// The high-contrast variant (presenter mode, projectors that wash colours out) uses lighter, fully
// saturated versions and wider strokes.
#include <array>

#include "algorithms/TermBreakdown.hpp"
#include "render/DrawList.hpp"

namespace wl::web::render {

struct Palette {
  std::array<Rgba, kTermCount> term;  ///< indexed by static_cast<int>(Term)
  std::array<Rgba, 2> segment;        ///< rods alternate between two tones so neighbours stay apart
  Rgba joint, centreOfMass, trail;
  Rgba axisX, axisY, axisZ;           ///< frame triads
  Rgba background, text;
  float widthScale = 1.0f;            ///< multiplies every stroke width
};

namespace detail {
constexpr Rgba rgb(int r, int g, int b, float a = 1.0f) {
  return {static_cast<float>(r) / 255.0f, static_cast<float>(g) / 255.0f, static_cast<float>(b) / 255.0f, a};
}
}  // namespace detail

/// The standard palette (dark background) or the high-contrast one (presenter mode).
inline const Palette& palette(bool highContrast) {
  using detail::rgb;
  static const Palette standard{
      {rgb(235, 235, 235),   // dynamic: near-white (Okabe–Ito black on a dark background)
       rgb(230, 159, 0),     // joint: orange
       rgb(86, 180, 233),    // D'Alembert: sky blue
       rgb(0, 158, 115),     // Euler: bluish green
       rgb(240, 228, 66),    // centrifugal: yellow
       rgb(60, 140, 220),    // Coriolis: Okabe–Ito blue (0,114,178) lifted to read on the dark background
       rgb(213, 94, 0),      // gravity: vermillion
       rgb(204, 121, 167),   // external: reddish purple
       rgb(150, 150, 150)},  // distal: grey
      {rgb(120, 144, 170), rgb(150, 170, 196)},
      rgb(225, 225, 225),
      rgb(245, 245, 245),
      rgb(140, 175, 215, 0.8f),
      rgb(215, 80, 70),
      rgb(70, 190, 90),
      rgb(80, 125, 235),
      rgb(28, 31, 36),
      rgb(230, 230, 230),
      1.0f};
  static const Palette contrast{
      {rgb(255, 255, 255), rgb(255, 176, 0), rgb(110, 200, 255), rgb(0, 200, 140), rgb(255, 240, 60),
       rgb(90, 160, 255), rgb(255, 100, 20), rgb(240, 130, 200), rgb(190, 190, 190)},
      {rgb(170, 190, 215), rgb(205, 220, 240)},
      rgb(255, 255, 255),
      rgb(255, 255, 255),
      rgb(190, 220, 255, 0.9f),
      rgb(255, 70, 60),
      rgb(60, 230, 90),
      rgb(90, 150, 255),
      rgb(0, 0, 0),
      rgb(255, 255, 255),
      1.6f};
  return highContrast ? contrast : standard;
}

inline Rgba termColour(Term term, bool highContrast) {
  return palette(highContrast).term[static_cast<size_t>(term)];
}

/// Fictitious terms exist only for an accelerating observer: dashed, so the difference between
/// frames shows even in greyscale. The distal term is Newton's third law from the children: dotted.
inline Stroke termStroke(Term term) {
  if (isFictitious(term)) return Stroke::Dashed;
  if (term == Term::Distal) return Stroke::Dotted;
  return Stroke::Solid;
}

inline Rgba segmentColour(int segment, bool highContrast) {
  return palette(highContrast).segment[static_cast<size_t>(segment & 1)];
}

}  // namespace wl::web::render
