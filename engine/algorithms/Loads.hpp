#pragma once
// Evaluates the external loads at the current kinematics: each load's force, couple and point of
// application, and their sum on every segment (moment about the segment's proximal joint).
#include "algorithms/Data.hpp"

namespace wl {

/// Needs computeKinematics() first (springs depend on where their point is).
void computeLoads(const Model& model, Data& data, double t);

/// A spring's direction is taken as undefined (force reported as zero) while its length is below this
/// fraction of its rest length (of 1 mm for a zero-length spring).
constexpr double kSpringDirectionTolerance = 1e-9;

/// Force of a linear spring on its point, F = −k (L − L0) d/L, with d the vector from the anchor to the
/// point and L its length; zero below the direction tolerance above.
Vec3 springForce(const Load& spring, const Vec3& anchorToPoint_W, double length);

/// Spring potential energy ½ k (L − L0)², summed over springs, at the last computeLoads().
double springPotentialEnergy(const Model& model, const Data& data);

}  // namespace wl
