#pragma once
// A short code a student hands in to show which exercises of their own variant they answered right,
// checked offline by the lecturer (`wrenchlab-cli exercises LESSON --verify CODE --student NAME`).
//
// The code is the first 50 bits of the SHA-256 of
//     "wrenchlab verification 1\n" seed "\n" lesson id "\n" normalised name "\n"
//     then, for each exercise answered right, in the lesson's order: id "=" canonical answer "\n"
// written as 10 Crockford base-32 characters, "XXXXX-XXXXX". The canonical answer is the engine's answer
// for the student's variant: the sign ("+", "-", "0"), the condition of the right choice ("> 0", …: a
// translated label would change the code) or the magnitude to 3 significant digits. Everything else in
// the message is printed on the student's sheet, so the code proves only that whoever made it knew the
// right answers of that variant (the app shows it once they are entered and judged right); it does not
// prove who worked them out, or in how many tries. docs/lesson-format.md says so to lecturers.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "lesson/LessonSession.hpp"

namespace wl {

/// The answer as the code hashes it (see above). The magnitude is first rounded to 12 significant
/// digits, so the last bits in which the browser's and the desktop's arithmetic may differ never
/// decide the 3-digit rounding (1.6249999999999998 and 1.625 both give "1.63e0").
std::string canonicalAnswer(const LessonExercise& exercise, const ExerciseAnswer& answer);

struct CodedAnswer {
  std::string exerciseId;
  std::string canonical;  ///< canonicalAnswer()
};

/// "XXXXX-XXXXX" for the answers given (the ones answered right, in the lesson's order).
std::string verificationCode(std::string_view lessonId, std::string_view studentKey, std::uint64_t seed,
                             const std::vector<CodedAnswer>& right);

/// A code as typed: case, dashes and spaces ignored, O read as 0 and I, L as 1. Returns the 10 symbols.
Result<std::string> parseVerificationCode(std::string_view typed);

/// Which set of the exercises (`all`: every exercise of the lesson with its right answer, in order) the
/// code stands for, as a bit mask over `all`; 0 when no set matches. At most 20 exercises.
Result<std::uint32_t> matchVerificationCode(std::string_view code, std::string_view lessonId, std::string_view studentKey,
                                            std::uint64_t seed, const std::vector<CodedAnswer>& all);

}  // namespace wl
