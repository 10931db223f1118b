#pragma once
// The engine's quantities (quantityNames: about a hundred for a two-segment model) grouped the way a
// lecturer looks for one, and searched by what is typed. No ImGui: the picker (QuantityPicker.cpp)
// draws them; unit-tested in tests/web/EditorTests.cpp.
#include <string>
#include <vector>

namespace wl::web::editor {

/// What a group holds, for its caption in the app's language.
enum class QuantityGroup {
  None,         ///< a quantity, not a group
  Term,         ///< one wrench term ("coriolis"): its force and moment
  Vector,       ///< a vector's components ("force", "omega")
  Kinematics,   ///< the segment's mass and the observer's and segment's motion (omega, alpha, r, …)
  Coordinate,   ///< one coordinate ("turn"): τ, q, q̇, q̈ and τ's parts
  MassMatrix,   ///< M, row by row
  Row,          ///< one row of M
  Energy,       ///< the energies
};

struct QuantityNode {
  QuantityGroup group = QuantityGroup::None;
  std::string key;       ///< the group's own word ("coriolis", "force", "turn"), or a quantity's last part ("x")
  std::string quantity;  ///< a quantity's whole name ("term.coriolis.force.x"); empty for a group
  std::vector<QuantityNode> children;
};

/// The quantities as a tree: each term → force, moment → x, y, z, norm; kinematics → mass and each
/// vector → its components; each coordinate → tau, q, qd, qdd and tau's parts (a load's part of E
/// too); the mass matrix → row → column; the energies; the residual. In the engine's order within each
/// group; a name of no known shape stays a quantity at the top.
std::vector<QuantityNode> groupQuantities(const std::vector<std::string>& names);

/// The names that match what was typed: each word of `query` (split at spaces, any case) is part of the
/// name, with its dots read as spaces too ("cor x", "coriolis force.x" and "tau turn" all find theirs).
/// Names in which more words are whole parts come first ("q turn": q.turn before qd.turn), the rest in
/// the engine's order. An empty query matches nothing.
std::vector<std::string> searchQuantities(const std::vector<std::string>& names, const std::string& query);

}  // namespace wl::web::editor
