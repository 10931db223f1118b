#pragma once
// A piecewise polynomial of degree ≤ 5 on knots x_0 < x_1 < … < x_n: on [x_i, x_{i+1}] it is
// Σ_k c_ik (x − x_i)^k. Value, first and second derivative are exact. The splines fitted to
// measured data (natural cubic and quintic splines, the Forsythe–Malcolm–Moler cubic of OpenSim's
// SimmSpline) all end up in this one form, so evaluation is one code path.
#include <array>
#include <vector>

#include "core/Result.hpp"
#include "numerics/TimeFunction.hpp"

namespace wl {

class PiecewisePolynomial {
 public:
  using Coefficients = std::array<double, 6>;  ///< c_0 … c_5 of one interval, increasing powers

  /// What it does outside [x_0, x_n].
  enum class Beyond {
    Extend,  ///< the end pieces continue (a natural spline's own extension is of lower degree)
    Linear,     ///< the tangent line at the end knot: slope kept, second derivative zero (SimmSpline;
                ///< a natural cubic spline's own extension)
    Quadratic,  ///< the parabola with the end knot's value, slope and curvature (a natural quintic's)
  };

  /// Needs knots.size() == pieces.size() + 1 ≥ 2, knots finite and strictly increasing.
  static Result<PiecewisePolynomial> create(std::vector<double> knots, std::vector<Coefficients> pieces,
                                            Beyond beyond = Beyond::Extend);

  /// Value, first and second derivative at x (with respect to x).
  Derivatives at(double x) const;

  double first() const { return knots_.front(); }
  double last() const { return knots_.back(); }
  size_t pieceCount() const { return pieces_.size(); }
  const std::vector<double>& knots() const { return knots_; }
  const std::vector<Coefficients>& pieces() const { return pieces_; }

 private:
  Derivatives inPiece(size_t i, double x) const;

  std::vector<double> knots_;
  std::vector<Coefficients> pieces_;
  Beyond beyond_ = Beyond::Extend;
};

}  // namespace wl
