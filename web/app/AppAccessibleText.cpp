// The app as text, for the page's screen-reader layer (web/shell.js builds its DOM from this JSON and
// drives the app back through accessibleAction): what the panels show, in words and numbers, and the
// actions a lesson needs done end to end without the canvas.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "app/App.hpp"
#include "app/plot/PlotSummary.hpp"
#include "app/scene/SceneDetail.hpp"
#include "app/player/ShownFormulas.hpp"
#include "app/player/StateSliders.hpp"
#include "app/player/ExerciseResult.hpp"
#include "app/text/UiText.hpp"
#include "lesson/Quantity.hpp"
#include "model/Units.hpp"
#include "core/NumberText.hpp"

namespace wl::web {
namespace {

// The observers the Terms panel offers: the named ones, every frame, and each segment's frame at its
// proximal joint.
std::vector<std::string> observerChoices(const Model& model) {
  std::vector<std::string> options{"world", "own", "parent"};
  for (std::size_t f = 1; f < model.frames().size(); ++f) {
    options.push_back(model.frames()[f].name);
    if (model.frames()[f].segment >= 0) options.push_back(model.frames()[f].name + "@" + model.frames()[f].name + ".proximal");
  }
  return options;
}

const char* aboutKey(AboutPoint about) {
  switch (about) {
    case AboutPoint::Proximal: return "proximal";
    case AboutPoint::Com: return "com";
    case AboutPoint::Distal: return "distal";
  }
  return "proximal";
}

// A number as an <input type=number> takes it: a plain ASCII minus and point (the panels' typographic
// minus is refused there), six significant digits (the panels' three would round what the field sets).
std::string fieldNumber(double value) {
  if (std::abs(value) < 5e-13) value = 0.0;
  char text[32];
  std::snprintf(text, sizeof text, "%.6g", value);
  return text;
}

nlohmann::json vector3(const Vec3& v) { return nlohmann::json::array({uiNumber(v.x()), uiNumber(v.y()), uiNumber(v.z())}); }

}  // namespace

std::string App::accessibleJson() {
  setUiLanguage(player_.language());
  nlohmann::json j;
  // The page's <html lang> and the layer's own texts follow it (pageTextsJson); a vector's numbers
  // are joined by ", " or, with a decimal comma, by "; ".
  j["language"] = languageTag(player_.language());
  j["list_separator"] = numberFormat(player_.language()).listSeparator();
  nlohmann::json lessons = nlohmann::json::array();
  for (const LessonEntry& e : player_.lessons())
    if (!e.fromFile && !e.trialLesson) lessons.push_back({{"id", e.id}, {"title", e.title}});
  j["lesson"] = {{"id", player_.currentEntry().id}, {"title", player_.currentEntry().title}, {"choices", lessons}};
  j["message"] = player_.message().text;
  if (!player_.hasLesson()) return j.dump();
  const Session& session = player_.session();
  const Model& model = session.model();
  const LessonStep& step = player_.currentStep();
  j["step"] = {{"number", player_.step() + 1}, {"count", player_.stepCount()}, {"title", step.title}, {"text", step.text}};
  // Time to the millisecond: the layer is rebuilt when what it says changes, not at every frame.
  // Numbers as the panels write them; "value" is the time as a number field reads it (a point).
  const double now = std::round(session.time() * 1000.0) / 1000.0;
  j["time"] = {{"now", uiNumber(now)}, {"value", fieldNumber(now)},
               {"start", uiNumber(session.startTime())}, {"end", uiNumber(session.endTime())},
               {"start_value", fieldNumber(session.startTime())}, {"end_value", fieldNumber(session.endTime())},
               {"playing", player_.playback.playing}};
  nlohmann::json observerNames = nlohmann::json::object();
  for (const std::string& o : observerChoices(model)) observerNames[o] = observerText(o);
  j["observer"] = {{"now", view_.observer}, {"name", observerText(view_.observer)}, {"choices", observerChoices(model)}, {"names", observerNames}};
  nlohmann::json aboutNames = nlohmann::json::object();
  for (AboutPoint a : kAboutPoints) aboutNames[aboutKey(a)] = aboutPointText(a, true);
  j["about"] = {{"now", aboutKey(view_.about)}, {"name", aboutPointText(view_.about)},
                {"choices", nlohmann::json::array({"proximal", "com", "distal"})}, {"names", aboutNames}};
  // The selected segment (the one the formulas and the plot follow): its shown terms, as the table.
  nlohmann::json segments = nlohmann::json::array();
  for (const auto& s : model.segments()) segments.push_back(s.name);
  const auto& all = session.breakdown().segments;
  const int focus = std::clamp(view_.focusSegment, 0, static_cast<int>(all.size()) - 1);
  nlohmann::json terms = nlohmann::json::array();
  std::string axes;
  if (focus >= 0 && !all.empty()) {
    const SegmentTerms& s = all[static_cast<std::size_t>(focus)];
    axes = frameText(model.frames()[static_cast<std::size_t>(s[Term::Joint].frame)].name);
    for (Term t : kAllTerms) {
      if (!view_.shows(t)) continue;
      const Wrench& w = s[t];
      terms.push_back({{"term", termText(t)}, {"force", vector3(w.force)}, {"moment", vector3(w.moment)},
                       {"frame", model.frames()[static_cast<std::size_t>(w.frame)].name}});
    }
  }
  const std::string focusName =
      focus >= 0 && !all.empty() ? model.segments()[static_cast<std::size_t>(all[static_cast<std::size_t>(focus)].segment)].name : "";
  j["segment"] = {{"now", focusName},
                  {"choices", segments},
                  {"axes", axes},
                  {"units", {{"force", "N"}, {"moment", "N·m"}}},
                  {"terms", terms}};
  // The Terms panel's switches: a term switched off leaves the table (and the drawing); a predict
  // step's hidden terms stay off until the reveal, and say so.
  nlohmann::json switches = nlohmann::json::array();
  for (Term t : kAllTerms)
    switches.push_back({{"key", termKey(t)}, {"name", view_.hiddenForPrediction(t) ? fill(tr(Text::a11yTermHidden), {termText(t)}) : termText(t)},
                        {"on", view_.shows(t)}, {"fictitious", isFictitious(t)}, {"hidden", view_.hiddenForPrediction(t)}});
  j["term_switches"] = switches;
  // The Formulas panel, formula by formula: the law, then the selected segment's numbers.
  nlohmann::json formulas = nlohmann::json::array();
  for (const ShownFormula& f : shownFormulas(player_.lesson(), player_.step(), player_.session(), view_))
    formulas.push_back({{"symbol", f.symbol}, {"numbers", f.withheld ? std::string(tr(Text::a11yFormulaWithheld)) : f.numbers}});
  j["formulas"] = {{"heading", fill(tr(Text::a11yFormulasOn), {focusName})}, {"list", formulas}};
  j["plot"] = accessiblePlotJson();
  const double discrepancy = session.jointWrenchDiscrepancy();
  const bool holds = invarianceHolds(discrepancy, session.jointWrenchScale());
  j["invariance"] = {{"equal", holds},
                     {"text", invarianceSentence(discrepancy, discrepancy > 0.0 ? static_cast<int>(std::ceil(std::log10(discrepancy))) : -99, holds, false)}};
  nlohmann::json exercises = nlohmann::json::array();
  const auto& list = player_.lesson().exercises;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const LessonExercise& e = list[i];
    nlohmann::json choices = nlohmann::json::array();
    if (e.kind == LessonExercise::Kind::Sign) choices = {"+", "−", "0"};
    for (const auto& c : e.choices) choices.push_back(c.first);
    const ExerciseResult result = player_.exercises().result(i);
    const ExerciseTexts& texts = player_.exercises().texts(i);
    const std::string numbers = player_.exercises().studentNumbersText(i);  // the student's own, "bead mass = 1.3 kg; …"
    exercises.push_back({{"prompt", texts.prompt},
                         {"numbers", numbers},
                         {"step", e.step >= 0 ? e.step + 1 : 0},
                         {"step_text", e.step >= 0 ? fill(tr(Text::a11yExerciseStep), {std::to_string(e.step + 1)}) : std::string()},
                         {"kind", e.kind == LessonExercise::Kind::Magnitude ? "number" : "choice"},
                         {"choices", choices},
                         {"unit", e.unit},
                         {"answer", player_.exercises().input(i)},
                         {"result", exerciseResultName(result)},
                         {"feedback", exerciseVerdict(result, player_.exercises().input(i)) +
                                          (judged(result) ? " " + texts.explanation : std::string())}});
  }
  j["exercises"] = exercises;
  j["predict"] = accessiblePredictionJson();
  // The State panel: each coordinate's value as the panel shows it (degrees or metres) and its torque.
  // A big model (SceneDetail: more than 50 segments) lists the coordinates of the selected segment and
  // the segments joined to it, as the scene draws their terms, and says so: a table of hundreds of rows
  // rebuilt four times a second while the motion plays cost the page several frames a second.
  if (model.nq() > 0) {
    SceneDetail detail;
    detail.update(model, view_.focusSegment);
    nlohmann::json coordinates = nlohmann::json::array();
    for (int k = 0; k < model.nq() && coordinates.size() < 200; ++k) {
      if (!detail.drawsTermsOf(model.coordinateSegment()[static_cast<std::size_t>(k)])) continue;
      const CoordinateSliders s = coordinateSliders(model, k, session.state(), 1.0);
      coordinates.push_back({{"name", model.coordinateNames()[static_cast<std::size_t>(k)]},
                             {"q", uiNumber(session.state().q(k) * s.shownPerEngine)},
                             {"q_value", fieldNumber(session.state().q(k) * s.shownPerEngine)},  // as a number field reads it
                             {"unit", s.translational ? std::string("m") : std::string(tr(Text::a11yDegrees))},
                             {"tau", uiNumber(session.jointTorques()(k))},
                             {"tau_unit", coordinateUnit(model, k, CoordinateQuantity::GeneralizedForce)}});
    }
    const std::string listed = !detail.reduced() ? std::string()
                               : fill(tr(Text::a11yStateListed), {std::to_string(detail.segmentCount()),
                                                                  model.segments()[static_cast<std::size_t>(detail.focusSegment())].name});
    j["state"] = {{"held", session.stateHeld()}, {"hold_still", player_.holdStill()}, {"coordinates", coordinates}, {"listed", listed}};
  }
  // The student whose numbers the exercises use, and the code of the answers judged right.
  if (const auto& student = player_.exercises().student()) {
    std::vector<std::size_t> right;
    const std::string code = player_.exercises().verificationCode(&right);
    nlohmann::json numbers = nlohmann::json::array();
    for (std::size_t i : right) numbers.push_back(i + 1);
    j["student"] = {{"name", student->typed}, {"seed", std::to_string(student->seed)}, {"code", code}, {"right", numbers}};
  } else {
    j["student"] = nullptr;
  }
  return j.dump();
}

nlohmann::json App::accessiblePlotJson() {
  // The Plot panel's curves in words, from the samples it draws (refreshed here too: on a phone the
  // Plot tab may not have been drawn since the curves changed).
  const Session& session = player_.session();
  const Model& model = session.model();
  const std::string from = uiFixed(session.startTime(), 2), to = uiFixed(session.endTime(), 2);
  std::string what;
  nlohmann::json rows = nlohmann::json::array();
  if (view_.plotShows == ViewState::PlotShows::TorqueParts && model.nq() > 0) {
    plot_.updateTorqueParts(player_, view_);
    const int coordinate = std::clamp(view_.plotCoordinate, 0, model.nq() - 1);
    what = fill(tr(Text::a11yPlotTorqueParts), {model.coordinateNames()[static_cast<std::size_t>(coordinate)], from, to});
    const std::string unit = coordinateUnit(model, coordinate, CoordinateQuantity::GeneralizedForce);
    const Series& parts = plot_.torqueParts();
    for (std::size_t r = 0; r < parts.values.size(); ++r)
      rows.push_back(curveSentence(torquePartName(model, r, plot_.passiveRow()), curveExtremes(parts, r), unit));
    return {{"what", what}, {"rows", rows}};
  }
  plot_.update(player_, view_);
  const Series& series = plot_.series();
  if (session.isForwardDynamics()) {  // the panel plots the energy alone, beside its RK4 twin's
    const std::string integrator = toString(session.file().simulation.integrator);
    what = fill(tr(Text::a11yPlotEnergy), {from, to, integrator});
    rows.push_back(curveSentence(integrator, curveExtremes(series, plot_.terms().size()), "J"));
    if (player_.compareSession()) rows.push_back(curveSentence("rk4", curveExtremes(plot_.compareSeries(), 0), "J"));
    return {{"what", what}, {"rows", rows}};
  }
  const int focus = std::clamp(view_.focusSegment, 0, model.segmentCount() - 1);
  what = fill(tr(Text::a11yPlotForces), {model.segments()[static_cast<std::size_t>(focus)].name, from, to});
  for (std::size_t r = 0; r < plot_.terms().size(); ++r) rows.push_back(curveSentence(termText(plot_.terms()[r]), curveExtremes(series, r), "N"));
  if (rows.empty()) what += std::string(" ") + tr(Text::a11yPlotNothing);
  return {{"what", what}, {"rows", rows}};
}

std::string App::pageTextsJson() const {
  // The layer's fixed words (headings, labels, buttons, announcements' patterns), the page's title and
  // the canvas's name, in the player's language: shell.js asks again when "language" changes.
  const Catalogue& texts = player_.texts();
  nlohmann::json words = nlohmann::json::object();
  for (std::size_t i = 0; i < kTextCount; ++i) {
    const Text t = static_cast<Text>(i);
    if (std::string_view(textKey(t)).rfind("a11y", 0) == 0) words[textKey(t)] = texts(t);
  }
  nlohmann::json languages = nlohmann::json::array();
  for (Language l : kLanguages) languages.push_back({{"tag", languageTag(l)}, {"name", languageName(l)}});
  return nlohmann::json{{"language", languageTag(player_.language())}, {"texts", words}, {"languages", languages}}.dump();
}

bool App::accessibleAction(const std::string& action, const std::string& value) {
  setUiLanguage(player_.language());
  if (action == "language") {  // "en", "de", "pt-BR"
    Language language;
    if (!languageFromTag(value, language)) return false;
    player_.setLanguage(language);
    return true;
  }
  if (action == "lesson") {  // one of the list's lessons by id, at its first step
    const int index = player_.lessons().find(value);
    std::string error;
    if (index < 0 || !player_.openLesson(static_cast<std::size_t>(index), view_, error)) return false;
    player_.goToStep(0, view_);
    return true;
  }
  if (!player_.hasLesson()) return false;
  if (action == "next" || action == "previous") {
    const int to = player_.step() + (action == "next" ? 1 : -1);
    if (to < 0 || to >= player_.stepCount()) return false;
    player_.goToStep(to, view_);
    return true;
  }
  if (action == "play" || action == "pause") {
    player_.playback.playing = action == "play";
    return true;
  }
  if (action == "time-forward" || action == "time-back") {
    if (action == "time-forward") player_.stepForward();
    else player_.stepBack();
    return true;
  }
  if (action == "time") {
    double t = 0.0;
    if (!parsePlainNumber(value, t)) return false;
    player_.scrubTo(std::clamp(t, player_.session().startTime(), player_.session().endTime()));
    return true;
  }
  if (action == "observer") {
    if (Status st = player_.setObserver(value, view_); !st) {
      player_.setMessage(st.error().text(), true);
      return false;
    }
    return true;
  }
  if (action == "about") {
    for (AboutPoint a : kAboutPoints)
      if (value == aboutKey(a)) {
        player_.setAboutPoint(a, view_);
        return true;
      }
    return false;
  }
  if (action == "segment") {
    const auto& segments = player_.session().model().segments();
    for (std::size_t s = 0; s < segments.size(); ++s)
      if (segments[s].name == value) {
        view_.focusSegment = static_cast<int>(s);
        return true;
      }
    return false;
  }
  if (action == "term") {  // "key:on" or "key:off", as the Terms panel's switch
    const std::size_t colon = value.find(':');
    Term t;
    if (colon == std::string::npos || !termFromKey(value.substr(0, colon), t)) return false;
    const std::string onOff = value.substr(colon + 1);
    if (onOff != "on" && onOff != "off") return false;
    if (view_.hiddenForPrediction(t)) {  // no peeking before the reveal, as in the panel
      player_.setMessage(tr(Text::predictHiddenTermTip), false);
      return false;
    }
    view_.setShown(t, onOff == "on");
    return true;
  }
  if (action.rfind("predict-", 0) == 0 || action == "reveal") return predictionAction(action, value);
  if (action == "coordinate") {  // "name:value", the value as the State panel shows it (degrees, metres)
    const std::size_t colon = value.rfind(':');
    if (colon == std::string::npos) return false;
    const auto& names = player_.session().model().coordinateNames();
    const auto found = std::find(names.begin(), names.end(), value.substr(0, colon));
    double shown = 0.0;
    if (found == names.end() || !parsePlainNumber(value.substr(colon + 1), shown)) return false;
    const int k = static_cast<int>(found - names.begin());
    const CoordinateSliders s = coordinateSliders(player_.session().model(), k, player_.session().state(), 1.0);
    player_.setCoordinate(k, shown / s.shownPerEngine, view_);
    return true;
  }
  if (action == "hold-still") {
    if (value != "on" && value != "off") return false;
    player_.setHoldStill(value == "on", view_);
    return true;
  }
  if (action == "release") {
    player_.releaseState(view_);
    return true;
  }
  if (action == "student") {  // "set|name or ID"; an empty name goes back to the lesson's numbers
    const std::size_t bar = value.find('|');
    if (bar == std::string::npos) return false;
    const std::string set = value.substr(0, bar);
    auto seed = set.empty() ? Result<std::uint64_t>(std::uint64_t{0}) : parseVariantSeed(set);
    if (!seed) {
      player_.setMessage(seed.error().text(), true);
      return false;
    }
    return player_.setStudent(value.substr(bar + 1), *seed);
  }
  if (action == "answer") {  // "index:answer"
    const std::size_t colon = value.find(':');
    if (colon == std::string::npos || colon == 0) return false;
    double index = 0.0;
    if (!parsePlainNumber(value.substr(0, colon), index) || std::floor(index) != index || index < 0 ||
        index >= static_cast<double>(player_.lesson().exercises.size()))
      return false;
    const std::string answer = value.substr(colon + 1);
    player_.exercises().input(static_cast<std::size_t>(index)) = answer;
    player_.checkExercise(static_cast<std::size_t>(index), answer);
    return true;
  }
  return false;
}

}  // namespace wl::web
