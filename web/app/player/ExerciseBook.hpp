#pragma once
// The open lesson's exercises as a student works them: the answers typed and how the engine judged
// them, the prompts and explanations with their numbers filled in, and the student whose own numbers
// they are (lesson/Variant.hpp) with the verification code of the answers judged right
// (lesson/VerificationCode.hpp). It reads the lesson and, to judge an answer, the session on screen;
// it never moves either (an answer is computed on a copy, at the exercise's own state). No ImGui.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/player/ExerciseResult.hpp"
#include "lesson/Language.hpp"
#include "lesson/Lesson.hpp"
#include "lesson/Variant.hpp"
#include "session/Session.hpp"

namespace wl::web {

/// A student's own numbers (lesson/Variant.hpp), drawn from the name or ID typed in the Exercises panel
/// (or a link's student=): every exercise is then answered on the lesson's model with that student's
/// values, whatever the Parameters panel shows, so the app agrees with the lecturer's answer key.
struct StudentVariant {
  std::string typed;                       ///< the name or ID as entered
  std::string key;                         ///< normalised: what the numbers are drawn from
  std::uint64_t seed = 0;                  ///< the set (0: the app's own, a sheet may name another)
  std::vector<ExerciseVariant> exercises;  ///< per exercise; empty for one that varies nothing
};

/// One of the student's numbers as a student reads it: the lesson parameter's label and unit for its
/// path (else the path itself), and the value as the decimal it was drawn as.
struct ShownNumber {
  std::string label, value, unit;
};

/// What the exercises are answered against: the session on screen and the step it shows. Without a
/// student, an answer is computed with the parameters the student set there.
struct ShownLesson {
  const Session& session;
  int step = 0;
};

class ExerciseBook {
 public:
  /// A lesson opened: every answer cleared, the texts filled (from the student's numbers when there
  /// is a student; the student stays). An error names an exercise whose texts could not be filled.
  /// The book reads the lesson where the player keeps it: when the player shows it in another language
  /// it calls keepChoices() before and setLanguage() after.
  Status open(std::shared_ptr<const Lesson> lesson, Language language);
  /// Before the lesson is replaced by `translated` (another language): a choice already picked stays
  /// picked, by its place, under its new label.
  void keepChoices(const Lesson& translated);
  /// After the lesson changed language: the answers stay, the texts are filled again (the numbers do
  /// not change).
  Status setLanguage(Language language);

  /// Draws the student's numbers for every exercise of the lesson (and of each lesson opened after);
  /// answers given so far are cleared. An empty name goes back to the lesson's numbers; a name the
  /// engine refuses keeps the previous student and says why (in the book's language).
  Status setStudent(const std::string& typed, std::uint64_t seed);
  const std::optional<StudentVariant>& student() const { return student_; }

  /// Judges `answer` to exercise `index` (a number may use the language's decimal comma). The engine
  /// computes the answer on a copy at the exercise's own state: with the student's numbers, or else with
  /// the parameters set in `shown`. An error is the engine's (nothing is judged then).
  Status check(std::size_t index, const std::string& answer, const ShownLesson& shown);

  /// The lesson whose exercises these are (null before one opens).
  const Lesson* lesson() const { return lesson_.get(); }
  std::size_t size() const { return input_.size(); }
  /// The answer as typed so far (the panel's text field edits it).
  std::string& input(std::size_t index) { return input_[index]; }
  const std::string& input(std::size_t index) const { return input_[index]; }
  ExerciseResult result(std::size_t index) const { return results_[index]; }
  /// The prompt and explanation as shown: their placeholders filled from the student's numbers (or
  /// the lesson's).
  const ExerciseTexts& texts(std::size_t index) const { return texts_[index]; }

  /// With a student: the code for the exercises answered right ("" before the first), and their indices.
  std::string verificationCode(std::vector<std::size_t>* right = nullptr) const;
  /// The student's numbers for exercise `index` (empty without a student or when it varies nothing),
  /// in the book's language (its labels, its decimal sign).
  std::vector<ShownNumber> studentNumbers(std::size_t index) const;
  /// The same as one line, "bead mass = 1.3 kg; period of a turn = 8 s" ("" for none).
  std::string studentNumbersText(std::size_t index) const;

  /// The Exercises panel's name and set fields as typed so far (setStudent shows what is in use there).
  std::string& nameInput() { return nameInput_; }
  std::string& seedInput() { return seedInput_; }

 private:
  Status fillTexts();
  Status judge(std::size_t index, Session& session, const std::string& answer, bool keepForCode);

  std::shared_ptr<const Lesson> lesson_;  ///< the player's open lesson, in its language
  Language language_ = Language::English;
  std::vector<std::string> input_;
  std::vector<ExerciseResult> results_;
  std::vector<std::string> rightAnswers_;  ///< canonical answers of the exercises judged right (for the code)
  std::vector<ExerciseTexts> texts_;
  std::optional<StudentVariant> student_;
  std::string nameInput_, seedInput_;
};

}  // namespace wl::web
