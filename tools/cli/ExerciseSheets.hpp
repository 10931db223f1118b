#pragma once
// `wrenchlab-cli exercises`: a lesson's exercises with each student's own numbers (lesson/Variant.hpp).
//   --students roster.csv --seed N -o DIR   one sheet per student (Markdown and print-ready HTML, with an
//                                           SVG figure of the mechanism per exercise) and answer-key.csv
//   --student NAME [--seed N]               that student's numbers and answers, as JSON
//   --verify CODE --student NAME [--seed N] which exercises a student's verification code confirms (by
//                                           the name or, with --students, the ID; without --seed the
//                                           set is searched among 0 … 9999)
// Everything written depends only on the lesson, the roster and the seed: the same inputs give the same
// bytes (no dates, no absolute paths, numbers printed with fixed precision).
#include <string>

namespace wl::cli {

struct ExercisesOptions {
  std::string roster;   ///< --students: a CSV class list (Roster.hpp)
  std::string student;  ///< --student: one student's name or ID
  std::string seed;     ///< --seed: the set; empty: 0, or for --verify the sets 0 … 9999 searched
  std::string output;   ///< -o: the folder for the sheets and the key
  std::string verify;   ///< --verify: a code from the app's Exercises panel
  std::string appUrl;   ///< --app-url: the course's WrenchLab address, for the sheets' links
};

int exercisesCommand(const std::string& source, const std::string& contentDir, const ExercisesOptions& options);

}  // namespace wl::cli
