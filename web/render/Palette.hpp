#pragma once
// Colours of the scene besides the terms' (those are in TermStyle.hpp, one table keyed by Term): rods,
// joints, centres of mass, trails, frame axes, background and text, in a standard variant (dark
// background) and a high-contrast one (presenter mode, projectors that wash colours out: lighter
// colours and wider strokes).
#include <array>

#include "render/DrawList.hpp"
#include "render/TermStyle.hpp"

namespace wl::web::render {

struct Palette {
  std::array<Rgba, 2> segment;        ///< rods alternate between two tones so neighbours stay apart
  Rgba joint, centreOfMass, trail;
  Rgba axisX, axisY, axisZ;           ///< frame triads
  Rgba background, text;
  float widthScale = 1.0f;            ///< multiplies every stroke width
};

/// The standard palette (dark background) or the high-contrast one (presenter mode).
inline const Palette& palette(bool highContrast) {
  static const Palette standard{
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

inline Rgba segmentColour(int segment, bool highContrast) {
  return palette(highContrast).segment[static_cast<size_t>(segment & 1)];
}

}  // namespace wl::web::render
