// The one table of how terms look (render/TermStyle.hpp) against the engine's table of what they are:
// colour is never the only cue, so the strokes must follow the physics, and no two terms may share a
// colour in either palette.
#include <string>

#include <doctest/doctest.h>

#include "render/TermStyle.hpp"

using namespace wl;
using namespace wl::web::render;

namespace {
bool sameColour(const Rgba& a, const Rgba& b) { return a.r == b.r && a.g == b.g && a.b == b.b; }
}  // namespace

TEST_CASE("fictitious terms are dashed, the children's reaction dotted, the rest solid") {
  int dashed = 0;
  for (Term t : kAllTerms) {
    INFO(termKey(t));
    CHECK(termStyle(t).term == t);
    if (isFictitious(t)) {
      CHECK(termStroke(t) == Stroke::Dashed);
      ++dashed;
    } else if (t == Term::Distal) {
      CHECK(termStroke(t) == Stroke::Dotted);
    } else {
      CHECK(termStroke(t) == Stroke::Solid);
    }
  }
  CHECK(dashed == 4);  // D'Alembert, Euler, centrifugal, Coriolis
}

TEST_CASE("every term has its own colour on the standard and on the high-contrast palette") {
  int pairs = 0;
  for (Term a : kAllTerms)
    for (Term b : kAllTerms) {
      if (a == b) continue;
      INFO(termKey(a) << " vs " << termKey(b));
      CHECK(!sameColour(termColour(a, false), termColour(b, false)));
      CHECK(!sameColour(termColour(a, true), termColour(b, true)));
      ++pairs;
    }
  CHECK(pairs == kTermCount * (kTermCount - 1));
}

TEST_CASE("each term's key reads back as that term, and every label is distinct") {
  for (Term t : kAllTerms) {
    Term back = Term::Dynamic;
    REQUIRE(termFromKey(termKey(t), back));
    CHECK(back == t);
    for (Term other : kAllTerms)
      if (other != t) CHECK(std::string(termLabel(t)) != termLabel(other));
  }
  Term unused;
  CHECK(!termFromKey("coriollis", unused));
}
