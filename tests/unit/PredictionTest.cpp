// "Predict, then see" (lesson/Prediction.hpp): a step's "predict" fields are read and refused with
// the field named; the true direction of a predicted term at the step's instant is the hand-derived
// one (the radial slider's Coriolis force −2 m ω × ṙ, the needle's centrifugal force, D'Alembert's
// −m a_O), and the angle between a prediction and it is measured as a student would with a protractor.
#include <doctest/doctest.h>

#include <cmath>
#include <string>

#include "io/codecs/JsonText.hpp"
#include "lesson/LessonSession.hpp"
#include "lesson/Prediction.hpp"

using namespace wl;

namespace {

const std::string kLessons = std::string(WRENCHLAB_SOURCE_DIR) + "/content/lessons";
constexpr double kPiRadians = 3.14159265358979323846;

Lesson lessonFile(const std::string& id) {
  auto lesson = loadLessonFile(kLessons + "/" + id + ".json");
  REQUIRE_MESSAGE(lesson.ok(), lesson.error().text());
  return *lesson;
}

// The index of the lesson's first predict step (the Mielke lessons' first: radial slider, stuttering
// motor, vinyl needle and D'Alembert's arm; the needle and the arm have later ones too).
std::size_t predictStep(const Lesson& lesson) {
  for (std::size_t i = 0; i < lesson.steps.size(); ++i)
    if (lesson.steps[i].predict.active()) return i;
  FAIL("the lesson has no predict step");
  return lesson.steps.size();
}

// A lesson document around the radial slider with one step `step` (JSON text) after a plain one.
Result<Lesson> withStep(const std::string& step, const std::string& view = R"({"dimension": 2})") {
  auto doc = parseJsonText(R"({"format": "wrenchlab-lesson", "title": "t", "model": "../models/radial-slider.json", "view": )" + view +
                               R"(, "steps": [{"title": "a", "text": "b"}, )" + step + "]}",
                           "l.json");
  REQUIRE(doc.ok());
  return loadLessonJson(*doc, kLessons + "/l.json");
}

Error refused(const std::string& step, const std::string& view = R"({"dimension": 2})") {
  auto lesson = withStep(step, view);
  REQUIRE_FALSE(lesson.ok());
  return lesson.error();
}

// Validation of a well-formed step against the radial slider's model.
Status validated(const std::string& step) {
  auto lesson = withStep(step);
  REQUIRE_MESSAGE(lesson.ok(), lesson.error().text());
  auto session = openLessonSession(*lesson);
  REQUIRE(session.ok());
  return validateLesson(*lesson, *session, false);
}

}  // namespace

TEST_CASE("a plane is two different axes of the observer frame, in order") {
  for (const char* name : {"xy", "yx", "xz", "zx", "yz", "zy"}) {
    auto plane = parsePredictionPlane(name);
    REQUIRE(plane.ok());
    CHECK(toString(*plane) == name);
  }
  auto xz = parsePredictionPlane("xz");
  CHECK(xz->first == 0);
  CHECK(xz->second == 2);
  for (const char* bad : {"", "x", "xx", "xyz", "ab", "XY", "x y"}) CHECK_FALSE(parsePredictionPlane(bad).ok());
}

TEST_CASE("a step's predict fields are read, and every mistake names its field") {
  auto good = withStep(R"({"title": "c", "text": "d", "predict": ["coriolis", "centrifugal"], "explanation": "e"})");
  REQUIRE_MESSAGE(good.ok(), good.error().text());
  const LessonPrediction& p = good->steps[1].predict;
  CHECK(p.active());
  CHECK(p.terms == std::vector<std::string>{"coriolis", "centrifugal"});
  CHECK(toString(p.plane) == "xy");  // the default: a planar lesson's plane
  CHECK(p.explanation == "e");
  CHECK_FALSE(good->steps[0].predict.active());

  CHECK(refused(R"({"title": "c", "text": "d", "predict": "coriolis", "explanation": "e"})").where == "steps[1].predict");
  CHECK(refused(R"({"title": "c", "text": "d", "predict": [], "explanation": "e"})").where == "steps[1].predict");
  const Error unknown = refused(R"({"title": "c", "text": "d", "predict": ["coriolis", "corioliss"], "explanation": "e"})");
  CHECK(unknown.where == "steps[1].predict[1]");
  CHECK(unknown.message.find("unknown term \"corioliss\"") != std::string::npos);
  CHECK(refused(R"({"title": "c", "text": "d", "predict": [7], "explanation": "e"})").where == "steps[1].predict[0]");
  CHECK(refused(R"({"title": "c", "text": "d", "predict": ["euler", "euler"], "explanation": "e"})").where == "steps[1].predict[1]");
  CHECK(refused(R"({"title": "c", "text": "d", "predict": ["euler"]})").where == "steps[1].explanation");
  CHECK(refused(R"({"title": "c", "text": "d", "predict": ["euler"], "explanation": 3})").where == "steps[1].explanation");
  CHECK(refused(R"({"title": "c", "text": "d", "predict": ["euler"], "predict_plane": "xx", "explanation": "e"})").where ==
        "steps[1].predict_plane");
  CHECK(refused(R"({"title": "c", "text": "d", "predict": ["euler"], "predict_plane": 1, "explanation": "e"})").where ==
        "steps[1].predict_plane");
  // A planar lesson is drawn looking down z: nothing to draw across it.
  const Error planar = refused(R"({"title": "c", "text": "d", "predict": ["euler"], "predict_plane": "xz", "explanation": "e"})");
  CHECK(planar.where == "steps[1].predict_plane");
  CHECK(planar.message.find("planar") != std::string::npos);
  CHECK(withStep(R"({"title": "c", "text": "d", "predict": ["euler"], "predict_plane": "xz", "explanation": "e"})",
                 R"({"dimension": 3})").ok());
  // The companions of "predict" alone are typos.
  CHECK(refused(R"({"title": "c", "text": "d", "predict_plane": "xy"})").where == "steps[1].predict_plane");
  CHECK(refused(R"({"title": "c", "text": "d", "explanation": "e"})").where == "steps[1].explanation");
  CHECK(refused(R"({"title": "c", "text": "d", "predicts": ["euler"]})").where == "steps[1].predicts");
}

TEST_CASE("the radial slider's Coriolis force at the predict step is −2 m ω × ṙ: backwards, at −90°") {
  // By hand: the rod turns at ω = 2π / (2π s) = 1 rad/s about z; at t = 0.6 s the bead slides out along
  // the rod (x) at ṙ = 1 m/s (between the 0.1 s ramps); m = 1 kg. −2 m ω × ṙ = −2 (0, 0, 1) × (1, 0, 0)
  // = (0, −2, 0) N in the rod's axes: along −y, 90° clockwise from +x.
  const Lesson lesson = lessonFile("radial-slider");
  const std::size_t k = predictStep(lesson);
  const LessonStep& step = lesson.steps[k];
  CHECK(step.predict.terms == std::vector<std::string>{"coriolis"});
  auto session = openLessonSession(lesson, static_cast<int>(k));
  REQUIRE(session.ok());
  auto truth = predictionTruth(*session, step, Term::Coriolis);
  REQUIRE_MESSAGE(truth.ok(), truth.error().text());
  CHECK(truth->force_A.x() == doctest::Approx(0.0).epsilon(1e-12));
  CHECK(truth->force_A.y() == doctest::Approx(-2.0).epsilon(1e-12));
  CHECK(truth->force_A.z() == doctest::Approx(0.0).epsilon(1e-12));
  CHECK(truth->inPlane == doctest::Approx(2.0).epsilon(1e-12));
  CHECK(truth->angleDeg == doctest::Approx(-90.0).epsilon(1e-9));
  // A student's arrows against it, as a protractor reads them.
  CHECK(angleBetweenDeg(-90.0, truth->angleDeg) == doctest::Approx(0.0).epsilon(1e-9));
  CHECK(angleBetweenDeg(0.0, truth->angleDeg) == doctest::Approx(90.0).epsilon(1e-9));    // "along the slide"
  CHECK(angleBetweenDeg(90.0, truth->angleDeg) == doctest::Approx(180.0).epsilon(1e-9));  // "ahead, with the turning"
  CHECK(angleBetweenDeg(-80.0, truth->angleDeg) == doctest::Approx(10.0).epsilon(1e-9));
  CHECK(angleBetweenDeg(170.0, truth->angleDeg) == doctest::Approx(100.0).epsilon(1e-9));  // the short way round
  // Twice the mass: twice the force, the same direction.
  REQUIRE(session->setParameter("segments[1].mass", 2.0).ok());
  auto heavier = predictionTruth(*session, step, Term::Coriolis);
  REQUIRE(heavier.ok());
  CHECK(heavier->force_A.y() == doctest::Approx(-4.0).epsilon(1e-12));
  CHECK(heavier->angleDeg == doctest::Approx(-90.0).epsilon(1e-9));
}

TEST_CASE("the plane's axes follow the observer frame: a drawn direction becomes an angle in the rod's axes") {
  const Lesson lesson = lessonFile("radial-slider");
  const std::size_t k = predictStep(lesson);
  auto session = openLessonSession(lesson, static_cast<int>(k));
  REQUIRE(session.ok());
  REQUIRE(predictionTruth(*session, lesson.steps[k], Term::Coriolis).ok());  // at t = 0.6 s, from the rod
  auto axes = predictionPlaneAxes(*session, lesson.steps[k], Term::Coriolis);
  REQUIRE(axes.ok());
  // The rod has turned φ = ω t = 0.6 rad: its x axis is (cos φ, sin φ, 0) in the world.
  const double phi = 0.6;
  CHECK(axes->first_W.x() == doctest::Approx(std::cos(phi)).epsilon(1e-12));
  CHECK(axes->first_W.y() == doctest::Approx(std::sin(phi)).epsilon(1e-12));
  CHECK(axes->second_W.x() == doctest::Approx(-std::sin(phi)).epsilon(1e-12));
  CHECK(axes->normal_W.z() == doctest::Approx(1.0).epsilon(1e-12));
  // The Coriolis force acts at the bead's centre of mass, on the rod at r (the lesson checks r).
  const double r = std::hypot(axes->point_W.x(), axes->point_W.y());
  CHECK(axes->point_W.x() == doctest::Approx(r * std::cos(phi)).epsilon(1e-9));
  // A world direction 90° clockwise of the rod reads −90° in the rod's plane; out-of-plane parts do not count.
  const Vec3 behind(std::cos(phi - kPiRadians / 2), std::sin(phi - kPiRadians / 2), 0.7);
  CHECK(planeAngleDeg(*axes, behind) == doctest::Approx(-90.0).epsilon(1e-9));
  for (double a : {-179.0, -90.0, 0.0, 33.0, 180.0}) {
    const double back = planeAngleDeg(*axes, planeDirection_W(*axes, a));
    CHECK(angleBetweenDeg(back, a) == doctest::Approx(0.0).epsilon(1e-9));
    CHECK(planeDirection_W(*axes, a).norm() == doctest::Approx(1.0).epsilon(1e-12));
  }
}

TEST_CASE("the needle's centrifugal force lies level in the disc's xz plane; the guess along r is 26.6° off") {
  // By hand: r = (1, 0, 0.5) m from the spindle, ω = (0, 0, 1) rad/s, m = 1 kg:
  // −m ω × (ω × r) = −(0, 0, 1) × (0, 1, 0) = (1, 0, 0) N: along +x, 0° in the xz plane.
  const Lesson lesson = lessonFile("vinyl-needle");
  const std::size_t k = predictStep(lesson);
  CHECK(toString(lesson.steps[k].predict.plane) == "xz");
  auto session = openLessonSession(lesson, static_cast<int>(k));
  REQUIRE(session.ok());
  auto truth = predictionTruth(*session, lesson.steps[k], Term::Centrifugal);
  REQUIRE_MESSAGE(truth.ok(), truth.error().text());
  CHECK(truth->force_A.x() == doctest::Approx(1.0).epsilon(1e-12));
  CHECK(std::abs(truth->force_A.z()) < 1e-12);
  CHECK(truth->angleDeg == doctest::Approx(0.0).epsilon(1e-9));
  const double alongR = std::atan2(0.5, 1.0) * 180.0 / kPiRadians;  // 26.565°
  CHECK(angleBetweenDeg(alongR, truth->angleDeg) == doctest::Approx(26.56505117707799).epsilon(1e-9));
}

TEST_CASE("D'Alembert's force −m a_O points backwards in the arm's yz plane; Euler's against α on the rod") {
  // D'Alembert: a_O = (0, 0.1, 0) m/s², m = 1 kg → (0, −0.1, 0) N: −y, 180° from +y towards +z.
  const Lesson arm = lessonFile("dalembert-arm");
  const std::size_t k = predictStep(arm);
  auto armSession = openLessonSession(arm, static_cast<int>(k));
  REQUIRE(armSession.ok());
  auto dalembert = predictionTruth(*armSession, arm.steps[k], Term::DAlembert);
  REQUIRE_MESSAGE(dalembert.ok(), dalembert.error().text());
  CHECK(dalembert->force_A.y() == doctest::Approx(-0.1).epsilon(1e-12));
  CHECK(dalembert->angleDeg == doctest::Approx(180.0).epsilon(1e-9));  // in (−180, 180]: +180, not −180
  // Euler at t = 0: α = (0, 0, 0.2) rad/s², r = (1, 0, 0) m, m = 1 kg → −m α × r = (0, −0.2, 0) N: −90°.
  const Lesson motor = lessonFile("stuttering-motor");
  const std::size_t j = predictStep(motor);
  auto motorSession = openLessonSession(motor, static_cast<int>(j));
  REQUIRE(motorSession.ok());
  auto euler = predictionTruth(*motorSession, motor.steps[j], Term::Euler);
  REQUIRE_MESSAGE(euler.ok(), euler.error().text());
  CHECK(euler->force_A.y() == doctest::Approx(-0.2).epsilon(1e-12));
  CHECK(euler->angleDeg == doctest::Approx(-90.0).epsilon(1e-9));
}

TEST_CASE("angles between two directions wrap the short way round, in [0, 180]") {
  CHECK(angleBetweenDeg(170.0, -170.0) == doctest::Approx(20.0));
  CHECK(angleBetweenDeg(0.0, 180.0) == doctest::Approx(180.0));
  CHECK(angleBetweenDeg(-90.0, 270.0) == doctest::Approx(0.0).epsilon(1e-12));
  CHECK(angleBetweenDeg(720.0, 0.0) == doctest::Approx(0.0).epsilon(1e-12));
  CHECK(angleBetweenDeg(-179.5, 179.5) == doctest::Approx(1.0));
}

TEST_CASE("a predict step is validated: an instant, one segment, the term shown after the reveal, an arrow in the plane") {
  CHECK(validated(R"({"title": "c", "text": "d", "terms": ["coriolis"], "segments": ["bead"], "frame": "rod@rod.proximal",
                      "time": 0.6, "predict": ["coriolis"], "explanation": "e"})"));
  // At the pause the bead rests on the rod: no Coriolis force, nothing to predict.
  const Status still = validated(R"({"title": "c", "text": "d", "terms": ["coriolis"], "segments": ["bead"],
                                     "frame": "rod@rod.proximal", "time": 1.5, "predict": ["coriolis"], "explanation": "e"})");
  REQUIRE_FALSE(still.ok());
  CHECK(still.error().where == "steps[1].predict[0]");
  CHECK(still.error().message.find("zero at t = 1.5 s") != std::string::npos);
  // Seen from the world there is no Coriolis force either.
  CHECK_FALSE(validated(R"({"title": "c", "text": "d", "segments": ["bead"], "time": 0.6, "predict": ["coriolis"], "explanation": "e"})"));
  const Status playing = validated(R"({"title": "c", "text": "d", "segments": ["bead"], "frame": "rod@rod.proximal",
                                       "time": "play", "predict": ["coriolis"], "explanation": "e"})");
  REQUIRE_FALSE(playing.ok());
  CHECK(playing.error().where == "steps[1].time");
  const Status twoSegments = validated(R"({"title": "c", "text": "d", "frame": "rod@rod.proximal", "time": 0.6,
                                           "predict": ["coriolis"], "explanation": "e"})");
  REQUIRE_FALSE(twoSegments.ok());
  CHECK(twoSegments.error().where == "steps[1].segments");
  const Status notShown = validated(R"({"title": "c", "text": "d", "terms": ["joint"], "segments": ["bead"],
                                        "frame": "rod@rod.proximal", "time": 0.6, "predict": ["coriolis"], "explanation": "e"})");
  REQUIRE_FALSE(notShown.ok());
  CHECK(notShown.error().where == "steps[1].predict[0]");
  CHECK(notShown.error().message.find("\"terms\"") != std::string::npos);
  // The needle's centrifugal force (1, 0, 0) N does not lie in the disc's yz plane.
  auto doc = parseJsonText(R"({"format": "wrenchlab-lesson", "title": "t", "model": "../models/vinyl-needle.json",
    "view": {"dimension": 3, "up": "z"}, "steps": [{"title": "a", "text": "b", "segments": ["needle"], "frame": "disc@disc.proximal",
    "time": 0, "predict": ["centrifugal"], "predict_plane": "yz", "explanation": "e"}]})", "l.json");
  REQUIRE(doc.ok());
  auto needle = loadLessonJson(*doc, kLessons + "/l.json");
  REQUIRE(needle.ok());
  auto session = openLessonSession(*needle);
  REQUIRE(session.ok());
  const Status across = validateLesson(*needle, *session, false);
  REQUIRE_FALSE(across.ok());
  CHECK(across.error().where == "steps[0].predict_plane");
  CHECK(across.error().message.find("only 0 % of the centrifugal force lies in the yz plane") != std::string::npos);
}

TEST_CASE("a formula that prints a hidden term's numbers is known, so the app withholds them") {
  const Lesson lesson = lessonFile("radial-slider");
  CHECK(formulaShowsTerm(lesson.formulas.at("coriolis"), Term::Coriolis));
  CHECK(formulaShowsTerm(lesson.formulas.at("joint"), Term::Coriolis));  // the balance prints every term
  CHECK_FALSE(formulaShowsTerm(lesson.formulas.at("centrifugal"), Term::Coriolis));
  CHECK_FALSE(formulaShowsTerm(lesson.formulas.at("motor"), Term::Coriolis));
}
