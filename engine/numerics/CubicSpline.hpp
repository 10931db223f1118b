#pragma once
// Interpolating cubic spline through samples (t_i, y_i): value, first and second derivative at any
// t, exact for the piecewise cubic. Used to turn measured kinematics (CSV, OpenSim .mot) into
// positions, velocities and accelerations.
#include <vector>

#include "core/Result.hpp"
#include "numerics/TimeFunction.hpp"

namespace wl {

class CubicSpline {
 public:
  /// Not-a-knot end conditions (as MATLAB's spline), which fall back to the parabola through three
  /// points and the line through two. Times must be finite and strictly increasing, values
  /// finite, at least two samples. Errors name the sample index (`where` = "sample N").
  static Result<CubicSpline> fit(std::vector<double> times, const std::vector<double>& values);

  /// Outside [t_first, t_last] the end cubics are extended.
  Derivatives at(double t) const;

  double startTime() const { return t_.front(); }
  double endTime() const { return t_.back(); }
  size_t size() const { return t_.size(); }

 private:
  std::vector<double> t_;               // knots
  std::vector<double> a_, b_, c_, d_;   // y = a + b h + c h² + d h³ on [t_i, t_{i+1}], h = t − t_i
};

}  // namespace wl
