// An exercise of their own (lesson/Variant.hpp, lesson/VerificationCode.hpp): the hash, the generator
// and SHA-256 against their published test vectors; a name folded by Unicode's NFKC_Casefold (utf8proc),
// plain names keeping the keys and numbers they had before; a student's numbers against an independent
// implementation of the specification (Python, /docs/lesson-format.md "vary"); the ranges respected and
// every value reached over many names (a counted property test); the answer with a student's numbers
// against the hand formula; the verification code found for the right set of answers only.
#include <doctest/doctest.h>

#include <cmath>
#include <map>
#include <set>
#include <string>
#include <utility>

#include "core/Sha256.hpp"
#include "io/codecs/JsonText.hpp"
#include "lesson/LessonSession.hpp"
#include "lesson/Variant.hpp"
#include "lesson/VerificationCode.hpp"

using namespace wl;

namespace {

const std::string kLessons = std::string(WRENCHLAB_SOURCE_DIR) + "/content/lessons";

std::string hex(const Sha256Digest& d) {
  static const char* digits = "0123456789abcdef";
  std::string s;
  for (std::uint8_t b : d) {
    s += digits[b >> 4];
    s += digits[b & 15];
  }
  return s;
}

// The radial slider with one magnitude exercise (|F_cor| at t = 0.6 s, the bead sliding out at 1 m/s)
// whose bead mass and period of a turn vary; `vary` replaces the ranges, `exercise` adds fields.
Result<Lesson> sliderLesson(const std::string& vary = R"({"segments[1].mass": [0.5, 2.0, 0.1], "motion.turn.period": [3, 9, 0.5]})",
                            const std::string& exercise = "") {
  const std::string text = R"({"format": "wrenchlab-lesson", "id": "variant-test", "title": "t", "model": "../models/radial-slider.json",
    "steps": [{"title": "a", "text": "b"}, {"title": "c", "text": "d", "set": {"motion.slide.constant": 0.2}}],
    "exercises": [{"id": "size", "kind": "magnitude", "unit": "N", "prompt": "The bead ({mass} kg) at t = 0.6 s, ω = {omega.z} rad/s.",
                   "explanation": "2 m ω ṙ = {expr:2*mass*omega.z*rdot.x} N", "quantity": "term.coriolis.force.norm", "segment": "bead",
                   "frame": "rod@rod.proximal", "time": 0.6, "vary": )" + vary + exercise + R"(},
                  {"id": "sign", "kind": "sign", "prompt": "p", "explanation": "e", "quantity": "term.coriolis.force.y", "segment": "bead",
                   "frame": "rod@rod.proximal", "time": 0.6}]})";
  auto doc = parseJsonText(text, "variant-test.json");
  REQUIRE_MESSAGE(doc.ok(), doc.error().text());
  return loadLessonJson(*doc, kLessons + "/variant-test.json");
}

Error loadError(const std::string& vary) {
  auto lesson = sliderLesson(vary);
  REQUIRE_FALSE(lesson.ok());
  return lesson.error();
}

std::string key(const std::string& typed) {
  auto k = normalizeStudentKey(typed);
  REQUIRE_MESSAGE(k.ok(), k.error().text());
  return *k;
}

}  // namespace

TEST_CASE("SHA-256, FNV-1a and SplitMix64 give their published test vectors") {
  // FIPS 180-4 examples (and the empty message).
  CHECK(hex(sha256("")) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  CHECK(hex(sha256("abc")) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  CHECK(hex(sha256("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")) ==
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  CHECK(hex(sha256(std::string(1000000, 'a'))) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
  // FNV-1a 64 (Fowler, Noll & Vo's test suite).
  CHECK(fnv1a64("") == 0xcbf29ce484222325ull);
  CHECK(fnv1a64("a") == 0xaf63dc4c8601ec8cull);
  CHECK(fnv1a64("foobar") == 0x85944171f73967e8ull);
  // SplitMix64 from state 0 (the reference sequence of Vigna's splitmix64.c).
  SplitMix64 g(0);
  CHECK(g.next() == 0xe220a8397b1dcdafull);
  CHECK(g.next() == 0x6e789e6aa1b965f4ull);
  CHECK(g.next() == 0x06c45d188009454full);
}

TEST_CASE("a name is one student however it is spaced or capitalised; bad names are refused") {
  CHECK(key("  Ana   SILVA ") == "ana silva");
  CHECK(key("Ana\tSilva") == "ana silva");
  CHECK(key("JOÃO Ünal ŁUKASZ Œ Ÿ") == "joão ünal łukasz œ ÿ");
  CHECK(key("2024-0173") == "2024-0173");
  CHECK(key("Ελένη") == "ελένη");  // Greek and Cyrillic capitals fold too
  CHECK_FALSE(normalizeStudentKey("   ").ok());
  CHECK(normalizeStudentKey("").error().message == "the name is empty");
  CHECK(normalizeStudentKey("ana\x01").error().message == "the name has a control character");
  CHECK(normalizeStudentKey("ana\xC3").error().message == "the name is not valid UTF-8 text");
  CHECK(normalizeStudentKey("\xC0\xAF").error().message == "the name is not valid UTF-8 text");  // an overlong '/'
  CHECK(normalizeStudentKey(std::string(100, 'x')).ok());
  CHECK(normalizeStudentKey(std::string(101, 'x')).error().message == "the name has 101 characters; at most 100");
  CHECK(parseVariantSeed("18446744073709551615").value() == UINT64_MAX);
  CHECK_FALSE(parseVariantSeed("18446744073709551616").ok());
  CHECK_FALSE(parseVariantSeed("-1").ok());
  CHECK_FALSE(parseVariantSeed("").ok());
}

TEST_CASE("a name typed another way is the same student: case in any script, accents as marks, every kind of space") {
  // Case folding beyond Latin (final sigma included).
  CHECK(key("ΕΛΈΝΗ ΠΑΠΑΔΟΠΟΎΛΟΥ") == key("Ελένη Παπαδοπούλου"));
  CHECK(key("ΝΊΚΟΣ") == "νίκοσ");
  CHECK(key("Νίκος") == "νίκοσ");
  CHECK(key("ИВАН ПЕТРОВ") == "иван петров");
  CHECK(key("NGUYỄN") == "nguyễn");  // Latin Extended Additional
  // An accent typed as a combining mark (as macOS writes file names, or a PDF copies) is the keyboard's letter.
  CHECK(key("Jose\u0301 A\u0301lvarez") == "josé álvarez");
  CHECK(key("Nguye\u0302\u0303n") == "nguyễn");  // two marks in Unicode's order: e, ^, ~
  CHECK(key("e\u0323\u0302") == "ệ");             // ẹ then the circumflex
  CHECK(key("\u1100\u1175\u11B7") == "김");        // Hangul jamo (macOS's Korean file names) as the syllable
  CHECK(key("a\u0301\u0301") == "á\u0301");          // a second acute has nothing to join: kept
  // Spaces of every kind are one space; invisible characters go; full-width ASCII is ASCII.
  CHECK(key("\u3000李雷\u3000\u3000") == "李雷");
  CHECK(key("Ana\u00A0\u2009Silva") == "ana silva");
  CHECK(key("Ana\u200BSilva\uFEFF") == "anasilva");
  CHECK(key("\u202ESilva") == "silva");
  CHECK(key("Ｌｉ\u3000Ｌｅｉ") == "li lei");
  CHECK(key("２０２４-０１７３") == "2024-0173");
  CHECK(key("李雷") == "李雷");  // no case: as typed
  // What stays apart: an accent, and a letter that only looks the same.
  CHECK(key("José") != key("Jose"));
  CHECK(key("Ana") != key("\u0410na"));  // Cyrillic А
  // Refusals: nothing left once invisible characters go, a name of 10 000 characters, a line break.
  CHECK(normalizeStudentKey("\u200B\u200B").error().message == "the name is empty");
  CHECK(normalizeStudentKey(std::string(10000, 'x')).error().message == "the name has 10000 characters; at most 100");
  CHECK(normalizeStudentKey("Ana\nSilva").error().message == "the name has a control character");
  // The name as shown (sheets, file names): spaces and accents tidied, case and width kept.
  CHECK(tidyStudentName("  Jose\u0301   A\u0301LVAREZ ").value() == "José ÁLVAREZ");
  CHECK(tidyStudentName("Ｌｉ\u3000Ｌｅｉ").value() == "Ｌｉ Ｌｅｉ");
  CHECK(tidyStudentName("\u1100\u1175\u11B7\u1106\u1175\u11AB").value() == "김민");
}

// The numbers the bead-mass exercise of sliderLesson() gives a name, as (period, mass).
static std::pair<double, double> numbersOf(const Lesson& lesson, const std::string& typed, std::uint64_t seed) {
  const ExerciseVariant v = drawVariant(lesson, lesson.exercises[0], key(typed), seed);
  REQUIRE(v.size() == 2);
  return {v[0].value, v[1].value};
}

TEST_CASE("NFKC_Casefold: José typed precomposed or decomposed is one student, with one key and the same numbers") {
  auto lesson = sliderLesson();
  REQUIRE_MESSAGE(lesson.ok(), lesson.error().text());
  const std::string precomposed = "Jos\u00E9", decomposed = "Jose\u0301";
  REQUIRE(precomposed != decomposed);  // the bytes differ: C3 A9 against 65 CC 81
  CHECK(key(precomposed) == "jos\u00E9");
  CHECK(key(decomposed) == "jos\u00E9");
  CHECK(tidyStudentName(decomposed).value() == "Jos\u00E9");  // what sheets and file names show
  for (std::uint64_t seed : {0u, 7u, 12345u}) {
    CAPTURE(seed);
    CHECK(numbersOf(*lesson, precomposed, seed) == numbersOf(*lesson, decomposed, seed));
    CHECK(verificationCode("variant-test", key(precomposed), seed, {{"size", "1.63e0"}}) ==
          verificationCode("variant-test", key(decomposed), seed, {{"size", "1.63e0"}}));
  }
}

TEST_CASE("NFKC_Casefold: capitals, full-width letters, ß and ligatures fold to the plain name") {
  auto lesson = sliderLesson();
  REQUIRE_MESSAGE(lesson.ok(), lesson.error().text());
  // Capitals: "JOSÉ" with É as one character and as E + U+0301.
  CHECK(key("JOS\u00C9") == "jos\u00E9");
  CHECK(key("JOSE\u0301") == "jos\u00E9");
  // Full-width letters (a Chinese or Japanese input method), the accent as a combining mark after them.
  CHECK(key("\uFF2A\uFF2F\uFF33\uFF25\u0301") == "jos\u00E9");
  CHECK(key("\uFF2A\uFF2F\uFF33\u00C9") == "jos\u00E9");
  // ß and the capital ẞ are ss (full case folding; simple folding kept ß apart).
  CHECK(key("Stra\u00DFe") == "strasse");
  CHECK(key("STRASSE") == "strasse");
  CHECK(key("STRA\u1E9EE") == "strasse");
  CHECK(numbersOf(*lesson, "Stra\u00DFe", 0) == numbersOf(*lesson, "STRASSE", 0));
  // Ligatures and other compatibility characters are their letters.
  CHECK(key("\uFB01ona") == "fiona");  // ﬁ
  CHECK(key("\uFB01ona") == key("Fiona"));
  CHECK(numbersOf(*lesson, "\uFB01ona", 0) == numbersOf(*lesson, "FIONA", 0));
  CHECK(key("\u0132sselmeer") == "ijsselmeer");  // Ĳ
  CHECK(key("Ana\u00B2") == "ana2");             // a superscript two
  // Default-ignorable characters go from the key (a zero-width joiner), but not from the name as shown.
  CHECK(key("Ana\u200DSilva") == "anasilva");
  CHECK(tidyStudentName("Ana\u200DSilva").value() == "Ana\u200DSilva");
}

TEST_CASE("NFKC_Casefold: the key is trimmed and spaced once more, is its own key, and a name folded to nothing is refused") {
  // NFKC writes the spacing acute ´ as a space and a combining acute: no space may start or double.
  CHECK(key("\u00B4Ana") == "\u0301ana");
  CHECK(key("Ana \u00B4 Silva") == "ana \u0301 silva");
  CHECK(key("Ana\u00B4") == "ana \u0301");
  // Folding a key again changes nothing (so the CLI, which folds a roster's names, and the app agree).
  for (const char* typed : {"  JOSE\u0301  A\u0301LVAREZ ", "Stra\u00DFe", "\uFB01ona", "\uFF2A\uFF2F\uFF33\uFF25\u0301", "\u00B4Ana \u00B4",
                            "\u1100\u1175\u11B7", "\u039D\u038A\u039A\u039F\u03A3", "\u0130stanbul"}) {
    CAPTURE(typed);
    const std::string once = key(typed);
    CHECK(key(once) == once);
    CHECK(once.front() != ' ');
    CHECK(once.back() != ' ');
    CHECK(once.find("  ") == std::string::npos);
  }
  // Only characters folding drops (a zero-width joiner, a variation selector): no name.
  CHECK(normalizeStudentKey("\u200D").error().message == "the name is empty");
  CHECK(normalizeStudentKey(" \u200D\uFE0F ").error().message == "the name is empty");
}

TEST_CASE("a name that is not UTF-8 is refused with a clear message, by the key and by the name as shown") {
  const std::string notUtf8[] = {
      "Jos\xC3",                 // cut in the middle of é
      "Jos\xE9",                 // Latin-1's é
      "\x80" "Ana",              // a continuation byte alone
      "Ana \xC0\xAF",            // an overlong '/'
      "Ana \xED\xA0\x80",        // a surrogate (U+D800)
      "Ana \xF4\x90\x80\x80",    // above U+10FFFF
      "Ana \xFF",                // never in UTF-8
  };
  for (const std::string& typed : notUtf8) {
    CAPTURE(typed.size());
    auto k = normalizeStudentKey(typed);
    REQUIRE_FALSE(k.ok());
    CHECK(k.error().where == "student");
    CHECK(k.error().message == "the name is not valid UTF-8 text");
    auto shown = tidyStudentName(typed);
    REQUIRE_FALSE(shown.ok());
    CHECK(shown.error().message == "the name is not valid UTF-8 text");
  }
  // A NUL inside would cut utf8proc's C string short: refused as the control character it is.
  CHECK(normalizeStudentKey(std::string("Ana\0Silva", 9)).error().message == "the name has a control character");
}

TEST_CASE("plain ASCII and keyboard names keep the keys and numbers they had before the folding was utf8proc's") {
  // Computed with WrenchLab's own folding before utf8proc (simple case folding, full-width ASCII, NFC
  // by pairs), for sliderLesson()'s exercise at the seeds 0 and 7: answer keys already handed out stay right.
  struct Pinned {
    const char* typed;
    const char* key;
    double period0, mass0, period7, mass7;
  };
  const Pinned pinned[] = {
      {"Ana Silva", "ana silva", 5.0, 2.0, 5.0, 1.0},
      {"Jo\u00E3o", "jo\u00E3o", 4.0, 0.6, 5.5, 1.2},
      {"  JOS\u00C9   \u00C1LVAREZ ", "jos\u00E9 \u00E1lvarez", 9.0, 1.5, 6.0, 0.9},
      {"Jose\u0301 A\u0301lvarez", "jos\u00E9 \u00E1lvarez", 9.0, 1.5, 6.0, 0.9},
      {"Zo\u00EB M\u00FCller-L\u00FCdenscheidt", "zo\u00EB m\u00FCller-l\u00FCdenscheidt", 5.0, 1.2, 5.5, 0.9},
      {"\u0141ukasz \u017B\u00F3\u0142\u0107", "\u0142ukasz \u017C\u00F3\u0142\u0107", 5.0, 0.6, 5.5, 0.5},
      {"Fran\u00E7ois Lef\u00E8vre", "fran\u00E7ois lef\u00E8vre", 7.0, 0.9, 6.0, 1.9},
      {"\u00D8rjan \u00C5smund \u00C6r\u00F8", "\u00F8rjan \u00E5smund \u00E6r\u00F8", 8.0, 0.6, 9.0, 1.8},
      {"Nguy\u1EC5n Th\u1ECB Minh Khai", "nguy\u1EC5n th\u1ECB minh khai", 5.0, 1.4, 7.0, 0.8},
      {"\u00C7a\u011Fla \u015Eahin I\u015F\u0131k", "\u00E7a\u011Fla \u015Fahin i\u015F\u0131k", 6.0, 0.6, 7.0, 0.8},
      {"2024-0173", "2024-0173", 4.0, 1.6, 4.0, 1.4},
      {"s1234567", "s1234567", 8.0, 0.9, 4.0, 1.6},
      {"O'Brien, Siobh\u00E1n", "o'brien, siobh\u00E1n", 9.0, 1.6, 3.0, 0.7},
      {"\u0395\u03BB\u03AD\u03BD\u03B7 \u03A0\u03B1\u03C0\u03B1\u03B4\u03BF\u03C0\u03BF\u03CD\u03BB\u03BF\u03C5",
       "\u03B5\u03BB\u03AD\u03BD\u03B7 \u03C0\u03B1\u03C0\u03B1\u03B4\u03BF\u03C0\u03BF\u03CD\u03BB\u03BF\u03C5", 7.0, 1.2, 9.0, 1.0},
      {"\u0418\u0432\u0430\u043D \u041F\u0435\u0442\u0440\u043E\u0432", "\u0438\u0432\u0430\u043D \u043F\u0435\u0442\u0440\u043E\u0432", 5.0, 1.7,
       9.0, 1.1},
      {"\u674E\u96F7", "\u674E\u96F7", 4.0, 1.3, 4.0, 1.2},
      {"STRASSE", "strasse", 6.5, 1.3, 6.0, 1.2},
      {"\uFF2A\uFF2F\uFF33\uFF25\u0301", "jos\u00E9", 7.5, 0.7, 6.0, 1.0},
  };
  auto lesson = sliderLesson();
  REQUIRE_MESSAGE(lesson.ok(), lesson.error().text());
  for (const Pinned& p : pinned) {
    INFO(p.typed);
    CHECK(key(p.typed) == p.key);
    const auto at0 = numbersOf(*lesson, p.typed, 0), at7 = numbersOf(*lesson, p.typed, 7);
    CHECK(at0.first == p.period0);
    CHECK(at0.second == p.mass0);
    CHECK(at7.first == p.period7);
    CHECK(at7.second == p.mass7);
  }
  // And the verification codes the app showed for them (the Python implementation's code for ana silva).
  CHECK(verificationCode("variant-test", key("Ana Silva"), 0, {{"size", "1.63e0"}}) == "TT6EF-5H5ZR");
  CHECK(verificationCode("variant-test", key("  JOS\u00C9   \u00C1LVAREZ "), 0, {{"size", "1.63e0"}}) == "D7GRD-PQFH9");
  CHECK(verificationCode("variant-test", key("\u0141ukasz \u017B\u00F3\u0142\u0107"), 7, {{"size", "1.63e0"}}) == "4J1X8-WWHVJ");
}

TEST_CASE("a student's numbers are those of an independent implementation of the specification") {
  auto lesson = sliderLesson();
  REQUIRE_MESSAGE(lesson.ok(), lesson.error().text());
  const LessonExercise& e = lesson->exercises[0];
  REQUIRE(e.vary.size() == 2);
  CHECK(e.vary[0].path == "motion.turn.period");  // the order of the paths, whatever the file's
  CHECK(e.vary[0].count == 13);
  CHECK(e.vary[1].count == 16);
  // Values from a Python implementation of the same steps (FNV-1a, SplitMix64, rejection, decimals).
  const auto ana = drawVariant(*lesson, e, key("Ana Silva"), 0);
  REQUIRE(ana.size() == 2);
  CHECK(ana[0].value == 5.0);
  CHECK(ana[1].value == 2.0);
  const auto anaSet7 = drawVariant(*lesson, e, key("Ana Silva"), 7);
  CHECK(anaSet7[0].value == 5.0);
  CHECK(anaSet7[1].value == 1.0);
  const auto joao = drawVariant(*lesson, e, key("João"), 0);
  CHECK(joao[0].value == 4.0);
  CHECK(joao[1].value == 0.6);  // the double that "0.6" reads as, not 0.5 + 0.1
  CHECK(drawVariant(*lesson, lesson->exercises[1], key("Ana Silva"), 0).empty());  // an exercise that varies nothing
}

TEST_CASE("property: over 3000 names every value stays on its grid, each is drawn, and a name always gets the same numbers") {
  auto lesson = sliderLesson();
  REQUIRE(lesson.ok());
  const LessonExercise& e = lesson->exercises[0];
  std::map<double, int> masses, periods;
  int trials = 0, sameAgain = 0, seedChanged = 0;
  for (int n = 0; n < 3000; ++n) {
    const std::string name = "Student " + std::to_string(n * 7919 % 100003);
    const auto v = drawVariant(*lesson, e, key(name), 0);
    ++trials;
    const double period = v[0].value, mass = v[1].value;
    CHECK(period >= 3.0);
    CHECK(period <= 9.0);
    CHECK(mass >= 0.5);
    CHECK(mass <= 2.0);
    // On the grid, and exactly the decimal: the value reads back as its own text with one decimal.
    CHECK(std::abs(mass * 10 - std::round(mass * 10)) < 1e-12);
    CHECK(mass == std::round(mass * 10) / 10);
    CHECK(period == std::round(period * 2) / 2);
    ++masses[mass];
    ++periods[period];
    // Again, typed differently: the same numbers.
    const auto again = drawVariant(*lesson, e, key("  " + name + " "), 0);
    sameAgain += again[0].value == period && again[1].value == mass ? 1 : 0;
    const auto other = drawVariant(*lesson, e, key(name), 1);
    seedChanged += other[0].value != period || other[1].value != mass ? 1 : 0;
  }
  MESSAGE("variant property test: " << trials << " names");
  CHECK(trials == 3000);
  CHECK(sameAgain == trials);
  CHECK(masses.size() == 16);  // every mass from 0.5 to 2.0 drawn
  CHECK(periods.size() == 13);
  // Uniform: each of the 16 masses about 3000/16 = 187.5 times (±45 is more than 3.5 standard deviations).
  // (Not a structured binding: clang 14 cannot capture one in doctest's message lambda.)
  for (const auto& drawn : masses)
    CHECK_MESSAGE(std::abs(drawn.second - 187.5) < 45, "mass " << drawn.first << " drawn " << drawn.second << " times");
  // Another set gives another draw to nearly everyone (the same pair by chance: 1/208).
  CHECK(seedChanged > trials * 95 / 100);
}

TEST_CASE("the answer with a student's numbers is the hand value 2 m ω ṙ, and the texts quote that student's numbers") {
  auto lesson = sliderLesson();
  REQUIRE(lesson.ok());
  const LessonExercise& e = lesson->exercises[0];
  for (const char* name : {"Ana Silva", "João", "2024-0173", "Zoë"}) {
    INFO(name);
    const auto v = drawVariant(*lesson, e, key(name), 0);
    auto session = openExerciseSession(*lesson, e, v);
    REQUIRE_MESSAGE(session.ok(), session.error().text());
    auto answer = computeAnswer(*session, e);
    REQUIRE(answer.ok());
    const double period = v[0].value, mass = v[1].value;
    const double omega = 2 * 3.14159265358979323846 / period, rdot = 1.0;  // the bead slides out at 1 m/s at t = 0.6 s
    CHECK(answer->value == doctest::Approx(2 * mass * omega * rdot).epsilon(1e-12));
    auto texts = exerciseTexts(*session, e);
    REQUIRE_MESSAGE(texts.ok(), texts.error().text());
    char expected[80];
    std::snprintf(expected, sizeof expected, "The bead (%.3g kg) at t = 0.6 s", mass);
    CHECK(texts->prompt.rfind(expected, 0) == 0);
    CHECK(texts->explanation.find('{') == std::string::npos);
  }
  // Without a student: the lesson's own numbers (1 kg, ω = 1 rad/s).
  auto session = openExerciseSession(*lesson, e, {});
  REQUIRE(session.ok());
  CHECK(computeAnswer(*session, e)->value == doctest::Approx(2.0).epsilon(1e-12));
  CHECK(exerciseTexts(*session, e)->prompt == "The bead (1 kg) at t = 0.6 s, ω = 1 rad/s.");
}

TEST_CASE("ranges that cannot be drawn are refused with the exercise and path named") {
  CHECK(loadError(R"({"segments[1].mass": [2.0, 0.5, 0.1]})").text() == "exercises[0].vary.segments[1].mass: min 2 must be less than max 0.5");
  CHECK(loadError(R"({"segments[1].mass": [0.5, 2.0, 0.4]})").text() ==
        "exercises[0].vary.segments[1].mass[2]: the step 0.4 does not divide max − min = 1.5 into whole steps");
  CHECK(loadError(R"({"segments[1].mass": [0.5, 2.0, 0]})").text() == "exercises[0].vary.segments[1].mass[2]: the step must be > 0, got 0");
  CHECK(loadError(R"({"segments[1].mass": [0.5, 2.0]})").text() == "exercises[0].vary.segments[1].mass: must be [min, max, step]");
  CHECK(loadError(R"({"segments[1].mass": [0, 1000, 1]})").text() ==
        "exercises[0].vary.segments[1].mass: gives 1001 values; at most 200 (use a larger step)");
  CHECK(loadError(R"([0.5, 2.0, 0.1])").text() == "exercises[0].vary: must be an object {\"json.path\": [min, max, step], …}");
  // The model's rules, checked against the model.
  auto missing = sliderLesson(R"({"segments[7].mass": [0.5, 2.0, 0.5]})");
  REQUIRE(missing.ok());
  CHECK(validateVariations(*missing).error().text() ==
        "exercises[0].vary.segments[7].mass: the model has no field \"segments[7].mass\"");
  auto refused = sliderLesson(R"({"segments[1].mass": [-1, 1, 0.5]})");
  REQUIRE(refused.ok());
  const Error refusal = validateVariations(*refused).error();
  CHECK(refusal.where == "exercises[0].vary.segments[1].mass");
  CHECK(refusal.message.rfind("the model refuses the value -1: ", 0) == 0);
  auto stepSets = sliderLesson(R"({"motion.slide.constant": [0, 0.4, 0.1]})", R"(, "step": 1)");
  REQUIRE(stepSets.ok());
  CHECK(validateVariations(*stepSets).error().text() ==
        "exercises[0].vary.motion.slide.constant: step 2 sets this field too; vary a field the step leaves alone");
  auto good = sliderLesson();
  REQUIRE(good.ok());
  CHECK(validateVariations(*good));
}

TEST_CASE("verification code: canonical answers, the code of an independent implementation, and the set it stands for") {
  LessonExercise magnitude;
  magnitude.kind = LessonExercise::Kind::Magnitude;
  auto canonical = [&](double v) { return canonicalAnswer(magnitude, ExerciseAnswer{v, ""}); };
  CHECK(canonical(1.625) == "1.63e0");
  CHECK(canonical(1.6249999999999998) == "1.63e0");  // the last bits in which two platforms may differ
  CHECK(canonical(1.6250000000000002) == "1.63e0");
  CHECK(canonical(-0.0999999999999) == "1.00e-1");
  CHECK(canonical(999.6) == "1.00e3");
  CHECK(canonical(0.0) == "0");
  LessonExercise sign;
  CHECK(canonicalAnswer(sign, ExerciseAnswer{-2.0, "−"}) == "-");
  // A Python implementation (hashlib's SHA-256) gives this code for the same message.
  CHECK(verificationCode("variant-test", "ana silva", 0, {{"size", "1.63e0"}}) == "TT6EF-5H5ZR");

  const std::vector<CodedAnswer> all{{"a", "+"}, {"b", "1.63e0"}, {"c", "> 0"}};
  const std::string onlyAC = verificationCode("l", "ana", 3, {all[0], all[2]});
  CHECK(matchVerificationCode(onlyAC, "l", "ana", 3, all).value() == 0b101u);
  CHECK(matchVerificationCode(verificationCode("l", "ana", 3, all), "l", "ana", 3, all).value() == 0b111u);
  std::string typed = onlyAC;  // as a student might copy it: lower case, a space for the dash
  for (char& c : typed) c = c == '-' ? ' ' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  CHECK(matchVerificationCode(typed, "l", "ana", 3, all).value() == 0b101u);
  CHECK(matchVerificationCode(onlyAC, "l", "bob", 3, all).value() == 0u);  // another student's code
  CHECK(matchVerificationCode(onlyAC, "l", "ana", 4, all).value() == 0u);  // another set
  const std::vector<CodedAnswer> wrong{{"a", "+"}, {"b", "1.64e0"}, {"c", "< 0"}};
  CHECK(matchVerificationCode(onlyAC, "l", "ana", 3, wrong).value() == 0u);  // another answer to c
  CHECK(matchVerificationCode("7KQ2M", "l", "ana", 3, all).error().message.find("has 5") != std::string::npos);
  CHECK_FALSE(matchVerificationCode("7KQ2M-9XD3U", "l", "ana", 3, all).ok());  // U is not a Crockford symbol
}
