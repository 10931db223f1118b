#include "numerics/CubicSpline.hpp"
#include "core/NumberText.hpp"

#include <algorithm>
#include <cmath>
#include <string>

namespace wl {

namespace {

Error sampleError(size_t index, const std::string& message) { return Error{"sample " + std::to_string(index + 1), message}; }

// Thomas algorithm for a tridiagonal system (sub, diag, super), solved in place into `rhs`.
void solveTridiagonal(std::vector<double>& sub, std::vector<double>& diag, std::vector<double>& super,
                      std::vector<double>& rhs) {
  const size_t n = diag.size();
  for (size_t i = 1; i < n; ++i) {
    const double w = sub[i] / diag[i - 1];
    diag[i] -= w * super[i - 1];
    rhs[i] -= w * rhs[i - 1];
  }
  rhs[n - 1] /= diag[n - 1];
  for (size_t i = n - 1; i-- > 0;) rhs[i] = (rhs[i] - super[i] * rhs[i + 1]) / diag[i];
}

}  // namespace

Result<CubicSpline> CubicSpline::fit(std::vector<double> times, const std::vector<double>& values) {
  const size_t n = times.size();
  if (n != values.size()) return Error{"", "times and values differ in length"};
  if (n < 2) return Error{"", "a spline needs at least two samples"};
  for (size_t i = 0; i < n; ++i) {
    if (!std::isfinite(times[i])) return sampleError(i, "time is not a finite number");
    if (!std::isfinite(values[i])) return sampleError(i, "value is not a finite number");
    if (i > 0 && !(times[i] > times[i - 1]))
      return sampleError(i, "time must increase strictly (got " + formatShortest(times[i]) + " after " +
                                formatShortest(times[i - 1]) + ")");
  }

  // Second derivatives Mi at the knots.
  std::vector<double> h(n - 1), delta(n - 1), M(n, 0.0);
  for (size_t i = 0; i + 1 < n; ++i) {
    h[i] = times[i + 1] - times[i];
    delta[i] = (values[i + 1] - values[i]) / h[i];
  }
  if (n == 3) {
    // Not-a-knot with three points is the parabola through them.
    const double curvature = 2.0 * (delta[1] - delta[0]) / (times[2] - times[0]);
    std::fill(M.begin(), M.end(), curvature);
  } else if (n >= 4) {
    // Unknowns M1 … M(n−2); the not-a-knot conditions (third derivative continuous at the second
    // and the second-to-last knot) eliminate M0 and M(n−1).
    const size_t m = n - 2;
    std::vector<double> sub(m, 0.0), diag(m), super(m, 0.0), rhs(m);
    for (size_t r = 0; r < m; ++r) {
      const size_t i = r + 1;
      sub[r] = h[i - 1];
      diag[r] = 2.0 * (h[i - 1] + h[i]);
      super[r] = h[i];
      rhs[r] = 6.0 * (delta[i] - delta[i - 1]);
    }
    const double h0 = h[0], h1 = h[1];
    diag[0] += h0 * (h0 + h1) / h1;
    super[0] -= h0 * h0 / h1;
    const double ha = h[n - 3], hb = h[n - 2];
    sub[m - 1] -= hb * hb / ha;
    diag[m - 1] += hb * (ha + hb) / ha;
    solveTridiagonal(sub, diag, super, rhs);
    for (size_t r = 0; r < m; ++r) M[r + 1] = rhs[r];
    M[0] = ((h0 + h1) * M[1] - h0 * M[2]) / h1;
    M[n - 1] = ((ha + hb) * M[n - 2] - hb * M[n - 3]) / ha;
  }

  CubicSpline s;
  s.a_.resize(n - 1);
  s.b_.resize(n - 1);
  s.c_.resize(n - 1);
  s.d_.resize(n - 1);
  for (size_t i = 0; i + 1 < n; ++i) {
    s.a_[i] = values[i];
    s.b_[i] = delta[i] - h[i] * (2.0 * M[i] + M[i + 1]) / 6.0;
    s.c_[i] = 0.5 * M[i];
    s.d_[i] = (M[i + 1] - M[i]) / (6.0 * h[i]);
  }
  s.t_ = std::move(times);
  return s;
}

Derivatives CubicSpline::at(double t) const {
  // Interval containing t; the end cubics extend beyond the data.
  size_t i = 0;
  if (t_.size() > 2) {
    const auto it = std::upper_bound(t_.begin() + 1, t_.end() - 1, t);
    i = static_cast<size_t>(it - t_.begin()) - 1;
  }
  const double x = t - t_[i];
  return {a_[i] + x * (b_[i] + x * (c_[i] + x * d_[i])), b_[i] + x * (2.0 * c_[i] + 3.0 * x * d_[i]),
          2.0 * c_[i] + 6.0 * x * d_[i]};
}

}  // namespace wl
