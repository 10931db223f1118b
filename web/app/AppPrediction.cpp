// "Predict, then see" as the test hooks and the screen-reader layer see it: state().predict, the
// layer's prediction section and its actions ("predict-angle", "predict-turn", "predict-arrow",
// "reveal"). The numbers are the player's and the engine's; this only writes them out.
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "app/App.hpp"
#include "app/player/PredictText.hpp"
#include "app/text/UiText.hpp"
#include "lesson/Quantity.hpp"
#include "core/NumberText.hpp"

namespace wl::web {
namespace {

// The plane angle as a unit vector in the observer's axes.
nlohmann::json observerDirection(const PredictionPlane& plane, double angleDeg) {
  const double a = angleDeg * 3.14159265358979323846 / 180.0;
  double v[3] = {0.0, 0.0, 0.0};
  v[plane.first] = std::cos(a);
  v[plane.second] = std::sin(a);
  return nlohmann::json::array({v[0], v[1], v[2]});
}

}  // namespace

nlohmann::json App::predictionJson() const {
  const PredictionState& p = player_.prediction();
  if (!player_.hasLesson() || !p.any()) return nullptr;
  const LessonStep& step = player_.currentStep();
  const PredictionPlane& plane = step.predict.plane;
  nlohmann::json hidden = nlohmann::json::array();
  for (Term t : kAllTerms)
    if (view_.hiddenForPrediction(t)) hidden.push_back(termKey(t));
  nlohmann::json arrows = nlohmann::json::array();
  for (const PredictedArrow& a : p.arrows) {
    nlohmann::json arrow{{"term", termKey(a.term)},
                         {"direction_deg", a.angleDeg ? nlohmann::json(*a.angleDeg) : nlohmann::json(nullptr)},
                         {"direction", a.angleDeg ? observerDirection(plane, *a.angleDeg) : nlohmann::json(nullptr)}};
    if (a.truth) {
      arrow["true_deg"] = a.truth->angleDeg;
      arrow["true_force"] = {a.truth->force_A.x(), a.truth->force_A.y(), a.truth->force_A.z()};
      arrow["angle_deg"] = a.errorDeg;
    }
    arrows.push_back(arrow);
  }
  auto segment = predictionSegment(player_.session().model(), step);
  nlohmann::json j{{"step", p.step},
                   {"terms", step.predict.terms},
                   {"hidden", hidden},
                   {"plane", toString(plane)},
                   {"frame", step.frame},
                   {"segment", segment ? player_.session().model().segments()[static_cast<std::size_t>(*segment)].name : ""},
                   {"active", termKey(p.arrows[p.active].term)},
                   {"revealed", p.revealed},
                   {"arrows", arrows},
                   {"angle_deg", p.revealed ? nlohmann::json(p.arrows.front().errorDeg) : nlohmann::json(nullptr)}};
  // After the reveal, what the Lesson panel says (in the UI language): the tests read it.
  if (p.revealed) {
    std::string result;
    for (const PredictedArrow& a : p.arrows) result += (result.empty() ? "" : " ") + predictionResultText(a);
    j["result"] = result;
  }
  // The plane's normal in the world now (the engine's), so a test can put a drag on the plane itself.
  if (auto axes = player_.predictionAxes(p.active))
    j["plane_normal"] = {axes->normal_W.x(), axes->normal_W.y(), axes->normal_W.z()};
  // Where the last frame drew the Reveal button and the angle slider (CSS px), for the tests' clicks.
  const float css = 1.0f / std::max(lastInput_.pixelRatio, 1e-3f);
  for (const auto& [key, label] :
       {std::pair<const char*, const char*>{"reveal_rect", tr(Text::predictReveal)}, {"direction_rect", tr(Text::predictDirection)}})
    if (const FocusableControl* c = keyboard_.controlLabelled(label))
      j[key] = {c->min.x * css, c->min.y * css, (c->max.x - c->min.x) * css, (c->max.y - c->min.y) * css};
  return j;
}

nlohmann::json App::accessiblePredictionJson() const {
  const PredictionState& p = player_.prediction();
  if (!player_.hasLesson() || !p.any()) return nullptr;
  const LessonStep& step = player_.currentStep();
  const PredictionPlane& plane = step.predict.plane;
  nlohmann::json arrows = nlohmann::json::array();
  for (const PredictedArrow& a : p.arrows) {
    // Whole degrees as the layer's number field reads them (an ASCII minus), whatever the language.
    nlohmann::json arrow{{"key", termKey(a.term)}, {"label", termText(a.term)},
                         {"angle", a.angleDeg ? nlohmann::json(std::to_string(std::lround(*a.angleDeg))) : nlohmann::json("")}};
    if (a.truth) arrow["result"] = predictionResultText(a) + " " + predictionTruthText(a, plane);
    arrows.push_back(arrow);
  }
  nlohmann::json j{{"open", p.open()}, {"how", predictionHowText(plane, step.frame)}, {"arrows", arrows},
                   {"active", p.active},  {"revealed", p.revealed}};
  if (p.revealed) j["explanation"] = predictionExplanationText(player_, view_);
  return j;
}

bool App::predictionAction(const std::string& action, const std::string& value) {
  const PredictionState& p = player_.prediction();
  if (!p.open()) return false;
  if (action == "predict-angle") {  // "degrees" for the arrow being drawn, or "index:degrees"
    std::size_t arrow = p.active;
    std::string number = value;
    if (const std::size_t colon = value.find(':'); colon != std::string::npos) {
      double index = 0.0;
      if (!parsePlainNumber(value.substr(0, colon), index) || index < 0 || index >= static_cast<double>(p.arrows.size())) return false;
      arrow = static_cast<std::size_t>(index);
      number = value.substr(colon + 1);
    }
    double degrees = 0.0;
    if (!parsePlainNumber(number, degrees)) return false;
    player_.predictionRound().setAngle(arrow, degrees);
    return true;
  }
  if (action == "predict-turn") {  // degrees counter-clockwise in the plane, as ← does
    double degrees = 0.0;
    if (!parsePlainNumber(value, degrees)) return false;
    player_.predictionRound().rotate(degrees);
    return true;
  }
  if (action == "predict-arrow") {  // which arrow the angle field and the keys set
    double index = 0.0;
    if (!parsePlainNumber(value, index) || index < 0 || index >= static_cast<double>(p.arrows.size())) return false;
    player_.predictionRound().chooseArrow(static_cast<std::size_t>(index));
    return true;
  }
  if (action == "reveal") return revealPrediction();
  return false;
}

}  // namespace wl::web
