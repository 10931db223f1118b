#pragma once
// The plot in words, for the screen-reader layer: what is plotted over which span of time and, for each
// curve, its least and largest value and when it reaches them. A curve is read from the same samples the
// Plot panel draws (PlotCache), so the words and the picture agree.
#include <cstddef>
#include <string>

#include "model/Model.hpp"
#include "session/SeriesSampler.hpp"

namespace wl::web {

struct CurveExtremes {
  bool any = false;  ///< a finite sample exists (a simulation that stopped leaves NaN)
  double least = 0.0, leastAt = 0.0;      ///< value and its time, s
  double largest = 0.0, largestAt = 0.0;  ///< value and its time, s
};

/// Row `row` of `series`: its finite extremes and the first time each is reached.
CurveExtremes curveExtremes(const Series& series, std::size_t row);

/// A curve in one sentence in the UI language: "Coriolis: least 0 N, first at t = 0.00 s; largest 2 N,
/// first at t = 0.11 s." (a plateau is reached first there), or "gravity: 4.91 N throughout." when the
/// two extremes print alike.
std::string curveSentence(const std::string& name, const CurveExtremes& extremes, const std::string& unit);

/// The torque-parts series' rows: τ, M q̈, C, G, then one row per model load from here on, then P.
constexpr std::size_t kFirstLoadPartRow = 4;

/// The name of row `row` of the torque-parts series (PlotCache::torqueParts): τ, M q̈, C, G, each model
/// load's name, P (the joints' own springs and dampers) at `passiveRow`.
std::string torquePartName(const Model& model, std::size_t row, std::size_t passiveRow);

}  // namespace wl::web
