// Every robot fixture, URDF and MJCF, against MuJoCo (Debian's libmujoco-dev, 2.2.2) loading the same
// file: at 20 random states per file, our inverse dynamics τ and mass matrix M equal MuJoCo's
// mj_inverse (qfrc_inverse) and mj_fullM to 1e-9 relative. MuJoCo's constraints (contacts, joint
// limits, dry friction) are switched off: a random state may sit outside a range. Passive forces stay
// on: MuJoCo 2.2.2's mj_inverse gives qfrc_inverse = M qacc + qfrc_bias − qfrc_passive, and our τ
// includes P, what balances the joints' dampers and springs (algorithms/PassiveForces.hpp), so τ is
// compared as a whole and P alone against −qfrc_passive (the fixtures passive-joints.* have them).
// Dry friction and equality constraints are constraints too: off in MuJoCo, left out by the importers
// (saying so); a coupled coordinate is set by hand here like any other. The MJCF cases that change
// forces or masses (a renamed or repeated top-level default, <flag gravity/passive="disable">,
// inertiagrouprange, discardvisual, balanceinertia) are in default-top-class.xml and flags-and-groups.xml.
//
// The coordinates differ where MuJoCo holds a quaternion (docs/robot-formats.md):
//  - hinge and slide: the same q, q̇, q̈ and τ (our coordinate is MuJoCo's qpos, reference angle included);
//  - ball: our Cardan angles (a, b, c), R_JB = Rx(a) Ry(b) Rz(c); MuJoCo's quaternion of R_JB and, as
//    velocity, the child's angular velocity in child axes ω_B = E(b, c) q̇ (tests/reference/
//    MujocoPinnedTreeTest.cpp derives E), acceleration E q̈ + Ė q̇;
//  - free: our translations t along the joint frame J's axes, then Cardan angles; MuJoCo's position
//    p_J + R_J t and the quaternion of R_J Rx Ry Rz, velocity (world linear velocity R_J ṫ, child-axis ω_B).
// With v_mj = T v_ours (T block diagonal: 1, E, or diag(R_J, E)), power and kinetic energy are the same
// in both, so τ_ours = Tᵀ qfrc_mj and M_ours = Tᵀ M_mj T.
#include <doctest/doctest.h>

#include <mujoco/mujoco.h>

#include <Eigen/Geometry>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "algorithms/GeneralizedForces.hpp"
#include "algorithms/InverseDynamics.hpp"
#include "algorithms/MassMatrix.hpp"
#include "io/codecs/JsonText.hpp"
#include "io/importers/robot/RobotFile.hpp"
#include "spatial/Rotation.hpp"
#include "support/CardanRates.hpp"

using namespace wl;
using wl::test::cardanRatesToChildOmega;
using wl::test::cardanRatesToChildOmegaDot;

namespace {

constexpr double kRelativeTolerance = 1e-9;
constexpr double kSmallEntryFloor = 1e-6;  // entries below 1e-6 of the largest are judged against that (exact zeros)
constexpr int kStatesPerFile = 20;

struct MjDeleter {
  void operator()(mjModel* m) const { mj_deleteModel(m); }
  void operator()(mjData* d) const { mj_deleteData(d); }
};

// One of our joints and the MuJoCo joint(s) it stands for.
struct Mapping {
  enum class Kind { Scalar, Ball, Free } kind = Kind::Scalar;
  int ours = 0;              // first coordinate
  int qpos = 0, dof = 0;     // MuJoCo addresses
  Mat3 R_J = Mat3::Identity();
  Vec3 p_J = Vec3::Zero();
  std::string name;
};

bool endsWith(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

std::vector<Mapping> mapCoordinates(const Model& model, const mjModel* m) {
  std::vector<Mapping> maps;
  int freeJointsMapped = 0;
  auto mjJoint = [&](const std::string& name) {
    const int id = mj_name2id(m, mjOBJ_JOINT, name.c_str());
    REQUIRE_MESSAGE(id >= 0, "MuJoCo has no joint named ", name);
    return id;
  };
  for (const Segment& s : model.segments()) {
    const Joint& j = s.joint;
    const int n = j.nq();
    if (n == 0) continue;
    std::vector<std::string> names;
    for (int k = 0; k < n; ++k) names.push_back(model.coordinateNames()[static_cast<size_t>(j.qIndex + k)]);
    if (j.type == JointType::Spherical) {
      const int id = mjJoint(j.name);
      REQUIRE(m->jnt_type[id] == mjJNT_BALL);
      maps.push_back({Mapping::Kind::Ball, j.qIndex, m->jnt_qposadr[id], m->jnt_dofadr[id], Mat3::Identity(), Vec3::Zero(), j.name});
      continue;
    }
    if (j.type == JointType::General && n == 6 && endsWith(names[0], "_tx") && endsWith(names[5], "_rz")) {
      const std::string base = names[0].substr(0, names[0].size() - 3);
      // A <freejoint/> without a name (Menagerie's robots) is ours under a made-up name: the free joints
      // of both come in the same order.
      int id = mj_name2id(m, mjOBJ_JOINT, base.c_str());
      if (id < 0)
        for (int k = 0, seen = 0; k < m->njnt && id < 0; ++k)
          if (m->jnt_type[k] == mjJNT_FREE && seen++ == freeJointsMapped) id = k;
      ++freeJointsMapped;
      REQUIRE_MESSAGE(id >= 0, "MuJoCo has no free joint for ", base);
      REQUIRE(m->jnt_type[id] == mjJNT_FREE);
      CHECK(s.parent == -1);
      maps.push_back({Mapping::Kind::Free, j.qIndex, m->jnt_qposadr[id], m->jnt_dofadr[id], j.R_PJ, j.p_PJ, base});
      continue;
    }
    for (int k = 0; k < n; ++k) {
      const int id = mjJoint(names[static_cast<size_t>(k)]);
      REQUIRE_MESSAGE((m->jnt_type[id] == mjJNT_HINGE || m->jnt_type[id] == mjJNT_SLIDE), names[static_cast<size_t>(k)]);
      maps.push_back({Mapping::Kind::Scalar, j.qIndex + k, m->jnt_qposadr[id], m->jnt_dofadr[id], Mat3::Identity(), Vec3::Zero(),
                      names[static_cast<size_t>(k)]});
    }
  }
  return maps;
}

struct MjState {
  std::vector<double> qpos, qvel, qacc;
  MatX T;  // v_mj = T v_ours
};

void cardanAt(const Vec3& angles, Mat3& R) { R = cardanXYZ(angles(0), angles(1), angles(2)); }

MjState toMujoco(const std::vector<Mapping>& maps, const mjModel* m, const State& st) {
  MjState out{std::vector<double>(static_cast<size_t>(m->nq), 0.0), std::vector<double>(static_cast<size_t>(m->nv), 0.0),
              std::vector<double>(static_cast<size_t>(m->nv), 0.0), MatX::Zero(m->nv, st.q.size())};
  for (const Mapping& mp : maps) {
    const size_t p = static_cast<size_t>(mp.qpos), v = static_cast<size_t>(mp.dof);
    const int k = mp.ours;
    auto putQuaternion = [&](size_t at, const Mat3& R) {
      const Eigen::Quaterniond q(R);
      out.qpos[at] = q.w(); out.qpos[at + 1] = q.x(); out.qpos[at + 2] = q.y(); out.qpos[at + 3] = q.z();
    };
    if (mp.kind == Mapping::Kind::Scalar) {
      out.qpos[p] = st.q(k);
      out.qvel[v] = st.qd(k);
      out.qacc[v] = st.qdd(k);
      out.T(mp.dof, k) = 1.0;
      continue;
    }
    const int r = mp.kind == Mapping::Kind::Ball ? k : k + 3;  // our Cardan angles
    const Vec3 angles = st.q.segment<3>(r), rates = st.qd.segment<3>(r), accelerations = st.qdd.segment<3>(r);
    const Mat3 E = cardanRatesToChildOmega(angles(1), angles(2));
    const Mat3 Ed = cardanRatesToChildOmegaDot(angles(1), angles(2), rates(1), rates(2));
    const Vec3 omega_B = E * rates, omegaDot_B = E * accelerations + Ed * rates;
    Mat3 R;
    cardanAt(angles, R);
    const size_t w = mp.kind == Mapping::Kind::Ball ? v : v + 3;
    for (int i = 0; i < 3; ++i) {
      out.qvel[w + static_cast<size_t>(i)] = omega_B(i);
      out.qacc[w + static_cast<size_t>(i)] = omegaDot_B(i);
    }
    out.T.block<3, 3>(static_cast<Eigen::Index>(w), r) = E;
    if (mp.kind == Mapping::Kind::Ball) {
      putQuaternion(p, R);
    } else {
      const Vec3 t = st.q.segment<3>(k), td = st.qd.segment<3>(k), tdd = st.qdd.segment<3>(k);
      const Vec3 pos = mp.p_J + mp.R_J * t, vel = mp.R_J * td, acc = mp.R_J * tdd;
      for (int i = 0; i < 3; ++i) {
        out.qpos[p + static_cast<size_t>(i)] = pos(i);
        out.qvel[v + static_cast<size_t>(i)] = vel(i);
        out.qacc[v + static_cast<size_t>(i)] = acc(i);
      }
      putQuaternion(p + 3, mp.R_J * R);
      out.T.block<3, 3>(mp.dof, k) = mp.R_J;
    }
  }
  return out;
}

std::string digits17(double x) {
  char b[40];
  std::snprintf(b, sizeof b, "%.17g", x);
  return b;
}

struct Comparison {
  double worst = 0.0;
  int entries = 0;
  void check(const MatX& ours, const MatX& theirs, const std::string& what) {
    REQUIRE(ours.rows() == theirs.rows());
    REQUIRE(ours.cols() == theirs.cols());
    const double floor = std::max(kSmallEntryFloor * theirs.cwiseAbs().maxCoeff(), 1e-300);
    for (Eigen::Index r = 0; r < theirs.rows(); ++r)
      for (Eigen::Index c = 0; c < theirs.cols(); ++c) {
        const double relative = std::abs(ours(r, c) - theirs(r, c)) / std::max(std::abs(theirs(r, c)), floor);
        worst = std::max(worst, relative);
        ++entries;
        if (relative > kRelativeTolerance)
          CHECK_MESSAGE(relative <= kRelativeTolerance, what, "[", r, ",", c, "]: ours ", digits17(ours(r, c)), ", MuJoCo ",
                        digits17(theirs(r, c)), " (relative ", relative, ")");
      }
  }
};

struct FileResult {
  int states = 0;
  double worstTau = 0.0, worstM = 0.0, worstP = 0.0;
  bool passive = false;  // the file has joint dampers or springs (P compared on its own)
};

// `mujocoPath`: where MuJoCo reads the same model (a copy laid out as its URDF import looks for meshes), or
// empty for the same file.
FileResult compareWithMujoco(const std::string& path, const std::string& mujocoPath = "", std::vector<std::string>* massFromMeshes = nullptr) {
  FileResult result;
  auto text = readTextFile(path);
  REQUIRE_MESSAGE(text.ok(), text.error().text());
  auto robot = openRobotFile(*text, path, [&path](const std::string& file) { return readFileFromDisk(resolvePath(path, file)); });
  REQUIRE_MESSAGE(robot.ok(), robot.error().text());
  const Model& model = robot->file.model;
  if (massFromMeshes) *massFromMeshes = robot->massFromMeshes;

  char error[1000] = "";
  const std::string loaded = mujocoPath.empty() ? path : mujocoPath;
  std::unique_ptr<mjModel, MjDeleter> m(mj_loadXML(loaded.c_str(), nullptr, error, sizeof error));
  REQUIRE_MESSAGE(m != nullptr, "MuJoCo refused ", path, ": ", error);
  m->opt.disableflags |= mjDSBL_CONSTRAINT;
  std::unique_ptr<mjData, MjDeleter> d(mj_makeData(m.get()));
  REQUIRE(model.nq() == m->nv);
  // <flag gravity="disable"> leaves opt.gravity as written and switches it off; ours is then zero.
  const bool gravityOn = (m->opt.disableflags & mjDSBL_GRAVITY) == 0;
  for (int i = 0; i < 3; ++i) CHECK(model.gravity_W()(i) == doctest::Approx(gravityOn ? m->opt.gravity[i] : 0.0).epsilon(1e-15));

  const std::vector<Mapping> maps = mapCoordinates(model, m.get());
  // Every MuJoCo dof is some coordinate of ours, once.
  std::vector<int> covered(static_cast<size_t>(m->nv), 0);
  for (const Mapping& mp : maps) {
    const int dofs = mp.kind == Mapping::Kind::Scalar ? 1 : mp.kind == Mapping::Kind::Ball ? 3 : 6;
    for (int i = 0; i < dofs; ++i) covered[static_cast<size_t>(mp.dof + i)]++;
  }
  for (int c : covered) REQUIRE(c == 1);

  // The default pose is MuJoCo's qpos0 (reference angles, free bodies' placements).
  State rest = State::zero(model);
  for (int k = 0; k < model.nq(); ++k) rest.q(k) = model.coordinates()[static_cast<size_t>(k)].defaultValue;
  const MjState restMj = toMujoco(maps, m.get(), rest);
  for (int i = 0; i < m->nq; ++i) {
    // A quaternion and its negative are the same rotation.
    double x = restMj.qpos[static_cast<size_t>(i)], y = m->qpos0[i];
    CHECK_MESSAGE(std::abs(std::abs(x) - std::abs(y)) < 1e-12, path, ": default qpos[", i, "] ours ", x, ", MuJoCo qpos0 ", y);
  }

  std::mt19937 random(20261125);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  Data data(model);
  Comparison tau, mass, passive;
  result.passive = model.hasPassiveJoints();
  if (result.passive) {
    // Every MuJoCo dof's damping and every joint's stiffness and spring reference is one of ours.
    double mjDamping = 0.0, mjStiffness = 0.0, ours = 0.0;
    for (int i = 0; i < m->nv; ++i) mjDamping += m->dof_damping[i];
    for (int j = 0; j < m->njnt; ++j) mjStiffness += m->jnt_stiffness[j];
    for (const CoordinateDef& c : model.coordinates()) ours += c.damping + c.stiffness;
    CHECK_MESSAGE(std::abs(ours - (mjDamping + mjStiffness)) <= 1e-12 * (1.0 + ours), path, ": damping + stiffness ours ", ours,
                  ", MuJoCo ", mjDamping + mjStiffness);
  }
  const int nv = m->nv;
  std::vector<double> denseM(static_cast<size_t>(nv * nv));
  for (int trial = 0; trial < kStatesPerFile; ++trial) {
    State st = State::zero(model);
    for (int k = 0; k < model.nq(); ++k) {
      st.q(k) = 1.5 * unit(random);
      st.qd(k) = 2.0 * unit(random);
      st.qdd(k) = 3.0 * unit(random);
    }
    for (const Mapping& mp : maps)  // Cardan middle angles kept away from gimbal lock (cos b ≥ 0.54)
      if (mp.kind != Mapping::Kind::Scalar) st.q(mp.kind == Mapping::Kind::Ball ? mp.ours + 1 : mp.ours + 4) = unit(random);
    const MjState in = toMujoco(maps, m.get(), st);
    for (int i = 0; i < m->nq; ++i) d->qpos[i] = in.qpos[static_cast<size_t>(i)];
    for (int i = 0; i < nv; ++i) {
      d->qvel[i] = in.qvel[static_cast<size_t>(i)];
      d->qacc[i] = in.qacc[static_cast<size_t>(i)];
    }
    mj_inverse(m.get(), d.get());
    mj_fullM(m.get(), denseM.data(), d->qM);
    const VecX qfrc = Eigen::Map<const VecX>(d->qfrc_inverse, nv);
    const MatX M_mj = Eigen::Map<const Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>>(denseM.data(), nv, nv);

    const VecX ours = inverseDynamics(model, data, st);
    tau.check(ours, in.T.transpose() * qfrc, path + " state " + std::to_string(trial) + " tau");
    if (result.passive) {
      // P balances the joints' own forces: P = −Tᵀ qfrc_passive (MuJoCo's sign is the force's own).
      const VecX qfrcPassive = Eigen::Map<const VecX>(d->qfrc_passive, nv);
      generalizedForces(model, data, st);
      passive.check(data.P, -(in.T.transpose() * qfrcPassive), path + " state " + std::to_string(trial) + " P");
      // ... and it is a part of its own: C, G, E are the rigid-body parts, the same as without it.
      const VecX split = data.M * st.qdd + data.C + data.G + data.E + data.P;
      tau.check(split, in.T.transpose() * qfrc, path + " state " + std::to_string(trial) + " M qdd + C + G + E + P");
    }
    const MatX& M = massMatrix(model, data, st);
    mass.check(M, in.T.transpose() * M_mj * in.T, path + " state " + std::to_string(trial) + " M");
    ++result.states;
  }
  result.worstTau = tau.worst;
  result.worstM = mass.worst;
  result.worstP = passive.worst;
  return result;
}

const char* kFixtures[] = {
    "content/models/robots/ur5.urdf",         "content/models/robots/ur5.xml",
    "content/models/robots/panda.urdf",       "content/models/robots/panda.xml",
    "content/models/robots/planar-3link.urdf", "content/models/robots/planar-3link.xml",
    "tests/data/robots/mobile-base.xml",      "tests/data/robots/mobile-base.urdf",
    "tests/data/robots/joint-types.urdf",     "tests/data/robots/geom-inertia.xml",
    "tests/data/robots/angles-degrees.xml",   "tests/data/robots/angles-radians.xml",
    "tests/data/robots/defaults-3-levels.xml", "tests/data/robots/passive-joints.xml",
    "tests/data/robots/passive-joints.urdf",  "tests/data/robots/default-top-class.xml",
    "tests/data/robots/flags-and-groups.xml", "tests/data/robots/included/scene.xml", "tests/data/robots/mass-bounds.xml",
    "tests/data/robots/mesh-inertia.xml",     "tests/data/robots/mesh-inertia-exact.xml", "tests/data/robots/collision-shapes.urdf",
    // Public files nobody here wrote (../shared/real-models, when the folder is there).
    "../shared/real-models/robots/anymal_c_menagerie.xml", "../shared/real-models/robots/panda_bullet.urdf",
};

}  // namespace

TEST_CASE("every URDF and MJCF fixture gives MuJoCo's joint forces and mass matrix at 20 random states") {
  std::printf("MuJoCo %s (mj_version %d): robot fixtures, %d random states each, tolerance %g relative\n", mj_versionString(),
              mj_version(), kStatesPerFile, kRelativeTolerance);
  int compared = 0, files = 0;
  for (const char* fixture : kFixtures) {
    const std::string path = std::string(WRENCHLAB_SOURCE_DIR) + "/" + fixture;
    CAPTURE(path);
    if (std::string(fixture).rfind("../shared/", 0) == 0 && !readTextFile(path).ok()) {
      std::printf("  %-40s skipped: not on this machine\n", fixture);
      continue;
    }
    const FileResult r = compareWithMujoco(path);
    CHECK(r.states == kStatesPerFile);
    compared += r.states;
    ++files;
    std::printf("  %-40s %2d states  max relative difference: tau %.2e, M %.2e", fixture, r.states, r.worstTau, r.worstM);
    if (r.passive) std::printf(", P %.2e", r.worstP);
    std::printf("\n");
  }
  const int expected = static_cast<int>(sizeof kFixtures / sizeof kFixtures[0] - 2) * kStatesPerFile;  // (the IRB 2400: its own case)  // the shared ones may be absent
  std::printf("compared %d states over %d files (minimum %d)\n", compared, files, expected);
  CHECK(compared >= expected);
}

namespace {

// A folder of its own under /tmp, removed when the test ends.
struct TempFolder {
  std::string path;
  TempFolder() {
    char pattern[] = "/tmp/wrenchlab-oracle-XXXXXX";
    const char* made = mkdtemp(pattern);
    REQUIRE(made != nullptr);
    path = made;
  }
  ~TempFolder() { std::filesystem::remove_all(path); }
};

}  // namespace

TEST_CASE("the ABB IRB 2400 from its URDF and STL collision meshes: MuJoCo's masses, joint forces and mass matrix") {
  // No <inertial> anywhere: every link's mass is its collision mesh's, as MuJoCo's URDF import makes geoms of
  // them. MuJoCo strips the package:// paths and looks beside the URDF, so it reads a flat copy in /tmp; we
  // read the files where they are, finding the package as an ancestor folder of the URDF.
  const std::string package = std::string(WRENCHLAB_SOURCE_DIR) + "/../shared/real-models/ros/abb_irb2400_support";
  const std::string urdf = package + "/urdf/irb2400.urdf";
  if (!readTextFile(urdf).ok()) {
    std::printf("  irb2400.urdf skipped: ../shared/real-models is not on this machine\n");
    return;
  }
  TempFolder flat;
  std::filesystem::copy_file(urdf, flat.path + "/irb2400.urdf");
  for (const auto& entry : std::filesystem::directory_iterator(package + "/meshes/irb2400/collision"))
    std::filesystem::copy_file(entry.path(), flat.path + "/" + entry.path().filename().string());
  std::vector<std::string> fromMeshes;
  const FileResult r = compareWithMujoco(urdf, flat.path + "/irb2400.urdf", &fromMeshes);
  CHECK(r.states == kStatesPerFile);
  std::printf("  %-40s %2d states  max relative difference: tau %.2e, M %.2e\n", "shared/…/abb_irb2400_support/urdf/irb2400.urdf", r.states,
              r.worstTau, r.worstM);
  {
    // Each link's mass, centre and tensor against MuJoCo's compiled body (ours in the link frame; MuJoCo's
    // body frame is the same, its tensor diagonal in body_iquat's axes).
    auto text = readTextFile(urdf);
    auto robot = openRobotFile(*text, urdf, [&urdf](const std::string& file) { return readFileFromDisk(resolvePath(urdf, file)); });
    REQUIRE(robot.ok());
    char error[1000] = "";
    std::unique_ptr<mjModel, MjDeleter> m(mj_loadXML((flat.path + "/irb2400.urdf").c_str(), nullptr, error, sizeof error));
    REQUIRE(m != nullptr);
    double worstMass = 0.0, worstCom = 0.0, worstTensor = 0.0;
    for (const Segment& seg : robot->file.model.segments()) {
      const int b = mj_name2id(m.get(), mjOBJ_BODY, seg.name.c_str());
      if (b < 0 || seg.inertia.mass == 0.0) continue;
      const Eigen::Quaterniond q(m->body_iquat[4 * b], m->body_iquat[4 * b + 1], m->body_iquat[4 * b + 2], m->body_iquat[4 * b + 3]);
      const Mat3 R = q.normalized().toRotationMatrix();
      const Mat3 I_mj = R * Vec3(m->body_inertia[3 * b], m->body_inertia[3 * b + 1], m->body_inertia[3 * b + 2]).asDiagonal() * R.transpose();
      const Vec3 com_mj(m->body_ipos[3 * b], m->body_ipos[3 * b + 1], m->body_ipos[3 * b + 2]);
      worstMass = std::max(worstMass, std::abs(seg.inertia.mass - m->body_mass[b]) / m->body_mass[b]);
      worstCom = std::max(worstCom, (seg.inertia.com - com_mj).norm());
      worstTensor = std::max(worstTensor, (seg.inertia.I_C - I_mj).cwiseAbs().maxCoeff() / I_mj.cwiseAbs().maxCoeff());
    }
    std::printf("    links against MuJoCo's bodies: mass %.2e relative, centre %.2e m, tensor %.2e of its largest entry\n", worstMass, worstCom,
                worstTensor);
    CHECK(worstMass < 1e-12);
    CHECK(worstCom < 1e-12);
    CHECK(worstTensor < 1e-9);
  }
  // Seven links take their mass from meshes (base_link welded to the world, link_1 … link_6); tool0 and base have none.
  CHECK(fromMeshes.size() == 7);
  for (const std::string& line : fromMeshes) std::printf("    mass from meshes: %s\n", line.c_str());
}
