// The interpolating splines behind imported data and OpenSim's joint functions, checked against
// hand values, polynomials they must reproduce exactly, and a second (dense) formulation.
#include <doctest/doctest.h>

#include <Eigen/Dense>
#include <random>

#include "numerics/BandSolver.hpp"
#include "numerics/SplineFits.hpp"

using namespace wl;

namespace {

double polyValue(const PiecewisePolynomial::Coefficients& c, double h, int derivative) {
  double sum = 0.0;
  for (int k = derivative; k < 6; ++k) {
    double factor = 1.0;
    for (int j = 0; j < derivative; ++j) factor *= k - j;
    sum += factor * c[static_cast<size_t>(k)] * std::pow(h, k - derivative);
  }
  return sum;
}

std::vector<double> sortedKnots(std::mt19937& rng, int n) {
  std::uniform_real_distribution<double> step(0.05, 0.6);
  std::vector<double> x{-1.0};
  for (int i = 1; i < n; ++i) x.push_back(x.back() + step(rng));
  return x;
}

}  // namespace

TEST_CASE("band solver: random banded systems equal a dense LU solve") {
  std::mt19937 rng(41);
  std::uniform_real_distribution<double> u(-1.0, 1.0);
  int solved = 0;
  for (int trial = 0; trial < 50; ++trial) {
    const int n = 3 + trial % 40, kl = 1 + trial % 3, ku = 1 + (trial / 3) % 3;
    BandMatrix band(static_cast<size_t>(n), kl, ku);
    Eigen::MatrixXd dense = Eigen::MatrixXd::Zero(n, n);
    for (int i = 0; i < n; ++i)
      for (int j = std::max(0, i - kl); j <= std::min(n - 1, i + ku); ++j) {
        const double v = u(rng) + (i == j ? 0.0 : 0.0);
        band(static_cast<size_t>(i), static_cast<size_t>(j)) = v;
        dense(i, j) = v;
      }
    std::vector<double> rhs(static_cast<size_t>(n));
    Eigen::VectorXd b(n);
    for (int i = 0; i < n; ++i) b(i) = rhs[static_cast<size_t>(i)] = u(rng);
    if (std::abs(dense.determinant()) < 1e-8) continue;
    REQUIRE(band.solve(rhs).ok());
    const Eigen::VectorXd x = dense.partialPivLu().solve(b);
    for (int i = 0; i < n; ++i) CHECK(rhs[static_cast<size_t>(i)] == doctest::Approx(x(i)).epsilon(1e-9).scale(1.0 + x.norm()));
    ++solved;
  }
  CHECK(solved >= 40);
}

TEST_CASE("natural cubic spline: hand value through (0,0), (1,1), (2,0), (3,−1) and a line reproduced") {
  // M_0 = M_3 = 0; 4 M_1 + M_2 = 6 (δ1 − δ0) = −12 and M_1 + 4 M_2 = 6 (δ2 − δ1) = 0 give M_1 = −3.2,
  // M_2 = 0.8; on [0, 1] S = (1 + 3.2/6) x − (3.2/6) x³, so S(0.5) = 0.7 and S''(0.5) = −1.6.
  const auto s = fitNaturalSpline({0, 1, 2, 3}, {0, 1, 0, -1}, 2);
  REQUIRE(s.ok());
  CHECK(s->at(0.5).value == doctest::Approx(0.7).epsilon(1e-14));
  CHECK(s->at(0.5).acceleration == doctest::Approx(-1.6).epsilon(1e-14));
  const auto three = fitNaturalSpline({0, 1, 2, 3, 4}, {0, 1, 0, 1, 0}, 2);
  REQUIRE(three.ok());
  const auto line = fitNaturalSpline({0, 0.3, 1.1, 2.0, 2.2}, {1, 1.6, 3.2, 5.0, 5.4}, 2);  // y = 1 + 2x
  REQUIRE(line.ok());
  for (double x : {0.0, 0.2, 0.9, 1.7, 2.2}) {
    CHECK(line->at(x).value == doctest::Approx(1.0 + 2.0 * x));
    CHECK(line->at(x).rate == doctest::Approx(2.0));
  }
  // Natural: zero curvature at both ends.
  CHECK(std::abs(three->at(0.0).acceleration) < 1e-12);
  CHECK(std::abs(three->at(4.0).acceleration) < 1e-12);
  // Three points need the 4-point minimum of a cubic GCV spline: refused with the count.
  CHECK(fitNaturalSpline({0, 1, 2}, {0, 1, 0}, 2).error().text() == "needs at least 4 samples, got 3");
}

TEST_CASE("natural quintic spline: interpolates, C⁴, f''' = f'''' = 0 at the ends, quadratics exact, equals a dense formulation") {
  std::mt19937 rng(42);
  std::uniform_real_distribution<double> u(-1.0, 1.0);
  int checked = 0;
  for (int trial = 0; trial < 30; ++trial) {
    const int n = 6 + trial;
    const std::vector<double> x = sortedKnots(rng, n);
    std::vector<double> y;
    for (int i = 0; i < n; ++i) y.push_back(std::sin(2.0 * x[static_cast<size_t>(i)]) + 0.2 * u(rng));
    const auto s = fitNaturalSpline(x, y, 3);
    REQUIRE(s.ok());
    const auto& P = s->pieces();
    for (int i = 0; i < n; ++i) CHECK(s->at(x[static_cast<size_t>(i)]).value == doctest::Approx(y[static_cast<size_t>(i)]).epsilon(1e-10));
    for (int i = 1; i + 1 < n; ++i) {
      const double h = x[static_cast<size_t>(i)] - x[static_cast<size_t>(i - 1)];
      for (int d = 0; d <= 4; ++d)
        CHECK(polyValue(P[static_cast<size_t>(i - 1)], h, d) ==
              doctest::Approx(polyValue(P[static_cast<size_t>(i)], 0.0, d)).epsilon(1e-8).scale(1.0 + std::abs(polyValue(P[static_cast<size_t>(i)], 0.0, d))));
    }
    const double hl = x.back() - x[x.size() - 2];
    for (int d = 3; d <= 4; ++d) {
      CHECK(std::abs(polyValue(P.front(), 0.0, d)) < 1e-7 * (1.0 + std::abs(P.front()[3]) + std::abs(P.front()[4])));
      CHECK(std::abs(polyValue(P.back(), hl, d)) < 1e-6 * (1.0 + std::abs(P.back()[3]) + std::abs(P.back()[4])));
    }
    // The same conditions written on all 6(n − 1) coefficients at once, solved densely.
    const int unknowns = 6 * (n - 1);
    Eigen::MatrixXd A = Eigen::MatrixXd::Zero(unknowns, unknowns);
    Eigen::VectorXd b = Eigen::VectorXd::Zero(unknowns);
    int row = 0;
    auto derivativeRow = [&](int piece, double h, int d, double sign) {
      for (int k = d; k < 6; ++k) {
        double factor = 1.0;
        for (int j = 0; j < d; ++j) factor *= k - j;
        A(row, 6 * piece + k) += sign * factor * std::pow(h, k - d);
      }
    };
    for (int i = 0; i + 1 < n; ++i) {
      const double h = x[static_cast<size_t>(i + 1)] - x[static_cast<size_t>(i)];
      derivativeRow(i, 0.0, 0, 1.0);
      b(row++) = y[static_cast<size_t>(i)];
      derivativeRow(i, h, 0, 1.0);
      b(row++) = y[static_cast<size_t>(i + 1)];
    }
    for (int i = 1; i + 1 < n; ++i)
      for (int d = 1; d <= 4; ++d) {
        derivativeRow(i - 1, x[static_cast<size_t>(i)] - x[static_cast<size_t>(i - 1)], d, 1.0);
        derivativeRow(i, 0.0, d, -1.0);
        ++row;
      }
    for (int d = 3; d <= 4; ++d) {
      derivativeRow(0, 0.0, d, 1.0);
      ++row;
      derivativeRow(n - 2, hl, d, 1.0);
      ++row;
    }
    REQUIRE(row == unknowns);
    const Eigen::VectorXd c = A.fullPivLu().solve(b);
    for (int i = 0; i + 1 < n; ++i)
      for (int k = 0; k < 6; ++k)
        CHECK(P[static_cast<size_t>(i)][static_cast<size_t>(k)] == doctest::Approx(c(6 * i + k)).epsilon(1e-6).scale(1.0 + std::abs(c(6 * i + k))));
    ++checked;
  }
  CHECK(checked == 30);
  // A quadratic is its own natural quintic spline (f''' = 0 everywhere).
  std::vector<double> x{0, 0.4, 0.9, 1.0, 1.8, 2.5, 3.1}, y;
  for (double xi : x) y.push_back(2.0 - xi + 0.5 * xi * xi);
  const auto q = fitNaturalSpline(x, y, 3);
  REQUIRE(q.ok());
  for (double t : {0.1, 0.95, 2.0, 3.0}) {
    CHECK(q->at(t).value == doctest::Approx(2.0 - t + 0.5 * t * t).epsilon(1e-10));
    CHECK(q->at(t).rate == doctest::Approx(-1.0 + t).epsilon(1e-9));
    CHECK(q->at(t).acceleration == doctest::Approx(1.0).epsilon(1e-8));
  }
}

TEST_CASE("FMM (SimmSpline) cubic: a cubic is reproduced exactly, three points give the parabola, linear beyond the ends") {
  std::vector<double> x{-2.0, -1.2, -0.3, 0.5, 1.1, 2.4}, y;
  auto cubic = [](double t) { return 0.3 - 0.7 * t + 0.2 * t * t + 0.05 * t * t * t; };
  for (double t : x) y.push_back(cubic(t));
  const auto s = fitFmmCubicSpline(x, y);
  REQUIRE(s.ok());
  for (double t : {-1.9, -0.8, 0.0, 0.9, 2.3}) {
    CHECK(s->at(t).value == doctest::Approx(cubic(t)).epsilon(1e-12));
    CHECK(s->at(t).rate == doctest::Approx(-0.7 + 0.4 * t + 0.15 * t * t).epsilon(1e-11));
    CHECK(s->at(t).acceleration == doctest::Approx(0.4 + 0.3 * t).epsilon(1e-10));
  }
  // Beyond the last knot: the tangent line, no curvature.
  const Derivatives end = s->at(2.4);
  const Derivatives out = s->at(3.0);
  CHECK(out.value == doctest::Approx(end.value + 0.6 * end.rate));
  CHECK(out.rate == doctest::Approx(end.rate));
  CHECK(out.acceleration == 0.0);
  // Three points: y = 1 + x² through (−1, 2), (0, 1), (2, 5).
  const auto p = fitFmmCubicSpline({-1, 0, 2}, {2, 1, 5});
  REQUIRE(p.ok());
  CHECK(p->at(1.0).value == doctest::Approx(2.0));
  CHECK(p->at(1.0).acceleration == doctest::Approx(2.0));
  // x must increase: the sample is named.
  CHECK(fitFmmCubicSpline({0, 1, 1, 2}, {0, 1, 2, 3}).error().text() == "sample 3: x must be greater than the previous one (1 after 1)");
}
