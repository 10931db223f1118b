// Seed 001's matrix formulation (all joint forces and moments from one linear system) against the
// recursive Newton–Euler pass, and against a static foot–shank balance solved by hand.
#include <doctest/doctest.h>

#include "algorithms/InverseDynamics.hpp"
#include "algorithms/MatrixFormulation.hpp"
#include "support/TestModels.hpp"

using namespace wl;

TEST_CASE("matrix formulation equals the recursive joint wrenches on random 3D trees") {
  std::mt19937 rng(2026);
  for (int trial = 0; trial < 40; ++trial) {
    const Model model = test::randomChain(rng, 1 + trial % 9, 1, true, true);
    Data data(model);
    const State state = test::randomState(rng, model);
    inverseDynamics(model, data, state);
    auto solved = solveJointWrenchesAsLinearSystem(model, data);
    REQUIRE(solved.ok());
    for (int i = 0; i < model.segmentCount(); ++i) {
      const auto k = static_cast<size_t>(i);
      const Mat3& R = data.frames[static_cast<size_t>(model.segmentFrame(i))].R_WF;
      const Wrench& recursion = data.jointWrench_W[k];
      const Wrench& linearSystem = solved->jointWrench_W[k];
      const double scale = 1.0 + recursion.force.norm() + recursion.moment.norm();
      CHECK(isApprox(linearSystem, recursion, 1e-9 * scale));
      // The seed's own unknowns: force in world axes, couple in segment axes.
      CHECK((solved->x.segment<3>(6 * i) - recursion.force).norm() < 1e-9 * scale);
      CHECK((R * solved->x.segment<3>(6 * i + 3) - recursion.moment).norm() < 1e-9 * scale);
    }
  }
}

TEST_CASE("static foot and shank standing on a ground reaction force: hand-solved balance") {
  // Shank hanging from the knee at (0, 0.5, 0) down to the ankle at (0, 0.07, 0); foot forward
  // along +x, COM 0.1 m in front of the ankle; GRF (0, 700, 0) N at the centre of pressure
  // (0.15, 0, 0); g = −9.81 ŷ; m_S = 3.5 kg, m_F = 1 kg; everything at rest.
  ModelBuilder builder("foot and shank");
  builder.gravity(Vec3(0, -9.81, 0));
  Segment shank;
  shank.name = "shank";
  shank.joint.name = "knee";
  shank.joint.type = JointType::Spherical;
  shank.joint.p_PJ = Vec3(0, 0.5, 0);
  shank.length = 0.43;
  shank.direction = -Vec3::UnitY();
  shank.inertia = Inertia::general(3.5, Vec3(0, -0.19, 0), (Mat3() << 0.05, 0.002, 0.001, 0.002, 0.004, 0.003, 0.001, 0.003, 0.05).finished());
  builder.addSegment(shank);
  Segment foot;
  foot.name = "foot";
  foot.parent = 0;
  foot.joint.name = "ankle";
  foot.joint.type = JointType::Spherical;
  foot.joint.p_PJ = Vec3(0, -0.43, 0);
  foot.length = 0.2;
  foot.direction = Vec3::UnitX();
  foot.inertia = Inertia::general(1.0, Vec3(0.1, 0, 0), (Mat3() << 0.001, 0.0002, 0, 0.0002, 0.004, 0.0001, 0, 0.0001, 0.004).finished());
  builder.addSegment(foot);
  Load grf;
  grf.name = "grf";
  grf.type = LoadType::GroundReaction;
  grf.segment = 1;
  grf.force = VectorFunction::constant(Vec3(0, 700, 0));
  grf.centreOfPressure = VectorFunction::constant(Vec3(0.15, 0, 0));
  builder.addLoad(grf);
  auto model = builder.build();
  REQUIRE(model.ok());
  Data data(*model);
  const State state = State::zero(*model);
  inverseDynamics(*model, data, state);
  auto solved = solveJointWrenchesAsLinearSystem(*model, data);
  REQUIRE(solved.ok());
  // Foot: F_A = −GRF − m_F g; M_A = −[(cop − A) × GRF + (C_F − A) × m_F g] = −(105 − 0.981) ẑ.
  const Vec3 FA(0, -690.19, 0), MA(0, 0, -104.019);
  // Shank: F_K = F_A − m_S g; every moment arm on the shank is vertical, parallel to the forces: M_K = M_A.
  const Vec3 FK(0, -655.855, 0);
  CHECK((data.jointWrench_W[1].force - FA).norm() < 1e-9);
  CHECK((data.jointWrench_W[1].moment - MA).norm() < 1e-9);
  CHECK((data.jointWrench_W[0].force - FK).norm() < 1e-9);
  CHECK((data.jointWrench_W[0].moment - MA).norm() < 1e-9);
  // Each wrench says where it is taken: about the segment's proximal joint (the ankle at (0, 0.07, 0)).
  CHECK((data.jointWrench_W[1].point - Vec3(0, 0.07, 0)).norm() < 1e-12);
  CHECK(data.jointWrench_W[1].about == model->proximalPoint(1));
  CHECK((solved->jointWrench_W[1].force - FA).norm() < 1e-9);
  CHECK((solved->x.segment<3>(9) - MA).norm() < 1e-9);  // foot axes are world axes at rest
  CHECK((solved->jointWrench_W[0].force - FK).norm() < 1e-9);
  CHECK((solved->x.segment<3>(3) - MA).norm() < 1e-9);
}
