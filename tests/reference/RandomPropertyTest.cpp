// Properties that must hold for any chain: random trees with every joint type, random inertias,
// loads, a moving base and spinning observer frames, at random states.
#include <doctest/doctest.h>

#include <Eigen/Eigenvalues>

#include "algorithms/ForwardDynamics.hpp"
#include "algorithms/GeneralizedForces.hpp"
#include "algorithms/InverseDynamics.hpp"
#include "algorithms/Kinematics.hpp"
#include "algorithms/MassMatrix.hpp"
#include "algorithms/TermBreakdown.hpp"
#include "support/TestModels.hpp"

using namespace wl;

// Each property test counts the trials it really checked and fails below a minimum: a generator that
// starts producing only degenerate trees (or a skip that becomes the rule) must not pass with no checks.

TEST_CASE("τ from the recursion equals M q̈ + C + G + E, and M is symmetric positive definite") {
  std::mt19937 rng(11);
  int checked = 0, definite = 0;
  for (int trial = 0; trial < 60; ++trial) {
    const Model model = test::randomChain(rng, 1 + trial % 12, 1, true, true);
    Data data(model);
    const State s = test::randomState(rng, model);
    generalizedForces(model, data, s);
    const VecX split = data.M * s.qdd + data.C + data.G + data.E;
    // M q̈ by a Newton–Euler pass (torqueParts: no matrix) is the CRBA's M times q̈.
    CHECK((data.Mqdd - data.M * s.qdd).norm() < 1e-9 * (1.0 + data.Mqdd.norm()));
    const VecX tau = inverseDynamics(model, data, s);
    CHECK((tau - split).norm() < 1e-9 * (1.0 + tau.norm()));
    CHECK((data.M - data.M.transpose()).norm() < 1e-10 * (1.0 + data.M.norm()));
    if (model.nq() > 0 && !model.hasMasslessCoordinate()) {
      CHECK(Eigen::SelfAdjointEigenSolver<MatX>(data.M).eigenvalues().minCoeff() > 0.0);
      ++definite;
    }
    ++checked;
  }
  MESSAGE("τ = M q̈ + C + G + E on " << checked << " random trees (" << definite << " with M positive definite checked)");
  CHECK(checked == 60);
  CHECK(definite >= 40);
}

TEST_CASE("CRBA's M equals the recursion's response to unit accelerations (a second algorithm)") {
  std::mt19937 rng(12);
  int columns = 0;
  for (int trial = 0; trial < 30; ++trial) {
    const Model model = test::randomChain(rng, 1 + trial % 8, 0, false, false);
    Data data(model);
    State s = test::randomState(rng, model);
    massMatrix(model, data, s);
    const MatX M = data.M;
    DynamicsOptions bare{false, false, false};
    s.qd.setZero();
    for (int k = 0; k < model.nq(); ++k) {
      s.qdd.setZero();
      s.qdd(k) = 1.0;
      const VecX column = inverseDynamics(model, data, s, bare);
      CHECK((column - M.col(k)).norm() < 1e-10 * (1.0 + M.norm()));
      ++columns;
    }
  }
  MESSAGE("CRBA vs unit accelerations: " << columns << " columns of M on 30 random trees");
  CHECK(columns >= 60);
}

TEST_CASE("forward dynamics then inverse dynamics returns the applied torques") {
  std::mt19937 rng(13);
  std::normal_distribution<double> normal;
  int checked = 0, massless = 0, refused = 0;
  for (int trial = 0; trial < 60; ++trial) {
    const Model model = test::randomChain(rng, 1 + trial % 10, 0, true, true);
    if (model.hasMasslessCoordinate()) {
      ++massless;
      continue;
    }
    Data data(model);
    State s = test::randomState(rng, model);
    VecX tau(model.nq());
    for (int k = 0; k < model.nq(); ++k) tau(k) = 5.0 * normal(rng);
    const Status fd = forwardDynamics(model, data, s, tau);
    if (!fd) {  // a spherical joint drawn at gimbal lock: refused with a message, tested in NumericsTest
      ++refused;
      continue;
    }
    const VecX back = inverseDynamics(model, data, s);
    CHECK((back - tau).norm() < 1e-7 * (1.0 + tau.norm()));
    ++checked;
  }
  MESSAGE("forward ∘ inverse dynamics: " << checked << " trees checked, " << massless << " with a massless coordinate, "
                                         << refused << " refused");
  CHECK(checked >= 45);
}

TEST_CASE("the joint wrench is the same for every observer: world, own, parent, any frame, any attachment") {
  std::mt19937 rng(14);
  int breakdowns = 0;
  for (int trial = 0; trial < 40; ++trial) {
    const Model model = test::randomChain(rng, 1 + trial % 7, 3, true, true);
    Data data(model);
    const State s = test::randomState(rng, model);
    inverseDynamics(model, data, s);
    TermBreakdown b(model);
    std::vector<Observer> observers{Observer::world(), Observer::ownFrame(), Observer::parentFrame()};
    for (FrameId f = 1; f < static_cast<FrameId>(model.frames().size()); ++f) {
      observers.push_back(Observer::inFrame(f));
      Observer atOrigin = Observer::inFrame(f);
      atOrigin.attachment = Observer::Attachment::Origin;
      observers.push_back(atOrigin);
    }
    for (const Observer& o : observers)
      for (AboutPoint about : {AboutPoint::Proximal, AboutPoint::Com, AboutPoint::Distal}) {
        computeTermBreakdown(model, data, o, about, b);
        const double scale = 1.0 + data.jointWrench_W[0].force.norm() + data.jointWrench_W[0].moment.norm();
        CHECK(jointWrenchDiscrepancy(model, data, b) < 1e-12 * 100 * scale);
        for (const SegmentTerms& st : b.segments) CHECK(st.residual.vector().norm() < 1e-10 * scale);
        ++breakdowns;
      }
  }
  MESSAGE("observer invariance: " << breakdowns << " breakdowns on 40 random trees");
  CHECK(breakdowns >= 40 * 3 * 5);
}

TEST_CASE("application points: gravity and D'Alembert act through the COM, joint and distal at the joints") {
  // Independent of the breakdown's own point: moved to the COM, a uniform field's wrench (gravity,
  // −m a_O) has no moment left, for every observer and every 'moments about' choice.
  std::mt19937 rng(21);
  int terms = 0;
  for (int trial = 0; trial < 20; ++trial) {
    const Model model = test::randomChain(rng, 1 + trial % 6, 1, true, true);
    Data data(model);
    const State s = test::randomState(rng, model);
    inverseDynamics(model, data, s);
    TermBreakdown b(model);
    for (const Observer& o : {Observer::world(), Observer::ownFrame(), Observer::parentFrame()})
      for (AboutPoint about : {AboutPoint::Proximal, AboutPoint::Com, AboutPoint::Distal}) {
        computeTermBreakdown(model, data, o, about, b);
        for (const SegmentTerms& st : b.segments) {
          CHECK(termApplicationPoint(model, st.segment, Term::Joint) == model.proximalPoint(st.segment));
          CHECK(termApplicationPoint(model, st.segment, Term::Distal) == model.distalPoint(st.segment));
          CHECK(termApplicationPoint(model, st.segment, Term::External) == kNoPoint);
          for (Term t : {Term::Gravity, Term::DAlembert}) {
            const Wrench& w = st[t];
            const FrameState& frame = data.frames[static_cast<size_t>(w.frame)];
            const Vec3 com = frame.fromWorld(pointPosition(model, data, termApplicationPoint(model, st.segment, t)));
            const Wrench atCom = w.translatedTo(com);
            CHECK(atCom.moment.norm() < 1e-9 * (1.0 + w.moment.norm() + w.force.norm()));
            ++terms;
          }
        }
      }
  }
  MESSAGE("application points: " << terms << " gravity and D'Alembert terms moved to their COM");
  CHECK(terms >= 20 * 9 * 2);
}
