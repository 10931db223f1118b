#include "lesson/LessonSession.hpp"

#include <cmath>
#include <cstdlib>
#include <filesystem>

#include "io/JsonPath.hpp"
#include "io/JsonText.hpp"
#include "io/ModelJson.hpp"
#include "lesson/Quantity.hpp"
#include "session/ObserverSpec.hpp"

namespace wl {

Result<nlohmann::json> lessonModelDocument(const Lesson& lesson, int step) {
  auto doc = parseJsonFile(lesson.modelPath);
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

Result<Session> openLessonSession(const Lesson& lesson) {
  auto doc = lessonModelDocument(lesson);
  if (!doc) return doc.error();
  auto file = loadModelJson(*doc, std::filesystem::path(lesson.modelPath).parent_path().string());
  if (!file) return Error{lesson.modelPath + ": " + file.error().where, file.error().message};
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

bool checkAnswer(const LessonExercise& exercise, const ExerciseAnswer& answer, std::string_view input) {
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
      char* end = nullptr;
      const double v = std::strtod(s.c_str(), &end);
      if (s.empty() || end != s.c_str() + s.size() || !std::isfinite(v)) return false;
      const double target = std::abs(answer.value);
      return std::abs(v - target) <= exercise.relativeTolerance * target + exercise.absoluteTolerance;
    }
    case LessonExercise::Kind::Choice:
      return s == answer.correct;
  }
  return false;
}

Status runCheck(Session& session, const LessonCheck& check) {
  auto value = evaluateAt(session, check.quantity);
  if (!value) return value.error();
  const double v = *value, tol = check.tolerance;
  bool ok = false;
  std::string expected;
  if (check.expect == "zero") {
    ok = std::abs(v) <= tol;
    expected = "0";
  } else if (check.expect == "positive") {
    ok = v > tol;
    expected = "> 0";
  } else if (check.expect == "negative") {
    ok = v < -tol;
    expected = "< 0";
  } else if (check.expect == "about") {
    ok = std::abs(v - check.value) <= tol * std::abs(check.value);
    expected = formatNumber(check.value) + " within " + formatNumber(100.0 * tol) + " %";
  } else {
    auto other = evaluateAt(session, check.other);
    if (!other) return other.error();
    ok = std::abs(v - check.scale * *other) <= tol * (1.0 + std::abs(v));
    expected = formatNumber(check.scale * *other);
  }
  if (ok) return Status::success();
  return Error{check.statement, check.quantity.quantity + " = " + formatNumber(v) + ", expected " + expected};
}

Status validateLesson(const Lesson& lesson, Session& session) {
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
    auto observer = parseObserver(model, step.frame);
    if (!observer) return Error{where + ".frame", observer.error().message};
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
      auto text = substituteFormula(session, segment, formula.substituted);
      if (!text) return Error{"formulas." + key, text.error().text()};
    }
  }
  for (const LessonExercise& e : lesson.exercises) {
    auto answer = computeAnswer(session, e);
    if (!answer) return Error{"exercises." + e.id, answer.error().text()};
  }
  // Every step's settings apply to the lesson's model (and the steps after it put them back).
  auto defaults = stepDefaults(lesson, session);
  if (!defaults) return defaults.error();
  for (const LessonCheck& c : lesson.checks) {
    if (c.step < 0) {
      if (Status s = runCheck(session, c); !s) return Error{"checks", s.error().text()};
      continue;
    }
    // A statement about one step is checked on a copy of the lesson with that step's fields set.
    auto stepped = openLessonSession(lesson);
    if (!stepped) return stepped.error();
    if (Status s = applyStepSettings(*stepped, lesson, static_cast<size_t>(c.step), *defaults); !s) return s;
    if (Status s = runCheck(*stepped, c); !s) return Error{"checks", s.error().text()};
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
