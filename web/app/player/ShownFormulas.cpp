#include "app/player/ShownFormulas.hpp"

#include "app/text/UiText.hpp"
#include "lesson/LessonSession.hpp"
#include "lesson/Prediction.hpp"

namespace wl::web {

std::vector<ShownFormula> shownFormulas(const Lesson& lesson, int step, const Session& session, const ViewState& view) {
  std::vector<ShownFormula> shown;
  for (const auto& [key, f] : lesson.formulas) {
    if (!formulaShownInStep(f, step)) continue;
    ShownFormula out;
    out.symbol = f.symbol;
    out.isTerm = termFromKey(key, out.term);
    // A predict step keeps the law of a hidden term (it helps to predict) but not its numbers, here or
    // in any other shown formula that prints them, until the student reveals the arrows.
    const bool predicted = out.isTerm && view.chosen(out.term) && view.hiddenForPrediction(out.term);
    if (out.isTerm && !view.shows(out.term) && !predicted) continue;
    out.withheld = predicted;
    for (Term h : kAllTerms) out.withheld = out.withheld || (view.hiddenForPrediction(h) && formulaShowsTerm(f, h));
    if (!out.withheld) {
      auto text = substituteLessonFormula(session, f, view.focusSegment, numberFormat(uiLanguage()));
      out.numbers = text ? *text : text.error().text();
    }
    shown.push_back(std::move(out));
  }
  return shown;
}

}  // namespace wl::web
