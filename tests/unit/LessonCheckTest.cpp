// Lesson checks (every kind, at an instant and over a time window), the axes a step writes its numbers
// in ("expressed_in"), formulas with closed forms, and exercises asked in a step. Expected values are
// hand values of the stuttering motor (m = 1 kg, r = 1 m, φ̈ = 0.2 cos 2t) and the vinyl needle.
#include <doctest/doctest.h>

#include <cmath>
#include <string>
#include <vector>

#include "io/codecs/JsonText.hpp"
#include "lesson/LessonSession.hpp"
#include "lesson/Quantity.hpp"
#include "session/ObserverSpec.hpp"

using namespace wl;

namespace {

const std::string kLessons = std::string(WRENCHLAB_SOURCE_DIR) + "/content/lessons";

// A lesson on the stuttering motor with the given checks (a JSON array) and extra top-level fields.
Result<Lesson> motorLesson(const std::string& checks, const std::string& extra = "") {
  const std::string text = R"({"format": "wrenchlab-lesson", "title": "t", "model": "../models/stuttering-motor.json",
    "steps": [{"title": "a", "text": "b"}, {"title": "c", "text": "d", "set": {"segments[0].mass": 3}}],
    "checks": )" + checks + extra + "}";
  auto doc = parseJsonText(text, "checks.json");
  REQUIRE_MESSAGE(doc.ok(), doc.error().text());
  return loadLessonJson(*doc, kLessons + "/checks.json");
}

Status runOne(const std::string& check) {
  auto lesson = motorLesson("[" + check + "]");
  REQUIRE_MESSAGE(lesson.ok(), lesson.error().text());
  REQUIRE(lesson->checks.size() == 1);
  return runLessonCheck(*lesson, lesson->checks[0]);
}

Error loadError(const std::string& check) {
  auto lesson = motorLesson("[" + check + "]");
  REQUIRE_FALSE(lesson.ok());
  return lesson.error();
}

const char* kRod = R"("segment": "rod", "frame": "rod@rod.proximal")";

}  // namespace

TEST_CASE("checks at an instant: each kind holds where the hand value says, and fails where it does not") {
  // φ̈(0) = 0.2, φ̈(π/4) = 0, φ̈(π/2) = −0.2 rad/s²; F_Euler,y = −m r φ̈.
  auto at = [](const std::string& rest) { return std::string(R"({"statement": "s", )") + kRod + ", " + rest + "}"; };
  CHECK(runOne(at(R"("quantity": "alpha.z", "time": 0, "expect": "positive")")));
  CHECK(runOne(at(R"("quantity": "alpha.z", "time": 1.5707963267948966, "expect": "negative")")));
  CHECK(runOne(at(R"("quantity": "alpha.z", "time": 0.7853981633974483, "expect": "zero", "tolerance": 1e-12)")));
  CHECK(runOne(at(R"("quantity": "alpha.z", "time": 0, "expect": "nonzero")")));
  CHECK_FALSE(runOne(at(R"("quantity": "alpha.z", "time": 0.7853981633974483, "expect": "nonzero", "tolerance": 1e-12)")));
  CHECK(runOne(at(R"("quantity": "term.euler.force.y", "time": 0, "expect": "equals", "value": -0.2)")));
  CHECK(runOne(at(R"("quantity": "term.centrifugal.force.x", "time": 0, "expect": "greater", "value": 0.99)")));
  CHECK_FALSE(runOne(at(R"("quantity": "term.centrifugal.force.x", "time": 0, "expect": "greater", "value": 1.01)")));
  CHECK(runOne(at(R"("quantity": "term.euler.force.y", "time": 0, "expect": "less", "other": {"quantity": "alpha.z"})")));
  CHECK(runOne(at(R"("quantity": "alpha.z", "time": 0, "expect": "between", "range": [0.19, 0.21])")));
  const Status wrong = runOne(at(R"("quantity": "alpha.z", "time": 0, "expect": "between", "range": [0.3, 0.4])"));
  REQUIRE_FALSE(wrong);
  CHECK(wrong.error().where == "s");
  CHECK(wrong.error().message.find("alpha.z = 0.2, expected in [0.3, 0.4]") != std::string::npos);
}

TEST_CASE("checks over a time window: at every sample, or reduced to max, min, largest magnitude or spread") {
  auto over = [](const std::string& rest) {
    return std::string(R"({"statement": "s", )") + kRod + R"(, "over": [0, 3.141592653589793], "samples": 201, )" + rest + "}";
  };
  // A general law, not the default numbers: F_Euler,y = −m α r at every instant.
  CHECK(runOne(over(R"("quantity": "term.euler.force.y", "expect": "equals", "other": {"quantity": "expr:-mass*alpha.z*r.x"})")));
  const Status flipped = runOne(over(R"("quantity": "term.euler.force.y", "expect": "equals", "other": {"quantity": "expr:mass*alpha.z*r.x"})"));
  REQUIRE_FALSE(flipped);
  CHECK(flipped.error().message.find("at t = 0 s") != std::string::npos);  // the first sample already fails
  // φ̈ = 0.2 cos 2t over [0, π]: max 0.2, min −0.2, largest magnitude 0.2, spread 0.4 (201 samples hit both ends).
  CHECK(runOne(over(R"("quantity": "alpha.z", "reduce": "max", "expect": "equals", "value": 0.2)")));
  CHECK(runOne(over(R"("quantity": "alpha.z", "reduce": "min", "expect": "equals", "value": -0.2)")));
  CHECK(runOne(over(R"("quantity": "alpha.z", "reduce": "max_abs", "expect": "equals", "value": 0.2)")));
  CHECK(runOne(over(R"("quantity": "alpha.z", "reduce": "spread", "expect": "between", "range": [0.3999, 0.4001])")));
  CHECK(runOne(over(R"("quantity": "alpha.z", "expect": "between", "range": [-0.2, 0.2])")));
  const Status outside = runOne(over(R"("quantity": "alpha.z", "expect": "between", "range": [-0.1, 0.2])"));
  REQUIRE_FALSE(outside);
  CHECK(outside.error().message.find("throughout [0, 3.14] s") != std::string::npos);
}

TEST_CASE("checks with a step's fields and their own: the Euler force scales with the mass") {
  // Step 2 (index 1) sets m = 3 kg: F_y(0) = −3 · 0.2 · 1; the check's own "set" then makes it 5 kg.
  CHECK(runOne(std::string(R"({"statement": "s", )") + kRod + R"(, "quantity": "term.euler.force.y", "step": 1, "expect": "equals", "value": -0.6})"));
  CHECK(runOne(std::string(R"({"statement": "s", )") + kRod +
               R"(, "quantity": "term.euler.force.y", "step": 1, "set": {"segments[0].mass": 5}, "expect": "equals", "value": -1.0})"));
  const Status bad = runOne(std::string(R"({"statement": "s", )") + kRod + R"(, "quantity": "mass", "set": {"segments[0].masss": 5}, "expect": "positive"})");
  REQUIRE_FALSE(bad);
  CHECK(bad.error().message.find("segments[0].masss") != std::string::npos);
}

TEST_CASE("malformed checks name the field") {
  CHECK(loadError(R"({"statement": "s", "quantity": "mass", "expect": "greater"})").where == "checks[0]");
  CHECK(loadError(R"({"statement": "s", "quantity": "mass", "expect": "greater", "value": 1, "other": {"quantity": "mass"}})").where == "checks[0]");
  CHECK(loadError(R"({"statement": "s", "quantity": "mass", "expect": "zero", "value": 1})").where == "checks[0]");
  CHECK(loadError(R"({"statement": "s", "quantity": "mass", "expect": "between"})").where == "checks[0].range");
  CHECK(loadError(R"({"statement": "s", "quantity": "mass", "expect": "between", "range": [2, 1]})").where == "checks[0].range");
  CHECK(loadError(R"({"statement": "s", "quantity": "mass", "expect": "zero", "range": [1, 2]})").where == "checks[0].range");
  CHECK(loadError(R"({"statement": "s", "quantity": "mass", "expect": "zero", "over": [3, 1]})").where == "checks[0].over");
  CHECK(loadError(R"({"statement": "s", "quantity": "mass", "expect": "zero", "reduce": "max"})").where == "checks[0]");
  CHECK(loadError(R"({"statement": "s", "quantity": "mass", "expect": "zero", "over": [0, 1], "reduce": "median"})").where == "checks[0].reduce");
  CHECK(loadError(R"({"statement": "s", "quantity": "mass", "expect": "zero", "over": [0, 1], "samples": 1})").where == "checks[0].samples");
  CHECK(loadError(R"({"statement": "s", "quantity": "mass", "expect": "zero", "over": [0, 1], "time": 0.5})").where == "checks[0].time");
  CHECK(loadError(R"({"statement": "s", "quantity": "mass", "expect": "about"})").where == "checks[0].expect");
  CHECK(loadError(R"({"quantity": "mass", "expect": "zero"})").where == "checks[0].statement");
  CHECK(loadError(R"({"statement": "s", "quantity": "mass", "expect": "zero", "step": 2})").where == "checks[0].step");
  CHECK(loadError(R"({"statement": "s", "quantity": "mass", "expect": "zero", "set": 3})").where == "checks[0].set");
  // Exercises asked in a step, formulas shown in steps: the step must exist.
  CHECK(motorLesson("[]", R"(, "exercises": [{"prompt": "p", "explanation": "e", "quantity": "mass", "step": 5}])").error().where ==
        "exercises[0].step");
  CHECK(motorLesson("[]", R"(, "formulas": {"f": {"symbol": "s", "substituted": "x", "steps": [0, 2]}})").error().where ==
        "formulas.f.steps[1]");
}

TEST_CASE("a step's expressed_in writes the numbers in other axes without changing who observes") {
  // Observed from the rod at t = 1 s, written in world axes: the joint force equals the world observer's
  // components, while the centrifugal force (a rod-observer term) is still there.
  auto lesson = motorLesson("[]");
  REQUIRE(lesson.ok());
  auto session = openLessonSession(*lesson);
  REQUIRE(session.ok());
  QuantityRef ref;
  ref.segment = "rod";
  ref.time = 1.0;
  ref.frame = "world";
  for (const char* c : {"x", "y"}) {
    CAPTURE(c);
    ref.quantity = std::string("term.joint.force.") + c;
    ref.frame = "world";
    ref.expressedIn = "observer";
    auto fromWorld = evaluateAt(*session, ref);
    ref.frame = "rod@rod.proximal";
    ref.expressedIn = "world";
    auto fromRodInWorldAxes = evaluateAt(*session, ref);
    ref.expressedIn = "observer";
    auto fromRodInRodAxes = evaluateAt(*session, ref);
    REQUIRE(fromWorld.ok());
    REQUIRE(fromRodInWorldAxes.ok());
    REQUIRE(fromRodInRodAxes.ok());
    CHECK(*fromRodInWorldAxes == doctest::Approx(*fromWorld).epsilon(1e-12));
    CHECK(std::abs(*fromRodInRodAxes - *fromWorld) > 0.1);  // components along turned axes differ
  }
  // Rod axes at t = 1: F = (−m ω² r, m α r) with ω = 1 + 0.1 sin 2, α = 0.2 cos 2 (hand values).
  const double omega = 1.0 + 0.1 * std::sin(2.0), alpha = 0.2 * std::cos(2.0);
  ref.quantity = "term.joint.force.x";
  CHECK(*evaluateAt(*session, ref) == doctest::Approx(-omega * omega).epsilon(1e-12));
  ref.quantity = "term.joint.force.y";
  CHECK(*evaluateAt(*session, ref) == doctest::Approx(alpha).epsilon(1e-12));
  // Other vectors follow the same axes: the world observer's ω is (0, 0, ω) in any axes with z up;
  // the rod observer's r written in world axes is the rod's direction, (cos φ, sin φ, 0), φ(1) = 1 + 0.05 − 0.05 cos 2.
  ref.frame = "rod@rod.proximal";
  ref.expressedIn = "world";
  const double phi = 1.0 + 0.05 - 0.05 * std::cos(2.0);
  ref.quantity = "r.x";
  CHECK(*evaluateAt(*session, ref) == doctest::Approx(std::cos(phi)).epsilon(1e-12));
  ref.quantity = "r.y";
  CHECK(*evaluateAt(*session, ref) == doctest::Approx(std::sin(phi)).epsilon(1e-12));
  ref.expressedIn = "nowhere";
  CHECK_FALSE(evaluateAt(*session, ref).ok());
}

TEST_CASE("expressed in each segment's own axes: the joint wrench an inertial observer solves, in segment axes") {
  // The ankle model (3D, spherical joints): observing from the world and writing in own axes must give
  // the joint wrench the own-frame observer solves (a different balance, with fictitious terms), while the
  // gravity term, which no observer changes, is m g rotated into the segment's axes.
  auto lesson = loadLessonFile(kLessons + "/ankle-knee-3d.json");
  REQUIRE(lesson.ok());
  auto session = openLessonSession(*lesson);
  REQUIRE(session.ok());
  REQUIRE(session->setTime(0.25));
  const Model& model = session->model();
  ViewSettings view = session->view();
  view.observer = Observer::world();
  REQUIRE(parseExpressedIn(model, "own", view));
  REQUIRE(session->setView(view));
  CHECK(expressedInName(model, session->view()) == "own");
  TermBreakdown written = session->breakdown();
  view.observer = Observer::ownFrame();
  REQUIRE(parseExpressedIn(model, "observer", view));
  REQUIRE(session->setView(view));
  const TermBreakdown& observed = session->breakdown();
  for (int s = 0; s < model.segmentCount(); ++s) {
    CAPTURE(s);
    const Wrench& a = written.segments[static_cast<size_t>(s)][Term::Joint];
    const Wrench& b = observed.segments[static_cast<size_t>(s)][Term::Joint];
    CHECK(a.frame == model.segmentFrame(s));
    CHECK((a.vector() - b.vector()).cwiseAbs().maxCoeff() < 1e-9);
    const Mat3& R_WS = session->data().frames[static_cast<size_t>(model.segmentFrame(s))].R_WF;
    const Vec3 weight_S = R_WS.transpose() * (model.segments()[static_cast<size_t>(s)].inertia.mass * model.gravity_W());
    CHECK((written.segments[static_cast<size_t>(s)][Term::Gravity].force - weight_S).norm() < 1e-12);
    // Observing from the world adds no fictitious term, whatever the axes.
    CHECK(written.segments[static_cast<size_t>(s)][Term::Euler].force.norm() == 0.0);
  }
  ViewSettings bad = session->view();
  CHECK_FALSE(parseExpressedIn(model, "nowhere", bad).ok());
}

TEST_CASE("formulas: a closed form next to the engine's number, for a fixed segment in fixed axes, in chosen steps") {
  auto lesson = motorLesson("[]", R"(, "formulas": {"law": {"symbol": "F_Euler,y = −m α r", "segment": "rod",
      "expressed_in": "rod", "steps": [1], "substituted": "hand {expr:-0.2*cos(2*t)} · engine {term.euler.force.y}"}})");
  REQUIRE_MESSAGE(lesson.ok(), lesson.error().text());
  auto session = openLessonSession(*lesson);
  REQUIRE(session.ok());
  const LessonFormula& f = lesson->formulas.at("law");
  CHECK_FALSE(formulaShownInStep(f, 0));
  CHECK(formulaShownInStep(f, 1));
  // The Euler term belongs to the observer (the formula's axes only rotate it): observe from the rod.
  ViewSettings view = session->view();
  auto observer = parseObserver(session->model(), "rod@rod.proximal");
  REQUIRE(observer.ok());
  view.observer = *observer;
  REQUIRE(session->setView(view));
  REQUIRE(session->setTime(0.6));
  auto text = substituteLessonFormula(*session, f, 0);
  REQUIRE(text.ok());
  CHECK(*text == "hand " + formatNumber(-0.2 * std::cos(1.2)) + " · engine " + formatNumber(-0.2 * std::cos(1.2)));
  CHECK(validateLesson(*lesson, *session));
  LessonFormula broken = f;
  broken.substituted = "{expr:1/(t-t)}";
  auto failed = substituteLessonFormula(*session, broken, 0);
  REQUIRE_FALSE(failed.ok());
  CHECK(failed.error().text().find("expression \"1/(t-t)\"") != std::string::npos);
  broken.segment = "crank";
  CHECK_FALSE(substituteLessonFormula(*session, broken, 0).ok());
}

TEST_CASE("an exercise asked in a step is answered with that step's settings") {
  auto lesson = motorLesson("[]", R"(, "exercises": [{"id": "e", "prompt": "p", "explanation": "x", "kind": "magnitude",
      "quantity": "term.euler.force.norm", "segment": "rod", "frame": "rod@rod.proximal", "time": 0, "step": 1}])");
  REQUIRE_MESSAGE(lesson.ok(), lesson.error().text());
  const LessonExercise& e = lesson->exercises[0];
  CHECK(e.step == 1);
  auto asked = openLessonSession(*lesson, e.step);
  REQUIRE(asked.ok());
  auto answer = computeAnswer(*asked, e);
  REQUIRE(answer.ok());
  CHECK(answer->value == doctest::Approx(3 * 0.2).epsilon(1e-12));  // step 2 sets m = 3 kg
  auto plain = openLessonSession(*lesson);
  REQUIRE(plain.ok());
  CHECK(computeAnswer(*plain, e)->value == doctest::Approx(0.2).epsilon(1e-12));
}

TEST_CASE("validating a lesson runs its checks and names the one that fails") {
  auto lesson = motorLesson(std::string(R"([{"statement": "true", )") + kRod + R"(, "quantity": "mass", "expect": "equals", "value": 1},
                                            {"statement": "false", )" + kRod + R"(, "quantity": "mass", "expect": "equals", "value": 2}])");
  REQUIRE(lesson.ok());
  auto session = openLessonSession(*lesson);
  REQUIRE(session.ok());
  const Status all = validateLesson(*lesson, *session);
  REQUIRE_FALSE(all);
  CHECK(all.error().where == "checks[1]");
  CHECK(all.error().message.find("false") != std::string::npos);
  CHECK(validateLesson(*lesson, *session, false));  // the same lesson without its checks is valid
}

TEST_CASE("all of a lesson's checks at once: shared models give each check the verdict it has alone") {
  // Interleaved steps and "set" fields (m = 1 kg, step 2: 3 kg, own set: 5 kg), passing and failing,
  // and one with a field the model does not have: F_Euler,y(0) = −m · 0.2 · 1.
  const std::string head = std::string(R"({"statement": "s", )") + kRod + R"(, "quantity": "term.euler.force.y", )";
  auto lesson = motorLesson("[" + head + R"("expect": "equals", "value": -0.2},)" +                                //
                            head + R"("step": 1, "expect": "equals", "value": -0.6},)" +                           //
                            head + R"("set": {"segments[0].mass": 5}, "expect": "equals", "value": -1.0},)" +      //
                            head + R"("expect": "equals", "value": -0.6},)" +                                      // fails: 1 kg here
                            head + R"("step": 1, "expect": "equals", "value": -0.2},)" +                           // fails: 3 kg here
                            head + R"("set": {"segments[0].masss": 5}, "expect": "positive"},)" +                  // no such field
                            head + R"("set": {"segments[0].mass": 5}, "expect": "less", "value": -0.9}])");
  REQUIRE_MESSAGE(lesson.ok(), lesson.error().text());
  const std::vector<Status> all = runLessonChecks(*lesson);
  REQUIRE(all.size() == 7);
  const std::vector<bool> expected{true, true, true, false, false, false, true};
  for (size_t i = 0; i < all.size(); ++i) {
    INFO("check " << i);
    CHECK(static_cast<bool>(all[i]) == expected[i]);
    const Status alone = runLessonCheck(*lesson, lesson->checks[i]);
    CHECK(static_cast<bool>(alone) == expected[i]);
    if (!alone) CHECK(all[i].error().text() == alone.error().text());
  }
  CHECK(all[5].error().message.find("segments[0].masss") != std::string::npos);
}
