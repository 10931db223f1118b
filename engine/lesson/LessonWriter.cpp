// A lesson back to a document (lesson-format.md, current version): what the editor saves and the
// share link carries. Every field the loader reads is written unless it is at the loader's default,
// so loadLessonJson(lessonToJson(x)) == x (tests/unit/LessonWriterTest.cpp, over every shipped lesson).
#include <cctype>
#include <filesystem>

#include "io/codecs/JsonPath.hpp"
#include "io/codecs/JsonText.hpp"
#include "io/codecs/JsonWriter.hpp"
#include "lesson/Lesson.hpp"

namespace wl {
namespace {

using Json = nlohmann::json;
namespace fs = std::filesystem;

// The defaults below are the loader's (LessonJson.cpp and the structs in Lesson.hpp).
void writeRef(const QuantityRef& ref, Json& out, bool withTime) {
  out["quantity"] = ref.quantity;
  if (!ref.segment.empty()) out["segment"] = ref.segment;
  if (ref.frame != "world") out["frame"] = ref.frame;
  if (ref.expressedIn != "observer") out["expressed_in"] = ref.expressedIn;
  if (ref.about != "proximal") out["about"] = ref.about;
  if (withTime && ref.time != 0.0) out["time"] = ref.time;
}

Json strings(const std::vector<std::string>& list) {
  Json out = Json::array();
  for (const auto& s : list) out.push_back(s);
  return out;
}

const char* expectName(LessonCheck::Expect e) {
  using E = LessonCheck::Expect;
  switch (e) {
    case E::Zero: return "zero";
    case E::Nonzero: return "nonzero";
    case E::Positive: return "positive";
    case E::Negative: return "negative";
    case E::Equals: return "equals";
    case E::Greater: return "greater";
    case E::Less: return "less";
    case E::Between: return "between";
  }
  return "zero";
}

const char* reduceName(LessonCheck::Reduce r) {
  using R = LessonCheck::Reduce;
  switch (r) {
    case R::Each: return "each";
    case R::Max: return "max";
    case R::Min: return "min";
    case R::MaxAbs: return "max_abs";
    case R::Spread: return "spread";
  }
  return "each";
}

const char* kindName(LessonExercise::Kind k) {
  switch (k) {
    case LessonExercise::Kind::Sign: return "sign";
    case LessonExercise::Kind::Magnitude: return "magnitude";
    case LessonExercise::Kind::Choice: return "choice";
  }
  return "sign";
}

Json checkToJson(const LessonCheck& c) {
  Json out = Json::object();
  out["statement"] = c.statement;
  writeRef(c.quantity, out, !c.window);
  out["expect"] = expectName(c.expect);
  if (c.hasValue) out["value"] = c.value;
  if (c.hasOther) {
    // The loader starts "other" from the quantity and reads what it names: write every field that
    // differs from the quantity's, and the quantity itself.
    Json other = Json::object();
    other["quantity"] = c.other.quantity;
    if (c.other.segment != c.quantity.segment) other["segment"] = c.other.segment;
    if (c.other.frame != c.quantity.frame) other["frame"] = c.other.frame;
    if (c.other.expressedIn != c.quantity.expressedIn) other["expressed_in"] = c.other.expressedIn;
    if (c.other.about != c.quantity.about) other["about"] = c.other.about;
    if (c.other.time != c.quantity.time) other["time"] = c.other.time;
    out["other"] = other;
  }
  if (c.scale != 1.0) out["scale"] = c.scale;
  if (c.expect == LessonCheck::Expect::Between) out["range"] = Json::array({c.low, c.high});
  if (c.window) {
    out["over"] = Json::array({c.from, c.to});
    if (c.samples != 101) out["samples"] = c.samples;
    if (c.reduce != LessonCheck::Reduce::Each) out["reduce"] = reduceName(c.reduce);
  }
  if (c.tolerance != 1e-9) out["tolerance"] = c.tolerance;
  if (c.step >= 0) out["step"] = c.step;
  if (!c.set.empty()) out["set"] = c.set;
  return out;
}

// One language's texts as the file writes them (LessonTranslation.cpp reads them): a text left out
// is one not translated yet; an array has one entry per step, parameter or exercise ({} for one not
// translated), written only when some entry has a text.
Json textsToJson(const LessonTexts& t) {
  Json out = Json::object();
  if (!t.title.empty()) out["title"] = t.title;
  if (!t.summary.empty()) out["summary"] = t.summary;
  Json steps = Json::array();
  bool anyStep = false;
  for (const LessonTexts::Step& s : t.steps) {
    Json item = Json::object();
    if (!s.title.empty()) item["title"] = s.title;
    if (!s.text.empty()) item["text"] = s.text;
    if (!s.explanation.empty()) item["explanation"] = s.explanation;
    anyStep = anyStep || !item.empty();
    steps.push_back(item);
  }
  if (anyStep) out["steps"] = steps;
  Json parameters = Json::array();
  bool anyParameter = false;
  for (const std::string& label : t.parameterLabels) {
    parameters.push_back(label.empty() ? Json::object() : Json{{"label", label}});
    anyParameter = anyParameter || !label.empty();
  }
  if (anyParameter) out["parameters"] = parameters;
  if (!t.formulas.empty()) {
    Json formulas = Json::object();
    for (const auto& [key, f] : t.formulas) {
      Json item = Json::object();
      if (!f.symbol.empty()) item["symbol"] = f.symbol;
      if (!f.substituted.empty()) item["substituted"] = f.substituted;
      formulas[key] = item;
    }
    out["formulas"] = formulas;
  }
  Json exercises = Json::array();
  bool anyExercise = false;
  for (const LessonTexts::Exercise& e : t.exercises) {
    Json item = Json::object();
    if (!e.prompt.empty()) item["prompt"] = e.prompt;
    if (!e.explanation.empty()) item["explanation"] = e.explanation;
    if (!e.choices.empty()) item["choices"] = e.choices;
    anyExercise = anyExercise || !item.empty();
    exercises.push_back(item);
  }
  if (anyExercise) out["exercises"] = exercises;
  return out;
}

}  // namespace

Json lessonToJson(const Lesson& lesson, const std::string& lessonPath) {
  Json doc = Json::object();
  doc["format"] = "wrenchlab-lesson";
  doc["version"] = kLessonFormatVersion;
  doc["id"] = lesson.id;
  doc["title"] = lesson.title;
  if (!lesson.summary.empty()) doc["summary"] = lesson.summary;
  if (hasInlineModel(lesson)) {
    doc["model"] = lesson.model;
  } else {
    const fs::path folder = fs::path(lessonPath).parent_path();
    doc["model"] = fs::path(lesson.modelPath).lexically_relative(folder.empty() ? fs::path(".") : folder).generic_string();
  }
  if (!lesson.overrides.empty()) doc["overrides"] = lesson.overrides;
  Json view = Json::object();
  if (lesson.dimension != 2) view["dimension"] = lesson.dimension;
  if (lesson.pixelsPerMetre != 0.0) view["pixels_per_metre"] = lesson.pixelsPerMetre;
  if (lesson.zUp) view["up"] = "z";
  if (!view.empty()) doc["view"] = view;
  if (!lesson.parameters.empty()) {
    Json list = Json::array();
    for (const LessonParameter& p : lesson.parameters) {
      Json item = {{"label", p.label}, {"path", p.path}, {"min", p.min}, {"max", p.max}};
      if (p.step != 0.0) item["step"] = p.step;
      if (!p.unit.empty()) item["unit"] = p.unit;
      if (p.integer) item["integer"] = true;
      list.push_back(item);
    }
    doc["parameters"] = list;
  }
  if (!lesson.formulas.empty()) {
    Json formulas = Json::object();
    for (const auto& [key, f] : lesson.formulas) {
      Json item = Json::object();
      if (!f.symbol.empty()) item["symbol"] = f.symbol;
      if (!f.substituted.empty()) item["substituted"] = f.substituted;
      if (!f.segment.empty()) item["segment"] = f.segment;
      if (!f.expressedIn.empty()) item["expressed_in"] = f.expressedIn;
      if (!f.steps.empty()) item["steps"] = f.steps;
      formulas[key] = item;
    }
    doc["formulas"] = formulas;
  }
  Json steps = Json::array();
  for (const LessonStep& s : lesson.steps) {
    Json item = {{"title", s.title}, {"text", s.text}};
    if (!s.terms.empty()) item["terms"] = strings(s.terms);
    if (!s.segments.empty()) item["segments"] = strings(s.segments);
    if (s.frame != "world") item["frame"] = s.frame;
    if (s.expressedIn != "observer") item["expressed_in"] = s.expressedIn;
    if (s.about != "proximal") item["about"] = s.about;
    if (s.play) item["time"] = "play";
    else if (s.time != 0.0) item["time"] = s.time;
    if (!s.set.empty()) item["set"] = s.set;
    if (!s.torqueParts.empty()) item["torque_parts"] = s.torqueParts;
    if (s.cameraFollowsObserver) item["camera"] = "observer";
    if (s.predict.active()) {  // "predict, then see": the hidden terms, their plane and the reveal's text
      item["predict"] = strings(s.predict.terms);
      const char axes[] = {'x', 'y', 'z'};
      const PredictionPlane& plane = s.predict.plane;
      if (plane.first != 0 || plane.second != 1) item["predict_plane"] = std::string{axes[plane.first], axes[plane.second]};
      item["explanation"] = s.predict.explanation;
    }
    steps.push_back(item);
  }
  doc["steps"] = steps;
  if (!lesson.exercises.empty()) {
    Json list = Json::array();
    for (const LessonExercise& e : lesson.exercises) {
      Json item = {{"id", e.id}, {"kind", kindName(e.kind)}, {"prompt", e.prompt}};
      writeRef(e.ask, item, true);
      if (e.step >= 0) item["step"] = e.step;
      if (!e.choices.empty()) {
        Json choices = Json::object();
        for (const auto& [label, condition] : e.choices) choices[label] = condition;
        item["choices"] = choices;
      }
      if (e.relativeTolerance != 0.02) item["tolerance"] = e.relativeTolerance;
      if (!e.unit.empty()) item["unit"] = e.unit;
      item["explanation"] = e.explanation;
      if (!e.vary.empty()) {
        // [min, max, step] as read: the count and the decimals follow from them again.
        Json vary = Json::object();
        for (const VaryRange& r : e.vary) vary[r.path] = Json::array({r.min, r.max, r.step});
        item["vary"] = vary;
      }
      list.push_back(item);
    }
    doc["exercises"] = list;
  }
  if (!lesson.checks.empty()) {
    Json list = Json::array();
    for (const LessonCheck& c : lesson.checks) list.push_back(checkToJson(c));
    doc["checks"] = list;
  }
  if (!lesson.translations.empty()) {
    Json translations = Json::object();
    for (const auto& [language, texts] : lesson.translations) translations[language] = textsToJson(texts);
    doc["translations"] = translations;
  }
  return doc;
}

std::string writeLessonText(const Lesson& lesson, const std::string& lessonPath) {
  return writeJsonText(lessonToJson(lesson, lessonPath), JsonStyle::Pretty);
}

namespace {

// The files a model document reads ("motion": {"file": …}, "robot": …), named relative to `from`,
// renamed relative to `to` (absolute names stay).
void rebaseModelFiles(Json& model, const fs::path& from, const fs::path& to) {
  const auto rebase = [&](Json& name) {
    if (!name.is_string()) return;  // the model loader names the wrong type
    const fs::path file = name.get<std::string>();
    if (file.is_absolute()) return;
    // Both folders made absolute first: a model named relative to the working folder ("content/models/…")
    // and a lesson folder given absolute have no relative path between them lexically.
    std::error_code ignored;
    const fs::path data = fs::absolute(from / file, ignored).lexically_normal();
    const fs::path folder = fs::absolute(to.empty() ? fs::path(".") : to, ignored).lexically_normal();
    const fs::path relative = data.lexically_relative(folder);
    // No relative path at all (another drive): the absolute one, which a link then refuses by name.
    name = (relative.empty() ? data : relative).generic_string();
  };
  if (!model.is_object()) return;
  // A measured motion, and a robot file the segments come from ("robot": "robots/ur5.urdf").
  if (model.contains("motion") && model["motion"].is_object() && model["motion"].contains("file")) rebase(model["motion"]["file"]);
  if (model.contains("robot")) rebase(model["robot"]);
}

}  // namespace

Status inlineLessonModel(Lesson& lesson, const std::string& lessonPath) {
  if (hasInlineModel(lesson)) return Status::success();
  auto model = parseJsonFile(lesson.modelPath);
  if (!model) return model.error();
  if (!model->is_object()) return Error{lesson.modelPath, "is not a model (a JSON object)"};
  // The model's data files are read from the model's folder; inside the lesson, from the lesson's.
  rebaseModelFiles(*model, fs::path(lesson.modelPath).parent_path(), fs::path(lessonPath).parent_path());
  lesson.model = std::move(*model);
  lesson.modelPath = fs::path(lessonPath).lexically_normal().string();
  return Status::success();
}

void moveInlineLesson(Lesson& lesson, const std::string& lessonPath) {
  if (!hasInlineModel(lesson)) return;
  rebaseModelFiles(lesson.model, fs::path(lesson.modelPath).parent_path(), fs::path(lessonPath).parent_path());
  lesson.modelPath = fs::path(lessonPath).lexically_normal().string();
}

Lesson lessonAroundModel(const nlohmann::json& modelDocument, const std::string& lessonPath) {
  Lesson lesson;
  const auto name = modelDocument.find("name");
  const auto description = modelDocument.find("description");
  lesson.title = name != modelDocument.end() && name->is_string() && !name->get<std::string>().empty() ? name->get<std::string>()
                                                                                                       : "A model";
  std::string slug;
  for (char c : lesson.title) {
    const bool word = std::isalnum(static_cast<unsigned char>(c)) != 0;
    if (word) slug += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    else if (!slug.empty() && slug.back() != '-') slug += '-';
  }
  while (!slug.empty() && slug.back() == '-') slug.pop_back();
  lesson.id = slug.empty() ? "model" : slug;
  lesson.model = modelDocument;
  lesson.modelPath = fs::path(lessonPath).lexically_normal().string();
  LessonStep step;
  step.title = lesson.title;
  step.text = description != modelDocument.end() && description->is_string() && !description->get<std::string>().empty()
                  ? description->get<std::string>()
                  : "Every term of every segment, seen from the world.";
  step.play = true;
  lesson.steps.push_back(step);
  return lesson;
}

}  // namespace wl
