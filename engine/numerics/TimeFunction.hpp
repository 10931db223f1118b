#pragma once
// Scalar functions of time with exact first and second derivatives: the prescribed motions of
// joints, bases and observer frames, and time-varying loads. A TimeFunction is a sum of terms, so
// the stuttering motor's angle 2πt/T − 0.05 cos 2t is a polynomial term plus a sinusoid term.
// Evaluation never allocates.
#include <memory>
#include <variant>
#include <vector>

#include "core/Types.hpp"

namespace wl {

class CubicSpline;
class PiecewisePolynomial;

/// A value and its first two time derivatives at one instant.
struct Derivatives {
  double value = 0.0;
  double rate = 0.0;
  double acceleration = 0.0;

  Derivatives& operator+=(const Derivatives& o) {
    value += o.value;
    rate += o.rate;
    acceleration += o.acceleration;
    return *this;
  }
};

/// c0 + c1 t + c2 t² + …
struct PolynomialTerm {
  std::vector<double> coefficients;
};

/// amplitude · sin(omega t + phase)
struct SinusoidTerm {
  double amplitude = 0.0;
  double omega = 0.0;
  double phase = 0.0;
};

/// A rate that holds piecewise-constant values and changes between them over smooth ramps
/// (quintic smoothstep, so the acceleration stays continuous and finite): a motor that stutters.
/// The value is the exact integral of the rate, starting from 0 at t = 0.
struct RatePiecesTerm {
  struct Piece {
    double duration = 1.0;
    double rate = 0.0;
  };
  std::vector<Piece> pieces;
  double rampTime = 0.1;   ///< duration of each change of rate, > 0
  bool repeat = true;      ///< cycle through the pieces forever (else hold the last rate)
};

/// Interpolating cubic spline through sampled data (see CubicSpline).
struct SplineTerm {
  std::shared_ptr<const CubicSpline> spline;
};

/// Any other spline through sampled data, e.g. the natural quintic that OpenSim's Inverse Dynamics
/// tool fits to coordinates (see PiecewisePolynomial, SplineFits.hpp).
struct PiecewiseTerm {
  std::shared_ptr<const PiecewisePolynomial> pieces;
};

class TimeFunction {
 public:
  using Term = std::variant<PolynomialTerm, SinusoidTerm, RatePiecesTerm, SplineTerm, PiecewiseTerm>;

  TimeFunction() = default;  ///< identically zero
  static TimeFunction constant(double value);
  static TimeFunction polynomial(std::vector<double> coefficients);
  /// θ0 + ω t
  static TimeFunction constantRate(double start, double rate);
  static TimeFunction sinusoid(double amplitude, double omega, double phase);
  static TimeFunction ratePieces(RatePiecesTerm term);
  static TimeFunction spline(std::shared_ptr<const CubicSpline> spline);
  static TimeFunction piecewise(std::shared_ptr<const PiecewisePolynomial> pieces);

  TimeFunction& operator+=(const TimeFunction& other);
  TimeFunction& add(Term term);

  Derivatives at(double t) const;
  double value(double t) const { return at(t).value; }

  bool isZero() const { return terms_.empty(); }
  const std::vector<Term>& terms() const { return terms_; }

 private:
  std::vector<Term> terms_;
};

/// Three TimeFunctions: a vector quantity that changes in time (a load, a base position).
struct VectorFunction {
  TimeFunction x, y, z;

  static VectorFunction constant(const Vec3& v) {
    return {TimeFunction::constant(v.x()), TimeFunction::constant(v.y()), TimeFunction::constant(v.z())};
  }
  Vec3 value(double t) const { return {x.value(t), y.value(t), z.value(t)}; }
  void at(double t, Vec3& value, Vec3& rate, Vec3& acceleration) const;
  bool isZero() const { return x.isZero() && y.isZero() && z.isZero(); }
};

}  // namespace wl
