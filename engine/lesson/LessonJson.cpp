#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>

#include "io/codecs/JsonFields.hpp"
#include "io/codecs/JsonText.hpp"
#include "lesson/Lesson.hpp"
#include "lesson/LessonTranslation.hpp"
#include "lesson/Prediction.hpp"

namespace wl {
namespace {

using json::child;
using json::find;
using json::item;
using json::Json;

Status optionalText(const Json& object, const char* key, const std::string& path, std::string& out) {
  if (const Json* v = find(object, key)) {
    auto s = json::text(*v, child(path, key));
    if (!s) return s.error();
    out = *s;
  }
  return Status::success();
}

Status optionalNumber(const Json& object, const char* key, const std::string& path, double& out) {
  if (const Json* v = find(object, key)) {
    auto x = json::number(*v, child(path, key));
    if (!x) return x.error();
    out = *x;
  }
  return Status::success();
}

Status readRef(const Json& object, const std::string& path, QuantityRef& ref, const char* quantityKey = "quantity") {
  const Json* q = find(object, quantityKey);
  if (!q) return Error{child(path, quantityKey), "is required"};
  auto s = json::text(*q, child(path, quantityKey));
  if (!s) return s.error();
  ref.quantity = *s;
  if (Status st = optionalText(object, "segment", path, ref.segment); !st) return st;
  if (Status st = optionalText(object, "frame", path, ref.frame); !st) return st;
  if (Status st = optionalText(object, "expressed_in", path, ref.expressedIn); !st) return st;
  if (Status st = optionalText(object, "about", path, ref.about); !st) return st;
  return optionalNumber(object, "time", path, ref.time);
}

// A 0-based step index of this lesson ("step" of an exercise or a check).
Status readStep(const Json& object, const std::string& path, size_t stepCount, int& out) {
  const Json* st = find(object, "step");
  if (!st) return Status::success();
  auto k = json::integer(*st, child(path, "step"), 0, static_cast<int>(stepCount) - 1);
  if (!k) return k.error();
  out = *k;
  return Status::success();
}

Status readPair(const Json& object, const char* key, const std::string& path, double& a, double& b) {
  const Json* v = find(object, key);
  if (!v) return Error{child(path, key), "is required"};
  if (!v->is_array() || v->size() != 2) return Error{child(path, key), "must be [a, b]"};
  auto x = json::number((*v)[0], item(child(path, key), 0));
  if (!x) return x.error();
  auto y = json::number((*v)[1], item(child(path, key), 1));
  if (!y) return y.error();
  if (!(*y >= *x)) return Error{child(path, key), "must be [a, b] with a ≤ b"};
  a = *x;
  b = *y;
  return Status::success();
}

Status readCheckExpect(const std::string& text, const std::string& path, LessonCheck::Expect& out) {
  using E = LessonCheck::Expect;
  static const std::pair<const char*, E> kinds[] = {{"zero", E::Zero},         {"nonzero", E::Nonzero}, {"positive", E::Positive},
                                                    {"negative", E::Negative}, {"equals", E::Equals},   {"greater", E::Greater},
                                                    {"less", E::Less},         {"between", E::Between}};
  for (const auto& [name, kind] : kinds)
    if (text == name) {
      out = kind;
      return Status::success();
    }
  return Error{child(path, "expect"), "must be zero, nonzero, positive, negative, equals, greater, less or between"};
}

Status readCheckReduce(const std::string& text, const std::string& path, LessonCheck::Reduce& out) {
  using R = LessonCheck::Reduce;
  static const std::pair<const char*, R> kinds[] = {{"each", R::Each}, {"max", R::Max}, {"min", R::Min},
                                                    {"max_abs", R::MaxAbs}, {"spread", R::Spread}};
  for (const auto& [name, kind] : kinds)
    if (text == name) {
      out = kind;
      return Status::success();
    }
  return Error{child(path, "reduce"), "must be each, max, min, max_abs or spread"};
}

Status readStrings(const Json& object, const char* key, const std::string& path, std::vector<std::string>& out) {
  const Json* v = find(object, key);
  if (!v) return Status::success();
  if (!v->is_array()) return Error{child(path, key), "must be an array of names"};
  for (size_t i = 0; i < v->size(); ++i) {
    auto s = json::text((*v)[i], item(child(path, key), i));
    if (!s) return s.error();
    out.push_back(*s);
  }
  return Status::success();
}

// A number in a message as a reader wrote it (10 significant digits: 2 − 0.7 reads 1.3).
std::string decimalText(double x) {
  char text[32];
  std::snprintf(text, sizeof text, "%.10g", x);
  return text;
}

// The decimals a number is written with (0.1 → 1, 2.25 → 2, 3 → 0), up to 9; -1 beyond.
int decimalsOf(double x) {
  double scaled = x;
  for (int d = 0; d <= 9; ++d, scaled = x * std::pow(10.0, d)) {
    if (std::abs(scaled - std::round(scaled)) <= 1e-9 * std::max(1.0, std::abs(scaled))) return d;
  }
  return -1;
}

// "vary": {"json.path": [min, max, step], …}: the values min, min + step, …, max. The model's own rules
// (a path that exists, a value it accepts) are checked against the model (validateVariations).
Status readVary(const Json& exercise, const std::string& path, std::vector<VaryRange>& out) {
  const Json* v = find(exercise, "vary");
  if (!v) return Status::success();
  const std::string where = child(path, "vary");
  if (!v->is_object() || v->empty()) return Error{where, "must be an object {\"json.path\": [min, max, step], …}"};
  for (auto it = v->begin(); it != v->end(); ++it) {
    const std::string at = child(where, it.key());
    if (it.key().empty()) return Error{where, "has an empty path"};
    const Json& r = it.value();
    if (!r.is_array() || r.size() != 3) return Error{at, "must be [min, max, step]"};
    double x[3];
    for (size_t k = 0; k < 3; ++k) {
      auto n = json::number(r[k], item(at, k));
      if (!n) return n.error();
      x[k] = *n;
    }
    VaryRange range;
    range.path = it.key();
    range.min = x[0];
    range.max = x[1];
    range.step = x[2];
    if (!(range.step > 0.0)) return Error{item(at, 2), "the step must be > 0, got " + decimalText(range.step)};
    if (!(range.min < range.max))
      return Error{at, "min " + decimalText(range.min) + " must be less than max " + decimalText(range.max)};
    const double intervals = (range.max - range.min) / range.step;
    const double whole = std::round(intervals);
    if (std::abs(intervals - whole) > 1e-9 * std::max(1.0, whole))
      return Error{item(at, 2), "the step " + decimalText(range.step) + " does not divide max − min = " +
                                    decimalText(range.max - range.min) + " into whole steps"};
    if (whole + 1 > 200) return Error{at, "gives " + decimalText(whole + 1) + " values; at most 200 (use a larger step)"};
    range.count = static_cast<int>(whole) + 1;
    const int dMin = decimalsOf(range.min), dStep = decimalsOf(range.step);
    if (dMin < 0 || dStep < 0) return Error{at, "min and step must have at most 9 decimals"};
    range.decimals = std::max(dMin, dStep);
    out.push_back(range);
  }
  return Status::success();
}

}  // namespace

double VaryRange::value(int index) const {
  // Integers in units of the last decimal, so that 0.5 + 8 · 0.1 is 1.3 (the double a file's "1.3"
  // reads as), not 1.3000000000000003.
  const double unit = std::pow(10.0, decimals);
  return (std::round(min * unit) + index * std::round(step * unit)) / unit;
}

Result<Lesson> loadLessonJson(const Json& doc, const std::string& lessonPath) {
  if (Status s = json::onlyKeys(doc, "lesson", {"format", "version", "id", "title", "summary", "model", "overrides", "view",
                                               "parameters", "formulas", "steps", "exercises", "checks", "translations"});
      !s)
    return s.error();
  const Json* format = find(doc, "format");
  if (!format || !format->is_string() || format->get<std::string>() != "wrenchlab-lesson")
    return Error{"format", "must be \"wrenchlab-lesson\""};
  // Version 1 (the first format) names a model file; version 2 may also write the model inside.
  int version = 1;
  if (const Json* v = find(doc, "version")) {
    if (!v->is_number_integer() || v->get<long long>() < 1 || v->get<long long>() > kLessonFormatVersion)
      return Error{"version", "must be 1 or " + std::to_string(kLessonFormatVersion) + ", got " + json::show(*v)};
    version = static_cast<int>(v->get<long long>());
  }
  Lesson lesson;
  lesson.id = std::filesystem::path(lessonPath).stem().string();
  for (auto [key, target] : {std::pair<const char*, std::string*>{"id", &lesson.id}, {"title", &lesson.title}, {"summary", &lesson.summary}})
    if (Status s = optionalText(doc, key, "", *target); !s) return s.error();
  if (lesson.title.empty()) return Error{"title", "is required"};
  if (const Json* inlineModel = find(doc, "model"); inlineModel && inlineModel->is_object()) {
    if (version < 2) return Error{"model", "a model written inside the lesson needs \"version\": 2"};
    // Checked by the model loader when the lesson opens (its errors are named "model.…").
    lesson.model = *inlineModel;
    lesson.modelPath = std::filesystem::path(lessonPath).lexically_normal().string();
  } else {
    std::string model;
    if (Status s = optionalText(doc, "model", "", model); !s)
      return Error{"model", "must be a model file's path or (version 2) a model {…}, got " + json::show(*inlineModel)};
    if (model.empty()) return Error{"model", "is required (a model file relative to the lesson, or the model itself)"};
    lesson.modelPath = (std::filesystem::path(lessonPath).parent_path() / model).lexically_normal().string();
  }
  if (const Json* o = find(doc, "overrides")) {
    if (!o->is_object()) return Error{"overrides", "must be an object {\"json.path\": value}"};
    lesson.overrides = *o;
  }
  if (const Json* v = find(doc, "view")) {
    if (Status s = json::onlyKeys(*v, "view", {"dimension", "pixels_per_metre", "up"}); !s) return s.error();
    std::string up = "y";
    if (Status s = optionalText(*v, "up", "view", up); !s) return s.error();
    if (up != "y" && up != "z") return Error{"view.up", "must be \"y\" or \"z\", got \"" + up + "\""};
    lesson.zUp = up == "z";
    if (const Json* d = find(*v, "dimension")) {
      auto n = json::integer(*d, "view.dimension", 2, 3);
      if (!n) return n.error();
      lesson.dimension = *n;
    }
    if (Status s = optionalNumber(*v, "pixels_per_metre", "view", lesson.pixelsPerMetre); !s) return s.error();
  }
  if (const Json* ps = find(doc, "parameters")) {
    if (!ps->is_array()) return Error{"parameters", "must be an array"};
    for (size_t i = 0; i < ps->size(); ++i) {
      const std::string path = item("parameters", i);
      const Json& p = (*ps)[i];
      if (Status s = json::onlyKeys(p, path, {"label", "path", "min", "max", "step", "unit", "integer"}); !s) return s.error();
      LessonParameter par;
      if (Status s = optionalText(p, "label", path, par.label); !s) return s.error();
      if (Status s = optionalText(p, "path", path, par.path); !s) return s.error();
      if (Status s = optionalText(p, "unit", path, par.unit); !s) return s.error();
      if (Status s = optionalNumber(p, "min", path, par.min); !s) return s.error();
      if (Status s = optionalNumber(p, "max", path, par.max); !s) return s.error();
      if (Status s = optionalNumber(p, "step", path, par.step); !s) return s.error();
      if (const Json* b = find(p, "integer")) {
        auto v = json::boolean(*b, child(path, "integer"));
        if (!v) return v.error();
        par.integer = *v;
      }
      if (par.path.empty() || par.label.empty()) return Error{path, "needs \"label\" and \"path\""};
      if (!(par.max > par.min)) return Error{child(path, "max"), "must be greater than min"};
      lesson.parameters.push_back(par);
    }
  }
  if (const Json* fs = find(doc, "formulas")) {
    if (!fs->is_object()) return Error{"formulas", "must be an object {term: {symbol, substituted}}"};
    for (auto it = fs->begin(); it != fs->end(); ++it) {
      const std::string path = child("formulas", it.key());
      if (Status s = json::onlyKeys(it.value(), path, {"symbol", "substituted", "segment", "expressed_in", "steps"}); !s)
        return s.error();
      LessonFormula f;
      if (Status s = optionalText(it.value(), "symbol", path, f.symbol); !s) return s.error();
      if (Status s = optionalText(it.value(), "substituted", path, f.substituted); !s) return s.error();
      if (Status s = optionalText(it.value(), "segment", path, f.segment); !s) return s.error();
      if (Status s = optionalText(it.value(), "expressed_in", path, f.expressedIn); !s) return s.error();
      if (const Json* st = find(it.value(), "steps")) {
        if (!st->is_array()) return Error{child(path, "steps"), "must be an array of 0-based step numbers"};
        for (size_t k = 0; k < st->size(); ++k) {
          // The steps are read later: check the range once they are known (see below).
          auto n = json::integer((*st)[k], item(child(path, "steps"), k), 0, 1000);
          if (!n) return n.error();
          f.steps.push_back(*n);
        }
      }
      lesson.formulas[it.key()] = f;
    }
  }
  const Json* steps = find(doc, "steps");
  if (!steps || !steps->is_array() || steps->empty()) return Error{"steps", "must be a non-empty array"};
  for (size_t i = 0; i < steps->size(); ++i) {
    const std::string path = item("steps", i);
    const Json& s = (*steps)[i];
    if (Status st = json::onlyKeys(s, path, {"title", "text", "terms", "segments", "frame", "expressed_in", "about", "time", "set",
                                              "predict", "predict_plane", "explanation", "torque_parts", "camera"});
        !st)
      return st.error();
    LessonStep step;
    if (Status st = optionalText(s, "title", path, step.title); !st) return st.error();
    if (Status st = optionalText(s, "text", path, step.text); !st) return st.error();
    if (Status st = readStrings(s, "terms", path, step.terms); !st) return st.error();
    if (Status st = readStrings(s, "segments", path, step.segments); !st) return st.error();
    if (Status st = optionalText(s, "frame", path, step.frame); !st) return st.error();
    if (Status st = optionalText(s, "expressed_in", path, step.expressedIn); !st) return st.error();
    if (Status st = optionalText(s, "about", path, step.about); !st) return st.error();
    if (Status st = optionalText(s, "torque_parts", path, step.torqueParts); !st) return st.error();
    std::string camera = "world";
    if (Status st = optionalText(s, "camera", path, camera); !st) return st.error();
    if (camera != "world" && camera != "observer")
      return Error{child(path, "camera"), "must be \"world\" (the default) or \"observer\" (the view rides with the observer)"};
    step.cameraFollowsObserver = camera == "observer";
    if (const Json* t = find(s, "time")) {
      if (t->is_string() && t->get<std::string>() == "play") {
        step.play = true;
      } else {
        auto x = json::number(*t, child(path, "time"));
        if (!x) return Error{child(path, "time"), "must be a number of seconds or \"play\""};
        step.time = *x;
      }
    }
    if (const Json* set = find(s, "set")) {
      if (!set->is_object()) return Error{child(path, "set"), "must be an object {\"json.path\": value}"};
      step.set = *set;
    }
    if (Status st = readPrediction(s, path, lesson.dimension, step.predict); !st) return st.error();  // "predict, then see"
    if (step.title.empty() || step.text.empty()) return Error{path, "needs \"title\" and \"text\""};
    lesson.steps.push_back(step);
  }
  for (const auto& [key, f] : lesson.formulas)
    for (size_t k = 0; k < f.steps.size(); ++k)
      if (f.steps[k] >= static_cast<int>(lesson.steps.size()))
        return Error{item(child(child("formulas", key), "steps"), k),
                     "must be a step of this lesson, 0 to " + std::to_string(lesson.steps.size() - 1)};
  if (const Json* es = find(doc, "exercises")) {
    if (!es->is_array()) return Error{"exercises", "must be an array"};
    for (size_t i = 0; i < es->size(); ++i) {
      const std::string path = item("exercises", i);
      const Json& e = (*es)[i];
      if (Status s = json::onlyKeys(e, path, {"id", "prompt", "kind", "quantity", "segment", "frame", "expressed_in", "about",
                                              "time", "step", "choices", "tolerance", "unit", "explanation", "vary"});
          !s)
        return s.error();
      LessonExercise ex;
      ex.id = "exercise" + std::to_string(i + 1);
      if (Status s = optionalText(e, "id", path, ex.id); !s) return s.error();
      if (Status s = optionalText(e, "prompt", path, ex.prompt); !s) return s.error();
      if (Status s = optionalText(e, "explanation", path, ex.explanation); !s) return s.error();
      if (Status s = optionalText(e, "unit", path, ex.unit); !s) return s.error();
      if (Status s = readRef(e, path, ex.ask); !s) return s.error();
      if (Status s = readStep(e, path, lesson.steps.size(), ex.step); !s) return s.error();
      std::string kind = "sign";
      if (Status s = optionalText(e, "kind", path, kind); !s) return s.error();
      if (kind == "sign") ex.kind = LessonExercise::Kind::Sign;
      else if (kind == "magnitude") ex.kind = LessonExercise::Kind::Magnitude;
      else if (kind == "choice") ex.kind = LessonExercise::Kind::Choice;
      else return Error{child(path, "kind"), "must be sign, magnitude or choice"};
      if (Status s = optionalNumber(e, "tolerance", path, ex.relativeTolerance); !s) return s.error();
      if (const Json* c = find(e, "choices")) {
        if (!c->is_object()) return Error{child(path, "choices"), "must be an object {label: \"> 0\" | \"< 0\" | \"= 0\"}"};
        for (auto it = c->begin(); it != c->end(); ++it) {
          auto cond = json::text(it.value(), child(child(path, "choices"), it.key()));
          if (!cond) return cond.error();
          if (*cond != "> 0" && *cond != "< 0" && *cond != "= 0")
            return Error{child(child(path, "choices"), it.key()), "must be \"> 0\", \"< 0\" or \"= 0\""};
          ex.choices.emplace_back(it.key(), *cond);
        }
      }
      if (ex.kind == LessonExercise::Kind::Choice && ex.choices.size() < 2)
        return Error{child(path, "choices"), "a choice exercise needs at least two choices"};
      if (ex.prompt.empty() || ex.explanation.empty()) return Error{path, "needs \"prompt\" and \"explanation\""};
      if (Status s = readVary(e, path, ex.vary); !s) return s.error();
      lesson.exercises.push_back(ex);
    }
  }
  if (const Json* cs = find(doc, "checks")) {
    if (!cs->is_array()) return Error{"checks", "must be an array"};
    for (size_t i = 0; i < cs->size(); ++i) {
      const std::string path = item("checks", i);
      const Json& c = (*cs)[i];
      if (Status s = json::onlyKeys(c, path, {"statement", "quantity", "segment", "frame", "expressed_in", "about", "time",
                                              "expect", "other", "value", "scale", "range", "over", "samples", "reduce",
                                              "tolerance", "step", "set"});
          !s)
        return s.error();
      LessonCheck check;
      if (Status s = optionalText(c, "statement", path, check.statement); !s) return s.error();
      if (check.statement.empty()) return Error{child(path, "statement"), "is required: the sentence the check verifies"};
      if (Status s = readRef(c, path, check.quantity); !s) return s.error();
      std::string expect;
      if (Status s = optionalText(c, "expect", path, expect); !s) return s.error();
      if (Status s = readCheckExpect(expect, path, check.expect); !s) return s.error();
      if (Status s = optionalNumber(c, "scale", path, check.scale); !s) return s.error();
      if (Status s = optionalNumber(c, "tolerance", path, check.tolerance); !s) return s.error();
      if (!(check.tolerance >= 0.0)) return Error{child(path, "tolerance"), "must be ≥ 0"};
      if (Status s = readStep(c, path, lesson.steps.size(), check.step); !s) return s.error();
      if (const Json* set = find(c, "set")) {
        if (!set->is_object()) return Error{child(path, "set"), "must be an object {\"json.path\": value}"};
        check.set = *set;
      }
      using E = LessonCheck::Expect;
      const bool compares = check.expect == E::Equals || check.expect == E::Greater || check.expect == E::Less;
      if (const Json* v = find(c, "value")) {
        auto x = json::number(*v, child(path, "value"));
        if (!x) return x.error();
        check.hasValue = true;
        check.value = *x;
      }
      if (const Json* other = find(c, "other")) {
        if (!other->is_object()) return Error{child(path, "other"), "must be the other quantity {quantity, segment, frame, time}"};
        // A key this object does not read ("scale", "set") would be dropped without a word, and the check
        // would compare something else than its author meant.
        if (Status s = json::onlyKeys(*other, child(path, "other"), {"quantity", "segment", "frame", "expressed_in", "about", "time"}); !s)
          return s.error();
        check.other = check.quantity;
        if (Status s = readRef(*other, child(path, "other"), check.other); !s) return s.error();
        if (!find(*other, "time")) check.other.time = check.quantity.time;
        check.hasOther = true;
      }
      if (compares && check.hasValue == check.hasOther)
        return Error{path, "\"" + expect + "\" needs exactly one of \"value\" (a number) and \"other\" (a quantity)"};
      if (!compares && (check.hasValue || check.hasOther))
        return Error{path, "\"value\" and \"other\" belong to equals, greater and less"};
      if (check.expect == E::Between) {
        if (Status s = readPair(c, "range", path, check.low, check.high); !s) return s.error();
      } else if (find(c, "range")) {
        return Error{child(path, "range"), "belongs to \"between\""};
      }
      if (find(c, "over")) {
        if (Status s = readPair(c, "over", path, check.from, check.to); !s) return s.error();
        check.window = true;
        if (const Json* n = find(c, "samples")) {
          auto k = json::integer(*n, child(path, "samples"), 2, 100000);
          if (!k) return k.error();
          check.samples = *k;
        }
        std::string reduce = "each";
        if (Status s = optionalText(c, "reduce", path, reduce); !s) return s.error();
        if (Status s = readCheckReduce(reduce, path, check.reduce); !s) return s.error();
        if (find(c, "time")) return Error{child(path, "time"), "a check over a window has no single time (\"over\" gives it)"};
      } else if (find(c, "samples") || find(c, "reduce")) {
        return Error{path, "\"samples\" and \"reduce\" need \"over\": [from, to]"};
      }
      lesson.checks.push_back(check);
    }
  }
  // Last: the translations are checked against the English steps, parameters, formulas and exercises.
  if (Status s = readLessonTranslations(doc, lesson); !s) return s.error();
  return lesson;
}

Result<Lesson> loadLessonFile(const std::string& path) {
  auto doc = parseJsonFile(path);
  if (!doc) return doc.error();
  auto lesson = loadLessonJson(*doc, path);
  if (!lesson) return Error{path + ": " + lesson.error().where, lesson.error().message};
  return lesson;
}

}  // namespace wl
