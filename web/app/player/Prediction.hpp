#pragma once
// A "predict, then see" step in the player (a lesson step's "predict"; engine: lesson/Prediction.hpp):
// the student's direction for each hidden arrow, which one a drag sets, whether the arrows were
// revealed, and then the engine's true arrow and the angle between the two. Plain data, kept by the
// LessonPlayer's PredictionRound (PredictionRound.hpp), read by the scene, the panels, the screen-reader layer and
// state(); no ImGui, no GL.
#include <cstddef>
#include <optional>
#include <vector>

#include "lesson/Prediction.hpp"

namespace wl::web {

/// Where the arrow keys (and the layer's "predict-turn") start an arrow not drawn yet: up and to the
/// left of the plane's first axis. Not an axis: the lessons' answers are mostly along one (the radial
/// slider's Coriolis force is −90°, the vinyl needle's along +x), and a start on the answer would let
/// a student press ← → and be right without thinking. The same for every step, so it tells nothing.
constexpr double kKeyStartDeg = 135.0;

struct PredictedArrow {
  Term term = Term::Dynamic;
  /// The student's direction: degrees in the step's plane, from its first axis towards its second
  /// (the engine's planeAngleDeg); unset until drawn.
  std::optional<double> angleDeg;
  std::optional<PredictionTruth> truth;  ///< after the reveal: the engine's arrow at the step's instant
  double errorDeg = 0.0;                 ///< after the reveal: the angle between the prediction and the truth
};

struct PredictionState {
  int step = -1;                       ///< the lesson step it belongs to; −1: this step predicts nothing
  std::vector<PredictedArrow> arrows;  ///< one per predicted term, in the step's order
  std::size_t active = 0;              ///< the arrow a drag, the arrow keys or the angle field set
  bool revealed = false;
  bool dragTurnsView = false;          ///< 3D lessons: a drag turns the view instead of drawing

  bool any() const { return step >= 0; }
  /// Predicting now: the arrows are hidden until the reveal.
  bool open() const { return step >= 0 && !revealed; }
  /// Every arrow has a direction: the reveal can compare them all.
  bool complete() const {
    for (const PredictedArrow& a : arrows)
      if (!a.angleDeg) return false;
    return !arrows.empty();
  }
};

}  // namespace wl::web
