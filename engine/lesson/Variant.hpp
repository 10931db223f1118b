#pragma once
// An exercise of their own: the numbers a student's exercise uses, drawn from the student's name or ID.
//
// The same name, lesson, exercise and seed give the same numbers on every platform (the page's
// WebAssembly, the desktop, the CLI writing a lecturer's sheets), because every step is specified here
// and nothing comes from a standard library whose output differs between implementations:
//   1. the name is normalised (normalizeStudentKey): trimmed, runs of white space made one space, then
//      folded by Unicode's NFKC_Casefold (utf8proc, compiled into the engine from one source for every
//      host): "  Ana  SILVA " and "ana silva", "Straße" and "STRASSE", "ＪＯＳÉ" and "José" (é typed as one
//      character or as e + U+0301) are one student;
//   2. a 64-bit FNV-1a hash of the UTF-8 bytes of
//         "wrenchlab variant 1\n" seed "\n" lesson id "\n" exercise id "\n" normalised name
//      (seed in decimal) seeds a SplitMix64 generator;
//   3. each varied field, in the order of its path (bytewise), takes the index
//      k = next() mod count, drawn again while next() falls in the incomplete last block (no modulo bias),
//      and the value min + k · step, as the decimal it stands for (0.5 + 8 · 0.1 is 1.3).
// docs/lesson-format.md ("vary") tells lecturers what this means for them.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/NumberFormat.hpp"
#include "lesson/Lesson.hpp"
#include "session/Session.hpp"

namespace wl {

/// One varied field at the value a student drew.
struct VariedValue {
  std::string path;
  double value = 0.0;
};
using ExerciseVariant = std::vector<VariedValue>;

/// The name as one student, however it was typed: the name tidied (tidyStudentName: spaces, invisible
/// characters, accents composed), then folded by Unicode's NFKC_Casefold as utf8proc 2.8.0 (Unicode 15.0)
/// computes it: full case folding in every script ("JOSÉ", "ΕΛΈΝΗ", "STRASSE" as "josé", "ελένη",
/// "strasse"; "Straße" too), compatibility characters as their plain letters (full-width Ｌｉ and ２０２４,
/// the ligature ﬁ, ĳ), default-ignorable characters (a zero-width joiner) dropped; then any space that
/// folding wrote (´ is a space and an accent) trimmed and made one again. Plain ASCII names, and names with
/// the precomposed letters of a keyboard, have the key they had before the folding was utf8proc's
/// (tests/unit/VariantTest.cpp pins some). Refuses what tidyStudentName refuses, and a name that folding
/// leaves empty, with a message saying which.
Result<std::string> normalizeStudentKey(std::string_view typed);

/// The name as sheets and file names show it: trimmed; every kind of space (a tab, a no-break or an
/// ideographic space) made one space between words; invisible characters (zero-width space, soft hyphen,
/// direction marks, byte-order mark) dropped; a letter and its combining accents composed by Unicode's
/// NFC (an "é" typed as e + U+0301 is the "é" of a keyboard); case and width as typed. Refuses an empty
/// name, more than 100 characters (after composing), a control character or bytes that are not UTF-8,
/// with a message saying which.
Result<std::string> tidyStudentName(std::string_view typed);

/// 64-bit FNV-1a (offset basis 14695981039346656037, prime 1099511628211) of the bytes.
std::uint64_t fnv1a64(std::string_view bytes);

/// SplitMix64 (Steele, Lea & Flood 2014): state += 0x9E3779B97F4A7C15, then two xor-shift-multiply rounds.
class SplitMix64 {
 public:
  explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next();
  /// Uniform in [0, n), n ≥ 1, without modulo bias.
  std::uint64_t below(std::uint64_t n);

 private:
  std::uint64_t state_;
};

/// A seed as a lecturer or a link writes it: decimal digits, 0 to 18446744073709551615.
Result<std::uint64_t> parseVariantSeed(std::string_view text);

/// The student's values of the exercise's varied fields (empty when it varies none). `studentKey` is
/// normalised (normalizeStudentKey).
ExerciseVariant drawVariant(const Lesson& lesson, const LessonExercise& exercise, std::string_view studentKey,
                            std::uint64_t seed);

/// The session the exercise is answered on: the lesson's model with the exercise's step settings and
/// then the variant's values (no variant: the lesson's numbers).
Result<Session> openExerciseSession(const Lesson& lesson, const LessonExercise& exercise, const ExerciseVariant& variant);

/// The exercise's prompt and explanation with their {quantity} and {expr:…} placeholders filled from
/// `session` (opened by openExerciseSession) at the exercise's instant, observer and segment; text
/// without placeholders is returned as it is, and `session` is then not touched. An error names
/// "prompt" or "explanation" and the placeholder.
struct ExerciseTexts {
  std::string prompt, explanation;
};
/// Numbers are written in `format` (a decimal comma for German and Portuguese).
Result<ExerciseTexts> exerciseTexts(Session& session, const LessonExercise& exercise, const NumberFormat& format = {});

/// The model's rules for every "vary" of the lesson: each path exists, is not one the exercise's step
/// sets, and the model accepts each of its values (the others at the lesson's); the answer and the texts
/// can be computed at the ranges' low and high ends. Errors name exercises[i].vary.<path>.
Status validateVariations(const Lesson& lesson);

}  // namespace wl
