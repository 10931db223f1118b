#include "app/player/StateSliders.hpp"

#include <algorithm>
#include <cmath>

#include "model/Units.hpp"

namespace wl::web {
namespace {

SliderRange around(double lo, double hi, double value) {
  // Widened to take in the value shown (a trial's angle past a turn, a rate set by a link).
  if (std::isfinite(value)) lo = std::min(lo, value), hi = std::max(hi, value);
  return {static_cast<float>(lo), static_cast<float>(hi)};
}

}  // namespace

CoordinateSliders coordinateSliders(const Model& model, int k, const State& now, double reach) {
  CoordinateSliders s;
  const CoordinateDef& c = model.coordinates()[static_cast<std::size_t>(k)];
  s.translational = isTranslational(model, k);
  s.shownPerEngine = s.translational ? 1.0 : 180.0 / kPi;
  const double f = s.shownPerEngine;
  const double halfSpan = s.translational ? std::max(0.5, reach) : kPi;  // a length: the reach; an angle: half a turn
  const bool limited = std::isfinite(c.rangeMin) && std::isfinite(c.rangeMax) && c.rangeMax > c.rangeMin;
  const double lo = limited ? c.rangeMin : c.defaultValue - halfSpan, hi = limited ? c.rangeMax : c.defaultValue + halfSpan;
  s.q = around(f * lo, f * hi, f * now.q(k));
  // A brisk motion: a turn a second and five turns a second squared; 2 m/s and 10 m/s² along a slide.
  const double rate = s.translational ? 2.0 : 2.0 * kPi, acceleration = s.translational ? 10.0 : 10.0 * kPi;
  s.qd = around(-f * rate, f * rate, f * now.qd(k));
  s.qdd = around(-f * acceleration, f * acceleration, f * now.qdd(k));
  if (s.translational) {
    s.qStep = 0.01f;
    s.qFormat = "%.3f m";
    s.qdFormat = "%.2f m/s";
    s.qddFormat = "%.2f m/s²";
  }
  return s;
}

}  // namespace wl::web
