#include "app/player/ExerciseResult.hpp"

#include "app/text/UiText.hpp"

namespace wl::web {

std::string exerciseVerdict(ExerciseResult result, const std::string& typed) {
  switch (result) {
    case ExerciseResult::Right: return tr(Text::exerciseRight);
    case ExerciseResult::Wrong: return tr(Text::exerciseWrong);
    case ExerciseResult::NotANumber: return fill(tr(Text::exerciseNotANumber), {typed, uiFixed(2.5, 1)});
    case ExerciseResult::Unanswered: break;
  }
  return {};
}

}  // namespace wl::web
