#pragma once
// Every edit is checked by the engine, as a lesson file is when it opens: the lesson loader, the
// model loader (through the lesson), the lesson's own validation (steps, formulas, exercises against
// the model) and the rule for what a link may read. The first message names its field, which the
// panel shows under that field; a valid document becomes the lesson the mechanism plays.
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "lesson/Lesson.hpp"

namespace wl::web::editor {

struct Validation {
  bool valid = false;
  std::string pointer;  ///< the field the message is about ("/model/segments/1/mass"), "" when none
  std::string message;  ///< the engine's words: "model.segments[1].mass: must be >= 0, got -1"
  std::optional<Lesson> lesson;  ///< when valid: the lesson, its model inside
};

/// The longest simulation an edit may ask for, in steps (duration / dt): twice the double pendulum's
/// 10⁵ (integrated over its 10 s, those took 2.5 s natively on a loaded 2-core machine, and every
/// keystroke validates again); more would stall the page (the engine itself allows 10⁸, for the CLI).
constexpr double kMaxEditorSimulationSteps = 2e5;

/// Validates the document as the lesson file it will be: it lives, for its data files, in
/// `contentDir`/lessons (as a link's lesson does).
Validation validateLessonDocument(const nlohmann::json& doc, const std::string& contentDir);

}  // namespace wl::web::editor
