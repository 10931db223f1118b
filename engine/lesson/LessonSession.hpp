#pragma once
// A lesson put to work: its model loaded (with the lesson's overrides), exercises answered by the
// engine and checked against a student's input, the lesson's statements verified, and the whole
// lesson validated against its model (segments, frames, terms and quantities all exist).
#include <string>
#include <vector>
#include <string_view>

#include "core/NumberFormat.hpp"
#include "lesson/Lesson.hpp"
#include "session/Session.hpp"

namespace wl {

/// The lesson's model document: its model file with the lesson's overrides applied (an override may add
/// a field the model leaves out), and with `step` ≥ 0 also that step's "set" fields.
Result<nlohmann::json> lessonModelDocument(const Lesson& lesson, int step = -1);

/// Where a model error is, for messages: "lesson.json: model.segments[2].mass" for a model inside the
/// lesson, "radial-slider.json: segments[2].mass" for a model file.
std::string lessonModelErrorPath(const Lesson& lesson, const std::string& where);

/// Loads the lesson's model, applies its overrides (and with `step` ≥ 0 that step's "set" fields) and
/// opens a session on it. An override may add a field the model leaves out (a PID on the elbow of a
/// free pendulum); the model loader still refuses keys it does not know.
Result<Session> openLessonSession(const Lesson& lesson, int step = -1);

/// The fields some step of the lesson sets, {"json.path": value}, at the values `session` (the
/// lesson's own model) gives them. A step that does not set such a field shows it at this value, so a
/// step's settings never leak into the steps around it.
Result<nlohmann::json> stepDefaults(const Lesson& lesson, const Session& session);

/// Puts every step-controlled field at this step's value, or at its default, with one rebuild and
/// only when something differs; `changed` (optional) says whether the model was rebuilt.
Status applyStepSettings(Session& session, const Lesson& lesson, size_t step, const nlohmann::json& defaults,
                         bool* changed = nullptr);

struct ExerciseAnswer {
  double value = 0.0;     ///< the computed quantity
  std::string correct;    ///< "+", "−", "0", a choice label, or the formatted magnitude
};

/// The answer at the exercise's time, observer and axes, on `session` as it is (open it with the
/// exercise's step: openLessonSession(lesson, exercise.step)).
Result<ExerciseAnswer> computeAnswer(Session& session, const LessonExercise& exercise);
/// Sign: "+", "-", "−", "0" (also "positive", "negative", "zero"); magnitude: a number within the
/// relative tolerance, typed in `format` ("2,5" too with a decimal comma); choice: the label.
bool checkAnswer(const LessonExercise& exercise, const ExerciseAnswer& answer, std::string_view input,
                 const NumberFormat& format = {});

/// Evaluates one statement on `session` as it is (its step's and its own "set" fields already
/// applied); on failure the error says what was found, and when.
Status runCheck(Session& session, const LessonCheck& check);
/// Opens the lesson's model with the check's step and "set" fields, then runs the check.
Status runLessonCheck(const Lesson& lesson, const LessonCheck& check);
/// Every check of the lesson, one status each (in order). Checks with the same step and "set" fields
/// share one opened model, so a simulated lesson is integrated once for them, not once per check.
std::vector<Status> runLessonChecks(const Lesson& lesson);

/// Whether a formula is shown in this step (0-based): its "steps", or every step when it lists none.
bool formulaShownInStep(const LessonFormula& formula, int step);
/// A formula's text with the engine's numbers: for `formula.segment` if it names one (else `segment`),
/// in `formula.expressedIn` axes if given (else the session's), written in `format`.
Result<std::string> substituteLessonFormula(const Session& session, const LessonFormula& formula, int segment,
                                            const NumberFormat& format = {});

/// Every step names existing terms, segments, frames and axes; every formula and exercise evaluates,
/// and so does every {…} in a step's text and a predict step's explanation (at the step's instant, as
/// the player fills them); every check holds (unless `runChecks` is false: the caller runs them one by one, with its messages).
Status validateLesson(const Lesson& lesson, Session& session, bool runChecks = true);

}  // namespace wl
