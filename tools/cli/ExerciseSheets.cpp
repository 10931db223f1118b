#include "ExerciseSheets.hpp"

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "Commands.hpp"
#include "Roster.hpp"
#include "Sources.hpp"
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

// A file name from a student's name: ASCII letters and digits, the rest as single dashes.
std::string slug(const std::string& text) {
  std::string out;
  for (unsigned char c : text) {
    const bool keep = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
    const bool upper = c >= 'A' && c <= 'Z';
    if (keep || upper) out += upper ? static_cast<char>(c - 'A' + 'a') : static_cast<char>(c);
    else if (!out.empty() && out.back() != '-') out += '-';
    if (out.size() >= 40) break;
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  return out.empty() ? "student" : out;
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

std::string appLink(const Lesson& lesson, const SheetStudent& who, std::uint64_t seed, const std::string& appUrl) {
  return appUrl + "#v2&lesson=" + percentEncode(lesson.id) + "&student=" + percentEncode(who.typed) + "&seed=" + std::to_string(seed);
}

std::string markdownSheet(const Lesson& lesson, const SheetStudent& who, std::uint64_t seed, const std::string& appUrl,
                          const std::vector<StudentExercise>& work, const std::string& figurePrefix) {
  std::string md = "# " + markdownEscape(lesson.title) + "\n\n";
  md += "**Student:** " + markdownEscape(who.name) + (who.id.empty() ? "" : "  \n**ID:** " + markdownEscape(who.id)) +
        "  \n**Set:** " + std::to_string(seed) + "\n\n";
  md += "These exercises use your own numbers. In WrenchLab, open the lesson \"" + markdownEscape(lesson.title) +
        "\", type **" + markdownEscape(who.typed) + "** as your name or ID in the Exercises panel and **" + std::to_string(seed) +
        "** as the set, or open the link below: the app shows the same numbers, checks your answers and then shows a "
        "verification code to hand in with this sheet.\n\n";
  md += "Link: `" + appLink(lesson, who, seed, appUrl) + "`\n";
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
    md += "![The mechanism at the exercise's instant](" + figurePrefix + slug(e.id) + ".svg)\n\n";
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
  h += "<p class=\"who\"><strong>Student:</strong> " + escapeMarkup(who.name) +
       (who.id.empty() ? "" : " &nbsp; <strong>ID:</strong> " + escapeMarkup(who.id)) + " &nbsp; <strong>Set:</strong> " + std::to_string(seed) +
       "</p>\n";
  h += "<p>These exercises use your own numbers. In WrenchLab, open the lesson, type <strong>" + escapeMarkup(who.typed) +
       "</strong> as your name or ID in the Exercises panel and <strong>" + std::to_string(seed) +
       "</strong> as the set, or open the link below: the app shows the same numbers, checks your answers and then shows a "
       "verification code to hand in with this sheet.</p>\n";
  const std::string link = appLink(lesson, who, seed, appUrl);
  h += "<p>Link: " + (appUrl.empty() ? "<code>" + escapeMarkup(link) + "</code>" : "<a href=\"" + escapeMarkup(link) + "\"><code>" + escapeMarkup(link) + "</code></a>") +
       "</p>\n";
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
  const fs::path dir(o.output);
  fs::create_directories(dir / "figures", ec);
  if (ec) return fail(Error{"-o", "cannot make the folder \"" + (dir / "figures").string() + "\": " + ec.message()});
  std::string key = "student,id,exercise,parameters,answer,value,unit,tolerance\n";
  int figures = 0;
  for (std::size_t n = 0; n < roster.size(); ++n) {
    const RosterStudent& r = roster[n];
    SheetStudent who{r.name, r.id, r.id.empty() ? r.name : r.id, r.key};
    auto work = workOut(lesson, r.key, seed, true);
    if (!work) return fail(Error{lesson.modelPath, work.error().text()});
    char number[32];
    std::snprintf(number, sizeof number, "%03zu", n + 1);
    const std::string base = std::string(number) + "-" + slug(r.name);
    for (const StudentExercise& s : *work) {
      if (Status st = writeFile(dir / "figures" / (base + "-" + slug(s.exercise->id) + ".svg"), s.figure); !st) return fail(st.error());
      ++figures;
      const LessonExercise& e = *s.exercise;
      key += csvField(r.name) + "," + csvField(r.id) + "," + csvField(e.id) + "," + csvField(parametersText(s.variant)) + "," +
             csvField(answerText(s)) + "," + decimal(s.answer.value) + "," + csvField(e.kind == LessonExercise::Kind::Magnitude ? e.unit : "") +
             "," + (e.kind == LessonExercise::Kind::Magnitude ? decimal(e.relativeTolerance, "%g") : std::string()) + "\n";
    }
    if (Status st = writeFile(dir / (base + ".md"), markdownSheet(lesson, who, seed, o.appUrl, *work, "figures/" + base + "-")); !st)
      return fail(st.error());
    if (Status st = writeFile(dir / (base + ".html"), htmlSheet(lesson, who, seed, o.appUrl, *work)); !st) return fail(st.error());
  }
  if (Status st = writeFile(dir / "answer-key.csv", key); !st) return fail(st.error());
  std::cerr << "wrote " << roster.size() << " sheets (Markdown and HTML), " << figures << " figures and answer-key.csv to " << o.output
            << " (lesson " << lesson.id << ", set " << seed << ")\n";
  return kExitOk;
}

std::vector<CodedAnswer> coded(const std::vector<StudentExercise>& work) {
  std::vector<CodedAnswer> all;
  for (const StudentExercise& s : work) all.push_back({s.exercise->id, canonicalAnswer(*s.exercise, s.answer)});
  return all;
}

}  // namespace

int exercisesCommand(const std::string& source, const std::string& contentDir, const ExercisesOptions& o) {
  auto path = resolveSource(source, contentDir);
  if (!path) return fail(path.error());
  auto lesson = loadLessonFile(*path);
  if (!lesson) return fail(lesson.error());
  if (lesson->exercises.empty()) return fail(Error{*path, "has no exercises"});
  if (Status s = validateVariations(*lesson); !s) return fail(Error{*path + ": " + s.error().where, s.error().message});
  auto seed = parseVariantSeed(o.seed);
  if (!seed) return fail(Error{"--seed", seed.error().message});

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
    who = {o.student, "", o.student, *key};
  }
  auto work = workOut(*lesson, who.key, *seed, false);
  if (!work) return fail(Error{*path, work.error().text()});

  if (!o.verify.empty()) {
    auto mask = matchVerificationCode(o.verify, lesson->id, who.key, *seed, coded(*work));
    if (!mask) return fail(mask.error());
    std::cout << "lesson " << lesson->id << ", student \"" << who.name << "\"" << (who.id.empty() ? "" : " (ID " + who.id + ")")
              << ", set " << *seed << ": code " << o.verify;
    if (*mask == 0) {
      std::cout << " does NOT match any set of right answers of this student's numbers\n";
      return kExitFailure;
    }
    int confirmed = 0;
    for (std::size_t i = 0; i < work->size(); ++i) confirmed += (*mask >> i & 1u) ? 1 : 0;
    std::cout << " confirms " << confirmed << " of " << work->size() << " exercises answered right:\n";
    for (std::size_t i = 0; i < work->size(); ++i)
      if (*mask >> i & 1u) std::cout << "  " << i + 1 << ". " << (*work)[i].exercise->id << "  (" << answerText((*work)[i]) << ")\n";
    return kExitOk;
  }

  // One student's numbers and answers as JSON (scripts, the browser test).
  nlohmann::json j;
  j["lesson"] = lesson->id;
  j["student"] = who.name;
  j["id"] = who.id;
  j["key"] = who.key;
  j["seed"] = std::to_string(*seed);
  j["link"] = appLink(*lesson, who, *seed, o.appUrl);
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
