#pragma once
// "Predict, then see" (a lesson step's "predict"; docs/lesson-format.md): students learn fictitious
// forces by being wrong first. A predict step hides the named terms; the student draws the direction
// each one should have, on a plane of the step's observer frame, and then sees the true arrow beside
// theirs with the angle between them. Everything physical about it is here: reading the step's fields,
// the plane's axes in the world (for drawing and for turning a drawn direction into an angle), the
// term's true direction at the step's instant in the observer's axes, the angle between the two, and
// the lesson's validation. The front ends only draw and take the student's input.
#include <cstddef>
#include <string>
#include <string_view>

#include "lesson/Lesson.hpp"
#include "session/Session.hpp"

namespace wl {

/// "xy", "yx", "xz", "zx", "yz" or "zy": two different axes of the observer frame.
Result<PredictionPlane> parsePredictionPlane(std::string_view text);
std::string toString(const PredictionPlane& plane);

/// Reads a step's "predict" (term keys), "predict_plane" and "explanation"; `path` names the step
/// ("steps[2]") in errors. A planar lesson (`dimension` 2) draws in its xy plane only.
Status readPrediction(const nlohmann::json& step, const std::string& path, int dimension, LessonPrediction& out);

/// The segment a predict step is about: the step's one segment, or the model's only one.
Result<int> predictionSegment(const Model& model, const LessonStep& step);

/// Where a predicted arrow is drawn at the session's current state, in world axes: the point the term
/// acts at on the segment (the COM for the dynamic, fictitious and gravity terms), and the plane's two
/// axes and its normal (first × second), taken from the step's observer frame for that segment.
struct PredictionPlaneAxes {
  Vec3 point_W = Vec3::Zero();
  Vec3 first_W = Vec3::UnitX(), second_W = Vec3::UnitY(), normal_W = Vec3::UnitZ();
};
Result<PredictionPlaneAxes> predictionPlaneAxes(const Session& session, const LessonStep& step, Term term);

/// A direction (world axes) as an angle in the plane: degrees from the first axis towards the second,
/// in (−180, 180]; its part across the plane does not count. A direction across the plane gives 0.
double planeAngleDeg(const PredictionPlaneAxes& axes, const Vec3& direction_W);
/// The unit vector `angleDeg` from the first axis towards the second, world axes.
Vec3 planeDirection_W(const PredictionPlaneAxes& axes, double angleDeg);

/// A term's true direction at the step's instant, as the step's observer sees it.
struct PredictionTruth {
  Term term = Term::Dynamic;
  int segment = 0;
  Vec3 force_A = Vec3::Zero();  ///< the term's force on the segment in the observer frame's axes, N
  double inPlane = 0.0;         ///< the size of its part in the plane, N
  double angleDeg = 0.0;        ///< that part's direction, degrees from the plane's first axis towards its second
};
/// Moves `session` to the step's observer and instant (as an exercise's answer is evaluated) and reads
/// the term's force on the step's segment. The session keeps its moment point and axes.
Result<PredictionTruth> predictionTruth(Session& session, const LessonStep& step, Term term);

/// The angle between two directions given as plane angles (degrees): in [0, 180].
double angleBetweenDeg(double aDeg, double bDeg);

/// Whether a formula prints numbers of this term ({term.<key>.…}, also inside {expr:…}): a predict step
/// withholds them until the reveal.
bool formulaShowsTerm(const LessonFormula& formula, Term term);

/// Step `step`'s prediction, if it has one, against the lesson's model: each predicted term is among
/// the step's "terms" (it is shown after the reveal), the step shows an instant (not "play") and one
/// segment, and at that instant each predicted force is there (not zero) and lies mostly in the plane
/// (at least half of it), so the student can draw it. `session` is the lesson's model with the step's
/// "set" fields (openLessonSession(lesson, step)); its view and time are moved.
Status validatePrediction(const Lesson& lesson, std::size_t step, Session& session);

}  // namespace wl
