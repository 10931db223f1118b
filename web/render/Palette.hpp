#pragma once
// Colours of the scene besides the terms' (those are in TermStyle.hpp, one table keyed by Term): rods,
// joints, centres of mass, trails, frame axes, the ground and the gravity arrow, background and text,
// for the dark theme and the light one (high contrast for a bright hall: black on white, dark rods).
#include <array>

#include "render/DrawList.hpp"
#include "render/TermStyle.hpp"

namespace wl::web::render {

struct Palette {
  std::array<Rgba, 2> segment;        ///< rods alternate between two tones so neighbours stay apart
  Rgba joint, centreOfMass, trail;
  Rgba axisX, axisY, axisZ;           ///< frame triads
  Rgba ground, gravity;               ///< the ground line or grid, the small g arrow
  Rgba background, text;
  Rgba bodyShell;                     ///< a body drawn with its own mesh (bone, robot shell); see-through by alpha
};

inline const Palette& palette(Theme theme) {
  static const Palette dark{
      {rgb(120, 144, 170), rgb(150, 170, 196)},
      rgb(225, 225, 225),
      rgb(245, 245, 245),
      rgb(140, 175, 215, 0.8f),
      rgb(215, 80, 70),
      rgb(70, 190, 90),
      rgb(80, 125, 235),
      rgb(110, 118, 130, 0.9f),
      rgb(200, 200, 200),
      rgb(28, 31, 36),
      rgb(230, 230, 230),
      rgb(222, 214, 192)};  // ivory: a bone reads as one, and a grey robot shell stays apart from the rods
  static const Palette light{
      {rgb(60, 72, 90), rgb(100, 116, 138)},
      rgb(20, 20, 20),
      rgb(20, 20, 20),
      rgb(40, 90, 160, 0.75f),
      rgb(200, 30, 20),
      rgb(20, 140, 40),
      rgb(20, 60, 200),
      rgb(150, 150, 150, 0.9f),
      rgb(40, 40, 40),
      rgb(255, 255, 255),
      rgb(0, 0, 0),
      rgb(176, 166, 140)};
  return theme == Theme::Light ? light : dark;
}

inline Rgba segmentColour(int segment, Theme theme) { return palette(theme).segment[static_cast<size_t>(segment & 1)]; }

}  // namespace wl::web::render
