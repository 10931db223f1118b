// The n-link lesson prints Mielke's (2020) hand-derived closed forms next to the engine's numbers
// ({expr:…} in its formula "seed": τ1, τ2, τ3, then the tip's joint force in segment 3's axes). Here every one of those expressions, as the
// lesson file writes it, is evaluated at several times and compared with (a) an independent derivation
// below and (b) the engine's value in the lesson's own session. The text of the notebook lost its minus
// signs; the lesson's forms must carry the right ones, which (a) decides.
//
// Derivation (no engine code): the limb's absolute angles are t, 3t and 7t (rates 1, 1 + 2, 1 + 2 + 4);
// a segment at angle φ points along u(φ) = (−sin φ, cos φ) (its rest direction is +y). With joints
// P1 = 0, P2 = 0.8 u(t), P3 = P2 + 0.6 u(3t) and point masses at mid-length,
//   C1 = 0.4 u(t),  C2 = P2 + 0.3 u(3t),  C3 = P3 + 0.2 u(7t),
// and since d²/dt² u(ωt) = −ω² u(ωt):
//   a1 = −0.4 u(t),  a2 = −0.8 u(t) − 2.7 u(3t),  a3 = −0.8 u(t) − 5.4 u(3t) − 9.8 u(7t).
// Without gravity, the joint wrench at P_k carries everything beyond it (Newton–Euler for the
// sub-chain k…3): force Σ m_j a_j, moment about P_k Σ (C_j − P_k) × m_j a_j. τ_k is its z component;
// the tip's force in segment 3's axes is R(7t)ᵀ m3 a3.
#include <doctest/doctest.h>

#include <array>
#include <cmath>
#include <string>
#include <vector>

#include "lesson/Expression.hpp"
#include "lesson/LessonSession.hpp"
#include "lesson/Quantity.hpp"

using namespace wl;

namespace {

struct V2 {
  double x, y;
};
V2 operator+(V2 a, V2 b) { return {a.x + b.x, a.y + b.y}; }
V2 operator-(V2 a, V2 b) { return {a.x - b.x, a.y - b.y}; }
V2 operator*(double s, V2 a) { return {s * a.x, s * a.y}; }
double cross(V2 a, V2 b) { return a.x * b.y - a.y * b.x; }
V2 u(double phi) { return {-std::sin(phi), std::cos(phi)}; }

struct HandResult {
  std::array<double, 3> tau;
  V2 tipForce_S3;  ///< the joint force on segment 3, in segment 3's axes
};

HandResult derive(double t) {
  const double m[3] = {0.7, 0.5, 0.3};
  const V2 P[3] = {{0, 0}, 0.8 * u(t), 0.8 * u(t) + 0.6 * u(3 * t)};
  const V2 C[3] = {0.4 * u(t), P[1] + 0.3 * u(3 * t), P[2] + 0.2 * u(7 * t)};
  const V2 a[3] = {-0.4 * u(t), -0.8 * u(t) - 2.7 * u(3 * t), -0.8 * u(t) - 5.4 * u(3 * t) - 9.8 * u(7 * t)};
  HandResult r{};
  for (int k = 0; k < 3; ++k)
    for (int j = k; j < 3; ++j) r.tau[static_cast<size_t>(k)] += cross(C[j] - P[k], m[j] * a[j]);
  const V2 F = m[2] * a[2];
  const double c = std::cos(7 * t), s = std::sin(7 * t);  // R(7t)ᵀ F
  r.tipForce_S3 = {c * F.x + s * F.y, -s * F.x + c * F.y};
  return r;
}

// The {expr:…} placeholders of a formula, in the order written.
std::vector<std::string> expressions(const std::string& text) {
  std::vector<std::string> out;
  for (size_t at = text.find("{expr:"); at != std::string::npos; at = text.find("{expr:", at + 1)) {
    const size_t close = text.find('}', at);
    REQUIRE(close != std::string::npos);
    out.push_back(text.substr(at + 6, close - at - 6));
  }
  return out;
}

double value(const std::string& expression, double t) {
  auto v = evaluateExpression(expression, t);
  REQUIRE_MESSAGE(v.ok(), v.error().text());
  return *v;
}

const double kTimes[] = {0.0, 0.3, 0.5, 1.1, 2.5, 4.0, 5.9};

}  // namespace

TEST_CASE("the n-link lesson's closed forms (Mielke 2020) equal a hand derivation and the engine") {
  auto lesson = loadLessonFile(std::string(WRENCHLAB_SOURCE_DIR) + "/content/lessons/nlink.json");
  REQUIRE(lesson.ok());
  REQUIRE(lesson->formulas.count("seed") == 1);
  const LessonFormula& formula = lesson->formulas.at("seed");
  const std::vector<std::string> forms = expressions(formula.substituted);
  REQUIRE(forms.size() == 5);  // τ1, τ2, τ3, F_x, F_y
  auto session = openLessonSession(*lesson);
  REQUIRE(session.ok());
  auto axes = parseQuantityAxes(session->model(), formula.expressedIn);
  REQUIRE(axes.ok());
  const int tip = session->model().findSegment(formula.segment);
  REQUIRE(tip == 2);
  for (double t : kTimes) {
    CAPTURE(t);
    const HandResult hand = derive(t);
    REQUIRE(session->setTime(t));
    for (size_t k = 0; k < 3; ++k) {
      CAPTURE(k);
      CHECK(value(forms[k], t) == doctest::Approx(hand.tau[k]).epsilon(1e-12).scale(1.0));
      CHECK(session->jointTorques()(static_cast<Eigen::Index>(k)) == doctest::Approx(hand.tau[k]).epsilon(1e-12).scale(1.0));
    }
    CHECK(value(forms[3], t) == doctest::Approx(hand.tipForce_S3.x).epsilon(1e-12).scale(1.0));
    CHECK(value(forms[4], t) == doctest::Approx(hand.tipForce_S3.y).epsilon(1e-12).scale(1.0));
    // The engine's numbers the formula panel prints next to them (segment 3, its own axes).
    CHECK(*evaluateScalar(*session, tip, "term.joint.force.x", *axes) == doctest::Approx(hand.tipForce_S3.x).epsilon(1e-12).scale(1.0));
    CHECK(*evaluateScalar(*session, tip, "term.joint.force.y", *axes) == doctest::Approx(hand.tipForce_S3.y).epsilon(1e-12).scale(1.0));
    CHECK(*evaluateScalar(*session, tip, "term.joint.moment.z", *axes) == doctest::Approx(hand.tau[2]).epsilon(1e-12).scale(1.0));
  }
  // The derivation is not trivially zero: at t = 0.5 s, τ1 = −3.41 N·m (the lesson's exercise).
  CHECK(derive(0.5).tau[0] == doctest::Approx(-3.4117).epsilon(1e-4));
}

TEST_CASE("the n-link lesson's step text prints the same closed forms as its formula") {
  // The text a student reads and the expressions the panel evaluates must not drift apart: the text's
  // τ1 written as an expression gives the same numbers.
  auto lesson = loadLessonFile(std::string(WRENCHLAB_SOURCE_DIR) + "/content/lessons/nlink.json");
  REQUIRE(lesson.ok());
  const std::string& text = lesson->steps[6].text;
  CHECK(text.find("τ1 = −(264/125 sin 2t + 36/25 sin 4t + 288/125 sin 6t)") != std::string::npos);
  CHECK(text.find("τ2 = 33/125 sin 2t − 36/25 sin 4t + 6/125 sin 6t") != std::string::npos);
  CHECK(text.find("τ3 = 81/250 sin 4t + 6/125 sin 6t") != std::string::npos);
  const std::vector<std::string> forms = expressions(lesson->formulas.at("seed").substituted);
  REQUIRE(forms.size() == 5);
  CHECK(forms[0] == "-(264/125*sin(2*t) + 36/25*sin(4*t) + 288/125*sin(6*t))");
  CHECK(forms[1] == "33/125*sin(2*t) - 36/25*sin(4*t) + 6/125*sin(6*t)");
  CHECK(forms[2] == "81/250*sin(4*t) + 6/125*sin(6*t)");
}
