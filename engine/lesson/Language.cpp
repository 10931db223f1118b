#include "lesson/Language.hpp"

#include <cctype>

namespace wl {

const char* languageTag(Language language) {
  switch (language) {
    case Language::English: return "en";
    case Language::German: return "de";
    case Language::PortugueseBrazil: return "pt-BR";
  }
  return "en";
}

const char* languageName(Language language) {
  switch (language) {
    case Language::English: return "English";
    case Language::German: return "Deutsch";
    case Language::PortugueseBrazil: return "Português (Brasil)";
  }
  return "English";
}

bool languageFromTag(std::string_view tag, Language& language) {
  // The primary language decides: a region we have no text for still reads the language we have
  // (Austrian German reads German; European Portuguese reads Brazilian rather than English).
  std::string primary;
  for (char c : tag) {
    if (c == '-' || c == '_' || c == '.' || c == '@') break;
    if (!std::isalpha(static_cast<unsigned char>(c)) || primary.size() >= 3) return false;
    primary += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  if (tag.size() > 64) return false;
  if (primary == "en") language = Language::English;
  else if (primary == "de") language = Language::German;
  else if (primary == "pt") language = Language::PortugueseBrazil;
  else return false;
  return true;
}

Language chooseLanguage(const std::vector<std::string>& preferred) {
  for (const std::string& tag : preferred) {
    Language language;
    if (languageFromTag(tag, language)) return language;
  }
  return Language::English;
}

NumberFormat numberFormat(Language language) {
  NumberFormat format;
  format.decimalComma = language != Language::English;
  return format;
}

}  // namespace wl
