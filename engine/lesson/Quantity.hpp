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
//   energy.kinetic|potential|total             mechanical energy of the chain
//   residual                                   largest component of the segment's balance residual
// Vectors are written in the observer frame's axes (the frame the table shows).
#include <string>
#include <string_view>

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

Result<QuantityValue> evaluateQuantity(const Session& session, int segment, std::string_view quantity);
/// Scalar value (a vector quantity needs a component: .x, .y, .z or .norm).
Result<double> evaluateScalar(const Session& session, int segment, std::string_view quantity);
/// Moves `session` to ref.time and ref.frame, then evaluates (the answer of an exercise or check).
Result<double> evaluateAt(Session& session, const QuantityRef& ref);

/// Replaces every {quantity} in `text` by its value, e.g. "= −2 · {mass} kg · {omega.z} rad/s"
/// → "= −2 · 1.00 kg · 1.00 rad/s"; "{quantity:unit}" adds the engine's unit ("{tau.slide:unit}" →
/// "1.30 N", "{tau.turn:unit}" → "1.30 N·m"). Unknown quantities are an error naming them.
Result<std::string> substituteFormula(const Session& session, int segment, std::string_view text);

/// Number formatting used by formulas and exercises: three significant digits, vectors as (x, y, z).
std::string formatNumber(double value);
std::string formatVector(const Vec3& v);

}  // namespace wl
