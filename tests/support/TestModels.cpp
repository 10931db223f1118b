#include "support/TestModels.hpp"

#include "numerics/SplineFits.hpp"
#include "spatial/Rotation.hpp"

namespace wl::test {

NLink seed000Limb(const std::vector<double>& masses, const std::vector<double>& lengths,
                  const std::vector<double>& periods, const Vec3& gravity) {
  ModelBuilder builder("seed000");
  builder.gravity(gravity);
  NLink out;
  for (size_t k = 0; k < masses.size(); ++k) {
    Segment s;
    s.name = "s" + std::to_string(k);
    s.parent = static_cast<int>(k) - 1;
    s.joint.name = "j" + std::to_string(k);
    s.joint.type = JointType::Revolute;
    s.joint.axis = Vec3::UnitZ();
    s.joint.p_PJ = k == 0 ? Vec3::Zero() : Vec3(0.0, lengths[k - 1], 0.0);
    s.length = lengths[k];
    s.direction = Vec3::UnitY();
    s.inertia = Inertia::pointMass(masses[k], Vec3(0.0, lengths[k] / 2.0, 0.0));
    builder.addSegment(s);
    out.motion.push_back(TimeFunction::constantRate(0.0, 2.0 * kPi / periods[k]));
  }
  out.model = builder.build().value();
  return out;
}

State stateAt(const Model& model, const std::vector<TimeFunction>& motion, double t) {
  State s = State::zero(model);
  s.t = t;
  for (int k = 0; k < model.nq(); ++k) {
    const Derivatives d = motion[static_cast<size_t>(k)].at(t);
    s.q(k) = d.value;
    s.qd(k) = d.rate;
    s.qdd(k) = d.acceleration;
  }
  return s;
}

namespace {

Vec3 randomUnit(std::mt19937& rng) {
  std::normal_distribution<double> normal;
  Vec3 v(normal(rng), normal(rng), normal(rng));
  return v.normalized();
}

Mat3 randomRotation(std::mt19937& rng) {
  std::uniform_real_distribution<double> angle(-kPi, kPi);
  return axisAngle(randomUnit(rng), angle(rng));
}

TimeFunction randomFunction(std::mt19937& rng) {
  std::uniform_real_distribution<double> u(-1.0, 1.0);
  TimeFunction f = TimeFunction::polynomial({u(rng), u(rng), 0.5 * u(rng)});
  f += TimeFunction::sinusoid(u(rng), 2.0 + u(rng), u(rng));
  return f;
}

}  // namespace

Model randomChain(std::mt19937& rng, int n, int frames, bool withLoads, bool movingBase) {
  std::uniform_real_distribution<double> u(-1.0, 1.0);
  std::uniform_real_distribution<double> positive(0.2, 2.0);
  std::uniform_int_distribution<int> jointKind(0, 9);
  ModelBuilder builder("random");
  builder.gravity(Vec3(u(rng), u(rng), u(rng)) * 9.81);
  if (movingBase) {
    BaseMotion base;
    base.position = {randomFunction(rng), randomFunction(rng), randomFunction(rng)};
    base.axis = randomUnit(rng);
    base.angle = randomFunction(rng);
    builder.baseMotion(base);
  }
  for (int i = 0; i < n; ++i) {
    Segment s;
    s.name = "s" + std::to_string(i);
    s.parent = i == 0 ? -1 : std::uniform_int_distribution<int>(std::max(-1, i - 3), i - 1)(rng);
    s.joint.name = "j" + std::to_string(i);
    const int kind = jointKind(rng);
    s.joint.type = kind < 5 ? JointType::Revolute : kind < 7 ? JointType::Prismatic : kind < 9 ? JointType::Spherical : JointType::Fixed;
    s.joint.axis = randomUnit(rng);
    s.joint.R_PJ = randomRotation(rng);
    s.joint.p_PJ = Vec3(u(rng), u(rng), u(rng));
    s.length = positive(rng);
    s.direction = randomUnit(rng);
    // A general body: principal moments satisfying the triangle inequality, rotated randomly.
    const double m = positive(rng);
    const Vec3 principal(positive(rng), positive(rng), positive(rng));
    Vec3 sorted = principal;
    std::sort(sorted.data(), sorted.data() + 3);
    if (sorted(0) + sorted(1) < sorted(2)) sorted(2) = sorted(0) + sorted(1);
    const Mat3 R = randomRotation(rng);
    s.inertia = Inertia::general(m, Vec3(u(rng), u(rng), u(rng)), R * sorted.asDiagonal() * R.transpose() * 0.1);
    s.points.push_back({"p", Vec3(u(rng), u(rng), u(rng))});
    builder.addSegment(s);
  }
  for (int k = 0; k < frames; ++k) {
    ObserverFrameDef f;
    f.name = "f" + std::to_string(k);
    f.parent = std::uniform_int_distribution<int>(0, 1 + n + k)(rng);
    f.R_PF = randomRotation(rng);
    f.p_PF = Vec3(u(rng), u(rng), u(rng));
    f.spinAxis = randomUnit(rng);
    f.spin = randomFunction(rng);
    builder.addObserverFrame(f);
  }
  if (withLoads) {
    Load tip;
    tip.name = "tip";
    tip.type = LoadType::Force;
    tip.segment = n - 1;
    tip.force = VectorFunction::constant(Vec3(u(rng), u(rng), u(rng)));
    tip.moment = VectorFunction::constant(Vec3(u(rng), u(rng), u(rng)));
    builder.addLoad(tip, "distal");
    Load spring;
    spring.name = "spring";
    spring.type = LoadType::Spring;
    spring.segment = n / 2;
    spring.anchor_W = Vec3(u(rng), u(rng), u(rng)) * 3.0;
    spring.stiffness = 20.0 * positive(rng);
    spring.restLength = 0.3;
    builder.addLoad(spring, "p");
    Load grf;
    grf.name = "grf";
    grf.type = LoadType::GroundReaction;
    grf.segment = 0;
    grf.force = {randomFunction(rng), randomFunction(rng), randomFunction(rng)};
    grf.centreOfPressure = {randomFunction(rng), randomFunction(rng), randomFunction(rng)};
    grf.freeMoment = randomFunction(rng);
    builder.addLoad(grf);
  }
  return builder.build().value();
}

State randomState(std::mt19937& rng, const Model& model) {
  std::uniform_real_distribution<double> u(-1.0, 1.0);
  State s = State::zero(model);
  s.t = 2.0 * std::abs(u(rng));
  for (int k = 0; k < model.nq(); ++k) {
    s.q(k) = u(rng);
    s.qd(k) = 2.0 * u(rng);
    s.qdd(k) = 3.0 * u(rng);
  }
  return s;
}

Joint randomGeneralJoint(std::mt19937& rng, const std::string& name) {
  std::uniform_real_distribution<double> u(-1.0, 1.0);
  Joint j;
  j.name = name;
  j.type = JointType::General;
  const int axes = std::uniform_int_distribution<int>(1, 6)(rng);
  const int coordinates = std::uniform_int_distribution<int>(1, std::min(3, axes))(rng);
  j.generalCoordinateCount = coordinates;
  for (int c = 0; c < coordinates; ++c) j.coordinates.push_back({name + "_q" + std::to_string(c), CoordinateMotion::Coupled});
  for (int k = 0; k < axes; ++k) {
    JointAxis a;
    a.kind = u(rng) < 0.0 ? JointAxis::Kind::Rotation : JointAxis::Kind::Translation;
    a.axis = randomUnit(rng);
    a.coordinate = k < coordinates ? k : std::uniform_int_distribution<int>(-1, coordinates - 1)(rng);
    const int form = std::uniform_int_distribution<int>(0, 3)(rng);
    if (a.coordinate < 0) {
      a.function = JointFunction::constant(u(rng));
    } else if (form == 0) {
      a.function = JointFunction::linear(1.0, 0.0);
    } else if (form == 1) {
      a.function = JointFunction::linear(u(rng) + 1.5, u(rng));
    } else if (form == 2) {
      a.function = JointFunction::polynomial({u(rng), 1.0 + 0.5 * u(rng), 0.4 * u(rng), 0.1 * u(rng)});
    } else {
      std::vector<double> x{-4.0, -2.0, -0.5, 0.5, 2.0, 4.0}, y;
      for (double xi : x) y.push_back(0.8 * xi + 0.3 * u(rng));
      a.function = JointFunction::ofSpline(std::make_shared<const PiecewisePolynomial>(fitFmmCubicSpline(x, y).value()),
                                           0.5 + std::abs(u(rng)));
    }
    j.axes.push_back(a);
  }
  return j;
}

Model randomGeneralChain(std::mt19937& rng, int n, bool withLoads, bool movingBase) {
  Model base = randomChain(rng, n, 0, withLoads, movingBase);
  ModelBuilder builder("random-general");
  builder.gravity(base.gravity_W());
  builder.baseMotion(base.base());
  std::uniform_real_distribution<double> u(0.0, 1.0);
  for (Segment s : base.segments()) {
    if (u(rng) < 0.7) {
      Joint j = randomGeneralJoint(rng, s.joint.name);
      j.R_PJ = s.joint.R_PJ;
      j.p_PJ = s.joint.p_PJ;
      s.joint = j;
    }
    builder.addSegment(s);
  }
  for (const Load& l : base.loads()) builder.addLoad(l, l.type == LoadType::GroundReaction ? "" : base.points()[static_cast<size_t>(l.point)].name);
  return builder.build().value();
}

Model doublePendulum(double m1, double m2, double l1, double l2, double g) {
  ModelBuilder builder("double pendulum");
  builder.gravity(Vec3(0.0, -g, 0.0));
  const double masses[2] = {m1, m2};
  const double lengths[2] = {l1, l2};
  for (int k = 0; k < 2; ++k) {
    Segment s;
    s.name = k == 0 ? "upper" : "lower";
    s.parent = k - 1;
    s.joint.name = k == 0 ? "shoulder" : "elbow";
    s.joint.axis = Vec3::UnitZ();
    s.joint.p_PJ = k == 0 ? Vec3::Zero() : Vec3(0.0, -l1, 0.0);
    s.length = lengths[k];
    s.direction = -Vec3::UnitY();  // hanging: angle 0 points down
    s.inertia = Inertia::uniformRod(masses[k], lengths[k], -Vec3::UnitY());
    builder.addSegment(s);
  }
  return builder.build().value();
}

}  // namespace wl::test
