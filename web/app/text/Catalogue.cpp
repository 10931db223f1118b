#include "app/text/Catalogue.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "lesson/LessonTranslation.hpp"

namespace wl::web {
namespace {

struct TextSource {
  const char* key;
  const char* english;
};
constexpr TextSource kTexts[] = {
#define WL_TEXT_SOURCE(key, english) {#key, english},
    WL_APP_TEXTS(WL_TEXT_SOURCE)
#undef WL_TEXT_SOURCE
};
static_assert(sizeof kTexts / sizeof kTexts[0] == kTextCount, "one source per key");

struct Loaded {
  Catalogue catalogue;
  std::string error;
};

Loaded load(Language language) {
  if (language == Language::English) return {};
  auto c = Catalogue::fromJson(language, embeddedCatalogueJson(language), std::string("web/i18n/") + languageTag(language) + ".json");
  if (!c) return {Catalogue(), c.error().text()};
  return {std::move(*c), ""};
}

const Loaded& loaded(Language language) {
  // Built on first use and never changed afterwards (the tables are part of the program).
  static const std::array<Loaded, kLanguageCount> all{load(Language::English), load(Language::German), load(Language::PortugueseBrazil)};
  return all[index(language)];
}

}  // namespace

const char* textKey(Text text) { return kTexts[index(text)].key; }
const char* englishText(Text text) { return kTexts[index(text)].english; }

bool textFromKey(std::string_view key, Text& text) {
  for (std::size_t i = 0; i < kTextCount; ++i)
    if (key == kTexts[i].key) {
      text = static_cast<Text>(i);
      return true;
    }
  return false;
}

std::string fill(std::string_view pattern, std::initializer_list<std::string_view> values) {
  std::string out;
  out.reserve(pattern.size() + 16);
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    if (pattern[i] == '{' && i + 2 < pattern.size() && pattern[i + 1] >= '1' && pattern[i + 1] <= '9' && pattern[i + 2] == '}') {
      const std::size_t k = static_cast<std::size_t>(pattern[i + 1] - '1');
      if (k < values.size()) {
        out.append(*(values.begin() + k));
        i += 2;
        continue;
      }
    }
    out += pattern[i];
  }
  return out;
}

Catalogue::Catalogue() {
  for (std::size_t i = 0; i < kTextCount; ++i) {
    texts_[i] = kTexts[i].english;
    translated_[i] = true;
  }
}

Result<Catalogue> Catalogue::fromJson(Language language, std::string_view jsonText, const std::string& fileName) {
  Catalogue c;
  c.language_ = language;
  c.translated_.fill(language == Language::English);
  const nlohmann::json table = nlohmann::json::parse(jsonText.begin(), jsonText.end(), nullptr, false);
  if (table.is_discarded() || !table.is_object()) return Error{fileName, "must be a JSON object {\"key\": \"text\", …}"};
  for (auto it = table.begin(); it != table.end(); ++it) {
    Text text;
    if (!textFromKey(it.key(), text)) return Error{fileName + ": " + it.key(), "is not a text of the app (web/app/text/Texts.hpp)"};
    if (!it.value().is_string()) return Error{fileName + ": " + it.key(), "must be a string"};
    const std::string value = it.value().get<std::string>();
    if (value.empty()) continue;  // not translated yet
    std::vector<std::string> want = textPlaceholders(englishText(text)), got = textPlaceholders(value);
    std::sort(want.begin(), want.end());
    std::sort(got.begin(), got.end());
    if (want != got) return Error{fileName + ": " + it.key(), "must have the placeholders of the English text \"" + std::string(englishText(text)) + "\""};
    c.texts_[index(text)] = value;
    c.translated_[index(text)] = true;
  }
  return c;
}

std::vector<Text> Catalogue::missing() const {
  std::vector<Text> out;
  for (std::size_t i = 0; i < kTextCount; ++i)
    if (!translated_[i]) out.push_back(static_cast<Text>(i));
  return out;
}

const Catalogue& catalogue(Language language) { return loaded(language).catalogue; }
const std::string& catalogueError(Language language) { return loaded(language).error; }

}  // namespace wl::web
