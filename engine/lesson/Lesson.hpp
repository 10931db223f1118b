#pragma once
// A lesson as data (content/lessons/*.json, format in docs/lesson-format.md): a model, the
// parameters a student may change, narrative steps that set what is shown, formulas linked to the
// engine's terms, and exercises whose answers the engine computes — never typed into the file.
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/Result.hpp"
#include "lesson/PredictionSpec.hpp"

namespace wl {

struct LessonParameter {
  std::string label, path, unit;  ///< path: a JSON path in the model document ("segments[0].mass")
  double min = 0.0, max = 1.0, step = 0.0;
  bool integer = false;
};

struct LessonFormula {
  std::string symbol;       ///< e.g. "F_cor = −2 m ω × ṙ"
  std::string substituted;  ///< with {quantity} and {expr:…} placeholders filled by the engine's numbers
  /// Optional: the numbers are always for this segment, written in these axes ("own", a frame name),
  /// whatever the student picks — a closed form from a source refers to one segment in one frame.
  std::string segment, expressedIn;
  std::vector<int> steps;  ///< 0-based steps the formula is shown in; empty: every step
};

struct LessonStep {
  std::string title, text;
  std::vector<std::string> terms;     ///< term keys shown ("joint", "coriolis"); empty: all
  std::vector<std::string> segments;  ///< segment names shown; empty: all
  std::string frame = "world";        ///< observer: world, own, parent, base, a frame [@point]
  /// The axes the numbers are written in, independent of the observer: "observer" (its own axes),
  /// "own" (each segment in its own axes) or a frame's name.
  std::string expressedIn = "observer";
  std::string about = "proximal";
  bool play = false;                  ///< "time": "play" — the step runs the motion
  double time = 0.0;                  ///< otherwise the instant the step shows
  /// Model fields this step sets when it opens, {"json.path": value} (the PID gains of a controlled
  /// elbow). Steps that do not name a field set by another step restore the lesson's value.
  nlohmann::json set = nlohmann::json::object();
  /// "Predict, then see": the terms hidden until the student has drawn them ("predict", "predict_plane",
  /// "explanation"; lesson/Prediction.hpp).
  LessonPrediction predict;
  /// A coordinate's name: the plot shows that coordinate's joint torque parts (τ = M q̈ + C + G + E + P)
  /// while this step is open. Empty: the plot keeps what it shows.
  std::string torqueParts;
  /// "camera": "observer" — the view rides with the observer and frames where the mechanism goes in
  /// the observer's frame (a falling lift seen from inside: in the world it falls out of any view).
  bool cameraFollowsObserver = false;
};

/// A number the engine computes at one state, named by a quantity path (see Quantity.hpp).
struct QuantityRef {
  std::string quantity;   ///< "term.coriolis.force.y", "tau.elbow", "r.norm", "expr:q.shoulder + q.elbow", …
  std::string segment;    ///< for per-segment quantities
  std::string frame = "world";             ///< the observer
  std::string expressedIn = "observer";    ///< the axes vectors are written in
  std::string about = "proximal";          ///< the point moments are taken about
  double time = 0.0;
};

/// A model field an exercise varies from student to student ("vary": {"segments[1].mass": [0.5, 2.0, 0.1]}):
/// the values min, min + step, …, max, one drawn per student (lesson/Variant.hpp).
struct VaryRange {
  std::string path;  ///< a JSON path in the model document, as a lesson parameter's
  double min = 0.0, max = 0.0, step = 0.0;
  int count = 0;     ///< how many values: (max − min) / step + 1
  int decimals = 0;  ///< the decimals min and step are written with: each value is that decimal, exactly
  double value(int index) const;  ///< min + index · step, as the decimal it stands for
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
  /// The step (0-based) that asks the question, e.g. a prediction before the student looks; the
  /// answer is computed with that step's "set" fields applied. -1: the lesson's model.
  int step = -1;
  /// Model fields drawn per student (in the order of their paths); empty: every student gets the
  /// lesson's numbers. The prompt and explanation may then quote the numbers with {quantity} and
  /// {expr:…} placeholders, filled from the student's model (lesson/Variant.hpp).
  std::vector<VaryRange> vary;
};

/// A statement a step makes that the tests check ("the Coriolis force vanishes when the bead stops").
/// The quantity is compared at one instant, or over a time window: at every sample ("each") or
/// reduced to one number (its max, min, largest magnitude or spread max − min).
struct LessonCheck {
  enum class Expect { Zero, Nonzero, Positive, Negative, Equals, Greater, Less, Between };
  enum class Reduce { Each, Max, Min, MaxAbs, Spread };
  std::string statement;
  QuantityRef quantity;
  Expect expect = Expect::Zero;
  /// The reference of equals/greater/less: `value` if given, else scale · other.
  bool hasValue = false;
  double value = 0.0;
  bool hasOther = false;
  QuantityRef other;
  double scale = 1.0;
  double low = 0.0, high = 0.0;   ///< "between": low ≤ quantity ≤ high
  bool window = false;            ///< "over": [from, to]
  double from = 0.0, to = 0.0;
  int samples = 101;
  Reduce reduce = Reduce::Each;
  int step = -1;          ///< evaluated with this step's "set" fields applied; -1: the lesson's model
  /// Further model fields set for this check only (after the step's), {"json.path": value}.
  nlohmann::json set = nlohmann::json::object();
  double tolerance = 1e-9;
};

/// The lesson format's version: 2 adds a model written inside the lesson ("model": {…}); files of
/// version 1 (a model file's path) open unchanged.
constexpr int kLessonFormatVersion = 2;

/// One language's texts of a lesson, from its "translations": {"de": {…}} (docs/lesson-format.md,
/// "Translations"). The arrays have one entry per step, parameter and exercise; an empty string is a
/// text not translated yet, which falls back to the English one (lesson/LessonTranslation.hpp).
struct LessonTexts {
  std::string title, summary;
  struct Step {
    std::string title, text;
    std::string explanation;  ///< a predict step's "explanation" (shown after the reveal)
  };
  struct Formula {
    std::string symbol, substituted;
  };
  struct Exercise {
    std::string prompt, explanation;
    std::map<std::string, std::string> choices;  ///< English choice label → the label in this language
  };
  std::vector<Step> steps;
  std::vector<std::string> parameterLabels;
  std::map<std::string, Formula> formulas;
  std::vector<Exercise> exercises;
};

struct Lesson {
  std::string id, title, summary;
  /// The file the model is read from: the model file (resolved, relative to the lesson file), or, for
  /// a model written inside the lesson, the lesson file itself — its folder is where the model's own
  /// file references ("motion": {"file": …}) are read from.
  std::string modelPath;
  /// A model written inside the lesson (a model document, docs/model-format.md); null when the lesson
  /// names a model file.
  nlohmann::json model;
  nlohmann::json overrides = nlohmann::json::object();
  int dimension = 2;
  double pixelsPerMetre = 0.0;            ///< view hint; 0 fits the model
  bool zUp = false;                       ///< view hint: the model's vertical is z, not y
  std::vector<LessonParameter> parameters;
  std::map<std::string, LessonFormula> formulas;  ///< by term key (or any name)
  std::vector<LessonStep> steps;
  std::vector<LessonExercise> exercises;
  std::vector<LessonCheck> checks;
  /// By language tag ("de", "pt-BR"); the fields above are the English source.
  std::map<std::string, LessonTexts> translations;
};

Result<Lesson> loadLessonJson(const nlohmann::json& document, const std::string& lessonPath);
Result<Lesson> loadLessonFile(const std::string& path);

/// True when the model is written inside the lesson.
inline bool hasInlineModel(const Lesson& lesson) { return lesson.model.is_object(); }

/// The lesson as a document of the current format version, to be saved at `lessonPath` (a model
/// file's path is written relative to it; an inline model is written out whole). Fields at their
/// default are left out, so loadLessonJson(lessonToJson(x)) == x and a saved file stays short.
nlohmann::json lessonToJson(const Lesson& lesson, const std::string& lessonPath);
/// lessonToJson as text (io/codecs/JsonWriter.hpp): the same lesson always gives the same bytes.
std::string writeLessonText(const Lesson& lesson, const std::string& lessonPath);

/// Reads the lesson's model file into the lesson ("model": {…}), so that one file carries both; the
/// model's file references are rewritten relative to the folder of `lessonPath`, where the lesson
/// will be (the path it was read from, to keep it in place). Nothing to do when the model is inline.
Status inlineLessonModel(Lesson& lesson, const std::string& lessonPath);

/// A lesson with its model inside, moved to live at `lessonPath`: the model's file references are
/// renamed so they still name the same files (a link's lesson lives in the content's lessons folder).
void moveInlineLesson(Lesson& lesson, const std::string& lessonPath);

/// A lesson of one step around a model document (its name as the title, its description as the
/// text, every term shown), the model inside: how a bare model file is shared or starts an edit.
Lesson lessonAroundModel(const nlohmann::json& modelDocument, const std::string& lessonPath);

// Field-by-field equality (the round-trip tests: a lesson written and read back is the same lesson).
bool operator==(const LessonParameter& a, const LessonParameter& b);
bool operator==(const LessonFormula& a, const LessonFormula& b);
bool operator==(const LessonPrediction& a, const LessonPrediction& b);
bool operator==(const LessonStep& a, const LessonStep& b);
bool operator==(const QuantityRef& a, const QuantityRef& b);
bool operator==(const VaryRange& a, const VaryRange& b);
bool operator==(const LessonExercise& a, const LessonExercise& b);
bool operator==(const LessonCheck& a, const LessonCheck& b);
bool operator==(const LessonTexts& a, const LessonTexts& b);
bool operator==(const Lesson& a, const Lesson& b);
inline bool operator!=(const Lesson& a, const Lesson& b) { return !(a == b); }

}  // namespace wl
