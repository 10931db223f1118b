// The lesson player without a screen, driven as the panels and the shortcuts drive it: every shipped
// lesson opens and walks its steps, a shared link goes in and comes back out, parameters and their
// errors, time with and without the loop, exercises checked against hand-derived answers.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include <doctest/doctest.h>

#include "app/player/LessonPlayer.hpp"
#include "app/player/ShownSeriesCsv.hpp"
#include "lesson/LessonSession.hpp"
#include "io/codecs/JsonText.hpp"
#include "io/importers/robot/RobotFile.hpp"
#include "session/StateByHand.hpp"
#include "lesson/VerificationCode.hpp"

using namespace wl;
using namespace wl::web;

namespace {

const std::string kContent = std::string(WRENCHLAB_SOURCE_DIR) + "/content";

// A player with the shipped lesson list and a listener that records what it reported.
struct Harness {
  LessonPlayer player;
  ViewState view;
  std::vector<PlayerEvent> events;

  Harness() {
    player.setListener([this](PlayerEvent e) { events.push_back(e); });
    REQUIRE(player.loadLessonList(kContent));
  }
  void open(const std::string& id) {
    const int index = player.lessons().find(id);
    REQUIRE(index >= 0);
    std::string error;
    REQUIRE_MESSAGE(player.openLesson(static_cast<std::size_t>(index), view, error), error);
    player.goToStep(0, view);
  }
  int count(PlayerEvent e) const {
    int n = 0;
    for (PlayerEvent x : events) n += x == e ? 1 : 0;
    return n;
  }
  // The Coriolis force on the radial slider's bead (segment 1), observed from the rod.
  double beadCoriolis() const { return player.session().breakdown().segments[1][Term::Coriolis].force.norm(); }
};

}  // namespace

TEST_CASE("every shipped lesson opens and every step shows what it says, without an error") {
  Harness h;
  auto index = parseJsonFile(kContent + "/lessons/index.json");
  REQUIRE(index);
  int lessons = 0, steps = 0;
  for (const auto& id : (*index)["lessons"]) {
    h.open(id.get<std::string>());
    ++lessons;
    for (int k = 0; k < h.player.stepCount(); ++k) {
      h.player.goToStep(k, h.view);
      const LessonStep& step = h.player.lesson().steps[static_cast<std::size_t>(k)];
      INFO(id.get<std::string>() << " step " << k << ": " << h.player.message().text);
      CHECK(h.player.step() == k);
      CHECK(!h.player.message().isError);
      CHECK(h.view.observer == step.frame);
      CHECK(h.player.playback.playing == step.play);
      if (!step.play) CHECK(h.player.session().time() == doctest::Approx(step.time));
      // An empty list shows every term.
      std::vector<std::string> expected = step.terms;
      if (expected.empty())
        for (Term t : kAllTerms) expected.emplace_back(termKey(t));
      // A predict step's hidden terms are the step's too: they are shown once revealed.
      const std::vector<std::string> shown = h.view.shownTermKeys(true);
      CHECK(std::set<std::string>(expected.begin(), expected.end()) == std::set<std::string>(shown.begin(), shown.end()));
      CHECK(h.view.showSegment.size() == static_cast<std::size_t>(h.player.session().model().segmentCount()));
      CHECK(h.player.session().view().about == h.view.about);
      ++steps;
    }
  }
  CHECK(lessons >= 8);
  CHECK(steps >= 40);  // the eight lessons have 5–7 steps each
}

TEST_CASE("the steps clamp at both ends, and a step's time restarts the trails") {
  Harness h;
  h.open("radial-slider");
  h.player.goToStep(99, h.view);
  CHECK(h.player.step() == h.player.stepCount() - 1);
  h.player.goToStep(-3, h.view);
  CHECK(h.player.step() == 0);
  CHECK(h.count(PlayerEvent::LessonOpened) == 1);
  CHECK(h.count(PlayerEvent::TimelineRestarted) == 3);
}

TEST_CASE("a shared link opens its lesson, step, time, observer, terms and parameters, and writes back the same") {
  Harness h;
  h.open("nlink");
  REQUIRE(h.player.applyShareLink("#v1&lesson=radial-slider&step=1&t=0.6&frame=rod@rod.proximal&terms=joint,coriolis"
                                  "&p.segments[1].mass=2",
                                  h.view));
  CHECK(!h.player.message().isError);
  CHECK(h.player.currentEntry().id == "radial-slider");
  CHECK(h.player.step() == 1);
  CHECK(h.player.session().time() == doctest::Approx(0.6));
  CHECK(h.view.observer == "rod@rod.proximal");
  CHECK(h.view.shownTermKeys(true) == std::vector<std::string>{"joint", "coriolis"});  // Coriolis after the step's reveal
  // The link's 2 kg bead, sliding out at 1 m/s on a rod turning at 1 rad/s: |2 m ω ṙ| = 4 N by hand.
  CHECK(h.beadCoriolis() == doctest::Approx(4.0).epsilon(1e-9));

  auto back = decodeShareState(encodeShareState(h.player.shareState(h.view)));
  REQUIRE(back);
  CHECK(back->lesson == "radial-slider");
  CHECK(back->step == 1);
  CHECK(back->time == doctest::Approx(0.6));
  CHECK(back->frame == "rod@rod.proximal");
  CHECK(back->terms == std::vector<std::string>{"joint", "coriolis"});
  CHECK(!back->playing);
  bool massFound = false;
  for (const auto& [path, value] : back->parameters)
    if (path == "segments[1].mass") massFound = parseJsonText(value, "test")->get<double>() == 2.0;
  CHECK(massFound);
}

TEST_CASE("the theme follows a link, stays over lesson changes, and only the light one is written back") {
  Harness h;
  h.open("nlink");
  CHECK(h.view.theme == wl::web::render::Theme::Dark);
  CHECK(encodeShareState(h.player.shareState(h.view)).find("theme") == std::string::npos);
  REQUIRE(h.player.applyShareLink("#v1&lesson=radial-slider&theme=light", h.view));
  CHECK(h.view.theme == wl::web::render::Theme::Light);
  CHECK(encodeShareState(h.player.shareState(h.view)).find("&theme=light") != std::string::npos);
  REQUIRE(h.player.applyShareLink("#v1&lesson=nlink", h.view));  // a link without a theme keeps it
  CHECK(h.view.theme == wl::web::render::Theme::Light);
  REQUIRE(h.player.applyShareLink("#v1&theme=dark", h.view));
  CHECK(h.view.theme == wl::web::render::Theme::Dark);
}

TEST_CASE("a bad link leaves a message and the lesson that was open") {
  Harness h;
  h.open("radial-slider");
  CHECK(!h.player.applyShareLink("#v1&lesson=no-such-lesson", h.view));
  CHECK(h.player.message().isError);
  CHECK(h.player.message().text.find("unknown lesson") != std::string::npos);
  CHECK(!h.player.applyShareLink("#v7&lesson=nlink", h.view));
  CHECK(h.player.message().text.find("could not be read") != std::string::npos);
  CHECK(h.player.currentEntry().id == "radial-slider");
  // A known lesson with an unknown observer: the step's observer stays, and the message says so.
  CHECK(h.player.applyShareLink("#v1&lesson=radial-slider&step=1&frame=nowhere", h.view));
  CHECK(h.view.observer == "rod@rod.proximal");
  CHECK(h.player.message().text.find("observer frame is unknown") != std::string::npos);
}

TEST_CASE("a parameter changes the model; a bad value is refused, named, and the previous one kept") {
  Harness h;
  h.open("radial-slider");
  h.player.goToStep(1, h.view);  // rod frame, t = 0.6 s: ṙ = 1 m/s, ω = 1 rad/s
  CHECK(h.beadCoriolis() == doctest::Approx(2.0).epsilon(1e-9));  // 2 · 1 kg · 1 · 1
  const int rebuilt = h.count(PlayerEvent::ModelRebuilt);
  h.player.setParameter(0, 3.0, h.view);  // bead mass
  CHECK(h.player.parameterError(0).empty());
  CHECK(h.beadCoriolis() == doctest::Approx(6.0).epsilon(1e-9));
  CHECK(h.count(PlayerEvent::ModelRebuilt) == rebuilt + 1);

  h.player.setParameter(0, -1.0, h.view);
  CHECK(!h.player.parameterError(0).empty());
  CHECK(h.beadCoriolis() == doctest::Approx(6.0).epsilon(1e-9));
  CHECK(h.count(PlayerEvent::ModelRebuilt) == rebuilt + 1);

  CHECK(!h.player.setParameterText("segments[1].mass", "not json", h.view));
  CHECK(h.player.message().isError);
  CHECK(h.player.message().text.find("segments[1].mass") != std::string::npos);
  CHECK(!h.player.setParameterText("segments[9].mass", "1", h.view));
  CHECK(h.player.message().isError);
}

TEST_CASE("a parameter that adds segments grows the view's segment list") {
  Harness h;
  h.open("nlink");
  REQUIRE(h.player.setParameterText("chain.count", "5", h.view));
  CHECK(h.player.session().model().segmentCount() == 5);
  CHECK(h.view.showSegment.size() == 5);
  REQUIRE(h.player.setParameterText("chain.count", "2", h.view));
  CHECK(h.view.showSegment.size() == 2);
  CHECK(h.view.focusSegment <= 1);
}

TEST_CASE("time plays at its speed, loops to the start, or pauses at the end") {
  Harness h;
  h.open("radial-slider");  // step 0 plays; the motion lasts 4 s
  const double end = h.player.session().endTime();
  REQUIRE(end == doctest::Approx(4.0));
  CHECK(h.player.playback.playing);
  h.player.scrubTo(1.0);
  h.player.playback.speed = 2.0f;
  h.player.tick(0.25);
  CHECK(h.player.session().time() == doctest::Approx(1.5));
  h.player.playback.playing = false;
  h.player.tick(0.25);
  CHECK(h.player.session().time() == doctest::Approx(1.5));

  const int restarts = h.count(PlayerEvent::TimelineRestarted);
  h.player.playback.playing = true;
  h.player.scrubTo(end - 0.1);
  h.player.tick(0.1);  // 0.2 s at twice the speed: past the end
  CHECK(h.player.session().time() == doctest::Approx(h.player.session().startTime()));
  CHECK(h.player.playback.playing);
  CHECK(h.count(PlayerEvent::TimelineRestarted) == restarts + 1);

  h.player.playback.loop = false;
  h.player.scrubTo(end - 0.1);
  h.player.tick(0.1);
  CHECK(h.player.session().time() == doctest::Approx(end));
  CHECK(!h.player.playback.playing);

  h.player.stepBack();
  CHECK(h.player.session().time() == doctest::Approx(end - 1.0 / 30.0));
  h.player.stepForward();
  CHECK(h.player.session().time() == doctest::Approx(end));
}

TEST_CASE("exercises are checked against the engine's answer at the exercise's own state") {
  Harness h;
  h.open("radial-slider");
  h.player.goToStep(3, h.view);
  const double timeBefore = h.player.session().time();
  // 0: at t = 0.6 s the bead slides out at constant speed, m r̈ = 0: the slider pulls against m ω² r.
  h.player.checkExercise(0, "pushes it outwards (+x)");
  CHECK(h.player.exercises().result(0) == ExerciseResult::Wrong);
  h.player.checkExercise(0, "pulls it inwards (−x)");
  CHECK(h.player.exercises().result(0) == ExerciseResult::Right);
  // 1: the bead slides out along +x of a rod turning about +z: −2m ω ẑ × ṙ x̂ points to −y.
  h.player.checkExercise(1, "+y, ahead of the rod");
  CHECK(h.player.exercises().result(1) == ExerciseResult::Wrong);
  h.player.checkExercise(1, "−y, behind the rod");
  CHECK(h.player.exercises().result(1) == ExerciseResult::Right);
  CHECK(h.player.exercises().input(1) == "−y, behind the rod");
  // 2: |2 m ω ṙ| = 2 · 1 · 1 · 1 = 2 N; forgetting the 2 gives 1 N.
  CHECK(h.player.exercises().result(2) == ExerciseResult::Unanswered);
  h.player.checkExercise(2, "1");
  CHECK(h.player.exercises().result(2) == ExerciseResult::Wrong);
  h.player.exercises().input(2) = "2.0";  // typed, then "check"
  h.player.checkExercise(2, h.player.exercises().input(2));
  CHECK(h.player.exercises().result(2) == ExerciseResult::Right);
  // 3: resting on the rod (t = 1.5 s), ṙ = 0: no Coriolis force.
  h.player.checkExercise(3, "+");
  CHECK(h.player.exercises().result(3) == ExerciseResult::Wrong);
  h.player.checkExercise(3, "0");
  CHECK(h.player.exercises().result(3) == ExerciseResult::Right);
  CHECK(h.player.session().time() == doctest::Approx(timeBefore));  // the lesson kept its time
  // The student's own bead mass counts: a 2.5 kg bead needs 2 · 2.5 · 1 · 1 = 5 N.
  h.player.setParameter(0, 2.5, h.view);
  h.player.checkExercise(2, "2");
  CHECK(h.player.exercises().result(2) == ExerciseResult::Wrong);
  h.player.checkExercise(2, "5");
  CHECK(h.player.exercises().result(2) == ExerciseResult::Right);
}

TEST_CASE("a student's own numbers: drawn from the name, answered with them, coded, carried by the link and kept across lessons") {
  Harness h;
  h.open("radial-slider");
  CHECK(h.player.exercises().texts(2).prompt ==
        "At t = 0.6 s the bead (1 kg) slides outwards at 1 m/s and the rod turns at 1 rad/s. How large is the Coriolis force?");
  REQUIRE(h.player.setStudent("  Ana  SILVA ", 0));
  const StudentVariant& ana = *h.player.exercises().student();
  CHECK(ana.key == "ana silva");
  const Lesson& lesson = h.player.lesson();
  // Exercise 2 ("size") varies the bead mass and the period: the engine's draw for this name.
  REQUIRE(ana.exercises[2].size() == 2);
  const ExerciseVariant expected = drawVariant(lesson, lesson.exercises[2], "ana silva", 0);
  CHECK(ana.exercises[2][0].value == expected[0].value);
  CHECK(ana.exercises[2][1].value == expected[1].value);
  const double period = ana.exercises[2][0].value, mass = ana.exercises[2][1].value;
  CHECK(ana.exercises[0].empty());  // push-or-pull varies nothing
  const auto numbers = h.player.exercises().studentNumbers(2);
  REQUIRE(numbers.size() == 2);
  CHECK(numbers[1].label == "bead mass");
  CHECK(numbers[1].unit == "kg");
  // |F_cor| = 2 m ω ṙ with the student's mass and ω = 2π/T (ṙ = 1 m/s): the hand value is right,
  // and the Parameters panel's own mass (2.5 kg) does not count while the student's numbers are used.
  h.player.setParameter(0, 2.5, h.view);
  const double handValue = 2 * mass * (2 * 3.14159265358979323846 / period) * 1.0;
  h.player.checkExercise(2, std::to_string(handValue * 1.5));
  CHECK(h.player.exercises().result(2) == ExerciseResult::Wrong);
  CHECK(h.player.exercises().verificationCode().empty());
  h.player.checkExercise(2, std::to_string(handValue));
  CHECK(h.player.exercises().result(2) == ExerciseResult::Right);
  h.player.checkExercise(1, "−y, behind the rod");
  std::vector<std::size_t> right;
  const std::string code = h.player.exercises().verificationCode(&right);
  CHECK(right == std::vector<std::size_t>{1, 2});
  CHECK(code.size() == 11);
  // The code is the engine's for those two right answers: exercise 1's condition, 2's three digits.
  auto session = openExerciseSession(lesson, lesson.exercises[2], ana.exercises[2]);
  REQUIRE(session.ok());
  const std::string size = canonicalAnswer(lesson.exercises[2], *computeAnswer(*session, lesson.exercises[2]));
  CHECK(code == verificationCode("radial-slider", "ana silva", 0, {{"direction-out", "< 0"}, {"size", size}}));
  // In German: the same numbers, the German prompt filled with them, decimal commas; the answers stay.
  h.player.setLanguage(Language::German);
  char massBuffer[16];
  std::snprintf(massBuffer, sizeof massBuffer, "%.3g", mass);  // "1.2" (the drawn decimal)
  std::string massText = massBuffer;
  if (const auto dot = massText.find('.'); dot != std::string::npos) massText[dot] = ',';
  CHECK(h.player.exercises().texts(2).prompt.rfind("Bei t = 0,6 s gleitet die Perle (" + massText + " kg)", 0) == 0);
  CHECK(h.player.exercises().studentNumbersText(2).find("= " + massText + " kg") != std::string::npos);
  CHECK(h.player.exercises().result(2) == ExerciseResult::Right);
  CHECK(h.player.exercises().verificationCode() == code);  // a translation changes no code
  h.player.setLanguage(Language::English);
  // A link carries the student and the set; opened again, the same numbers, and answers start afresh.
  const std::string link = encodeShareState(h.player.shareState(h.view));
  CHECK(link.find("&student=Ana%20%20SILVA&seed=0") != std::string::npos);  // trimmed, otherwise as typed
  Harness other;
  REQUIRE(other.player.applyShareLink(link, other.view));
  REQUIRE(other.player.exercises().student().has_value());
  CHECK(other.player.exercises().student()->exercises[2][1].value == mass);
  CHECK(other.player.exercises().result(2) == ExerciseResult::Unanswered);
  // Another set, other numbers for (nearly) everyone; a link without a student goes back to the lesson's.
  REQUIRE(other.player.applyShareLink("#v1&lesson=radial-slider&student=Ana%20Silva&seed=7", other.view));
  CHECK(other.player.exercises().student()->seed == 7u);
  CHECK(other.player.exercises().student()->exercises[2][1].value == drawVariant(lesson, lesson.exercises[2], "ana silva", 7)[1].value);
  REQUIRE(other.player.applyShareLink("#v1&lesson=radial-slider", other.view));
  CHECK_FALSE(other.player.exercises().student().has_value());
  CHECK_FALSE(decodeShareState("#v1&seed=12a").ok());
  CHECK_FALSE(decodeShareState("#v1&student=a%01b").ok());
  // The student stays when another lesson opens, with that lesson's numbers.
  h.open("stuttering-motor");
  REQUIRE(h.player.exercises().student().has_value());
  const std::size_t varied = 2;  // centrifugal-size
  CHECK(h.player.exercises().student()->exercises[varied].size() == 2);
  CHECK(h.player.exercises().texts(varied).prompt.find("{") == std::string::npos);
  // A name the engine refuses keeps the student and says why.
  CHECK_FALSE(h.player.setStudent(std::string("x\x01y"), 0));
  CHECK(h.player.exercises().student()->key == "ana silva");
  CHECK(h.player.message().text == "That name cannot be used: the name has a control character.");
  REQUIRE(h.player.setStudent("", 0));
  CHECK_FALSE(h.player.exercises().student().has_value());
  CHECK(h.player.exercises().verificationCode().empty());
}

TEST_CASE("a name typed another way in the panel or a link is the same student; a name that is not UTF-8 is refused, saying so") {
  Harness h;
  h.open("radial-slider");
  // The engine's NFKC_Casefold: é as one character or as e + U+0301, capitals, full width, ß.
  REQUIRE(h.player.setStudent("Jos\u00E9 Stra\u00DFe", 3));
  const StudentVariant first = *h.player.exercises().student();
  CHECK(first.key == "jos\u00E9 strasse");
  for (const char* typed : {"Jose\u0301 Strasse", "JOS\u00C9 STRASSE", "\uFF2A\uFF2F\uFF33\uFF25\u0301 \uFF33\uFF34\uFF32\uFF21\uFF33\uFF33\uFF25"}) {
    CAPTURE(typed);
    REQUIRE(h.player.setStudent(typed, 3));
    CHECK(h.player.exercises().student()->key == first.key);
    CHECK(h.player.exercises().student()->exercises[2][0].value == first.exercises[2][0].value);
    CHECK(h.player.exercises().student()->exercises[2][1].value == first.exercises[2][1].value);
  }
  Harness linked;
  REQUIRE(linked.player.applyShareLink("#v1&lesson=radial-slider&student=JOSE%CC%81%20STRASSE&seed=3", linked.view));
  REQUIRE(linked.player.exercises().student().has_value());
  CHECK(linked.player.exercises().student()->key == first.key);
  CHECK(linked.player.exercises().student()->exercises[2][1].value == first.exercises[2][1].value);
  // Bytes that are not UTF-8 (Latin-1's é, a cut é): refused with the reason, the student kept.
  CHECK_FALSE(h.player.setStudent(std::string("Jos\xE9"), 3));
  CHECK(h.player.message().text == "That name cannot be used: the name is not valid UTF-8 text.");
  REQUIRE(h.player.exercises().student().has_value());
  CHECK(h.player.exercises().student()->key == first.key);
  // From a link: the lesson opens with its own numbers and says why the name was not used.
  REQUIRE(linked.player.applyShareLink("#v1&lesson=radial-slider&student=Jos%C3&seed=3", linked.view));
  CHECK_FALSE(linked.player.exercises().student().has_value());
  CHECK(linked.player.message().text == "That name cannot be used: the name is not valid UTF-8 text.");
}

TEST_CASE("an exercise is answered with its own step's settings, not those of the step that is open") {
  // The vinyl's last step halves the turntable's period; exercise 2 ("taller", step 3) asks about the
  // centrifugal force at the lesson's period. Opened on the last step, the answer must not change; the
  // halved period would give ω doubled, so 4 × the force (m ω² r).
  Harness h;
  h.open("vinyl-needle");
  const std::size_t taller = 2;
  const LessonExercise& e = h.player.lesson().exercises[taller];
  REQUIRE(e.step == 3);
  auto ownStep = openLessonSession(h.player.lesson(), e.step);
  REQUIRE(ownStep);
  auto answer = computeAnswer(*ownStep, e);
  REQUIRE(answer);
  REQUIRE(answer->value > 0.0);
  const std::string right = std::to_string(answer->value), quadrupled = std::to_string(4.0 * answer->value);
  h.player.goToStep(3, h.view);
  h.player.checkExercise(taller, right);
  CHECK(h.player.exercises().result(taller) == ExerciseResult::Right);
  h.player.goToStep(6, h.view);
  REQUIRE(h.player.currentStep().set.contains("motion.spindle.period"));
  h.player.checkExercise(taller, right);
  CHECK(h.player.exercises().result(taller) == ExerciseResult::Right);
  h.player.checkExercise(taller, quadrupled);
  CHECK(h.player.exercises().result(taller) == ExerciseResult::Wrong);
}

TEST_CASE("the moment point is the engine's enum from the view to the session and into the export's name") {
  Harness h;
  h.open("radial-slider");
  h.player.goToStep(1, h.view);
  CHECK(h.view.about == AboutPoint::Proximal);
  h.player.setAboutPoint(AboutPoint::Com, h.view);
  CHECK(h.player.session().view().about == AboutPoint::Com);
  // Step 2 predicts the Coriolis force: until it is revealed the export leaves it out too.
  const CsvExport hidden = exportShownSeries(h.player.session(), h.view, h.player.currentEntry().id, false);
  const std::string hiddenHeader = hidden.text.substr(0, hidden.text.find('\n'));
  CHECK(std::count(hiddenHeader.begin(), hiddenHeader.end(), ',') == 1 * 6 + 2);
  h.player.predictionRound().setAngle(0, 0.0);
  REQUIRE(h.player.revealPrediction(h.view));
  h.player.setAboutPoint(AboutPoint::Com, h.view);  // the reveal put the step's point back
  const CsvExport csv = exportShownSeries(h.player.session(), h.view, h.player.currentEntry().id, false);
  CHECK(csv.status);
  CHECK(csv.fileName == "radial-slider_observer-rod-rod.proximal_about-com.csv");
  // Header: time, 6 components of each shown term (centrifugal, coriolis) on the bead, and the two
  // joint coordinates' torque or force; then 501 samples.
  const std::string header = csv.text.substr(0, csv.text.find('\n'));
  CHECK(std::count(header.begin(), header.end(), ',') == 2 * 6 + 2);
  CHECK(std::count(csv.text.begin(), csv.text.end(), '\n') == 1 + 501);
}

TEST_CASE("a step's moment point is read by the engine's parser; a typo in a lecturer's file is named") {
  // The radial slider with step 2 about the centre of mass and step 1 about a point that does not exist.
  auto lesson = parseJsonFile(kContent + "/lessons/radial-slider.json");
  REQUIRE(lesson);
  (*lesson)["model"] = kContent + "/models/radial-slider.json";
  (*lesson)["steps"][1]["about"] = "middle";
  (*lesson)["steps"][2]["about"] = "com";
  const std::string path = (std::filesystem::temp_directory_path() / "wrenchlab-about-test.json").string();
  std::ofstream(path) << lesson->dump();
  Harness h;
  REQUIRE(h.player.openLessonFile(path, h.view));
  h.player.goToStep(2, h.view);
  CHECK(h.view.about == AboutPoint::Com);
  CHECK(h.player.session().view().about == AboutPoint::Com);
  CHECK(!h.player.message().isError);
  h.player.goToStep(1, h.view);
  CHECK(h.view.about == AboutPoint::Proximal);
  CHECK(h.player.message().isError);
  CHECK(h.player.message().text.find("steps[1].about") == 0);
  CHECK(h.player.message().text.find("middle") != std::string::npos);
  std::filesystem::remove(path);
}

TEST_CASE("an import that fails names the file and keeps the lesson running") {
  Harness h;
  h.open("radial-slider");
  h.player.importFile("/import/_opened-missing.csv", h.view);
  CHECK(h.player.message().isError);
  CHECK(h.player.message().text.find("Import failed") == 0);
  CHECK(h.player.message().text.find("_opened-") == std::string::npos);
  CHECK(h.player.currentEntry().id == "radial-slider");
  CHECK(!h.player.openLessonFile("/import/_opened-missing.json", h.view));
  CHECK(h.player.message().text.find("The lesson could not be opened: missing.json") == 0);
}

TEST_CASE("an OpenSim trial dropped as loose files opens as a lesson with the torque parts to plot") {
  const std::string data = std::string(WRENCHLAB_SOURCE_DIR) + "/tests/data/opensim/";
  Harness h;
  h.open("radial-slider");
  // Files in any order: the loads' data file (named by point-load.xml) is told apart from the coordinates.
  h.player.importFiles({data + "point-load.mot", data + "point-load.xml", data + "point-load.osim", data + "point-load-motion.mot"}, h.view);
  // The trial opens one stage per frame (the page draws between them), the lesson before it still
  // playing: the model, the ground reactions' table, the loads, the coordinates, then its lesson.
  REQUIRE(h.player.importing());
  CHECK(h.player.lesson().id == "radial-slider");
  CHECK(h.player.message().text == "Opening point-load.osim: reading the model…");
  std::vector<std::string> progress;
  while (h.player.importing()) {
    h.player.continueImport(h.view);
    progress.push_back(h.player.message().text);
  }
  REQUIRE(progress.size() == 5);
  CHECK(progress[0] == "Opening point-load.osim: reading the ground reactions… (2 of 5)");
  CHECK(progress[1] == "Opening point-load.osim: applying the external loads… (3 of 5)");
  CHECK(progress[2] == "Opening point-load.osim: filtering the coordinates… (4 of 5)");
  CHECK(progress[3] == "Opening point-load.osim: opening its lesson… (5 of 5)");
  REQUIRE_MESSAGE(!h.player.message().isError, h.player.message().text);
  CHECK(h.player.lesson().id == "opensim-trial");
  CHECK(h.player.stepCount() == 3);
  CHECK(h.player.currentEntry().title.find("point-load.osim") != std::string::npos);
  CHECK(h.view.plotShows == ViewState::PlotShows::TorqueParts);
  const Session& s = h.player.session();
  CHECK(s.model().loads().size() == 3);             // point-load.xml's ExternalForces but the disabled one
  CHECK(s.state().q(0) == doctest::Approx(0.3));    // point-load-motion.mot's first row (t = 0)
  CHECK(h.player.message().text.find("extra_column") != std::string::npos);  // the ignored column is noted

  CHECK(h.view.plotCoordinate >= 0);
  CHECK(h.view.plotCoordinate < s.model().nq());

  // A second model in the same drop is refused; the trial keeps running.
  h.player.importFiles({data + "point-load.osim", data + "sliding-knee.osim"}, h.view);
  CHECK(h.player.message().isError);
  CHECK(h.player.message().text.find("two models") != std::string::npos);
  CHECK(h.player.lesson().id == "opensim-trial");
  h.player.importFiles({data + "point-load.osim", data + "../mujoco-random-tree.json"}, h.view);
  CHECK(h.player.message().isError);
  CHECK(h.player.message().text.find("mujoco-random-tree.json") != std::string::npos);
  // A file missing at a later stage ends the opening there with its message; the open trial keeps
  // running. Here the ExternalLoads file comes without the data file it names.
  namespace fs = std::filesystem;
  const fs::path folder = fs::temp_directory_path() / "wrenchlab-trial-no-data";
  fs::create_directories(folder);
  for (const char* name : {"point-load.osim", "point-load.xml"}) fs::copy_file(data + name, folder / name, fs::copy_options::overwrite_existing);
  const double tBefore = h.player.session().time();
  h.player.importFiles({(folder / "point-load.osim").string(), (folder / "point-load.xml").string()}, h.view);
  REQUIRE(h.player.importing());
  int frames = 0;
  while (h.player.importing() && frames < 10) {
    h.player.continueImport(h.view);
    ++frames;
  }
  CHECK(frames == 2);  // the model is read; reading the ground reactions fails
  CHECK(h.player.message().isError);
  CHECK_MESSAGE(h.player.message().text.find("point-load.mot") != std::string::npos, h.player.message().text);
  CHECK(h.player.lesson().id == "opensim-trial");
  CHECK(h.player.session().time() == tBefore);
  fs::remove_all(folder);
}

TEST_CASE("a dropped Inverse Dynamics setup finds its files among the dropped ones by name") {
  // The setup names "../model/sliding-knee.osim" and "../ik/sliding-knee.mot"; the user drops the three
  // files from one folder, as a browser hands them over.
  const std::string data = std::string(WRENCHLAB_SOURCE_DIR) + "/tests/data/opensim/";
  namespace fs = std::filesystem;
  const fs::path folder = fs::temp_directory_path() / "wrenchlab-trial-drop";
  fs::create_directories(folder);
  auto setupText = readFileFromDisk(data + "sliding-knee-setup.xml");
  REQUIRE(setupText.ok());
  std::string setup = *setupText;
  for (const char* name : {"sliding-knee.osim", "sliding-knee.mot"}) {
    fs::copy_file(data + name, folder / name, fs::copy_options::overwrite_existing);
    const std::string ext = fs::path(name).extension().string();
    const std::string moved = std::string(ext == ".osim" ? "../model/" : "../ik/") + name;
    setup.replace(setup.find(std::string(">") + name + "<") + 1, std::string(name).size(), moved);
  }
  std::ofstream(folder / "setup.xml") << setup;
  Harness h;
  h.open("radial-slider");
  REQUIRE(h.player.openOpenSimTrial({(folder / "setup.xml").string(), (folder / "sliding-knee.mot").string(), (folder / "sliding-knee.osim").string()},
                                     readFileFromDisk, h.view));
  REQUIRE_MESSAGE(!h.player.message().isError, h.player.message().text);
  CHECK(h.player.lesson().id == "opensim-trial");
  CHECK(h.player.session().startTime() == doctest::Approx(0.2));  // the setup's time range
  CHECK(h.player.session().endTime() == doctest::Approx(0.8));
  // Each file that stood in for the one the setup names is said, as the setup wrote it.
  const std::string& said = h.player.message().text;
  CHECK(said.find("../model/sliding-knee.osim: not there; the chosen sliding-knee.osim was read in its place") != std::string::npos);
  CHECK(said.find("../ik/sliding-knee.mot: not there; the chosen sliding-knee.mot was read in its place") != std::string::npos);
  CHECK(said.find("unfiltered") == std::string::npos);  // a setup says how to filter

  // Without the coordinates, the message names the file the setup wants and says what to do, not the
  // folder the page stored the batch in.
  Harness missing;
  missing.open("radial-slider");
  CHECK_FALSE(missing.player.openOpenSimTrial({(folder / "setup.xml").string(), (folder / "sliding-knee.osim").string()}, readFileFromDisk, missing.view));
  const std::string& refused = missing.player.message().text;
  CHECK(missing.player.message().isError);
  CHECK(refused.find("sliding-knee.mot: is not among the chosen files (the trial names it as ../ik/sliding-knee.mot): choose it together with the others") !=
        std::string::npos);
  CHECK(refused.find(folder.string()) == std::string::npos);
  CHECK(missing.player.lesson().id == "radial-slider");

  // Loose files without a setup: used unfiltered, and the message says so.
  Harness loose;
  loose.open("radial-slider");
  REQUIRE(loose.player.openOpenSimTrial({(folder / "sliding-knee.osim").string(), (folder / "sliding-knee.mot").string()}, readFileFromDisk, loose.view));
  CHECK(loose.player.message().text.find("unfiltered") != std::string::npos);
  fs::remove_all(folder);
}

namespace {

const std::string kRobots = std::string(WRENCHLAB_SOURCE_DIR) + "/content/models/robots/";

// The planar 3-link arm (planar-3link.urdf: rods of 0.4, 0.3, 0.2 m and 2, 1.5, 1 kg in the x-z plane,
// joints about y, gravity −9.81 along z), held still: τ = G = ∂V/∂q with the height of each centre of
// mass −(its lever) sin(absolute angle), so G_k = −g Σ_{links j ≥ k} m_j (horizontal distance of c_j from joint k).
Eigen::Vector3d planarArmGravityTorques(double q1, double q2, double q3) {
  const double g = 9.81, m1 = 2.0, m2 = 1.5, m3 = 1.0;
  const double c1 = std::cos(q1), c12 = std::cos(q1 + q2), c123 = std::cos(q1 + q2 + q3);
  const double G3 = -g * m3 * 0.1 * c123;
  const double G2 = -g * (m2 * 0.15 * c12 + m3 * (0.3 * c12 + 0.1 * c123));
  const double G1 = -g * (m1 * 0.2 * c1 + m2 * (0.4 * c1 + 0.15 * c12) + m3 * (0.4 * c1 + 0.3 * c12 + 0.1 * c123));
  return {G1, G2, G3};
}

}  // namespace

TEST_CASE("a URDF or MJCF file opens as a lesson, says what was ignored, and a bad one keeps the lesson") {
  Harness h;
  h.open("radial-slider");
  for (const char* file : {"ur5.urdf", "ur5.xml"}) {
    h.player.importFiles({kRobots + file}, h.view);
    REQUIRE_MESSAGE(!h.player.message().isError, h.player.message().text);
    // The URDF names the UR5's own shells (ur_description's package, not beside it): read, not found, and said
    // once after what the opening said, with how to draw them.
    while (h.player.readingMeshes()) h.player.continueMeshes();
    if (std::string(file) == "ur5.urdf") CHECK(h.player.message().text.find("ur5.urdf is drawn with capsules: its 7 mesh files (base.dae, …) were not found") != std::string::npos);
    CHECK(h.player.currentEntry().id == "robot");
    CHECK(h.player.lesson().id == "robot");
    CHECK(h.player.currentEntry().title.find(file) != std::string::npos);
    CHECK(h.player.message().text.find(std::string("Opened ") + file) == 0);
    CHECK(h.player.message().text.find("ignored: ") != std::string::npos);
    CHECK(h.player.stepCount() == 3);
    CHECK(h.player.lesson().zUp);
    CHECK(h.view.plotShows == ViewState::PlotShows::TorqueParts);
    CHECK(h.player.session().model().nq() == 6);
    // Every step opens without an error (the third observes from the link the first joint turns).
    for (int k = 0; k < h.player.stepCount(); ++k) {
      h.player.goToStep(k, h.view);
      CHECK_MESSAGE(!h.player.message().isError, h.player.message().text);
    }
    CHECK(h.view.observer.find('@') != std::string::npos);
  }
  // One robot at a time in the list: the MJCF replaced the URDF.
  int robots = 0;
  for (const LessonEntry& e : h.player.lessons()) robots += e.id == "robot" ? 1 : 0;
  CHECK(robots == 1);

  // A file that is not well-formed XML, and one that is neither format: the importer's message, named
  // by the file, and the robot keeps running.
  namespace fs = std::filesystem;
  const fs::path folder = fs::temp_directory_path() / "wrenchlab-robot-bad";
  fs::create_directories(folder);
  std::ofstream(folder / "broken.urdf") << "<robot name=\"x\"><link name=\"a\"></robot>";
  std::ofstream(folder / "other.xml") << "<scene><thing/></scene>";
  const double t = h.player.session().time();
  for (const char* bad : {"broken.urdf", "other.xml"}) {
    h.player.importFiles({(folder / bad).string()}, h.view);
    CHECK(h.player.message().isError);
    CHECK_MESSAGE(h.player.message().text.find(std::string("The robot model could not be opened: ") + bad) == 0, h.player.message().text);
    CHECK(h.player.message().text.find('\n') == std::string::npos);  // one line
    CHECK(h.player.currentEntry().id == "robot");
    CHECK(h.player.session().time() == t);
  }
  fs::remove_all(folder);
}

TEST_CASE("the state set by hand: the torques are the pose's, a link carries it, and the motion comes back") {
  Harness h;
  h.open("nlink");
  h.player.importFiles({kRobots + "planar-3link.urdf"}, h.view);
  REQUIRE(h.player.currentEntry().id == "robot");
  // A link with q alone holds the pose still: gravity's torques, derived by hand.
  REQUIRE(h.player.applyShareLink("#v1&lesson=robot&step=0&q=0.3,-0.5,0.8", h.view));
  CHECK_MESSAGE(!h.player.message().isError, h.player.message().text);
  CHECK(h.player.stateHeld());
  CHECK(h.player.holdStill());
  const Eigen::Vector3d G = planarArmGravityTorques(0.3, -0.5, 0.8);
  CHECK((h.player.session().jointTorques() - G).norm() < 1e-12 * (1 + G.norm()));
  // The link written back carries the state, and opens to the same torques.
  const std::string link = encodeShareState(h.player.shareState(h.view));
  CHECK(link.find("&q=0.3,-0.5,0.8") != std::string::npos);
  CHECK(link.find("&qd=") == std::string::npos);  // still: no rates to carry

  // A coordinate set by a slider (or a dragged segment) is held, within the joint's limits (the elbow's ±2.6).
  h.player.playback.playing = true;
  h.player.setCoordinate(1, 3.0, h.view);
  CHECK_FALSE(h.player.playback.playing);
  CHECK(h.player.session().state().q(1) == 2.6);
  CHECK(h.player.session().state().q(0) == 0.3);
  const Eigen::Vector3d atLimit = planarArmGravityTorques(0.3, 2.6, 0.8);
  CHECK((h.player.session().jointTorques() - atLimit).norm() < 1e-12 * (1 + atLimit.norm()));

  // Rates and accelerations (hold still off): the torques are the CLI's for the same state, through
  // the one engine mechanism (holdStateInFile is what --q/--qd/--qdd use).
  h.player.setHoldStill(false, h.view);
  VecX q(3), qd(3), qdd(3);
  q << 0.3, 2.6, 0.8;
  qd << 1.0, -2.0, 0.5;
  qdd << 0.5, 0.25, -3.0;
  h.player.holdState(q, qd, qdd, h.view);
  CHECK((h.player.session().state().qd - qd).norm() == 0.0);
  auto text = readTextFile(kRobots + "planar-3link.urdf");
  REQUIRE(text);
  auto file = wl::openRobotFile(*text, "planar-3link.urdf");
  REQUIRE(file);
  State held;
  held.t = h.player.session().time();
  held.q = q, held.qd = qd, held.qdd = qdd;
  REQUIRE(holdStateInFile(file->file, held));
  auto cli = Session::create(std::move(file->file));
  REQUIRE(cli);
  REQUIRE(cli->setTime(held.t));
  CHECK((h.player.session().jointTorques() - cli->jointTorques()).norm() < 1e-12);
  const std::string moving = encodeShareState(h.player.shareState(h.view));
  CHECK(moving.find("&qd=1,-2,0.5&qdd=0.5,0.25,-3") != std::string::npos);
  // Hold still zeroes q̇ and q̈ and keeps the pose; another step keeps the pose too.
  h.player.setHoldStill(true, h.view);
  CHECK(h.player.session().state().qd.isZero(0.0));
  CHECK(h.player.session().state().qdd.isZero(0.0));
  h.player.goToStep(2, h.view);
  CHECK(h.player.stateHeld());
  CHECK((h.player.session().state().q - q).norm() == 0.0);
  // A link whose state has the wrong count is refused with a message; back to the motion after.
  CHECK(h.player.applyShareLink("#v1&lesson=robot&step=0&q=0.1,0.2", h.view));
  CHECK(h.player.message().isError);
  CHECK(h.player.message().text.find("has 2 numbers") != std::string::npos);
  CHECK_FALSE(h.player.stateHeld());
  h.player.setCoordinate(0, 1.0, h.view);
  REQUIRE(h.player.stateHeld());
  h.player.releaseState(h.view);
  CHECK_FALSE(h.player.stateHeld());
  CHECK_FALSE(h.player.holdStill());
  const CoordinateDef& shoulder = h.player.session().model().coordinates()[0];
  CHECK(h.player.session().state().q(0) == shoulder.defaultValue);  // the default pose again
}

TEST_CASE("any lesson's state can be held by hand, even a simulation's, and given back") {
  Harness h;
  h.open("double-pendulum");
  REQUIRE(h.player.session().isForwardDynamics());
  h.player.scrubTo(0.5);
  const VecX runQ = h.player.session().state().q;
  h.player.setCoordinate(0, 0.2, h.view);
  CHECK(h.player.stateHeld());
  CHECK_FALSE(h.player.session().isForwardDynamics());
  CHECK(h.player.session().time() == doctest::Approx(0.5));
  // Exactly the set values, to the round-off of the motion through them (q + q̇ (t − t0) + ½ q̈ (t − t0)² at t0).
  CHECK(h.player.session().state().q(0) == doctest::Approx(0.2).epsilon(1e-14));
  CHECK(h.player.session().state().q(1) == doctest::Approx(runQ(1)).epsilon(1e-14));
  h.player.releaseState(h.view);
  CHECK(h.player.session().isForwardDynamics());
  CHECK((h.player.session().state().q - runQ).norm() < 1e-12);
}

TEST_CASE("a robot's plot opens on the joint that works hardest in its opening pose") {
  Harness h;
  h.open("nlink");
  h.player.importFiles({kRobots + "ur5.urdf"}, h.view);
  REQUIRE(h.player.currentEntry().id == "robot");
  // The UR5 stretched out level at its default pose: the shoulder lift (joint2) holds the whole arm.
  CHECK(h.player.session().model().coordinateNames()[static_cast<std::size_t>(h.view.plotCoordinate)] == "joint2");
  REQUIRE(h.player.applyShareLink("#v1&lesson=robot&step=1", h.view));  // reopened by a link: the same
  CHECK(h.player.session().model().coordinateNames()[static_cast<std::size_t>(h.view.plotCoordinate)] == "joint2");
}
