#pragma once
// The editor's edits as functions from one lesson document to the next (no ImGui, no history: the
// panel commits their results to the EditorDocument, which records them for undo). Segments are
// referred to by name everywhere in the format, so renaming one renames every reference to it.
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "lesson/Lesson.hpp"

namespace wl::web::editor {

/// A new lesson: an empty model (no segments yet; the editor says to add one) and one step.
nlohmann::json emptyLessonDocument();
/// A lesson (its model inside) as the editor's document.
nlohmann::json documentFromLesson(const Lesson& lesson);

/// "/model/segments/2"; the model's segment array and its names (empty when there is none).
std::string segmentPointer(int index);
std::vector<std::string> segmentNames(const nlohmann::json& doc);
/// The segment's parent index (-1: the base), as the format reads "parent" (absent: the one before).
int segmentParent(const nlohmann::json& doc, int index);
/// How deep in the tree (0: on the base).
int segmentDepth(const nlohmann::json& doc, int index);

/// The value at a JSON Pointer, or null when there is none.
nlohmann::json valueAt(const nlohmann::json& doc, const std::string& pointer);
/// `doc` with the value at `pointer` set; objects missing on the way are made. Unchanged when the
/// pointer crosses a value that is not an object or array.
nlohmann::json withValue(nlohmann::json doc, const std::string& pointer, nlohmann::json value);
/// `doc` without the member or array item at `pointer`.
nlohmann::json without(nlohmann::json doc, const std::string& pointer);
/// `doc` with `item` appended to the array at `pointer` (made if absent).
nlohmann::json withAppended(nlohmann::json doc, const std::string& pointer, nlohmann::json item);
/// `doc` with array items `index` and `index + delta` swapped (unchanged at the ends).
nlohmann::json withSwapped(nlohmann::json doc, const std::string& pointer, int index, int delta);

/// The lesson's lists of steps, parameters and exercises ("steps"), whose items every translation
/// mirrors one for one ("translations.de.steps"): an item appended, removed or moved in the lesson is
/// appended ({}: not translated yet), removed or moved in each translation too.
nlohmann::json withListAppended(nlohmann::json doc, const std::string& list, nlohmann::json item);
nlohmann::json withListRemoved(nlohmann::json doc, const std::string& list, int index);
nlohmann::json withListSwapped(nlohmann::json doc, const std::string& list, int index, int delta);

/// A new segment on `parent` (-1: the base): a revolute joint about z, a 1 m, 1 kg rod along x.
/// `name` receives its name (segment1, segment2, …: the first free one).
nlohmann::json withNewSegment(nlohmann::json doc, int parent, std::string& name);
/// Without segment `index`: its children move to its parent; its loads, its coordinates' motions
/// and the steps' mentions of it go too.
nlohmann::json withoutSegment(nlohmann::json doc, int index);
/// Segment `index` renamed, and every reference to it (parents, frames, loads, steps, formulas,
/// exercises, checks, observers like "rod@rod.proximal", a motion keyed by its unnamed joint).
nlohmann::json withRenamedSegment(nlohmann::json doc, int index, const std::string& name);
/// The joint's coordinate names as the format names them (JSON only: for an invalid model too).
std::vector<std::string> jointCoordinates(const nlohmann::json& segment, const std::string& segmentName);

/// "model.segments[2].mass" (an engine error's field) as a pointer "/model/segments/2/mass"; "" when
/// the path does not name a field of the document.
std::string pointerFromPath(const std::string& path);
/// The other way round, for labels and messages.
std::string pathFromPointer(const std::string& pointer);

}  // namespace wl::web::editor
