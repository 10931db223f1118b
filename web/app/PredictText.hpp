#pragma once
// Every word the "predict, then see" UI shows (the Lesson panel's prediction box, the scene's labels,
// the help window), in one place for the translation catalogue. The screen-reader layer's words are in
// web/shell.js (its "predict" block).
namespace wl::web::predict_text {

constexpr const char* kYourPrediction = "your prediction";
constexpr const char* kHeading = "Your prediction: draw the arrow";
constexpr const char* kHowToDraw = "Drag on the scene in the direction you expect (a finger works too), or turn it with ← and →; Enter reveals.";
constexpr const char* kHowToDraw3D = "Drag on the scene in the direction you expect, on the %s plane of %s (the circle); or turn it with ← and →; Enter reveals.";
constexpr const char* kDragTurnsView = "a drag turns the view";
constexpr const char* kDirection = "direction";     ///< the angle field's label (degrees)
constexpr const char* kArrowChoice = "drawing";     ///< which arrow a drag sets, when a step predicts several
constexpr const char* kReveal = "Reveal";
constexpr const char* kDrawFirst = "Draw your arrow first: then Reveal compares it with the true one.";
constexpr const char* kHiddenTerm = "?";  ///< after a hidden term's toggle: predict it first
constexpr const char* kHiddenTermTip = "Hidden until you reveal your prediction (Lesson panel).";
constexpr const char* kNumbersAfterReveal = "= … (the numbers appear when you reveal your prediction)";
constexpr const char* kHiddenRow = "hidden until you reveal your prediction";
/// After the reveal, per arrow: "Coriolis: your prediction is 12° off the true arrow."
constexpr const char* kResult = "%s: your prediction is %.0f° off the true arrow.";
constexpr const char* kResultClose = "%s: your prediction is %.0f° off the true arrow — well predicted.";
constexpr const char* kHelpKeys = "a drag draws your arrow; ← / → turn it by 5° (Shift: 1°); Enter reveals";

}  // namespace wl::web::predict_text
