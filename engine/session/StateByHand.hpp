#pragma once
// A state set by hand instead of the lesson's motion: the CLI's --q/--qd/--qdd, the app's State panel
// and a shared link's q=, qd=, qdd= all come through here. The state becomes a motion of its own,
//   q(t) = q + q̇ (t − t0) + ½ q̈ (t − t0)²,
// which at t0 has exactly the given q, q̇ and q̈, so the inverse dynamics at t0 is that of the state,
// and playing on from t0 moves the mechanism with constant q̈ (a hand-set q̇ = q̈ = 0 holds it still).
// A simulation is switched off: with q̈ given, the torques are what is asked for.
// A coordinate that follows another (model/Constraint.hpp) follows it in the held state too, unless the
// caller gave every coordinate on purpose (the CLI's --q with a value for each).
#include "core/Result.hpp"
#include "io/ModelFile.hpp"
#include "model/Motion.hpp"
#include "model/State.hpp"

namespace wl {

/// Every vector has nq entries and every entry is finite; the error names the entry ("q[2]").
Status validateStateByHand(const Model& model, const State& state);

/// Whether a state's followers keep the values it gives or follow their leaders.
enum class Followers { Follow, AsGiven };

/// The motion through `state` at state.t (see above); its time range is open: the caller bounds it.
Motion motionThroughState(const Model& model, const State& state, Followers followers = Followers::Follow);

/// Before a Session is created (the CLI): the file's motion becomes the motion through `state` and its
/// simulation, if any, is switched off.
Status holdStateInFile(ModelFile& file, const State& state, Followers followers = Followers::Follow);

/// How many coordinates follow no other: a state given for these alone is whole once they lead.
int freeCoordinateCount(const Model& model);
/// The free coordinates' values (in model order, followers skipped) as a vector of all nq, each
/// follower's entry 0 until its leader sets it.
VecX withFollowers(const Model& model, const VecX& free);

}  // namespace wl
