#pragma once
// The app's texts in one language: each key of app/text/Texts.hpp with its text, from the language's table
// in web/i18n/<tag>.json (embedded in the program at build time), English where the table has none.
// Built once per language and never changed, so a lookup is an array index: cheap enough for every
// widget of every frame. ImGui identifies a widget by its label, so panels give translated labels a
// fixed id ("Abspielen###timePlay", app/text/UiText.hpp): a language switch keeps focus, folds and popups.
#include <array>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "lesson/Language.hpp"
#include "app/text/Texts.hpp"
#include "core/Result.hpp"

namespace wl::web {

/// The key as the language tables write it ("timePlay") and its English source text.
const char* textKey(Text text);
const char* englishText(Text text);
/// The key named `key`, if there is one.
bool textFromKey(std::string_view key, Text& text);

/// `pattern` with {1}, {2}, … replaced by `values` (in any order the language needs; a placeholder
/// without a value stays as it is, so a mistake shows rather than crashes).
std::string fill(std::string_view pattern, std::initializer_list<std::string_view> values);

class Catalogue {
 public:
  /// English: the source texts.
  Catalogue();
  /// A language's table, `{"key": "text", …}`. Errors name the file and the key: an unknown key, a
  /// text that is not a string, or placeholders other than the English text's.
  static Result<Catalogue> fromJson(Language language, std::string_view jsonText, const std::string& fileName);

  Language language() const { return language_; }
  /// The text in this language, or the English one where the table has none.
  const char* operator()(Text text) const { return texts_[index(text)].c_str(); }
  /// Whether the table has this text (English has every text).
  bool translated(Text text) const { return translated_[index(text)]; }
  /// The keys this language still shows in English.
  std::vector<Text> missing() const;

 private:
  Language language_ = Language::English;
  std::array<std::string, kTextCount> texts_;
  std::array<bool, kTextCount> translated_{};
};

/// The app's catalogue for `language` (read from the embedded web/i18n tables on first use). A table
/// that cannot be read leaves that language in English; catalogueError() says why.
const Catalogue& catalogue(Language language);
/// Why `language`'s embedded table could not be read ("" when it could).
const std::string& catalogueError(Language language);
/// The embedded table of `language` as JSON text ("" for English, which has none).
std::string_view embeddedCatalogueJson(Language language);

}  // namespace wl::web
