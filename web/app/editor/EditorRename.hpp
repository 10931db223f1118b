#pragma once
// Renaming what a lesson refers to by name, as functions from one lesson document to the next (no
// ImGui, no history: the editor commits the result as one command, so one Undo brings every reference
// back). A segment is named by its children, loads, observer frames, the steps' observers and segment
// lists, formulas, exercises and checks ("rod", "rod@rod.proximal", "rod.tip"); a joint names its
// coordinates ("turn", or "hip_x", "hip_y", "hip_z"), which the motion, the simulation, the steps' torque
// parts and settings, parameters, students' own numbers and every quantity and placeholder name
// ("tau.turn", "{qd.turn:unit}", "{expr:2*mass*qd.turn}", in every translation too).
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

namespace wl::web::editor {

/// Why `name` cannot become segment `index`'s name, in the engine's words for a name ("" when it can):
/// not 1-64 letters, digits, '_' or '-' (the model's rule: '@', '.' and spaces would break the
/// references above), or already another segment's or an observer frame's.
std::string segmentNameProblem(const nlohmann::json& doc, int index, const std::string& name);
/// The same for segment `index`'s joint: its coordinates would be another joint's.
std::string jointNameProblem(const nlohmann::json& doc, int index, const std::string& name);

/// Segment `index` renamed, and every reference to it; a joint without a name of its own is named
/// after its segment, so its coordinates are renamed too (withRenamedCoordinates).
nlohmann::json withRenamedSegment(nlohmann::json doc, int index, const std::string& name);
/// Segment `index`'s joint named `name` ("": named after its segment again), its coordinates renamed
/// everywhere they are named. Coordinates named one by one ("coordinates": [...]) keep their names.
nlohmann::json withRenamedJoint(nlohmann::json doc, int index, const std::string& name);

/// Each coordinate `from` named `to` wherever the lesson names it (pairs applied together).
using Renames = std::vector<std::pair<std::string, std::string>>;
nlohmann::json withRenamedCoordinates(nlohmann::json doc, const Renames& renames);
/// A quantity as an exercise or check names it ("tau.turn", "M.turn.slide", "E.turn.spring1",
/// "expr:2*mass*qd.turn") with its coordinates renamed; other names ("term.joint.force.x") unchanged.
std::string renamedQuantity(const std::string& quantity, const Renames& renames);
/// A text's placeholders ("{tau.turn}", "{tau.turn:unit}", "{expr:…}") with their coordinates renamed;
/// the words around them are the author's and stay as written.
std::string renamedPlaceholders(const std::string& text, const Renames& renames);
/// A model field's path ("motion.turn.period", "simulation.torques.elbow.pid.kp") with its coordinate
/// renamed.
std::string renamedModelPath(const std::string& path, const Renames& renames);

}  // namespace wl::web::editor
