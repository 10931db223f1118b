#pragma once
// Every word the "predict, then see" UI shows (the Lesson panel's prediction box, the scene's labels,
// the help window), in one place for the translation catalogue. The screen-reader layer's words are in
// web/shell.js (its "predict" block).
namespace wl::web::predict_text {

constexpr const char* kYourPrediction = "your prediction";
/// The prediction box's first line, with the term's name (the step's text names the plane in 3D).
constexpr const char* kHowToDraw = "Draw the %s force: drag on the scene, or turn it with ← →.";
constexpr const char* kDragTurnsView = "turn view";  ///< 3D: a drag turns the view instead of drawing
constexpr const char* kDirection = "direction";     ///< the angle field's label (degrees)
constexpr const char* kNotDrawn = "not drawn yet";  ///< the angle field before the arrow is drawn
constexpr const char* kArrowChoice = "drawing";     ///< which arrow a drag sets, when a step predicts several
constexpr const char* kReveal = "Reveal";
constexpr const char* kDrawFirst = "Draw your arrow first: then Reveal compares it with the true one.";
constexpr const char* kHiddenTerm = "?";  ///< after a hidden term's toggle: predict it first
constexpr const char* kHiddenTermTip = "Hidden until you reveal your prediction (Lesson panel).";
constexpr const char* kNumbersAfterReveal = "= … (after you reveal your prediction)";
constexpr const char* kHiddenRow = "after the reveal";
/// After the reveal, per arrow: "Your Coriolis arrow is 12° off the true one."
constexpr const char* kResult = "Your %s arrow is %.0f° off the true one.";
constexpr const char* kResultClose = "Your %s arrow is %.0f° off the true one: well predicted.";
/// The screen-reader layer's prediction section (AppPrediction.cpp): how to give the angle, and where
/// the true arrow points after the reveal.
constexpr const char* kLayerHow = "Angle in degrees in the %s plane of the observer %s, from %s towards %s.";
constexpr const char* kLayerTruth = " The true arrow points %s° from %s towards %s.";
constexpr const char* kHelpKeys = "a drag draws your arrow; ← / → turn it by 5° (Shift: 1°); Enter reveals";

}  // namespace wl::web::predict_text
