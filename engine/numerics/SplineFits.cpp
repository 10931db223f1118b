#include "numerics/SplineFits.hpp"

#include <cmath>
#include <string>

#include "numerics/BandSolver.hpp"
#include "core/NumberText.hpp"

namespace wl {
namespace {

Status checkSamples(const std::vector<double>& x, const std::vector<double>& y, size_t minimum) {
  if (x.size() != y.size()) return Error{"", "x and y differ in length"};
  if (x.size() < minimum)
    return Error{"", "needs at least " + std::to_string(minimum) + " samples, got " + std::to_string(x.size())};
  for (size_t i = 0; i < x.size(); ++i) {
    auto where = [i] { return "sample " + std::to_string(i + 1); };  // only when there is something to say
    if (!std::isfinite(x[i])) return Error{where(), "x is not a finite number"};
    if (!std::isfinite(y[i])) return Error{where(), "y is not a finite number"};
    if (i > 0 && !(x[i] > x[i - 1]))
      return Error{where(), "x must be greater than the previous one (" + formatShortest(x[i]) + " after " +
                                formatShortest(x[i - 1]) + ")"};
  }
  return Status::success();
}

// Cubic pieces from the knot values and the second derivatives M_i at the knots.
std::vector<PiecewisePolynomial::Coefficients> cubicPieces(const std::vector<double>& x, const std::vector<double>& y,
                                                           const std::vector<double>& M) {
  std::vector<PiecewisePolynomial::Coefficients> pieces(x.size() - 1);
  for (size_t i = 0; i + 1 < x.size(); ++i) {
    const double h = x[i + 1] - x[i];
    const double slope = (y[i + 1] - y[i]) / h;
    pieces[i] = {y[i], slope - h * (2.0 * M[i] + M[i + 1]) / 6.0, 0.5 * M[i], (M[i + 1] - M[i]) / (6.0 * h), 0.0, 0.0};
  }
  return pieces;
}

// The quintic on [0, h] with value, slope and curvature (y0, p0, s0) at 0 and (y1, p1, s1) at h.
PiecewisePolynomial::Coefficients quinticHermite(double h, double y0, double p0, double s0, double y1, double p1,
                                                 double s1) {
  const double a2 = 0.5 * s0;
  const double r0 = y1 - (y0 + p0 * h + a2 * h * h);
  const double r1 = p1 - (p0 + 2.0 * a2 * h);
  const double r2 = s1 - 2.0 * a2;
  const double h2 = h * h, h3 = h2 * h;
  return {y0,
          p0,
          a2,
          (20.0 * r0 - 8.0 * r1 * h + r2 * h2) / (2.0 * h3),
          (-15.0 * r0 + 7.0 * r1 * h - r2 * h2) / (h3 * h),
          (12.0 * r0 - 6.0 * r1 * h + r2 * h2) / (2.0 * h3 * h2)};
}

// Third and fourth derivatives of a quintic piece at t = 0 and t = h.
struct HighDerivatives {
  double third0, fourth0, third1, fourth1;
};
HighDerivatives highDerivatives(const PiecewisePolynomial::Coefficients& a, double h) {
  return {6.0 * a[3], 24.0 * a[4], 6.0 * a[3] + 24.0 * a[4] * h + 60.0 * a[5] * h * h, 24.0 * a[4] + 120.0 * a[5] * h};
}

Result<PiecewisePolynomial> naturalCubic(const std::vector<double>& x, const std::vector<double>& y) {
  const size_t n = x.size();
  std::vector<double> M(n, 0.0);  // natural: M_0 = M_{n−1} = 0
  if (n > 2) {
    BandMatrix A(n - 2, 1, 1);
    std::vector<double> rhs(n - 2);
    for (size_t r = 0; r < n - 2; ++r) {
      const size_t i = r + 1;
      const double h0 = x[i] - x[i - 1], h1 = x[i + 1] - x[i];
      if (r > 0) A(r, r - 1) = h0;
      A(r, r) = 2.0 * (h0 + h1);
      if (r + 1 < n - 2) A(r, r + 1) = h1;
      rhs[r] = 6.0 * ((y[i + 1] - y[i]) / h1 - (y[i] - y[i - 1]) / h0);
    }
    if (Status s = A.solve(rhs); !s) return Error{"", "the spline system is singular"};
    for (size_t r = 0; r < n - 2; ++r) M[r + 1] = rhs[r];
  }
  return PiecewisePolynomial::create(x, cubicPieces(x, y, M), PiecewisePolynomial::Beyond::Linear);
}

// Unknowns per knot: slope and curvature (index 2i, 2i + 1). The third and fourth derivatives are
// continuous at interior knots and zero at both ends: 2n equations.
Result<PiecewisePolynomial> naturalQuintic(const std::vector<double>& x, const std::vector<double>& y) {
  const size_t n = x.size();
  BandMatrix A(2 * n, 3, 3);
  std::vector<double> rhs(2 * n, 0.0);
  // Each piece's high derivatives are linear in its six end values: the coefficient of each of the
  // four unknowns comes from a unit input, the data's contribution from the values alone.
  auto addPiece = [&](size_t i, size_t rowThird, size_t rowFourth, bool atStart, double sign) {
    const double h = x[i + 1] - x[i];
    const HighDerivatives data = highDerivatives(quinticHermite(h, y[i], 0, 0, y[i + 1], 0, 0), h);
    const double dataThird = atStart ? data.third0 : data.third1;
    const double dataFourth = atStart ? data.fourth0 : data.fourth1;
    rhs[rowThird] -= sign * dataThird;
    rhs[rowFourth] -= sign * dataFourth;
    for (int u = 0; u < 4; ++u) {
      double e[4] = {0, 0, 0, 0};
      e[u] = 1.0;
      const HighDerivatives d = highDerivatives(quinticHermite(h, 0, e[0], e[1], 0, e[2], e[3]), h);
      const size_t column = 2 * i + static_cast<size_t>(u);
      A(rowThird, column) += sign * (atStart ? d.third0 : d.third1);
      A(rowFourth, column) += sign * (atStart ? d.fourth0 : d.fourth1);
    }
  };
  addPiece(0, 0, 1, true, 1.0);                       // f''' = f'''' = 0 at the first knot
  for (size_t i = 1; i + 1 < n; ++i) {                // continuity at interior knot i
    addPiece(i - 1, 2 * i, 2 * i + 1, false, 1.0);
    addPiece(i, 2 * i, 2 * i + 1, true, -1.0);
  }
  addPiece(n - 2, 2 * n - 2, 2 * n - 1, false, 1.0);  // and at the last
  if (Status s = A.solve(rhs); !s) return Error{"", "the spline system is singular"};
  std::vector<PiecewisePolynomial::Coefficients> pieces(n - 1);
  for (size_t i = 0; i + 1 < n; ++i)
    pieces[i] = quinticHermite(x[i + 1] - x[i], y[i], rhs[2 * i], rhs[2 * i + 1], y[i + 1], rhs[2 * i + 2], rhs[2 * i + 3]);
  return PiecewisePolynomial::create(x, std::move(pieces), PiecewisePolynomial::Beyond::Quadratic);
}

}  // namespace

Result<PiecewisePolynomial> fitNaturalSpline(const std::vector<double>& x, const std::vector<double>& y, int halfOrder) {
  if (halfOrder != 2 && halfOrder != 3) return Error{"", "only natural cubic (m = 2) and quintic (m = 3) splines"};
  if (Status s = checkSamples(x, y, static_cast<size_t>(2 * halfOrder)); !s) return s.error();
  return halfOrder == 2 ? naturalCubic(x, y) : naturalQuintic(x, y);
}

Result<PiecewisePolynomial> fitFmmCubicSpline(const std::vector<double>& x, const std::vector<double>& y) {
  if (Status s = checkSamples(x, y, 2); !s) return s.error();
  const size_t n = x.size();
  if (n == 2) return fitPiecewiseLinear(x, y);
  // σ_i = M_i / 6. Interior rows: h_{i−1} σ_{i−1} + 2 (h_{i−1} + h_i) σ_i + h_i σ_{i+1} = δ_i − δ_{i−1}.
  // End rows: the spline's third derivative 6 (σ_1 − σ_0) / h_0 equals the cubic's through the first
  // four samples, 6 f[x_0, x_1, x_2, x_3] (likewise at the other end); with three samples both ends
  // take a zero third derivative, which gives the parabola.
  std::vector<double> h(n - 1), delta(n - 1);
  for (size_t i = 0; i + 1 < n; ++i) {
    h[i] = x[i + 1] - x[i];
    delta[i] = (y[i + 1] - y[i]) / h[i];
  }
  BandMatrix A(n, 1, 1);
  std::vector<double> rhs(n, 0.0);
  for (size_t i = 1; i + 1 < n; ++i) {
    A(i, i - 1) = h[i - 1];
    A(i, i) = 2.0 * (h[i - 1] + h[i]);
    A(i, i + 1) = h[i];
    rhs[i] = delta[i] - delta[i - 1];
  }
  A(0, 0) = -h[0];
  A(0, 1) = h[0];
  A(n - 1, n - 2) = h[n - 2];
  A(n - 1, n - 1) = -h[n - 2];
  if (n > 3) {
    auto third = [&](size_t k) {  // f[x_k, x_{k+1}, x_{k+2}, x_{k+3}]
      const double left = (delta[k + 1] - delta[k]) / (x[k + 2] - x[k]);
      const double right = (delta[k + 2] - delta[k + 1]) / (x[k + 3] - x[k + 1]);
      return (right - left) / (x[k + 3] - x[k]);
    };
    rhs[0] = h[0] * h[0] * third(0);
    rhs[n - 1] = -h[n - 2] * h[n - 2] * third(n - 4);
  }
  if (Status s = A.solve(rhs); !s) return Error{"", "the spline system is singular"};
  std::vector<double> M(n);
  for (size_t i = 0; i < n; ++i) M[i] = 6.0 * rhs[i];
  return PiecewisePolynomial::create(x, cubicPieces(x, y, M), PiecewisePolynomial::Beyond::Linear);
}

Result<PiecewisePolynomial> fitPiecewiseLinear(const std::vector<double>& x, const std::vector<double>& y) {
  if (Status s = checkSamples(x, y, 2); !s) return s.error();
  std::vector<PiecewisePolynomial::Coefficients> pieces(x.size() - 1);
  for (size_t i = 0; i + 1 < x.size(); ++i) pieces[i] = {y[i], (y[i + 1] - y[i]) / (x[i + 1] - x[i]), 0, 0, 0, 0};
  return PiecewisePolynomial::create(x, std::move(pieces), PiecewisePolynomial::Beyond::Linear);
}

}  // namespace wl
