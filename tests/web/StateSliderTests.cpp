// The State panel's sliders: an angle shown in degrees over its range (the model's, or half a turn
// each way about its default), a length in metres over the mechanism's reach, rates and accelerations
// of a brisk motion, and every range widened to take in the value it shows.
#include <cmath>
#include <string>

#include <doctest/doctest.h>

#include "app/player/StateSliders.hpp"
#include "io/formats/ModelJson.hpp"
#include "io/importers/robot/RobotFile.hpp"
#include "io/codecs/JsonText.hpp"

using namespace wl;
using namespace wl::web;

namespace {

constexpr double kDeg = 180.0 / 3.14159265358979323846;

ModelFile robot(const char* name) {
  const std::string path = std::string(WRENCHLAB_SOURCE_DIR) + "/content/models/robots/" + name;
  auto text = readTextFile(path);
  REQUIRE(text.ok());
  auto opened = openRobotFile(*text, name);
  REQUIRE_MESSAGE(opened.ok(), opened.error().text());
  return std::move(opened->file);
}

}  // namespace

TEST_CASE("an angle with limits spans them in degrees; one without spans half a turn each way") {
  const ModelFile ur5 = robot("ur5.urdf");
  const Model& model = ur5.model;
  State now = State::zero(model);
  for (int k = 0; k < model.nq(); ++k) {
    const CoordinateDef& c = model.coordinates()[static_cast<std::size_t>(k)];
    const CoordinateSliders s = coordinateSliders(model, k, now, 1.0);
    CHECK_FALSE(s.translational);
    CHECK(s.shownPerEngine == doctest::Approx(kDeg));
    CHECK(std::string(s.qFormat) == "%.1f°");
    if (std::isfinite(c.rangeMin) && std::isfinite(c.rangeMax)) {
      CHECK(s.q.min == doctest::Approx(c.rangeMin * kDeg));
      CHECK(s.q.max == doctest::Approx(c.rangeMax * kDeg));
    } else {
      CHECK(s.q.min == doctest::Approx(c.defaultValue * kDeg - 180.0));
      CHECK(s.q.max == doctest::Approx(c.defaultValue * kDeg + 180.0));
    }
    CHECK(s.qd.max == doctest::Approx(360.0));   // a turn a second
    CHECK(s.qdd.min == doctest::Approx(-1800.0));  // five turns a second squared
  }
  // A value outside the range (a link's, a trial's) widens it rather than being pinned.
  now.q(1) = 20.0;
  now.qd(1) = -100.0;
  const CoordinateSliders wide = coordinateSliders(model, 1, now, 1.0);
  CHECK(wide.q.max == doctest::Approx(20.0 * kDeg));
  CHECK(wide.qd.min == doctest::Approx(-100.0 * kDeg));
}

TEST_CASE("a sliding coordinate is shown in metres over the mechanism's reach") {
  auto file = loadModelFile(std::string(WRENCHLAB_SOURCE_DIR) + "/content/models/radial-slider.json");
  REQUIRE_MESSAGE(file.ok(), file.error().text());
  const Model& model = file->model;
  const State now = State::zero(model);
  const CoordinateSliders turn = coordinateSliders(model, 0, now, 1.5), slide = coordinateSliders(model, 1, now, 1.5);
  CHECK_FALSE(turn.translational);
  CHECK(slide.translational);
  CHECK(slide.shownPerEngine == 1.0);
  const double d = model.coordinates()[1].defaultValue;
  CHECK(slide.q.min == doctest::Approx(d - 1.5));
  CHECK(slide.q.max == doctest::Approx(d + 1.5));
  CHECK(slide.qd.max == doctest::Approx(2.0));
  CHECK(slide.qdd.max == doctest::Approx(10.0));
  CHECK(std::string(slide.qFormat) == "%.3f m");
  // The − and + buttons beside q: a degree for an angle, a centimetre for a slide.
  CHECK(turn.qStep == 1.0f);
  CHECK(slide.qStep == 0.01f);
  // A short chain still gets half a metre each way.
  CHECK(coordinateSliders(model, 1, now, 0.1).q.max == doctest::Approx(d + 0.5));
}
