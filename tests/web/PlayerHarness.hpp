#pragma once
// A lesson player with the shipped lesson list and a view, as the panels drive them: for the tests that
// open a lesson at a step and look at what the player (and the texts built from it) show.
#include <string>

#include <doctest/doctest.h>

#include "app/player/LessonPlayer.hpp"

namespace wl::web::test {

inline const std::string kContent = std::string(WRENCHLAB_SOURCE_DIR) + "/content";

struct PlayerHarness {
  LessonPlayer player;
  ViewState view;
  PlayerHarness() { REQUIRE(player.loadLessonList(kContent)); }
  /// Opens lesson `id` at step `step` (0-based); fails the test case when it cannot.
  void open(const std::string& id, int step) {
    const int index = player.lessons().find(id);
    REQUIRE(index >= 0);
    std::string error;
    REQUIRE_MESSAGE(player.openLesson(static_cast<std::size_t>(index), view, error), error);
    player.goToStep(step, view);
  }
};

}  // namespace wl::web::test
