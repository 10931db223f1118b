#include "lesson/Variant.hpp"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <utility>

#include "core/Utf8.hpp"
#include "io/codecs/JsonPath.hpp"
#include "io/formats/ModelJson.hpp"
#include "lesson/LessonSession.hpp"
#include "lesson/Quantity.hpp"

namespace wl {
namespace {

constexpr std::size_t kMaxNameCharacters = 100;

struct ComposePair {
  std::uint32_t starter, mark, composite;
};
struct FoldRun {
  std::uint32_t first, last;
  std::int32_t delta;
  std::uint32_t stride;
};
#include "lesson/Variant.unicode.inc"

// Unicode's simple case folding (CaseFolding.txt, statuses C and S) of the Basic Multilingual Plane:
// Latin, Greek, Cyrillic, Armenian, Georgian, Cherokee… ("ΕΛΈΝΗ" and "ελένη", "ИВАН" and "иван").
std::uint32_t foldCase(std::uint32_t cp) {
  const FoldRun* end = kFold + sizeof kFold / sizeof *kFold;
  const FoldRun* run = std::upper_bound(kFold, end, cp, [](std::uint32_t c, const FoldRun& r) { return c < r.first; });
  if (run == kFold) return cp;
  --run;
  if (cp > run->last || (cp - run->first) % run->stride != 0) return cp;
  return static_cast<std::uint32_t>(static_cast<std::int64_t>(cp) + run->delta);
}

// The character NFC makes of `starter` followed by `mark`, or 0: the canonical pairs (é from e and a
// combining acute, ệ from ẹ and a circumflex) and Hangul's syllables from their jamo (as macOS writes
// Korean names in file names). Composing each character with the one before it turns every canonical
// decomposition (NFD) back into NFC (checked over all of Unicode by the table's generator).
std::uint32_t compose(std::uint32_t starter, std::uint32_t mark) {
  constexpr std::uint32_t SBase = 0xAC00, LBase = 0x1100, VBase = 0x1161, TBase = 0x11A7, LCount = 19, VCount = 21, TCount = 28;
  if (starter >= LBase && starter < LBase + LCount && mark >= VBase && mark < VBase + VCount)
    return SBase + ((starter - LBase) * VCount + (mark - VBase)) * TCount;
  if (starter >= SBase && starter < SBase + LCount * VCount * TCount && (starter - SBase) % TCount == 0 && mark > TBase && mark < TBase + TCount)
    return starter + (mark - TBase);
  const ComposePair* end = kCompose + sizeof kCompose / sizeof *kCompose;
  const ComposePair* pair = std::lower_bound(kCompose, end, std::make_pair(starter, mark), [](const ComposePair& p, std::pair<std::uint32_t, std::uint32_t> k) {
    return p.starter != k.first ? p.starter < k.first : p.mark < k.second;
  });
  return pair != end && pair->starter == starter && pair->mark == mark ? pair->composite : 0;
}

// Unicode's spaces (Zs, and the line and paragraph separators): one space in a name. An ideographic
// space (U+3000) is what a Chinese or Japanese input method types.
bool isSpace(std::uint32_t cp) {
  return cp == ' ' || cp == '\t' || cp == 0xA0 || cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200A) || cp == 0x2028 || cp == 0x2029 ||
         cp == 0x202F || cp == 0x205F || cp == 0x3000;
}

// Characters nobody sees, which a paste from a web page or a PDF brings along: the soft hyphen,
// zero-width space, direction marks and embeddings, word joiners, the byte-order mark.
bool isInvisible(std::uint32_t cp) {
  return cp == 0xAD || cp == 0x200B || cp == 0x200E || cp == 0x200F || (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2060 && cp <= 0x2064) ||
         (cp >= 0x2066 && cp <= 0x2069) || cp == 0xFEFF;
}

// The steps of normalizeStudentKey; with `fold` false, case and width stay as typed (tidyStudentName).
Result<std::string> normalizeName(std::string_view typed, bool fold) {
  std::vector<std::uint32_t> kept;
  bool pendingSpace = false;
  for (std::size_t i = 0; i < typed.size();) {
    std::uint32_t cp = 0;
    if (!decodeUtf8(typed, i, cp)) return Error{"student", "the name is not valid UTF-8 text"};
    if (isSpace(cp)) {
      pendingSpace = !kept.empty();
      continue;
    }
    if (cp < 0x20 || cp == 0x7F || (cp >= 0x80 && cp < 0xA0)) return Error{"student", "the name has a control character"};
    if (isInvisible(cp)) continue;
    if (fold && cp >= 0xFF01 && cp <= 0xFF5E) cp -= 0xFEE0;  // full-width ASCII (Ｌｉ　Ｌｅｉ, ２０２４) as ASCII
    if (fold) cp = foldCase(cp);
    if (pendingSpace) {
      kept.push_back(' ');
      pendingSpace = false;
    } else if (!kept.empty()) {
      if (const std::uint32_t composite = compose(kept.back(), cp)) {
        kept.back() = fold ? foldCase(composite) : composite;
        continue;
      }
    }
    kept.push_back(cp);
  }
  if (kept.empty()) return Error{"student", "the name is empty"};
  if (kept.size() > kMaxNameCharacters)
    return Error{"student", "the name has " + std::to_string(kept.size()) + " characters; at most " + std::to_string(kMaxNameCharacters)};
  std::string out;
  for (std::uint32_t cp : kept) encodeUtf8(cp, out);
  return out;
}

}  // namespace

Result<std::string> normalizeStudentKey(std::string_view typed) { return normalizeName(typed, true); }

Result<std::string> tidyStudentName(std::string_view typed) { return normalizeName(typed, false); }

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
