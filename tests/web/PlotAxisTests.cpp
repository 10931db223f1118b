// Plot ranges: magnitudes from zero to a round number above the peak; a flat signed curve gets a margin.
#include <doctest/doctest.h>

#include "app/plot/PlotAxis.hpp"

using namespace wl::web;

TEST_CASE("plot axis: magnitudes start at zero and end at a round number above the peak") {
  CHECK(plotAxisRange(1.28, 4.8, true).lo == 0.0);
  CHECK(plotAxisRange(1.28, 4.8, true).hi == doctest::Approx(5.0));
  CHECK(plotAxisRange(0.00105, 19.7, true).hi == doctest::Approx(20.0));
  CHECK(plotAxisRange(0.5, 0.1, true).hi == 1.0);                      // no data: a unit range
  CHECK(plotAxisRange(1.0, 1.0, true).hi == doctest::Approx(1.2));     // flat at 1: the line stays inside
  CHECK(plotAxisRange(0.0, 0.0, true).hi == 1.0);
  CHECK(plotAxisRange(0.0, 100.0, true).hi == doctest::Approx(120.0)); // 101 → 120
  CHECK(plotAxisRange(0.0, 2.4, true).hi == doctest::Approx(2.5));
}

TEST_CASE("plot axis: signed data keeps its range with a margin; a flat curve is not on the frame") {
  const AxisRange e = plotAxisRange(-10.6, -10.5, false);
  CHECK(e.lo < -10.6);
  CHECK(e.hi > -10.5);
  CHECK(e.hi - e.lo == doctest::Approx(0.11));
  const AxisRange flat = plotAxisRange(-10.58, -10.58, false);
  CHECK(flat.lo < -10.58 - 0.1);
  CHECK(flat.hi > -10.58 + 0.1);
  CHECK(roundUpNice(0.0123) == doctest::Approx(0.015));
  CHECK(roundUpNice(7.0) == doctest::Approx(8.0));
  CHECK(roundUpNice(8.0) == doctest::Approx(8.0));
  CHECK(roundUpNice(9.1) == doctest::Approx(10.0));
}
