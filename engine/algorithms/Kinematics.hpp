#pragma once
// Forward kinematics from the base to the tips: pose, velocity and acceleration of every frame
// (world, base, segments, observer frames) and of every centre of mass. Exact: positions and
// derivatives come from the prescribed functions and the joint coordinates, never from finite
// differences.
#include "algorithms/Data.hpp"
#include "model/State.hpp"

namespace wl {

/// Fills data.frames, data.com and data.S_W for the state at time state.t.
/// With `baseMotion` false the base holds its pose at state.t but has no velocity or acceleration
/// (used to split the generalized forces into M q̈, C, G and E).
void computeKinematics(const Model& model, Data& data, const State& state, bool baseMotion = true);

/// World position of a model point at the last computed kinematics.
Vec3 pointPosition(const Model& model, const Data& data, PointId point);
/// Position, velocity and acceleration of a model point (fixed in its frame).
PointMotion pointMotion(const Model& model, const Data& data, PointId point);

}  // namespace wl
