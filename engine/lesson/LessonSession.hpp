#pragma once
// A lesson put to work: its model loaded (with the lesson's overrides), exercises answered by the
// engine and checked against a student's input, the lesson's statements verified, and the whole
// lesson validated against its model (segments, frames, terms and quantities all exist).
#include <string>
#include <string_view>

#include "lesson/Lesson.hpp"
#include "session/Session.hpp"

namespace wl {

/// Loads the lesson's model, applies its overrides and opens a session on it.
Result<Session> openLessonSession(const Lesson& lesson);

struct ExerciseAnswer {
  double value = 0.0;     ///< the computed quantity
  std::string correct;    ///< "+", "−", "0", a choice label, or the formatted magnitude
};

Result<ExerciseAnswer> computeAnswer(Session& session, const LessonExercise& exercise);
/// Sign: "+", "-", "−", "0" (also "positive", "negative", "zero"); magnitude: a number within the
/// relative tolerance; choice: the label.
bool checkAnswer(const LessonExercise& exercise, const ExerciseAnswer& answer, std::string_view input);

/// Evaluates one statement; on failure the error says what was found.
Status runCheck(Session& session, const LessonCheck& check);

/// Every step names existing terms, segments and frames; every formula, exercise and check evaluates.
Status validateLesson(const Lesson& lesson, Session& session);

}  // namespace wl
