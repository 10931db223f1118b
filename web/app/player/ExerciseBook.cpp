// The exercises as a student works them (ExerciseBook.hpp): answers judged by the engine on a copy of
// the lesson's model, a student's own numbers, and the verification code.
#include "app/player/ExerciseBook.hpp"

#include <algorithm>
#include <cstdio>

#include "app/text/Catalogue.hpp"
#include "lesson/LessonSession.hpp"
#include "lesson/VerificationCode.hpp"

namespace wl::web {

Status ExerciseBook::open(std::shared_ptr<const Lesson> lesson, Language language) {
  lesson_ = std::move(lesson);
  language_ = language;
  const std::size_t n = lesson_->exercises.size();
  input_.assign(n, "");
  results_.assign(n, ExerciseResult::Unanswered);
  rightAnswers_.assign(n, "");
  return fillTexts();
}

void ExerciseBook::keepChoices(const Lesson& translated) {
  // A choice already picked stays picked: the same choice, by its place, under its new label.
  for (std::size_t i = 0; i < translated.exercises.size() && i < input_.size() && lesson_; ++i) {
    const auto& before = lesson_->exercises[i].choices;
    const auto& after = translated.exercises[i].choices;
    for (std::size_t k = 0; k < before.size() && k < after.size(); ++k)
      if (input_[i] == before[k].first) {
        input_[i] = after[k].first;
        break;
      }
  }
}

Status ExerciseBook::setLanguage(Language language) {
  language_ = language;
  return lesson_ ? fillTexts() : Status::success();
}

Status ExerciseBook::setStudent(const std::string& typedIn, std::uint64_t seed) {
  // As typed, without the spaces around it (the panel, the link and the status line show this).
  const std::size_t first = typedIn.find_first_not_of(" \t"), last = typedIn.find_last_not_of(" \t");
  const std::string typed = first == std::string::npos ? std::string() : typedIn.substr(first, last - first + 1);
  if (typed.empty()) {
    student_.reset();
  } else {
    auto key = normalizeStudentKey(typed);
    if (!key) return Error{"", fill(catalogue(language_)(Text::studentNameRefused), {key.error().message})};
    student_ = StudentVariant{typed, *key, seed, {}};
  }
  // The panel's fields show what is in use (a link's student too).
  nameInput_ = student_ ? typed : "";
  seedInput_ = student_ && seed != 0 ? std::to_string(seed) : "";
  if (!lesson_) return Status::success();
  // New numbers: answers given to the old ones no longer count.
  std::fill(results_.begin(), results_.end(), ExerciseResult::Unanswered);
  std::fill(input_.begin(), input_.end(), std::string());
  rightAnswers_.assign(lesson_->exercises.size(), "");
  return fillTexts();
}

Status ExerciseBook::fillTexts() {
  const std::size_t n = lesson_->exercises.size();
  Status status = Status::success();
  texts_.clear();
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
      else if (status) status = Error{"exercises." + e.id, filled.error().text()};
    }
    texts_.push_back(std::move(texts));
  }
  return status;
}

Status ExerciseBook::check(std::size_t index, const std::string& answer, const ShownLesson& shown) {
  const LessonExercise& e = lesson_->exercises[index];
  if (student_) {
    // The lesson's model with the step's settings and the student's numbers: what the lecturer's key has.
    auto session = openExerciseSession(*lesson_, e, student_->exercises[index]);
    if (!session) return session.error();
    return judge(index, *session, answer, true);  // a right answer counts towards the verification code
  }
  // A copy of the lesson with the student's parameters, at the time and frame the exercise names; an
  // exercise a step asks (a prediction) is answered with that step's settings ("with the period halved").
  auto copy = openLessonSession(*lesson_, e.step);
  if (!copy) return copy.error();
  // Then the student's own edits. A value the shown step imposed (its `set`) is that step's, not the
  // student's: an exercise of another step, or of none, is not answered with it.
  const nlohmann::json& shownStepSet = lesson_->steps[static_cast<std::size_t>(shown.step)].set;
  for (const LessonParameter& p : lesson_->parameters) {
    if (e.step >= 0 && lesson_->steps[static_cast<std::size_t>(e.step)].set.contains(p.path)) continue;
    auto v = shown.session.parameter(p.path);
    if (!v) continue;
    if (e.step != shown.step && shownStepSet.contains(p.path) && shownStepSet.at(p.path) == *v) continue;
    (void)copy->setParameter(p.path, *v);
  }
  return judge(index, *copy, answer, false);  // codes are for students' own numbers only
}

Status ExerciseBook::judge(std::size_t index, Session& session, const std::string& answer, bool keepForCode) {
  const LessonExercise& e = lesson_->exercises[index];
  auto computed = computeAnswer(session, e);
  if (!computed) return computed.error();
  const std::string typed = answer;  // `answer` may be the input itself
  input_[index] = typed;
  double typedValue = 0.0;
  if (e.kind == LessonExercise::Kind::Magnitude && !parseTypedNumber(typed, numberFormat(language_), typedValue)) {
    results_[index] = ExerciseResult::NotANumber;
    rightAnswers_[index].clear();
    return Status::success();
  }
  const bool right = checkAnswer(e, *computed, typed, numberFormat(language_));
  results_[index] = right ? ExerciseResult::Right : ExerciseResult::Wrong;
  rightAnswers_[index] = right && keepForCode ? canonicalAnswer(e, *computed) : std::string();
  return Status::success();
}

std::vector<ShownNumber> ExerciseBook::studentNumbers(std::size_t index) const {
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

std::string ExerciseBook::studentNumbersText(std::size_t index) const {
  std::string line;
  for (const ShownNumber& n : studentNumbers(index))
    line += (line.empty() ? "" : "; ") + n.label + " = " + n.value + (n.unit.empty() ? "" : " " + n.unit);
  return line;
}

std::string ExerciseBook::verificationCode(std::vector<std::size_t>* right) const {
  if (right) right->clear();
  if (!student_ || !lesson_) return "";
  std::vector<CodedAnswer> answers;
  for (std::size_t i = 0; i < rightAnswers_.size(); ++i)
    if (results_[i] == ExerciseResult::Right && !rightAnswers_[i].empty()) {
      answers.push_back({lesson_->exercises[i].id, rightAnswers_[i]});
      if (right) right->push_back(i);
    }
  if (answers.empty()) return "";
  return wl::verificationCode(lesson_->id, student_->key, student_->seed, answers);
}

}  // namespace wl::web
