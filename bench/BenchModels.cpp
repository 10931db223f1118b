#include "BenchModels.hpp"

#include <iomanip>
#include <sstream>

namespace wl::bench {

std::string ChainSpec::label() const {
  return (kind == ChainKind::Planar ? std::string("planar n=") : std::string("spherical n=")) + std::to_string(links);
}

Model buildModel(const ChainSpec& spec) {
  ModelBuilder builder(spec.kind == ChainKind::Planar ? "planar_chain" : "spherical_chain");
  builder.gravity(Vec3(0.0, -9.81, 0.0));
  const double a = spec.axialInertia();
  const double t = spec.transverseInertia();
  for (int k = 0; k < spec.links; ++k) {
    Segment s;
    s.name = "rod" + std::to_string(k);
    s.parent = k - 1;
    s.joint.name = "joint" + std::to_string(k);
    s.joint.type = spec.kind == ChainKind::Planar ? JointType::Revolute : JointType::Spherical;
    s.joint.axis = Vec3::UnitZ();
    s.joint.p_PJ = k == 0 ? Vec3::Zero() : Vec3(spec.length, 0.0, 0.0);
    s.length = spec.length;
    s.direction = Vec3::UnitX();
    s.inertia = Inertia::general(spec.mass, Vec3(0.5 * spec.length, 0.0, 0.0), Mat3(Vec3(a, t, t).asDiagonal()));
    builder.addSegment(s);
  }
  if (spec.spinningObserver) {
    // A rotating observer frame, so every fictitious term (Euler, centrifugal, Coriolis,
    // D'Alembert of an off-axis attachment) is non-zero in the breakdown.
    ObserverFrameDef f;
    f.name = "spinning";
    f.parent = kWorldFrame;
    f.p_PF = Vec3(0.1, -0.2, 0.0);
    f.spinAxis = Vec3::UnitZ();
    f.spin = TimeFunction::polynomial({0.2, 1.3, 0.4});
    builder.addObserverFrame(f);
  }
  return builder.build().value();
}

std::string buildMjcf(const ChainSpec& spec) {
  std::ostringstream x;
  x << std::setprecision(17);
  x << "<mujoco model=\"" << (spec.kind == ChainKind::Planar ? "planar_chain" : "spherical_chain") << "\">\n"
    << "  <compiler angle=\"radian\" inertiafromgeom=\"false\"/>\n"
    << "  <option gravity=\"0 -9.81 0\" timestep=\"0.001\"/>\n"
    << "  <worldbody>\n";
  const char* joint = spec.kind == ChainKind::Planar ? "<joint type=\"hinge\" axis=\"0 0 1\"/>"
                                                     : "<joint type=\"ball\"/>";
  for (int k = 0; k < spec.links; ++k) {
    x << "<body name=\"rod" << k << "\" pos=\"" << (k == 0 ? 0.0 : spec.length) << " 0 0\">" << joint
      << "<inertial pos=\"" << 0.5 * spec.length << " 0 0\" mass=\"" << spec.mass << "\" diaginertia=\""
      << spec.axialInertia() << ' ' << spec.transverseInertia() << ' ' << spec.transverseInertia() << "\"/>\n";
  }
  for (int k = 0; k < spec.links; ++k) x << "</body>";
  x << "\n  </worldbody>\n</mujoco>\n";
  return x.str();
}

std::vector<State> randomStates(const Model& model, int count, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> u(-1.0, 1.0);
  std::vector<State> states;
  for (int i = 0; i < count; ++i) {
    State s = State::zero(model);
    s.t = 0.5 + 0.01 * i;
    for (int k = 0; k < model.nq(); ++k) {
      s.q(k) = u(rng);
      s.qd(k) = 2.0 * u(rng);
      s.qdd(k) = 3.0 * u(rng);
    }
    states.push_back(s);
  }
  return states;
}

}  // namespace wl::bench
