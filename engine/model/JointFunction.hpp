#pragma once
// s = f(q): how far one elementary axis of a general joint turns (rad) or slides (m) for a value of
// the coordinate that drives it, with df/dq and d²f/dq² exact. The forms are those OpenSim's
// TransformAxis functions reduce to: a polynomial (Constant, LinearFunction, PolynomialFunction) or
// a cubic spline (SimmSpline, NaturalCubicSpline), each possibly scaled (MultiplierFunction).
#include <cmath>
#include <memory>
#include <vector>

#include "numerics/PiecewisePolynomial.hpp"

namespace wl {

struct JointFunction {
  std::vector<double> coefficients{0.0};               ///< c0 + c1 q + c2 q² + … (unused for a spline)
  std::shared_ptr<const PiecewisePolynomial> spline;   ///< when set, f = scale · spline(q)
  double scale = 1.0;

  static JointFunction constant(double value) { return polynomial({value}); }
  static JointFunction linear(double slope, double intercept) { return polynomial({intercept, slope}); }
  /// Coefficients in increasing powers.
  static JointFunction polynomial(std::vector<double> increasingPowers) {
    JointFunction f;
    f.coefficients = std::move(increasingPowers);
    if (f.coefficients.empty()) f.coefficients.push_back(0.0);
    return f;
  }
  static JointFunction ofSpline(std::shared_ptr<const PiecewisePolynomial> pieces, double scale = 1.0) {
    JointFunction f;
    f.spline = std::move(pieces);
    f.scale = scale;
    return f;
  }

  /// f, df/dq, d²f/dq² at q.
  Derivatives at(double q) const {
    Derivatives d;
    if (spline) {
      d = spline->at(q);
    } else {
      for (size_t k = coefficients.size(); k-- > 0;) {
        d.acceleration = d.acceleration * q + 2.0 * d.rate;
        d.rate = d.rate * q + d.value;
        d.value = d.value * q + coefficients[k];
      }
    }
    return {scale * d.value, scale * d.rate, scale * d.acceleration};
  }

  /// A constant: no dependence on q (the axis is a fixed offset).
  bool isConstant() const {
    if (spline) return scale == 0.0;
    for (size_t k = 1; k < coefficients.size(); ++k)
      if (coefficients[k] * scale != 0.0) return false;
    return true;
  }
  /// Exactly s = q (a plain pin or slider axis).
  bool isIdentity() const {
    if (spline || coefficients.size() < 2 || coefficients[0] * scale != 0.0 || coefficients[1] * scale != 1.0) return false;
    for (size_t k = 2; k < coefficients.size(); ++k)
      if (coefficients[k] != 0.0) return false;
    return true;
  }
  bool isFinite() const {
    if (!std::isfinite(scale)) return false;
    for (double c : coefficients)
      if (!std::isfinite(c)) return false;
    return true;
  }
};

}  // namespace wl
