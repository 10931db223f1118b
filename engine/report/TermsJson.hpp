#pragma once
// The results at one instant as JSON, the form the CLI prints and the browser's test hook returns:
// every term of every segment (force, moment, the point the moment is about, the frame), the
// balance residual, the joint torques and the observer-invariance check.
#include <nlohmann/json.hpp>

#include "session/Session.hpp"

namespace wl {

/// {"observer", "expressed_in", "about", "samples": [one sample at the current time]}; each sample is
/// {"t", "segments": [{"name", "joint", "terms": {key: {"force", "moment", "about", "frame"}},
/// "residual": [6]}], "tau": {coordinate: value}, "joint_wrench_discrepancy"}.
nlohmann::json termsToJson(const Session& session);
nlohmann::json termsHeaderJson(const Session& session);  ///< the envelope with no samples yet
nlohmann::json termsSampleJson(const Session& session);  ///< one sample at the current time
/// M, C, G, E and τ at the current state (seed 002's signs: τ = M q̈ + C + G + E).
/// M (Session::updateMassMatrix() first for a model above kMassMatrixEveryMoveCoordinates: null otherwise),
/// the parts of τ and τ at the session's instant.
nlohmann::json matricesToJson(const Session& session);

}  // namespace wl
