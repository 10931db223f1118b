#pragma once
// The sentences of "predict, then see" that are put together from parts: the result of a reveal, the
// layer's "how to give the angle" and "where the true arrow points", and the angles in them. Their
// words are the catalogue's (app/Texts.hpp: predict…, force…, a11yPredict…) in the UI language
// (app/UiText.hpp), so the Lesson panel, the scene and the screen-reader layer say the same thing in
// every language; the numbers are the player's and the engine's.
#include <string>

#include "app/Prediction.hpp"

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

}  // namespace wl::web
