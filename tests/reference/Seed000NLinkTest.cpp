// Seed 000 ("Elementary Examples in Inverse Dynamics", the n-segment limb): m = 0.7, 0.5, 0.3 kg,
// l = 0.8, 0.6, 0.4 m, T = 2π, π, π/2 s, so the segments turn at 1, 3 and 7 rad/s in the world.
// The expected values below are the seed's printed results, each re-derived by hand with the
// minus signs the text extraction lost put back (derivation in the comments).
#include <doctest/doctest.h>

#include <cmath>

#include "algorithms/InverseDynamics.hpp"
#include "algorithms/TermBreakdown.hpp"
#include "support/TestModels.hpp"

using namespace wl;

namespace {

struct Limb {
  test::NLink limb = test::seed000Limb({0.7, 0.5, 0.3}, {0.8, 0.6, 0.4}, {2.0 * kPi, kPi, kPi / 2.0});
  Data data{limb.model};
  TermBreakdown terms{limb.model};

  void at(double t, const Observer& observer) {
    inverseDynamics(limb.model, data, test::stateAt(limb.model, limb.motion, t));
    computeTermBreakdown(limb.model, data, observer, AboutPoint::Proximal, terms);
  }
  const Wrench& term(int segment, Term t) const { return terms.segments[static_cast<size_t>(segment)][t]; }
};

void checkPlanar(const Wrench& w, double fx, double fy, double mz, double tol = 1e-12) {
  CHECK(std::abs(w.force.x() - fx) < tol);
  CHECK(std::abs(w.force.y() - fy) < tol);
  CHECK(std::abs(w.force.z()) < tol);
  CHECK(std::abs(w.moment.x()) < tol);
  CHECK(std::abs(w.moment.y()) < tol);
  CHECK(std::abs(w.moment.z() - mz) < tol);
}

const double kTimes[] = {0.0, 0.3, 1.1, 2.5, 4.0};

}  // namespace

TEST_CASE("seed 000: distal joint wrench in the distal segment's own frame") {
  // World: a_C2 = −0.8(−sin t, cos t) − 5.4(−sin 3t, cos 3t) − 9.8(−sin 7t, cos 7t); F = m a_C2.
  // Rotated into {C} (angle 7t): F = (−81/50 sin 4t − 6/25 sin 6t, −81/50 cos 4t − 6/25 cos 6t − 147/50);
  // the moment about P2 of that force at r = 0.2 ŷ is −0.2 F_x.
  Limb limb;
  for (double t : kTimes) {
    CAPTURE(t);
    limb.at(t, Observer::ownFrame());
    const Wrench& w = limb.term(2, Term::Joint);
    CHECK(w.frame == limb.limb.model.segmentFrame(2));
    checkPlanar(w, -81.0 / 50 * std::sin(4 * t) - 6.0 / 25 * std::sin(6 * t),
                -81.0 / 50 * std::cos(4 * t) - 6.0 / 25 * std::cos(6 * t) - 147.0 / 50,
                81.0 / 250 * std::sin(4 * t) + 6.0 / 125 * std::sin(6 * t));
  }
}

TEST_CASE("seed 000: the distal segment seen from its parent's frame, term by term") {
  // Observer {B} (segment 1, turning at 3 rad/s) attached at P2. The COM sits at r = 0.2(−sin 4t, cos 4t)
  // from P2 in {B} and turns at 4 rad/s there.
  Limb limb;
  for (double t : kTimes) {
    CAPTURE(t);
    limb.at(t, Observer::parentFrame());
    const double s2 = std::sin(2 * t), c2 = std::cos(2 * t), s4 = std::sin(4 * t), c4 = std::cos(4 * t);
    const double s6 = std::sin(6 * t);
    // dynamic: m r̈ = 0.3 · (−16 r)
    checkPlanar(limb.term(2, Term::Dynamic), 24.0 / 25 * s4, -24.0 / 25 * c4, 0.0);
    // D'Alembert: −m R_BS a_P2 with a_P2 = −0.8(sin 2t, cos 2t) − 5.4 ŷ in {B}; at C, moved to P2.
    checkPlanar(limb.term(2, Term::DAlembert), 6.0 / 25 * s2, 6.0 / 25 * c2 + 81.0 / 50,
                -81.0 / 250 * s4 - 6.0 / 125 * s6);
    // Euler: the rates are constant.
    checkPlanar(limb.term(2, Term::Euler), 0.0, 0.0, 0.0);
    // centrifugal: m ω² r outward, ω = 3; no moment about P2 (it points along r).
    checkPlanar(limb.term(2, Term::Centrifugal), -27.0 / 50 * s4, 27.0 / 50 * c4, 0.0);
    // Coriolis: −2m ω × ṙ with ṙ = 0.8(−cos 4t, −sin 4t).
    checkPlanar(limb.term(2, Term::Coriolis), -36.0 / 25 * s4, 36.0 / 25 * c4, 0.0);
    // The joint wrench solved in {B} and expressed in {B}.
    checkPlanar(limb.term(2, Term::Joint), -6.0 / 25 * s2 + 147.0 / 50 * s4,
                -6.0 / 25 * c2 - 147.0 / 50 * c4 - 81.0 / 50, 81.0 / 250 * s4 + 6.0 / 125 * s6);
    CHECK(limb.term(2, Term::Joint).frame == limb.limb.model.segmentFrame(1));
  }
}

TEST_CASE("seed 000: wrenching up the chain, each segment in its own frame") {
  // Newton's third law at each joint: joint_k = m_k a_Ck + joint_(k+1) (forces), with the moment
  // about P_k gathering r × F of both. Derivation in {B} (angle 3t) and {A} (angle t):
  //   joint_1 = (−16/25 sin 2t + 147/50 sin 4t, −16/25 cos 2t − 147/50 cos 4t − 297/100),
  //             m_z = 33/125 sin 2t − 36/25 sin 4t + 6/125 sin 6t
  //   joint_0 = (297/100 sin 2t + 147/50 sin 6t, −297/100 cos 2t − 147/50 cos 6t − 23/25),
  //             m_z = −264/125 sin 2t − 36/25 sin 4t − 288/125 sin 6t
  Limb limb;
  for (double t : kTimes) {
    CAPTURE(t);
    limb.at(t, Observer::ownFrame());
    const double s2 = std::sin(2 * t), c2 = std::cos(2 * t), s4 = std::sin(4 * t), c4 = std::cos(4 * t);
    const double s6 = std::sin(6 * t), c6 = std::cos(6 * t);
    checkPlanar(limb.term(1, Term::Joint), -16.0 / 25 * s2 + 147.0 / 50 * s4, -16.0 / 25 * c2 - 147.0 / 50 * c4 - 297.0 / 100,
                33.0 / 125 * s2 - 36.0 / 25 * s4 + 6.0 / 125 * s6);
    checkPlanar(limb.term(0, Term::Joint), 297.0 / 100 * s2 + 147.0 / 50 * s6, -297.0 / 100 * c2 - 147.0 / 50 * c6 - 23.0 / 25,
                -264.0 / 125 * s2 - 36.0 / 25 * s4 - 288.0 / 125 * s6);
  }
}

TEST_CASE("seed 000: the inertial frame needs no fictitious terms and agrees with every other observer") {
  Limb limb;
  for (double t : kTimes) {
    limb.at(t, Observer::world());
    for (int k = 0; k < 3; ++k)
      for (Term term : {Term::DAlembert, Term::Euler, Term::Centrifugal, Term::Coriolis})
        CHECK(limb.term(k, term).vector().cwiseAbs().maxCoeff() == 0.0);
    for (const Observer& o : {Observer::world(), Observer::ownFrame(), Observer::parentFrame()}) {
      limb.at(t, o);
      CHECK(jointWrenchDiscrepancy(limb.limb.model, limb.data, limb.terms) < 1e-12);
      for (const auto& st : limb.terms.segments) CHECK(st.residual.vector().cwiseAbs().maxCoeff() < 1e-12);
    }
  }
}
