#include "app/player/PredictText.hpp"

#include <cmath>

#include "app/text/UiText.hpp"
#include "lesson/Quantity.hpp"

namespace wl::web {

std::string degreesText(double degrees) {
  // + 0.0: a rounded −0.3° reads "0", not "−0".
  return uiNumber(std::round(degrees) + 0.0);
}

std::string planeAxisText(int axis) { return std::string("+") + "xyz"[axis < 0 || axis > 2 ? 0 : axis]; }

std::string predictionResultText(const PredictedArrow& arrow) {
  if (!arrow.truth) return {};
  const Text sentence = arrow.errorDeg <= kWellPredictedDeg ? Text::predictResultClose : Text::predictResult;
  return fill(tr(sentence), {forceText(arrow.term), degreesText(arrow.errorDeg)});
}

std::string predictionHowText(const PredictionPlane& plane, const std::string& observer) {
  return fill(tr(Text::a11yPredictHow), {toString(plane), observerText(observer), planeAxisText(plane.first), planeAxisText(plane.second)});
}

std::string predictionTruthText(const PredictedArrow& arrow, const PredictionPlane& plane) {
  if (!arrow.truth) return {};
  return fill(tr(Text::a11yPredictTruth), {degreesText(arrow.truth->angleDeg), planeAxisText(plane.first), planeAxisText(plane.second)});
}

std::string filledLessonText(const Session& session, int segment, const std::string& text) {
  if (text.find('{') == std::string::npos) return text;
  auto filled = substituteFormula(session, segment, text, {}, numberFormat(uiLanguage()));
  return filled ? *filled : text;
}

std::string predictionExplanationText(const LessonPlayer& player, const ViewState& view) {
  if (!player.hasLesson()) return {};
  return filledLessonText(player.session(), view.focusSegment, player.currentStep().predict.explanation);
}

}  // namespace wl::web
