// The app's languages: the catalogue of its texts (every text translated into German and Brazilian
// Portuguese, no unknown key, the English placeholders kept), the language chosen from a browser's
// list, numbers with a decimal comma (the panels, typed answers, CSV files), the lesson player in
// another language, links that carry it, and the font's glyphs for every text shipped.
#include <cmath>
#include <filesystem>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <doctest/doctest.h>

#include "app/text/Catalogue.hpp"
#include "app/text/FontGlyphs.hpp"
#include "app/player/LessonPlayer.hpp"
#include "app/player/ShownSeriesCsv.hpp"
#include "app/layout/ScreenLayout.hpp"
#include "app/text/UiText.hpp"
#include "io/codecs/JsonText.hpp"
#include "lesson/LessonTranslation.hpp"
#include "lesson/Quantity.hpp"

using namespace wl;
using namespace wl::web;

namespace {

const std::string kContent = std::string(WRENCHLAB_SOURCE_DIR) + "/content";

// UTF-8 to code points (the shipped texts are valid UTF-8; a bad byte comes back as U+FFFD).
std::vector<char32_t> codePoints(const std::string& s) {
  std::vector<char32_t> out;
  for (std::size_t i = 0; i < s.size();) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    const int extra = c < 0x80 ? 0 : (c >> 5) == 6 ? 1 : (c >> 4) == 14 ? 2 : (c >> 3) == 30 ? 3 : -1;
    if (extra < 0 || i + static_cast<std::size_t>(extra) >= s.size() + (extra == 0 ? 1 : 0)) {
      out.push_back(0xFFFD);
      ++i;
      continue;
    }
    char32_t cp = extra == 0 ? c : c & (0x3F >> extra);
    for (int k = 1; k <= extra; ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[i + static_cast<std::size_t>(k)]) & 0x3F);
    out.push_back(cp);
    i += static_cast<std::size_t>(extra) + 1;
  }
  return out;
}

// The characters of `text` the font has no glyph for, as "U+00E4 in <where>".
void missingGlyphs(const std::string& text, const std::string& where, std::set<std::string>& out) {
  for (char32_t c : codePoints(text))
    if (c != '\n' && !fontHasGlyph(c)) {
      char code[16];
      std::snprintf(code, sizeof code, "U+%04X", static_cast<unsigned>(c));
      out.insert(std::string(code) + " in " + where);
    }
}

std::vector<std::string> shippedLessons() {
  auto index = parseJsonFile(kContent + "/lessons/index.json");
  REQUIRE(index);
  std::vector<std::string> ids;
  for (const auto& id : (*index)["lessons"]) ids.push_back(id.get<std::string>());
  return ids;
}

struct Player {
  LessonPlayer player;
  ViewState view;
  Player() { REQUIRE(player.loadLessonList(kContent)); }
  void open(const std::string& id) {
    const int at = player.lessons().find(id);
    REQUIRE(at >= 0);
    std::string error;
    REQUIRE_MESSAGE(player.openLesson(static_cast<std::size_t>(at), view, error), error);
    player.goToStep(0, view);
  }
};

}  // namespace

TEST_CASE("the app has every text in German and in Brazilian Portuguese (the report lists what is missing)") {
  for (Language l : {Language::German, Language::PortugueseBrazil}) {
    INFO("web/i18n/" << languageTag(l) << ".json");
    CHECK_MESSAGE(catalogueError(l).empty(), catalogueError(l));
    std::string report;
    for (Text t : catalogue(l).missing()) report += std::string("\n  ") + textKey(t) + ": \"" + englishText(t) + "\"";
    CHECK_MESSAGE(catalogue(l).missing().empty(), "not translated:" << report);
    // A translation is the language's own text, not the English one left in place (a few words are the
    // same in every language: "Euler", "Coriolis", "Esc", "F", "1 – 9", "t = {1} s…").
    int sameAsEnglish = 0;
    for (std::size_t i = 0; i < kTextCount; ++i)
      sameAsEnglish += std::string(catalogue(l)(static_cast<Text>(i))) == englishText(static_cast<Text>(i)) ? 1 : 0;
    CHECK(sameAsEnglish < static_cast<int>(kTextCount) / 8);
  }
  CHECK(catalogue(Language::English).missing().empty());
  CHECK(std::string(catalogue(Language::German)(Text::timePlay)) == "Abspielen");
  CHECK(std::string(catalogue(Language::PortugueseBrazil)(Text::timePlay)) == "Reproduzir");
  CHECK(std::string(catalogue(Language::English)(Text::timePlay)) == "Play");
}

TEST_CASE("a language's table is refused with the file and key named: an unknown key, a non-string, changed placeholders") {
  auto good = Catalogue::fromJson(Language::German, R"({"timePlay": "Abspielen", "lessonStepOf": "{2} Schritte, dies ist {1}"})", "de.json");
  REQUIRE(good);
  CHECK(std::string((*good)(Text::timePlay)) == "Abspielen");
  CHECK((*good).translated(Text::timePlay));
  CHECK_FALSE((*good).translated(Text::timePause));
  CHECK(std::string((*good)(Text::timePause)) == "Pause");  // English where the table has none
  CHECK(fill((*good)(Text::lessonStepOf), {"3", "7"}) == "7 Schritte, dies ist 3");  // placeholders may move
  auto unknown = Catalogue::fromJson(Language::German, R"({"timePlai": "Abspielen"})", "de.json");
  REQUIRE_FALSE(unknown);
  CHECK(unknown.error().text().find("de.json: timePlai") != std::string::npos);
  auto number = Catalogue::fromJson(Language::German, R"({"timePlay": 3})", "de.json");
  REQUIRE_FALSE(number);
  CHECK(number.error().text().find("must be a string") != std::string::npos);
  auto lost = Catalogue::fromJson(Language::German, R"({"lessonStepOf": "Schritt {1}"})", "de.json");
  REQUIRE_FALSE(lost);
  CHECK(lost.error().text().find("lessonStepOf") != std::string::npos);
  CHECK_FALSE(Catalogue::fromJson(Language::German, "[1, 2]", "de.json"));
  CHECK_FALSE(Catalogue::fromJson(Language::German, "{\"timePlay\": ", "de.json"));
}

TEST_CASE("fill puts values into {1}…{9}, in any order; a placeholder without a value stays visible") {
  CHECK(fill("Step {1} of {2}", {"2", "6"}) == "Step 2 of 6");
  CHECK(fill("{2}: {1}{1}", {"a", "b"}) == "b: aa");
  CHECK(fill("{1} and {3}", {"x"}) == "x and {3}");
  CHECK(fill("{tau.shoulder} {1}", {"v"}) == "{tau.shoulder} v");
}

TEST_CASE("the ground frame is named in the UI's language, every other frame as its model names it") {
  setUiLanguage(Language::PortugueseBrazil);
  CHECK(frameText("world") == "mundo");
  CHECK(fill(tr(Text::formulasComponents), {frameText("world")}).find("world") == std::string::npos);
  CHECK(frameText("segment2") == "segment2");
  setUiLanguage(Language::German);
  CHECK(frameText("world") == "Welt");
  setUiLanguage(Language::English);
  CHECK(frameText("world") == "world");
}

TEST_CASE("ImGui labels keep their id in every language: the text before ###, the key after it") {
  setUiLanguage(Language::German);
  CHECK(labelled(Text::timePlay) == "Abspielen###timePlay");
  CHECK(labelled(Text::timePause, "play") == "Pause###play");
  setUiLanguage(Language::PortugueseBrazil);
  CHECK(labelled(Text::timePlay, "play") == "Reproduzir###play");
  setUiLanguage(Language::English);
  CHECK(labelled(Text::timePlay) == "Play###timePlay");
  CHECK(panelWindowName(PanelId::Terms, "Terme und Bezugssystem") == "Terme und Bezugssystem###Terms and frame");
  CHECK(windowTitle("Lektion###Lesson") == "Lektion");
  CHECK(windowId("Lektion###Lesson") == "Lesson");
  CHECK(windowId("Lesson") == "Lesson");
}

TEST_CASE("observers as a person names them: keywords translated, a segment's frame at its joint in words") {
  CHECK(observerText("world") == "world");
  CHECK(observerText("rod") == "rod");
  CHECK(observerText("rod@rod.proximal") == "rod, at its joint");
  CHECK(observerText("forearm@upper.distal") == "forearm, at upper.distal");
  setUiLanguage(Language::German);
  CHECK(observerText("world") == std::string(tr(Text::observerWorld)));
  CHECK(observerText("rod@rod.proximal") == "rod, an seinem Gelenk");
  setUiLanguage(Language::PortugueseBrazil);
  CHECK(observerText("forearm@upper.distal") == "forearm, em upper.distal");
  setUiLanguage(Language::English);
}

TEST_CASE("the language is the first of the user's that the app speaks; pt is Brazilian Portuguese") {
  Language l = Language::English;
  CHECK(languageFromTag("de", l));
  CHECK(l == Language::German);
  CHECK(languageFromTag("de-AT", l));
  CHECK(l == Language::German);
  CHECK(languageFromTag("de_DE.UTF-8", l));
  CHECK(l == Language::German);
  CHECK(languageFromTag("PT", l));
  CHECK(l == Language::PortugueseBrazil);
  CHECK(languageFromTag("pt-PT", l));
  CHECK(l == Language::PortugueseBrazil);
  CHECK(languageFromTag("en-GB", l));
  CHECK(l == Language::English);
  CHECK_FALSE(languageFromTag("fr-FR", l));
  CHECK_FALSE(languageFromTag("", l));
  CHECK_FALSE(languageFromTag("deutsch", l));
  CHECK_FALSE(languageFromTag("d1", l));
  CHECK(chooseLanguage({"fr-FR", "pt", "de"}) == Language::PortugueseBrazil);
  CHECK(chooseLanguage({"ja", "de-CH", "en"}) == Language::German);
  CHECK(chooseLanguage({"ja", "fr"}) == Language::English);
  CHECK(chooseLanguage({}) == Language::English);
  CHECK(std::string(languageTag(Language::PortugueseBrazil)) == "pt-BR");
}

TEST_CASE("numbers with a decimal comma: panels, vectors, typed answers") {
  const NumberFormat comma{true}, point{};
  CHECK(formatNumber(1.5, comma) == "1,5");
  CHECK(formatNumber(-0.0123, comma) == "−0,0123");
  CHECK(formatNumber(2.0, comma) == "2");
  CHECK(formatNumber(1.5e-7, comma) == "1,5e-07");
  CHECK(formatNumber(1.5, point) == "1.5");
  CHECK(formatVector(Vec3(1.5, -2, 0), comma) == "(1,5; −2; 0)");
  CHECK(formatVector(Vec3(1.5, -2, 0), point) == "(1.5, −2, 0)");
  CHECK(withDecimalSign("e.g. 0.5 … .25", comma) == "e.g. 0,5 … ,25");
  double v = 0.0;
  CHECK(parseTypedNumber("2,5", comma, v));
  CHECK(v == 2.5);
  CHECK(parseTypedNumber(" 2.5 ", comma, v));  // a point is never anything but the decimal sign
  CHECK(v == 2.5);
  CHECK(parseTypedNumber("-1,25e2", comma, v));
  CHECK(v == -125.0);
  CHECK_FALSE(parseTypedNumber("2,5", point, v));  // in English a comma is no decimal sign
  CHECK_FALSE(parseTypedNumber("1,000.5", comma, v));
  CHECK_FALSE(parseTypedNumber("2,5,1", comma, v));
  CHECK_FALSE(parseTypedNumber("", comma, v));
  CHECK_FALSE(parseTypedNumber("inf", comma, v));
  CHECK_FALSE(parseTypedNumber("0x10", point, v));
  setUiLanguage(Language::German);
  CHECK(uiFixed(0.5, 2) == "0,50");
  CHECK(uiNumber(-3.25) == "−3,25");
  CHECK(sliderFormat("%.3f s", 0.5) == "0,500 s");
  CHECK(sliderFormat("%.0f %%", 40.0) == "40 %%");  // the '%' stays a literal for ImGui's printf
  setUiLanguage(Language::English);
  CHECK(sliderFormat("%.3f s", 0.5) == "0.500 s");
  // A value that rounds to zero has no sign: a rate of −1e-17 rad/s is "0°/s", not "-0°/s".
  CHECK(sliderFormat("%.0f°/s", -1e-15) == "0°/s");
  CHECK(sliderFormat("%.3f m", -0.0004) == "0.000 m");
  CHECK(sliderFormat("%.1f°", -0.06) == "-0.1°");
}

TEST_CASE("CSV export with a decimal comma: ';' between columns, the same numbers as with a point") {
  Player p;
  p.open("radial-slider");
  p.player.goToStep(1, p.view);
  const CsvExport plain = exportShownSeries(p.player.session(), p.view, "radial-slider", false);
  const CsvExport comma = exportShownSeries(p.player.session(), p.view, "radial-slider", true);
  REQUIRE(plain.status);
  REQUIRE(comma.status);
  CHECK(comma.text.find(';') != std::string::npos);
  CHECK(comma.text.rfind("time [s];", 0) == 0);
  // Every line has as many columns, every number the same value: back to points and commas, the
  // texts are equal (the header has no '.' followed by a digit, only in "segment.term.force.x").
  std::istringstream a(plain.text), b(comma.text);
  std::string lineA, lineB;
  int rows = 0, numbers = 0;
  while (std::getline(a, lineA) && std::getline(b, lineB)) {
    std::string back = lineB;
    for (char& c : back) c = c == ',' ? '.' : c == ';' ? ',' : c;
    CHECK(back == lineA);
    if (rows > 0) {
      std::istringstream cells(lineB);
      for (std::string cell; std::getline(cells, cell, ';'); ++numbers) {
        double v = 0.0;
        CHECK_MESSAGE(parseTypedNumber(cell, NumberFormat{true}, v), cell);
      }
    }
    ++rows;
  }
  CHECK(rows > 100);
  CHECK(numbers > 1000);
  CHECK(comma.fileName == plain.fileName);
}

TEST_CASE("the player in German and Portuguese: the lesson's texts, titles and messages; the step and answers kept") {
  Player p;
  p.open("radial-slider");
  p.player.goToStep(2, p.view);
  const std::string english = p.player.currentStep().text;
  const double t = p.player.session().time();
  p.player.checkExercise(1, "−y, behind the rod");
  REQUIRE(p.player.exercises().result(1) == ExerciseResult::Right);
  p.player.setLanguage(Language::German);
  CHECK(p.player.step() == 2);
  CHECK(p.player.session().time() == doctest::Approx(t));
  CHECK(p.player.currentStep().text != english);
  CHECK(p.player.currentStep().text == p.player.sourceLesson().translations.at("de").steps[2].text);
  CHECK(p.player.currentEntry().title == translatedLesson(p.player.sourceLesson(), "de").title);
  // The chosen answer keeps its place under its German label, and is still right.
  const std::string german = p.player.exercises().input(1);
  CHECK(german != "−y, behind the rod");
  CHECK(german == p.player.lesson().exercises[1].choices[1].first);
  p.player.checkExercise(1, german);
  CHECK(p.player.exercises().result(1) == ExerciseResult::Right);
  // |2 m ω ṙ| = 2 N typed with a decimal comma.
  p.player.checkExercise(2, "2,0");
  CHECK(p.player.exercises().result(2) == ExerciseResult::Right);
  p.player.checkExercise(2, "1,0");
  CHECK(p.player.exercises().result(2) == ExerciseResult::Wrong);
  // Messages in German (the engine's reason, if any, stays English).
  CHECK_FALSE(p.player.applyShareLink("#v1&lesson=no-such-lesson", p.view));
  CHECK(p.player.message().text.find("unbekannte Lektion") != std::string::npos);
  p.player.setLanguage(Language::PortugueseBrazil);
  CHECK(p.player.currentStep().text == p.player.sourceLesson().translations.at("pt-BR").steps[p.player.step()].text);
  p.player.setLanguage(Language::English);
  CHECK(p.player.exercises().input(1) == "−y, behind the rod");
  // In English a comma is no decimal sign: "2,0" is not judged (not wrong, no worked answer shown), and
  // the line under it says how to write it; a right answer after it is right.
  p.player.checkExercise(2, "2,0");
  CHECK(p.player.exercises().result(2) == ExerciseResult::NotANumber);
  setUiLanguage(Language::English);
  CHECK(exerciseVerdict(ExerciseResult::NotANumber, "2,0") == "“2,0” is not a number: write it like 2.5.");
  setUiLanguage(Language::German);
  CHECK(exerciseVerdict(ExerciseResult::NotANumber, "2 N") == "„2 N“ ist keine Zahl: schreiben Sie sie wie 2,5.");
  setUiLanguage(Language::English);
  p.player.checkExercise(2, "2.0 N");
  CHECK(p.player.exercises().result(2) == ExerciseResult::NotANumber);
  p.player.checkExercise(2, "2.0");
  CHECK(p.player.exercises().result(2) == ExerciseResult::Right);
  p.player.checkExercise(2, "3.0");
  CHECK(p.player.exercises().result(2) == ExerciseResult::Wrong);
}

TEST_CASE("a link carries the language: lang=de is applied before the lesson opens and written back; a bad one is refused") {
  Player p;
  p.open("nlink");
  REQUIRE(p.player.applyShareLink("#v1&lesson=vinyl-needle&step=1&lang=de", p.view));
  CHECK(p.player.language() == Language::German);
  CHECK(p.player.currentStep().title == p.player.sourceLesson().translations.at("de").steps[1].title);
  CHECK(encodeShareState(p.player.shareState(p.view)).find("&lang=de") != std::string::npos);
  REQUIRE(p.player.applyShareLink("#v1&lesson=vinyl-needle&step=1", p.view));  // no lang: the language stays
  CHECK(p.player.language() == Language::German);
  REQUIRE(p.player.applyShareLink("#v1&lang=pt", p.view));
  CHECK(p.player.language() == Language::PortugueseBrazil);
  CHECK(encodeShareState(p.player.shareState(p.view)).find("&lang=pt-BR") != std::string::npos);
  auto bad = decodeShareState("#v1&lesson=nlink&lang=xx");
  REQUIRE_FALSE(bad);
  CHECK(bad.error().message.find("unknown language") != std::string::npos);
  CHECK_FALSE(decodeShareState("#v1&lang=de%00"));
  CHECK_FALSE(p.player.applyShareLink("#v1&lang=klingon", p.view));
  CHECK(p.player.language() == Language::PortugueseBrazil);
}

TEST_CASE("the font has a glyph for every character of every text the app and the shipped lessons show") {
  std::set<std::string> missing;
  int checked = 0;
  for (Language l : kLanguages)
    for (std::size_t i = 0; i < kTextCount; ++i) {
      missingGlyphs(catalogue(l)(static_cast<Text>(i)), std::string(languageTag(l)) + " " + textKey(static_cast<Text>(i)), missing);
      ++checked;
    }
  for (const std::string& id : shippedLessons()) {
    auto lesson = loadLessonFile(kContent + "/lessons/" + id + ".json");
    REQUIRE_MESSAGE(lesson, lesson.error().text());
    for (Language l : kLanguages) {
      const Lesson shown = translatedLesson(*lesson, languageTag(l));
      const std::string where = id + " (" + languageTag(l) + ")";
      std::vector<std::string> texts{shown.title, shown.summary};
      for (const LessonStep& s : shown.steps) texts.insert(texts.end(), {s.title, s.text});
      for (const LessonParameter& par : shown.parameters) texts.insert(texts.end(), {par.label, par.unit});
      for (const auto& [key, f] : shown.formulas) texts.insert(texts.end(), {f.symbol, f.substituted});
      for (const LessonExercise& e : shown.exercises) {
        texts.insert(texts.end(), {e.prompt, e.explanation, e.unit});
        for (const auto& c : e.choices) texts.push_back(c.first);
      }
      for (const std::string& s : texts) missingGlyphs(s, where, missing);
      checked += static_cast<int>(texts.size());
    }
  }
  std::string list;
  for (const std::string& m : missing) list += "\n  " + m;
  CHECK_MESSAGE(missing.empty(), "characters without a glyph in the font:" << list);
  CHECK(checked > 1000);
  for (char32_t c : {U'ä', U'ö', U'ü', U'ß', U'Ä', U'ã', U'õ', U'ç', U'á', U'é', U'í', U'ó', U'ú', U'â', U'ê', U'ô', U'à', U'„', U'“', U'ω', U'τ'})
    CHECK(fontHasGlyph(c));
}
