#pragma once
// Evaluates the external loads at the current kinematics: each load's force, couple and point of
// application, and their sum on every segment (moment about the segment's proximal joint).
#include "algorithms/Data.hpp"

namespace wl {

/// Needs computeKinematics() first (springs depend on where their point is).
void computeLoads(const Model& model, Data& data, double t);

/// Spring potential energy ½ k (L − L0)², summed over springs, at the last computeLoads().
double springPotentialEnergy(const Model& model, const Data& data);

}  // namespace wl
