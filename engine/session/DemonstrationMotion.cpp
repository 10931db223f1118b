#include "session/DemonstrationMotion.hpp"

#include <algorithm>
#include <cmath>

#include "model/Units.hpp"

namespace wl {

double demonstrationAmplitude(const Model& model, int k) {
  const CoordinateDef& c = model.coordinates()[static_cast<std::size_t>(k)];
  if (c.locked || model.couplingOf(k) != nullptr) return 0.0;
  const Segment& owner = model.segments()[static_cast<std::size_t>(model.coordinateSegment()[static_cast<std::size_t>(k)])];
  if (owner.parent < 0 && owner.joint.nq() > 1) return 0.0;  // a free-floating base: it would fly away
  const double largest = isTranslational(model, k) ? 0.1 : 0.5;
  const bool limited = std::isfinite(c.rangeMin) && std::isfinite(c.rangeMax) && c.rangeMax > c.rangeMin;
  if (!limited) return largest;
  // Towards the middle of the range, never past 80 % of the room left on that side.
  const double middle = 0.5 * (c.rangeMin + c.rangeMax);
  const double direction = c.defaultValue <= middle ? 1.0 : -1.0;
  const double room = direction > 0.0 ? c.rangeMax - c.defaultValue : c.defaultValue - c.rangeMin;
  return direction * std::clamp(0.8 * room, 0.0, largest);
}

Motion demonstrationMotion(const Model& model, double period) {
  Motion motion;
  const double omega = 2.0 * kPi / period;
  for (int k = 0; k < model.nq(); ++k) {
    const double q0 = model.coordinates()[static_cast<std::size_t>(k)].defaultValue;
    const double a = demonstrationAmplitude(model, k);
    // A (1 − cos ωt)²/4 = 3A/8 − (A/2) cos ωt + (A/8) cos 2ωt, with cos x = sin(x + π/2).
    TimeFunction q = TimeFunction::constant(q0 + 3.0 * a / 8.0);
    if (a != 0.0) {
      q += TimeFunction::sinusoid(-a / 2.0, omega, kPi / 2.0);
      q += TimeFunction::sinusoid(a / 8.0, 2.0 * omega, kPi / 2.0);
    }
    motion.coordinates.push_back(std::move(q));
  }
  motion.followers = model.couplings();
  motion.startTime = 0.0;
  motion.endTime = period;
  motion.source = "a demonstration: each joint swings out and back from its default pose over " + std::to_string(static_cast<int>(std::lround(period))) + " s";
  return motion;
}

}  // namespace wl
