// Lessons in other languages: a lesson file's "translations" are read and validated with field paths,
// a lesson shown in a language takes each text from its translation or, string by string, from the
// English; and the report of what a student would still read in English, which must be empty for
// German and Brazilian Portuguese in every lesson the app lists.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "io/codecs/JsonText.hpp"
#include "lesson/LessonSession.hpp"
#include "lesson/LessonTranslation.hpp"

using namespace wl;

namespace {

const std::string kLessons = std::string(WRENCHLAB_SOURCE_DIR) + "/content/lessons";

// A small lesson of our own (the radial slider's model), two steps (the second a predict step, with an
// explanation), a parameter, a formula, a choice.
nlohmann::json lessonWith(const nlohmann::json& translations) {
  auto doc = nlohmann::json::parse(R"J({
    "format": "wrenchlab-lesson", "version": 1, "id": "t", "title": "Title", "summary": "Summary",
    "model": "../models/radial-slider.json",
    "parameters": [{"label": "bead mass", "path": "segments[1].mass", "min": 0.1, "max": 5, "unit": "kg"}],
    "formulas": {"coriolis": {"symbol": "F_cor = −2 m ω × ṙ", "substituted": "= −2 · {mass} kg · {omega} × {rdot}"}},
    "steps": [{"title": "One", "text": "First step."},
              {"title": "Two", "text": "Second step: which way?", "terms": ["coriolis"], "segments": ["bead"], "frame": "rod@rod.proximal",
               "time": 0.6, "predict": ["coriolis"], "explanation": "Backwards (−y)."}],
    "exercises": [{"prompt": "Which way?", "kind": "choice", "quantity": "term.coriolis.force.y", "segment": "bead",
                   "frame": "rod@rod.proximal", "time": 0.6, "choices": {"+y, ahead": "> 0", "−y, behind": "< 0"}, "explanation": "Because."}]
  })J");
  if (!translations.is_null()) doc["translations"] = translations;
  return doc;
}

Result<Lesson> load(const nlohmann::json& translations) { return loadLessonJson(lessonWith(translations), kLessons + "/t.json"); }

std::string errorOf(const nlohmann::json& translations) {
  auto lesson = load(translations);
  return lesson ? std::string("(loaded)") : lesson.error().text();
}

}  // namespace

TEST_CASE("a lesson's translations are read, and a language takes each text from them or from the English") {
  auto lesson = load(nlohmann::json::parse(R"J({"de": {
    "title": "Titel",
    "steps": [{"title": "Eins", "text": "Erster Schritt."}, {"title": "Zwei", "explanation": "Nach hinten (−y)."}],
    "parameters": [{"label": "Masse der Perle"}],
    "formulas": {"coriolis": {"substituted": "= −2 · {mass} kg · {omega} × {rdot} (Coriolis-Kraft)"}},
    "exercises": [{"prompt": "In welche Richtung?", "choices": {"+y, ahead": "+y, voraus"}}]
  }, "pt-BR": {"steps": [{}, {"text": "Segundo passo: para onde?"}]}})J"));
  REQUIRE_MESSAGE(lesson, lesson.error().text());
  const Lesson de = translatedLesson(*lesson, "de");
  CHECK(de.title == "Titel");
  CHECK(de.summary == "Summary");  // not translated: English
  CHECK(de.steps[0].text == "Erster Schritt.");
  CHECK(de.steps[1].title == "Zwei");
  CHECK(de.steps[1].text == "Second step: which way?");
  CHECK(de.steps[1].predict.explanation == "Nach hinten (−y).");  // a predict step's explanation, translated
  CHECK(de.steps[1].predict.terms == std::vector<std::string>{"coriolis"});
  const Lesson pt = translatedLesson(*lesson, "pt-BR");
  CHECK(pt.steps[1].text == "Segundo passo: para onde?");
  CHECK(pt.steps[1].predict.explanation == "Backwards (−y).");  // not translated: English, string by string
  CHECK(pt.steps[0].predict.explanation.empty());
  CHECK(de.parameters[0].label == "Masse der Perle");
  CHECK(de.parameters[0].path == "segments[1].mass");
  CHECK(de.formulas.at("coriolis").symbol == "F_cor = −2 m ω × ṙ");
  CHECK(de.formulas.at("coriolis").substituted.find("Coriolis-Kraft") != std::string::npos);
  CHECK(de.exercises[0].prompt == "In welche Richtung?");
  CHECK(de.exercises[0].explanation == "Because.");
  REQUIRE(de.exercises[0].choices.size() == 2);
  CHECK(de.exercises[0].choices[0].first == "+y, voraus");
  CHECK(de.exercises[0].choices[1].first == "−y, behind");
  // A region finds its language's translation, and a language without one is English.
  CHECK(translatedLesson(*lesson, "de-AT").title == "Titel");
  CHECK(translatedLesson(*lesson, "fr").title == "Title");
  CHECK(translatedLesson(*lesson, "en").title == "Title");
  // The translated choice is the answer too: the engine's answer names it.
  auto session = openLessonSession(de);
  REQUIRE(session);
  auto answer = computeAnswer(*session, de.exercises[0]);
  REQUIRE_MESSAGE(answer, answer.error().text());
  CHECK(answer->correct == "−y, behind");  // the bead slides out on a rod turning about +z: −2m ω × ṙ is −y
  CHECK(checkAnswer(de.exercises[0], *answer, "−y, behind"));
  CHECK_FALSE(checkAnswer(de.exercises[0], *answer, "+y, voraus"));
}

TEST_CASE("the missing-translation report names every text a student would read in English") {
  auto lesson = load(nlohmann::json::parse(R"J({"de": {"title": "Titel", "steps": [{"title": "Eins", "text": "Erster Schritt."}, {}],
                                                       "exercises": [{"choices": {"−y, behind": "−y, zurück"}}]}})J"));
  REQUIRE_MESSAGE(lesson, lesson.error().text());
  const std::vector<std::string> expected{"summary",
                                          "steps[1].title",
                                          "steps[1].text",
                                          "steps[1].explanation",
                                          "parameters[0].label",
                                          "formulas.coriolis.symbol",
                                          "formulas.coriolis.substituted",
                                          "exercises[0].prompt",
                                          "exercises[0].explanation",
                                          "exercises[0].choices.+y, ahead"};
  CHECK(missingTranslations(*lesson, "de") == expected);
  // A language the lesson does not have: everything.
  CHECK(missingTranslations(*lesson, "pt-BR").size() == 14);
}

TEST_CASE("a translation that does not fit its lesson is refused, naming the field") {
  const auto refused = [](const char* translations, const char* where, const char* why) {
    const std::string e = errorOf(nlohmann::json::parse(translations));
    CHECK_MESSAGE(e.find(where) != std::string::npos, e);
    CHECK_MESSAGE(e.find(why) != std::string::npos, e);
  };
  refused(R"J({"en": {"title": "x"}})J", "translations.en", "English is the lesson's own text");
  refused(R"J({"german": {"title": "x"}})J", "translations.german", "is not a language tag");
  refused(R"J({"pt-br": {}})J", "translations.pt-br", "is not a language tag");
  refused(R"J({"de": []})J", "translations.de", "must be an object");
  refused(R"J({"de": {"titel": "x"}})J", "translations.de", "titel");
  refused(R"J({"de": {"title": 3}})J", "translations.de.title", "must be");
  refused(R"J({"de": {"steps": [{"title": "Eins"}]}})J", "translations.de.steps", "has 1 entries for the lesson's 2 steps");
  refused(R"J({"de": {"steps": [{}, {"txt": "x"}]}})J", "translations.de.steps[1]", "txt");
  refused(R"J({"de": {"steps": [{"explanation": "x"}, {}]}})J", "translations.de.steps[0].explanation",
          "the English step has no explanation (only a predict step has one)");
  refused(R"J({"de": {"steps": [{}, {"explanation": 3}]}})J", "translations.de.steps[1].explanation", "must be");
  refused(R"J({"de": {"steps": [{}, {"explanation": "Nach hinten: {term.coriolis.force}"}]}})J", "translations.de.steps[1].explanation",
          "not in the English text {term.coriolis.force}");
  refused(R"J({"de": {"parameters": []}})J", "translations.de.parameters", "has 0 entries");
  refused(R"J({"de": {"formulas": {"euler": {"symbol": "x"}}}})J", "translations.de.formulas.euler", "the lesson has no formula");
  refused(R"J({"de": {"formulas": {"coriolis": {"substituted": "= −2 · {mass} kg · {omega}"}}}})J",
          "translations.de.formulas.coriolis.substituted", "missing {rdot}");
  refused(R"J({"de": {"formulas": {"coriolis": {"substituted": "= −2 · {mass} · {omega} × {rdot} · {r}"}}}})J",
          "translations.de.formulas.coriolis.substituted", "not in the English text {r}");
  refused(R"J({"de": {"exercises": [{"choices": {"+y": "+y"}}]}})J", "translations.de.exercises[0].choices.+y", "not one of the exercise's choices");
  refused(R"J({"de": {"exercises": [{"choices": {"+y, ahead": "gleich", "−y, behind": "gleich"}}]}})J",
          "translations.de.exercises[0].choices", "the same label");
  refused(R"J({"de": {"exercises": [{"choices": {"+y, ahead": ""}}]}})J", "translations.de.exercises[0].choices.+y, ahead", "must not be empty");
  refused(R"([])", "translations", "must be an object");
  CHECK(isLessonLanguageTag("de"));
  CHECK(isLessonLanguageTag("pt-BR"));
  CHECK(isLessonLanguageTag("es-419"));
  CHECK(isLessonLanguageTag("zh-Hant"));
  CHECK_FALSE(isLessonLanguageTag("en"));
  CHECK_FALSE(isLessonLanguageTag("de-"));
  CHECK_FALSE(isLessonLanguageTag("DE"));
  CHECK(textPlaceholders("a {mass} b {expr:2*x} {mass}") == std::vector<std::string>{"{mass}", "{expr:2*x}", "{mass}"});
}

TEST_CASE("every lesson the app lists is whole in German and Brazilian Portuguese (report: what is missing)") {
  auto index = parseJsonFile(kLessons + "/index.json");
  REQUIRE(index);
  std::string report;
  int lessons = 0, texts = 0, explanations = 0;
  for (const auto& id : (*index)["lessons"]) {
    auto lesson = loadLessonFile(kLessons + "/" + id.get<std::string>() + ".json");
    REQUIRE_MESSAGE(lesson, lesson.error().text());
    ++lessons;
    texts += static_cast<int>(missingTranslations(*lesson, "xx").size());  // every text of the lesson
    for (const char* language : {"de", "pt-BR"}) {
      REQUIRE_MESSAGE(lesson->translations.count(language), id.get<std::string>() << " has no \"" << language << "\" translation");
      const std::vector<std::string> missing = missingTranslations(*lesson, language);
      if (missing.empty()) continue;
      report += "\n  " + id.get<std::string>() + " (" + language + "): " + std::to_string(missing.size()) + " missing:";
      for (const std::string& m : missing) report += "\n    " + m;
    }
    // A predict step's explanation (the answer, shown after the reveal) is among the texts: translated,
    // not the English copied over.
    for (std::size_t k = 0; k < lesson->steps.size(); ++k) {
      const std::string& english = lesson->steps[k].predict.explanation;
      if (english.empty()) continue;
      for (const char* language : {"de", "pt-BR"}) {
        CHECK_MESSAGE(translatedLesson(*lesson, language).steps[k].predict.explanation != english,
                      id.get<std::string>() << " steps[" << k << "].explanation is English in " << language);
        ++explanations;
      }
    }
  }
  CHECK_MESSAGE(report.empty(), "texts still in English:" << report);
  MESSAGE(lessons << " lessons with " << texts << " texts in all, every one of them in de and pt-BR (" << explanations
                  << " predict steps' explanations among them)");
  CHECK(lessons >= 9);
  CHECK(explanations >= 8);  // the four Mielke lessons' predict steps, in two languages
}
