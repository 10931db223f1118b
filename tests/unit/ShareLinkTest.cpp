// Shared links: every accepted link writes back to one that opens to the same state (the fuzzer's
// property, here with the inputs that once broke it), and garbled ones are refused with a message.
#include <cmath>
#include <string>

#include <doctest/doctest.h>

#include "link/ShareLink.hpp"

using wl::decodeShareState;
using wl::encodeShareState;

TEST_CASE("a link opens, writes back and opens to the same state") {
  auto s = decodeShareState("#v1&lesson=nlink&step=3&t=1.5&frame=parent&terms=joint,coriolis&play=1&p.chain.count=20");
  REQUIRE(s.ok());
  CHECK(s->lesson == "nlink");
  CHECK(s->step == 3);
  CHECK(s->time == doctest::Approx(1.5));
  CHECK(s->terms.size() == 2);
  auto again = decodeShareState(encodeShareState(*s));
  REQUIRE(again.ok());
  CHECK(again->parameters == s->parameters);
  CHECK(again->frame == "parent");
}

TEST_CASE("a v2 link counts steps as the Lesson panel does; a v1 link from 0, as it always did") {
  // The panel's "Step 3 of 8" is the lesson's steps[2]: step=3 in a v2 link, step=2 in a v1 link.
  auto v2 = decodeShareState("#v2&lesson=nlink&step=3");
  auto v1 = decodeShareState("#v1&lesson=nlink&step=2");
  REQUIRE(v2.ok());
  REQUIRE(v1.ok());
  CHECK(v2->step == 2);
  CHECK(v1->step == 2);
  CHECK(encodeShareState(*v1) == "#v2&lesson=nlink&step=3");  // written as v2
  CHECK(decodeShareState("#v2&step=1")->step == 0);
  CHECK(decodeShareState("#v1&step=0")->step == 0);
  CHECK_FALSE(decodeShareState("#v2&step=0").ok());  // no "Step 0"
  CHECK_FALSE(decodeShareState("#v3&step=1").ok());
  CHECK(decodeShareState("#v2&step=101")->step == 100);  // the same 101 steps in either version
  CHECK_FALSE(decodeShareState("#v2&step=102").ok());
  CHECK_FALSE(decodeShareState("#v1&step=101").ok());
}

TEST_CASE("a link carries the axes the numbers are written in") {
  auto s = decodeShareState("#v1&lesson=ankle-knee-3d&step=3&frame=world&express=own");
  REQUIRE(s.ok());
  CHECK(s->expressedIn == "own");
  auto again = decodeShareState(encodeShareState(*s));
  REQUIRE(again.ok());
  CHECK(again->expressedIn == "own");
  CHECK(decodeShareState("#v1&express=rod").ok());
  CHECK_FALSE(decodeShareState("#v1&express=a%20b").ok());  // not a frame name
  CHECK(decodeShareState("#v1&frame=world")->expressedIn.empty());  // not given: the step's
}

TEST_CASE("a link carries the light theme for a bright hall; other themes are refused") {
  auto s = decodeShareState("#v1&lesson=nlink&theme=light");
  REQUIRE(s.ok());
  CHECK(s->theme == "light");
  CHECK(encodeShareState(*s) == "#v2&lesson=nlink&theme=light");
  CHECK(decodeShareState("#v1&theme=dark")->theme == "dark");
  CHECK(decodeShareState("#v1&lesson=nlink")->theme.empty());  // not given: the page keeps its own
  CHECK_FALSE(decodeShareState("#v1&theme=sepia").ok());
}

TEST_CASE("a link carries how bodies with meshes are drawn (see-through when not given); other styles are refused") {
  auto s = decodeShareState("#v2&lesson=robot&bodies=meshes");
  REQUIRE(s.ok());
  CHECK(s->bodies == "meshes");
  CHECK(encodeShareState(*s) == "#v2&lesson=robot&bodies=meshes");
  CHECK(decodeShareState("#v2&bodies=capsules")->bodies == "capsules");
  CHECK(decodeShareState("#v2&bodies=see-through")->bodies == "see-through");
  CHECK(decodeShareState("#v2&lesson=robot")->bodies.empty());
  auto bad = decodeShareState("#v2&bodies=wireframe");
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.error().text().find("bodies") != std::string::npos);
}

TEST_CASE("raw bytes a browser would have escaped are a garbled link") {
  const std::string raw = std::string("#v1&p.ln=,,\xfe\xff,,");
  auto s = decodeShareState(raw);
  REQUIRE(!s.ok());
  CHECK(s.error().text().find("link") != std::string::npos);
  CHECK(!decodeShareState("#v1&lesson=n link").ok());
}

TEST_CASE("a link whose written-out form would be too long is refused, not accepted half-way") {
  // 60 parameters of 60 quotes: 3.8 k characters as typed, 11 k once each quote is %-escaped.
  std::string hash = "#v1";
  for (int k = 0; k < 60; ++k) hash += "&p.a" + std::to_string(k) + "=" + std::string(60, '"');
  REQUIRE(hash.size() <= wl::kMaxHashLength);
  auto s = decodeShareState(hash);
  REQUIRE(!s.ok());
  CHECK(s.error().text().find("too long") != std::string::npos);
}

TEST_CASE("a link carries a state set by hand: q, q̇ and q̈ per coordinate, written back as read") {
  auto s = decodeShareState("#v1&lesson=robot&step=0&q=0,-1.2,1.5,0,0.25,-3e-2&qd=1,1,0,0,0,0");
  REQUIRE(s.ok());
  REQUIRE(s->q.size() == 6);
  CHECK(s->q[1] == -1.2);
  CHECK(s->q[5] == -0.03);
  CHECK(s->qd.size() == 6);
  CHECK(s->qdd.empty());  // not given: zero when applied
  const std::string written = encodeShareState(*s);
  CHECK(written.find("&q=0,-1.2,1.5,0,0.25,-0.03&qd=1,1,0,0,0,0") != std::string::npos);
  auto again = decodeShareState(written);
  REQUIRE(again.ok());
  CHECK(again->q == s->q);
  CHECK(again->qd == s->qd);
  // Ten significant digits: an angle a slider left comes back to within 1e-10.
  wl::ShareState angle;
  angle.q = {0.1234567890123, -2.0 / 3.0};
  auto back = decodeShareState(encodeShareState(angle));
  REQUIRE(back.ok());
  CHECK(std::abs(back->q[0] - angle.q[0]) < 1e-10);
  CHECK(std::abs(back->q[1] - angle.q[1]) < 1e-10);
}

TEST_CASE("a state in a link that is not a list of plain finite numbers is refused with a message") {
  int refused = 0;
  for (const char* hash : {"#v1&q=", "#v1&q=1,,2", "#v1&q=1,", "#v1&q=nan", "#v1&q=inf,0", "#v1&qd=0x10", "#v1&qdd=1e7",
                           "#v1&q=1;2", "#v1&q=abc", "#v1&q=1%2C2%00", "#v1&q=--1", "#v1&qd=1e400"}) {
    auto s = decodeShareState(hash);
    CHECK_MESSAGE(!s.ok(), hash);
    if (!s.ok()) {
      CHECK(s.error().text().find("link") != std::string::npos);
      ++refused;
    }
  }
  CHECK(refused == 12);
  std::string many = "#v1&q=0";
  for (std::size_t k = 1; k <= wl::kMaxLinkCoordinates; ++k) many += ",0";
  CHECK_FALSE(decodeShareState(many).ok());  // one more than a link may hold
}

TEST_CASE("a link's time and step are plain decimal numbers, read as every other number is (no hex, inf or nan)") {
  int refused = 0;
  for (const char* hash : {"#v2&lesson=nlink&t=0x1p1", "#v2&lesson=nlink&t=inf", "#v2&lesson=nlink&t=nan", "#v2&lesson=nlink&t=%201",
                           "#v2&lesson=nlink&step=0x2", "#v2&lesson=nlink&step=2e0x", "#v2&lesson=nlink&t=1e400"}) {
    auto s = decodeShareState(hash);
    CHECK_MESSAGE(!s.ok(), hash);
    refused += s.ok() ? 0 : 1;
  }
  CHECK(refused == 7);
  auto plain = decodeShareState("#v2&lesson=nlink&t=2.5e-1&step=2");
  REQUIRE(plain.ok());
  CHECK(plain->time == 0.25);
  CHECK(plain->step == 1);
}
