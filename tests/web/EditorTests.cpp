// The lesson editor without a screen: the document's commands (undo, redo, typing merged into one
// command, the history kept and restored), the edits (segments added, renamed with every reference,
// removed), the engine's messages landing on their fields, the radial slider built from an empty
// model giving the shipped lesson's numbers, and lessons carried whole by a link through the player.
#include <algorithm>
#include <cmath>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include <doctest/doctest.h>

#include "app/player/LessonPlayer.hpp"
#include "app/player/PredictText.hpp"
#include "app/editor/EditorDocument.hpp"
#include "app/editor/EditorEdits.hpp"
#include "app/editor/EditorLessonEdits.hpp"
#include "app/editor/EditorMotionForm.hpp"
#include "app/editor/EditorRename.hpp"
#include "app/editor/QuantityGroups.hpp"
#include "app/editor/EditorValidation.hpp"
#include "io/codecs/JsonPath.hpp"
#include "io/codecs/JsonText.hpp"
#include "lesson/LessonLink.hpp"
#include "lesson/LessonSession.hpp"
#include "lesson/Quantity.hpp"

using namespace wl;
using namespace wl::web;
using namespace wl::web::editor;
using Json = nlohmann::json;

namespace {

const std::string kContent = std::string(WRENCHLAB_SOURCE_DIR) + "/content";

std::vector<std::string> shippedLessons() {
  std::vector<std::string> ids;
  auto index = parseJsonFile(kContent + "/lessons/index.json");
  REQUIRE(index.ok());
  for (const auto& id : (*index)["lessons"]) ids.push_back(id.get<std::string>());
  return ids;
}

Json shippedDocument(const std::string& id) {
  const std::string path = kContent + "/lessons/" + id + ".json";
  auto lesson = loadLessonFile(path);
  REQUIRE(lesson.ok());
  REQUIRE(inlineLessonModel(*lesson, path).ok());
  return documentFromLesson(*lesson);
}

// The radial slider as a lecturer builds it in the editor, one edit at a time from New's pendulum
// (the same edits the browser test makes with the mouse and keyboard).
std::vector<Json> radialSliderConstruction() {
  std::vector<Json> docs{newLessonDocument()};
  auto step = [&](const std::string& pointer, Json value) { docs.push_back(withValue(docs.back(), pointer, std::move(value))); };
  std::string name;
  docs.push_back(withRenamedSegment(docs.back(), 0, "rod"));
  docs.push_back(withRenamedJoint(docs.back(), 0, "turn"));
  step("/model/segments/0/direction", Json::array({1.0, 0.0, 0.0}));
  step("/model/segments/0/length", 1.5);
  step("/model/segments/0/mass", 0.5);
  docs.push_back(withNewSegment(docs.back(), 0, name));
  docs.push_back(withRenamedSegment(docs.back(), 1, "bead"));
  step("/model/segments/1/joint/name", "slide");
  step("/model/segments/1/joint/type", "prismatic");
  step("/model/segments/1/joint/axis", Json::array({1, 0, 0}));
  step("/model/segments/1/joint/at", Json::array({0, 0, 0}));
  step("/model/segments/1/length", 0.05);
  step("/model/segments/1/com", Json::array({0, 0, 0}));
  step("/model/segments/1/inertia", "point");
  step("/model/gravity", Json::array({0, 0, 0}));
  step("/model/duration", 4);
  step("/model/motion/turn", {{"period", 6.283185307179586}});
  step("/model/motion/slide", Json::parse(R"({"constant": 0.1, "rate_pieces": {"pieces": [{"duration": 1.0, "rate": 1.0},
      {"duration": 1.0, "rate": 0.0}, {"duration": 1.0, "rate": -1.0}, {"duration": 1.0, "rate": 0.0}], "ramp": 0.1, "repeat": true}})"));
  step("/steps/0/title", "The Coriolis force");
  step("/steps/0/frame", "rod@rod.proximal");
  step("/steps/0/terms", Json::array({"joint", "coriolis"}));
  step("/steps/0/time", 0.6);
  return docs;
}

}  // namespace

TEST_CASE("commands: every edit undoes and redoes exactly, typing into one field is one command") {
  EditorDocument d;
  d.reset(newLessonDocument());
  const Json empty = d.json();
  CHECK(d.commit(withValue(d.json(), "/title", "A"), "title", "/title"));
  CHECK(d.commit(withValue(d.json(), "/title", "AB"), "title", "/title"));
  CHECK(d.commit(withValue(d.json(), "/title", "ABC"), "title", "/title"));
  CHECK(d.undoDepth() == 1);  // three keys, one command
  d.endMerge();
  CHECK(d.commit(withValue(d.json(), "/title", "ABCD"), "title", "/title"));
  CHECK(d.undoDepth() == 2);  // the field was left and typed into again
  CHECK_FALSE(d.commit(d.json(), "nothing"));
  REQUIRE(d.undo());
  CHECK(d.json()["title"] == "ABC");
  REQUIRE(d.undo());
  CHECK(d.json() == empty);
  CHECK_FALSE(d.undo());
  REQUIRE(d.redo());
  REQUIRE(d.redo());
  CHECK(d.json()["title"] == "ABCD");
  CHECK_FALSE(d.redo());
  // A new edit after an undo drops the redo history.
  REQUIRE(d.undo());
  CHECK(d.commit(withValue(d.json(), "/summary", "s"), "summary"));
  CHECK_FALSE(d.canRedo());
}

TEST_CASE("the difference between any two shipped lessons applies forwards and backwards") {
  const auto ids = shippedLessons();
  int pairs = 0;
  for (const auto& a : ids)
    for (const auto& b : ids) {
      const Json from = shippedDocument(a), to = shippedDocument(b);
      const auto changes = diffDocuments(from, to);
      Json doc = from;
      for (const Change& c : changes) REQUIRE(applyChange(doc, c, false));
      CHECK(doc == to);
      for (auto it = changes.rbegin(); it != changes.rend(); ++it) REQUIRE(applyChange(doc, *it, true));
      CHECK(doc == from);
      ++pairs;
    }
  CHECK(pairs == static_cast<int>(ids.size() * ids.size()));
}

TEST_CASE("the radial slider built from New's pendulum gives the shipped lesson's numbers; undo walks back to the pendulum") {
  EditorDocument d;
  d.reset(newLessonDocument());
  const auto docs = radialSliderConstruction();
  std::size_t commands = 0;  // an edit that changes nothing (duration 4 where it is 4 already) is none
  for (std::size_t i = 1; i < docs.size(); ++i) commands += d.commit(docs[i], "edit " + std::to_string(i)) ? 1 : 0;
  CHECK(commands >= docs.size() - 2);
  CHECK(d.undoDepth() == commands);
  const Validation v = validateLessonDocument(d.json(), kContent);
  REQUIRE_MESSAGE(v.valid, v.message);
  auto built = openLessonSession(*v.lesson);
  auto shipped = loadLessonFile(kContent + "/lessons/radial-slider.json");
  REQUIRE(shipped.ok());
  auto reference = openLessonSession(*shipped);
  REQUIRE(built.ok());
  REQUIRE(reference.ok());
  for (double t : {0.3, 0.6, 1.05, 2.5, 3.9}) {
    REQUIRE(built->setTime(t).ok());
    REQUIRE(reference->setTime(t).ok());
    for (int k = 0; k < 2; ++k) CHECK(built->jointTorques()(k) == doctest::Approx(reference->jointTorques()(k)).epsilon(1e-12));
  }
  // Undo, one command at a time, every one of them, back to New's lesson, which is valid as it was.
  std::size_t undone = 0;
  while (d.undo()) ++undone;
  CHECK(undone == commands);
  CHECK(d.json() == newLessonDocument());
  const Validation fresh = validateLessonDocument(d.json(), kContent);
  CHECK_MESSAGE(fresh.valid, fresh.message);
}

TEST_CASE("the engine's message lands on its field; the last valid lesson is kept by the caller") {
  Json doc = shippedDocument("radial-slider");
  CHECK(validateLessonDocument(doc, kContent).valid);
  const Validation mass = validateLessonDocument(withValue(doc, "/model/segments/1/mass", -1), kContent);
  CHECK_FALSE(mass.valid);
  CHECK(mass.pointer == "/model/segments/1/mass");
  CHECK(mass.message.find("model.segments[1].mass") == 0);
  CHECK(mass.message.find("-1") != std::string::npos);
  const Validation step = validateLessonDocument(withValue(doc, "/steps/2/frame", "nowhere"), kContent);
  CHECK_FALSE(step.valid);
  CHECK(step.pointer == "/steps/2/frame");
  const Validation text = validateLessonDocument(withValue(doc, "/model/segments/0/joint/axis", "[1, 0"), kContent);
  CHECK_FALSE(text.valid);  // half-typed: the engine names the field, nothing crashes
  CHECK(text.pointer.rfind("/model/segments/0/joint", 0) == 0);
  Json sim = shippedDocument("double-pendulum");
  sim = withValue(sim, "/model/simulation/dt", 1e-9);
  const Validation slow = validateLessonDocument(sim, kContent);
  CHECK_FALSE(slow.valid);  // a simulation of 10¹⁰ steps is refused before it starts
  CHECK(slow.pointer == "/model/simulation/dt");
}

TEST_CASE("whatever is typed into any field, validation answers with a valid lesson or a message, never a crash") {
  // Every leaf of two shipped lessons (their models inside) replaced by typed junk, one at a time:
  // half-typed JSON, words, negative, huge and non-finite-looking numbers, wrong shapes.
  const std::vector<Json> junk = {Json("[1, 0"), Json("abc"), Json(-1), Json(1e300), Json(0), Json("NaN"), Json::array(),
                                  Json::object(), Json(std::string(300, '{')), Json::array({1, 2}), Json(true), Json("")};
  int trials = 0, refused = 0;
  for (const char* id : {"radial-slider", "three-link-arm-spring"}) {
    const Json doc = shippedDocument(id);
    std::vector<std::string> leaves;
    std::function<void(const Json&, const std::string&)> walk = [&](const Json& v, const std::string& at) {
      if (v.is_object())
        for (auto it = v.begin(); it != v.end(); ++it) walk(it.value(), at + "/" + it.key());
      else if (v.is_array() && v.size() < 20)
        for (std::size_t i = 0; i < v.size(); ++i) walk(v[i], at + "/" + std::to_string(i));
      else if (at.find("translations") == std::string::npos && at.rfind("/checks", 0) != 0)
        leaves.push_back(at);
    };
    walk(doc, "");
    for (std::size_t k = 0; k < leaves.size(); k += 3) {  // every third leaf, each with the next junk value
      const Json& value = junk[(k / 3) % junk.size()];
      const Validation v = validateLessonDocument(withValue(doc, leaves[k], value), kContent);
      ++trials;
      if (!v.valid) {
        ++refused;
        CHECK_MESSAGE(!v.message.empty(), leaves[k]);
      }
    }
  }
  CHECK(trials > 100);
  CHECK(refused > trials / 3);
  MESSAGE(trials << " fields typed into, " << refused << " refused with a message");
}

TEST_CASE("renaming a segment renames every reference; removing one takes its loads and motion along") {
  Json doc = shippedDocument("radial-slider");
  Json renamed = withRenamedSegment(doc, 0, "arm");
  CHECK(renamed["model"]["segments"][1]["parent"] == "arm");
  bool observerRenamed = false;
  for (const Json& s : renamed["steps"])
    if (s.contains("frame") && s["frame"] == "arm@arm.proximal") observerRenamed = true;
  CHECK(observerRenamed);
  const Validation v = validateLessonDocument(renamed, kContent);
  CHECK_MESSAGE(v.valid, v.message);
  Json three = shippedDocument("three-link-arm-spring");
  const auto names = segmentNames(three);
  REQUIRE(names.size() == 3);
  Json fewer = withoutSegment(three, 1);
  CHECK(segmentNames(fewer).size() == 2);
  CHECK(fewer["model"]["segments"][1]["parent"] == names[0]);
}

TEST_CASE("steps, parameters and exercises added, removed and moved keep every translation aligned") {
  Json doc = shippedDocument("radial-slider");
  REQUIRE(doc.contains("translations"));
  REQUIRE(doc["translations"].contains("de"));
  const std::size_t steps = doc["steps"].size();
  Json more = withListAppended(doc, "steps", {{"title", "Step"}, {"text", "More."}});
  CHECK(more["translations"]["de"]["steps"].size() == steps + 1);
  const Validation added = validateLessonDocument(more, kContent);
  CHECK_MESSAGE(added.valid, added.message);
  Json moved = withListSwapped(more, "steps", 0, 1);
  CHECK(moved["translations"]["de"]["steps"][0] == more["translations"]["de"]["steps"][1]);
  const Validation swapped = validateLessonDocument(moved, kContent);
  CHECK_MESSAGE(swapped.valid, swapped.message);
  Json fewer = withListRemoved(doc, "exercises", 0);
  CHECK(fewer["exercises"].size() == doc["exercises"].size() - 1);
  const Validation removed = validateLessonDocument(fewer, kContent);
  CHECK_MESSAGE(removed.valid, removed.message);
  // Without the translations following, the engine would refuse the lesson (one entry per step).
  const Validation unaligned = validateLessonDocument(withAppended(doc, "/steps", {{"title", "S"}, {"text", "T"}}), kContent);
  CHECK_FALSE(unaligned.valid);
}

TEST_CASE("the kept state restores the document with its history; a damaged history is dropped, the lesson kept") {
  EditorDocument d;
  d.reset(newLessonDocument());
  for (const Json& doc : radialSliderConstruction()) d.commit(doc, "edit");
  REQUIRE(d.undo());
  const Json state = d.saveState();
  auto text = parseJsonText(state.dump(), "state");
  REQUIRE(text.ok());
  EditorDocument restored;
  REQUIRE(restored.restoreState(*text).ok());
  CHECK(restored.json() == d.json());
  CHECK(restored.undoDepth() == d.undoDepth());
  CHECK(restored.redoDepth() == 1);
  int undone = 0;
  while (restored.undo()) ++undone;
  CHECK(restored.json() == newLessonDocument());
  CHECK(undone == static_cast<int>(d.undoDepth()));
  Json damaged = state;
  damaged["undo"][3]["changes"][0]["p"] = "/no/such/field";
  EditorDocument partial;
  CHECK_FALSE(partial.restoreState(damaged).ok());
  CHECK(partial.json() == d.json());
  CHECK(partial.undoDepth() == 0);
  EditorDocument refused;
  CHECK_FALSE(refused.restoreState(Json::array()).ok());
  CHECK_FALSE(refused.restoreState(Json{{"format", "wrenchlab-editor"}}).ok());
  // A history too big for the storage keeps its newest commands.
  const Json small = d.saveState(d.json().dump().size() + 1500);
  CHECK(small["undo"].size() < d.undoDepth());
  EditorDocument kept;
  CHECK(kept.restoreState(small).ok());
  CHECK(kept.json() == d.json());
}

TEST_CASE("a link carries an edited lesson whole: the player opens it and shares it again") {
  LessonPlayer player;
  ViewState view;
  REQUIRE(player.loadLessonList(kContent));
  const Validation v = validateLessonDocument(radialSliderConstruction().back(), kContent);
  REQUIRE(v.valid);
  std::string error;
  REQUIRE_MESSAGE(player.openCarriedLesson(*v.lesson, "edited", false, view, error), error);
  player.scrubTo(0.6);
  const ShareState state = player.shareState(view);
  CHECK_FALSE(state.inlineLesson.empty());
  const std::string hash = encodeShareState(state);
  CHECK(hash.find("&lesson=inline:") != std::string::npos);
  LessonPlayer fresh;
  ViewState freshView;
  REQUIRE(fresh.loadLessonList(kContent));
  REQUIRE_MESSAGE(fresh.applyShareLink(hash, freshView), fresh.message().text);
  CHECK(fresh.lesson().title == "My lesson");
  CHECK(fresh.session().time() == doctest::Approx(0.6).epsilon(1e-4));
  CHECK(freshView.observer == "rod@rod.proximal");
  CHECK(fresh.session().jointTorques()(0) == doctest::Approx(player.session().jointTorques()(0)).epsilon(1e-9));
  // Damaged, it shows a message and keeps what was open.
  std::string damaged = hash;
  damaged[damaged.size() / 2] = damaged[damaged.size() / 2] == 'A' ? 'B' : 'A';
  CHECK_FALSE(fresh.applyShareLink(damaged, freshView));
  CHECK(fresh.message().isError);
  CHECK(fresh.hasLesson());
  // A lesson opened from a file travels whole too; a shipped one by its id.
  CHECK(fresh.openLessonFile(kContent + "/lessons/template.json", freshView));
  CHECK_FALSE(fresh.shareState(freshView).inlineLesson.empty());
  fresh.openLesson(static_cast<std::size_t>(fresh.lessons().find("nlink")), freshView, error);
  CHECK(fresh.shareState(freshView).inlineLesson.empty());
  // An edited copy of a shipped lesson keeps its id; a link by id still opens the shipped lesson.
  auto shipped = loadLessonFile(kContent + "/lessons/radial-slider.json");
  REQUIRE(shipped.ok());
  REQUIRE(inlineLessonModel(*shipped, kContent + "/lessons/radial-slider.json").ok());
  shipped->title = "An edited radial slider";
  REQUIRE(fresh.openCarriedLesson(*shipped, "edited", false, freshView, error));
  REQUIRE(fresh.applyShareLink("#v1&lesson=radial-slider&step=1", freshView));
  CHECK_FALSE(fresh.currentEntry().carried);
  CHECK(fresh.lesson().title != "An edited radial slider");
  CHECK(fresh.lessons()[static_cast<std::size_t>(fresh.lessons().find("radial-slider"))].carried == false);
  // A model file opens as a lesson of one step around it.
  CHECK(fresh.openLessonFile(kContent + "/models/radial-slider.json", freshView));
  CHECK(fresh.lesson().title == "Radial slider");
  CHECK(fresh.currentEntry().carried);
}

TEST_CASE("the editor keeps what main's lessons added: a robot file's segments, torque parts, speed, students' own numbers") {
  // The robot lesson: its model takes the UR5's segments from a robot file, its steps open the torque
  // parts plot and set motion.speed; through the editor's document it is the same lesson.
  const std::string robotPath = kContent + "/lessons/robot-arm-at-speed.json";
  auto robot = loadLessonFile(robotPath);
  REQUIRE(robot.ok());
  REQUIRE(inlineLessonModel(*robot, robotPath).ok());
  const Json robotDoc = documentFromLesson(*robot);
  CHECK(robotDoc["model"]["robot"] == "../models/robots/ur5.urdf");
  const Validation robotValid = validateLessonDocument(robotDoc, kContent);
  REQUIRE_MESSAGE(robotValid.valid, robotValid.message);
  int parts = 0;
  for (std::size_t i = 0; i < robot->steps.size(); ++i) {
    CHECK(robotValid.lesson->steps[i].torqueParts == robot->steps[i].torqueParts);
    parts += robot->steps[i].torqueParts.empty() ? 0 : 1;
  }
  CHECK(parts >= 3);
  // An edit to the speed a step sets, and a torque_parts naming no coordinate, reach the engine.
  const Validation badParts = validateLessonDocument(withValue(robotDoc, "/steps/0/torque_parts", "elbow"), kContent);
  CHECK_FALSE(badParts.valid);
  CHECK(badParts.pointer == "/steps/0/torque_parts");
  // A robot file outside the content folder is refused, as a link would refuse it.
  const Validation foreign = validateLessonDocument(withValue(robotDoc, "/model/robot", "/etc/passwd"), kContent);
  CHECK_FALSE(foreign.valid);
  CHECK(foreign.pointer == "/model/robot");

  // The player opens the edited robot lesson and shares it whole; the link opens with the same τ.
  LessonPlayer player;
  ViewState view;
  REQUIRE(player.loadLessonList(kContent));
  std::string error;
  REQUIRE_MESSAGE(player.openCarriedLesson(*robotValid.lesson, "edited", false, view, error), error);
  player.goToStep(7, view);
  const ShareState shared = player.shareState(view);
  REQUIRE_FALSE(shared.inlineLesson.empty());
  LessonPlayer fresh;
  ViewState freshView;
  REQUIRE(fresh.loadLessonList(kContent));
  REQUIRE_MESSAGE(fresh.applyShareLink(encodeShareState(shared), freshView), fresh.message().text);
  CHECK(fresh.currentStep().torqueParts == player.currentStep().torqueParts);
  const VecX& tau = player.session().jointTorques();
  REQUIRE(fresh.session().jointTorques().size() == tau.size());
  for (int k = 0; k < tau.size(); ++k) CHECK(fresh.session().jointTorques()(k) == doctest::Approx(tau(k)).epsilon(1e-9));

  // The radial slider's varied exercise: the ranges survive the document, and a student's numbers
  // through a link with the lesson inside are the numbers of the shipped lesson.
  const Json slider = shippedDocument("radial-slider");
  const Validation sliderValid = validateLessonDocument(slider, kContent);
  REQUIRE(sliderValid.valid);
  auto shipped = loadLessonFile(kContent + "/lessons/radial-slider.json");
  REQUIRE(shipped.ok());
  int varied = 0;
  for (std::size_t i = 0; i < shipped->exercises.size(); ++i) {
    CHECK(sliderValid.lesson->exercises[i].vary == shipped->exercises[i].vary);
    varied += shipped->exercises[i].vary.empty() ? 0 : 1;
  }
  CHECK(varied >= 1);
  LessonPlayer lecturer;
  ViewState lecturerView;
  REQUIRE(lecturer.loadLessonList(kContent));
  REQUIRE(lecturer.openCarriedLesson(*sliderValid.lesson, "edited", false, lecturerView, error));
  REQUIRE(lecturer.setStudent("Ana Silva", 7));
  const std::string link = encodeShareState(lecturer.shareState(lecturerView));
  CHECK(link.find("&student=") != std::string::npos);
  LessonPlayer student, original;
  ViewState studentView, originalView;
  REQUIRE(student.loadLessonList(kContent));
  REQUIRE(original.loadLessonList(kContent));
  REQUIRE_MESSAGE(student.applyShareLink(link, studentView), student.message().text);
  REQUIRE(original.applyShareLink("#v1&lesson=radial-slider&student=Ana%20Silva&seed=7", originalView));
  REQUIRE(student.exercises().student());
  REQUIRE(original.exercises().student());
  REQUIRE(student.exercises().student()->exercises.size() == original.exercises().student()->exercises.size());
  for (std::size_t i = 0; i < original.exercises().student()->exercises.size(); ++i) {
    const ExerciseVariant& a = student.exercises().student()->exercises[i];
    const ExerciseVariant& b = original.exercises().student()->exercises[i];
    REQUIRE(a.size() == b.size());
    for (std::size_t k = 0; k < a.size(); ++k) {
      CHECK(a[k].path == b[k].path);
      CHECK(a[k].value == b[k].value);
    }
  }
}

TEST_CASE("a predict step and students' own numbers made with the editor's fields validate and survive the lesson writer") {
  // The editor-built radial slider's step: the Coriolis force predicted. The engine says what is still
  // missing, field by field, until the step is whole.
  Json doc = radialSliderConstruction().back();
  doc = withPredictTerms(doc, "/steps/0", {"coriolis"});
  const Validation noExplanation = validateLessonDocument(doc, kContent);
  CHECK_FALSE(noExplanation.valid);
  CHECK(noExplanation.pointer == "/steps/0/explanation");
  doc = withValue(doc, "/steps/0/explanation", "Backwards (-y), against the turning.");
  const Validation twoSegments = validateLessonDocument(doc, kContent);
  CHECK_FALSE(twoSegments.valid);
  CHECK_MESSAGE(twoSegments.message.find("one segment") != std::string::npos, twoSegments.message);
  doc = withValue(doc, "/steps/0/segments", Json::array({"bead"}));
  const Validation predicting = validateLessonDocument(doc, kContent);
  REQUIRE_MESSAGE(predicting.valid, predicting.message);
  CHECK(predicting.lesson->steps[0].predict.terms == std::vector<std::string>{"coriolis"});
  CHECK(predicting.lesson->steps[0].predict.explanation == "Backwards (-y), against the turning.");
  // Written by the lesson writer and read back, the step is the one edited.
  const Json written = documentFromLesson(*predicting.lesson);
  CHECK(written["steps"][0]["predict"] == Json::array({"coriolis"}));
  CHECK(written["steps"][0]["explanation"] == doc["steps"][0]["explanation"]);
  // A plane out of the planar lesson's xy is refused at its field; no term ticked is no predict step,
  // and the explanation and plane go with it (the format refuses them alone).
  const Validation outOfPlane = validateLessonDocument(withValue(doc, "/steps/0/predict_plane", "xz"), kContent);
  CHECK_FALSE(outOfPlane.valid);
  CHECK(outOfPlane.pointer == "/steps/0/predict_plane");
  // As the browser test goes on: an exercise as "Add exercise" makes it, varying the bead's mass.
  Json withExercise = withListAppended(doc, "exercises", {{"id", "exercise1"}, {"kind", "sign"}, {"prompt", "Which sign has it?"},
                                                          {"quantity", "tau.turn"}, {"explanation", "Why the engine's answer is right."}});
  withExercise = withVaryRowAdded(withExercise, "/exercises/0");
  withExercise = withVaryPathChanged(withExercise, "/exercises/0", "segments[0].mass", "segments[1].mass");
  for (int part = 0; part < 3; ++part)
    withExercise = withVaryBound(withExercise, "/exercises/0", "segments[1].mass", part, std::vector<double>{0.5, 2.0, 0.5}[static_cast<std::size_t>(part)]);
  const Validation exercised = validateLessonDocument(withExercise, kContent);
  REQUIRE_MESSAGE(exercised.valid, exercised.message);
  REQUIRE(exercised.lesson->exercises.size() == 1);
  REQUIRE(exercised.lesson->exercises[0].vary.size() == 1);
  CHECK(exercised.lesson->exercises[0].vary[0].count == 4);
  const Json writtenExercise = documentFromLesson(*exercised.lesson);
  CHECK(writtenExercise["exercises"][0]["vary"] == Json{{"segments[1].mass", {0.5, 2.0, 0.5}}});
  CHECK(writtenExercise["steps"][0]["predict"] == Json::array({"coriolis"}));
  doc = withPredictTerms(withValue(doc, "/steps/0/predict_plane", "xy"), "/steps/0", {});
  CHECK_FALSE(doc["steps"][0].contains("predict"));
  CHECK_FALSE(doc["steps"][0].contains("predict_plane"));
  CHECK_FALSE(doc["steps"][0].contains("explanation"));
  CHECK(validateLessonDocument(doc, kContent).valid);

  // The paths offered are the model's numbers as the engine's paths name them.
  const Json slider = shippedDocument("radial-slider");
  const std::vector<std::string> paths = varyPathChoices(slider);
  for (const char* p : {"segments[0].mass", "segments[1].mass", "motion.turn.period", "gravity[1]", "duration"})
    CHECK_MESSAGE(std::find(paths.begin(), paths.end(), p) != paths.end(), p);
  for (const std::string& p : paths) CHECK_MESSAGE(getJsonPath(slider["model"], p).ok(), p);
  REQUIRE(paths.size() >= 4);  // the masses first, then the lengths
  CHECK(paths[0] == "segments[0].mass");
  CHECK(paths[1] == "segments[1].mass");
  CHECK(paths[2] == "segments[0].length");
  CHECK(paths[3] == "segments[1].length");
  // Suggested ranges: half to twice the value in round steps (checked by hand).
  CHECK(suggestedVaryRange(slider, "segments[0].mass") == Json::array({0.25, 1.0, 0.05}));
  CHECK(suggestedVaryRange(slider, "motion.turn.period") == Json::array({3.0, 12.5, 0.5}));
  const Json earth{{"model", {{"gravity", {0, -9.81, 0}}}}};
  CHECK(suggestedVaryRange(earth, "gravity[1]") == Json::array({-20.0, -5.0, 1.0}));
  CHECK(suggestedVaryRange(earth, "gravity[0]") == Json::array({0, 1, 0.1}));

  // Rows added to the pause exercise: a mass first, then the next mass; each validates and the lesson
  // writer writes the same ranges back.
  Json varied = withVaryRowAdded(slider, "/exercises/3");
  CHECK(varied["exercises"][3]["vary"] == Json{{"segments[0].mass", {0.25, 1.0, 0.05}}});
  varied = withVaryRowAdded(varied, "/exercises/3");
  CHECK(varied["exercises"][3]["vary"].size() == 2);
  CHECK(varied["exercises"][3]["vary"]["segments[1].mass"] == Json::array({0.5, 2.0, 0.1}));
  const Validation twoRows = validateLessonDocument(varied, kContent);
  REQUIRE_MESSAGE(twoRows.valid, twoRows.message);
  REQUIRE(twoRows.lesson->exercises[3].vary.size() == 2);
  CHECK(twoRows.lesson->exercises[3].vary[0].count == 16);
  CHECK(twoRows.lesson->exercises[3].vary[1].count == 16);
  CHECK(documentFromLesson(*twoRows.lesson)["exercises"][3]["vary"] == varied["exercises"][3]["vary"]);
  // The second row's field changed to the turn's period, then its range typed part by part: a
  // step that does not divide the range is the engine's message, under the rows.
  varied = withVaryPathChanged(varied, "/exercises/3", "segments[1].mass", "motion.turn.period");
  CHECK(varied["exercises"][3]["vary"]["motion.turn.period"] == Json::array({0.5, 2.0, 0.1}));
  CHECK_FALSE(varied["exercises"][3]["vary"].contains("segments[1].mass"));
  CHECK(withVaryPathChanged(varied, "/exercises/3", "motion.turn.period", "segments[0].mass") == varied);  // taken
  varied = withVaryBound(varied, "/exercises/3", "motion.turn.period", 1, 9.0);
  varied = withVaryBound(varied, "/exercises/3", "motion.turn.period", 0, 3.0);
  varied = withVaryBound(varied, "/exercises/3", "motion.turn.period", 2, 0.7);
  const Validation badStep = validateLessonDocument(varied, kContent);
  CHECK_FALSE(badStep.valid);
  CHECK(badStep.pointer.rfind("/exercises/3/vary", 0) == 0);
  CHECK_MESSAGE(badStep.message.find("whole steps") != std::string::npos, badStep.message);
  varied = withVaryBound(varied, "/exercises/3", "motion.turn.period", 2, 0.5);
  const Validation period = validateLessonDocument(varied, kContent);
  REQUIRE_MESSAGE(period.valid, period.message);
  CHECK(period.lesson->exercises[3].vary[0].path == "motion.turn.period");
  CHECK(period.lesson->exercises[3].vary[0].count == 13);
  // A range that was not [min, max, step] (a file's mistake) becomes one as its parts are typed.
  CHECK(withVaryBound(withValue(slider, "/exercises/3/vary", Json{{"duration", 5}}), "/exercises/3", "duration", 1, 8)
            ["exercises"][3]["vary"]["duration"] == Json::array({nullptr, 8, nullptr}));
  // Both rows removed: no "vary" at all, the shipped document again.
  varied = withVaryRowRemoved(varied, "/exercises/3", "motion.turn.period");
  varied = withVaryRowRemoved(varied, "/exercises/3", "segments[0].mass");
  CHECK(varied == slider);
}

namespace {

// The lecturer's lesson of issue 32: the radial slider built in the editor, its first step a predict
// step whose explanation quotes the engine's numbers, plotting the turn's torque parts, and an
// exercise on the turn's torque. The joint "turn" is named in four places besides its own field.
Json lessonNamingTheTurn() {
  Json doc = radialSliderConstruction().back();
  doc = withPredictTerms(doc, "/steps/0", {"coriolis"});
  doc = withValue(doc, "/steps/0/segments", Json::array({"bead"}));
  doc = withValue(doc, "/steps/0/explanation", "Backwards: {term.coriolis.force.norm:unit}, and the motor adds {tau.turn:unit}.");
  doc = withValue(doc, "/steps/0/torque_parts", "turn");
  doc = withListAppended(doc, "exercises", {{"id", "motor"}, {"kind", "magnitude"}, {"unit", "N·m"}, {"prompt", "How large is τ at {qd.turn} rad/s?"},
                                            {"quantity", "tau.turn"}, {"segment", "bead"}, {"time", 0.6},
                                            {"explanation", "= {expr:2*mass*qd.turn*q.slide*qd.slide}"}});
  return doc;
}

}  // namespace

TEST_CASE("renaming a joint renames its coordinate everywhere the lesson names it, as one edit the engine accepts") {
  const Json doc = lessonNamingTheTurn();
  REQUIRE_MESSAGE(validateLessonDocument(doc, kContent).valid, validateLessonDocument(doc, kContent).message);
  // Without the references following (the old editor typed the name alone), the engine refuses the lesson.
  const Validation broken = validateLessonDocument(withValue(doc, "/model/segments/0/joint/name", "spin"), kContent);
  CHECK_FALSE(broken.valid);

  const Json renamed = withRenamedJoint(doc, 0, "spin");
  CHECK(renamed["model"]["segments"][0]["joint"]["name"] == "spin");
  CHECK(renamed["model"]["motion"].contains("spin"));
  CHECK_FALSE(renamed["model"]["motion"].contains("turn"));
  CHECK(renamed["model"]["motion"]["spin"] == doc["model"]["motion"]["turn"]);
  CHECK(renamed["steps"][0]["torque_parts"] == "spin");
  CHECK(renamed["steps"][0]["explanation"] == "Backwards: {term.coriolis.force.norm:unit}, and the motor adds {tau.spin:unit}.");
  CHECK(renamed["exercises"][0]["quantity"] == "tau.spin");
  CHECK(renamed["exercises"][0]["prompt"] == "How large is τ at {qd.spin} rad/s?");
  CHECK(renamed["exercises"][0]["explanation"] == "= {expr:2*mass*qd.spin*q.slide*qd.slide}");
  const Validation v = validateLessonDocument(renamed, kContent);
  REQUIRE_MESSAGE(v.valid, v.message);
  // The same numbers as before the rename.
  const Validation before = validateLessonDocument(doc, kContent);
  auto a = openLessonSession(*before.lesson), b = openLessonSession(*v.lesson);
  REQUIRE(a.ok());
  REQUIRE(b.ok());
  REQUIRE(a->setTime(0.6).ok());
  REQUIRE(b->setTime(0.6).ok());
  CHECK(b->jointTorques()(0) == a->jointTorques()(0));
  // One command: one Undo brings every reference back.
  EditorDocument d;
  d.reset(doc);
  REQUIRE(d.commit(renamed, "joint name"));
  REQUIRE(d.undo());
  CHECK(d.json() == doc);
  // Unnamed again: the joint is named after its segment, and so is its coordinate.
  const Json unnamed = withRenamedJoint(renamed, 0, "");
  CHECK_FALSE(unnamed["model"]["segments"][0]["joint"].contains("name"));
  CHECK(unnamed["exercises"][0]["quantity"] == "tau.rod");
  CHECK(validateLessonDocument(unnamed, kContent).valid);
}

TEST_CASE("renames reach checks, settings, parameters, own numbers, the simulation and every translation") {
  Json doc = lessonNamingTheTurn();
  doc["checks"] = Json::array({{{"statement", "τ follows the law"}, {"quantity", "tau.turn"}, {"over", {0.5, 0.9}}, {"expect", "equals"},
                                {"other", {{"quantity", "expr:2*mass*qd.turn*q.slide*qd.slide + M.turn.turn*qdd.turn"}}}}});
  doc["steps"][0]["set"] = {{"motion.turn.period", 3.0}};
  doc["parameters"] = Json::array({{{"label", "period"}, {"path", "motion.turn.period"}, {"min", 1}, {"max", 9}}});
  doc["exercises"][0]["vary"] = {{"motion.turn.period", {3.0, 9.0, 0.5}}};
  doc["translations"] = {{"de", {{"steps", Json::array({{{"explanation", "Rückwärts: {term.coriolis.force.norm:unit}, Motor {tau.turn:unit}."}}})}}}};
  const Json renamed = withRenamedCoordinates(doc, {{"turn", "spin"}});
  CHECK(renamed["checks"][0]["quantity"] == "tau.spin");
  CHECK(renamed["checks"][0]["other"]["quantity"] == "expr:2*mass*qd.spin*q.slide*qd.slide + M.spin.spin*qdd.spin");
  CHECK(renamed["steps"][0]["set"] == Json{{"motion.spin.period", 3.0}});
  CHECK(renamed["parameters"][0]["path"] == "motion.spin.period");
  CHECK(renamed["exercises"][0]["vary"] == Json{{"motion.spin.period", {3.0, 9.0, 0.5}}});
  CHECK(renamed["translations"]["de"]["steps"][0]["explanation"] == "Rückwärts: {term.coriolis.force.norm:unit}, Motor {tau.spin:unit}.");
  // The simulation's initial state and torques are keyed by coordinate; a PID measures one by name.
  Json sim = shippedDocument("double-pendulum");
  REQUIRE(sim["model"].contains("simulation"));
  const auto coordinates = jointCoordinates(sim["model"]["segments"][1], sim["model"]["segments"][1]["name"].get<std::string>());
  REQUIRE(coordinates.size() == 1);
  const Json simRenamed = withRenamedJoint(sim, 1, "knee");
  const Validation simValid = validateLessonDocument(simRenamed, kContent);
  CHECK_MESSAGE(simValid.valid, simValid.message);
  CHECK(simRenamed.dump().find("\"" + coordinates[0] + "\"") == std::string::npos);

  // Only names in placeholders and quantities change: the words around them, longer names and numbers stay.
  const Renames turn{{"turn", "spin"}};
  CHECK(renamedPlaceholders("The turn {q.turn} of the turntable {qd.turnx} at {expr:1e-3*tau.turn/2}", turn) ==
        "The turn {q.spin} of the turntable {qd.turnx} at {expr:1e-3*tau.spin/2}");
  CHECK(renamedQuantity("term.joint.force.x", turn) == "term.joint.force.x");
  CHECK(renamedQuantity("E.turn.spring1", turn) == "E.spin.spring1");
  CHECK(renamedQuantity("turn", turn) == "turn");
  CHECK(renamedModelPath("simulation.torques.turn.pid.kp", turn) == "simulation.torques.spin.pid.kp");
  CHECK(renamedModelPath("segments[0].mass", turn) == "segments[0].mass");
}

TEST_CASE("renaming a segment with an unnamed joint renames its coordinate too; names that would break references are refused") {
  Json doc = lessonNamingTheTurn();
  doc = withRenamedJoint(doc, 0, "");  // the rod's joint named after the rod: coordinate "rod"
  REQUIRE(doc["exercises"][0]["quantity"] == "tau.rod");
  const Json renamed = withRenamedSegment(doc, 0, "arm");
  CHECK(renamed["model"]["segments"][1]["parent"] == "arm");
  CHECK(renamed["exercises"][0]["quantity"] == "tau.arm");
  CHECK(renamed["steps"][0]["torque_parts"] == "arm");
  CHECK(renamed["model"]["motion"].contains("arm"));
  CHECK(validateLessonDocument(renamed, kContent).valid);
  // A name already taken, or one the references cannot carry, is refused with the reason.
  CHECK(segmentNameProblem(doc, 0, "arm").empty());
  CHECK(segmentNameProblem(doc, 0, "bead").find("named \"bead\" already") != std::string::npos);
  CHECK(segmentNameProblem(doc, 0, "").find("1-64 characters") != std::string::npos);
  CHECK(segmentNameProblem(doc, 0, "rod@x").find("1-64 characters") != std::string::npos);
  CHECK(segmentNameProblem(doc, 0, "world").find("format's own words") != std::string::npos);
  CHECK(jointNameProblem(doc, 0, "slide").find("has a coordinate \"slide\" already") != std::string::npos);
  CHECK(jointNameProblem(doc, 0, "spin").empty());
  CHECK(jointNameProblem(doc, 0, "").empty());  // named after its segment again
  CHECK(jointNameProblem(doc, 1, "speed").find("speed factor") != std::string::npos);
}

TEST_CASE("New opens a small lesson that is valid as it is: a pendulum hanging under gravity, swinging, one step that plays") {
  NewLessonWords words;
  words.title = "Minha aula";
  const Json doc = newLessonDocument(words);
  CHECK(doc["title"] == "Minha aula");
  const Validation v = validateLessonDocument(doc, kContent);
  REQUIRE_MESSAGE(v.valid, v.message);
  REQUIRE(v.lesson->steps.size() == 1);
  CHECK(v.lesson->steps[0].play);
  auto session = openLessonSession(*v.lesson);
  REQUIRE(session.ok());
  CHECK(session->model().segmentCount() == 1);
  REQUIRE(session->setTime(0.5).ok());  // a quarter period: the swing's widest, 0.5 rad
  CHECK(session->state().q(0) == doctest::Approx(0.5));
  // The player opens it and shows it from its start.
  LessonPlayer player;
  ViewState view;
  REQUIRE(player.loadLessonList(kContent));
  std::string error;
  REQUIRE_MESSAGE(player.openCarriedLesson(*v.lesson, "edited", false, view, error), error);
  CHECK(player.lesson().title == "Minha aula");
  CHECK(player.step() == 0);
}

TEST_CASE("a new segment hangs down under gravity, or goes on along its parent") {
  Json doc = newLessonDocument();
  CHECK(newSegmentDirection(doc, -1) == Json::array({0.0, -1.0, 0.0}));
  doc = withValue(doc, "/model/segments/0/direction", Json::array({1.0, 0.0, 0.0}));
  CHECK(newSegmentDirection(doc, 0) == Json::array({1.0, 0.0, 0.0}));
  std::string name;
  const Json chain = withNewSegment(doc, 0, name);
  CHECK(name == "segment2");
  CHECK(chain["model"]["segments"][1]["direction"] == Json::array({1.0, 0.0, 0.0}));
  CHECK(chain["model"]["segments"][1]["parent"] == "segment1");
  CHECK(validateLessonDocument(chain, kContent).valid);
  CHECK(newSegmentDirection(withValue(doc, "/model/gravity", Json::array({0, 0, -9.81})), -1) == Json::array({0.0, 0.0, -1.0}));
  CHECK(newSegmentDirection(withValue(doc, "/model/gravity", Json::array({0, 0, 0})), -1) == Json::array({1.0, 0.0, 0.0}));
  const Json slanted = newSegmentDirection(withValue(doc, "/model/gravity", Json::array({3, -4, 0})), -1);
  CHECK(slanted[0].get<double>() == doctest::Approx(0.6));
  CHECK(slanted[1].get<double>() == doctest::Approx(-0.8));
}

TEST_CASE("a motion's form: its parts added and removed, sampled by the engine, its axes numbered in round steps") {
  CHECK(motionParts(Json(0.3)) == std::vector<MotionPart>{MotionPart::Constant});
  CHECK(motionParts(Json()).empty());
  const Json slide = Json::parse(R"({"constant": 0.1, "rate_pieces": {"pieces": [{"duration": 1, "rate": 1}], "ramp": 0.1}})");
  CHECK(motionParts(slide) == std::vector<MotionPart>{MotionPart::Constant, MotionPart::RatePieces});
  // A sinusoid on top of a constant offset; a rate and a period cannot be summed (the format refuses both).
  Json f = withMotionPart(Json(0.2), MotionPart::Sinusoids);
  CHECK(f["constant"] == 0.2);
  CHECK(f["sinusoids"].size() == 1);
  CHECK(withMotionPart(motionExample(MotionPart::Period), MotionPart::Rate) == motionExample(MotionPart::Period));
  CHECK(withoutMotionPart(f, MotionPart::Sinusoids) == Json(0.2));
  CHECK(withoutMotionPart(motionExample(MotionPart::Rate), MotionPart::Rate) == Json(0.0));
  // Every part's example is a function the engine reads.
  for (MotionPart p : kMotionParts) CHECK_MESSAGE(sampleMotion(motionExample(p), 4.0, 1.0, 8).ok(), motionPartKey(p));
  // One turn per 2π s: q = t, q̇ = 1, q̈ = 0; twice as fast: q̇ = 2.
  auto turn = sampleMotion(motionExample(MotionPart::Period), 4.0, 1.0, 4);
  REQUIRE(turn.ok());
  REQUIRE(turn->t.size() == 5);
  CHECK(turn->q[2] == doctest::Approx(2.0));
  CHECK(turn->qd[3] == doctest::Approx(1.0));
  CHECK(turn->qdd[1] == doctest::Approx(0.0));
  auto fast = sampleMotion(motionExample(MotionPart::Period), 4.0, 2.0, 4);
  REQUIRE(fast.ok());
  CHECK(fast->qd[1] == doctest::Approx(2.0));
  // 0.5 sin(2π t / 2): its widest at t = 0.5 s, its largest acceleration −0.5 (π)² there.
  auto swing = sampleMotion(motionExample(MotionPart::Sinusoids), 1.0, 1.0, 2);
  REQUIRE(swing.ok());
  CHECK(swing->q[1] == doctest::Approx(0.5));
  CHECK(swing->qdd[1] == doctest::Approx(-0.5 * M_PI * M_PI));
  auto wrong = sampleMotion(Json{{"period", -1}}, 4.0, 1.0, 4);
  CHECK_FALSE(wrong.ok());
  CHECK(wrong.error().text().find("period") != std::string::npos);
  // A pasted table: header and blank lines skipped, commas, tabs and semicolons between.
  Json spline;
  CHECK(tableToSpline("t value\n0, 0\n\n1\t0.5\n2;1\n", spline));
  CHECK(spline["spline"]["t"] == Json::array({0.0, 1.0, 2.0}));
  CHECK_FALSE(tableToSpline("only 1 2", spline));
  // Round ticks: multiples of 1, 2 or 5 × 10^k, within the range, at most as many as asked.
  CHECK(axisTicks(0.0, 4.0, 5) == std::vector<double>{0, 1, 2, 3, 4});
  CHECK(axisTicks(0.0, 4.0, 3) == std::vector<double>{0, 2, 4});
  const auto ticks = axisTicks(-0.52, 0.52, 5);
  REQUIRE(ticks.size() >= 3);
  CHECK(ticks.front() >= -0.52);
  CHECK(ticks.back() <= 0.52);
  CHECK(std::find(ticks.begin(), ticks.end(), 0.0) != ticks.end());
  CHECK(axisTicks(1.0, 1.0, 5) == std::vector<double>{1.0});
  // Two at least, where a round step gives two: ±0.55 with room for two is −0.5 and 0.5 (and 0).
  CHECK(axisTicks(-0.55, 0.55, 2) == std::vector<double>{-0.5, 0.0, 0.5});
  CHECK(axisTicks(0.0, 4.0, 2) == std::vector<double>{0.0, 2.0, 4.0});
  CHECK(axisTicks(0.0, 10.0, 6) == std::vector<double>{0.0, 2.0, 4.0, 6.0, 8.0, 10.0});
}

TEST_CASE("the quantity picker's list: grouped term → force or moment → component, searched by what is typed") {
  const Validation v = validateLessonDocument(radialSliderConstruction().back(), kContent);
  REQUIRE(v.valid);
  auto session = openLessonSession(*v.lesson);
  REQUIRE(session.ok());
  const std::vector<std::string> names = quantityNames(session->model());
  CHECK(names.size() > 90);
  const std::vector<QuantityNode> tree = groupQuantities(names);
  // Nine terms, the kinematics, two coordinates, the mass matrix, the energies, the residual: one screen of groups.
  CHECK(tree.size() == 15);
  REQUIRE(tree[5].group == QuantityGroup::Term);
  CHECK(tree[5].key == "coriolis");
  REQUIRE(tree[5].children.size() == 2);
  CHECK(tree[5].children[0].key == "force");
  REQUIRE(tree[5].children[0].children.size() == 4);
  CHECK(tree[5].children[0].children[0].key == "x");
  CHECK(tree[5].children[0].children[0].quantity == "term.coriolis.force.x");
  const auto coordinate = std::find_if(tree.begin(), tree.end(), [](const QuantityNode& n) { return n.group == QuantityGroup::Coordinate; });
  REQUIRE(coordinate != tree.end());
  CHECK(coordinate->key == "turn");
  CHECK(coordinate->children.front().quantity == "tau.turn");
  CHECK(tree.back().quantity == "residual");
  // Every quantity is in the tree exactly once.
  std::vector<std::string> leaves;
  std::function<void(const std::vector<QuantityNode>&)> collect = [&](const std::vector<QuantityNode>& nodes) {
    for (const QuantityNode& n : nodes) {
      if (!n.quantity.empty()) leaves.push_back(n.quantity);
      collect(n.children);
    }
  };
  collect(tree);
  std::vector<std::string> sortedNames = names;
  std::sort(leaves.begin(), leaves.end());
  std::sort(sortedNames.begin(), sortedNames.end());
  CHECK(leaves == sortedNames);
  // Typed words, any case, dots as spaces; whole parts first.
  CHECK(searchQuantities(names, "cor X") == std::vector<std::string>{"term.coriolis.force.x", "term.coriolis.moment.x"});
  const auto q = searchQuantities(names, "q turn");
  REQUIRE(q.size() >= 3);
  CHECK(q[0] == "q.turn");
  CHECK(std::find(q.begin(), q.end(), "Mqdd.turn") != q.end());
  CHECK(searchQuantities(names, "coriolis.force.norm") == std::vector<std::string>{"term.coriolis.force.norm"});
  CHECK(searchQuantities(names, "").empty());
  CHECK(searchQuantities(names, "nothing like it").empty());
}

TEST_CASE("a placeholder the engine cannot fill is refused at its field; the reveal shows the explanation's numbers") {
  const Json doc = lessonNamingTheTurn();
  // Misspelt in the explanation, in a step's text: the lesson is refused, the message at that field.
  const Validation explanation = validateLessonDocument(withValue(doc, "/steps/0/explanation", "It is {term.coriolis.force.nrom} N."), kContent);
  CHECK_FALSE(explanation.valid);
  CHECK(explanation.pointer == "/steps/0/explanation");
  CHECK_MESSAGE(explanation.message.find("nrom") != std::string::npos, explanation.message);
  const Validation text = validateLessonDocument(withValue(doc, "/steps/0/text", "The motor: {tau.tunr}"), kContent);
  CHECK_FALSE(text.valid);
  CHECK(text.pointer == "/steps/0/text");
  // An exercise's unknown quantity is said at the quantity's field.
  const Validation quantity = validateLessonDocument(withValue(doc, "/exercises/0/quantity", "tau.x"), kContent);
  CHECK_FALSE(quantity.valid);
  CHECK(quantity.pointer == "/exercises/0/quantity");

  // The reveal: the explanation with the engine's numbers, as the step's text is filled, in the UI language.
  const Validation v = validateLessonDocument(doc, kContent);
  REQUIRE(v.valid);
  LessonPlayer player;
  ViewState view;
  REQUIRE(player.loadLessonList(kContent));
  std::string error;
  REQUIRE(player.openCarriedLesson(*v.lesson, "edited", false, view, error));
  player.goToStep(0, view);
  REQUIRE(player.prediction().any());
  player.predictionRound().setAngle(0, -90.0);
  REQUIRE(player.revealPrediction(view));
  const std::string shown = predictionExplanationText(player, view);
  CHECK(shown.find('{') == std::string::npos);
  CHECK_MESSAGE(shown.find(" N, and the motor adds ") != std::string::npos, shown);
  CHECK_MESSAGE(shown.find("N·m.") != std::string::npos, shown);
  // The Coriolis force's size there, as the engine computes it: 2 m ω ṙ at t = 0.6 s.
  auto size = evaluateScalar(player.session(), view.focusSegment, "term.coriolis.force.norm");
  REQUIRE(size.ok());
  CHECK_MESSAGE(shown.find(formatNumber(*size)) != std::string::npos, shown);
  // The exercise's unit is the lesson's, written back as it was given.
  CHECK(documentFromLesson(*v.lesson)["exercises"][0]["unit"] == "N·m");
}
