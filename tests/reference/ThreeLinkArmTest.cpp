// Seed 002 (Cesari et al. 2001, appendix): the planar three-link arm with a spring on the hand,
// T = M(α) α̈ + v(α, α̇) + G(α) + T_ext(α). The engine's algorithmic M, C (= v), G and E (= T_ext)
// are compared with the printed closed forms, corrected where the print is wrong.
//
// Typos in seed 002, each confirmed by the checks below (the printed form fails them):
//  - eq 10 (ÿ2): "−[l1 sin α1 − d2 sin(α1+α2)] α̇1²" must be "−[l1 sin α1 + d2 sin(α1+α2)] α̇1²", and
//    "+ d2 sin(α1+α2)(2α̇1α̇2 + α̇2²)" must be "− d2 sin(α1+α2)(2α̇1α̇2 + α̇2²)";
//  - eq 14 (ÿ3): in the 2α̇1α̇2 term "d3 cos(α1+α2+α3)" must be "d3 sin(α1+α2+α3)";
//  - eq 31: M22 = m2 d2² + I2 + m3 (l2² + d3² + 2 l2 d3 cos α3) + I3 — the factor 2 is missing;
//  - d_S is defined as the distance from the wrist to the spring's attachment, but eqs 17 and
//    42–44 measure it from the hand's centre of mass (d3 + d_S); we follow the equations.
#include <doctest/doctest.h>

#include <cmath>
#include <random>

#include "algorithms/GeneralizedForces.hpp"
#include "algorithms/InverseDynamics.hpp"

using namespace wl;

namespace {

struct Arm {
  double m[3] = {2.0, 1.5, 0.5};
  double l[3] = {0.30, 0.30, 0.20};
  double d[3] = {0.13, 0.14, 0.07};
  double I[3] = {0.020, 0.010, 0.001};
  double dS = 0.05;  // beyond the hand's COM, as eqs 42–44 use it
  double FS = 10.0;  // spring force, acting on the hand along −x
  double g = 9.81;
};

Model buildArm(const Arm& a) {
  ModelBuilder builder("three-link arm");
  builder.gravity(Vec3(0, -a.g, 0));
  const char* names[3] = {"upper_arm", "forearm", "hand"};
  const char* joints[3] = {"shoulder", "elbow", "wrist"};
  for (int i = 0; i < 3; ++i) {
    Segment s;
    s.name = names[i];
    s.parent = i - 1;
    s.joint.name = joints[i];
    s.joint.p_PJ = i == 0 ? Vec3::Zero() : Vec3(a.l[i - 1], 0, 0);
    s.length = a.l[i];
    // Only I_zz matters in the plane; the others make a physical (lamina-like) tensor.
    s.inertia = Inertia::general(a.m[i], Vec3(a.d[i], 0, 0), Vec3(a.I[i] / 2, a.I[i] / 2, a.I[i]).asDiagonal());
    if (i == 2) s.points.push_back({"spring", Vec3(a.d[2] + a.dS, 0, 0)});
    builder.addSegment(s);
  }
  Load spring;
  spring.name = "spring";
  spring.type = LoadType::Force;
  spring.segment = 2;
  spring.force = VectorFunction::constant(Vec3(-a.FS, 0, 0));
  builder.addLoad(spring, "hand.spring");
  auto model = builder.build();
  REQUIRE_MESSAGE(model.ok(), model.error().text());
  return *model;
}

}  // namespace

TEST_CASE("seed 002: M, v, G and T_ext of the three-link arm (eqs 27–44, corrected)") {
  const Arm a;
  const Model model = buildArm(a);
  Data data(model);
  std::mt19937 rng(42);
  std::uniform_real_distribution<double> u(-2.0, 2.0);
  const auto& m = a.m;
  const auto& l = a.l;
  const auto& d = a.d;
  const auto& I = a.I;
  for (int trial = 0; trial < 30; ++trial) {
    State s = State::zero(model);
    for (int k = 0; k < 3; ++k) {
      s.q(k) = u(rng);
      s.qd(k) = 2 * u(rng);
      s.qdd(k) = 5 * u(rng);
    }
    const double a1 = s.q(0), a2 = s.q(1), a3 = s.q(2);
    const double w1 = s.qd(0), w2 = s.qd(1), w3 = s.qd(2);
    const double c2 = std::cos(a2), c3 = std::cos(a3), c23 = std::cos(a2 + a3);
    const double s2 = std::sin(a2), s3 = std::sin(a3), s23 = std::sin(a2 + a3);
    const double a12 = a1 + a2, a123 = a1 + a2 + a3;

    Eigen::Matrix3d M;
    M(0, 0) = m[0] * d[0] * d[0] + I[0] + m[1] * (l[0] * l[0] + d[1] * d[1] + 2 * l[0] * d[1] * c2) + I[1] +
              m[2] * (l[0] * l[0] + l[1] * l[1] + d[2] * d[2] + 2 * l[0] * l[1] * c2 + 2 * l[0] * d[2] * c23 +
                      2 * l[1] * d[2] * c3) + I[2];                                                        // eq 27
    M(0, 1) = m[1] * (d[1] * d[1] + l[0] * d[1] * c2) + I[1] +
              m[2] * (l[1] * l[1] + d[2] * d[2] + l[0] * l[1] * c2 + l[0] * d[2] * c23 + 2 * l[1] * d[2] * c3) +
              I[2];                                                                                        // eq 28 (= 30)
    M(0, 2) = m[2] * (d[2] * d[2] + l[0] * d[2] * c23 + l[1] * d[2] * c3) + I[2];                          // eq 29 (= 33)
    M(1, 1) = m[1] * d[1] * d[1] + I[1] + m[2] * (l[1] * l[1] + d[2] * d[2] + 2 * l[1] * d[2] * c3) + I[2];  // eq 31, corrected
    M(1, 2) = m[2] * (d[2] * d[2] + l[1] * d[2] * c3) + I[2];                                              // eq 32 (= 34)
    M(2, 2) = m[2] * d[2] * d[2] + I[2];                                                                   // eq 35
    M(1, 0) = M(0, 1);
    M(2, 0) = M(0, 2);
    M(2, 1) = M(1, 2);
    const Eigen::Vector3d v(
        -((m[1] * l[0] * d[1] + m[2] * l[0] * l[1]) * s2 + m[2] * l[0] * d[2] * s23) * (2 * w1 * w2 + w2 * w2) -
            (m[2] * l[0] * d[2] * s23 + m[2] * l[1] * d[2] * s3) * (2 * w1 * w3 + 2 * w2 * w3 + w3 * w3),  // eq 36
        ((m[2] * l[0] * l[1] + m[1] * d[1] * l[0]) * s2 + m[2] * d[2] * l[0] * s23) * w1 * w1 -
            m[2] * d[2] * l[1] * s3 * (2 * w1 * w3 + 2 * w2 * w3 + w3 * w3),                                // eq 37
        (m[2] * l[0] * d[2] * s23 + m[2] * l[1] * d[2] * s3) * w1 * w1 +
            m[2] * l[1] * d[2] * s3 * (2 * w1 * w2 + w2 * w2));                                             // eq 38
    const double g = a.g;
    const Eigen::Vector3d G(
        m[0] * g * d[0] * std::cos(a1) + m[1] * g * (l[0] * std::cos(a1) + d[1] * std::cos(a12)) +
            m[2] * g * (l[0] * std::cos(a1) + l[1] * std::cos(a12) + d[2] * std::cos(a123)),               // eq 39
        m[1] * g * d[1] * std::cos(a12) + m[2] * g * (l[1] * std::cos(a12) + d[2] * std::cos(a123)),        // eq 40
        m[2] * g * d[2] * std::cos(a123));                                                                 // eq 41
    const double arm3 = (d[2] + a.dS) * std::sin(a123);
    const Eigen::Vector3d E(-a.FS * (l[0] * std::sin(a1) + l[1] * std::sin(a12) + arm3),                   // eq 42
                            -a.FS * (l[1] * std::sin(a12) + arm3),                                         // eq 43
                            -a.FS * arm3);                                                                 // eq 44

    generalizedForces(model, data, s);
    CHECK((data.M - M).norm() < 1e-12);
    CHECK((data.C - v).norm() < 1e-11);
    CHECK((data.G - G).norm() < 1e-11);
    CHECK((data.E - E).norm() < 1e-11);
    // The printed eq 31 is off by m3 l2 d3 cos α3: the "spot the typo" step of the lesson.
    const double printedM22 = m[1] * d[1] * d[1] + I[1] + m[2] * (l[1] * l[1] + d[2] * d[2] + l[1] * d[2] * c3) + I[2];
    CHECK(std::abs((data.M(1, 1) - printedM22) - m[2] * l[1] * d[2] * c3) < 1e-12);

    // The split adds up to the inverse-dynamics torques of the full motion.
    const VecX tau = inverseDynamics(model, data, s);
    CHECK((tau - (M * s.qdd + v + G + E)).norm() < 1e-10);

    // COM accelerations, eqs 8, 10 (corrected) and 12, 14 (corrected).
    const double b1 = s.qdd(0), b2 = s.qdd(1), b3 = s.qdd(2);
    const double S1 = std::sin(a1), C1 = std::cos(a1), S12 = std::sin(a12), C12 = std::cos(a12);
    const double S123 = std::sin(a123), C123 = std::cos(a123);
    const double x2dd = -(l[0] * S1 + d[1] * S12) * b1 - d[1] * S12 * b2 - (l[0] * C1 + d[1] * C12) * w1 * w1 -
                        d[1] * C12 * (2 * w1 * w2 + w2 * w2);
    const double y2dd = (l[0] * C1 + d[1] * C12) * b1 + d[1] * C12 * b2 - (l[0] * S1 + d[1] * S12) * w1 * w1 -
                        d[1] * S12 * (2 * w1 * w2 + w2 * w2);
    const double y3dd = (l[0] * C1 + l[1] * C12 + d[2] * C123) * b1 + (l[1] * C12 + d[2] * C123) * b2 + d[2] * C123 * b3 -
                        (l[0] * S1 + l[1] * S12 + d[2] * S123) * w1 * w1 - (l[1] * S12 + d[2] * S123) * w2 * w2 -
                        d[2] * S123 * w3 * w3 - (l[1] * S12 + d[2] * S123) * 2 * w1 * w2 -
                        d[2] * S123 * (2 * w1 * w3 + 2 * w2 * w3);
    const double x3dd = -(l[0] * S1 + l[1] * S12 + d[2] * S123) * b1 - (l[1] * S12 + d[2] * S123) * b2 - d[2] * S123 * b3 -
                        (l[0] * C1 + l[1] * C12 + d[2] * C123) * w1 * w1 - (l[1] * C12 + d[2] * C123) * w2 * w2 -
                        d[2] * C123 * w3 * w3 - (l[1] * C12 + d[2] * C123) * 2 * w1 * w2 -
                        d[2] * C123 * (2 * w1 * w3 + 2 * w2 * w3);
    CHECK(std::abs(data.com[1].a.x() - x2dd) < 1e-10);
    CHECK(std::abs(data.com[1].a.y() - y2dd) < 1e-10);
    CHECK(std::abs(data.com[2].a.x() - x3dd) < 1e-10);
    CHECK(std::abs(data.com[2].a.y() - y3dd) < 1e-10);
    // ...and the printed versions do not match (they differ by the terms the typos changed).
    const double y2ddPrinted = (l[0] * C1 + d[1] * C12) * b1 + d[1] * C12 * b2 - (l[0] * S1 - d[1] * S12) * w1 * w1 +
                               d[1] * S12 * (2 * w1 * w2 + w2 * w2);
    CHECK(std::abs((y2ddPrinted - y2dd) - 2 * d[1] * S12 * (w1 * w1 + 2 * w1 * w2 + w2 * w2)) < 1e-10);
    const double y3ddPrinted = y3dd + d[2] * (S123 - C123) * 2 * w1 * w2;
    CHECK(std::abs(data.com[2].a.y() - y3ddPrinted) == doctest::Approx(std::abs(2 * d[2] * (S123 - C123) * w1 * w2)));
  }
}
