#pragma once
// What the State panel's sliders span and show, per coordinate, without ImGui (unit-tested in
// tests/web/StateSliderTests.cpp): an angle is shown in degrees (the engine keeps radians), a length in
// metres; q spans the coordinate's range when the model gives one, else a turn about its default (an
// angle) or the mechanism's reach about it (a length); q̇ and q̈ span a brisk motion of a human or an
// arm. Every range widens to take in the value it shows, so a slider never pins a state it did not set.
#include "model/Model.hpp"
#include "model/State.hpp"

namespace wl::web {

struct SliderRange {
  float min = 0.0f, max = 0.0f;  ///< in the shown unit
};

struct CoordinateSliders {
  bool translational = false;
  double shownPerEngine = 1.0;     ///< 180/π for an angle (degrees shown, radians in the engine), 1 for a length
  SliderRange q, qd, qdd;          ///< shown units
  float qStep = 1.0f;              ///< what the State panel's − and + buttons change q by: 1°, or 1 cm
  const char* qFormat = "%.1f°";   ///< ImGui formats, with the unit
  const char* qdFormat = "%.0f°/s";
  const char* qddFormat = "%.0f°/s²";
};

/// The sliders of coordinate k for the state `now`; `reach` (m) scales a length without a range.
CoordinateSliders coordinateSliders(const Model& model, int k, const State& now, double reach);

}  // namespace wl::web
