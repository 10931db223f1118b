// Embedding the engine: build a two-segment arm in code, prescribe its motion, and print every
// wrench term of the forearm as seen from the upper arm. (docs/engine.md walks through it.)
#include <cstdio>

#include "algorithms/InverseDynamics.hpp"
#include "algorithms/TermBreakdown.hpp"
#include "model/Model.hpp"
#include "model/Motion.hpp"

int main() {
  using namespace wl;
  ModelBuilder builder("arm");
  builder.gravity(Vec3(0, -9.81, 0));
  for (int i = 0; i < 2; ++i) {
    Segment s;
    s.name = i == 0 ? "upper_arm" : "forearm";
    s.parent = i - 1;                                     // -1: attached to the base
    s.joint.name = i == 0 ? "shoulder" : "elbow";
    s.joint.axis = Vec3::UnitZ();                         // planar: revolute about z
    s.joint.p_PJ = i == 0 ? Vec3::Zero() : Vec3(0.3, 0, 0);
    s.length = 0.3;
    s.inertia = Inertia::uniformRod(i == 0 ? 2.0 : 1.5, 0.3, Vec3::UnitX());
    builder.addSegment(s);
  }
  Result<Model> model = builder.build();                  // validated; errors name the field
  if (!model) {
    std::fprintf(stderr, "%s\n", model.error().text().c_str());
    return 2;
  }

  Motion motion;                                          // exact derivatives, no finite differences
  motion.coordinates = {TimeFunction::sinusoid(0.5, 2.0, 0.0), TimeFunction::constantRate(0.3, 1.0)};
  State state = State::zero(*model);
  motion.sample(0.4, state);

  Data data(*model);                                      // workspace: allocate once, reuse every step
  inverseDynamics(*model, data, state);                   // joint wrenches and torques, world frame
  TermBreakdown terms(*model);
  Observer fromUpperArm = Observer::inFrame(model->findFrame("upper_arm"));
  fromUpperArm.attachment = Observer::Attachment::Point;  // observe from the elbow, a point of the upper arm
  fromUpperArm.point = model->findPoint("forearm.proximal");
  computeTermBreakdown(*model, data, fromUpperArm, AboutPoint::Proximal, terms);

  std::printf("t = %.2f s, torques: shoulder %.4f N·m, elbow %.4f N·m\n", state.t, data.tau(0), data.tau(1));
  for (Term t : kAllTerms) {
    const Wrench& w = terms.segments[1][t];
    std::printf("%-12s F = (%8.4f, %8.4f, %8.4f) N   M_z = %8.4f N·m\n", termKey(t), w.force.x(), w.force.y(),
                w.force.z(), w.moment.z());
  }
  std::printf("joint wrench vs the inertial recursion: %.1e\n", jointWrenchDiscrepancy(*model, data, terms));
  return 0;
}
