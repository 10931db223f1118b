// The ExerciseBook alone, without a player: answers judged against a session it is handed (and never
// moves), a student's own numbers, the verification code, and a picked choice kept across languages.
// The values are derived by hand from the radial slider: |F_cor| = 2 m ω ṙ.
#include <cmath>
#include <memory>
#include <string>

#include <doctest/doctest.h>

#include "app/player/ExerciseBook.hpp"
#include "lesson/LessonSession.hpp"
#include "lesson/LessonTranslation.hpp"

using namespace wl;
using namespace wl::web;

namespace {

const std::string kSlider = std::string(WRENCHLAB_SOURCE_DIR) + "/content/lessons/radial-slider.json";

std::shared_ptr<Lesson> sliderLesson(Language language = Language::English) {
  auto lesson = loadLessonFile(kSlider);
  REQUIRE_MESSAGE(lesson.ok(), lesson.error().text());
  return std::make_shared<Lesson>(translatedLesson(*lesson, languageTag(language)));
}

constexpr std::size_t kDirection = 1, kSize = 2;  // "direction-out" (a choice), "size" (a magnitude)

}  // namespace

TEST_CASE("the exercise book judges an answer on a copy, with the parameters set on the session shown") {
  auto lesson = sliderLesson();
  ExerciseBook book;
  REQUIRE(book.open(lesson, Language::English).ok());
  REQUIRE(book.size() == lesson->exercises.size());
  CHECK(book.result(kSize) == ExerciseResult::Unanswered);
  // The prompt's placeholders filled from the lesson's numbers: 1 kg, 1 m/s, 1 rad/s.
  CHECK(book.texts(kSize).prompt.find("the bead (1 kg) slides outwards at 1 m/s and the rod turns at 1 rad/s") != std::string::npos);

  auto shown = openLessonSession(*lesson);
  REQUIRE(shown.ok());
  REQUIRE(shown->setTime(1.7).ok());
  // 2 m ω ṙ = 2 · 1 kg · 1 rad/s · 1 m/s = 2 N (tolerance 2 %).
  REQUIRE(book.check(kSize, "2.0", ShownLesson{*shown, 0}).ok());
  CHECK(book.result(kSize) == ExerciseResult::Right);
  REQUIRE(book.check(kSize, "1.0", ShownLesson{*shown, 0}).ok());  // the factor 2 forgotten
  CHECK(book.result(kSize) == ExerciseResult::Wrong);
  REQUIRE(book.check(kSize, "2,0", ShownLesson{*shown, 0}).ok());  // not a number in English
  CHECK(book.result(kSize) == ExerciseResult::NotANumber);
  CHECK(book.input(kSize) == "2,0");
  // The student set the bead mass to 2.5 kg on the session shown: 2 · 2.5 · 1 · 1 = 5 N.
  REQUIRE(shown->setParameter("segments[1].mass", 2.5).ok());
  REQUIRE(book.check(kSize, "5", ShownLesson{*shown, 0}).ok());
  CHECK(book.result(kSize) == ExerciseResult::Right);
  // The answer was computed on a copy at t = 0.6 s: the session shown kept its time.
  CHECK(shown->time() == doctest::Approx(1.7));
  // Without a student there is no verification code.
  CHECK(book.verificationCode().empty());
}

TEST_CASE("the exercise book's student: own numbers, answers on them, a code, a refused name kept out") {
  auto lesson = sliderLesson();
  ExerciseBook book;
  // A student may be named before any lesson opens; the numbers are drawn when one does.
  REQUIRE(book.setStudent("  Ana Silva ", 0).ok());
  REQUIRE(book.student());
  CHECK(book.student()->typed == "Ana Silva");
  CHECK(book.nameInput() == "Ana Silva");
  REQUIRE(book.open(lesson, Language::English).ok());
  const ExerciseVariant& drawn = book.student()->exercises[kSize];
  REQUIRE(drawn.size() == 2);
  const ExerciseVariant expected = drawVariant(*lesson, lesson->exercises[kSize], "ana silva", 0);
  REQUIRE(expected.size() == 2);
  CHECK(drawn[0].value == expected[0].value);
  CHECK(drawn[1].value == expected[1].value);
  double mass = 0, period = 0;
  for (const VariedValue& v : drawn) (v.path == "segments[1].mass" ? mass : period) = v.value;
  REQUIRE(mass > 0);
  REQUIRE(period > 0);
  // 2 m ω ṙ with the student's mass and ω = 2π / T, ṙ = 1 m/s; the session shown does not count.
  const double hand = 2 * mass * (2 * M_PI / period) * 1.0;
  auto shown = openLessonSession(*lesson);
  REQUIRE(shown.ok());
  REQUIRE(shown->setParameter("segments[1].mass", 4.0).ok());
  REQUIRE(book.check(kSize, std::to_string(hand), ShownLesson{*shown, 0}).ok());
  CHECK(book.result(kSize) == ExerciseResult::Right);
  std::vector<std::size_t> right;
  CHECK(book.verificationCode(&right).size() == 11);
  CHECK(right == std::vector<std::size_t>{kSize});
  CHECK(book.studentNumbersText(kSize).find("bead mass = ") != std::string::npos);
  // A refused name keeps the student, the numbers and the answers.
  auto refused = book.setStudent("x\x01y", 0);
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.error().text() == "That name cannot be used: the name has a control character.");
  CHECK(book.student()->key == "ana silva");
  CHECK(book.result(kSize) == ExerciseResult::Right);
  // Another student: the answers given to the old numbers no longer count.
  REQUIRE(book.setStudent("Bruno", 3).ok());
  CHECK(book.result(kSize) == ExerciseResult::Unanswered);
  CHECK(book.seedInput() == "3");
  REQUIRE(book.setStudent("", 0).ok());
  CHECK_FALSE(book.student());
  CHECK(book.studentNumbers(kSize).empty());
}

TEST_CASE("the exercise book keeps a picked choice by its place when the lesson changes language") {
  auto lesson = sliderLesson();
  ExerciseBook book;
  REQUIRE(book.open(lesson, Language::English).ok());
  auto shown = openLessonSession(*lesson);
  REQUIRE(shown.ok());
  const std::string behind = lesson->exercises[kDirection].choices[1].first;  // "−y, behind the rod"
  REQUIRE(book.check(kDirection, behind, ShownLesson{*shown, 0}).ok());
  REQUIRE(book.result(kDirection) == ExerciseResult::Right);
  // The player replaces its lesson in place; the book is told before and after.
  Lesson german = translatedLesson(*loadLessonFile(kSlider), "de");
  REQUIRE(german.exercises[kDirection].choices[1].first != behind);
  book.keepChoices(german);
  *lesson = german;
  REQUIRE(book.setLanguage(Language::German).ok());
  CHECK(book.input(kDirection) == german.exercises[kDirection].choices[1].first);
  CHECK(book.result(kDirection) == ExerciseResult::Right);
  CHECK(book.texts(kSize).prompt.rfind("Bei t = 0,6 s", 0) == 0);  // refilled, with the decimal comma
}
