#pragma once
// Gaussian elimination with partial pivoting for banded systems (kl sub-, ku super-diagonals): the
// spline fits below solve systems of 2n unknowns in O(n) time and memory, with no heap beyond the
// band itself.
#include <vector>

#include "core/Result.hpp"

namespace wl {

class BandMatrix {
 public:
  BandMatrix(size_t n, int kl, int ku);

  size_t size() const { return n_; }
  /// Entry (i, j); |j − i| must lie within the band (for writes: −kl ≤ j − i ≤ ku).
  double& operator()(size_t i, size_t j) { return band_[i * width_ + (j + kl_ - i)]; }

  /// Solves A x = rhs in place (rhs becomes x); A is destroyed. Fails on a zero pivot.
  Status solve(std::vector<double>& rhs);

 private:
  size_t n_;
  size_t kl_, ku_, width_;  // each row keeps columns i − kl … i + ku + kl (room for pivoting fill-in)
  std::vector<double> band_;
};

}  // namespace wl
