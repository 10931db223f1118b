// A prediction never shows its answer before the student has given it. Every shipped lesson is opened
// in English, German and Brazilian Portuguese as a student opens it, and every step that asks for a
// prediction — a predict step (its terms hidden until Reveal), a step whose text says "Predict first"
// ("Erst vorhersagen", "Preveja"), and the step an exercise names (its "step") — is searched, before
// the Reveal and before any answer, for what the engine says the answer is:
//   - its number: the exercise's computed value (a magnitude; the quantity behind a sign or a choice;
//     for a predict step the hidden force's size and components) in the step's text (with its unit),
//     in the numbers of every formula the Formulas panel shows, and among the Table's numbers;
//   - its direction: the signed axis ("−y") of a sign, of a choice on a component, or of a predicted
//     force, the right choice's own words, and the direction in words a predict step's explanation
//     opens with ("Backwards", "nach außen", "para cima"), in the step's text;
//   - a zero answer: "zero", "vanishes", "nothing" (and their German and Portuguese words) in the text;
//   - the quantity itself, readable on screen: a Table row of the same term and segment, a formula or
//     the State panel printing the same per-coordinate number, the Plot drawing that joint's torque
//     parts or that term's size over time (all the quantities of an expression: then it can be worked out).
// Numbers are compared as the app prints them (three significant digits, the language's decimal sign).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include <doctest/doctest.h>

#include "app/player/LessonPlayer.hpp"
#include "app/player/ShownFormulas.hpp"
#include "app/text/UiText.hpp"
#include "lesson/LessonSession.hpp"
#include "lesson/Prediction.hpp"
#include "lesson/Quantity.hpp"
#include "PlayerHarness.hpp"

using namespace wl;
using namespace wl::web;

namespace {

using Harness = test::PlayerHarness;

// The words that say "predict" in each language's "Predict first (exercise n)".
const char* predictMarker(Language language) {
  switch (language) {
    case Language::English: return "Predict";
    case Language::German: return "vorhersagen";
    case Language::PortugueseBrazil: return "Preveja";
  }
  return "Predict";
}

// Words that say a quantity is zero: a zero answer must not be told in the asking step's text.
std::vector<std::string> zeroWords(Language language) {
  switch (language) {
    case Language::English: return {"zero", "vanish", "nothing", "gone", "= 0"};
    case Language::German: return {"null", "verschwind", "nichts", "= 0"};
    case Language::PortugueseBrazil: return {"zero", "anula", "nada", "desaparece", "sem força", "nenhuma força", "= 0"};
  }
  return {};
}

std::string lower(std::string s) {
  for (char& c : s)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return s;
}

bool contains(const std::string& text, const std::string& part) { return lower(text).find(lower(part)) != std::string::npos; }

// A number as the app prints it, without its sign: three significant digits, the language's decimal sign.
std::string printed(double value, const NumberFormat& format) { return formatNumber(std::abs(value), format); }

// The numbers written in a text (digits with the language's decimal sign), without their signs.
std::vector<std::string> numbersIn(const std::string& text, const NumberFormat& format) {
  const std::regex number(format.decimalComma ? R"((\d+(,\d+)?))" : R"((\d+(\.\d+)?))");
  std::vector<std::string> out;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), number); it != std::sregex_iterator(); ++it) {
    // Not the middle of a longer number ("12.5" is not "2.5"), not a subscript or name ("τ1", "joint3").
    const auto at = static_cast<std::size_t>(it->position());
    if (at > 0) {
      const char before = text[at - 1];
      if ((before >= 'a' && before <= 'z') || (before >= 'A' && before <= 'Z') || before == '_' || before == '.' || before == ',') continue;
    }
    out.push_back(it->str());
  }
  return out;
}

// "… = 0" as a value, not the start of "= 0.05" or "t = 0,5".
bool saysEqualsZero(const std::string& text) {
  for (std::size_t at = text.find("= 0"); at != std::string::npos; at = text.find("= 0", at + 1)) {
    const std::size_t end = at + 3;
    const bool more = end < text.size() && ((text[end] >= '0' && text[end] <= '9') || text[end] == '.' || text[end] == ',') &&
                      end + 1 < text.size() && text[end + 1] >= '0' && text[end + 1] <= '9';
    if (!more) return true;
  }
  return false;
}


// Whether a number written in a text stands for |value|: it is what the app prints (three significant
// digits), or, with at least two significant digits of its own, |value| rounded to its decimals
// ("442.6" for 442.64; "5.9" for 5.875; a lone "1" only for what prints as 1).
bool standsFor(const std::string& token, double value, const NumberFormat& format) {
  const std::string want = printed(value, format);
  if (want == "0") return false;
  if (token == want) return true;
  const std::size_t sign = token.find(format.decimalComma ? ',' : '.');
  const int decimals = sign == std::string::npos ? 0 : static_cast<int>(token.size() - sign - 1);
  int significant = 0;
  bool leading = true;
  for (char c : token) {
    if (c < '0' || c > '9') continue;
    if (leading && c == '0') continue;
    leading = false;
    ++significant;
  }
  if (significant < 2) return false;
  char text[64];
  std::snprintf(text, sizeof text, "%.*f", decimals, std::abs(value));
  return withDecimalSign(text, format) == token;
}

// A number the answer's |value| prints as, in `text` followed by its unit ("4 N", "(1, 0, 0) N": a
// vector's part followed by its unit), or without a unit when it has none.
bool textStates(const std::string& text, double value, const std::string& unit, const NumberFormat& format) {
  if (printed(value, format) == "0") return false;
  const std::regex number(format.decimalComma ? R"(\d+(,\d+)?)" : R"(\d+(\.\d+)?)");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), number); it != std::sregex_iterator(); ++it) {
    const auto at = static_cast<std::size_t>(it->position());
    if (at > 0) {
      const char before = text[at - 1];
      if ((before >= 'a' && before <= 'z') || (before >= 'A' && before <= 'Z') || before == '_' || before == '.' || before == ',') continue;
    }
    if (!standsFor(it->str(), value, format)) continue;
    if (unit.empty()) return true;
    // The unit after the number, or after the vector the number stands in.
    std::size_t end = at + it->str().size();
    const std::size_t close = text.find(')', end);
    const std::size_t open = text.rfind('(', at);
    if (open != std::string::npos && close != std::string::npos && text.find('(', open + 1) > close && close < end + 30) end = close + 1;
    // The unit itself, not the start of a longer one ("N" is not "N·m").
    for (const std::string& u : {" " + unit, unit})
      if (text.compare(end, u.size(), u) == 0) {
        const std::string rest = text.substr(end + u.size(), 2);
        const bool longer = !rest.empty() && ((rest[0] >= 'a' && rest[0] <= 'z') || (rest[0] >= 'A' && rest[0] <= 'Z') || rest[0] == '/' ||
                                              rest.rfind("\xC2", 0) == 0);  // "·" and "²" start with 0xC2
        if (!longer) return true;
      }
  }
  return false;
}

bool numbersInclude(const std::string& text, double value, const NumberFormat& format) {
  for (const std::string& n : numbersIn(text, format))
    if (standsFor(n, value, format)) return true;
  return false;
}

// The same number as the app prints it (a zero too: a row of zeros answers "is it zero?"), or, for a
// sign, any number of the same sign.
bool samePrinted(double a, double b, const NumberFormat& format, bool signOnly = false) {
  if (signOnly) return printed(a, format) == "0" ? printed(b, format) == "0" : printed(b, format) != "0" && (a < 0) == (b < 0);
  return printed(a, format) == printed(b, format) && ((a < 0) == (b < 0) || printed(a, format) == "0");
}

// The quantities an expression reads ("expr:abs(G.joint2) - abs(C.joint2)" → G.joint2, C.joint2).
std::vector<std::string> namesOf(const std::string& quantity) {
  if (quantity.rfind("expr:", 0) != 0) return {quantity};
  static const std::set<std::string> notNames{"sin", "cos", "sqrt", "abs", "pi", "t"};
  const std::string body = quantity.substr(5);
  std::vector<std::string> out;
  const std::regex name(R"([A-Za-z_][A-Za-z0-9_.]*)");
  for (auto it = std::sregex_iterator(body.begin(), body.end(), name); it != std::sregex_iterator(); ++it)
    if (!notNames.count(it->str())) out.push_back(it->str());
  return out;
}

// Words that name a direction, each with its opposite, per language. A predict step's explanation opens
// with the answer's direction in words ("Backwards (−y): …", "Level, away from the axis: …"); the
// step's text must not say it. A text that names a direction together with its opposite offers both
// ("forwards or backwards?") and gives nothing away.
std::vector<std::pair<std::string, std::string>> directionWords(Language language) {
  switch (language) {
    case Language::English:
      return {{"backwards", "forwards"}, {"upwards", "downwards"}, {"up", "down"}, {"inwards", "outwards"}, {"away from", "towards"},
              {"level", "vertical"}, {"horizontally", "vertically"}};
    case Language::German:
      return {{"nach hinten", "nach vorn"}, {"nach oben", "nach unten"}, {"nach innen", "nach außen"}, {"weg von", "hin zu"},
              {"waagerecht", "senkrecht"}};
    case Language::PortugueseBrazil:
      return {{"para trás", "para a frente"}, {"para cima", "para baixo"}, {"para dentro", "para fora"}, {"horizontal", "vertical"}};
  }
  return {};
}

// `word` in `text` as a word of its own (not "up" in "upper", "level" in "levels"), case-insensitively;
// letters outside ASCII (ä, ç) count as letters.
bool hasWord(const std::string& text, const std::string& word) {
  const std::string t = lower(text), w = lower(word);
  const auto letter = [](unsigned char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c >= 0x80; };
  for (std::size_t at = t.find(w); at != std::string::npos; at = t.find(w, at + 1)) {
    const bool before = at > 0 && letter(static_cast<unsigned char>(t[at - 1]));
    const bool after = at + w.size() < t.size() && letter(static_cast<unsigned char>(t[at + w.size()]));
    if (!before && !after) return true;
  }
  return false;
}

// The direction a predict step's explanation opens with (its words up to the first ':', ',', ';', '.'
// or '('), when the step's text says it too and not its opposite.
std::vector<std::string> directionGivenAway(const std::string& text, const std::string& explanation, Language language) {
  const std::size_t end = explanation.find_first_of(":,;.(");
  const std::string head = explanation.substr(0, end);
  std::vector<std::string> out;
  for (const auto& [a, b] : directionWords(language))
    for (const auto& [word, opposite] : {std::pair{a, b}, std::pair{b, a}})
      if (hasWord(head, word) && hasWord(text, word) && !hasWord(text, opposite)) out.push_back(word);
  return out;
}

// "−y" for a negative y component: the direction a sign or a component choice answers with.
std::string signedAxis(double value, char axis) { return std::string(value < 0 ? "−" : "+") + axis; }

bool textHasAxis(const std::string& text, const std::string& label) {
  std::vector<std::string> forms{label};
  if (label.rfind("−", 0) == 0) forms.push_back("-" + label.substr(std::string("−").size()));
  for (const std::string& f : forms)
    for (std::size_t at = text.find(f); at != std::string::npos; at = text.find(f, at + 1)) {
      const std::size_t end = at + f.size();
      const bool letterAfter = end < text.size() && ((text[end] >= 'a' && text[end] <= 'z') || (text[end] >= 'A' && text[end] <= 'Z'));
      if (!letterAfter) return true;
    }
  return false;
}

// What the screen shows in the step that is open, for the answer's search.
struct Screen {
  const Harness& h;
  std::string text;
  std::vector<ShownFormula> formulas;
  NumberFormat format;

  // A quantity of the answer is readable when the screen prints it (at this state; the Plot over the
  // whole run) with the value it has at the exercise's own state.
  // `plotCounts`: the Plot's curves over time answer a sign or a choice (which part is larger, which
  // force is zero), not a magnitude to its tolerance.
  bool reads(const std::string& name, int segment, double value, bool plotCounts, bool signOnly, std::string& where) const {
    const Session& session = h.player.session();
    const Model& model = session.model();
    const auto parts = [&] {
      std::vector<std::string> p;
      std::size_t start = 0;
      for (std::size_t i = 0; i <= name.size(); ++i)
        if (i == name.size() || name[i] == '.') {
          p.push_back(name.substr(start, i - start));
          start = i + 1;
        }
      return p;
    }();
    const auto here = [&](int s) -> std::optional<double> {
      auto v = evaluateScalar(session, s, name);
      if (!v) return std::nullopt;
      return *v;
    };
    // A term's row in the Table (every shown segment), its size in the Plot (the focus segment), and a
    // shown formula that prints the term's numbers (for the focus segment, or the formula's own).
    if (parts[0] == "term" && parts.size() >= 3) {
      Term term;
      if (!termFromKey(parts[1], term)) return false;
      for (const ShownFormula& f : formulas) {
        if (f.withheld) continue;
        for (const auto& [key, lf] : h.player.lesson().formulas) {
          if (lf.symbol != f.symbol || lf.substituted.find("{term." + parts[1] + "." + parts[2]) == std::string::npos) continue;
          const int s = lf.segment.empty() ? h.view.focusSegment : model.findSegment(lf.segment);
          if (s != segment) continue;
          if (auto v = here(s); v && samePrinted(*v, value, format, signOnly)) {
            where = "the formula \"" + key + "\"";
            return true;
          }
        }
      }
      if (!h.view.shows(term)) return false;
      for (int s = 0; s < model.segmentCount(); ++s) {
        if (!h.view.showsSegment(s) || s != segment) continue;
        if (auto v = here(s); v && samePrinted(*v, value, format, signOnly)) {
          where = "the Table's " + parts[1] + " row";
          return true;
        }
        if (plotCounts && h.view.plotShows == ViewState::PlotShows::TermForces && s == h.view.focusSegment && parts[2] == "force" &&
            parts.size() == 4 && parts[3] == "norm") {
          where = "the Plot's " + parts[1] + " curve";
          return true;
        }
      }
      return false;
    }
    // A per-coordinate number: a formula that prints it, the State panel (q and τ), the torque parts' plot.
    static const std::set<std::string> perCoordinate{"tau", "q", "qd", "qdd", "Mqdd", "C", "G", "E", "P", "M"};
    if (perCoordinate.count(parts[0]) && parts.size() >= 2) {
      const int k = model.findCoordinate(parts[1]);
      if (plotCounts && h.view.plotShows == ViewState::PlotShows::TorqueParts && k == h.view.plotCoordinate &&
          std::set<std::string>{"tau", "Mqdd", "C", "G", "E", "P"}.count(parts[0])) {
        where = "the Plot's torque parts of " + parts[1];
        return true;
      }
      const auto v = here(segment);
      if (!v || !samePrinted(*v, value, format, signOnly)) return false;
      if (parts[0] == "tau" || parts[0] == "q") {
        where = "the State panel";
        return true;
      }
      for (const ShownFormula& f : formulas)
        if (!f.withheld)
          for (const auto& [key, lf] : h.player.lesson().formulas)
            if (lf.symbol == f.symbol && lf.substituted.find("{" + name) != std::string::npos) {
              where = "the formula \"" + key + "\"";
              return true;
            }
      return false;
    }
    return false;
  }

  // A number anywhere among the shown formulas' numbers or the Table's.
  bool showsNumber(double value, std::string& where) const {
    if (printed(value, format) == "0") return false;
    for (const ShownFormula& f : formulas)
      if (!f.withheld && numbersInclude(f.numbers, value, format)) {
        where = "the formula \"" + f.symbol + "\": " + f.numbers;
        return true;
      }
    const Session& session = h.player.session();
    for (int s = 0; s < session.model().segmentCount(); ++s) {
      if (!h.view.showsSegment(s)) continue;
      for (Term t : kAllTerms) {
        if (!h.view.shows(t)) continue;
        for (const char* part : {"force", "moment"}) {
          auto v = evaluateQuantity(session, s, std::string("term.") + termKey(t) + "." + part);
          if (!v) continue;
          for (int c = 0; c < 3; ++c)
            if (samePrinted(v->vector[c], value, format)) {
              where = std::string("the Table's ") + termKey(t) + " " + part + " of " + session.model().segments()[static_cast<std::size_t>(s)].name;
              return true;
            }
        }
      }
    }
    return false;
  }
};

struct Found {
  std::vector<std::string> problems;
  void add(const std::string& p) { problems.push_back(p); }
};

// Searches the open step for one exercise's answer.
void searchExercise(const Harness& h, const Screen& screen, std::size_t index, Found& found, const std::string& where) {
  const Lesson& source = h.player.sourceLesson();
  const LessonExercise& e = source.exercises[index];
  auto asked = openLessonSession(source, e.step);
  REQUIRE_MESSAGE(asked.ok(), asked.error().text());
  auto answer = computeAnswer(*asked, e);
  REQUIRE_MESSAGE(answer.ok(), answer.error().text());
  const std::string what = where + ", exercise " + std::to_string(index + 1) + " (" + e.id + ")";
  const int segment = e.ask.segment.empty() ? -1 : asked->model().findSegment(e.ask.segment);
  const NumberFormat& format = screen.format;

  // The number: the magnitude asked for, or the quantity behind a sign or a choice.
  std::string unit = e.unit;
  if (e.kind != LessonExercise::Kind::Magnitude || unit.empty()) {
    QuantityRef ref = e.ask;
    auto v = evaluateAt(*asked, ref);
    REQUIRE(v.ok());
    auto q = evaluateQuantity(*asked, segment, e.ask.quantity);
    if (q && unit.empty()) unit = q->unit;
  }
  if (textStates(screen.text, answer->value, unit, format)) found.add(what + ": the text states " + printed(answer->value, format) + " " + unit);
  // Among the formulas' and the Table's numbers the answer of a magnitude (a sign or a choice is a
  // direction: the same size may be shown as an input of it, the centrifugal force a slider balances).
  std::string at;
  if (e.kind == LessonExercise::Kind::Magnitude && screen.showsNumber(answer->value, at))
    found.add(what + ": " + printed(answer->value, format) + " is on screen in " + at);

  // The direction: a sign or a choice on a component, and the right choice's words.
  const std::string& q = e.ask.quantity;
  const char axis = q.size() > 2 && q[q.size() - 2] == '.' ? q.back() : '\0';
  if (e.kind != LessonExercise::Kind::Magnitude && (axis == 'x' || axis == 'y' || axis == 'z') && std::abs(answer->value) > 1e-9 &&
      textHasAxis(screen.text, signedAxis(answer->value, axis)))
    found.add(what + ": the text names the direction " + signedAxis(answer->value, axis));
  if (e.kind == LessonExercise::Kind::Choice) {
    const auto& sourceChoices = e.choices;
    const auto& shownChoices = h.player.lesson().exercises[index].choices;
    for (std::size_t c = 0; c < sourceChoices.size() && c < shownChoices.size(); ++c)
      if (sourceChoices[c].first == answer->correct && contains(screen.text, shownChoices[c].first))
        found.add(what + ": the text says the right choice, \"" + shownChoices[c].first + "\"");
  }

  // A zero answer, or a zero among the quantities an expression compares, said in words.
  bool zero = std::abs(answer->value) <= 1e-9;
  const std::vector<std::string> names = namesOf(q);
  std::vector<double> values;
  for (const std::string& n : names) {
    QuantityRef ref = e.ask;
    ref.quantity = n;
    auto v = evaluateAt(*asked, ref);
    REQUIRE_MESSAGE(v.ok(), v.error().text());
    values.push_back(*v);
    if (q.rfind("expr:", 0) == 0 && std::abs(*v) <= 1e-9) zero = true;
  }
  if (zero) {
    std::vector<std::string> words = zeroWords(h.player.language());
    // "no centrifugal force", "keine Zentrifugalkraft": a term said to be absent.
    for (const std::string& n : names)
      if (Term t; n.rfind("term.", 0) == 0 && termFromKey(n.substr(5, n.find('.', 5) - 5), t)) {
        const std::string name = lower(termText(t));
        if (h.player.language() == Language::English) words.push_back("no " + name);
        if (h.player.language() == Language::German) words.insert(words.end(), {"keine " + name, "kein " + name});
      }
    for (const std::string& w : words)
      if (w == "= 0" ? saysEqualsZero(screen.text) : contains(screen.text, w)) found.add(what + ": the answer is zero and the text says \"" + w + "\"");
  }

  // The quantity itself on screen: all of an expression's quantities readable, so it can be worked out.
  // A sign is read off any number of the same sign shown at the exercise's own instant.
  const LessonStep& step = source.steps[static_cast<std::size_t>(h.player.step())];
  const bool signAtThisInstant = e.kind == LessonExercise::Kind::Sign && !step.play && std::abs(step.time - e.ask.time) < 1e-9;
  std::vector<std::string> wheres;
  bool all = !names.empty();
  for (std::size_t n = 0; n < names.size(); ++n) {
    std::string w;
    if (screen.reads(names[n], segment, values[n], e.kind != LessonExercise::Kind::Magnitude, signAtThisInstant, w))
      wheres.push_back(names[n] + " in " + w);
    else all = false;
  }
  if (all) {
    std::string list;
    for (const std::string& w : wheres) list += (list.empty() ? "" : "; ") + w;
    found.add(what + ": readable on screen: " + list);
  }
}

// Searches the open predict step for its hidden forces.
void searchPrediction(Harness& h, const Screen& screen, Found& found, const std::string& where) {
  const LessonStep& step = h.player.sourceLesson().steps[static_cast<std::size_t>(h.player.step())];
  auto asked = openLessonSession(h.player.sourceLesson(), h.player.step());
  REQUIRE(asked.ok());
  for (const std::string& key : step.predict.terms) {
    Term term;
    REQUIRE(termFromKey(key, term));
    CHECK_MESSAGE(!h.view.shows(term), where << ": the predicted " << key << " force is shown before Reveal");
    auto truth = predictionTruth(*asked, step, term);
    REQUIRE(truth.ok());
    const Vec3& f = truth->force_A;
    const std::string what = where + ", predicted " + key + " force " + formatVector(f, screen.format) + " N";
    std::vector<double> numbers{f.norm()};
    for (int c = 0; c < 3; ++c)
      if (std::abs(f[c]) > 1e-9 * f.norm()) numbers.push_back(f[c]);
    for (double n : numbers) {
      if (textStates(screen.text, n, "N", screen.format)) found.add(what + ": the text states " + printed(n, screen.format) + " N");
      std::string at;
      if (screen.showsNumber(n, at)) found.add(what + ": " + printed(n, screen.format) + " is on screen in " + at);
    }
    int c = 0;
    for (int i = 1; i < 3; ++i)
      if (std::abs(f[i]) > std::abs(f[c])) c = i;
    const std::string label = signedAxis(f[c], static_cast<char>('x' + c));
    if (textHasAxis(screen.text, label)) found.add(what + ": the text names its direction " + label);
  }
  for (const std::string& word : directionGivenAway(screen.text, h.player.currentStep().predict.explanation, h.player.language()))
    found.add(where + ": the text says the predicted direction in words, \"" + word + "\" (the explanation's answer)");
}

}  // namespace

TEST_CASE("no prediction shows its answer before the student gives it: every shipped predict step and \"Predict first\", in three languages") {
  Harness h;
  int predictSteps = 0, askingSteps = 0, exercisesSearched = 0;
  std::vector<std::string> problems;
  for (const LessonEntry& entry : h.player.lessons().entries()) {
    if (entry.fromFile || entry.trialLesson) continue;
    for (Language language : kLanguages) {
      h.player.setLanguage(language);
      setUiLanguage(language);
      h.open(entry.id, 0);
      const Lesson& source = h.player.sourceLesson();
      for (int k = 0; k < h.player.stepCount(); ++k) {
        h.player.goToStep(k, h.view);
        h.player.playback.playing = false;
        const std::string where = entry.id + " step " + std::to_string(k + 1) + " (" + languageTag(language) + ")";
        const bool predictStep = source.steps[static_cast<std::size_t>(k)].predict.active();
        const std::string text = h.player.currentStep().text;
        const bool marked = text.find(predictMarker(language)) != std::string::npos;
        std::vector<std::size_t> asked;
        for (std::size_t i = 0; i < source.exercises.size(); ++i)
          if (source.exercises[i].step == k) asked.push_back(i);
        // "Predict first" points to what it asks: an exercise asked in this step, or the step's own arrows.
        INFO(where, ": ", text);
        if (marked) CHECK_MESSAGE((predictStep || !asked.empty()), where << " says \"" << predictMarker(language) << "\" but asks nothing");
        if (!predictStep && asked.empty()) continue;
        if (language == Language::English) {
          askingSteps += 1;
          predictSteps += predictStep ? 1 : 0;
          exercisesSearched += static_cast<int>(asked.size());
        }
        REQUIRE_FALSE(h.player.prediction().revealed);
        Screen screen{h, text, shownFormulas(h.player.lesson(), h.player.step(), h.player.session(), h.view), numberFormat(language)};
        Found found;
        if (predictStep) searchPrediction(h, screen, found, where);
        for (std::size_t i : asked) {
          REQUIRE(h.player.exercises().result(i) == ExerciseResult::Unanswered);
          searchExercise(h, screen, i, found, where);
        }
        for (const std::string& p : found.problems) problems.push_back(p);
      }
    }
  }
  setUiLanguage(Language::English);
  h.player.setLanguage(Language::English);
  for (const std::string& p : problems) FAIL_CHECK(p);
  MESSAGE(askingSteps << " steps ask for a prediction (" << predictSteps << " of them predict steps), " << exercisesSearched
                      << " exercises searched in each of three languages; " << problems.size() << " answers found on screen");
  CHECK(predictSteps >= 4);
  CHECK(askingSteps >= 20);
}
