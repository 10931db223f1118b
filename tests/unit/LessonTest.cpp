// Every lesson in content/lessons: loads, validates against its model (steps, frames, terms,
// quantities, formulas), its exercises are answered by the engine (right answers accepted, wrong
// ones refused) and every statement its steps make holds.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "io/JsonText.hpp"
#include "lesson/LessonSession.hpp"
#include "lesson/Quantity.hpp"

using namespace wl;

namespace {
const std::string kLessons = std::string(WRENCHLAB_SOURCE_DIR) + "/content/lessons";

std::vector<std::string> lessonFiles() {
  std::vector<std::string> files;
  for (const auto& e : std::filesystem::directory_iterator(kLessons))
    if (e.path().extension() == ".json" && e.path().stem() != "index") files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

std::string wrongAnswer(const LessonExercise& e, const ExerciseAnswer& a) {
  switch (e.kind) {
    case LessonExercise::Kind::Sign: return a.correct == "+" ? "−" : "+";
    case LessonExercise::Kind::Magnitude: return std::to_string(std::abs(a.value) * 1.5 + 1.0);
    case LessonExercise::Kind::Choice:
      for (const auto& c : e.choices)
        if (c.first != a.correct) return c.first;
  }
  return "?";
}
}  // namespace

TEST_CASE("the eight lessons are listed and every lesson file loads, validates and checks out") {
  CHECK(lessonFiles().size() == 9);  // eight lessons and the template
  for (const std::string& path : lessonFiles()) {
    INFO(path);
    auto lesson = loadLessonFile(path);
    REQUIRE_MESSAGE(lesson.ok(), lesson.error().text());
    CHECK(lesson->steps.size() >= 2);
    auto session = openLessonSession(*lesson);
    REQUIRE_MESSAGE(session.ok(), session.error().text());
    const Status valid = validateLesson(*lesson, *session);
    CHECK_MESSAGE(valid.ok(), valid.error().text());
    if (path.find("template") == std::string::npos) {
      CHECK(lesson->steps.size() >= 4);
      CHECK(lesson->steps.size() <= 8);
      CHECK(lesson->exercises.size() >= 2);
    }
    for (const LessonExercise& e : lesson->exercises) {
      auto answer = computeAnswer(*session, e);
      REQUIRE_MESSAGE(answer.ok(), answer.error().text());
      const std::string right = e.kind == LessonExercise::Kind::Magnitude ? std::to_string(std::abs(answer->value)) : answer->correct;
      CHECK_MESSAGE(checkAnswer(e, *answer, right), e.id);
      CHECK_MESSAGE(!checkAnswer(e, *answer, wrongAnswer(e, *answer)), e.id);
      CHECK_FALSE(checkAnswer(e, *answer, "garbage"));
    }
    for (const LessonCheck& c : lesson->checks) {
      const Status s = runCheck(*session, c);
      CHECK_MESSAGE(s.ok(), s.error().text());
    }
  }
}

TEST_CASE("index.json lists exactly the eight lessons, in teaching order") {
  auto text = parseJsonText(R"({"x": 1})", "x");
  REQUIRE(text.ok());
  std::ifstream in(kLessons + "/index.json");
  std::stringstream s;
  s << in.rdbuf();
  auto index = parseJsonText(s.str(), "index.json");
  REQUIRE(index.ok());
  REQUIRE((*index)["lessons"].size() == 8);
  for (const auto& id : (*index)["lessons"]) CHECK(std::filesystem::exists(kLessons + "/" + id.get<std::string>() + ".json"));
}

TEST_CASE("formula substitution prints the engine's numbers") {
  auto lesson = loadLessonFile(kLessons + "/radial-slider.json");
  REQUIRE(lesson.ok());
  auto session = openLessonSession(*lesson);
  REQUIRE(session.ok());
  QuantityRef ref{"term.coriolis.force.y", "bead", "rod@rod.proximal", 0.6};
  auto value = evaluateAt(*session, ref);
  REQUIRE(value.ok());
  auto text = substituteFormula(*session, 1, "{term.coriolis.force.y} | {mass} | {omega.z} | {rdot}");
  REQUIRE(text.ok());
  CHECK(*text == formatNumber(*value) + " | 1 | 1 | (1, 0, 0)");
  CHECK(formatNumber(-2.0) == "−2");
  CHECK_FALSE(substituteFormula(*session, 1, "{nonsense}").ok());
  CHECK_FALSE(substituteFormula(*session, 1, "{mass").ok());
}

TEST_CASE("malformed lessons name the field") {
  auto bad = [](const char* text) {
    auto doc = parseJsonText(text, "l.json");
    REQUIRE(doc.ok());
    auto lesson = loadLessonJson(*doc, "/x/l.json");
    REQUIRE_FALSE(lesson.ok());
    return lesson.error();
  };
  CHECK(bad(R"({"format": "wrenchlab-model"})").where == "format");
  CHECK(bad(R"({"format": "wrenchlab-lesson", "title": "t", "model": "m.json", "steps": []})").where == "steps");
  CHECK(bad(R"({"format": "wrenchlab-lesson", "title": "t", "model": "m.json", "steps": [{"title": "a", "text": "b", "time": "soon"}]})").where == "steps[0].time");
  CHECK(bad(R"({"format": "wrenchlab-lesson", "title": "t", "model": "m.json", "steps": [{"title": "a", "text": "b"}], "exercises": [{"prompt": "p", "explanation": "e", "quantity": "mass", "kind": "essay"}]})").where == "exercises[0].kind");
  CHECK(bad(R"({"format": "wrenchlab-lesson", "title": "t", "model": "m.json", "steps": [{"title": "a", "text": "b"}], "bogus": 1})").where == "lesson.bogus");
}
