#include "ExerciseSheets.hpp"

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <set>

#include "Commands.hpp"
#include "Roster.hpp"
#include "Sources.hpp"
#include "core/Utf8.hpp"
#include "lesson/LessonSession.hpp"
#include "lesson/Variant.hpp"
#include "lesson/VerificationCode.hpp"
#include "report/Markup.hpp"
#include "report/MechanismSvg.hpp"

namespace wl::cli {
namespace fs = std::filesystem;

namespace {

std::string decimal(double v, const char* format = "%.10g") {
  char text[40];
  std::snprintf(text, sizeof text, format, v + 0.0);
  return text;
}

// One exercise as one student gets it: their numbers, the engine's answer, the texts and the figure.
struct StudentExercise {
  std::size_t index = 0;
  const LessonExercise* exercise = nullptr;
  ExerciseVariant variant;
  ExerciseAnswer answer;
  ExerciseTexts texts;
  std::string figure;  ///< SVG, when asked for
};

Result<std::vector<StudentExercise>> workOut(const Lesson& lesson, const std::string& key, std::uint64_t seed, bool figures) {
  std::vector<StudentExercise> out;
  for (std::size_t i = 0; i < lesson.exercises.size(); ++i) {
    StudentExercise s;
    s.index = i;
    s.exercise = &lesson.exercises[i];
    s.variant = drawVariant(lesson, *s.exercise, key, seed);
    auto session = openExerciseSession(lesson, *s.exercise, s.variant);
    if (!session) return session.error();
    auto answer = computeAnswer(*session, *s.exercise);  // also moves the session to the exercise's instant
    if (!answer) return Error{"exercises." + s.exercise->id, answer.error().text()};
    s.answer = *answer;
    auto texts = exerciseTexts(*session, *s.exercise);
    if (!texts) return texts.error();
    s.texts = *texts;
    if (figures) {
      MechanismSvgOptions o;
      o.dimension = lesson.dimension;
      o.zUp = lesson.zUp;
      o.title = "The mechanism at t = " + decimal(session->time(), "%g") + " s (exercise " + std::to_string(i + 1) + ")";
      s.figure = mechanismSvg(*session, o);
    }
    out.push_back(std::move(s));
  }
  return out;
}

// A varied field as a student reads it: the lesson parameter's label and unit where one has that path.
struct ShownValue {
  std::string label, value, unit;
};
ShownValue shown(const Lesson& lesson, const VariedValue& v) {
  for (const LessonParameter& p : lesson.parameters)
    if (p.path == v.path) return {p.label, decimal(v.value), p.unit};
  return {v.path, decimal(v.value), ""};
}

std::string answerText(const StudentExercise& s) {
  switch (s.exercise->kind) {
    case LessonExercise::Kind::Magnitude: return decimal(std::abs(s.answer.value));
    case LessonExercise::Kind::Sign: return s.answer.correct == "+" ? "positive" : s.answer.correct == "0" ? "zero" : "negative";
    case LessonExercise::Kind::Choice: return s.answer.correct;
  }
  return s.answer.correct;
}

std::string parametersText(const ExerciseVariant& variant) {
  std::string text;
  for (const VariedValue& v : variant) text += (text.empty() ? "" : "; ") + v.path + "=" + decimal(v.value);
  return text;
}

std::string csvField(const std::string& s) {
  if (s.find_first_of(",\"\n\r") == std::string::npos && (s.empty() || (s.front() != ' ' && s.back() != ' '))) return s;
  std::string out = "\"";
  for (char c : s) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

// Markdown's own characters written as text (a prompt's "F_cor" must not start italics).
std::string markdownEscape(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '\\' || c == '`' || c == '*' || c == '_' || c == '[' || c == ']' || c == '<' || c == '>' || c == '|' || c == '#') out += '\\';
    out += c;
  }
  return out;
}

std::string percentEncode(const std::string& s) {
  static const char* hex = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : s) {
    if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.' || c == '~') {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += hex[c >> 4];
      out += hex[c & 15];
    }
  }
  return out;
}

// Part of a file name from a student's name (tidied by tidyStudentName: accents composed, invisible
// characters dropped) or an exercise id, safe on Windows, macOS and Linux and in a shell: letters and
// digits of every script stay as written ("José-Álvarez", "李雷", "Ελένη"), an apostrophe is dropped
// (O'Brien → OBrien), and every other ASCII character (spaces, dots, and Windows' reserved < > : " / \ | ? *)
// becomes one dash. No dash or dot at either end, so never a trailing dot or space (which Windows drops)
// and never a reserved device name alone (CON, NUL, COM1: the sheet's number comes first). At most
// 60 bytes, cut between characters (never between a letter and a combining mark after it).
std::string fileNamePart(const std::string& text) {
  constexpr std::size_t kMaxBytes = 60;
  std::string out;
  bool pendingDash = false;
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t start = i;
    std::uint32_t cp = 0;
    if (!decodeUtf8(text, i, cp)) {
      ++i;
      pendingDash = true;
      continue;
    }
    const bool asciiWord = (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z') || (cp >= '0' && cp <= '9');
    const bool apostrophe = cp == '\'' || cp == 0x2019 || cp == 0x02BC;
    const bool unusable = cp < 0xA0 || (cp >= 0xE000 && cp <= 0xF8FF) || (cp >= 0xFDD0 && cp <= 0xFDEF) || (cp & 0xFFFE) == 0xFFFE;
    if (apostrophe) continue;
    if (!asciiWord && unusable) {
      pendingDash = !out.empty();
      continue;
    }
    const bool mark = (cp >= 0x300 && cp <= 0x36F) || (cp >= 0x1AB0 && cp <= 0x1AFF) || (cp >= 0x1DC0 && cp <= 0x1DFF) ||
                      (cp >= 0x20D0 && cp <= 0x20FF) || (cp >= 0xFE20 && cp <= 0xFE2F) || cp == 0x200C || cp == 0x200D;
    const std::string piece = (pendingDash ? "-" : "") + text.substr(start, i - start);
    if (out.size() + piece.size() > kMaxBytes) {
      if (mark) {  // the letter this mark belongs to goes too
        while (!out.empty() && (static_cast<unsigned char>(out.back()) & 0xC0) == 0x80) out.pop_back();
        if (!out.empty()) out.pop_back();
      }
      break;
    }
    out += piece;
    pendingDash = false;
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  return out;
}

// The files of the n-th student of a list of `count`: "007-José-Álvarez" (three digits, more for a list
// of a thousand or more, so the files sort in the list's order), from the name, else the id, else
// "student". The number makes every student's files their own, whatever their names.
std::string sheetFileStem(std::size_t n, std::size_t count, const RosterStudent& student) {
  std::string part;
  if (auto tidy = tidyStudentName(student.name)) part = fileNamePart(*tidy);
  if (part.empty() && !student.id.empty()) part = fileNamePart(student.id);
  if (part.empty()) part = "student";
  std::string number = std::to_string(n + 1);
  const std::size_t digits = std::max<std::size_t>(3, std::to_string(count).size());
  number.insert(0, digits - std::min(digits, number.size()), '0');
  return number + "-" + part;
}

// Each exercise's figure, "<sheet>-<exercise id>", made unique ignoring case (ids "Size" and "size"
// are one file on Windows and macOS) by the exercise's number.
std::vector<std::string> figureFileStems(const std::string& sheetStem, const Lesson& lesson) {
  auto folded = [](std::string s) {
    for (char& c : s) c = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    return s;
  };
  std::vector<std::string> stems;
  std::set<std::string> taken;
  for (std::size_t i = 0; i < lesson.exercises.size(); ++i) {
    const std::string part = fileNamePart(lesson.exercises[i].id);
    std::string stem = sheetStem + "-" + (part.empty() ? "exercise" : part);
    if (part.empty() || taken.count(folded(stem))) stem += "-" + std::to_string(i + 1);
    taken.insert(folded(stem));
    stems.push_back(stem);
  }
  return stems;
}

std::string answerHint(const LessonExercise& e) {
  switch (e.kind) {
    case LessonExercise::Kind::Sign: return "the sign: +, − or 0";
    case LessonExercise::Kind::Magnitude:
      return "a number" + (e.unit.empty() ? std::string() : " in " + e.unit) + " (within " + decimal(100.0 * e.relativeTolerance, "%g") + " %)";
    case LessonExercise::Kind::Choice: {
      std::string list;
      for (std::size_t k = 0; k < e.choices.size(); ++k)
        list += (k == 0 ? "" : k + 1 == e.choices.size() ? " or " : ", ") + ("“" + e.choices[k].first + "”");
      return "one of " + list;
    }
  }
  return "";
}

struct SheetStudent {
  std::string name, id, typed;  ///< typed: what the student enters in the app (the id, else the name)
  std::string key;
};

// The fragment that opens the lesson with the student's name and set filled in (engine/link/ShareLink).
std::string appFragment(const Lesson& lesson, const SheetStudent& who, std::uint64_t seed) {
  return "#v2&lesson=" + percentEncode(lesson.id) + "&student=" + percentEncode(who.typed) + "&seed=" + std::to_string(seed);
}

// A sheet's link. With the course's address (--app-url) it is that page with the fragment, and shows
// itself. Without one it points at the page relative to the sheet, ../index.html: it opens WrenchLab
// where the sheets folder is put inside the folder the page is served from (docs/deploy.md); it shows
// the fragment, which a student adds to the address of the course's page on paper.
struct SheetLink {
  std::string href, text;
  bool relative = false;
};
SheetLink sheetLink(const Lesson& lesson, const SheetStudent& who, std::uint64_t seed, const std::string& appUrl) {
  const std::string fragment = appFragment(lesson, who, seed);
  if (appUrl.empty()) return {"../index.html" + fragment, fragment, true};
  return {appUrl + fragment, appUrl + fragment, false};
}

constexpr const char* kRelativeLinkNote = "the course's WrenchLab page with this at the end of its address";

// A link destination as Markdown reads it to its end: parentheses and spaces percent-encoded.
std::string markdownDestination(const std::string& href) {
  std::string out;
  for (char c : href) out += c == '(' ? "%28" : c == ')' ? "%29" : c == ' ' ? "%20" : std::string(1, c);
  return out;
}

std::string markdownSheet(const Lesson& lesson, const SheetStudent& who, std::uint64_t seed, const std::string& appUrl,
                          const std::vector<StudentExercise>& work, const std::vector<std::string>& figureFiles) {
  std::string md = "# " + markdownEscape(lesson.title) + "\n\n";
  md += "**Student:** " + markdownEscape(who.name) + (who.id.empty() ? "" : "  \n**ID:** " + markdownEscape(who.id)) +
        "  \n**Set:** " + std::to_string(seed) + "\n\n";
  md += "These exercises use your own numbers. In WrenchLab, open the lesson \"" + markdownEscape(lesson.title) +
        "\", type **" + markdownEscape(who.typed) + "** as your name or ID in the Exercises panel and **" + std::to_string(seed) +
        "** as the set, or open the link below: the app shows the same numbers, checks your answers and then shows a "
        "verification code to hand in with this sheet.\n\n";
  const SheetLink link = sheetLink(lesson, who, seed, appUrl);
  md += "Link: [" + markdownEscape(link.text) + "](" + markdownDestination(link.href) + ")" +
        (link.relative ? std::string(" (") + kRelativeLinkNote + ")" : std::string()) + "\n";
  for (const StudentExercise& s : work) {
    const LessonExercise& e = *s.exercise;
    md += "\n## Exercise " + std::to_string(s.index + 1) + (e.step >= 0 ? " (step " + std::to_string(e.step + 1) + ")" : "") + "\n\n";
    md += markdownEscape(s.texts.prompt) + "\n\n";
    if (s.variant.empty()) {
      md += "Your numbers: the lesson's own (this exercise varies none).\n\n";
    } else {
      md += "| your numbers | value |\n|---|---|\n";
      for (const VariedValue& v : s.variant) {
        const ShownValue sv = shown(lesson, v);
        md += "| " + markdownEscape(sv.label) + " | " + sv.value + (sv.unit.empty() ? "" : " " + markdownEscape(sv.unit)) + " |\n";
      }
      md += "\n";
    }
    md += "Answer with " + markdownEscape(answerHint(e)) + ".\n\n";
    md += "![The mechanism at the exercise's instant](" + markdownDestination(figureFiles[s.index]) + ")\n\n";
    md += "Your answer: ______________________\n";
  }
  md += "\nVerification code from the app: ______________________\n";
  return md;
}

std::string htmlSheet(const Lesson& lesson, const SheetStudent& who, std::uint64_t seed, const std::string& appUrl,
                      const std::vector<StudentExercise>& work) {
  std::string h = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" + escapeMarkup(lesson.title) + " — " +
                  escapeMarkup(who.name) + "</title>\n";
  h += "<style>\n"
       "@page { size: A4; margin: 16mm; }\n"
       "body { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 11pt; line-height: 1.4; max-width: 17cm; margin: 1em auto; color: #000; }\n"
       "h1 { font-size: 16pt; margin: 0 0 0.3em; }\n"
       "h2 { font-size: 12.5pt; margin: 1.2em 0 0.4em; }\n"
       ".who { border: 1px solid #000; padding: 0.4em 0.7em; }\n"
       ".exercise { break-inside: avoid; page-break-inside: avoid; }\n"
       "table { border-collapse: collapse; margin: 0.4em 0; }\n"
       "th, td { border: 1px solid #555; padding: 0.2em 0.6em; text-align: left; }\n"
       "figure { margin: 0.5em 0; }\n"
       "figure svg { max-width: 100%; height: auto; border: 1px solid #bbb; }\n"
       ".line { border-bottom: 1px solid #000; min-height: 1.6em; margin-top: 0.5em; }\n"
       "code { font-size: 9pt; word-break: break-all; }\n"
       "</style>\n</head>\n<body>\n";
  h += "<h1>" + escapeMarkup(lesson.title) + "</h1>\n";
  // <bdi>: a name written right to left (Arabic, Hebrew) keeps the words around it in their places.
  h += "<p class=\"who\"><strong>Student:</strong> <bdi>" + escapeMarkup(who.name) + "</bdi>" +
       (who.id.empty() ? "" : " &nbsp; <strong>ID:</strong> <bdi>" + escapeMarkup(who.id) + "</bdi>") + " &nbsp; <strong>Set:</strong> " + std::to_string(seed) +
       "</p>\n";
  h += "<p>These exercises use your own numbers. In WrenchLab, open the lesson, type <strong><bdi>" + escapeMarkup(who.typed) + "</bdi>" +
       "</strong> as your name or ID in the Exercises panel and <strong>" + std::to_string(seed) +
       "</strong> as the set, or open the link below: the app shows the same numbers, checks your answers and then shows a "
       "verification code to hand in with this sheet.</p>\n";
  const SheetLink link = sheetLink(lesson, who, seed, appUrl);
  h += "<p>Link: <a href=\"" + escapeMarkup(link.href) + "\"><code>" + escapeMarkup(link.text) + "</code></a>" +
       (link.relative ? std::string(" (") + kRelativeLinkNote + ")" : std::string()) + "</p>\n";
  for (const StudentExercise& s : work) {
    const LessonExercise& e = *s.exercise;
    h += "<section class=\"exercise\">\n<h2>Exercise " + std::to_string(s.index + 1) +
         (e.step >= 0 ? " (step " + std::to_string(e.step + 1) + ")" : "") + "</h2>\n";
    h += "<p>" + escapeMarkup(s.texts.prompt) + "</p>\n";
    if (s.variant.empty()) {
      h += "<p>Your numbers: the lesson's own (this exercise varies none).</p>\n";
    } else {
      h += "<table>\n<tr><th scope=\"col\">your numbers</th><th scope=\"col\">value</th></tr>\n";
      for (const VariedValue& v : s.variant) {
        const ShownValue sv = shown(lesson, v);
        h += "<tr><td>" + escapeMarkup(sv.label) + "</td><td>" + sv.value + (sv.unit.empty() ? "" : " " + escapeMarkup(sv.unit)) + "</td></tr>\n";
      }
      h += "</table>\n";
    }
    h += "<p>Answer with " + escapeMarkup(answerHint(e)) + ".</p>\n";
    h += "<figure>\n" + s.figure + "</figure>\n";
    h += "<p>Your answer:</p>\n<div class=\"line\"></div>\n</section>\n";
  }
  h += "<p>Verification code from the app:</p>\n<div class=\"line\"></div>\n</body>\n</html>\n";
  return h;
}

Status writeFile(const fs::path& path, const std::string& text) {
  std::ofstream file(path, std::ios::binary);
  if (!file || !(file << text)) return Error{"output", "cannot write \"" + path.string() + "\""};
  return Status::success();
}

int writeSheets(const Lesson& lesson, const std::vector<RosterStudent>& roster, std::uint64_t seed, const ExercisesOptions& o) {
  std::error_code ec;
  const fs::path dir = fs::u8path(o.output);
  fs::create_directories(dir / "figures", ec);
  if (ec) return fail(Error{"-o", "cannot make the folder \"" + (dir / "figures").string() + "\": " + ec.message()});
  std::string key = "student,id,exercise,parameters,answer,value,unit,tolerance,sheet\n";
  int figures = 0;
  for (std::size_t n = 0; n < roster.size(); ++n) {
    const RosterStudent& r = roster[n];
    SheetStudent who{r.name, r.id, r.id.empty() ? r.name : r.id, r.key};
    auto work = workOut(lesson, r.key, seed, true);
    if (!work) return fail(Error{lesson.modelPath, work.error().text()});
    const std::string stem = sheetFileStem(n, roster.size(), r);
    std::vector<std::string> figureFiles;
    for (const std::string& figure : figureFileStems(stem, lesson)) figureFiles.push_back("figures/" + figure + ".svg");
    for (const StudentExercise& s : *work) {
      if (Status st = writeFile(dir / fs::u8path(figureFiles[s.index]), s.figure); !st) return fail(st.error());
      ++figures;
      const LessonExercise& e = *s.exercise;
      key += csvField(r.name) + "," + csvField(r.id) + "," + csvField(e.id) + "," + csvField(parametersText(s.variant)) + "," +
             csvField(answerText(s)) + "," + decimal(s.answer.value) + "," + csvField(e.kind == LessonExercise::Kind::Magnitude ? e.unit : "") +
             "," + (e.kind == LessonExercise::Kind::Magnitude ? decimal(e.relativeTolerance, "%g") : std::string()) + "," + csvField(stem) + "\n";
    }
    if (Status st = writeFile(dir / fs::u8path(stem + ".md"), markdownSheet(lesson, who, seed, o.appUrl, *work, figureFiles)); !st)
      return fail(st.error());
    if (Status st = writeFile(dir / fs::u8path(stem + ".html"), htmlSheet(lesson, who, seed, o.appUrl, *work)); !st) return fail(st.error());
  }
  if (Status st = writeFile(dir / "answer-key.csv", key); !st) return fail(st.error());
  std::cerr << "wrote " << roster.size() << " sheets (Markdown and HTML), " << figures << " figures and answer-key.csv to " << o.output
            << " (lesson " << lesson.id << ", set " << seed << ")\n";
  if (o.appUrl.empty())
    std::cerr << "note: without --app-url the sheets link to ../index.html, which opens WrenchLab where the sheets folder is put inside "
                 "the folder the page is served from; give --app-url https://… (the course's WrenchLab page) for links that open anywhere\n";
  return kExitOk;
}

// --app-url: a web page's address (http or https) the sheets' fragment can follow; refused with one line
// when a link made from it could not work (a space, a quote, a fragment of its own).
Status checkAppUrl(const std::string& url) {
  if (url.empty()) return Status::success();
  const std::string shown = "\"" + url.substr(0, 80) + (url.size() > 80 ? "…" : "") + "\"";
  std::string lower;
  for (char c : url.substr(0, 8)) lower += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
  const bool web = lower.rfind("https://", 0) == 0 || lower.rfind("http://", 0) == 0;
  if (!web || url.size() <= (lower[4] == 's' ? 8u : 7u))
    return Error{"--app-url", "is the address of the course's WrenchLab page, starting with https:// (or http://); got " + shown};
  if (url.size() > 2000) return Error{"--app-url", "is longer than 2000 characters"};
  if (invalidUtf8At(url) != std::string::npos) return Error{"--app-url", "is not valid UTF-8 text"};
  for (unsigned char c : url) {
    if (c <= 0x20 || c == 0x7F || c == '"' || c == '<' || c == '>' || c == '\\' || c == '`' || c == '{' || c == '}' || c == '|' || c == '^')
      return Error{"--app-url", std::string("has ") + (c == ' ' ? "a space" : c < 0x20 || c == 0x7F ? "a control character" : std::string("a ") + static_cast<char>(c)) +
                                    ", which a link cannot carry (percent-encode it: a space is %20); got " + shown};
    if (c == '#') return Error{"--app-url", "has a # of its own; give the page's address without it (the sheets add #v2&lesson=…); got " + shown};
  }
  return Status::success();
}

// Without --seed, --verify looks for the set among 0 … kSetsSearched − 1: a student works with the set
// printed on their sheet, which a lecturer checking a code by the name alone may not have at hand.
constexpr std::uint64_t kSetsSearched = 10000;

// What a verification code stands for: the student key and set it was made with, and which exercises.
struct CodeMatch {
  std::string key;
  std::uint64_t seed = 0;
  std::uint32_t mask = 0;
};

// The first of `keys` × `seeds` (seeds outer) for which `code` is the code of some set of right answers.
// A student's answers depend only on their numbers, so each exercise is worked out once per set of
// numbers drawn, however many sets are tried.
Result<std::optional<CodeMatch>> findCode(const Lesson& lesson, const std::string& code, const std::vector<std::string>& keys,
                                          std::uint64_t firstSeed, std::uint64_t seedCount) {
  if (auto parsed = parseVerificationCode(code); !parsed) return parsed.error();
  std::map<std::pair<std::size_t, std::vector<double>>, std::string> answers;
  for (std::uint64_t seed = firstSeed; seed - firstSeed < seedCount; ++seed) {
    for (const std::string& key : keys) {
      std::vector<CodedAnswer> all;
      for (std::size_t i = 0; i < lesson.exercises.size(); ++i) {
        const LessonExercise& e = lesson.exercises[i];
        const ExerciseVariant variant = drawVariant(lesson, e, key, seed);
        std::vector<double> numbers;
        for (const VariedValue& v : variant) numbers.push_back(v.value);
        auto known = answers.find({i, numbers});
        if (known == answers.end()) {
          auto session = openExerciseSession(lesson, e, variant);
          if (!session) return session.error();
          auto answer = computeAnswer(*session, e);
          if (!answer) return Error{"exercises." + e.id, answer.error().text()};
          known = answers.emplace(std::make_pair(i, numbers), canonicalAnswer(e, *answer)).first;
        }
        all.push_back({e.id, known->second});
      }
      auto mask = matchVerificationCode(code, lesson.id, key, seed, all);
      if (!mask) return mask.error();
      if (*mask != 0) return std::optional<CodeMatch>(CodeMatch{key, seed, *mask});
    }
  }
  return std::optional<CodeMatch>();
}

// --verify: which exercises a student's code confirms. The student may have typed their ID or their name
// (the app takes either), so with a class list both are tried; without --seed, the sets 0 … 9999.
int verifyCommand(const Lesson& lesson, const std::string& path, const SheetStudent& who, const ExercisesOptions& o,
                  std::optional<std::uint64_t> seed) {
  std::vector<std::string> keys{who.key};
  std::string nameKey;
  if (!who.id.empty()) {
    if (auto k = normalizeStudentKey(who.name); k && *k != who.key) keys.push_back(nameKey = *k);
  }
  auto found = findCode(lesson, o.verify, keys, seed.value_or(0), seed ? 1 : kSetsSearched);
  if (!found) return fail(Error{found.error().where == "verify" ? "--verify" : path, found.error().message});
  std::cout << "lesson " << lesson.id << ", student \"" << who.name << "\"" << (who.id.empty() ? "" : " (ID " + who.id + ")");
  if (!*found) {
    const std::string sets = seed ? "set " + std::to_string(*seed) : "sets 0 to " + std::to_string(kSetsSearched - 1);
    std::cout << ": code " << o.verify << " does NOT match any set of right answers of this student's numbers in " << sets
              << " (name or ID as the app reads it: \"" << who.key << "\"" << (nameKey.empty() ? "" : " or \"" + nameKey + "\"")
              << "); check the name or ID the student typed and the set on their sheet (--seed N)\n";
    return kExitFailure;
  }
  const CodeMatch& match = **found;
  auto work = workOut(lesson, match.key, match.seed, false);
  if (!work) return fail(Error{path, work.error().text()});
  std::cout << ", set " << match.seed << ": code " << o.verify;
  int confirmed = 0;
  for (std::size_t i = 0; i < work->size(); ++i) confirmed += (match.mask >> i & 1u) ? 1 : 0;
  std::cout << " confirms " << confirmed << " of " << work->size() << " exercises answered right:\n";
  for (std::size_t i = 0; i < work->size(); ++i)
    if (match.mask >> i & 1u) std::cout << "  " << i + 1 << ". " << (*work)[i].exercise->id << "  (" << answerText((*work)[i]) << ")\n";
  if (!seed) std::cout << "(made with set " << match.seed << ", found by trying sets from 0; --seed " << match.seed << " checks that set alone)\n";
  if (match.key == nameKey) std::cout << "(made with the name typed in the app, not the ID " << who.id << " the sheet gives)\n";
  return kExitOk;
}

}  // namespace

int exercisesCommand(const std::string& source, const std::string& contentDir, const ExercisesOptions& o) {
  auto path = resolveSource(source, contentDir);
  if (!path) return fail(path.error());
  auto lesson = loadLessonFile(*path);
  if (!lesson) return fail(lesson.error());
  if (lesson->exercises.empty()) return fail(Error{*path, "has no exercises"});
  if (Status s = validateVariations(*lesson); !s) return fail(Error{*path + ": " + s.error().where, s.error().message});
  const bool seedGiven = !o.seed.empty();
  auto seed = parseVariantSeed(seedGiven ? o.seed : "0");
  if (!seed) return fail(Error{"--seed", seed.error().message});
  if (Status s = checkAppUrl(o.appUrl); !s) return fail(s.error());

  std::vector<RosterStudent> roster;
  if (!o.roster.empty()) {
    auto read = readRoster(o.roster);
    if (!read) return fail(read.error());
    roster = std::move(*read);
  }
  if (!o.output.empty()) {
    if (o.roster.empty()) return fail(Error{"-o", "writes a sheet per student of --students roster.csv, which is missing"});
    if (!o.verify.empty() || !o.student.empty()) return fail(Error{"-o", "writes every student's sheet; --verify and --student check one student"});
    return writeSheets(*lesson, roster, *seed, o);
  }
  if (o.student.empty()) {
    if (!o.verify.empty()) return fail(Error{"--verify", "needs --student NAME: the name or ID the student typed in the app"});
    return fail(Error{"exercises", "give --students roster.csv -o DIR (the sheets and key), or --student NAME (one student's numbers, or --verify CODE)"});
  }
  SheetStudent who;
  if (!roster.empty()) {
    const RosterStudent* r = findStudent(roster, o.student);
    if (!r) return fail(Error{"--student", "\"" + o.student + "\" is not on " + o.roster + " (by name or ID)"});
    who = {r->name, r->id, r->id.empty() ? r->name : r->id, r->key};
  } else {
    auto key = normalizeStudentKey(o.student);
    if (!key) return fail(Error{"--student", key.error().message});
    auto tidy = tidyStudentName(o.student);
    who = {tidy ? *tidy : o.student, "", tidy ? *tidy : o.student, *key};
  }
  if (!o.verify.empty()) return verifyCommand(*lesson, *path, who, o, seedGiven ? std::optional<std::uint64_t>(*seed) : std::nullopt);
  auto work = workOut(*lesson, who.key, *seed, false);
  if (!work) return fail(Error{*path, work.error().text()});

  // One student's numbers and answers as JSON (scripts, the browser test).
  nlohmann::json j;
  j["lesson"] = lesson->id;
  j["student"] = who.name;
  j["id"] = who.id;
  j["key"] = who.key;
  j["seed"] = std::to_string(*seed);
  j["link"] = o.appUrl + appFragment(*lesson, who, *seed);
  j["exercises"] = nlohmann::json::array();
  for (const StudentExercise& s : *work) {
    const LessonExercise& e = *s.exercise;
    nlohmann::json parameters = nlohmann::json::object();
    for (const VariedValue& v : s.variant) parameters[v.path] = v.value;
    j["exercises"].push_back({{"id", e.id},
                              {"step", e.step >= 0 ? e.step + 1 : 0},
                              {"parameters", parameters},
                              {"prompt", s.texts.prompt},
                              {"answer", answerText(s)},
                              {"value", s.answer.value},
                              {"unit", e.kind == LessonExercise::Kind::Magnitude ? e.unit : ""},
                              {"tolerance", e.kind == LessonExercise::Kind::Magnitude ? nlohmann::json(e.relativeTolerance) : nlohmann::json(nullptr)}});
  }
  std::cout << j.dump(2) << "\n";
  return kExitOk;
}

}  // namespace wl::cli
