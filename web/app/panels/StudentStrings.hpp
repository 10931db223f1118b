#pragma once
// Every user-visible string of "an exercise of their own" (the Exercises panel's student field, the
// student's numbers, the verification code), in one place for the translation catalogue. Strings
// with a %s take the name, a number list or a code (std::snprintf).
namespace wl::web::studentText {

inline constexpr const char* kNameLabel = "Your name or ID";
inline constexpr const char* kSetLabel = "set";
inline constexpr const char* kUseButton = "Use";
inline constexpr const char* kClearButton = "Clear";
inline constexpr const char* kIntro =
    "Type your name or student ID (and the set number from your sheet, 0 if none) to get your own numbers.";
inline constexpr const char* kNumbersFor = "Your own numbers, drawn for \"%s\" (set %s). Your answers are checked with them.";
inline constexpr const char* kYourNumbers = "Your numbers:";
inline constexpr const char* kLessonNumbers = "the lesson's own";
inline constexpr const char* kCodeFor = "Verification code (right: exercises %s):";
inline constexpr const char* kCodeNone = "Answer an exercise right to get a verification code to hand in.";

}  // namespace wl::web::studentText
