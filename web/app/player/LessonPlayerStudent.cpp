// The lesson player's student: their own numbers for each exercise (drawn by the engine from the name
// or ID, lesson/Variant.hpp), answers checked on those numbers, and the verification code of the
// answers judged right (lesson/VerificationCode.hpp).
#include "app/player/LessonPlayer.hpp"

#include <cstdio>

#include "app/text/Catalogue.hpp"
#include "lesson/LessonSession.hpp"
#include "lesson/VerificationCode.hpp"

namespace wl::web {

bool LessonPlayer::setStudent(const std::string& typedIn, std::uint64_t seed) {
  // As typed, without the spaces around it (the panel, the link and the status line show this).
  const std::size_t first = typedIn.find_first_not_of(" \t"), last = typedIn.find_last_not_of(" \t");
  const std::string typed = first == std::string::npos ? std::string() : typedIn.substr(first, last - first + 1);
  if (typed.empty()) {
    student_.reset();
  } else {
    auto key = normalizeStudentKey(typed);
    if (!key) {
      setMessage(fill(texts()(Text::studentNameRefused), {key.error().message}), true);
      return false;
    }
    student_ = StudentVariant{typed, *key, seed, {}};
  }
  // The panel's fields show what is in use (a link's student too).
  studentNameInput_ = student_ ? typed : "";
  studentSeedInput_ = student_ && seed != 0 ? std::to_string(seed) : "";
  if (lesson_) {
    // New numbers: answers given to the old ones no longer count.
    std::fill(exerciseResults_.begin(), exerciseResults_.end(), ExerciseResult::Unanswered);
    std::fill(exerciseInput_.begin(), exerciseInput_.end(), std::string());
    rightAnswers_.assign(lesson_->exercises.size(), "");
    drawStudentVariants();
  }
  return true;
}

void LessonPlayer::drawStudentVariants() {
  const std::size_t n = lesson_->exercises.size();
  exerciseTexts_.clear();
  if (student_) student_->exercises.assign(n, {});
  for (std::size_t i = 0; i < n; ++i) {
    const LessonExercise& e = lesson_->exercises[i];
    if (student_) student_->exercises[i] = drawVariant(*lesson_, e, student_->key, student_->seed);
    ExerciseTexts texts{e.prompt, e.explanation};
    const bool placeholders = e.prompt.find('{') != std::string::npos || e.explanation.find('{') != std::string::npos;
    if (placeholders) {
      // Filled once here, from the lesson's numbers or the student's (never per frame).
      auto session = openExerciseSession(*lesson_, e, student_ ? student_->exercises[i] : ExerciseVariant{});
      auto filled = session ? wl::exerciseTexts(*session, e, numberFormat(language_)) : Result<ExerciseTexts>(session.error());
      if (filled) texts = std::move(*filled);
      else setMessage("exercises." + e.id + "." + filled.error().text(), true);
    }
    exerciseTexts_.push_back(std::move(texts));
  }
}

void LessonPlayer::checkStudentExercise(std::size_t index, const std::string& answer) {
  const LessonExercise& e = lesson_->exercises[index];
  // The lesson's model with the step's settings and the student's numbers: what the lecturer's key has.
  auto session = openExerciseSession(*lesson_, e, student_->exercises[index]);
  if (!session) {
    setMessage(session.error().text(), true);
    return;
  }
  judgeAnswer(index, *session, answer, true);  // a right answer counts towards the verification code
}

void LessonPlayer::judgeAnswer(std::size_t index, Session& session, const std::string& answer, bool keepForCode) {
  const LessonExercise& e = lesson_->exercises[index];
  auto computed = computeAnswer(session, e);
  if (!computed) {
    setMessage(computed.error().text(), true);
    return;
  }
  const std::string typed = answer;  // `answer` may be the input itself
  exerciseInput_[index] = typed;
  double typedValue = 0.0;
  if (e.kind == LessonExercise::Kind::Magnitude && !parseTypedNumber(typed, numberFormat(language_), typedValue)) {
    exerciseResults_[index] = ExerciseResult::NotANumber;
    rightAnswers_[index].clear();
    return;
  }
  const bool right = checkAnswer(e, *computed, typed, numberFormat(language_));
  exerciseResults_[index] = right ? ExerciseResult::Right : ExerciseResult::Wrong;
  rightAnswers_[index] = right && keepForCode ? canonicalAnswer(e, *computed) : std::string();
}

std::vector<LessonPlayer::ShownNumber> LessonPlayer::studentNumbers(std::size_t index) const {
  std::vector<ShownNumber> shown;
  if (!student_ || !lesson_ || index >= student_->exercises.size()) return shown;
  for (const VariedValue& v : student_->exercises[index]) {
    char value[32];
    std::snprintf(value, sizeof value, "%.10g", v.value);
    ShownNumber n{v.path, withDecimalSign(value, numberFormat(language_)), ""};
    for (const LessonParameter& p : lesson_->parameters)
      if (p.path == v.path) {
        n.label = p.label;
        n.unit = p.unit;
      }
    shown.push_back(n);
  }
  return shown;
}

std::string LessonPlayer::studentNumbersText(std::size_t index) const {
  std::string line;
  for (const ShownNumber& n : studentNumbers(index))
    line += (line.empty() ? "" : "; ") + n.label + " = " + n.value + (n.unit.empty() ? "" : " " + n.unit);
  return line;
}

std::string LessonPlayer::verificationCode(std::vector<std::size_t>* right) const {
  if (right) right->clear();
  if (!student_ || !lesson_) return "";
  std::vector<CodedAnswer> answers;
  for (std::size_t i = 0; i < rightAnswers_.size(); ++i)
    if (exerciseResults_[i] == ExerciseResult::Right && !rightAnswers_[i].empty()) {
      answers.push_back({lesson_->exercises[i].id, rightAnswers_[i]});
      if (right) right->push_back(i);
    }
  if (answers.empty()) return "";
  return wl::verificationCode(lesson_->id, student_->key, student_->seed, answers);
}

}  // namespace wl::web
