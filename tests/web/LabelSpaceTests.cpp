// The scene's labels: one that would cover a label already placed is left out, one beside it is not.
#include <doctest/doctest.h>

#include "render/LabelSpace.hpp"

using namespace wl::web::render;

TEST_CASE("LabelSpace: a label covering a placed one is left out, labels clear of each other all stay") {
  LabelSpace space(1.0f);
  CHECK(space.place({100, 100, 140, 114}));
  // Twenty "joint" labels a pixel or two apart (a chain's arrow heads): only the first stays.
  int placedInCrowd = 0;
  for (int i = 1; i < 20; ++i) placedInCrowd += space.place({100.0f + 1.5f * i, 100.0f + 0.5f * i, 140.0f + 1.5f * i, 114.0f + 0.5f * i}) ? 1 : 0;
  CHECK(placedInCrowd == 0);
  // Within the margin counts as touching; just beyond it does not.
  CHECK_FALSE(space.place({140.5f, 100, 180, 114}));
  CHECK(space.place({141.5f, 100, 180, 114}));
  CHECK(space.place({100, 115.5f, 140, 129}));
  CHECK(space.placedCount() == 3);
  // A grid of labels that do not touch: all of them are placed.
  LabelSpace grid(1.0f);
  int placed = 0;
  for (int row = 0; row < 10; ++row)
    for (int col = 0; col < 10; ++col)
      placed += grid.place({50.0f * col, 20.0f * row, 50.0f * col + 45.0f, 20.0f * row + 16.0f}) ? 1 : 0;
  CHECK(placed == 100);
  grid.clear();
  CHECK(grid.placedCount() == 0);
}
