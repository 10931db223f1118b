// What the scene draws of a big model (app/scene/SceneDetail.hpp): everything up to 50 segments, above that
// the terms and trails of the focus segment and the segments joined to it, rods as lines and markers
// left out below their pixel sizes.
#include <set>
#include <string>

#include <doctest/doctest.h>

#include "app/player/LessonPlayer.hpp"
#include "app/scene/SceneDetail.hpp"
#include "io/formats/ModelJson.hpp"

using namespace wl;
using namespace wl::web;

namespace {

const std::string kContent = std::string(WRENCHLAB_SOURCE_DIR) + "/content";

// The n-link lesson's chain with `count` segments, as a link's p.chain.count makes it.
Model chainOf(int count) {
  LessonPlayer player;
  ViewState view;
  REQUIRE(player.loadLessonList(kContent));
  const int index = player.lessons().find("nlink");
  REQUIRE(index >= 0);
  std::string error;
  REQUIRE_MESSAGE(player.openLesson(static_cast<std::size_t>(index), view, error), error);
  REQUIRE(player.setParameterText("chain.count", std::to_string(count), view));
  REQUIRE(player.session().model().segmentCount() == count);
  return player.session().model();
}

std::set<int> withTerms(const SceneDetail& d) {
  std::set<int> s;
  for (int i = 0; i < d.segmentCount(); ++i)
    if (d.drawsTermsOf(i)) s.insert(i);
  return s;
}

}  // namespace

TEST_CASE("up to 50 segments every segment is drawn in full, as before; at 51 the detail is reduced") {
  const Model fifty = chainOf(50);
  SceneDetail d;
  d.update(fifty, 7);
  CHECK_FALSE(d.reduced());
  CHECK(d.segmentsWithTerms() == 50);
  CHECK(withTerms(d).size() == 50);
  // Nothing is thinned at full detail, however small it is on screen.
  CHECK(d.drawsMarker(0.0f));
  CHECK_FALSE(d.rodAsLine(0.0f));

  const Model fiftyOne = chainOf(51);
  d.update(fiftyOne, 7);
  CHECK(d.reduced());
  CHECK(withTerms(d) == std::set<int>{6, 7, 8});
  CHECK(d.segmentsWithTerms() == 3);
}

TEST_CASE("a chain of 1000: the focus segment and its neighbours along the chain, at either end too") {
  const Model chain = chainOf(1000);
  SceneDetail d;
  int checked = 0;
  for (int focus : {0, 1, 3, 500, 998, 999}) {
    d.update(chain, focus);
    std::set<int> expected{focus};
    if (focus > 0) expected.insert(focus - 1);
    if (focus < 999) expected.insert(focus + 1);
    CHECK(withTerms(d) == expected);
    CHECK(d.segmentsWithTerms() == static_cast<int>(expected.size()));
    CHECK(d.focusSegment() == focus);
    ++checked;
  }
  CHECK(checked == 6);
  d.update(chain, 5000);  // clamped, as the view clamps it
  CHECK(d.focusSegment() == 999);
  // Markers under a pixel of radius go; rods under two pixels of radius become lines.
  CHECK_FALSE(d.drawsMarker(0.99f));
  CHECK(d.drawsMarker(1.0f));
  CHECK(d.rodAsLine(1.99f));
  CHECK_FALSE(d.rodAsLine(2.0f));
}

TEST_CASE("a tree: the focus segment, its parent and all its children, not its siblings") {
  // The walking model: hat ← thigh_r ← shank_r ← foot_r and hat ← thigh_l ← shank_l ← foot_l; drawn
  // as a big model would be (full detail only up to 3 segments here).
  auto file = loadModelFile(kContent + "/models/walking.json");
  REQUIRE(file.ok());
  const Model& model = file->model;
  const auto id = [&](const char* name) { return model.findSegment(name); };
  SceneDetail d;
  d.update(model, id("hat"), 3);
  REQUIRE(d.reduced());
  CHECK(withTerms(d) == std::set<int>{id("hat"), id("thigh_r"), id("thigh_l")});
  d.update(model, id("thigh_l"), 3);
  CHECK(withTerms(d) == std::set<int>{id("hat"), id("thigh_l"), id("shank_l")});
  d.update(model, id("foot_r"), 3);
  CHECK(withTerms(d) == std::set<int>{id("shank_r"), id("foot_r")});
}
