#pragma once
// Named quantities a lesson refers to, evaluated by the engine at the session's current state for
// one segment, in the session's observer frame:
//   term.<key>.force|moment[.x|.y|.z|.norm]   a wrench term (keys as in TermBreakdown)
//   mass                                       the segment's mass
//   omega, alpha                               the observer frame's angular velocity/acceleration
//   r, rdot, rddot                             COM relative to the observer's attachment point,
//                                              derivatives taken in the observer frame
//   a_origin                                   world acceleration of the attachment point
//   gravity                                    g
//   tau.<coordinate>, q.<…>, qd.<…>, qdd.<…>   joint torque/force and coordinates (units per coordinate:
//                                              N·m, rad, … for angles; N, m, … for lengths: model/Units.hpp)
//   M.<row>.<col>, C.<…>, G.<…>, E.<…>         the generalized split τ = M q̈ + C + G + E
//   Mqdd.<coordinate>                          the M q̈ part of τ
//   energy.kinetic|potential|total             mechanical energy of the chain
//   residual                                   largest component of the segment's balance residual
//   expr:<expression>                          arithmetic of the above, t and numbers (Expression.hpp),
//                                              e.g. expr:q.shoulder + q.elbow (the lower rod's angle)
// Vectors are written in the axes the session's results are expressed in (the observer's own, or the
// view's "expressed in": the axes the table shows), unless `axes` names a frame.
#include <string>
#include <string_view>

#include "core/NumberFormat.hpp"
#include "core/Types.hpp"
#include "lesson/Lesson.hpp"
#include "session/Session.hpp"

namespace wl {

struct QuantityValue {
  bool isVector = false;
  Vec3 vector = Vec3::Zero();
  double scalar = 0.0;
  std::string unit;
};

/// `axes`: a frame to write vectors in, or "own" (each segment in its own axes), instead of the session's.
struct QuantityAxes {
  enum class Kind { Session, Frame, Own };
  Kind kind = Kind::Session;
  FrameId frame = kNoFrame;
};
Result<QuantityAxes> parseQuantityAxes(const Model& model, std::string_view text);  ///< "" or "observer": Session

Result<QuantityValue> evaluateQuantity(const Session& session, int segment, std::string_view quantity,
                                       const QuantityAxes& axes = {});
/// Scalar value (a vector quantity needs a component: .x, .y, .z or .norm).
Result<double> evaluateScalar(const Session& session, int segment, std::string_view quantity, const QuantityAxes& axes = {});
/// Moves `session` to ref.time, observer ref.frame, axes ref.expressedIn and moment point ref.about,
/// then evaluates (the answer of an exercise or check).
Result<double> evaluateAt(Session& session, const QuantityRef& ref);

/// Replaces every {quantity} in `text` by its value, e.g. "= −2 · {mass} kg · {omega.z} rad/s"
/// → "= −2 · 1.00 kg · 1.00 rad/s"; "{quantity:unit}" adds the engine's unit ("{tau.slide:unit}" →
/// "1.30 N", "{tau.turn:unit}" → "1.30 N·m"); every {expr:…} becomes the expression's value at the session's
/// time (a hand-derived closed form next to the engine's number). Unknown quantities are an error naming them.
/// The numbers are written in `format` (a decimal comma for German and Portuguese).
Result<std::string> substituteFormula(const Session& session, int segment, std::string_view text,
                                      const QuantityAxes& axes = {}, const NumberFormat& format = {});

/// Number formatting used by formulas and exercises: three significant digits, a typographic minus,
/// vectors as (x, y, z) — with a decimal comma "1,5" and "(x; y; z)".
std::string formatNumber(double value, const NumberFormat& format = {});
std::string formatVector(const Vec3& v, const NumberFormat& format = {});

}  // namespace wl
