#pragma once
// The editor panel's sections, one file each (EditorModelUi.cpp, EditorMotionUi.cpp,
// EditorLessonUi.cpp, with a step's and an exercise's structured fields in EditorStepUi.cpp and
// EditorVaryUi.cpp); EditorPanel.cpp draws the toolbar and calls them.
#include <array>
#include <string>
#include <vector>

#include "app/editor/EditorFields.hpp"

namespace wl::web::editor {

/// The model's name, duration, gravity, base; the segment tree and the selected segment; loads; frames.
void drawModelSection(FieldContext& c);
/// Each coordinate's motion (kind, values, a preview of q, q̇, q̈), or the forward-dynamics set-up.
void drawMotionSection(FieldContext& c);
/// Title, summary, view; the steps; the parameters; the exercises; formulas and checks as JSON.
void drawLessonSection(FieldContext& c);

/// A step's predict fields (EditorStepUi.cpp): ticks for the terms the student predicts (the step's
/// shown terms; none ticked: no predict step), the plane in a 3D lesson, the explanation. `at` is the
/// step's pointer ("/steps/0"), `name` its control name ("step 1").
void predictFields(FieldContext& c, const std::string& at, const std::string& name);
/// The coordinate whose joint torque parts the step plots: one of the model's, or none.
void torquePartsField(FieldContext& c, const std::string& at, const std::string& name);
/// An exercise's students' own numbers as rows of model field, min, max, step (EditorVaryUi.cpp);
/// `at` is the exercise's pointer ("/exercises/0"), `name` its control name ("exercise 1").
void varyRows(FieldContext& c, const std::string& at, const std::string& name);

/// The preview of a coordinate's motion (EditorMotionPlot.cpp): q, q̇ or q̈ over the lesson's duration,
/// both axes numbered and named with `units` (value, rate, acceleration; empty: none known), and the
/// instant the mechanism shows.
void motionPreview(FieldContext& c, const nlohmann::json& function, const std::string& coordinate, const std::array<std::string, 3>& units);

/// Every coordinate of the document's model, in the order the engine numbers them (from the JSON, so
/// an invalid model has them too).
std::vector<std::string> documentCoordinates(const nlohmann::json& doc);
/// The observers a step or exercise can name: world, base, own, parent, each segment (also
/// attached at its proximal joint) and each observer frame.
std::vector<std::string> observerChoices(const nlohmann::json& doc);
/// The model the player shows for this document (the last valid one), or null.
const Model* shownModel(const FieldContext& c);
/// True when the model's segments are not listed in the document: they come from a robot file
/// ("robot") or the chain generator ("chain"), and are edited there.
bool segmentsFromElsewhere(const nlohmann::json& doc);
/// The segments, coordinates and observers of the model being edited: the document's own, or, when its
/// segments come from elsewhere, those of the model the player shows.
std::vector<std::string> modelSegmentNames(const FieldContext& c);
std::vector<std::string> modelCoordinates(const FieldContext& c);
std::vector<std::string> modelObserverChoices(const FieldContext& c);

}  // namespace wl::web::editor
