// The share link that carries a whole lesson: base64url and zlib against published and independent
// values, every shipped lesson through a link and back, and hostile links (damaged, truncated, a
// "zip bomb", a file outside the content folder) refused with a message.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>

#include "io/codecs/Base64Url.hpp"
#include "io/codecs/Deflate.hpp"
#include "io/codecs/JsonText.hpp"
#include "io/codecs/JsonWriter.hpp"
#include "lesson/LessonLink.hpp"
#include "lesson/LessonSession.hpp"

using namespace wl;

namespace {
const std::string kContent = std::string(WRENCHLAB_SOURCE_DIR) + "/content";

std::vector<std::string> lessonFiles() {
  std::vector<std::string> files;
  for (const auto& e : std::filesystem::directory_iterator(kContent + "/lessons"))
    if (e.path().extension() == ".json" && e.path().stem() != "index") files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

std::string hexBytes(const std::string& bytes) {
  static const char* hex = "0123456789abcdef";
  std::string out;
  for (unsigned char c : bytes) {
    out += hex[c >> 4];
    out += hex[c & 15];
  }
  return out;
}
}  // namespace

TEST_CASE("base64url: RFC 4648's test vectors, the URL alphabet, no padding, bad input refused") {
  const std::pair<const char*, const char*> vectors[] = {{"", ""},          {"f", "Zg"},          {"fo", "Zm8"},
                                                         {"foo", "Zm9v"},   {"foob", "Zm9vYg"},   {"fooba", "Zm9vYmE"},
                                                         {"foobar", "Zm9vYmFy"}};
  for (const auto& [plain, encoded] : vectors) {
    CHECK(base64UrlEncode(plain) == encoded);
    auto back = base64UrlDecode(encoded);
    REQUIRE(back.ok());
    CHECK(*back == plain);
  }
  CHECK(base64UrlEncode(std::string("\xfb\xff\xbf", 3)) == "-_-_");  // '+' and '/' of plain base64 become '-' and '_'
  CHECK_FALSE(base64UrlDecode("Zm9v+").ok());
  CHECK_FALSE(base64UrlDecode("Zm9=").ok());
  CHECK_FALSE(base64UrlDecode("Zm9vY").ok());  // 4k + 1 characters: no encoder writes that
}

TEST_CASE("zlib: the bytes Python's zlib writes at level 9, and back") {
  // python3 -c "import zlib; print(zlib.compress(b'hello', 9).hex())"
  CHECK(hexBytes(zlibCompress("hello")) == "78dacb48cdc9c90700062c0215");
  auto back = zlibDecompress(zlibCompress("hello"), 100);
  REQUIRE(back.ok());
  CHECK(*back == "hello");
}

TEST_CASE("zlib: a damaged, truncated, overlong or bomb stream is refused with a message") {
  const std::string text(5000, 'a');
  const std::string packed = zlibCompress(text + "the end");
  std::string damaged = packed;
  damaged[damaged.size() - 3] ^= 0x55;  // the Adler-32 check no longer holds
  CHECK_FALSE(zlibDecompress(damaged, 1 << 20).ok());
  auto cut = zlibDecompress(packed.substr(0, packed.size() - 5), 1 << 20);
  REQUIRE_FALSE(cut.ok());
  CHECK(cut.error().message == "is cut short");
  auto trailing = zlibDecompress(packed + "x", 1 << 20);
  REQUIRE_FALSE(trailing.ok());
  CHECK(trailing.error().message == "has bytes after the compressed lesson");
  // 64 MB of zeros packs into ~64 kB; the limit stops the inflation at 1 MB.
  const std::string bomb = zlibCompress(std::string(64u << 20, '\0'));
  CHECK(bomb.size() < 100000);
  auto refused = zlibDecompress(bomb, 1u << 20);
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.error().message.find("more than 1024 kB") != std::string::npos);
  CHECK_FALSE(zlibDecompress("", 100).ok());
  CHECK_FALSE(zlibDecompress("not zlib at all", 100).ok());
}

TEST_CASE("every shipped lesson goes through a link and comes back the same, with the same bytes every time") {
  int trials = 0;
  for (const std::string& path : lessonFiles()) {
    INFO(path);
    auto lesson = loadLessonFile(path);
    REQUIRE(lesson.ok());
    CHECK_FALSE(encodeLessonPayload(*lesson).ok());  // a model file cannot travel in a link
    REQUIRE(inlineLessonModel(*lesson, path).ok());
    auto payload = encodeLessonPayload(*lesson);
    REQUIRE_MESSAGE(payload.ok(), payload.error().text());
    CHECK(payload->size() <= kMaxLessonLinkChars);
    CHECK(payload->find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_") == std::string::npos);
    auto again = encodeLessonPayload(*lesson);
    REQUIRE(again.ok());
    CHECK(*again == *payload);
    auto decoded = decodeLessonPayload(*payload, kContent);
    REQUIRE_MESSAGE(decoded.ok(), decoded.error().text());
    // The link's lesson lives in content/lessons (its data file, if any, is named from there).
    CHECK(decoded->modelPath == (std::filesystem::path(kContent) / "lessons" / "link.json").string());
    Lesson expected = *lesson;
    expected.modelPath = decoded->modelPath;
    CHECK(*decoded == expected);
    auto session = openLessonSession(*decoded);
    CHECK_MESSAGE(session.ok(), (session ? std::string() : session.error().text()));
    ++trials;
  }
  CHECK(trials == static_cast<int>(lessonFiles().size()));
}

TEST_CASE("a hostile link is refused by name: damaged, cut, too long, a bomb, no model, a file outside the content") {
  const std::string path = kContent + "/lessons/radial-slider.json";
  auto lesson = loadLessonFile(path);
  REQUIRE(lesson.ok());
  REQUIRE(inlineLessonModel(*lesson, path).ok());
  auto payload = encodeLessonPayload(*lesson);
  REQUIRE(payload.ok());

  auto cut = decodeLessonPayload(payload->substr(0, payload->size() / 2), kContent);
  REQUIRE_FALSE(cut.ok());
  CHECK(cut.error().where == "link");
  std::string changed = *payload;
  changed[changed.size() / 2] = changed[changed.size() / 2] == 'A' ? 'B' : 'A';
  CHECK_FALSE(decodeLessonPayload(changed, kContent).ok());
  CHECK_FALSE(decodeLessonPayload(std::string(kMaxLessonLinkChars + 4, 'A'), kContent).ok());
  CHECK_FALSE(decodeLessonPayload("", kContent).ok());
  CHECK_FALSE(decodeLessonPayload("%%%", kContent).ok());

  // 11 kB of link that would unpack to 8 MB of spaces: refused at 1 MB.
  const std::string bomb = base64UrlEncode(zlibCompress(std::string(8u << 20, ' ')));
  CHECK(bomb.size() <= kMaxLessonLinkChars);
  auto refused = decodeLessonPayload(bomb, kContent);
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.error().message.find("unpacks to more than") != std::string::npos);

  // Valid compression, but not a lesson, or a lesson without its model, or one reading a foreign file.
  auto notLesson = decodeLessonPayload(base64UrlEncode(zlibCompress("{\"format\": \"wrenchlab-model\"}")), kContent);
  REQUIRE_FALSE(notLesson.ok());
  nlohmann::json withPath = lessonToJson(*lesson, path);
  withPath["model"] = "../models/radial-slider.json";
  auto noModel = decodeLessonPayload(base64UrlEncode(zlibCompress(writeJsonText(withPath, JsonStyle::Compact))), kContent);
  REQUIRE_FALSE(noModel.ok());
  CHECK(noModel.error().text() == "link: model: a link's lesson must carry its model inside");
  for (const char* file : {"/etc/passwd", "../../secret.csv", "../data/../../x.csv"}) {
    INFO(file);
    nlohmann::json foreign = lessonToJson(*lesson, path);
    foreign["model"]["motion"] = {{"file", file}};
    auto r = decodeLessonPayload(base64UrlEncode(zlibCompress(writeJsonText(foreign, JsonStyle::Compact))), kContent);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().where == "link: model.motion.file");
    nlohmann::json overridden = lessonToJson(*lesson, path);
    overridden["overrides"] = {{"motion.file", file}};
    CHECK_FALSE(decodeLessonPayload(base64UrlEncode(zlibCompress(writeJsonText(overridden, JsonStyle::Compact))), kContent).ok());
    // A robot file the segments come from ("robot"), in the model or set by a step, is a file read too.
    nlohmann::json robot = lessonToJson(*lesson, path);
    robot["model"].erase("segments");
    robot["model"]["robot"] = file;
    auto fromRobot = decodeLessonPayload(base64UrlEncode(zlibCompress(writeJsonText(robot, JsonStyle::Compact))), kContent);
    REQUIRE_FALSE(fromRobot.ok());
    CHECK(fromRobot.error().where == "link: model.robot");
    nlohmann::json stepRobot = lessonToJson(*lesson, path);
    stepRobot["steps"][0]["set"] = {{"robot", file}};
    auto setRobot = decodeLessonPayload(base64UrlEncode(zlibCompress(writeJsonText(stepRobot, JsonStyle::Compact))), kContent);
    REQUIRE_FALSE(setRobot.ok());
    CHECK(setRobot.error().where == "link: steps[0].set.robot");
  }
  nlohmann::json ownRobot = lessonToJson(*lesson, path);
  ownRobot["model"]["robot"] = "../models/robots/ur5.urdf";
  CHECK(checkLinkFileReferences(*loadLessonJson(ownRobot, kContent + "/lessons/link.json"), kContent).ok());
  nlohmann::json ownData = lessonToJson(*lesson, path);
  ownData["model"]["motion"] = {{"file", "../data/walking-motion.csv"}};
  CHECK(checkLinkFileReferences(*loadLessonJson(ownData, kContent + "/lessons/link.json"), kContent).ok());
}
