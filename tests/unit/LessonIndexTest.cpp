// The one reader of a content folder's lesson list (lesson/LessonIndex.hpp), used by the app and the CLI.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "lesson/LessonIndex.hpp"

using namespace wl;
namespace fs = std::filesystem;

namespace {

// A content folder of its own under the system's temporary folder, removed at the end.
struct Folder {
  fs::path root = fs::temp_directory_path() / ("wrenchlab-index-test-" + std::to_string(std::rand()));
  Folder() { fs::create_directories(root / "lessons"); }
  ~Folder() {
    std::error_code ec;
    fs::remove_all(root, ec);
  }
  void write(const std::string& name, const std::string& text) const { std::ofstream(root / "lessons" / name) << text; }
};

}  // namespace

TEST_CASE("the shipped lesson list, in the order of its index") {
  auto ids = readLessonIndex(std::string(WRENCHLAB_SOURCE_DIR) + "/content");
  REQUIRE_MESSAGE(ids.ok(), ids.error().text());
  REQUIRE(ids->size() == 10);
  CHECK(ids->front() == "stuttering-motor");
  CHECK(ids->back() == "robot-arm-at-speed");
}

TEST_CASE("a folder without an index offers its lesson files by name; one with a broken index is refused by entry") {
  Folder f;
  f.write("b-lesson.json", "{}");
  f.write("a-lesson.json", "{}");
  f.write("template.json", "{}");
  auto ids = readLessonIndex(f.root.string());
  REQUIRE(ids.ok());
  CHECK(*ids == std::vector<std::string>{"a-lesson", "b-lesson"});

  const std::pair<const char*, const char*> broken[] = {
      {R"({"lessons": "a-lesson"})", "must be {\"lessons\""},
      {R"({"lessons": ["a-lesson", 3]})", "lessons[1]: must be a lesson id"},
      {R"({"lessons": ["a-lesson", "a-lesson"]})", "lessons[1]: \"a-lesson\" is listed twice"},
      {R"({"lessons": ["../secret"]})", "lessons[0]: \"../secret\" must name a file in the lessons folder"},
      {R"({"lessons": []})", "lists no lesson"},
      {R"({"lessons": [)", "index.json"},
  };
  int refused = 0;
  for (const auto& entry : broken) {
    const std::string text = entry.first, needle = entry.second;
    f.write("index.json", text);
    auto r = readLessonIndex(f.root.string());
    CAPTURE(text);
    REQUIRE(!r.ok());
    CHECK(r.error().text().find(needle) != std::string::npos);
    ++refused;
  }
  CHECK(refused == 6);
}
