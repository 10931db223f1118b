#pragma once
// The chains the benchmark runs, built twice from one description: once as a WrenchLab Model and
// once as MJCF text for MuJoCo, so both engines integrate the same masses, lengths and axes.
#include <random>
#include <string>
#include <vector>

#include "model/State.hpp"
#include "model/Model.hpp"

namespace wl::bench {

enum class ChainKind {
  Planar,     ///< revolute joints about z, rods along x, gravity −9.81 ŷ (in the chain's plane)
  Spherical,  ///< ball joints (our Cardan x-y'-z'' joint), rods along x, gravity −9.81 ŷ
};

/// One chain: n identical uniform rods (thin solid cylinders), each hinged at its parent's tip.
struct ChainSpec {
  ChainKind kind = ChainKind::Planar;
  int links = 3;
  double mass = 1.0;      ///< kg per rod
  double length = 0.3;    ///< m per rod
  double radius = 0.01;   ///< m; gives the rod a (small) moment about its own axis so M stays regular
  bool spinningObserver = false;  ///< add observer frame "spinning" (world-fixed, turning about z)

  std::string label() const;
  /// Moments of inertia about the COM along the rod and across it.
  double axialInertia() const { return 0.5 * mass * radius * radius; }
  double transverseInertia() const { return mass * (3.0 * radius * radius + length * length) / 12.0; }
};

Model buildModel(const ChainSpec& spec);

/// MJCF text of the same chain: nested bodies, hinge or ball joints, explicit inertials, no geoms
/// (nothing can collide), same gravity.
std::string buildMjcf(const ChainSpec& spec);

/// A pool of random states (q ∈ [−1, 1], q̇ ∈ [−2, 2], q̈ ∈ [−3, 3]); the timed loops cycle through
/// them so no call sees the same input as the one before.
std::vector<State> randomStates(const Model& model, int count, unsigned seed);

}  // namespace wl::bench
