#pragma once
// Cardan angles x-y′-z″ (R = Rx(a) Ry(b) Rz(c)) and the child-axis angular velocity they give, derived by
// hand for the tests that compare our spherical joints with MuJoCo's quaternion balls:
//   ω_B = Rz(c)ᵀ Ry(b)ᵀ x̂ ȧ + Rz(c)ᵀ ŷ ḃ + ẑ ċ = E(b, c) q̇,   dω_B/dt = E q̈ + Ė q̇.
#include <cmath>

#include "core/Types.hpp"

namespace wl::test {

/// E(b, c): the child-axis angular velocity per Cardan rate.
inline Mat3 cardanRatesToChildOmega(double b, double c) {
  Mat3 E;
  E << std::cos(b) * std::cos(c), std::sin(c), 0.0,
       -std::cos(b) * std::sin(c), std::cos(c), 0.0,
       std::sin(b), 0.0, 1.0;
  return E;
}

/// Ė(b, c; ḃ, ċ): its time derivative.
inline Mat3 cardanRatesToChildOmegaDot(double b, double c, double bd, double cd) {
  Mat3 Ed;
  Ed << -std::sin(b) * bd * std::cos(c) - std::cos(b) * std::sin(c) * cd, std::cos(c) * cd, 0.0,
        std::sin(b) * bd * std::sin(c) - std::cos(b) * std::cos(c) * cd, -std::sin(c) * cd, 0.0,
        std::cos(b) * bd, 0.0, 0.0;
  return Ed;
}

}  // namespace wl::test
