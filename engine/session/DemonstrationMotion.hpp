#pragma once
// A motion for a model whose files give none (a robot's URDF or MJCF file, an OpenSim model opened
// without its coordinates), so that the terms that need motion (M q̈, Coriolis and centrifugal, the
// fictitious terms of a turning observer) have something to show, starting from the model at rest.
//
// Every coordinate that can move swings from its default value by an amplitude A and back, once per
// period T: q(t) = q0 + A (1 − cos ωt)² / 4 with ω = 2π/T. At t = 0 (and T) the model rests at its
// default pose with q̇ = q̈ = 0, so that instant shows gravity's torques alone, exactly; at T/2 it is at
// q0 + A, also at rest. A is half a radian for a turn (29°) or 0.1 m for a slide, towards the middle of
// the coordinate's range and at most 80 % of the room left there. A free-floating base (a joint of more
// than one coordinate on the world: a humanoid's pelvis, OpenSim's pelvis_tx…tz) stays where it is, as
// do locked coordinates; a coordinate that follows another (a constraint) follows it.
#include "model/Model.hpp"
#include "model/Motion.hpp"

namespace wl {

/// The period of the swing, s.
constexpr double kDemonstrationPeriod = 4.0;

/// The demonstration motion of `model`, from t = 0 to one period.
Motion demonstrationMotion(const Model& model, double period = kDemonstrationPeriod);

/// The amplitude coordinate k swings by (signed: towards the middle of its range; 0 when it stays).
double demonstrationAmplitude(const Model& model, int k);

}  // namespace wl
