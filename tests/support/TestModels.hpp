#pragma once
// Models built in code for the tests, each following its source's conventions exactly.
#include <random>
#include <vector>

#include "model/State.hpp"
#include "model/Model.hpp"
#include "numerics/TimeFunction.hpp"

namespace wl::test {

/// Seed 000's n-segment limb: planar, joints about z, segments along their local y axis, point
/// masses at mid-length, segment k turning at 2π/T_k relative to its parent.
struct NLink {
  Model model;
  std::vector<TimeFunction> motion;  // θ_k(t)
};
NLink seed000Limb(const std::vector<double>& masses, const std::vector<double>& lengths,
                  const std::vector<double>& periods, const Vec3& gravity = Vec3::Zero());

/// The prescribed state of a model whose coordinates follow `motion` (one function each).
State stateAt(const Model& model, const std::vector<TimeFunction>& motion, double t);

/// A random tree of `n` segments with random joint types (revolute about random axes, prismatic,
/// spherical, fixed), random inertias, random gravity and a random base motion, plus `frames`
/// random observer frames spinning at random rates.
Model randomChain(std::mt19937& rng, int n, int frames, bool withLoads = true, bool movingBase = true);
State randomState(std::mt19937& rng, const Model& model);

/// A random general joint: 1–6 elementary rotations/translations about random unit axes, driven by
/// 1–3 coordinates through random polynomials and cubic splines, with constant offsets among them.
Joint randomGeneralJoint(std::mt19937& rng, const std::string& name);
/// Like randomChain, but most joints are general joints (the rest revolute, prismatic, spherical).
Model randomGeneralChain(std::mt19937& rng, int n, bool withLoads = true, bool movingBase = true);

/// Double pendulum of seeds 001/003: uniform rods hanging from a fixed pivot, angles from the
/// downward vertical, gravity −g ŷ; the second joint's coordinate is θ2 − θ1.
Model doublePendulum(double m1, double m2, double l1, double l2, double g = 9.81);

}  // namespace wl::test
