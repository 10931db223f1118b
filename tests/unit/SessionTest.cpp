// Session: what the front ends rely on — parameter edits that roll back on error, time that
// scrubs reproducibly through a simulation, and series equal to point-by-point evaluation.
#include <doctest/doctest.h>

#include <cmath>

#include "io/formats/ModelJson.hpp"
#include "report/SeriesCsv.hpp"
#include "session/SeriesSampler.hpp"
#include "session/SweptExtent.hpp"
#include "session/ObserverSpec.hpp"
#include "session/Session.hpp"

using namespace wl;

namespace {
Session open(const char* name) {
  auto file = loadModelFile(std::string(WRENCHLAB_SOURCE_DIR) + "/content/models/" + name + ".json");
  REQUIRE_MESSAGE(file.ok(), file.error().text());
  auto session = Session::create(std::move(*file));
  REQUIRE_MESSAGE(session.ok(), session.error().text());
  return std::move(*session);
}
}  // namespace

TEST_CASE("a bad parameter is refused, names its field, and the previous model keeps running") {
  Session s = open("nlink");
  REQUIRE(s.setTime(0.7));
  const VecX before = s.jointTorques();
  const Status bad = s.setParameter("chain.mass[0]", -1.0);
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.error().where.find("mass") != std::string::npos);
  CHECK(s.time() == doctest::Approx(0.7));
  CHECK((s.jointTorques() - before).norm() == 0.0);
  CHECK_FALSE(s.setParameter("chain.nothing", 1.0).ok());

  // A valid edit rebuilds: four segments, the same time, and the observer still valid.
  ViewSettings view;
  view.observer = Observer::ownFrame();
  REQUIRE(s.setView(view));
  REQUIRE(s.setParameter("chain.count", 4));
  CHECK(s.model().segmentCount() == 4);
  CHECK(s.time() == doctest::Approx(0.7));
  CHECK(s.jointWrenchDiscrepancy() < 1e-10);
  // Doubling every mass doubles every torque (no gravity, prescribed motion).
  const VecX tau4 = s.jointTorques();
  const double scale4 = s.jointWrenchScale();
  CHECK(scale4 > 0.1);
  REQUIRE(s.setParameter("chain.mass", nlohmann::json::array({1.4, 1.0, 0.6})));
  CHECK((s.jointTorques() - 2.0 * tau4).norm() < 1e-10 * (1 + tau4.norm()));
  // The wrenches' scale (what the invariance's round-off is relative to) doubles with them.
  CHECK(s.jointWrenchScale() == doctest::Approx(2.0 * scale4).epsilon(1e-12));
  CHECK(s.jointWrenchDiscrepancy() < 1e-12 * s.jointWrenchScale());
}

TEST_CASE("scrubbing a simulation back and forth reproduces the same states") {
  Session s = open("double-pendulum");
  REQUIRE(s.isForwardDynamics());
  REQUIRE(s.setTime(1.0));
  const VecX q1 = s.state().q;
  REQUIRE(s.setTime(0.35));
  const VecX qMid = s.state().q;
  REQUIRE(s.setTime(1.0));
  CHECK((s.state().q - q1).norm() == 0.0);
  REQUIRE(s.setTime(0.35));
  CHECK((s.state().q - qMid).norm() == 0.0);
  s.resetSimulation();
  CHECK(s.time() == 0.0);
  CHECK(s.state().q(0) == doctest::Approx(kPi / 6));
}

TEST_CASE("sampled series equal point-by-point evaluation, and the current time does not move") {
  Session s = open("radial-slider");
  REQUIRE(s.setTime(0.25));
  SeriesRequest coriolis;
  coriolis.key = {1, Term::Coriolis, SeriesKey::Part::Force, SeriesKey::Component::Norm};
  SeriesRequest torque;
  torque.kind = SeriesRequest::Kind::JointTorque;
  torque.coordinate = 0;
  ViewSettings view;
  view.observer = *parseObserver(s.model(), "rod");
  REQUIRE(s.setView(view));
  Series series;
  SeriesSampler sampler;
  REQUIRE(sampler.sample(s, 0.0, 4.0, 41, {coriolis, torque}, series));
  CHECK(s.time() == doctest::Approx(0.25));
  for (size_t i = 0; i < series.time.size(); i += 7) {
    REQUIRE(s.setTime(series.time[i]));
    CHECK(series.values[0][i] == doctest::Approx(s.breakdown().segments[1][Term::Coriolis].force.norm()).epsilon(1e-12));
    CHECK(series.values[1][i] == doctest::Approx(s.jointTorques()(0)).epsilon(1e-12));
  }
  CHECK(seriesLabel(s.model(), coriolis) == "bead.coriolis.force.norm [N]");
  // Coriolis = 2 m ω |ṙ| while the bead slides out at 1 m/s (ω = 1 rad/s, m = 1 kg) and 0 at rest.
  REQUIRE(s.setTime(0.6));
  CHECK(s.breakdown().segments[1][Term::Coriolis].force.norm() == doctest::Approx(2.0).epsilon(1e-9));
  REQUIRE(s.setTime(1.5));
  CHECK(s.breakdown().segments[1][Term::Coriolis].force.norm() < 1e-12);
}

TEST_CASE("a series at given times (the CLI's --step) equals point-by-point evaluation; bad times are refused") {
  Session s = open("radial-slider");
  SeriesRequest coriolis;
  coriolis.key = {1, Term::Coriolis, SeriesKey::Part::Force, SeriesKey::Component::Y};
  ViewSettings view;
  view.observer = *parseObserver(s.model(), "rod");
  REQUIRE(s.setView(view));
  const std::vector<double> times = {0.0, 0.6, 0.6, 1.1, 3.3};  // uneven, one repeated
  Series series;
  SeriesSampler sampler;
  REQUIRE(sampler.sampleAt(s, times, {coriolis}, series));
  REQUIRE(series.time == times);
  for (size_t i = 0; i < times.size(); ++i) {
    REQUIRE(s.setTime(times[i]));
    CHECK(series.values[0][i] == doctest::Approx(s.breakdown().segments[1][Term::Coriolis].force.y()).epsilon(1e-12));
  }
  // At 0.6 s the bead slides out at 1 m/s on the rod turning at 1 rad/s: −2 m ω ṙ = −2 N along the rod's y.
  CHECK(series.values[0][1] == doctest::Approx(-2.0).epsilon(1e-9));
  CHECK_FALSE(sampler.sampleAt(s, {0.5, 0.4}, {coriolis}, series).ok());                    // out of order
  CHECK_FALSE(sampler.sampleAt(s, {s.endTime() + 1.0}, {coriolis}, series).ok());           // past the end
  CHECK_FALSE(sampler.sampleAt(s, {std::nan("")}, {coriolis}, series).ok());                 // not a time
  CHECK_FALSE(sampler.sampleAt(s, {}, {coriolis}, series).ok());                             // no sample
}

TEST_CASE("the joint torque's parts over time: M q̈, C, G and each load's E, as derived by hand") {
  // Radial slider: a point bead (m = 1 kg) at r = q_slide on a rod (0.5 kg, 1.5 m, I_joint = mL²/3 =
  // 0.375 kg·m²) turning at ω about z. By hand (Lagrange, polar coordinates):
  //   τ_turn  = (I + m r²) ω̇ + 2 m r ṙ ω     → M q̈ = (I + m r²) ω̇,  C = 2 m r ṙ ω
  //   f_slide = m r̈ − m r ω²                 → M q̈ = m r̈,           C = −m r ω²
  // No gravity, no loads: G = E = 0.
  Session s = open("radial-slider");
  using Kind = SeriesRequest::Kind;
  std::vector<SeriesRequest> requests;
  for (Kind kind : {Kind::Coordinate, Kind::Rate, Kind::Acceleration, Kind::InertiaTorque, Kind::VelocityTorque,
                    Kind::GravityTorque, Kind::ExternalTorque, Kind::JointTorque})
    for (int c = 0; c < 2; ++c) {
      SeriesRequest r;
      r.kind = kind;
      r.coordinate = c;
      requests.push_back(r);
    }
  auto row = [&](int k, int c) { return static_cast<size_t>(2 * k + c); };  // kind k in the order above
  Series series;
  SeriesSampler sampler;
  REQUIRE(sampler.sample(s, 0.0, 4.0, 81, requests, series));
  const double m = 1.0, rodInertia = 0.375;
  int checked = 0, sliding = 0;
  for (size_t i = 0; i < series.time.size(); ++i) {
    const double omega = series.values[row(1, 0)][i], alpha = series.values[row(2, 0)][i];
    const double r = series.values[row(0, 1)][i], rd = series.values[row(1, 1)][i], rdd = series.values[row(2, 1)][i];
    CHECK(series.values[row(3, 0)][i] == doctest::Approx((rodInertia + m * r * r) * alpha).scale(1.0).epsilon(1e-12));
    CHECK(series.values[row(4, 0)][i] == doctest::Approx(2 * m * r * rd * omega).scale(1.0).epsilon(1e-12));
    CHECK(series.values[row(3, 1)][i] == doctest::Approx(m * rdd).scale(1.0).epsilon(1e-12));
    CHECK(series.values[row(4, 1)][i] == doctest::Approx(-m * r * omega * omega).scale(1.0).epsilon(1e-12));
    for (int c = 0; c < 2; ++c) {
      CHECK(std::abs(series.values[row(5, c)][i]) < 1e-14);
      CHECK(std::abs(series.values[row(6, c)][i]) < 1e-14);
    }
    if (std::abs(rd) > 0.5) ++sliding;
    ++checked;
  }
  CHECK(checked == 81);
  CHECK(sliding > 20);  // the Coriolis part was really exercised
  CHECK(seriesLabel(s.model(), requests[row(3, 1)]) == "Mqdd.slide [N]");

  // Three-link arm with its spring: the parts add up to τ, and the spring's own part is all of E.
  Session arm = open("three-link-arm-spring");
  std::vector<SeriesRequest> parts;
  for (int c = 0; c < arm.model().nq(); ++c)
    for (Kind kind : {Kind::JointTorque, Kind::InertiaTorque, Kind::VelocityTorque, Kind::GravityTorque, Kind::ExternalTorque,
                      Kind::LoadTorque}) {
      SeriesRequest r;
      r.kind = kind;
      r.coordinate = c;
      r.load = 0;
      parts.push_back(r);
    }
  REQUIRE(sampler.sample(arm, 0.0, arm.endTime(), 31, parts, series));
  int sums = 0;
  for (int c = 0; c < arm.model().nq(); ++c)
    for (size_t i = 0; i < series.time.size(); ++i) {
      const auto v = [&](int k) { return series.values[static_cast<size_t>(6 * c + k)][i]; };
      CHECK(v(1) + v(2) + v(3) + v(4) == doctest::Approx(v(0)).scale(1.0).epsilon(1e-12));
      CHECK(v(5) == doctest::Approx(v(4)).scale(1.0).epsilon(1e-12));
      ++sums;
    }
  CHECK(sums == 3 * 31);
  CHECK(seriesLabel(arm.model(), parts[5]) == "E.shoulder.spring [N·m]");
  SeriesRequest badLoad;
  badLoad.kind = Kind::LoadTorque;
  badLoad.load = 3;
  CHECK_FALSE(sampler.sample(arm, 0.0, 1.0, 2, {badLoad}, series).ok());
}

TEST_CASE("observer names round-trip and garbage is refused") {
  Session s = open("nlink");
  for (const char* name : {"world", "own", "parent", "base", "segment2", "segment2@segment2.proximal"}) {
    auto o = parseObserver(s.model(), name);
    REQUIRE_MESSAGE(o.ok(), name);
    CHECK(observerName(s.model(), *o) == name);
  }
  CHECK_FALSE(parseObserver(s.model(), "nowhere").ok());
  CHECK_FALSE(parseObserver(s.model(), "own@segment1.com").ok());
  CHECK_FALSE(parseObserver(s.model(), "segment1@nope").ok());
  CHECK_FALSE(s.setTime(std::numeric_limits<double>::quiet_NaN()).ok());
}

TEST_CASE("a ground reaction's centre of pressure in the segment's frame moves with the segment") {
  // One segment turned a quarter turn about z at the origin; 10 N straight up at the sole point
  // (0.1, −0.07, 0) of the segment. Turned, that point is at (0.07, 0.1, 0) in the world, so the
  // moment about the joint is 0.07 · 10 = 0.7 N·m about z (hand value); read as a world point it
  // would be 0.1 · 10 = 1.0.
  auto externalMomentZ = [](const char* where) {
    const std::string text = std::string(R"({"format": "wrenchlab-model", "version": 1, "gravity": [0, 0, 0],
      "segments": [{"name": "foot", "joint": {"name": "ankle", "type": "revolute"}, "length": 0.2, "mass": 1}],
      "loads": [{"type": "ground_reaction", "name": "grf", "segment": "foot", "force": [0, 10, 0],
                 "centre_of_pressure": [0.1, -0.07, 0], "centre_of_pressure_in": ")") + where + R"("}],
      "motion": {"ankle": 1.5707963267948966}})";
    auto doc = nlohmann::json::parse(text);
    auto file = loadModelJson(doc, ".");
    REQUIRE_MESSAGE(file.ok(), file.error().text());
    auto s = Session::create(std::move(*file));
    REQUIRE(s.ok());
    REQUIRE(s->setTime(0.0));
    return s->breakdown().segments[0][Term::External].moment.z();
  };
  CHECK(externalMomentZ("segment") == doctest::Approx(0.7).epsilon(1e-12));
  CHECK(externalMomentZ("world") == doctest::Approx(1.0).epsilon(1e-12));
  auto bad = nlohmann::json::parse(R"({"format": "wrenchlab-model", "version": 1,
      "segments": [{"name": "foot", "joint": {"name": "ankle", "type": "revolute"}, "length": 0.2, "mass": 1}],
      "loads": [{"type": "ground_reaction", "segment": "foot", "force": [0, 10, 0], "centre_of_pressure": [0, 0, 0],
                 "centre_of_pressure_in": "sole"}], "motion": {"ankle": 0}})");
  auto refused = loadModelJson(bad, ".");
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.error().where == "loads[0].centre_of_pressure_in");
}

TEST_CASE("the swept extent of the stuttering motor is the rod's circle, and the session keeps its time") {
  // A 1 m rod turned about z through two full turns (its file's duration is 4π at about 1 rad/s): the
  // tip runs round the unit circle, so the box is [−1, 1] × [−1, 1] × {0}. With 400 samples the largest
  // angle between samples is under 0.04 rad, so each extreme is reached to within 1 − cos(0.02) < 2e-4.
  Session s = open("stuttering-motor");
  REQUIRE(s.setTime(0.3));
  auto box = sweptExtent(s, 400);
  REQUIRE_MESSAGE(box.ok(), box.error().text());
  for (int axis = 0; axis < 2; ++axis) {
    CHECK(box->min_W(axis) == doctest::Approx(-1.0).epsilon(2e-4));
    CHECK(box->max_W(axis) == doctest::Approx(1.0).epsilon(2e-4));
  }
  CHECK(box->min_W.z() == 0.0);
  CHECK(box->max_W.z() == 0.0);
  CHECK(s.time() == doctest::Approx(0.3));
  CHECK_FALSE(sweptExtent(s, 1).ok());
  // Its corners: 0 the smallest x, y, z; 7 the largest; 1 the largest x only.
  CHECK(box->corner(0) == box->min_W);
  CHECK(box->corner(7) == box->max_W);
  CHECK(box->corner(1) == Vec3(box->max_W.x(), box->min_W.y(), box->min_W.z()));
}

TEST_CASE("the swept extent holds a body's own box: a shell reaching past the rod's end, turned with it") {
  // The stuttering motor's rod turns about z through every angle (box ±1 m in x and y). A shell on it from
  // −0.3 to 0.4 m along z and reaching 1.5 m out from the joint whatever the rod's direction in its plane:
  // the box now reaches 1.5 m in x and y (up to the corner's 1.5 × √2 m, never more), and z exactly.
  Session s = open("stuttering-motor");
  const std::vector<BodyBox> shell{{0, Vec3(-1.5, -1.5, -0.3), Vec3(1.5, 1.5, 0.4)}};
  auto box = sweptExtent(s, 400, kWorldFrame, shell);
  REQUIRE_MESSAGE(box.ok(), box.error().text());
  for (int axis = 0; axis < 2; ++axis) {
    CHECK(box->max_W(axis) >= 1.5);
    CHECK(box->max_W(axis) <= 1.5 * std::sqrt(2.0) + 1e-9);
    CHECK(box->min_W(axis) <= -1.5);
  }
  CHECK(box->min_W.z() == doctest::Approx(-0.3));
  CHECK(box->max_W.z() == doctest::Approx(0.4));
  // A box on a segment the model does not have is left out: the rod's own box.
  auto without = sweptExtent(s, 400, kWorldFrame, {{7, Vec3::Constant(-9), Vec3::Constant(9)}});
  REQUIRE(without.ok());
  CHECK(without->max_W.x() == doctest::Approx(1.0).epsilon(2e-4));
}

TEST_CASE("the swept extent of a chain grows with its length: the n-link limb at 3 and at 6 segments") {
  // At t = 0 every segment points along +y (the file's direction, all angles zero), so the box reaches
  // exactly the summed lengths along +y, and no point is ever farther than that from the base. Six
  // segments (the last length repeated) reach farther.
  Session s = open("nlink");
  auto three = sweptExtent(s, 200);
  REQUIRE(three.ok());
  double length3 = 0.0;
  for (const auto& seg : s.model().segments()) length3 += seg.length;
  CHECK(three->size().head<2>().maxCoeff() <= 2.0 * length3 + 1e-12);
  CHECK(three->max_W.y() == doctest::Approx(length3));
  REQUIRE(s.setParameter("chain.count", 6));
  auto six = sweptExtent(s, 200);
  REQUIRE(six.ok());
  CHECK(six->size().head<2>().maxCoeff() > 1.25 * three->size().head<2>().maxCoeff());
}

TEST_CASE("a large model's mass matrix is computed on request; the parts of τ are always current") {
  // n-link chains: 100 coordinates get M at every move, 150 only on request (an O(n²) matrix a page
  // drawing every frame cannot pay for). M q̈, C, G, E, P are O(n) and always there, and asking for M
  // leaves every other result as it was.
  Session small = open("nlink");
  REQUIRE(small.setParameter("chain.count", kMassMatrixEveryMoveCoordinates));
  REQUIRE(small.setTime(0.4));
  CHECK(small.massMatrixCurrent());
  Session big = open("nlink");
  REQUIRE(big.setParameter("chain.count", kMassMatrixEveryMoveCoordinates + 50));
  REQUIRE(big.setTime(0.4));
  CHECK_FALSE(big.massMatrixCurrent());
  const VecX tau = big.jointTorques(), Mqdd = big.data().Mqdd;
  const Vec3 tip = big.data().frames.back().p_WF;
  const MatX& M = big.updateMassMatrix();
  CHECK(big.massMatrixCurrent());
  CHECK((M * big.state().qdd - Mqdd).norm() < 1e-9 * (1.0 + Mqdd.norm()));
  CHECK((big.jointTorques() - tau).norm() == 0.0);
  CHECK((big.data().frames.back().p_WF - tip).norm() == 0.0);
  const Data& d = big.data();
  CHECK((d.Mqdd + d.C + d.G + d.E + d.P - tau).norm() < 1e-9 * (1.0 + tau.norm()));
  REQUIRE(big.setTime(0.5));
  CHECK_FALSE(big.massMatrixCurrent());  // a new state: M is not current until asked again
}
