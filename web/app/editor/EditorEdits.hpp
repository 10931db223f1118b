#pragma once
// The editor's edits as functions from one lesson document to the next (no ImGui, no history: the
// panel commits their results to the EditorDocument, which records them for undo). Renaming a segment
// or a joint, with every reference to it, is EditorRename.hpp.
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "lesson/Lesson.hpp"

namespace wl::web::editor {

/// The words of a new lesson, in the app's language (the lecturer writes the lesson in it).
struct NewLessonWords {
  std::string title = "My lesson", model = "My model", stepTitle = "Step 1", stepText = "What the students should see here.";
};
/// A new lesson that is valid as it opens and small enough to take apart: a pendulum (a 1 m, 1 kg rod
/// hanging from a revolute joint about z) swinging 0.5 rad either way every 2 s, and one step that plays.
nlohmann::json newLessonDocument(const NewLessonWords& words = {});
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

/// Which way a new segment on `parent` (-1: the base) points, a unit vector: on a parent, on along the
/// parent's direction (a chain goes on straight); on the base, down along gravity (a pendulum hangs);
/// without gravity, along +x.
nlohmann::json newSegmentDirection(const nlohmann::json& doc, int parent);
/// A new segment on `parent` (-1: the base): a revolute joint about z, a 1 m, 1 kg rod pointing
/// newSegmentDirection. `name` receives its name (segment1, segment2, …: the first free one).
nlohmann::json withNewSegment(nlohmann::json doc, int parent, std::string& name);
/// Without segment `index`: its children move to its parent; its loads, its coordinates' motions
/// and the steps' mentions of it go too.
nlohmann::json withoutSegment(nlohmann::json doc, int index);
/// The joint's coordinate names as the format names them (JSON only: for an invalid model too).
std::vector<std::string> jointCoordinates(const nlohmann::json& segment, const std::string& segmentName);

/// "model.segments[2].mass" (an engine error's field) as a pointer "/model/segments/2/mass"; "" when
/// the path does not name a field of the document.
std::string pointerFromPath(const std::string& path);
/// The other way round, for labels and messages.
std::string pathFromPointer(const std::string& pointer);

}  // namespace wl::web::editor
