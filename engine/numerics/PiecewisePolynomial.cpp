#include "numerics/PiecewisePolynomial.hpp"

#include <algorithm>
#include <cmath>
#include <string>

namespace wl {

Result<PiecewisePolynomial> PiecewisePolynomial::create(std::vector<double> knots, std::vector<Coefficients> pieces,
                                                        Beyond beyond) {
  if (knots.size() < 2 || knots.size() != pieces.size() + 1)
    return Error{"", "a piecewise polynomial needs n + 1 knots for n ≥ 1 pieces"};
  for (size_t i = 0; i < knots.size(); ++i) {
    if (!std::isfinite(knots[i])) return Error{"knot " + std::to_string(i + 1), "is not a finite number"};
    if (i > 0 && !(knots[i] > knots[i - 1]))
      return Error{"knot " + std::to_string(i + 1), "must be greater than the previous one"};
  }
  for (size_t i = 0; i < pieces.size(); ++i)
    for (double c : pieces[i])
      if (!std::isfinite(c)) return Error{"piece " + std::to_string(i + 1), "has a coefficient that is not finite"};
  PiecewisePolynomial p;
  p.knots_ = std::move(knots);
  p.pieces_ = std::move(pieces);
  p.beyond_ = beyond;
  return p;
}

Derivatives PiecewisePolynomial::inPiece(size_t i, double x) const {
  const Coefficients& c = pieces_[i];
  const double h = x - knots_[i];
  // Horner for the value and both derivatives at once.
  Derivatives d;
  for (size_t k = c.size(); k-- > 0;) {
    d.acceleration = d.acceleration * h + 2.0 * d.rate;
    d.rate = d.rate * h + d.value;
    d.value = d.value * h + c[k];
  }
  return d;
}

Derivatives PiecewisePolynomial::at(double x) const {
  if (beyond_ != Beyond::Extend && (x < knots_.front() || x > knots_.back())) {
    const bool before = x < knots_.front();
    const Derivatives end = before ? inPiece(0, knots_.front()) : inPiece(pieces_.size() - 1, knots_.back());
    const double dx = x - (before ? knots_.front() : knots_.back());
    const double curvature = beyond_ == Beyond::Quadratic ? end.acceleration : 0.0;
    return {end.value + dx * (end.rate + 0.5 * curvature * dx), end.rate + curvature * dx, curvature};
  }
  // Interval containing x; the end pieces serve beyond the knots.
  size_t i = 0;
  if (pieces_.size() > 1) {
    const auto it = std::upper_bound(knots_.begin() + 1, knots_.end() - 1, x);
    i = static_cast<size_t>(it - knots_.begin()) - 1;
  }
  return inPiece(i, x);
}

}  // namespace wl
