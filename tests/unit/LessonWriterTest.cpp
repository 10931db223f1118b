// Lessons and models written back to JSON (the editor's Save, the share link): every shipped file
// read, written and read again is the same lesson (field by field, LessonCompare.cpp) or the same
// model document; the same input always gives the same bytes; files of format version 1 (all the
// shipped ones) still open; a lesson with its model inside gives the same numbers as with the file.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>

#include "io/codecs/JsonText.hpp"
#include "io/codecs/JsonWriter.hpp"
#include "io/formats/ModelJson.hpp"
#include "lesson/LessonSession.hpp"

using namespace wl;

namespace {
const std::string kContent = std::string(WRENCHLAB_SOURCE_DIR) + "/content";

std::vector<std::string> jsonFiles(const std::string& folder) {
  std::vector<std::string> files;
  for (const auto& e : std::filesystem::directory_iterator(kContent + "/" + folder))
    if (e.path().extension() == ".json" && e.path().stem() != "index") files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

// τ of every coordinate and every joint wrench at a few times: the numbers a lesson shows (a model
// without coordinates, on a moving base, has joint wrenches only).
std::vector<double> torquesOverTime(Session& session) {
  std::vector<double> out;
  for (double t : {0.0, 0.37, 1.1}) {
    if (!session.setTime(std::min(t, session.endTime()))) continue;
    for (int k = 0; k < session.jointTorques().size(); ++k) out.push_back(session.jointTorques()(k));
    for (const Wrench& w : session.data().jointWrench_W)
      for (int c = 0; c < 3; ++c) out.push_back(w.force(c)), out.push_back(w.moment(c));
  }
  return out;
}
}  // namespace

TEST_CASE("every shipped model written and read back is the same document, written in the same bytes") {
  const auto files = jsonFiles("models");
  REQUIRE(files.size() >= 10);
  int trials = 0;
  for (const std::string& path : files) {
    INFO(path);
    auto file = loadModelFile(path);
    REQUIRE_MESSAGE(file.ok(), file.error().text());
    const std::string text = writeModelText(*file);
    auto again = loadModelText(text, path, std::filesystem::path(path).parent_path().string());
    REQUIRE_MESSAGE(again.ok(), again.error().text());
    CHECK(again->document == file->document);
    CHECK(again->model.segmentCount() == file->model.segmentCount());
    CHECK(writeModelText(*again) == text);
    ++trials;
  }
  CHECK(trials == static_cast<int>(files.size()));
}

TEST_CASE("every shipped lesson (format version 1) written and read back is the same lesson") {
  const auto files = jsonFiles("lessons");
  REQUIRE(files.size() >= 10);
  int trials = 0, translated = 0;
  for (const std::string& path : files) {
    INFO(path);
    auto lesson = loadLessonFile(path);
    REQUIRE_MESSAGE(lesson.ok(), lesson.error().text());
    const nlohmann::json written = lessonToJson(*lesson, path);
    CHECK(written["version"] == kLessonFormatVersion);
    CHECK(written["model"].is_string());  // a lesson that names a model file keeps naming it
    auto back = loadLessonJson(written, path);
    REQUIRE_MESSAGE(back.ok(), back.error().text());
    CHECK(*back == *lesson);
    CHECK(back->translations.size() == lesson->translations.size());
    translated += lesson->translations.empty() ? 0 : 1;
    // Stable: the same lesson, written twice or after a round trip, gives the same bytes.
    const std::string text = writeLessonText(*lesson, path);
    CHECK(writeLessonText(*back, path) == text);
    auto parsed = parseJsonText(text, path);
    REQUIRE(parsed.ok());
    CHECK(*parsed == written);
    ++trials;
  }
  CHECK(trials == static_cast<int>(files.size()));
  CHECK(translated >= 9);  // the shipped lessons' German and Portuguese texts go through the writer too
}

TEST_CASE("a lesson with its model inside is the same lesson and gives the same numbers as with the file") {
  int trials = 0;
  for (const std::string& path : jsonFiles("lessons")) {
    INFO(path);
    auto lesson = loadLessonFile(path);
    REQUIRE(lesson.ok());
    Lesson inlined = *lesson;
    REQUIRE(inlineLessonModel(inlined, path).ok());
    CHECK(hasInlineModel(inlined));
    CHECK(inlined.modelPath == std::filesystem::path(path).lexically_normal().string());
    const nlohmann::json written = lessonToJson(inlined, path);
    CHECK(written["model"].is_object());
    auto back = loadLessonJson(written, path);
    REQUIRE_MESSAGE(back.ok(), back.error().text());
    CHECK(*back == inlined);
    CHECK(writeLessonText(*back, path) == writeLessonText(inlined, path));
    // The model document inside is the model file's (its data file now named from the lesson's folder).
    auto modelFile = parseJsonFile(lesson->modelPath);
    REQUIRE(modelFile.ok());
    CHECK(inlined.model.size() == modelFile->size());
    auto fromFile = openLessonSession(*lesson);
    auto fromInside = openLessonSession(*back);
    REQUIRE_MESSAGE(fromFile.ok(), fromFile.error().text());
    REQUIRE_MESSAGE(fromInside.ok(), fromInside.error().text());
    const auto expected = torquesOverTime(*fromFile);
    CHECK(!expected.empty());
    CHECK(torquesOverTime(*fromInside) == expected);  // the same model: bit for bit
    ++trials;
  }
  CHECK(trials >= 10);
}

TEST_CASE("fields main's lessons added are written: a step's torque_parts, an exercise's vary, a model's robot file") {
  const std::string robotPath = kContent + "/lessons/robot-arm-at-speed.json";
  auto robot = loadLessonFile(robotPath);
  REQUIRE_MESSAGE(robot.ok(), robot.error().text());
  const nlohmann::json robotDoc = lessonToJson(*robot, robotPath);
  int parts = 0;
  for (std::size_t i = 0; i < robot->steps.size(); ++i)
    if (!robot->steps[i].torqueParts.empty()) {
      CHECK(robotDoc["steps"][i]["torque_parts"] == robot->steps[i].torqueParts);
      ++parts;
    }
  CHECK(parts >= 3);
  // The model's robot file, named from the lesson's folder once the model is inside it.
  Lesson inlined = *robot;
  REQUIRE(inlineLessonModel(inlined, robotPath).ok());
  CHECK(inlined.model["robot"] == "../models/robots/ur5.urdf");
  CHECK(inlined.model["motion"]["speed"] == 1);
  CHECK(openLessonSession(inlined).ok());
  // A model file wrapped in a lesson where the model lies, then moved to where a link's lesson lives.
  auto modelDoc = parseJsonFile(kContent + "/models/ur5-at-speed.json");
  REQUIRE(modelDoc.ok());
  Lesson around = lessonAroundModel(*modelDoc, kContent + "/models/ur5-at-speed.json");
  CHECK(around.model["robot"] == "robots/ur5.urdf");
  moveInlineLesson(around, kContent + "/lessons/link.json");
  CHECK(around.model["robot"] == "../models/robots/ur5.urdf");
  CHECK(around.modelPath == std::filesystem::path(kContent + "/lessons/link.json").lexically_normal().string());
  CHECK(openLessonSession(around).ok());

  const std::string sliderPath = kContent + "/lessons/radial-slider.json";
  auto slider = loadLessonFile(sliderPath);
  REQUIRE(slider.ok());
  const nlohmann::json sliderDoc = lessonToJson(*slider, sliderPath);
  int varied = 0;
  for (std::size_t i = 0; i < slider->exercises.size(); ++i)
    for (const VaryRange& r : slider->exercises[i].vary) {
      INFO(r.path);
      CHECK(sliderDoc["exercises"][i]["vary"][r.path] == nlohmann::json::array({r.min, r.max, r.step}));
      ++varied;
    }
  CHECK(varied >= 2);
  // Read back: the same values for every student (count and decimals follow from the range).
  auto back = loadLessonJson(sliderDoc, sliderPath);
  REQUIRE(back.ok());
  for (std::size_t i = 0; i < slider->exercises.size(); ++i)
    for (std::size_t k = 0; k < slider->exercises[i].vary.size(); ++k) {
      const VaryRange& a = slider->exercises[i].vary[k];
      const VaryRange& b = back->exercises[i].vary[k];
      CHECK(b.count == a.count);
      CHECK(b.value(b.count - 1) == a.value(a.count - 1));
    }
}

TEST_CASE("the lesson format's versions: 1 names a model file, 2 may carry the model; others are refused") {
  const std::string path = kContent + "/lessons/radial-slider.json";
  auto v1 = parseJsonFile(path);
  REQUIRE(v1.ok());
  CHECK((*v1)["version"] == 1);
  CHECK(loadLessonJson(*v1, path).ok());
  nlohmann::json noVersion = *v1;
  noVersion.erase("version");
  CHECK(loadLessonJson(noVersion, path).ok());  // before versions were written: 1

  auto model = parseJsonFile(kContent + "/models/radial-slider.json");
  REQUIRE(model.ok());
  nlohmann::json inlineV1 = *v1;
  inlineV1["model"] = *model;
  auto refused = loadLessonJson(inlineV1, path);
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.error().where == "model");
  CHECK(refused.error().message.find("\"version\": 2") != std::string::npos);

  nlohmann::json v3 = *v1;
  v3["version"] = 3;
  auto future = loadLessonJson(v3, path);
  REQUIRE_FALSE(future.ok());
  CHECK(future.error().text() == "version: must be 1 or 2, got 3");

  nlohmann::json badModel = *v1;
  badModel["model"] = 42;
  REQUIRE_FALSE(loadLessonJson(badModel, path).ok());
}

TEST_CASE("an error in a model inside the lesson is named by the lesson's path to the field") {
  const std::string path = kContent + "/lessons/radial-slider.json";
  auto lesson = loadLessonFile(path);
  REQUIRE(lesson.ok());
  REQUIRE(inlineLessonModel(*lesson, path).ok());
  lesson->model["segments"][1]["mass"] = -1;
  auto session = openLessonSession(*lesson);
  REQUIRE_FALSE(session.ok());
  CHECK(session.error().where == std::filesystem::path(path).lexically_normal().string() + ": model.segments[1].mass");
  CHECK(session.error().message.find("-1") != std::string::npos);
}

TEST_CASE("the JSON writer: fixed key order, numbers that read back exactly, arrays of numbers filled into lines") {
  nlohmann::json doc = {{"zeta", 1}, {"name", "x"}, {"format", "f"}, {"alpha", {0.1, 1.0 / 3.0, 1e-300, -2.5e17}}};
  CHECK(writeJsonText(doc, JsonStyle::Compact) ==
        "{\"format\":\"f\",\"name\":\"x\",\"alpha\":[0.1,0.3333333333333333,1e-300,-2.5e+17],\"zeta\":1}");
  auto back = parseJsonText(writeJsonText(doc), "written");
  REQUIRE(back.ok());
  CHECK(*back == doc);
  CHECK((*back)["alpha"][1].get<double>() == 1.0 / 3.0);
  nlohmann::json table = nlohmann::json::array();
  for (int i = 0; i < 200; ++i) table.push_back(i * 0.125);
  const std::string text = writeJsonText(nlohmann::json{{"t", table}});
  size_t lines = static_cast<size_t>(std::count(text.begin(), text.end(), '\n'));
  CHECK(lines < 30);  // 200 numbers fill lines of ≤ 100 characters
  size_t start = 0;
  while (start < text.size()) {
    const size_t end = text.find('\n', start);
    CHECK(end - start <= 100);
    start = end + 1;
  }
  CHECK(writeJsonText(nlohmann::json::object()) == "{}\n");
}
