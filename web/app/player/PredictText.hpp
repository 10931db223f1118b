#pragma once
// The sentences of "predict, then see" that are put together from parts: the result of a reveal, the
// layer's "how to give the angle" and "where the true arrow points", and the angles in them. Their
// words are the catalogue's (app/text/Texts.hpp: predict…, force…, a11yPredict…) in the UI language
// (app/text/UiText.hpp), so the Lesson panel, the scene and the screen-reader layer say the same thing in
// every language; the numbers are the player's and the engine's.
#include <string>

#include "app/player/LessonPlayer.hpp"
#include "app/player/Prediction.hpp"
#include "app/player/ViewState.hpp"

namespace wl::web {

/// Within this many degrees the prediction counts as right: a hand drags to within a few degrees.
constexpr double kWellPredictedDeg = 15.0;

/// An angle as the UI writes it: whole degrees (a drawn arrow is good to a few), with the language's
/// minus and decimal sign, without the degree sign ("−90", "27").
std::string degreesText(double degrees);
/// A plane's axis as the scene and the layer name it: "+x", "+y", "+z".
std::string planeAxisText(int axis);
/// After the reveal: "Your arrow for the Coriolis force is 12° off the true one." (with ": well
/// predicted." within kWellPredictedDeg), in the UI language. Empty before the reveal.
std::string predictionResultText(const PredictedArrow& arrow);
/// The layer's instruction: "Angle in degrees in the xz plane of the observer disc@disc.proximal, from
/// +x towards +z." (the observer's keywords translated).
std::string predictionHowText(const PredictionPlane& plane, const std::string& observer);
/// The layer's "The true arrow points −90° from +x towards +y." Empty before the reveal.
std::string predictionTruthText(const PredictedArrow& arrow, const PredictionPlane& plane);

/// A lesson's text with its {quantity} and {expr:…} placeholders filled with the engine's numbers now
/// (Quantity.hpp's substituteFormula, as a step's text is filled), for `segment`, in the UI language's
/// number format. The text as written when the engine cannot fill it: the lesson's validation refuses
/// such a text, so only a lesson that changed under the page shows one.
std::string filledLessonText(const Session& session, int segment, const std::string& text);
/// The step's explanation after the reveal, its placeholders filled as the step's text is: for the
/// focus segment (the predicted one), at the instant the reveal paused on.
std::string predictionExplanationText(const LessonPlayer& player, const ViewState& view);

}  // namespace wl::web
