#pragma once
// Every word the lesson editor shows, in one place (a translation catalogue can take them over from
// here). Captions of fields are the format's own names where a lecturer meets them in the docs.
namespace wl::web::editor::text {

// The Lesson panel's switch between playing and editing.
inline constexpr const char* kEdit = "Edit lesson";
inline constexpr const char* kPreview = "Preview as student";
inline constexpr const char* kEditingTitle = "Editing";

// The toolbar.
inline constexpr const char* kUndo = "Undo";
inline constexpr const char* kRedo = "Redo";
inline constexpr const char* kNew = "New";
inline constexpr const char* kFromShown = "Start from the lesson shown";
inline constexpr const char* kSave = "Save";
inline constexpr const char* kOpen = "Open…";
inline constexpr const char* kCopyLink = "Copy link";
inline constexpr const char* kNothingToUndo = "nothing to undo";
inline constexpr const char* kNothingToRedo = "nothing to redo";

// Sections.
inline constexpr const char* kLessonSection = "Lesson";
inline constexpr const char* kModelSection = "Model";
inline constexpr const char* kSegmentsSection = "Segments";
inline constexpr const char* kLoadsSection = "Loads";
inline constexpr const char* kFramesSection = "Observer frames";
inline constexpr const char* kMotionSection = "Motion";
inline constexpr const char* kSimulationSection = "Forward dynamics";
inline constexpr const char* kStepsSection = "Steps";
inline constexpr const char* kParametersSection = "Parameters students may change";
inline constexpr const char* kExercisesSection = "Exercises";
inline constexpr const char* kAdvancedSection = "Formulas and checks (JSON)";

// Segments.
inline constexpr const char* kAddSegment = "Add segment";
inline constexpr const char* kAddOnBase = "Add on the base";
inline constexpr const char* kRemoveSegment = "Remove segment";
inline constexpr const char* kMoveUp = "Up";
inline constexpr const char* kMoveDown = "Down";
inline constexpr const char* kNoSegments = "The model has no segment yet: Add segment.";
inline constexpr const char* kParentCaption = "parent";
inline constexpr const char* kBase = "base";
inline constexpr const char* kJointType = "joint type";
inline constexpr const char* kSegmentsFromRobot =
    "The segments, joints and masses come from this robot file (URDF or MJCF, relative to the content's lessons folder); the motion, loads and frames are edited here.";
inline constexpr const char* kSegmentsFromChain =
    "The segments are generated from the chain's numbers above; the motion, loads and frames are edited here.";

// Loads, frames.
inline constexpr const char* kAddTipForce = "Add tip force";
inline constexpr const char* kAddSpring = "Add spring";
inline constexpr const char* kAddGroundReaction = "Add ground reaction";
inline constexpr const char* kAddFrame = "Add frame";
inline constexpr const char* kRemove = "Remove";

// Motion.
inline constexpr const char* kMotionKind = "kind";
inline constexpr const char* kPasteTable = "paste a table (t value per line)";
inline constexpr const char* kMotionFromFile = "The motion is read from a data file:";
inline constexpr const char* kNoCoordinates = "No coordinates yet: add a segment with a moving joint.";
inline constexpr const char* kPreviewLegend = "q (solid), q̇ (dashed), q̈ (dotted) over the duration";
inline constexpr const char* kSimulate = "simulate (forward dynamics)";

// Steps, parameters, exercises.
inline constexpr const char* kAddStep = "Add step";
inline constexpr const char* kInsertNumber = "insert a number";
inline constexpr const char* kPlays = "plays";
inline constexpr const char* kObserver = "observer";
inline constexpr const char* kAbout = "moments about";
inline constexpr const char* kTermsShown = "terms shown (none ticked: all)";
inline constexpr const char* kSegmentsShown = "segments shown (none ticked: all)";
inline constexpr const char* kAddParameter = "Add parameter";
inline constexpr const char* kAddExercise = "Add exercise";
inline constexpr const char* kQuantity = "quantity";

// Messages.
inline constexpr const char* kValid = "The lesson is valid: the mechanism shows it.";
inline constexpr const char* kInvalidPrefix = "Not valid yet (the mechanism shows the last valid state): ";
inline constexpr const char* kRestored = "Your edit was restored, with its undo history.";
inline constexpr const char* kSaved = "Saved the lesson to ";
inline constexpr const char* kLinkCopied = "Link copied: it carries the whole lesson.";
inline constexpr const char* kLinkTooLong =
    "This lesson is too long for a link (%zu characters of lesson, at most %zu): save it as a file and send the file.";
inline constexpr const char* kSaveFileInstead = "Save the file instead";
inline constexpr const char* kCannotEditTrial =
    "An OpenSim trial or a robot file opened here cannot be edited as a lesson (its model is not a WrenchLab model file).";

}  // namespace wl::web::editor::text
