#include "numerics/TimeFunction.hpp"

#include <cmath>

#include "numerics/CubicSpline.hpp"
#include "numerics/PiecewisePolynomial.hpp"

namespace wl {

namespace {

Derivatives evaluate(const PolynomialTerm& p, double t) {
  // Horner for the value and both derivatives at once.
  Derivatives d;
  const auto& c = p.coefficients;
  for (size_t k = c.size(); k-- > 0;) {
    d.acceleration = d.acceleration * t + 2.0 * d.rate;
    d.rate = d.rate * t + d.value;
    d.value = d.value * t + c[k];
  }
  return d;
}

Derivatives evaluate(const SinusoidTerm& s, double t) {
  const double arg = s.omega * t + s.phase;
  const double sn = std::sin(arg);
  const double cs = std::cos(arg);
  return {s.amplitude * sn, s.amplitude * s.omega * cs, -s.amplitude * s.omega * s.omega * sn};
}

// Quintic smoothstep s(x) = 6x⁵ − 15x⁴ + 10x³ on [0, 1] and its integral S(x); both continue
// as 1 and x − 1/2 for x > 1, and 0 for x < 0.
struct Smooth {
  double S, s, ds;  // integral, value, derivative (all with respect to x)
};
Smooth smoothstep(double x) {
  if (x <= 0.0) return {0.0, 0.0, 0.0};
  if (x >= 1.0) return {x - 0.5, 1.0, 0.0};
  const double x2 = x * x, x3 = x2 * x, x4 = x3 * x;
  return {x4 * x2 - 3.0 * x4 * x + 2.5 * x4, 6.0 * x4 * x - 15.0 * x4 + 10.0 * x3,
          30.0 * x4 - 60.0 * x3 + 30.0 * x2};
}

// One pass through the pieces, starting at rate pieces[0].rate, changing at each boundary.
// `startRate` is where the profile comes from (the last piece's rate when repeating).
Derivatives onePass(const RatePiecesTerm& r, double t, double startRate) {
  const double w = r.rampTime;
  Derivatives d{startRate * t, startRate, 0.0};
  double boundary = 0.0;
  double previous = startRate;
  for (const auto& piece : r.pieces) {
    const double jump = piece.rate - previous;
    if (jump != 0.0) {
      const Smooth s = smoothstep((t - boundary) / w);
      d.value += jump * w * s.S;
      d.rate += jump * s.s;
      d.acceleration += jump * s.ds / w;
    }
    previous = piece.rate;
    boundary += piece.duration;
  }
  return d;
}

Derivatives evaluate(const RatePiecesTerm& r, double t) {
  if (r.pieces.empty()) return {};
  if (!r.repeat) return onePass(r, t, r.pieces.front().rate);
  double period = 0.0;
  for (const auto& piece : r.pieces) period += piece.duration;
  const double startRate = r.pieces.back().rate;
  // Value gained over one full period, so that the value keeps growing across periods.
  const double perPeriod = onePass(r, period, startRate).value;
  const double cycles = std::floor(t / period);
  Derivatives d = onePass(r, t - cycles * period, startRate);
  d.value += cycles * perPeriod;
  return d;
}

Derivatives evaluate(const SplineTerm& s, double t) { return s.spline ? s.spline->at(t) : Derivatives{}; }

Derivatives evaluate(const PiecewiseTerm& p, double t) { return p.pieces ? p.pieces->at(t) : Derivatives{}; }

}  // namespace

TimeFunction TimeFunction::constant(double value) { return polynomial({value}); }

TimeFunction TimeFunction::polynomial(std::vector<double> coefficients) {
  TimeFunction f;
  f.terms_.emplace_back(PolynomialTerm{std::move(coefficients)});
  return f;
}

TimeFunction TimeFunction::constantRate(double start, double rate) { return polynomial({start, rate}); }

TimeFunction TimeFunction::sinusoid(double amplitude, double omega, double phase) {
  TimeFunction f;
  f.terms_.emplace_back(SinusoidTerm{amplitude, omega, phase});
  return f;
}

TimeFunction TimeFunction::ratePieces(RatePiecesTerm term) {
  TimeFunction f;
  f.terms_.emplace_back(std::move(term));
  return f;
}

TimeFunction TimeFunction::spline(std::shared_ptr<const CubicSpline> spline) {
  TimeFunction f;
  f.terms_.emplace_back(SplineTerm{std::move(spline)});
  return f;
}

TimeFunction TimeFunction::piecewise(std::shared_ptr<const PiecewisePolynomial> pieces) {
  TimeFunction f;
  f.terms_.emplace_back(PiecewiseTerm{std::move(pieces)});
  return f;
}

TimeFunction& TimeFunction::operator+=(const TimeFunction& other) {
  terms_.insert(terms_.end(), other.terms_.begin(), other.terms_.end());
  return *this;
}

TimeFunction& TimeFunction::add(Term term) {
  terms_.push_back(std::move(term));
  return *this;
}

Derivatives TimeFunction::at(double t) const {
  Derivatives sum;
  for (const auto& term : terms_) sum += std::visit([t](const auto& x) { return evaluate(x, t); }, term);
  return sum;
}

void VectorFunction::at(double t, Vec3& value, Vec3& rate, Vec3& acceleration) const {
  const Derivatives dx = x.at(t), dy = y.at(t), dz = z.at(t);
  value = {dx.value, dy.value, dz.value};
  rate = {dx.rate, dy.rate, dz.rate};
  acceleration = {dx.acceleration, dy.acceleration, dz.acceleration};
}

}  // namespace wl
