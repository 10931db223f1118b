#pragma once
// A lesson as data (content/lessons/*.json, format in docs/lesson-format.md): a model, the
// parameters a student may change, narrative steps that set what is shown, formulas linked to the
// engine's terms, and exercises whose answers the engine computes — never typed into the file.
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/Result.hpp"

namespace wl {

struct LessonParameter {
  std::string label, path, unit;  ///< path: a JSON path in the model document ("segments[0].mass")
  double min = 0.0, max = 1.0, step = 0.0;
  bool integer = false;
};

struct LessonFormula {
  std::string symbol;       ///< e.g. "F_cor = −2 m ω × ṙ"
  std::string substituted;  ///< with {quantity} placeholders filled by the engine's numbers
};

struct LessonStep {
  std::string title, text;
  std::vector<std::string> terms;     ///< term keys shown ("joint", "coriolis"); empty: all
  std::vector<std::string> segments;  ///< segment names shown; empty: all
  std::string frame = "world";        ///< observer: world, own, parent, base, a frame [@point]
  std::string about = "proximal";
  bool play = false;                  ///< "time": "play" — the step runs the motion
  double time = 0.0;                  ///< otherwise the instant the step shows
  /// Model fields this step sets when it opens, {"json.path": value} (the PID gains of a controlled
  /// elbow). Steps that do not name a field set by another step restore the lesson's value.
  nlohmann::json set = nlohmann::json::object();
};

/// A number the engine computes at one state, named by a quantity path (see Quantity.hpp).
struct QuantityRef {
  std::string quantity;   ///< "term.coriolis.force.y", "tau.elbow", "r.norm", …
  std::string segment;    ///< for per-segment quantities
  std::string frame = "world";
  double time = 0.0;
};

struct LessonExercise {
  enum class Kind { Sign, Magnitude, Choice };
  std::string id, prompt, explanation, unit;
  Kind kind = Kind::Sign;
  QuantityRef ask;
  /// Choice exercises: each option is true when its condition holds for the computed value,
  /// e.g. {"+y": "> 0", "−y": "< 0"}; exactly one must hold.
  std::vector<std::pair<std::string, std::string>> choices;
  double relativeTolerance = 0.02, absoluteTolerance = 1e-6;
};

/// A statement a step makes that the tests check ("the Coriolis force vanishes when the bead stops").
struct LessonCheck {
  std::string statement;
  QuantityRef quantity;
  std::string expect;     ///< "zero", "positive", "negative", "equals", or "about" (a number the text states)
  QuantityRef other;      ///< for "equals": the other quantity
  double scale = 1.0;     ///< for "equals": quantity = scale · other
  double value = 0.0;     ///< for "about": the number, within `tolerance` relative to it
  int step = -1;          ///< evaluated with this step's "set" fields applied; -1: the lesson's model
  double tolerance = 1e-9;
};

struct Lesson {
  std::string id, title, summary;
  std::string modelPath;                  ///< resolved, relative to the lesson file
  nlohmann::json overrides = nlohmann::json::object();
  int dimension = 2;
  double pixelsPerMetre = 0.0;            ///< view hint; 0 fits the model
  bool zUp = false;                       ///< view hint: the model's vertical is z, not y
  std::vector<LessonParameter> parameters;
  std::map<std::string, LessonFormula> formulas;  ///< by term key (or any name)
  std::vector<LessonStep> steps;
  std::vector<LessonExercise> exercises;
  std::vector<LessonCheck> checks;
};

Result<Lesson> loadLessonJson(const nlohmann::json& document, const std::string& lessonPath);
Result<Lesson> loadLessonFile(const std::string& path);

}  // namespace wl
