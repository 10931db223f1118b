#pragma once
// The lesson's formulas as the Formulas panel shows them in this step, for the selected segment: each
// one's symbols and its numbers substituted by the engine, or, on a predict step, the numbers withheld
// until the reveal. One list for the panel and the screen-reader layer, so they cannot disagree.
#include <string>
#include <vector>

#include "app/player/ViewState.hpp"
#include "lesson/Lesson.hpp"
#include "session/Session.hpp"
#include "app/player/ViewState.hpp"

namespace wl::web {

struct ShownFormula {
  std::string symbol;   ///< the law in symbols, "F_cor = −2 m ω × v"
  std::string numbers;  ///< with the segment's numbers now (the UI language's decimal mark), or why not
  bool withheld = false;  ///< a predict step: the numbers come after the reveal (`numbers` is empty)
  bool isTerm = false;    ///< the formula of a term (drawn in its colour)
  Term term = Term::Dynamic;
};

/// The formulas shown in the player's current step for `view.focusSegment`: a term's formula only
/// while the term is shown (or hidden for a prediction: its law helps to predict), in the lesson's order.
std::vector<ShownFormula> shownFormulas(const Lesson& lesson, int step, const Session& session, const ViewState& view);

}  // namespace wl::web
