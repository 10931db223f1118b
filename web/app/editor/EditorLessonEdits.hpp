#pragma once
// The editor's edits of a step's and an exercise's structured fields, as functions from one lesson
// document to the next (no ImGui, no history; EditorEdits.hpp has the general ones): a step made a
// predict step or not, and an exercise's "vary" as rows of a model field and its [min, max, step].
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace wl::web::editor {

/// The step at `stepPointer` ("/steps/1") predicting `terms` (term keys, in the format's order); with
/// none it is no predict step, so its predict_plane and explanation go too (the format refuses them
/// without "predict").
nlohmann::json withPredictTerms(nlohmann::json doc, const std::string& stepPointer, const std::vector<std::string>& terms);

/// The paths a "vary" can name in this document's model, as the engine reads them ("segments[1].mass",
/// "motion.turn.period", "gravity[1]"): every number in the model's JSON except those inside long
/// arrays (a pasted table is no parameter); masses first, then lengths, the motions' numbers, gravity
/// and the rest (each group in the document's order).
std::vector<std::string> varyPathChoices(const nlohmann::json& doc);
/// A range the engine accepts around the model's value at `path`: from half to twice it (a value of
/// 0: 0 to 1) in about fifteen steps of a round size (1, 2 or 5 times a power of ten), every value a
/// short decimal.
nlohmann::json suggestedVaryRange(const nlohmann::json& doc, const std::string& path);

/// The exercise at `exercisePointer` ("/exercises/0") with one more varied field: the first of
/// `varyPathChoices` it does not vary yet, with its suggested range. Unchanged when
/// every path is varied already.
nlohmann::json withVaryRowAdded(nlohmann::json doc, const std::string& exercisePointer);
/// Without the varied field `path`; the last one removed takes "vary" along (the format refuses an empty one).
nlohmann::json withVaryRowRemoved(nlohmann::json doc, const std::string& exercisePointer, const std::string& path);
/// The varied field `from` now varying `to`, with its range (unchanged when `to` is varied already).
nlohmann::json withVaryPathChanged(nlohmann::json doc, const std::string& exercisePointer, const std::string& from,
                                   const std::string& to);
/// Part `part` (0 min, 1 max, 2 step) of the range of `path` set to `value` (a number, or what was
/// typed: the engine says what is wrong with it); a range that was no [min, max, step] becomes one.
nlohmann::json withVaryBound(nlohmann::json doc, const std::string& exercisePointer, const std::string& path, int part,
                             nlohmann::json value);

}  // namespace wl::web::editor
