#pragma once
// The languages the app speaks: its own texts (web/i18n, app/text/Catalogue.hpp) and the lessons' (each
// lesson file carries its translations). English is the source; a text missing in another language
// falls back to it. The language is chosen from the browser's (navigator.languages) or the desktop's
// --lang, by the language menu, or by a link's `lang=`. Numbers follow it: German and Brazilian
// Portuguese write a decimal comma.
#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "core/NumberFormat.hpp"

namespace wl {

enum class Language { English, German, PortugueseBrazil };
constexpr std::size_t kLanguageCount = 3;
constexpr std::array<Language, kLanguageCount> kLanguages{Language::English, Language::German, Language::PortugueseBrazil};
inline std::size_t index(Language language) { return static_cast<std::size_t>(language); }

/// The language tag: "en", "de", "pt-BR" (links, state(), <html lang>, the lessons' translations).
const char* languageTag(Language language);
/// Its own name, as the language menu lists it: "English", "Deutsch", "Português (Brasil)".
const char* languageName(Language language);
/// A tag as a browser, a link or a command line gives it, matched to a language the app has: "de",
/// "de-AT", "de_DE.UTF-8", "pt", "pt-BR", "pt_PT", "en-GB" (case does not matter). False otherwise.
bool languageFromTag(std::string_view tag, Language& language);
/// The first of the user's languages (most wanted first) that the app has; English if none.
Language chooseLanguage(const std::vector<std::string>& preferred);
/// How numbers are written in this language: a decimal comma in German and Portuguese.
NumberFormat numberFormat(Language language);

}  // namespace wl
