// Every lesson in content/lessons: loads, validates against its model (steps, frames, terms,
// quantities, formulas), its exercises are answered by the engine (right answers accepted, wrong
// ones refused) and every statement its steps make holds.
#include <doctest/doctest.h>

#include <cctype>
#include <cmath>
#include <filesystem>
#include <optional>
#include <fstream>
#include <sstream>

#include "io/codecs/JsonText.hpp"
#include "io/formats/ModelJson.hpp"
#include "lesson/LessonSession.hpp"
#include "lesson/Quantity.hpp"
#include "session/SweptExtent.hpp"

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

TEST_CASE("the ten lessons are listed and every lesson file loads, validates and checks out") {
  CHECK(lessonFiles().size() == 11);  // ten lessons and the template
  for (const std::string& path : lessonFiles()) {
    INFO(path);
    auto lesson = loadLessonFile(path);
    REQUIRE_MESSAGE(lesson.ok(), lesson.error().text());
    CHECK(lesson->steps.size() >= 2);
    auto session = openLessonSession(*lesson);
    REQUIRE_MESSAGE(session.ok(), session.error().text());
    const Status valid = validateLesson(*lesson, *session, false);  // the checks run one by one below
    CHECK_MESSAGE(valid.ok(), valid.error().text());
    if (path.find("template") == std::string::npos) {
      CHECK(lesson->steps.size() >= 4);
      CHECK(lesson->steps.size() <= 8);
      CHECK(lesson->exercises.size() >= 2);
    }
    for (const LessonExercise& e : lesson->exercises) {
      auto asked = openLessonSession(*lesson, e.step);
      REQUIRE_MESSAGE(asked.ok(), asked.error().text());
      auto answer = computeAnswer(*asked, e);
      REQUIRE_MESSAGE(answer.ok(), answer.error().text());
      const std::string right = e.kind == LessonExercise::Kind::Magnitude ? std::to_string(std::abs(answer->value)) : answer->correct;
      CHECK_MESSAGE(checkAnswer(e, *answer, right), e.id);
      CHECK_MESSAGE(!checkAnswer(e, *answer, wrongAnswer(e, *answer)), e.id);
      CHECK_FALSE(checkAnswer(e, *answer, "garbage"));
    }
    for (const Status& s : runLessonChecks(*lesson)) CHECK_MESSAGE(s.ok(), s.error().text());
  }
}

namespace {
// The double pendulum lesson, its session, and the values of the fields its steps set.
struct SteppedLesson {
  Lesson lesson;
  std::optional<Session> session;
  nlohmann::json defaults;
};
SteppedLesson openPendulumLesson() {
  SteppedLesson out;
  auto lesson = loadLessonFile(kLessons + "/double-pendulum.json");
  REQUIRE(lesson.ok());
  out.lesson = *lesson;
  auto session = openLessonSession(out.lesson);
  REQUIRE(session.ok());
  out.session.emplace(std::move(*session));
  auto defaults = stepDefaults(out.lesson, *out.session);
  REQUIRE(defaults.ok());
  out.defaults = *defaults;
  return out;
}
}  // namespace

TEST_CASE("a step's settings apply when it opens, and the other steps put the lesson's values back") {
  SteppedLesson opened = openPendulumLesson();
  const Lesson* lesson = &opened.lesson;
  Session* session = &*opened.session;
  const nlohmann::json* defaults = &opened.defaults;
  CHECK(defaults->at("simulation.torques.elbow.pid.kp") == 0);
  CHECK(defaults->at("segments[1].length") == 1.0);
  const size_t controlled = lesson->steps.size() - 1;
  bool changed = false;
  REQUIRE(applyStepSettings(*session, *lesson, controlled, *defaults, &changed));
  CHECK(changed);
  CHECK(*session->parameter("simulation.torques.elbow.pid.kp") == 30);
  CHECK(*session->parameter("segments[1].length") == 0.5);
  // Opening it again changes nothing (and keeps the simulated trajectory).
  REQUIRE(applyStepSettings(*session, *lesson, controlled, *defaults, &changed));
  CHECK_FALSE(changed);
  // A user's edit of a field no step sets survives a step change; step-controlled fields go back.
  REQUIRE(session->setParameter("segments[0].mass", 2.0));
  REQUIRE(applyStepSettings(*session, *lesson, 0, *defaults, &changed));
  CHECK(changed);
  CHECK(*session->parameter("simulation.torques.elbow.pid.kp") == 0);
  CHECK(*session->parameter("segments[1].length") == 1.0);
  CHECK(*session->parameter("segments[0].mass") == 2.0);
  CHECK_FALSE(applyStepSettings(*session, *lesson, 99, *defaults).ok());
}

TEST_CASE("the controlled-elbow step is seed 003: same start, same torque law as the model file") {
  SteppedLesson opened = openPendulumLesson();
  const Lesson* lesson = &opened.lesson;
  Session* stepped = &*opened.session;
  const nlohmann::json* defaults = &opened.defaults;
  REQUIRE(applyStepSettings(*stepped, *lesson, lesson->steps.size() - 1, *defaults));
  // At t = 0 the error and its integral are zero: the elbow torque is −kd ω2 = 2 · 6π (hand value).
  REQUIRE(stepped->setTime(0.0));
  CHECK(stepped->jointTorques()(1) == doctest::Approx(12 * std::acos(-1.0)).epsilon(1e-12));
  CHECK(std::abs(stepped->jointTorques()(0)) < 1e-9);  // τ reassembled from M q̈ + C + G: round-off
  // The seed-003 model file (checked against the seed in the reference tests) runs the same motion.
  auto doc = parseJsonFile(std::string(WRENCHLAB_SOURCE_DIR) + "/content/models/double-pendulum-pid.json");
  REQUIRE(doc.ok());
  auto file = loadModelJson(*doc, std::string(WRENCHLAB_SOURCE_DIR) + "/content/models");
  REQUIRE(file.ok());
  auto seed = Session::create(std::move(*file));
  REQUIRE(seed.ok());
  REQUIRE(stepped->setTime(2.0));
  REQUIRE(seed->setTime(2.0));
  CHECK((stepped->state().q - seed->state().q).norm() < 1e-9);
  CHECK((stepped->jointTorques() - seed->jointTorques()).norm() < 1e-6);
  // And the step matters: with step 1's settings (no motor, seed 001's start) the state at 2 s differs.
  REQUIRE(applyStepSettings(*stepped, *lesson, 0, *defaults));
  REQUIRE(stepped->setTime(2.0));
  CHECK(std::abs(stepped->jointTorques()(1)) < 1e-9);
  CHECK((stepped->state().q - seed->state().q).norm() > 0.1);
}

TEST_CASE("index.json lists exactly the ten lessons, in teaching order") {
  auto text = parseJsonText(R"({"x": 1})", "x");
  REQUIRE(text.ok());
  std::ifstream in(kLessons + "/index.json");
  std::stringstream s;
  s << in.rdbuf();
  auto index = parseJsonText(s.str(), "index.json");
  REQUIRE(index.ok());
  REQUIRE((*index)["lessons"].size() == 10);
  for (const auto& id : (*index)["lessons"]) CHECK(std::filesystem::exists(kLessons + "/" + id.get<std::string>() + ".json"));
}

TEST_CASE("formula substitution prints the engine's numbers") {
  auto lesson = loadLessonFile(kLessons + "/radial-slider.json");
  REQUIRE(lesson.ok());
  auto session = openLessonSession(*lesson);
  REQUIRE(session.ok());
  // At t = 0.6 s the 1 kg bead slides out along the rod at ṙ = 1 m/s while the rod turns at ω = 1 rad/s about
  // z: the Coriolis force −2 m ω × ṙ = −2 · 1 · (ẑ × x̂) = −2 ŷ N in the rod's axes (hand value).
  QuantityRef ref;
  ref.quantity = "term.coriolis.force.y";
  ref.segment = "bead";
  ref.frame = "rod@rod.proximal";
  ref.time = 0.6;
  auto value = evaluateAt(*session, ref);
  REQUIRE(value.ok());
  CHECK(*value == doctest::Approx(-2.0).epsilon(1e-12));
  auto text = substituteFormula(*session, 1, "{term.coriolis.force.y} | {mass} | {omega.z} | {rdot}");
  REQUIRE(text.ok());
  CHECK(*text == "−2 | 1 | 1 | (1, 0, 0)");
  CHECK(formatNumber(-2.0) == "−2");
  // A negative number after a binary + or − folds its sign into the operator (the walking lesson's
  // "τ = … + {C.knee_r} + …" read "+ −0.513"); a positive one, or one after "=", keeps its text.
  auto sum = substituteFormula(*session, 1, "{mass} + {term.coriolis.force.y} = {term.coriolis.force.y} + {mass}");
  REQUIRE(sum.ok());
  CHECK(*sum == "1 − 2 = −2 + 1");
  auto difference = substituteFormula(*session, 1, "{mass} − {term.coriolis.force.y}, {mass} - {term.coriolis.force.y}");
  REQUIRE(difference.ok());
  CHECK(*difference == "1 + 2, 1 + 2");
  auto unspaced = substituteFormula(*session, 1, "{mass}+{term.coriolis.force.y}");
  REQUIRE(unspaced.ok());
  CHECK(*unspaced == "1+−2");  // no binary operator between spaces: kept as written
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
  CHECK(bad(R"({"format": "wrenchlab-lesson", "title": "t", "model": "m.json", "steps": [{"title": "a", "text": "b", "set": [1]}]})").where == "steps[0].set");
  CHECK(bad(R"({"format": "wrenchlab-lesson", "title": "t", "model": "m.json", "view": {"up": "x"}, "steps": [{"title": "a", "text": "b"}]})").where == "view.up");
  CHECK(bad(R"({"format": "wrenchlab-lesson", "title": "t", "model": "m.json", "steps": [{"title": "a", "text": "b"}], "checks": [{"statement": "s", "quantity": "mass", "expect": "zero", "step": 3}]})").where == "checks[0].step");
}

TEST_CASE("a step that sets a field the model lacks is refused when the lesson opens, naming the step") {
  auto doc = parseJsonText(R"({"format": "wrenchlab-lesson", "title": "t", "model": "../models/nlink.json",
    "steps": [{"title": "a", "text": "b"}, {"title": "c", "text": "d", "set": {"chain.massy": 2}}]})", "l.json");
  REQUIRE(doc.ok());
  auto lesson = loadLessonJson(*doc, kLessons + "/l.json");
  REQUIRE(lesson.ok());
  auto session = openLessonSession(*lesson);
  REQUIRE(session.ok());
  auto defaults = stepDefaults(*lesson, *session);
  REQUIRE_FALSE(defaults.ok());
  CHECK(defaults.error().where.rfind("steps[1].set.chain.massy", 0) == 0);
  CHECK_FALSE(validateLesson(*lesson, *session).ok());
}

TEST_CASE("a step that points to 'exercise N' is the step that exercise belongs to") {
  // Step texts say "Predict first (exercise 3)"; the Exercises panel numbers them from 1 and tags each
  // with its step. Reordering exercises must not leave a text pointing at the wrong question.
  int references = 0;
  for (const std::string& path : lessonFiles()) {
    auto lesson = loadLessonFile(path);
    REQUIRE(lesson.ok());
    for (size_t s = 0; s < lesson->steps.size(); ++s) {
      const std::string& text = lesson->steps[s].text;
      for (size_t at = text.find("xercise "); at != std::string::npos; at = text.find("xercise ", at + 1)) {
        size_t end = at + 8;
        int number = 0;
        while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]))) number = number * 10 + (text[end++] - '0');
        if (end == at + 8) continue;  // "exercise" without a number
        CAPTURE(path);
        CAPTURE(s);
        REQUIRE(number >= 1);
        REQUIRE(static_cast<size_t>(number) <= lesson->exercises.size());
        CHECK(lesson->exercises[static_cast<size_t>(number) - 1].step == static_cast<int>(s));
        ++references;
      }
    }
  }
  CHECK(references >= 15);
}

TEST_CASE("the falling lift seen from the arm: the world's box holds the whole fall, the arm's only the arm") {
  // D'Alembert's arm, step 7: the torso falls with z = −4.905 t² (a = g) over the lesson's time, so in
  // the world the box reaches down ½ g T²; seen from the arm's frame, which falls with it and does not
  // turn, nothing moves: the box is the arm and the mass above its joint (lengths from the file).
  auto lesson = loadLessonFile(kLessons + "/dalembert-arm.json");
  REQUIRE_MESSAGE(lesson.ok(), lesson.error().text());
  CHECK(lesson->steps[6].cameraFollowsObserver);  // the step says so: "camera": "observer"
  auto opened = openLessonSession(*lesson, 6);
  REQUIRE_MESSAGE(opened.ok(), opened.error().text());
  Session& s = *opened;
  const double T = s.endTime() - s.startTime();
  REQUIRE(T > 1.0);
  auto world = sweptExtent(s, 121);
  REQUIRE(world.ok());
  CHECK(world->min_W.z() == doctest::Approx(-0.5 * 9.81 * T * T).epsilon(1e-9));
  const FrameId arm = s.model().findFrame("arm");
  REQUIRE(arm >= 0);
  auto seen = sweptExtent(s, 121, arm);
  REQUIRE_MESSAGE(seen.ok(), seen.error().text());
  double reach = 0.0;
  for (const auto& seg : s.model().segments()) reach += seg.length;
  CHECK(seen->size().norm() <= reach + 1e-9);
  CHECK(seen->size().norm() > 0.5 * s.model().segments().back().length);
  // Seen from the world frame it is the world's box; a frame that does not exist is refused.
  auto same = sweptExtent(s, 121, kWorldFrame);
  REQUIRE(same.ok());
  CHECK((same->min_W - world->min_W).norm() == 0.0);
  CHECK_FALSE(sweptExtent(s, 121, 10000).ok());
  CHECK_FALSE(sweptExtent(s, 121, kNoFrame).ok());
}
