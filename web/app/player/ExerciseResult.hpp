#pragma once
// How a student's answer to an exercise was judged, its name in state() and the screen-reader layer, and
// the line the Exercises panel shows under it.
#include <string>

namespace wl::web {

/// NotANumber: a magnitude typed as something that is no number in the UI's language ("0,54" in English,
/// "0.54 N"): not judged, so a typo neither counts as wrong nor shows the worked answer.
enum class ExerciseResult { Unanswered, Right, Wrong, NotANumber };

/// Judged right or wrong: the worked answer is shown then (a typed non-number shows none).
inline bool judged(ExerciseResult r) { return r == ExerciseResult::Right || r == ExerciseResult::Wrong; }

inline const char* exerciseResultName(ExerciseResult r) {
  switch (r) {
    case ExerciseResult::Right: return "right";
    case ExerciseResult::Wrong: return "wrong";
    case ExerciseResult::NotANumber: return "not a number";
    case ExerciseResult::Unanswered: break;
  }
  return "unanswered";
}

/// The line under an exercise's answer: "Right.", "Not quite.", or for a typed non-number what to write
/// instead ("2.5" or "2,5": the UI language's decimal sign); empty while unanswered.
std::string exerciseVerdict(ExerciseResult result, const std::string& typed);

}  // namespace wl::web
