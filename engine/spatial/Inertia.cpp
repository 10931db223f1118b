#include "spatial/Inertia.hpp"

#include <Eigen/Eigenvalues>
#include <cmath>
#include <sstream>

#include "core/NumberText.hpp"

namespace wl {

Status Inertia::validateComputable() const {
  if (!std::isfinite(mass)) return Error{"mass", "must be a finite number"};
  if (mass < 0.0) {
    return Error{"mass", "must be >= 0, got " + formatShortest(mass)};
  }
  if (!com.allFinite()) return Error{"com", "must be finite"};
  if (!I_C.allFinite()) return Error{"inertia", "must be finite"};
  // Tolerances relative to the body's own tensor: a finger bone's 1e-9 kg·m² must be judged as strictly as
  // a trunk's 1 kg·m² (an absolute 1e-9 would let any small body through).
  const double tol = 1e-9 * I_C.cwiseAbs().maxCoeff();
  if ((I_C - I_C.transpose()).cwiseAbs().maxCoeff() > tol) return Error{"inertia", "must be symmetric"};
  return Status::success();
}

Status Inertia::validate() const {
  if (Status s = validateComputable(); !s) return s;
  const double tol = 1e-9 * I_C.cwiseAbs().maxCoeff();
  const Eigen::SelfAdjointEigenSolver<Mat3> solver(I_C, Eigen::EigenvaluesOnly);
  const Vec3 principal = solver.eigenvalues();  // ascending
  if (principal(0) < -tol) {
    return Error{"inertia", "must be positive semi-definite, smallest principal moment is " + formatShortest(principal(0))};
  }
  if (principal(0) + principal(1) < principal(2) - tol) {
    return Error{"inertia", "violates the triangle inequality of principal moments (" + formatShortest(principal(0)) + " + " +
                                formatShortest(principal(1)) + " < " + formatShortest(principal(2)) + ")"};
  }
  return Status::success();
}

}  // namespace wl
