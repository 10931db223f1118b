// The screen-reader layer's words for the Formulas and Plot panels: the formulas the panel shows (and
// withholds on a predict step), and each plotted curve's least and largest value and when.
#include <doctest/doctest.h>

#include <cmath>
#include <limits>
#include <string>

#include "app/player/LessonPlayer.hpp"
#include "app/plot/PlotSummary.hpp"
#include "app/player/ShownFormulas.hpp"
#include "app/text/UiText.hpp"
#include "lesson/LessonSession.hpp"
#include "PlayerHarness.hpp"

using namespace wl;
using namespace wl::web;

namespace {

using Harness = test::PlayerHarness;

const ShownFormula* findFormula(const std::vector<ShownFormula>& list, const std::string& symbolStart) {
  for (const ShownFormula& f : list)
    if (f.symbol.rfind(symbolStart, 0) == 0) return &f;
  return nullptr;
}

}  // namespace

TEST_CASE("a curve's extremes: the finite least and largest samples and the first time of each") {
  Series s;
  s.time = {0.0, 0.5, 1.0, 1.5, 2.0};
  const double nan = std::numeric_limits<double>::quiet_NaN();
  s.values = {{3.0, -1.0, 4.0, -1.0, nan}, {nan, nan, nan, nan, nan}};
  const CurveExtremes e = curveExtremes(s, 0);
  REQUIRE(e.any);
  CHECK(e.least == -1.0);
  CHECK(e.leastAt == 0.5);  // the first of the two
  CHECK(e.largest == 4.0);
  CHECK(e.largestAt == 1.0);
  CHECK_FALSE(curveExtremes(s, 1).any);  // a simulation that stopped at once
  CHECK_FALSE(curveExtremes(s, 2).any);  // no such row

  setUiLanguage(Language::English);
  CHECK(curveSentence("Coriolis", e, "N") == "Coriolis: least −1 N, first at t = 0.50 s; largest 4 N, first at t = 1.00 s.");
  CHECK(curveSentence("rk4", curveExtremes(s, 1), "J") == "rk4: no values.");
  Series flat;  // gravity on a segment that does not tilt: one number
  flat.time = {0.0, 1.0, 2.0};
  flat.values = {{4.905, 4.905, 4.905000000001}};
  CHECK(curveSentence("gravity", curveExtremes(flat, 0), "N") == "gravity: 4.91 N throughout.");
  setUiLanguage(Language::German);  // the decimal comma of the language
  CurveExtremes half = e;
  half.largest = 2.5;
  CHECK(curveSentence("Coriolis", half, "N") == "Coriolis: kleinster Wert −1 N, zuerst bei t = 0,50 s; größter 2,5 N, zuerst bei t = 1,00 s.");
  setUiLanguage(Language::English);
}

TEST_CASE("the torque parts' rows are named as the plot names them") {
  Harness h;
  h.open("three-link-arm-spring", 0);
  const Model& model = h.player.session().model();
  CHECK(torquePartName(model, 0, 99) == "τ");
  CHECK(torquePartName(model, 1, 99) == "M q̈");
  CHECK(torquePartName(model, 2, 99) == "C");
  CHECK(torquePartName(model, 3, 99) == "G");
  REQUIRE(!model.loads().empty());
  CHECK(torquePartName(model, kFirstLoadPartRow, 99) == model.loads()[0].name);
  setUiLanguage(Language::English);
  CHECK(torquePartName(model, 7, 7) == "P (joint spring, damper)");
}

TEST_CASE("the formulas the layer reads are the panel's: a predict step withholds the hidden term's numbers") {
  setUiLanguage(Language::English);
  Harness h;
  h.open("radial-slider", 1);  // predicts the Coriolis force; shows the centrifugal one
  std::vector<ShownFormula> shown = shownFormulas(h.player.lesson(), h.player.step(), h.player.session(), h.view);
  const ShownFormula* coriolis = findFormula(shown, "F_cor");
  const ShownFormula* centrifugal = findFormula(shown, "F_cf");
  REQUIRE(coriolis);
  REQUIRE(centrifugal);
  CHECK(coriolis->withheld);  // its law helps to predict; its numbers would give the answer away
  CHECK(coriolis->numbers.empty());
  CHECK_FALSE(centrifugal->withheld);
  // The numbers are the engine's substitution for the selected segment, in the UI's language.
  const LessonFormula& f = h.player.lesson().formulas.at("centrifugal");
  auto direct = substituteLessonFormula(h.player.session(), f, h.view.focusSegment, numberFormat(Language::English));
  REQUIRE(direct);
  CHECK(centrifugal->numbers == *direct);
  // The joint term is not among this step's terms: its formula is not shown (though it prints the
  // hidden Coriolis force, which would otherwise withhold its numbers).
  CHECK_FALSE(findFormula(shown, "F_joint"));

  // Revealed: the numbers are there; a term switched off takes its formula with it.
  h.player.predictionRound().setAngle(0, -90.0);
  REQUIRE(h.player.revealPrediction(h.view));
  shown = shownFormulas(h.player.lesson(), h.player.step(), h.player.session(), h.view);
  REQUIRE(findFormula(shown, "F_cor"));
  CHECK_FALSE(findFormula(shown, "F_cor")->withheld);
  CHECK(findFormula(shown, "F_cor")->numbers.find(" N") != std::string::npos);
  h.view.setShown(Term::Centrifugal, false);
  CHECK_FALSE(findFormula(shownFormulas(h.player.lesson(), h.player.step(), h.player.session(), h.view), "F_cf"));
}
