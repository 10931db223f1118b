#pragma once
// A lesson in another language: its file carries, beside the English texts, a "translations" object
// keyed by language tag ("de", "pt-BR") with the title, summary, steps (a predict step's explanation
// too), parameter labels, formulas and exercises in that language (docs/lesson-format.md, "Translations"). Reading them validates every
// field with its path; a lesson shown in a language takes each text from the translation when it has
// one and the English text otherwise, string by string; the report lists the texts still missing.
#include <string>
#include <string_view>
#include <vector>

#include "core/Result.hpp"
#include "lesson/Lesson.hpp"
#include <nlohmann/json.hpp>

namespace wl {

/// A language tag as lessons use them: a language ("de"), optionally with a region ("pt-BR") or a
/// script ("zh-Hant"). "en" is not one of them: English is the lesson's own text.
bool isLessonLanguageTag(std::string_view tag);

/// Reads doc["translations"] (if present) into lesson.translations; `lesson` must already hold the
/// English steps, parameters, formulas and exercises the translations are checked against. Errors name
/// the field ("translations.de.steps[2].text: …").
Status readLessonTranslations(const nlohmann::json& doc, Lesson& lesson);

/// The translation `language` would use: an exact tag, else one with the same language ("pt" for
/// "pt-BR", "pt-BR" for "pt"); nullptr when the lesson has none (English is shown).
const LessonTexts* findTranslation(const Lesson& lesson, std::string_view language);

/// The lesson with its texts in `language` where the translation has them, the English ones elsewhere.
/// Choice exercises keep working: their labels are translated consistently in the choices and answers.
Lesson translatedLesson(const Lesson& lesson, std::string_view language);

/// The texts a student would still read in English in `language`, as field paths of the lesson file
/// ("title", "steps[3].text", "steps[1].explanation", "exercises[1].choices.+y", "formulas.coriolis.symbol").
std::vector<std::string> missingTranslations(const Lesson& lesson, std::string_view language);

/// The {placeholders} of a text ("{mass}", "{expr:2*mass}"), in order: a translation keeps them all.
std::vector<std::string> textPlaceholders(std::string_view text);

}  // namespace wl
