#pragma once
// Interpolating splines through samples (x_i, y_i), as the tools our users compare with build them.
// Errors name the sample ("sample 4: x must be greater than the previous one").
#include <vector>

#include "core/Result.hpp"
#include "numerics/PiecewisePolynomial.hpp"

namespace wl {

/// The natural interpolating spline of degree 2m − 1 (halfOrder m = 2: cubic, 3: quintic): the
/// interpolant that minimises ∫ (f^(m))², so its derivatives of order m … 2m − 2 vanish at both
/// ends. Woltring's GCVSPL returns exactly this when the error variance is given as zero, which is
/// how OpenSim's GCVSpline is built by its Inverse Dynamics tool (degree 5 for the coordinates,
/// degree 3 for external loads). Needs at least 2m samples. Beyond the ends it continues as a natural
/// spline does, as the polynomial of degree m − 1 (a line, a parabola) with the end's derivatives.
Result<PiecewisePolynomial> fitNaturalSpline(const std::vector<double>& x, const std::vector<double>& y, int halfOrder);

/// The cubic spline of Forsythe, Malcolm & Moler (Computer Methods for Mathematical Computations,
/// 1977): interpolating, with the third derivative at each end equal to that of the cubic through
/// the four end samples (three samples: the parabola through them; two: the line); beyond the ends
/// the tangent line continues. This is OpenSim's SimmSpline (its NaturalCubicSpline is computed
/// the same way).
Result<PiecewisePolynomial> fitFmmCubicSpline(const std::vector<double>& x, const std::vector<double>& y);

/// The polygon through the samples (OpenSim's PiecewiseLinearFunction, used for 2 or 3 samples).
Result<PiecewisePolynomial> fitPiecewiseLinear(const std::vector<double>& x, const std::vector<double>& y);

}  // namespace wl
