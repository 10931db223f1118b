// The Lesson menu's entries alone (LessonList): the index's order, titles in every language, a carried
// copy never found by id, and put/undo leaving the list exactly as it was when an entry cannot open.
#include <string>

#include <doctest/doctest.h>

#include "app/player/LessonList.hpp"
#include "app/player/LessonPlayer.hpp"
#include "PlayerHarness.hpp"

using namespace wl;
using namespace wl::web;

namespace {

std::vector<std::string> ids(const LessonList& list) {
  std::vector<std::string> out;
  for (const LessonEntry& e : list) out.push_back(e.id);
  return out;
}

LessonEntry entry(const std::string& id, const std::string& title) {
  LessonEntry e;
  e.id = id;
  e.titles.fill(title);
  e.titles[index(Language::German)] = title + " (de)";
  return e;
}

}  // namespace

TEST_CASE("the lesson list reads the index in its order and titles each lesson in every language") {
  LessonList list;
  REQUIRE(list.load(test::kContent, Language::English).ok());
  // In the index's order (content/lessons/index.json, read here by eye, not by the engine's reader).
  const std::vector<std::string> indexed = {"stuttering-motor", "vinyl-needle", "radial-slider"};
  REQUIRE(list.size() >= 10);
  const std::vector<std::string> listed = ids(list);
  CHECK(std::vector<std::string>(listed.begin(), listed.begin() + 3) == indexed);
  CHECK(list[2].title == "Radial slider — the Coriolis force");
  list.setLanguage(Language::German);
  CHECK(list[0].title == list[0].titles[index(Language::German)]);
  CHECK(list[0].title != list[0].titles[index(Language::English)]);
  CHECK(list.find("walking") >= 0);
  CHECK(list.find("no-such-lesson") == -1);

  LessonList none;
  auto missing = none.load("/nonexistent-content", Language::English);
  REQUIRE_FALSE(missing.ok());
  CHECK(missing.error().text().find("cannot read the lesson list") == 0);
  CHECK(none.size() == 0);
}

TEST_CASE("the lesson list puts an entry at the end or in place of another, and undo restores it") {
  LessonList list;
  REQUIRE(list.load(test::kContent, Language::German).ok());
  const std::vector<std::string> before = ids(list);

  // At the end, titled in the list's language; undone, gone.
  auto placed = list.put(entry("robot", "UR5"), -1);
  CHECK(placed.index == before.size());
  CHECK(list[placed.index].title == "UR5 (de)");
  list.undo(std::move(placed));
  CHECK(ids(list) == before);

  // In place of another: the other is back where it was once undone.
  const int robot = static_cast<int>(list.put(entry("robot", "UR5"), -1).index);
  auto second = list.put(entry("robot", "IRB 2400"), robot);
  CHECK(second.index == static_cast<std::size_t>(robot));
  CHECK(list.size() == before.size() + 1);
  CHECK(list[second.index].title == "IRB 2400 (de)");
  list.undo(std::move(second));
  CHECK(list[static_cast<std::size_t>(robot)].title == "UR5 (de)");
  CHECK(list.size() == before.size() + 1);

  // A carried copy is found by its slot, never by its id.
  LessonEntry edited = entry("radial-slider", "Radial slider (editing)");
  edited.carried = true;
  edited.path = "edited";
  const std::size_t at = list.put(edited, -1).index;
  CHECK(list.findCarried("edited") == static_cast<int>(at));
  CHECK(list.find("radial-slider") == 2);
}

TEST_CASE("a robot opened in the player keeps its menu title in every language") {
  test::PlayerHarness h;
  h.player.importFiles({std::string(WRENCHLAB_SOURCE_DIR) + "/content/models/robots/planar-3link.urdf"}, h.view);
  const int robot = h.player.lessons().find("robot");
  REQUIRE(robot >= 0);
  const std::string english = h.player.lessons()[static_cast<std::size_t>(robot)].title;
  CHECK_FALSE(english.empty());
  h.player.setLanguage(Language::German);
  CHECK_FALSE(h.player.lessons()[static_cast<std::size_t>(robot)].title.empty());
  h.player.setLanguage(Language::English);
  CHECK(h.player.lessons()[static_cast<std::size_t>(robot)].title == english);
}
