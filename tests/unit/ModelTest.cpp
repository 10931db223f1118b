// The model is constant once built: its tables have invariants only ModelBuilder establishes (each joint's
// first coordinate, the frame and point tables), so the type gives nothing outside the builder a way to
// change a field. These checks are compile-time facts, stated where a reader looks for them.
#include <doctest/doctest.h>

#include <type_traits>
#include <utility>

#include "model/Model.hpp"

using namespace wl;

namespace {

template <typename T>
constexpr bool isConstReference = std::is_reference_v<T> && std::is_const_v<std::remove_reference_t<T>>;

}  // namespace

// Every table a Model exposes is a const reference, even through a non-const Model.
static_assert(isConstReference<decltype(std::declval<Model&>().segments())>);
static_assert(isConstReference<decltype(std::declval<Model&>().loads())>);
static_assert(isConstReference<decltype(std::declval<Model&>().frames())>);
static_assert(isConstReference<decltype(std::declval<Model&>().points())>);
static_assert(isConstReference<decltype(std::declval<Model&>().observerFrames())>);
static_assert(isConstReference<decltype(std::declval<Model&>().coordinateNames())>);
static_assert(isConstReference<decltype(std::declval<Model&>().coordinateSegment())>);
static_assert(isConstReference<decltype(std::declval<Model&>().gravity_W())>);
static_assert(isConstReference<decltype(std::declval<Model&>().base())>);
static_assert(std::is_same_v<decltype(std::declval<Model&>().nq()), int>);

TEST_CASE("a built model's tables agree with what the builder was given") {
  ModelBuilder builder("two links");
  builder.gravity(Vec3(0, -9.81, 0));
  Segment upper;
  upper.name = "upper";
  upper.length = 0.3;
  upper.inertia = Inertia::uniformRod(2.0, 0.3, Vec3::UnitX());
  builder.addSegment(upper);
  Segment lower;
  lower.name = "lower";
  lower.parent = 0;
  lower.joint.type = JointType::Spherical;
  lower.joint.p_PJ = Vec3(0.3, 0, 0);
  lower.length = 0.25;
  lower.inertia = Inertia::uniformRod(1.0, 0.25, Vec3::UnitX());
  builder.addSegment(lower);
  auto model = builder.build();
  REQUIRE_MESSAGE(model.ok(), model.error().text());
  CHECK(model->name() == "two links");
  CHECK(model->nq() == 4);  // 1 revolute + 3 Cardan angles
  CHECK(model->segments()[1].joint.qIndex == 1);
  CHECK(model->coordinateNames() == std::vector<std::string>{"upper", "lower_x", "lower_y", "lower_z"});
  CHECK(model->coordinateSegment() == std::vector<int>{0, 1, 1, 1});
  CHECK(model->frames().size() == 4);  // world, base, upper, lower
  CHECK(model->points()[static_cast<size_t>(model->distalPoint(1))].p_F.isApprox(Vec3(0.25, 0, 0)));
  CHECK(model->findPoint("lower.proximal") == model->proximalPoint(1));
  CHECK(model->gravity_W().isApprox(Vec3(0, -9.81, 0)));
}
