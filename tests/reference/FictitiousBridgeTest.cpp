// The bridge the lessons draw between the joint-space velocity terms C (named "Coriolis and
// centrifugal") and the fictitious forces of a turning observer (three-link step 7, double pendulum
// step 4, robot arm step 8), checked on random arms rather than on the lessons' own numbers.
//
// By hand, planar two-link arm (shoulder fixed, q1 absolute, q2 relative, e(θ) = (sin θ, −cos θ)):
// the forearm's COM is p = l1 e(q1) + c2 e(q1 + q2). Its acceleration without the q̈ terms is
// −l1 q̇1² e1 − c2 (q̇1 + q̇2)² e12 (both towards the joints). The elbow's velocity torque is the moment
// of m2 times that about the elbow (the second part, along e12, has none):
// c2 e12 × m2 (−l1 q̇1² e1) = −m2 l1 c2 q̇1² (e12 × e1) = m2 l1 c2 sin q2 q̇1², with e_a × e_b = sin(b − a) ẑ.
// (A planar body's own I α + ω × I ω has no rate product.) Seen from the upper arm with its origin at the
// fixed shoulder (ω = q̇1 ẑ), the forearm feels the centrifugal force m2 q̇1² p; its moment about the
// elbow is c2 e12 × m2 q̇1² l1 e1 = −m2 l1 c2 sin q2 q̇1²: exactly minus the velocity torque. The
// Coriolis force −2 m2 ω × ṗ_rel, ṗ_rel = c2 q̇2 ẑ × e12, equals 2 m2 q̇1 q̇2 c2 e12: along the forearm,
// no moment about the elbow; the forearm's own relative motion (turning about the elbow) has none either.
//
// In 3D, two links: relative to the upper arm the forearm still only turns about the fixed elbow axis a.
// For each of its particles (r from the elbow, v_rel = q̇2 a × r = q̇2 u) the Coriolis force
// −2 m ω1 × q̇2 u has the moment about a: a · (r × (−2 m q̇2 ω1 × u)) = 2 m q̇2 (r·ω1)(a·u) = 0 (r·u = 0,
// a·u = 0), and its relative (centripetal) acceleration points at the axis: no moment about a either.
// So C2 = −(centrifugal moments of all the particles)·a, in 3D too. The engine's centrifugal term is the
// resultant at the COM, −m ω1 × (ω1 × r_C); what the particles add about the COM is the body's own
// gyroscopic part, which the engine books in the dynamic term I α + ω × I ω (absolute ω, α). Its rate
// products, I (ω1 × ω_rel) + ω × I ω, vanish in the plane and for a point mass, not for a rigid forearm
// in 3D: C2 = −(centrifugal moment)·a + (I (ω1 × ω_rel) + ω × I ω)·a. With a third link the hand's
// motion relative to the upper arm is no turn about the elbow: the centrifugal moment alone fails in the
// plane too.
#include <doctest/doctest.h>

#include <Eigen/Geometry>

#include <cmath>
#include <random>
#include <sstream>
#include <string>

#include "io/codecs/JsonText.hpp"
#include "io/formats/ModelJson.hpp"
#include "session/ObserverSpec.hpp"
#include "session/Session.hpp"

using namespace wl;

namespace {

struct Arm {
  double m[3], l[3], c[3], ixx[3], iyy[3], izz[3];
  double q[3], qd[3], qdd[3];
  Vec3 elbowAxis{0, 0, 1};
  int links = 2;
  bool pointMasses = false;
};

std::string number(double v) {
  std::ostringstream s;
  s.precision(17);
  s << v;
  return s.str();
}

// The arm as a model file, each coordinate on a parabola through (q, q̇, q̈) at t = 0.
Session open(const Arm& arm) {
  static const char* names[3] = {"upper", "lower", "hand"};
  static const char* joints[3] = {"shoulder", "elbow", "wrist"};
  std::string segments, motion;
  for (int k = 0; k < arm.links; ++k) {
    const Vec3 axis = k == 1 ? arm.elbowAxis : Vec3(0, 0, 1);
    segments += std::string(k ? ", " : "") + "{\"name\": \"" + names[k] + "\", \"joint\": {\"name\": \"" + joints[k] +
                "\", \"type\": \"revolute\", \"axis\": [" + number(axis.x()) + ", " + number(axis.y()) + ", " + number(axis.z()) +
                "]}, \"length\": " + number(arm.l[k]) + ", \"direction\": [0, -1, 0], \"mass\": " + number(arm.m[k]) +
                ", \"com\": " + number(arm.c[k] / arm.l[k]) + ", \"inertia\": " +
                (arm.pointMasses ? std::string("\"point\"")
                                 : "{\"principal\": [" + number(arm.ixx[k]) + ", " + number(arm.iyy[k]) + ", " + number(arm.izz[k]) + "]}") +
                "}";
    motion += std::string(k ? ", " : "") + "\"" + joints[k] + "\": {\"polynomial\": [" + number(arm.q[k]) + ", " + number(arm.qd[k]) +
              ", " + number(0.5 * arm.qdd[k]) + "]}";
  }
  const std::string text = "{\"format\": \"wrenchlab-model\", \"version\": 1, \"name\": \"arm\", \"duration\": 1, \"gravity\": [0, -9.81, 0], "
                           "\"segments\": [" + segments + "], \"motion\": {" + motion + "}}";
  auto doc = parseJsonText(text, "arm");
  REQUIRE_MESSAGE(doc.ok(), doc.error().text());
  auto file = loadModelJson(*doc, ".");
  REQUIRE_MESSAGE(file.ok(), file.error().text());
  auto session = Session::create(std::move(*file));
  REQUIRE_MESSAGE(session.ok(), session.error().text());
  ViewSettings view;
  auto observer = parseObserver(session->model(), "upper@upper.proximal");  // rides on the upper arm, origin at the shoulder
  REQUIRE_MESSAGE(observer.ok(), observer.error().text());
  view.observer = *observer;
  view.about = AboutPoint::Proximal;  // each segment's moments about its own joint: the forearm's about the elbow
  REQUIRE(session->setView(view));
  REQUIRE(session->setTime(0.0));
  return std::move(*session);
}

Arm randomArm(std::mt19937& rng, int links) {
  std::uniform_real_distribution<double> u(0.0, 1.0);
  Arm a;
  a.links = links;
  for (int k = 0; k < 3; ++k) {
    a.m[k] = 0.2 + 4.8 * u(rng);
    a.l[k] = 0.2 + 1.3 * u(rng);
    a.c[k] = (0.1 + 0.8 * u(rng)) * a.l[k];
    a.izz[k] = 0.002 + 0.2 * u(rng);
    a.ixx[k] = a.izz[k] * (0.5 + 0.5 * u(rng));  // Ixx + Iyy ≥ Izz and each below Izz: a valid body
    a.iyy[k] = a.izz[k] * (0.5 + 0.5 * u(rng));
    a.q[k] = -3.0 + 6.0 * u(rng);
    a.qd[k] = -6.0 + 12.0 * u(rng);
    a.qdd[k] = -20.0 + 40.0 * u(rng);
  }
  return a;
}

const SegmentTerms& terms(const Session& s, int segment) { return s.breakdown().segments[static_cast<size_t>(segment)]; }

}  // namespace

TEST_CASE("planar two-link arm: the elbow's C is m2 l1 c2 sin q2 q̇1², minus the centrifugal force's moment about the elbow seen from the upper arm; the Coriolis force has none") {
  std::mt19937 rng(31);
  int arms = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const Arm a = randomArm(rng, 2);
    const Session s = open(a);
    const double C2 = s.data().C(1);
    const double byHand = a.m[1] * a.l[0] * a.c[1] * std::sin(a.q[1]) * a.qd[0] * a.qd[0];
    const Wrench& centrifugal = terms(s, 1)[Term::Centrifugal];
    const Wrench& coriolis = terms(s, 1)[Term::Coriolis];
    const double scale = 1.0 + std::abs(byHand) + centrifugal.moment.norm() + coriolis.moment.norm();
    CHECK_MESSAGE(std::abs(C2 - byHand) < 1e-10 * scale, "trial ", trial, ": C2 ", C2, " by hand ", byHand);
    CHECK_MESSAGE(std::abs(C2 + centrifugal.moment.z()) < 1e-10 * scale, "trial ", trial, ": C2 ", C2, " centrifugal moment ", centrifugal.moment.z());
    CHECK(std::abs(coriolis.moment.z()) < 1e-10 * scale);
    // Not a trivial zero: the Coriolis force is there, along the forearm.
    if (std::abs(a.qd[0] * a.qd[1]) > 0.1) CHECK(coriolis.force.norm() > 1e-6);
    ++arms;
  }
  CHECK(arms == 300);
}

TEST_CASE("two point masses in 3D (elbow axis tilted): the match holds too — the Coriolis force has no moment about the elbow axis") {
  std::mt19937 rng(32);
  std::uniform_real_distribution<double> u(0.0, 1.0);
  int arms = 0, coriolisThere = 0;
  for (int trial = 0; trial < 300; ++trial) {
    Arm a = randomArm(rng, 2);
    a.pointMasses = true;
    const double tilt = 0.3 + 1.0 * u(rng), turn = 6.283185307179586 * u(rng);
    a.elbowAxis = Vec3(std::sin(tilt) * std::cos(turn), std::sin(tilt) * std::sin(turn), std::cos(tilt));
    const Session s = open(a);
    const double C2 = s.data().C(1);
    // The elbow axis in the observer's (the upper arm's) axes, which the terms are written in.
    const double centrifugal = terms(s, 1)[Term::Centrifugal].moment.dot(a.elbowAxis);
    const double coriolis = terms(s, 1)[Term::Coriolis].moment.dot(a.elbowAxis);
    const double scale = 1.0 + std::abs(C2) + terms(s, 1)[Term::Coriolis].moment.norm();
    CHECK_MESSAGE(std::abs(C2 + centrifugal) < 1e-9 * scale, "trial ", trial, ": C2 ", C2, " centrifugal ", centrifugal);
    CHECK_MESSAGE(std::abs(coriolis) < 1e-9 * scale, "trial ", trial, ": Coriolis moment about the elbow axis ", coriolis);
    // … while the Coriolis force does have a moment about the elbow, only not along its axis.
    if (terms(s, 1)[Term::Coriolis].moment.norm() > 1e-3) ++coriolisThere;
    ++arms;
  }
  CHECK(arms == 300);
  CHECK(coriolisThere > 250);
}

TEST_CASE("a rigid forearm in 3D: C2 = −(centrifugal moment)·a + the rate products of its own I α + ω × I ω; in 3D these do not vanish") {
  std::mt19937 rng(34);
  std::uniform_real_distribution<double> u(0.0, 1.0);
  int arms = 0, centrifugalAloneMisses = 0;
  for (int trial = 0; trial < 300; ++trial) {
    Arm a = randomArm(rng, 2);
    const double tilt = 0.3 + 1.0 * u(rng), turn = 6.283185307179586 * u(rng);
    a.elbowAxis = Vec3(std::sin(tilt) * std::cos(turn), std::sin(tilt) * std::sin(turn), std::cos(tilt));
    const Session s = open(a);
    const double C2 = s.data().C(1);
    // In the upper arm's axes: the forearm is turned by q2 about a; ω1 = q̇1 ẑ, ω_rel = q̇2 a.
    const Mat3 R = Eigen::AngleAxisd(a.q[1], a.elbowAxis).toRotationMatrix();
    const Mat3 I = R * Vec3(a.ixx[1], a.iyy[1], a.izz[1]).asDiagonal() * R.transpose();
    const Vec3 omega1(0, 0, a.qd[0]), omegaRel = a.qd[1] * a.elbowAxis, omega = omega1 + omegaRel;
    const double own = (I * omega1.cross(omegaRel) + omega.cross(I * omega)).dot(a.elbowAxis);
    const double centrifugal = terms(s, 1)[Term::Centrifugal].moment.dot(a.elbowAxis);
    const double scale = 1.0 + std::abs(C2) + std::abs(centrifugal) + std::abs(own);
    CHECK_MESSAGE(std::abs(C2 - (-centrifugal + own)) < 1e-9 * scale, "trial ", trial, ": C2 ", C2, " centrifugal ", centrifugal, " own ", own);
    CHECK(std::abs(terms(s, 1)[Term::Coriolis].moment.dot(a.elbowAxis)) < 1e-9 * scale);
    if (std::abs(C2 + centrifugal) > 1e-6 * scale) ++centrifugalAloneMisses;  // a thousand times the identity's tolerance
    ++arms;
  }
  MESSAGE(arms << " rigid forearms turning about tilted elbows: the centrifugal moment alone misses C2 in " << centrifugalAloneMisses);
  CHECK(centrifugalAloneMisses > 250);
}

TEST_CASE("a third link breaks the plane's match: the elbow's C is no longer minus the forearm's centrifugal moment") {
  std::mt19937 rng(33);
  int misses = 0;
  for (int trial = 0; trial < 100; ++trial) {
    const Arm a = randomArm(rng, 3);
    const Session s = open(a);
    const double C2 = s.data().C(1);
    const double centrifugal = terms(s, 1)[Term::Centrifugal].moment.z();
    if (std::abs(C2 + centrifugal) > 1e-3 * (1.0 + std::abs(C2))) ++misses;
  }
  CHECK(misses > 90);
}
