// Field-by-field equality of lessons, written out by hand (not through the writer), so that the
// round-trip tests compare what the loader read, not two outputs of the code under test.
#include <tuple>

#include "lesson/Lesson.hpp"

namespace wl {

bool operator==(const LessonParameter& a, const LessonParameter& b) {
  return std::tie(a.label, a.path, a.unit, a.min, a.max, a.step, a.integer) ==
         std::tie(b.label, b.path, b.unit, b.min, b.max, b.step, b.integer);
}

bool operator==(const LessonFormula& a, const LessonFormula& b) {
  return std::tie(a.symbol, a.substituted, a.segment, a.expressedIn, a.steps) ==
         std::tie(b.symbol, b.substituted, b.segment, b.expressedIn, b.steps);
}

bool operator==(const LessonPrediction& a, const LessonPrediction& b) {
  return std::tie(a.terms, a.plane.first, a.plane.second, a.explanation) ==
         std::tie(b.terms, b.plane.first, b.plane.second, b.explanation);
}

bool operator==(const LessonStep& a, const LessonStep& b) {
  return std::tie(a.title, a.text, a.terms, a.segments, a.frame, a.expressedIn, a.about, a.play, a.time, a.set,
                  a.torqueParts, a.predict, a.cameraFollowsObserver) ==
         std::tie(b.title, b.text, b.terms, b.segments, b.frame, b.expressedIn, b.about, b.play, b.time, b.set, b.torqueParts,
                  b.predict, b.cameraFollowsObserver);
}

bool operator==(const QuantityRef& a, const QuantityRef& b) {
  return std::tie(a.quantity, a.segment, a.frame, a.expressedIn, a.about, a.time) ==
         std::tie(b.quantity, b.segment, b.frame, b.expressedIn, b.about, b.time);
}

bool operator==(const VaryRange& a, const VaryRange& b) {
  return std::tie(a.path, a.min, a.max, a.step, a.count, a.decimals) == std::tie(b.path, b.min, b.max, b.step, b.count, b.decimals);
}

bool operator==(const LessonExercise& a, const LessonExercise& b) {
  return std::tie(a.id, a.prompt, a.explanation, a.unit, a.kind, a.ask, a.choices, a.relativeTolerance,
                  a.absoluteTolerance, a.step, a.vary) == std::tie(b.id, b.prompt, b.explanation, b.unit, b.kind, b.ask,
                                                                   b.choices, b.relativeTolerance, b.absoluteTolerance,
                                                                   b.step, b.vary);
}

bool operator==(const LessonCheck& a, const LessonCheck& b) {
  return std::tie(a.statement, a.quantity, a.expect, a.hasValue, a.value, a.hasOther, a.other, a.scale, a.low, a.high,
                  a.window, a.from, a.to, a.samples, a.reduce, a.step, a.set, a.tolerance) ==
         std::tie(b.statement, b.quantity, b.expect, b.hasValue, b.value, b.hasOther, b.other, b.scale, b.low, b.high,
                  b.window, b.from, b.to, b.samples, b.reduce, b.step, b.set, b.tolerance);
}

bool operator==(const LessonTexts& a, const LessonTexts& b) {
  if (std::tie(a.title, a.summary, a.parameterLabels) != std::tie(b.title, b.summary, b.parameterLabels)) return false;
  if (a.steps.size() != b.steps.size() || a.formulas.size() != b.formulas.size() || a.exercises.size() != b.exercises.size())
    return false;
  for (std::size_t i = 0; i < a.steps.size(); ++i)
    if (std::tie(a.steps[i].title, a.steps[i].text, a.steps[i].explanation) !=
        std::tie(b.steps[i].title, b.steps[i].text, b.steps[i].explanation))
      return false;
  for (auto ia = a.formulas.begin(), ib = b.formulas.begin(); ia != a.formulas.end(); ++ia, ++ib)
    if (ia->first != ib->first || std::tie(ia->second.symbol, ia->second.substituted) != std::tie(ib->second.symbol, ib->second.substituted))
      return false;
  for (std::size_t i = 0; i < a.exercises.size(); ++i)
    if (std::tie(a.exercises[i].prompt, a.exercises[i].explanation, a.exercises[i].choices) !=
        std::tie(b.exercises[i].prompt, b.exercises[i].explanation, b.exercises[i].choices))
      return false;
  return true;
}

bool operator==(const Lesson& a, const Lesson& b) {
  return std::tie(a.id, a.title, a.summary, a.modelPath, a.model, a.overrides, a.dimension, a.pixelsPerMetre, a.zUp,
                  a.parameters, a.formulas, a.steps, a.exercises, a.checks, a.translations) ==
         std::tie(b.id, b.title, b.summary, b.modelPath, b.model, b.overrides, b.dimension, b.pixelsPerMetre, b.zUp,
                  b.parameters, b.formulas, b.steps, b.exercises, b.checks, b.translations);
}

}  // namespace wl
