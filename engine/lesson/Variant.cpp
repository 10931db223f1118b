#include "lesson/Variant.hpp"

#include <utf8proc.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <utility>

#include "core/Utf8.hpp"
#include "io/codecs/JsonPath.hpp"
#include "io/formats/ModelJson.hpp"
#include "lesson/LessonSession.hpp"
#include "lesson/Quantity.hpp"

namespace wl {
namespace {

constexpr std::size_t kMaxNameCharacters = 100;

// Unicode's spaces (Zs, and the line and paragraph separators) and the tab: one space in a name. An
// ideographic space (U+3000) is what a Chinese or Japanese input method types.
bool isSpace(std::uint32_t cp) {
  return cp == ' ' || cp == '\t' || cp == 0xA0 || cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200A) || cp == 0x2028 || cp == 0x2029 ||
         cp == 0x202F || cp == 0x205F || cp == 0x3000;
}

// Characters nobody sees, which a paste from a web page or a PDF brings along: the soft hyphen,
// zero-width space, direction marks and embeddings, word joiners, the byte-order mark. (NFKC_Casefold
// drops these and the other default-ignorable characters from the key anyway; the name as shown loses
// only these, so that a zero-width non-joiner, which shapes a Persian name, stays in what is shown.)
bool isInvisible(std::uint32_t cp) {
  return cp == 0xAD || cp == 0x200B || cp == 0x200E || cp == 0x200F || (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2060 && cp <= 0x2064) ||
         (cp >= 0x2066 && cp <= 0x2069) || cp == 0xFEFF;
}

// utf8proc's answer (which it allocates with malloc) as a std::string; nullopt when it failed (it
// fails only without memory here: the text it gets is valid UTF-8 without a NUL).
std::optional<std::string> takeUtf8proc(utf8proc_uint8_t* answer) {
  if (!answer) return std::nullopt;
  std::string out(reinterpret_cast<const char*>(answer));
  std::free(answer);
  return out;
}

// What both functions do first, on the code points as typed: refuse bytes that are not UTF-8 and
// control characters (a line break), drop invisible characters, make every run of spaces one space and
// trim; then compose accents as Unicode's NFC does (utf8proc), so that "é" typed as e + U+0301 is the
// "é" of a keyboard. Then at most 100 characters.
Result<std::string> tidyName(std::string_view typed) {
  std::string spaced;
  bool pendingSpace = false;
  for (std::size_t i = 0; i < typed.size();) {
    std::uint32_t cp = 0;
    if (!decodeUtf8(typed, i, cp)) return Error{"student", "the name is not valid UTF-8 text"};
    if (isSpace(cp)) {
      pendingSpace = !spaced.empty();
      continue;
    }
    if (cp < 0x20 || cp == 0x7F || (cp >= 0x80 && cp < 0xA0)) return Error{"student", "the name has a control character"};
    if (isInvisible(cp)) continue;
    if (pendingSpace) spaced += ' ';
    pendingSpace = false;
    encodeUtf8(cp, spaced);
  }
  if (spaced.empty()) return Error{"student", "the name is empty"};
  // No NUL inside (a control character) and valid UTF-8: utf8proc's NUL-terminated calls see it all.
  auto composed = takeUtf8proc(utf8proc_NFC(reinterpret_cast<const utf8proc_uint8_t*>(spaced.c_str())));
  if (!composed) return Error{"student", "the name could not be composed (out of memory)"};
  std::size_t characters = 0;
  for (unsigned char byte : *composed) characters += (byte & 0xC0) != 0x80 ? 1 : 0;
  if (characters > kMaxNameCharacters)
    return Error{"student", "the name has " + std::to_string(characters) + " characters; at most " + std::to_string(kMaxNameCharacters)};
  return *composed;
}

}  // namespace

Result<std::string> tidyStudentName(std::string_view typed) { return tidyName(typed); }

Result<std::string> normalizeStudentKey(std::string_view typed) {
  auto tidy = tidyName(typed);
  if (!tidy) return tidy.error();
  // Unicode's NFKC_Casefold (utf8proc): compatibility forms as their plain letters (full-width ＪＯＳＥ,
  // the ligature ﬁ, a superscript ²), full case folding (ß and ẞ as ss, Σ and ς as σ), canonical
  // composition, default-ignorable characters dropped. It gives the same for canonically equivalent
  // text, so folding the tidied name (NFC) gives what folding the typed one would.
  //
  // What the key did before utf8proc and NFKC_Casefold does not do is kept, because none of it
  // contradicts NFKC_Casefold (each only refuses a name or treats spaces, which it leaves as they are):
  // trimming and one space for every run of spaces of any kind, tab included (NFKC_Casefold keeps a tab
  // and a double space, and "Ana  Silva" is Ana Silva); refusing bytes that are not UTF-8 with our own
  // message (utf8proc would refuse them too, with a code); refusing control characters (a line break in a
  // name is a paste gone wrong, and utf8proc's NUL-terminated call must not see a NUL); at most 100
  // characters. What it did and NFKC_Casefold does otherwise is NFKC_Casefold's now: simple case folding
  // (ß stayed ß) and only full-width ASCII as ASCII.
  const auto folded = takeUtf8proc(utf8proc_NFKC_Casefold(reinterpret_cast<const utf8proc_uint8_t*>(tidy->c_str())));
  if (!folded) return Error{"student", "the name could not be folded (out of memory)"};
  // The spaces once more: NFKC writes a few characters with a space (the spacing acute ´ is a space and
  // a combining acute; ﷺ is four words), which must not leave a key that starts or ends with a space or
  // has two in a row, as the tidied name never does. The key stays NFKC_Casefold's answer but for those
  // spaces (a space is its own NFKC_Casefold).
  std::string key;
  bool pendingSpace = false;
  for (char c : *folded) {
    if (c == ' ') {
      pendingSpace = !key.empty();
      continue;
    }
    if (pendingSpace) key += ' ';
    pendingSpace = false;
    key += c;
  }
  // Nothing left: every character was one NFKC_Casefold drops (a lone zero-width joiner, a variation selector).
  if (key.empty()) return Error{"student", "the name is empty"};
  return key;
}

std::uint64_t fnv1a64(std::string_view bytes) {
  std::uint64_t hash = 14695981039346656037ull;
  for (unsigned char b : bytes) {
    hash ^= b;
    hash *= 1099511628211ull;
  }
  return hash;
}

std::uint64_t SplitMix64::next() {
  std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

std::uint64_t SplitMix64::below(std::uint64_t n) {
  if (n <= 1) return 0;
  // The largest multiple of n that fits: values from there to 2^64 − 1 would favour the small residues.
  const std::uint64_t limit = UINT64_MAX - UINT64_MAX % n;
  std::uint64_t x = next();
  while (x >= limit) x = next();
  return x % n;
}

Result<std::uint64_t> parseVariantSeed(std::string_view text) {
  if (text.empty()) return Error{"seed", "is empty; give a whole number from 0 to 18446744073709551615"};
  std::uint64_t value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return Error{"seed", "must be a whole number from 0 to 18446744073709551615, got \"" + std::string(text.substr(0, 40)) + "\""};
    const std::uint64_t digit = static_cast<std::uint64_t>(c - '0');
    if (value > (UINT64_MAX - digit) / 10) return Error{"seed", "is larger than 18446744073709551615"};
    value = value * 10 + digit;
  }
  return value;
}

ExerciseVariant drawVariant(const Lesson& lesson, const LessonExercise& exercise, std::string_view studentKey, std::uint64_t seed) {
  ExerciseVariant variant;
  if (exercise.vary.empty()) return variant;
  const std::string message = "wrenchlab variant 1\n" + std::to_string(seed) + "\n" + lesson.id + "\n" + exercise.id + "\n" +
                              std::string(studentKey);
  SplitMix64 generator(fnv1a64(message));
  for (const VaryRange& range : exercise.vary) {  // in the order of their paths: the loader keeps JSON's sorted keys
    const int k = static_cast<int>(generator.below(static_cast<std::uint64_t>(range.count)));
    variant.push_back({range.path, range.value(k)});
  }
  return variant;
}

Result<Session> openExerciseSession(const Lesson& lesson, const LessonExercise& exercise, const ExerciseVariant& variant) {
  auto doc = lessonModelDocument(lesson, exercise.step);
  if (!doc) return doc.error();
  for (const VariedValue& v : variant)
    if (Status s = setJsonPathValue(*doc, v.path, v.value); !s) return Error{"exercises." + exercise.id + ".vary." + v.path, s.error().message};
  auto file = loadModelJson(*doc, std::filesystem::path(lesson.modelPath).parent_path().string());
  if (!file) return Error{lesson.modelPath + ": " + file.error().where, file.error().message};
  return Session::create(std::move(*file));
}

Result<ExerciseTexts> exerciseTexts(Session& session, const LessonExercise& exercise, const NumberFormat& format) {
  ExerciseTexts texts{exercise.prompt, exercise.explanation};
  const bool placeholders = texts.prompt.find('{') != std::string::npos || texts.explanation.find('{') != std::string::npos;
  if (!placeholders) return texts;
  auto at = evaluateAt(session, exercise.ask);  // the exercise's instant, observer, axes and moment point
  if (!at) return at.error();
  const int segment = exercise.ask.segment.empty() ? -1 : session.model().findSegment(exercise.ask.segment);
  for (std::string* text : {&texts.prompt, &texts.explanation}) {
    auto filled = substituteFormula(session, segment, *text, {}, format);
    if (!filled) return Error{text == &texts.prompt ? "prompt" : "explanation", filled.error().text()};
    *text = std::move(*filled);
  }
  return texts;
}

Status validateVariations(const Lesson& lesson) {
  for (std::size_t i = 0; i < lesson.exercises.size(); ++i) {
    const LessonExercise& e = lesson.exercises[i];
    const std::string where = "exercises[" + std::to_string(i) + "].vary";
    if (e.vary.empty()) {
      // Placeholders in the texts are filled from the lesson's own numbers.
      if (e.prompt.find('{') == std::string::npos && e.explanation.find('{') == std::string::npos) continue;
      auto session = openExerciseSession(lesson, e, {});
      if (!session) return Error{"exercises[" + std::to_string(i) + "]", session.error().text()};
      if (auto texts = exerciseTexts(*session, e); !texts)
        return Error{"exercises[" + std::to_string(i) + "]." + texts.error().where, texts.error().message};
      continue;
    }
    auto base = lessonModelDocument(lesson, e.step);
    if (!base) return base.error();
    for (const VaryRange& range : e.vary) {
      const std::string at = where + "." + range.path;
      if (auto field = getJsonPath(*base, range.path); !field) return Error{at, "the model has no field \"" + range.path + "\""};
      else if (!field->is_number()) return Error{at, "\"" + range.path + "\" is not a number in the model"};
      if (e.step >= 0 && lesson.steps[static_cast<std::size_t>(e.step)].set.contains(range.path))
        return Error{at, "step " + std::to_string(e.step + 1) + " sets this field too; vary a field the step leaves alone"};
      for (int k = 0; k < range.count; ++k) {
        auto session = openExerciseSession(lesson, e, {{range.path, range.value(k)}});
        if (!session) {
          char value[32];
          std::snprintf(value, sizeof value, "%.10g", range.value(k));
          return Error{at, std::string("the model refuses the value ") + value + ": " + session.error().text()};
        }
      }
    }
    // The answer and the texts at both ends of every range at once.
    for (bool high : {false, true}) {
      ExerciseVariant corner;
      for (const VaryRange& range : e.vary) corner.push_back({range.path, range.value(high ? range.count - 1 : 0)});
      auto session = openExerciseSession(lesson, e, corner);
      if (!session) return Error{where, std::string("with every field at its ") + (high ? "max" : "min") + ": " + session.error().text()};
      auto answer = computeAnswer(*session, e);
      if (!answer) return Error{where, std::string("with every field at its ") + (high ? "max" : "min") + ", no answer: " + answer.error().text()};
      if (auto texts = exerciseTexts(*session, e); !texts)
        return Error{"exercises[" + std::to_string(i) + "]." + texts.error().where,
                     std::string("with every varied field at its ") + (high ? "max" : "min") + ": " + texts.error().message};
    }
  }
  return Status::success();
}

}  // namespace wl
