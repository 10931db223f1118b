#include "lesson/LessonSession.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>

#include "io/codecs/JsonPath.hpp"
#include "io/codecs/JsonText.hpp"
#include "io/formats/ModelJson.hpp"
#include "lesson/Prediction.hpp"
#include "lesson/Quantity.hpp"
#include "lesson/Variant.hpp"
#include "session/ObserverSpec.hpp"

namespace wl {

Result<nlohmann::json> lessonModelDocument(const Lesson& lesson, int step) {
  auto doc = hasInlineModel(lesson) ? Result<nlohmann::json>(lesson.model) : parseJsonFile(lesson.modelPath);
  if (!doc) return doc.error();
  for (auto it = lesson.overrides.begin(); it != lesson.overrides.end(); ++it)
    if (Status s = setJsonPathValue(*doc, it.key(), it.value(), true); !s) return Error{"overrides." + it.key(), s.error().message};
  if (step >= static_cast<int>(lesson.steps.size()))
    return Error{"step", "this lesson has " + std::to_string(lesson.steps.size()) + " steps"};
  if (step >= 0) {
    // The document holds the lesson's values, so the step's own fields are all that differ.
    const nlohmann::json& set = lesson.steps[static_cast<size_t>(step)].set;
    for (auto it = set.begin(); it != set.end(); ++it)
      if (Status s = setJsonPathValue(*doc, it.key(), it.value()); !s)
        return Error{"steps[" + std::to_string(step) + "].set." + it.key(), s.error().message};
  }
  return doc;
}

std::string lessonModelErrorPath(const Lesson& lesson, const std::string& where) {
  if (hasInlineModel(lesson)) return lesson.modelPath + ": model" + (where.empty() || where[0] == '[' ? "" : ".") + where;
  return lesson.modelPath + ": " + where;
}

Result<Session> openLessonSession(const Lesson& lesson, int step) {
  auto doc = lessonModelDocument(lesson, step);
  if (!doc) return doc.error();
  auto file = loadModelJson(*doc, std::filesystem::path(lesson.modelPath).parent_path().string());
  // An inline model's fields are the lesson's "model.…"; a model file's are its own.
  if (!file) return Error{lessonModelErrorPath(lesson, file.error().where), file.error().message};
  return Session::create(std::move(*file));
}

Result<nlohmann::json> stepDefaults(const Lesson& lesson, const Session& session) {
  nlohmann::json defaults = nlohmann::json::object();
  for (size_t i = 0; i < lesson.steps.size(); ++i)
    for (auto it = lesson.steps[i].set.begin(); it != lesson.steps[i].set.end(); ++it) {
      if (defaults.contains(it.key())) continue;
      auto value = session.parameter(it.key());
      if (!value) return Error{"steps[" + std::to_string(i) + "].set." + it.key(), value.error().message};
      defaults[it.key()] = *value;
    }
  return defaults;
}

Status applyStepSettings(Session& session, const Lesson& lesson, size_t step, const nlohmann::json& defaults, bool* changed) {
  if (changed) *changed = false;
  if (step >= lesson.steps.size()) return Error{"step", "there is no step " + std::to_string(step + 1)};
  const nlohmann::json& set = lesson.steps[step].set;
  nlohmann::json wanted = nlohmann::json::object();
  for (auto it = defaults.begin(); it != defaults.end(); ++it) {
    const nlohmann::json& value = set.contains(it.key()) ? set.at(it.key()) : it.value();
    auto current = session.parameter(it.key());
    // Rebuilding drops a simulated trajectory: only when the model really changes.
    if (!current || *current != value) wanted[it.key()] = value;
  }
  if (wanted.empty()) return Status::success();
  if (Status s = session.setParameters(wanted); !s)
    return Error{"steps[" + std::to_string(step) + "].set", s.error().text()};
  if (changed) *changed = true;
  return Status::success();
}

Result<ExerciseAnswer> computeAnswer(Session& session, const LessonExercise& exercise) {
  auto value = evaluateAt(session, exercise.ask);
  if (!value) return value.error();
  ExerciseAnswer answer;
  answer.value = *value;
  const double tol = exercise.absoluteTolerance;
  switch (exercise.kind) {
    case LessonExercise::Kind::Sign:
      answer.correct = *value > tol ? "+" : *value < -tol ? "−" : "0";
      break;
    case LessonExercise::Kind::Magnitude:
      answer.correct = formatNumber(std::abs(*value));
      break;
    case LessonExercise::Kind::Choice: {
      int holding = 0;
      for (const auto& [label, condition] : exercise.choices) {
        const bool holds = condition == "> 0" ? *value > tol : condition == "< 0" ? *value < -tol : std::abs(*value) <= tol;
        if (holds) {
          answer.correct = label;
          ++holding;
        }
      }
      if (holding != 1) return Error{exercise.id, "exactly one choice must hold for the computed value " + formatNumber(*value)};
      break;
    }
  }
  return answer;
}

bool checkAnswer(const LessonExercise& exercise, const ExerciseAnswer& answer, std::string_view input, const NumberFormat& format) {
  std::string s(input);
  while (!s.empty() && s.back() == ' ') s.pop_back();
  while (!s.empty() && s.front() == ' ') s.erase(s.begin());
  switch (exercise.kind) {
    case LessonExercise::Kind::Sign: {
      std::string sign = s;
      if (s == "-" || s == "negative" || s == "−") sign = "−";
      if (s == "positive") sign = "+";
      if (s == "zero") sign = "0";
      return sign == answer.correct;
    }
    case LessonExercise::Kind::Magnitude: {
      double v = 0.0;
      if (!parseTypedNumber(s, format, v)) return false;
      const double target = std::abs(answer.value);
      return std::abs(v - target) <= exercise.relativeTolerance * target + exercise.absoluteTolerance;
    }
    case LessonExercise::Kind::Choice:
      return s == answer.correct;
  }
  return false;
}

namespace {

// The reference an equals/greater/less check compares with: its value, or scale · other at `time`.
Result<double> checkReference(Session& session, const LessonCheck& check, double time) {
  if (check.hasValue) return check.value;
  QuantityRef other = check.other;
  other.time = time;
  auto v = evaluateAt(session, other);
  if (!v) return v.error();
  return check.scale * *v;
}

// Whether `v` satisfies the check; `expected` says what was wanted (for the error message).
bool judge(const LessonCheck& check, double v, double reference, std::string& expected) {
  const double tol = check.tolerance;
  using E = LessonCheck::Expect;
  switch (check.expect) {
    case E::Zero: expected = "0"; return std::abs(v) <= tol;
    case E::Nonzero: expected = "≠ 0"; return std::abs(v) > tol;
    case E::Positive: expected = "> 0"; return v > tol;
    case E::Negative: expected = "< 0"; return v < -tol;
    case E::Equals: expected = formatNumber(reference); return std::abs(v - reference) <= tol * (1.0 + std::abs(v));
    case E::Greater: expected = "> " + formatNumber(reference); return v > reference + tol;
    case E::Less: expected = "< " + formatNumber(reference); return v < reference - tol;
    case E::Between:
      expected = "in [" + formatNumber(check.low) + ", " + formatNumber(check.high) + "]";
      return v >= check.low - tol && v <= check.high + tol;
  }
  return false;
}

bool needsReference(const LessonCheck& check) {
  using E = LessonCheck::Expect;
  return check.expect == E::Equals || check.expect == E::Greater || check.expect == E::Less;
}

const char* reduceName(LessonCheck::Reduce r) {
  switch (r) {
    case LessonCheck::Reduce::Each: return "each";
    case LessonCheck::Reduce::Max: return "max";
    case LessonCheck::Reduce::Min: return "min";
    case LessonCheck::Reduce::MaxAbs: return "max |·|";
    case LessonCheck::Reduce::Spread: return "max − min";
  }
  return "?";
}

}  // namespace

Status runCheck(Session& session, const LessonCheck& check) {
  const std::string& q = check.quantity.quantity;
  std::string expected;
  if (!check.window) {
    auto value = evaluateAt(session, check.quantity);
    if (!value) return value.error();
    double reference = 0.0;
    if (needsReference(check)) {
      auto r = checkReference(session, check, check.other.time);
      if (!r) return r.error();
      reference = *r;
    }
    if (judge(check, *value, reference, expected)) return Status::success();
    return Error{check.statement, q + " = " + formatNumber(*value) + ", expected " + expected};
  }
  // Over a window: the statement at every sample, or about one number that sums the window up.
  QuantityRef at = check.quantity;
  double reduced = 0.0, low = 0.0, high = 0.0, largest = 0.0;
  for (int k = 0; k < check.samples; ++k) {
    at.time = check.from + (check.to - check.from) * k / (check.samples - 1);
    auto value = evaluateAt(session, at);
    if (!value) return value.error();
    if (check.reduce == LessonCheck::Reduce::Each) {
      double reference = 0.0;
      if (needsReference(check)) {
        auto r = checkReference(session, check, at.time);
        if (!r) return r.error();
        reference = *r;
      }
      if (!judge(check, *value, reference, expected))
        return Error{check.statement, q + " = " + formatNumber(*value) + " at t = " + formatNumber(at.time) + " s, expected " +
                                          expected + " throughout [" + formatNumber(check.from) + ", " + formatNumber(check.to) + "] s"};
      continue;
    }
    low = k == 0 ? *value : std::min(low, *value);
    high = k == 0 ? *value : std::max(high, *value);
    largest = std::max(largest, std::abs(*value));
  }
  if (check.reduce == LessonCheck::Reduce::Each) return Status::success();
  switch (check.reduce) {
    case LessonCheck::Reduce::Max: reduced = high; break;
    case LessonCheck::Reduce::Min: reduced = low; break;
    case LessonCheck::Reduce::MaxAbs: reduced = largest; break;
    case LessonCheck::Reduce::Spread: reduced = high - low; break;
    case LessonCheck::Reduce::Each: break;
  }
  double reference = 0.0;
  if (needsReference(check)) {
    auto r = checkReference(session, check, check.other.time);
    if (!r) return r.error();
    reference = *r;
  }
  if (judge(check, reduced, reference, expected)) return Status::success();
  return Error{check.statement, std::string(reduceName(check.reduce)) + " of " + q + " over [" + formatNumber(check.from) + ", " +
                                    formatNumber(check.to) + "] s = " + formatNumber(reduced) + ", expected " + expected};
}

Status runLessonCheck(const Lesson& lesson, const LessonCheck& check) {
  auto session = openLessonSession(lesson, check.step);
  if (!session) return session.error();
  if (!check.set.empty())
    if (Status s = session->setParameters(check.set); !s) return Error{check.statement, "set: " + s.error().text()};
  return runCheck(*session, check);
}

std::vector<Status> runLessonChecks(const Lesson& lesson) {
  std::vector<Status> statuses(lesson.checks.size(), Status::success());
  std::vector<bool> done(lesson.checks.size(), false);
  for (size_t i = 0; i < lesson.checks.size(); ++i) {
    if (done[i]) continue;
    const LessonCheck& first = lesson.checks[i];
    auto session = openLessonSession(lesson, first.step);
    Status set = Status::success();
    if (session && !first.set.empty())
      if (Status s = session->setParameters(first.set); !s) set = Error{first.statement, "set: " + s.error().text()};
    // This check and every later one with the same step and fields, on the same session.
    for (size_t k = i; k < lesson.checks.size(); ++k) {
      const LessonCheck& check = lesson.checks[k];
      if (done[k] || check.step != first.step || check.set != first.set) continue;
      done[k] = true;
      if (!session) statuses[k] = session.error();
      else if (!set) statuses[k] = Error{check.statement, set.error().message};
      else statuses[k] = runCheck(*session, check);
    }
  }
  return statuses;
}

bool formulaShownInStep(const LessonFormula& formula, int step) {
  return formula.steps.empty() || std::find(formula.steps.begin(), formula.steps.end(), step) != formula.steps.end();
}

Result<std::string> substituteLessonFormula(const Session& session, const LessonFormula& formula, int segment,
                                            const NumberFormat& format) {
  if (!formula.segment.empty()) {
    segment = session.model().findSegment(formula.segment);
    if (segment < 0) return Error{"segment", "this model has no segment \"" + formula.segment + "\""};
  }
  auto axes = parseQuantityAxes(session.model(), formula.expressedIn);
  if (!axes) return axes.error();
  return substituteFormula(session, segment, formula.substituted, *axes, format);
}

namespace {

// Every {quantity} and {expr:…} of each step's text and of a predict step's explanation fills in as the
// player fills it: with the step's settings, observer, axes and moment point, at its instant (a step that
// plays: at the start), for the segment it focuses (its first listed, else the last). A placeholder the
// engine cannot fill would be shown to students as typed ("{term.coriolis.force.nrom} N"). Works on
// `session` and puts its view, time and settings back.
Status validateStepTexts(const Lesson& lesson, Session& session, const nlohmann::json& defaults) {
  const ViewSettings viewBefore = session.view();
  const double timeBefore = session.time();
  bool moved = false, rebuilt = false;
  const auto fillStep = [&](size_t i) -> Status {
    const LessonStep& step = lesson.steps[i];
    const std::string where = "steps[" + std::to_string(i) + "]";
    const bool textHas = step.text.find('{') != std::string::npos;
    const bool explanationHas = step.predict.explanation.find('{') != std::string::npos;
    if (!textHas && !explanationHas) return Status::success();
    moved = true;
    bool changed = false;
    const Status set = applyStepSettings(session, lesson, i, defaults, &changed);
    rebuilt = rebuilt || changed;
    if (!set) return set;
    const Model& model = session.model();
    ViewSettings view = session.view();
    auto observer = parseObserver(model, step.frame);
    if (!observer) return Error{where + ".frame", observer.error().message};
    view.observer = *observer;
    if (Status s = parseExpressedIn(model, step.expressedIn, view); !s) return Error{where + ".expressed_in", s.error().message};
    if (auto about = parseAboutPoint(step.about)) view.about = *about;
    if (Status s = session.setView(view); !s) return Error{where + ".frame", s.error().message};
    if (Status s = session.setTime(step.play ? session.startTime() : step.time); !s) return Error{where + ".time", s.error().message};
    const int segment = step.segments.empty() ? model.segmentCount() - 1 : std::max(0, model.findSegment(step.segments.front()));
    if (textHas)
      if (auto filled = substituteFormula(session, segment, step.text); !filled) return Error{where + ".text", filled.error().text()};
    if (explanationHas)
      if (auto filled = substituteFormula(session, segment, step.predict.explanation); !filled)
        return Error{where + ".explanation", filled.error().text()};
    return Status::success();
  };
  Status result = Status::success();
  for (size_t i = 0; i < lesson.steps.size() && result; ++i) result = fillStep(i);
  if (moved) {
    // The lesson's own values, view and instant again, for the caller.
    if (rebuilt) (void)session.setParameters(defaults);
    (void)session.setView(viewBefore);
    (void)session.setTime(timeBefore);
  }
  return result;
}

}  // namespace

Status validateLesson(const Lesson& lesson, Session& session, bool runChecks) {
  const Model& model = session.model();
  for (size_t i = 0; i < lesson.steps.size(); ++i) {
    const LessonStep& step = lesson.steps[i];
    const std::string where = "steps[" + std::to_string(i) + "]";
    for (const std::string& t : step.terms) {
      Term term;
      if (!termFromKey(t, term)) return Error{where + ".terms", "unknown term \"" + t + "\""};
    }
    for (const std::string& s : step.segments)
      if (model.findSegment(s) < 0) return Error{where + ".segments", "unknown segment \"" + s + "\""};
    if (!step.torqueParts.empty() && model.findCoordinate(step.torqueParts) < 0)
      return Error{where + ".torque_parts", "unknown coordinate \"" + step.torqueParts + "\""};
    auto observer = parseObserver(model, step.frame);
    if (!observer) return Error{where + ".frame", observer.error().message};
    ViewSettings view;
    if (Status s = parseExpressedIn(model, step.expressedIn, view); !s) return Error{where + ".expressed_in", s.error().message};
    auto about = parseAboutPoint(step.about);
    if (!about) return Error{where + ".about", about.error().message};
    if (!step.play && (step.time < session.startTime() || step.time > session.endTime()))
      return Error{where + ".time", "is outside the lesson's time line"};
  }
  for (const LessonParameter& p : lesson.parameters) {
    auto current = session.parameter(p.path);
    if (!current) return Error{"parameters", "\"" + p.label + "\": " + current.error().text()};
  }
  for (const auto& [key, formula] : lesson.formulas) {
    for (int segment = 0; segment < model.segmentCount(); ++segment) {
      auto text = substituteLessonFormula(session, formula, segment);
      if (!text) return Error{"formulas." + key, text.error().text()};
    }
  }
  for (const LessonExercise& e : lesson.exercises) {
    auto asked = openLessonSession(lesson, e.step);
    if (!asked) return Error{"exercises." + e.id, asked.error().text()};
    auto answer = computeAnswer(*asked, e);
    if (!answer) return Error{"exercises." + e.id, answer.error().text()};
  }
  // Students' own numbers: every range's values are accepted by the model, and the texts fill in.
  if (Status s = validateVariations(lesson); !s) return s;
  // Every step's settings apply to the lesson's model (and the steps after it put them back).
  auto defaults = stepDefaults(lesson, session);
  if (!defaults) return defaults.error();
  // Every number a step's text or explanation shows is one the engine can fill.
  if (Status s = validateStepTexts(lesson, session, *defaults); !s) return s;
  // A predict step's arrows exist at its instant and can be drawn in its plane (with its settings).
  for (size_t i = 0; i < lesson.steps.size(); ++i)
    if (lesson.steps[i].predict.active()) {
      auto stepped = openLessonSession(lesson, static_cast<int>(i));
      if (!stepped) return stepped.error();
      if (Status s = validatePrediction(lesson, i, *stepped); !s) return s;
    }
  if (runChecks) {
    const std::vector<Status> checked = runLessonChecks(lesson);
    for (size_t i = 0; i < checked.size(); ++i)
      if (!checked[i]) return Error{"checks[" + std::to_string(i) + "]", checked[i].error().text()};
  }
  for (size_t i = 0; i < lesson.steps.size(); ++i)
    if (!lesson.steps[i].set.empty()) {
      auto stepped = openLessonSession(lesson);
      if (!stepped) return stepped.error();
      if (Status s = applyStepSettings(*stepped, lesson, i, *defaults); !s) return s;
    }
  return Status::success();
}

}  // namespace wl
