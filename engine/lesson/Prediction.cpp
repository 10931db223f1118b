#include "lesson/Prediction.hpp"

#include <algorithm>
#include <cmath>

#include "algorithms/Kinematics.hpp"
#include "io/codecs/JsonFields.hpp"
#include "lesson/Quantity.hpp"
#include "session/ObserverSpec.hpp"

namespace wl {
namespace {

using json::child;
using json::find;
using json::item;

constexpr double kDegreesPerRadian = 180.0 / 3.14159265358979323846;

// The angle of (along, across) in degrees, in (−180, 180] (atan2 gives −180 for a −0 across).
double planeDegrees(double along, double across) {
  const double deg = std::atan2(across, along) * kDegreesPerRadian;
  return deg <= -180.0 ? deg + 360.0 : deg;
}
constexpr const char* kAxisNames = "xyz";

// A force smaller than this (N) has no direction to predict.
constexpr double kSmallestForce = 1e-6;
// At least this share of a predicted force must lie in the plane the student draws in.
constexpr double kLeastInPlane = 0.5;

// The observer the step names, resolved for the model.
Result<Observer> stepObserver(const Model& model, const LessonStep& step) {
  auto observer = parseObserver(model, step.frame);
  if (!observer) return Error{"frame", observer.error().message};
  return observer;
}

}  // namespace

Result<PredictionPlane> parsePredictionPlane(std::string_view text) {
  const auto axis = [](char c) { return c == 'x' ? 0 : c == 'y' ? 1 : c == 'z' ? 2 : -1; };
  PredictionPlane plane;
  if (text.size() == 2) {
    plane.first = axis(text[0]);
    plane.second = axis(text[1]);
    if (plane.first >= 0 && plane.second >= 0 && plane.first != plane.second) return plane;
  }
  return Error{"predict_plane", "must be two different axes of the observer frame: \"xy\", \"yz\", \"zx\" (or reversed), got \"" +
                                    std::string(text) + "\""};
}

std::string toString(const PredictionPlane& plane) {
  return {kAxisNames[std::clamp(plane.first, 0, 2)], kAxisNames[std::clamp(plane.second, 0, 2)]};
}

Status readPrediction(const nlohmann::json& step, const std::string& path, int dimension, LessonPrediction& out) {
  const nlohmann::json* terms = find(step, "predict");
  const nlohmann::json* plane = find(step, "predict_plane");
  const nlohmann::json* explanation = find(step, "explanation");
  if (!terms) {
    // The other two only make sense on a predict step: a stray one is a typo the author should see.
    if (plane) return Error{child(path, "predict_plane"), "belongs to a predict step (add \"predict\": [term keys])"};
    if (explanation) return Error{child(path, "explanation"), "belongs to a predict step (add \"predict\": [term keys])"};
    return Status::success();
  }
  const std::string where = child(path, "predict");
  if (!terms->is_array() || terms->empty()) return Error{where, "must be an array of term keys, e.g. [\"coriolis\"]"};
  for (std::size_t i = 0; i < terms->size(); ++i) {
    auto key = json::text((*terms)[i], item(where, i));
    if (!key) return key.error();
    Term term;
    if (!termFromKey(*key, term))
      return Error{item(where, i), "unknown term \"" + *key + "\" (dynamic, joint, dalembert, euler, centrifugal, coriolis, "
                                                              "gravity, external, distal)"};
    if (std::find(out.terms.begin(), out.terms.end(), *key) != out.terms.end())
      return Error{item(where, i), "\"" + *key + "\" is named twice"};
    out.terms.push_back(*key);
  }
  if (plane) {
    auto text = json::text(*plane, child(path, "predict_plane"));
    if (!text) return text.error();
    auto parsed = parsePredictionPlane(*text);
    if (!parsed) return Error{child(path, "predict_plane"), parsed.error().message};
    out.plane = *parsed;
  }
  // A planar lesson is drawn looking down its z axis: the student can draw only in xy.
  if (dimension == 2 && (out.plane.first == 2 || out.plane.second == 2))
    return Error{child(path, "predict_plane"), "a planar lesson (view.dimension 2) draws in \"xy\" only"};
  if (explanation) {
    auto text = json::text(*explanation, child(path, "explanation"));
    if (!text) return text.error();
    out.explanation = *text;
  }
  if (out.explanation.empty()) return Error{child(path, "explanation"), "is required on a predict step: what the reveal shows, and why"};
  return Status::success();
}

Result<int> predictionSegment(const Model& model, const LessonStep& step) {
  if (step.segments.size() == 1) {
    const int segment = model.findSegment(step.segments.front());
    if (segment < 0) return Error{"segments", "unknown segment \"" + step.segments.front() + "\""};
    return segment;
  }
  if (step.segments.empty() && model.segmentCount() == 1) return 0;
  return Error{"segments", "a predict step shows one segment (\"segments\": [\"name\"]): the one whose arrows are predicted"};
}

Result<PredictionPlaneAxes> predictionPlaneAxes(const Session& session, const LessonStep& step, Term term) {
  const Model& model = session.model();
  const Data& data = session.data();
  auto segment = predictionSegment(model, step);
  if (!segment) return segment.error();
  auto observer = stepObserver(model, step);
  if (!observer) return observer.error();
  // The step's observer, whoever the session observes from now: the prediction is about that one.
  const FrameState& A = data.frames[static_cast<std::size_t>(observerFrameFor(model, *observer, *segment))];
  const PredictionPlane& plane = step.predict.plane;
  PredictionPlaneAxes axes;
  axes.first_W = A.R_WF.col(plane.first);
  axes.second_W = A.R_WF.col(plane.second);
  axes.normal_W = axes.first_W.cross(axes.second_W);
  const PointId at = termApplicationPoint(model, *segment, term);
  axes.point_W = at != kNoPoint ? pointPosition(model, data, at) : data.com[static_cast<std::size_t>(*segment)].p;
  return axes;
}

double planeAngleDeg(const PredictionPlaneAxes& axes, const Vec3& direction_W) {
  const double along = direction_W.dot(axes.first_W), across = direction_W.dot(axes.second_W);
  if (along == 0.0 && across == 0.0) return 0.0;
  return planeDegrees(along, across);
}

Vec3 planeDirection_W(const PredictionPlaneAxes& axes, double angleDeg) {
  const double a = angleDeg / kDegreesPerRadian;
  return std::cos(a) * axes.first_W + std::sin(a) * axes.second_W;
}

Result<PredictionTruth> predictionTruth(Session& session, const LessonStep& step, Term term) {
  const Model& model = session.model();
  auto segment = predictionSegment(model, step);
  if (!segment) return segment.error();
  auto observer = stepObserver(model, step);
  if (!observer) return observer.error();
  if (step.play) return Error{"time", "a predict step shows one instant: a number of seconds, not \"play\""};
  ViewSettings view = session.view();
  view.observer = *observer;
  if (Status s = session.setView(view); !s) return s.error();
  if (step.time < session.startTime() - 1e-12 || step.time > session.endTime() + 1e-12)
    return Error{"time", "must be within the lesson's time line"};
  if (Status s = session.setTime(step.time); !s) return s.error();
  const Data& data = session.data();
  const SegmentTerms& terms = session.breakdown().segments[static_cast<std::size_t>(*segment)];
  // The breakdown is written in the view's axes (perhaps not the observer's): back to the observer's.
  const Wrench& w = terms[term];
  PredictionTruth truth;
  truth.term = term;
  truth.segment = *segment;
  truth.force_A = w.frame == terms.observerFrame ? w.force : w.expressedIn(terms.observerFrame, data.frames).force;
  const PredictionPlane& plane = step.predict.plane;
  const double along = truth.force_A(plane.first), across = truth.force_A(plane.second);
  truth.inPlane = std::hypot(along, across);
  truth.angleDeg = truth.inPlane > 0.0 ? planeDegrees(along, across) : 0.0;
  return truth;
}

double angleBetweenDeg(double aDeg, double bDeg) {
  double d = std::fmod(std::abs(aDeg - bDeg), 360.0);
  if (d > 180.0) d = 360.0 - d;
  return d;
}

bool formulaShowsTerm(const LessonFormula& formula, Term term) {
  return formula.substituted.find(std::string("term.") + termKey(term) + ".") != std::string::npos;
}

Status validatePrediction(const Lesson& lesson, std::size_t step, Session& session) {
  const LessonStep& s = lesson.steps[step];
  if (!s.predict.active()) return Status::success();
  const std::string where = "steps[" + std::to_string(step) + "]";
  if (s.play) return Error{where + ".time", "a predict step shows one instant (a number of seconds), not \"play\""};
  auto segment = predictionSegment(session.model(), s);
  if (!segment) return Error{where + "." + segment.error().where, segment.error().message};
  for (std::size_t i = 0; i < s.predict.terms.size(); ++i) {
    const std::string& key = s.predict.terms[i];
    const std::string at = where + ".predict[" + std::to_string(i) + "]";
    if (!s.terms.empty() && std::find(s.terms.begin(), s.terms.end(), key) == s.terms.end())
      return Error{at, "\"" + key + "\" must be among the step's \"terms\" too: it is shown once revealed"};
    Term term;
    if (!termFromKey(key, term)) return Error{at, "unknown term \"" + key + "\""};
    auto truth = predictionTruth(session, s, term);
    if (!truth) return Error{where + "." + truth.error().where, truth.error().message};
    const double size = truth->force_A.norm();
    const std::string instant = " at t = " + formatNumber(s.time) + " s";
    if (!(size > kSmallestForce))
      return Error{at, std::string("the ") + termLabel(term) + " force is zero" + instant + ": there is no direction to predict"};
    if (truth->inPlane < kLeastInPlane * size)
      return Error{where + ".predict_plane", std::string("only ") + formatNumber(100.0 * truth->inPlane / size) + " % of the " +
                                                 termLabel(term) + " force lies in the " + toString(s.predict.plane) +
                                                 " plane" + instant + ": name the plane it lies in"};
  }
  return Status::success();
}

}  // namespace wl
