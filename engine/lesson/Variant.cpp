#include "lesson/Variant.hpp"

#include <cstdio>
#include <filesystem>

#include "core/Utf8.hpp"
#include "io/JsonPath.hpp"
#include "io/ModelJson.hpp"
#include "lesson/LessonSession.hpp"
#include "lesson/Quantity.hpp"

namespace wl {
namespace {

constexpr std::size_t kMaxNameCharacters = 100;

// Unicode's simple case folding (CaseFolding.txt, status C and S) for the Latin blocks names on a
// European or Brazilian roster use: ASCII, Latin-1 Supplement and Latin Extended-A. Other letters
// stay as typed.
std::uint32_t foldLatin(std::uint32_t cp) {
  if (cp >= 'A' && cp <= 'Z') return cp + 32;
  if (cp >= 0xC0 && cp <= 0xDE && cp != 0xD7) return cp + 32;  // À … Þ, not ×
  if (cp == 0xB5) return 0x3BC;                                // micro sign → μ
  if ((cp >= 0x100 && cp <= 0x12F) || (cp >= 0x132 && cp <= 0x137) || (cp >= 0x14A && cp <= 0x177))
    return cp % 2 == 0 ? cp + 1 : cp;  // upper case even, lower case odd
  if ((cp >= 0x139 && cp <= 0x148) || (cp >= 0x179 && cp <= 0x17E)) return cp % 2 == 1 ? cp + 1 : cp;
  if (cp == 0x178) return 0xFF;  // Ÿ → ÿ
  if (cp == 0x17F) return 's';   // long s
  return cp;
}

bool isSpace(std::uint32_t cp) { return cp == ' ' || cp == '\t' || cp == 0xA0; }

}  // namespace

Result<std::string> normalizeStudentKey(std::string_view typed) {
  std::string out;
  std::size_t characters = 0;
  bool pendingSpace = false;
  for (std::size_t i = 0; i < typed.size();) {
    std::uint32_t cp = 0;
    if (!decodeUtf8(typed, i, cp)) return Error{"student", "the name is not valid UTF-8 text"};
    if (isSpace(cp)) {
      pendingSpace = !out.empty();
      continue;
    }
    if (cp < 0x20 || cp == 0x7F || (cp >= 0x80 && cp < 0xA0)) return Error{"student", "the name has a control character"};
    if (pendingSpace) {
      out += ' ';
      ++characters;
      pendingSpace = false;
    }
    encodeUtf8(foldLatin(cp), out);
    ++characters;
  }
  if (out.empty()) return Error{"student", "the name is empty"};
  if (characters > kMaxNameCharacters)
    return Error{"student", "the name has " + std::to_string(characters) + " characters; at most " + std::to_string(kMaxNameCharacters)};
  return out;
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
