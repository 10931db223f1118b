#include "lesson/LessonTranslation.hpp"

#include <algorithm>

#include "io/codecs/JsonFields.hpp"

namespace wl {
namespace {

using json::child;
using json::find;
using json::item;
using json::Json;

bool lower(char c) { return c >= 'a' && c <= 'z'; }
bool upper(char c) { return c >= 'A' && c <= 'Z'; }

// One translated text: a string, and with the same {placeholders} as the English one (a formula's
// numbers must not silently drop out of a translation, nor an old one stay after the English changed).
Status readText(const Json& object, const char* key, const std::string& path, const std::string& english, std::string& out) {
  const Json* v = find(object, key);
  if (!v) return Status::success();
  auto s = json::text(*v, child(path, key));
  if (!s) return s.error();
  std::vector<std::string> want = textPlaceholders(english), got = textPlaceholders(*s);
  std::sort(want.begin(), want.end());
  std::sort(got.begin(), got.end());
  if (want != got) {
    std::string missing, extra;
    for (const std::string& p : want)
      if (std::count(want.begin(), want.end(), p) > std::count(got.begin(), got.end(), p) && missing.find(p) == std::string::npos)
        missing += (missing.empty() ? "" : ", ") + p;
    for (const std::string& p : got)
      if (std::count(got.begin(), got.end(), p) > std::count(want.begin(), want.end(), p) && extra.find(p) == std::string::npos)
        extra += (extra.empty() ? "" : ", ") + p;
    return Error{child(path, key), "must keep the English text's placeholders" + (missing.empty() ? "" : "; missing " + missing) +
                                       (extra.empty() ? "" : "; not in the English text " + extra)};
  }
  out = *s;
  return Status::success();
}

// An array with one entry per English item ({} for one not translated yet): a step added in English
// must not shift every translated step after it by one.
Status readArray(const Json& object, const char* key, const std::string& path, size_t count, const char* what, const Json*& out) {
  out = find(object, key);
  if (!out) return Status::success();
  if (!out->is_array()) return Error{child(path, key), std::string("must be an array with one entry per ") + what};
  if (out->size() != count)
    return Error{child(path, key), "has " + std::to_string(out->size()) + " entries for the lesson's " + std::to_string(count) + " " +
                                       what + "s (one per " + what + ", {} for one not translated yet)"};
  return Status::success();
}

Status readTexts(const Json& t, const std::string& path, const Lesson& lesson, LessonTexts& out) {
  if (!t.is_object()) return Error{path, "must be an object {title, summary, steps, parameters, formulas, exercises}"};
  if (Status s = json::onlyKeys(t, path, {"title", "summary", "steps", "parameters", "formulas", "exercises"}); !s) return s;
  if (Status s = readText(t, "title", path, lesson.title, out.title); !s) return s;
  if (Status s = readText(t, "summary", path, lesson.summary, out.summary); !s) return s;

  const Json* steps = nullptr;
  if (Status s = readArray(t, "steps", path, lesson.steps.size(), "step", steps); !s) return s;
  out.steps.assign(lesson.steps.size(), {});
  for (size_t i = 0; steps && i < steps->size(); ++i) {
    const std::string at = item(child(path, "steps"), i);
    const Json& st = (*steps)[i];
    if (!st.is_object()) return Error{at, "must be an object {title, text, explanation}"};
    if (Status s = json::onlyKeys(st, at, {"title", "text", "explanation"}); !s) return s;
    if (Status s = readText(st, "title", at, lesson.steps[i].title, out.steps[i].title); !s) return s;
    if (Status s = readText(st, "text", at, lesson.steps[i].text, out.steps[i].text); !s) return s;
    // Only a predict step has an explanation: a translated one elsewhere would never be shown.
    if (find(st, "explanation") && lesson.steps[i].predict.explanation.empty())
      return Error{child(at, "explanation"), "the English step has no explanation (only a predict step has one)"};
    if (Status s = readText(st, "explanation", at, lesson.steps[i].predict.explanation, out.steps[i].explanation); !s) return s;
  }

  const Json* parameters = nullptr;
  if (Status s = readArray(t, "parameters", path, lesson.parameters.size(), "parameter", parameters); !s) return s;
  out.parameterLabels.assign(lesson.parameters.size(), "");
  for (size_t i = 0; parameters && i < parameters->size(); ++i) {
    const std::string at = item(child(path, "parameters"), i);
    const Json& p = (*parameters)[i];
    if (!p.is_object()) return Error{at, "must be an object {label}"};
    if (Status s = json::onlyKeys(p, at, {"label"}); !s) return s;
    if (Status s = readText(p, "label", at, lesson.parameters[i].label, out.parameterLabels[i]); !s) return s;
  }

  if (const Json* formulas = find(t, "formulas")) {
    const std::string at = child(path, "formulas");
    if (!formulas->is_object()) return Error{at, "must be an object {formula: {symbol, substituted}}"};
    for (auto it = formulas->begin(); it != formulas->end(); ++it) {
      const std::string f = child(at, it.key());
      const auto english = lesson.formulas.find(it.key());
      if (english == lesson.formulas.end()) return Error{f, "the lesson has no formula \"" + it.key() + "\""};
      if (!it.value().is_object()) return Error{f, "must be an object {symbol, substituted}"};
      if (Status s = json::onlyKeys(it.value(), f, {"symbol", "substituted"}); !s) return s;
      LessonTexts::Formula& texts = out.formulas[it.key()];
      if (Status s = readText(it.value(), "symbol", f, english->second.symbol, texts.symbol); !s) return s;
      if (Status s = readText(it.value(), "substituted", f, english->second.substituted, texts.substituted); !s) return s;
    }
  }

  const Json* exercises = nullptr;
  if (Status s = readArray(t, "exercises", path, lesson.exercises.size(), "exercise", exercises); !s) return s;
  out.exercises.assign(lesson.exercises.size(), {});
  for (size_t i = 0; exercises && i < exercises->size(); ++i) {
    const std::string at = item(child(path, "exercises"), i);
    const Json& e = (*exercises)[i];
    const LessonExercise& english = lesson.exercises[i];
    LessonTexts::Exercise& texts = out.exercises[i];
    if (!e.is_object()) return Error{at, "must be an object {prompt, explanation, choices}"};
    if (Status s = json::onlyKeys(e, at, {"prompt", "explanation", "choices"}); !s) return s;
    if (Status s = readText(e, "prompt", at, english.prompt, texts.prompt); !s) return s;
    if (Status s = readText(e, "explanation", at, english.explanation, texts.explanation); !s) return s;
    if (const Json* choices = find(e, "choices")) {
      const std::string c = child(at, "choices");
      if (!choices->is_object()) return Error{c, "must be an object {English label: label in this language}"};
      for (auto it = choices->begin(); it != choices->end(); ++it) {
        const bool known = std::any_of(english.choices.begin(), english.choices.end(), [&](const auto& ch) { return ch.first == it.key(); });
        if (!known) return Error{child(c, it.key()), "is not one of the exercise's choices"};
        std::string label;
        if (Status s = readText(*choices, it.key().c_str(), c, it.key(), label); !s) return s;
        if (label.empty()) return Error{child(c, it.key()), "must not be empty"};
        for (const auto& [other, otherLabel] : texts.choices)
          if (otherLabel == label) return Error{child(c, it.key()), "is the same label as the choice \"" + other + "\""};
        texts.choices[it.key()] = label;
      }
    }
  }
  return Status::success();
}

// The translated text, or the English one where there is none.
const std::string& pick(const std::string& translated, const std::string& english) { return translated.empty() ? english : translated; }

}  // namespace

bool isLessonLanguageTag(std::string_view tag) {
  // language: 2–3 lower-case letters; then optionally -REGION (2 upper-case letters or 3 digits) or
  // -Script (an upper-case letter and 3 lower-case ones).
  size_t n = 0;
  while (n < tag.size() && lower(tag[n])) ++n;
  if (n < 2 || n > 3) return false;
  if (tag.substr(0, n) == "en") return false;
  if (n == tag.size()) return true;
  if (tag[n] != '-') return false;
  const std::string_view rest = tag.substr(n + 1);
  const auto all = [&](auto pred) { return std::all_of(rest.begin(), rest.end(), pred); };
  if (rest.size() == 2) return all(upper);
  if (rest.size() == 3) return all([](char c) { return c >= '0' && c <= '9'; });
  if (rest.size() == 4) return upper(rest[0]) && std::all_of(rest.begin() + 1, rest.end(), lower);
  return false;
}

std::vector<std::string> textPlaceholders(std::string_view text) {
  std::vector<std::string> out;
  for (size_t open = text.find('{'); open != std::string_view::npos; open = text.find('{', open + 1)) {
    const size_t close = text.find('}', open);
    if (close == std::string_view::npos) break;
    out.emplace_back(text.substr(open, close - open + 1));
    open = close;
  }
  return out;
}

Status readLessonTranslations(const Json& doc, Lesson& lesson) {
  const Json* translations = find(doc, "translations");
  if (!translations) return Status::success();
  if (!translations->is_object()) return Error{"translations", "must be an object {\"de\": {…}, \"pt-BR\": {…}}"};
  for (auto it = translations->begin(); it != translations->end(); ++it) {
    const std::string path = child("translations", it.key());
    if (it.key() == "en") return Error{path, "English is the lesson's own text: write it in the fields themselves"};
    if (!isLessonLanguageTag(it.key()))
      return Error{path, "is not a language tag (a language as \"de\", with a region as \"pt-BR\" or a script as \"zh-Hant\")"};
    LessonTexts texts;
    if (Status s = readTexts(it.value(), path, lesson, texts); !s) return s;
    lesson.translations[it.key()] = std::move(texts);
  }
  return Status::success();
}

const LessonTexts* findTranslation(const Lesson& lesson, std::string_view language) {
  if (auto exact = lesson.translations.find(std::string(language)); exact != lesson.translations.end()) return &exact->second;
  const std::string_view primary = language.substr(0, language.find('-'));
  for (const auto& [tag, texts] : lesson.translations)
    if (std::string_view(tag).substr(0, tag.find('-')) == primary) return &texts;
  return nullptr;
}

Lesson translatedLesson(const Lesson& lesson, std::string_view language) {
  Lesson out = lesson;
  const LessonTexts* t = findTranslation(lesson, language);
  if (!t) return out;
  out.title = pick(t->title, lesson.title);
  out.summary = pick(t->summary, lesson.summary);
  for (size_t i = 0; i < out.steps.size() && i < t->steps.size(); ++i) {
    out.steps[i].title = pick(t->steps[i].title, lesson.steps[i].title);
    out.steps[i].text = pick(t->steps[i].text, lesson.steps[i].text);
    out.steps[i].predict.explanation = pick(t->steps[i].explanation, lesson.steps[i].predict.explanation);
  }
  for (size_t i = 0; i < out.parameters.size() && i < t->parameterLabels.size(); ++i)
    out.parameters[i].label = pick(t->parameterLabels[i], lesson.parameters[i].label);
  for (auto& [key, formula] : out.formulas)
    if (auto f = t->formulas.find(key); f != t->formulas.end()) {
      formula.symbol = pick(f->second.symbol, formula.symbol);
      formula.substituted = pick(f->second.substituted, formula.substituted);
    }
  for (size_t i = 0; i < out.exercises.size() && i < t->exercises.size(); ++i) {
    LessonExercise& e = out.exercises[i];
    e.prompt = pick(t->exercises[i].prompt, e.prompt);
    e.explanation = pick(t->exercises[i].explanation, e.explanation);
    // The label is the answer too: translated in the choices, the computed answer follows.
    for (auto& [label, condition] : e.choices)
      if (auto c = t->exercises[i].choices.find(label); c != t->exercises[i].choices.end()) label = c->second;
  }
  return out;
}

std::vector<std::string> missingTranslations(const Lesson& lesson, std::string_view language) {
  std::vector<std::string> missing;
  const LessonTexts* t = findTranslation(lesson, language);
  const LessonTexts none;
  if (!t) t = &none;
  const auto need = [&](const std::string& english, const std::string& translated, const std::string& path) {
    if (!english.empty() && translated.empty()) missing.push_back(path);
  };
  need(lesson.title, t->title, "title");
  need(lesson.summary, t->summary, "summary");
  for (size_t i = 0; i < lesson.steps.size(); ++i) {
    const LessonTexts::Step step = i < t->steps.size() ? t->steps[i] : LessonTexts::Step{};
    need(lesson.steps[i].title, step.title, item("steps", i) + ".title");
    need(lesson.steps[i].text, step.text, item("steps", i) + ".text");
    need(lesson.steps[i].predict.explanation, step.explanation, item("steps", i) + ".explanation");
  }
  for (size_t i = 0; i < lesson.parameters.size(); ++i)
    need(lesson.parameters[i].label, i < t->parameterLabels.size() ? t->parameterLabels[i] : "", item("parameters", i) + ".label");
  for (const auto& [key, formula] : lesson.formulas) {
    const auto f = t->formulas.find(key);
    const LessonTexts::Formula texts = f != t->formulas.end() ? f->second : LessonTexts::Formula{};
    need(formula.symbol, texts.symbol, child(child("formulas", key), "symbol"));
    need(formula.substituted, texts.substituted, child(child("formulas", key), "substituted"));
  }
  for (size_t i = 0; i < lesson.exercises.size(); ++i) {
    const LessonExercise& e = lesson.exercises[i];
    const LessonTexts::Exercise texts = i < t->exercises.size() ? t->exercises[i] : LessonTexts::Exercise{};
    need(e.prompt, texts.prompt, item("exercises", i) + ".prompt");
    need(e.explanation, texts.explanation, item("exercises", i) + ".explanation");
    for (const auto& choice : e.choices)
      if (!texts.choices.count(choice.first)) missing.push_back(child(item("exercises", i) + ".choices", choice.first));
  }
  return missing;
}

}  // namespace wl
