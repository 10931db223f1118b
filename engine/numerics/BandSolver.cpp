#include "numerics/BandSolver.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

namespace wl {

BandMatrix::BandMatrix(size_t n, int kl, int ku)
    : n_(n), kl_(static_cast<size_t>(kl)), ku_(static_cast<size_t>(ku)), width_(2 * kl_ + ku_ + 1),
      band_(n * width_, 0.0) {}

Status BandMatrix::solve(std::vector<double>& rhs) {
  if (rhs.size() != n_) return Error{"", "right-hand side has the wrong size"};
  auto at = [this](size_t i, size_t j) -> double& { return band_[i * width_ + (j + kl_ - i)]; };
  const size_t reach = ku_ + kl_;  // a row's last non-zero column after row swaps
  for (size_t k = 0; k < n_; ++k) {
    const size_t lastRow = std::min(n_ - 1, k + kl_);
    const size_t lastCol = std::min(n_ - 1, k + reach);
    size_t pivot = k;
    for (size_t r = k + 1; r <= lastRow; ++r)
      if (std::abs(at(r, k)) > std::abs(at(pivot, k))) pivot = r;
    if (!(std::abs(at(pivot, k)) > 0.0) || !std::isfinite(at(pivot, k))) return Error{"", "the system is singular"};
    if (pivot != k) {
      for (size_t j = k; j <= lastCol; ++j) std::swap(at(k, j), at(pivot, j));
      std::swap(rhs[k], rhs[pivot]);
    }
    for (size_t r = k + 1; r <= lastRow; ++r) {
      const double f = at(r, k) / at(k, k);
      if (f == 0.0) continue;
      for (size_t j = k; j <= lastCol; ++j) at(r, j) -= f * at(k, j);
      rhs[r] -= f * rhs[k];
    }
  }
  for (size_t k = n_; k-- > 0;) {
    double s = rhs[k];
    const size_t lastCol = std::min(n_ - 1, k + reach);
    for (size_t j = k + 1; j <= lastCol; ++j) s -= at(k, j) * rhs[j];
    rhs[k] = s / at(k, k);
  }
  for (double x : rhs)
    if (!std::isfinite(x)) return Error{"", "the solution is not finite"};
  return Status::success();
}

}  // namespace wl
