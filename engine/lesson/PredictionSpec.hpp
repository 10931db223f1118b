#pragma once
// "Predict, then see" in a lesson step (docs/lesson-format.md, "predict"): the terms a student draws
// before they are shown, the plane of the observer frame they are drawn in, and what the step explains
// once they are revealed. Plain data: the lesson loader fills it, lesson/Prediction.hpp evaluates it.
#include <string>
#include <vector>

namespace wl {

/// A plane of the observer frame named by two of its axes ("xy", "zx", …). A direction in it is an
/// angle from the first axis towards the second (counter-clockwise seen from first × second).
struct PredictionPlane {
  int first = 0;   ///< 0: x, 1: y, 2: z
  int second = 1;
};

struct LessonPrediction {
  /// Term keys ("coriolis") hidden until the student has drawn each one's direction and revealed
  /// them; empty: the step predicts nothing.
  std::vector<std::string> terms;
  PredictionPlane plane;    ///< "predict_plane"; a planar lesson draws in "xy"
  std::string explanation;  ///< shown once the arrows are revealed
  bool active() const { return !terms.empty(); }
};

}  // namespace wl
