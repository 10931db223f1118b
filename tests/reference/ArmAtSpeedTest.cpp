// The robot-arm lesson's claim, checked on the engine: the same path run k times as fast
// (content/models/ur5-at-speed.json, motion.speed = k) needs, at corresponding instants t/k, the same
// gravity torques G, and k² times the velocity torques C and the inertia torques M q̈; every fictitious
// term seen from the turning base (link1) grows k² times too, because ω, ω² and α of that frame and the
// rates ṙ of the forearm seen from it all scale with k or k².
//
// Why, by hand: q_k(t) = f(k t), so at t/k the pose q is f(t) for every k, q̇ = k f′(t) and
// q̈ = k² f″(t). G(q) depends on the pose alone; C(q, q̇) is a quadratic form in q̇ (each term a product
// of two rates); M(q) q̈ is linear in q̈. Seen from link1, ω = q̇1 ẑ and α = q̈1 ẑ: centrifugal
// −m ω × (ω × r) ∝ q̇1², Coriolis −2 m ω × ṙ ∝ q̇1 q̇j, Euler −m α × r ∝ q̈1: k² each.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "io/codecs/JsonText.hpp"
#include "io/formats/ModelJson.hpp"
#include "session/ObserverSpec.hpp"
#include "session/Session.hpp"

using namespace wl;

namespace {

const std::string kModel = std::string(WRENCHLAB_SOURCE_DIR) + "/content/models/ur5-at-speed.json";

Session openAtSpeed(double k) {
  auto doc = parseJsonFile(kModel);
  REQUIRE_MESSAGE(doc.ok(), doc.error().text());
  (*doc)["motion"]["speed"] = k;
  auto file = loadModelJson(*doc, std::string(WRENCHLAB_SOURCE_DIR) + "/content/models");
  REQUIRE_MESSAGE(file.ok(), file.error().text());
  auto session = Session::create(std::move(*file));
  REQUIRE_MESSAGE(session.ok(), session.error().text());
  ViewSettings view;
  auto observer = parseObserver(session->model(), "link1@link1.proximal");
  REQUIRE_MESSAGE(observer.ok(), observer.error().text());
  view.observer = *observer;
  REQUIRE(session->setView(view));
  return std::move(*session);
}

// |a − b| within 1e-9 of the larger of |b| and `scale` (entries that vanish are judged against the
// vector's size, as the MuJoCo comparison does).
bool close(double a, double b, double scale) { return std::abs(a - b) <= 1e-9 * std::max(std::abs(b), scale); }

}  // namespace

TEST_CASE("the same path k times as fast: G the same, C and M q̈ k² times, at corresponding instants") {
  Session slow = openAtSpeed(1.0);
  REQUIRE(slow.model().nq() == 6);
  REQUIRE(slow.model().findCoordinate("joint2") == 1);
  const int link3 = slow.model().findSegment("link3");
  REQUIRE(link3 >= 0);
  int trials = 0;
  for (double k : {0.5, 2.0, 3.0, 7.3}) {
    Session fast = openAtSpeed(k);
    for (int i = 0; i <= 24; ++i) {
      const double t = 6.0 * std::min(1.0, k) * i / 24.0;  // t/k stays within the 6-s time line
      REQUIRE(slow.setTime(t));
      REQUIRE(fast.setTime(t / k));
      const Data& a = slow.data();
      const Data& b = fast.data();
      const VecX Mqdd1 = a.M * slow.state().qdd, Mqddk = b.M * fast.state().qdd;
      const double scaleG = a.G.cwiseAbs().maxCoeff(), scaleC = k * k * a.C.cwiseAbs().maxCoeff() + 1e-300,
                   scaleM = k * k * Mqdd1.cwiseAbs().maxCoeff() + 1e-300;
      for (int c = 0; c < 6; ++c) {
        CHECK(close(fast.state().q(c), slow.state().q(c), 1.0));
        CHECK(close(fast.state().qd(c), k * slow.state().qd(c), k));
        CHECK(close(b.G(c), a.G(c), scaleG));
        CHECK_MESSAGE(close(b.C(c), k * k * a.C(c), scaleC), "k ", k, " t ", t, " coordinate ", c, ": C ", b.C(c), " vs k² ", k * k * a.C(c));
        CHECK_MESSAGE(close(Mqddk(c), k * k * Mqdd1(c), scaleM), "k ", k, " t ", t, " coordinate ", c);
        // τ = G + k² (M q̈ + C) of the slow path: the dynamic part grows, gravity's stays.
        CHECK(close(fast.jointTorques()(c), a.G(c) + k * k * (Mqdd1(c) + a.C(c)), scaleG + scaleC + scaleM));
      }
      // Seen from the turning base, every fictitious force on the forearm grows k² times.
      for (Term term : {Term::Centrifugal, Term::Coriolis, Term::Euler}) {
        const Vec3 f1 = slow.breakdown().segments[static_cast<size_t>(link3)][term].force;
        const Vec3 fk = fast.breakdown().segments[static_cast<size_t>(link3)][term].force;
        CHECK_MESSAGE((fk - k * k * f1).norm() <= 1e-9 * std::max(k * k * f1.norm(), 1e-9), termKey(term), " k ", k, " t ", t);
      }
      // Attached on the base's axis, the observer's origin never accelerates: no D'Alembert term.
      CHECK(fast.breakdown().segments[static_cast<size_t>(link3)][Term::DAlembert].force.norm() < 1e-12);
      ++trials;
    }
  }
  CHECK(trials == 100);
}
