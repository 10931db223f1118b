// The engine against MuJoCo on one random 3D tree, without MuJoCo: the numbers were computed once by
// MuJoCo 2.2.2 (tests/data/generators/pin_mujoco_reference.cpp, which never touches our engine) and committed in
// tests/data/mujoco-random-tree.json with a note of how. The tree has 8 bodies in two branches, hinges
// about random axes, two slides, a ball joint with a hinge below it, body frames offset and rotated,
// full inertia tensors about COMs off the joint axes and gravity along no axis; 5 states.
//
// Same tree, two sets of coordinates. MuJoCo's body frame is our segment frame (origin at the joint):
// a body's pos and quat are the joint placement p_PJ, R_PJ, and hinge/slide axes are in body axes,
// which at zero coordinates are J's. Hinges and slides share q, q̇, q̈ and τ. MuJoCo's ball holds a
// quaternion for R_JB and, as velocity, the child's angular velocity in child axes ω_B; ours holds
// Cardan angles x-y′-z″, R_JB = Rx(a) Ry(b) Rz(c), and their rates. Written in child axes,
//   ω_B = Rz(c)ᵀ Ry(b)ᵀ x̂ ȧ + Rz(c)ᵀ ŷ ḃ + ẑ ċ = E(b, c) q̇,
//   E = [[cos b cos c, sin c, 0], [−cos b sin c, cos c, 0], [sin b, 0, 1]],   det E = cos b,
// and MuJoCo's ball acceleration is dω_B/dt = E q̈ + Ė q̇ (the derivative of child-axis components).
// So v_mj = J v_ours with J = 1 except for the ball's block E, and because τ and M are the power- and
// energy-conjugates of the velocities, τ_ours = Jᵀ qfrc_mj and M_ours = Jᵀ M_mj J. The ball's own three
// MuJoCo forces are the joint moment about the joint centre in child axes.
#include <doctest/doctest.h>

#include <Eigen/Geometry>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "algorithms/InverseDynamics.hpp"
#include "algorithms/MassMatrix.hpp"
#include "io/codecs/JsonText.hpp"
#include "model/Model.hpp"
#include "support/CardanRates.hpp"

using namespace wl;
using wl::test::cardanRatesToChildOmega;
using wl::test::cardanRatesToChildOmegaDot;
using Json = nlohmann::json;

namespace {

const std::string kPinnedFile = std::string(WRENCHLAB_SOURCE_DIR) + "/tests/data/mujoco-random-tree.json";

// Tolerance of every comparison, relative to the compared MuJoCo number itself. Only entries below a
// millionth of the largest of their vector or matrix (the exact zeros that M has between the two
// branches) are measured against that millionth instead: their round-off scales with the large terms.
constexpr double kRelativeTolerance = 1e-9;
constexpr double kSmallEntryFloor = 1e-6;

// Fixed reads with REQUIRE: the file is ours and committed, so a wrong shape is a broken file.
const Json& member(const Json& object, const char* key) {
  REQUIRE_MESSAGE(object.is_object(), "expected an object holding \"", key, "\"");
  const auto it = object.find(key);
  REQUIRE_MESSAGE(it != object.end(), "missing \"", key, "\"");
  return *it;
}

std::vector<double> numbers(const Json& value, size_t count, const std::string& what) {
  REQUIRE_MESSAGE(value.is_array(), what, ": expected an array");
  REQUIRE_MESSAGE(value.size() == count, what, ": expected ", count, " numbers, found ", value.size());
  std::vector<double> out;
  for (const Json& v : value) {
    REQUIRE_MESSAGE(v.is_number(), what, ": expected numbers");
    out.push_back(v.get<double>());
  }
  return out;
}

Vec3 vec3(const Json& value, const std::string& what) {
  const std::vector<double> v = numbers(value, 3, what);
  return Vec3(v[0], v[1], v[2]);
}

Mat3 mat3(const Json& value, const std::string& what) {
  REQUIRE_MESSAGE((value.is_array() && value.size() == 3), what, ": expected 3 rows");
  Mat3 m;
  for (int r = 0; r < 3; ++r) {
    const std::vector<double> row = numbers(value[static_cast<size_t>(r)], 3, what);
    m.row(r) = Eigen::RowVector3d(row[0], row[1], row[2]);
  }
  return m;
}

// MuJoCo quaternions are (w, x, y, z); it normalises them when it reads them, and so do we.
Mat3 rotationOfQuaternion(const std::vector<double>& q) {
  return Eigen::Quaterniond(q[0], q[1], q[2], q[3]).normalized().toRotationMatrix();
}

Mat3 elementary(const Vec3& axis, double angle) { return Eigen::AngleAxisd(angle, axis).toRotationMatrix(); }

struct Body {
  std::string name;
  std::string joint;  // "hinge", "slide", "ball"
  int qposAddress = 0;
  int dofAddress = 0;
};

struct PinnedTree {
  Model model;
  std::vector<Body> bodies;
  std::vector<std::string> dofs;
  int nq = 0, nv = 0;
};

// Our model from the listed parameters (never from the MJCF text, which is there for people).
PinnedTree buildTree(const Json& doc) {
  PinnedTree tree;
  ModelBuilder builder("mujoco_random_tree");
  builder.gravity(vec3(member(doc, "gravity"), "gravity"));
  const Json& bodies = member(doc, "bodies");
  REQUIRE(bodies.is_array());
  int qpos = 0, dof = 0;
  for (size_t i = 0; i < bodies.size(); ++i) {
    const Json& b = bodies[i];
    const std::string at = "bodies[" + std::to_string(i) + "]";
    REQUIRE(member(b, "name").is_string());
    REQUIRE(member(b, "parent").is_number_integer());
    const Json& joint = member(b, "joint");
    REQUIRE(member(joint, "type").is_string());
    Body body{member(b, "name").get<std::string>(), member(joint, "type").get<std::string>(), qpos, dof};
    Segment s;
    s.name = body.name;
    s.parent = member(b, "parent").get<int>();
    REQUIRE_MESSAGE((s.parent >= -1 && s.parent < static_cast<int>(i)), at, ": parents come first");
    s.joint.name = body.name + "_joint";
    s.joint.R_PJ = rotationOfQuaternion(numbers(member(b, "quat"), 4, at + ".quat"));
    s.joint.p_PJ = vec3(member(b, "pos"), at + ".pos");
    if (body.joint == "ball") {
      s.joint.type = JointType::Spherical;
      qpos += 4;
      dof += 3;
    } else {
      REQUIRE_MESSAGE((body.joint == "hinge" || body.joint == "slide"), at, ": unknown joint ", body.joint);
      s.joint.type = body.joint == "hinge" ? JointType::Revolute : JointType::Prismatic;
      s.joint.axis = vec3(member(joint, "axis"), at + ".joint.axis").normalized();  // MuJoCo normalises too
      qpos += 1;
      dof += 1;
    }
    const Mat3 I_C = mat3(member(b, "inertia"), at + ".inertia");
    // The tensor MuJoCo simulates is its compiled one (principal moments and axes); the file lists it
    // beside the MJCF's fullinertia, which it matches only to MuJoCo's eigen-solver tolerance.
    const std::vector<double> principal = numbers(member(b, "mujoco_principal_inertia"), 3, at);
    const Mat3 R_principal = rotationOfQuaternion(numbers(member(b, "mujoco_inertia_quat"), 4, at));
    const Mat3 compiled = R_principal * Vec3(principal[0], principal[1], principal[2]).asDiagonal() * R_principal.transpose();
    CHECK_MESSAGE((compiled - I_C).cwiseAbs().maxCoeff() <= 1e-14 * I_C.cwiseAbs().maxCoeff(), at, ".inertia");
    const std::vector<double> full = numbers(member(b, "fullinertia"), 6, at + ".fullinertia");
    Mat3 drawn;
    drawn << full[0], full[3], full[4], full[3], full[1], full[5], full[4], full[5], full[2];
    CHECK_MESSAGE((drawn - I_C).cwiseAbs().maxCoeff() <= 1e-6 * I_C.cwiseAbs().maxCoeff(), at, ".fullinertia");
    REQUIRE(member(b, "mass").is_number());
    s.inertia = Inertia::general(member(b, "mass").get<double>(), vec3(member(b, "com"), at + ".com"), I_C);
    const int index = builder.addSegment(s);
    CHECK(index == static_cast<int>(i));
    tree.bodies.push_back(body);
  }
  tree.nq = qpos;
  tree.nv = dof;
  for (const Json& d : member(doc, "dofs")) tree.dofs.push_back(d.is_string() ? d.get<std::string>() : "?");
  Result<Model> built = builder.build();
  REQUIRE_MESSAGE(built.ok(), built.error().text());
  tree.model = std::move(*built);
  return tree;
}

struct Converted {
  State state;
  MatX J;  ///< MuJoCo velocities per our rates: v_mj = J q̇
};

// One MuJoCo state in our coordinates.
Converted toOurs(const PinnedTree& tree, const std::vector<double>& qpos, const std::vector<double>& qvel,
                 const std::vector<double>& qacc) {
  Converted out{State::zero(tree.model), MatX::Identity(tree.nv, tree.nv)};
  for (size_t i = 0; i < tree.bodies.size(); ++i) {
    const Body& body = tree.bodies[i];
    const int k = tree.model.segments()[i].joint.qIndex;
    REQUIRE(k == body.dofAddress);  // same dof order in both engines
    const size_t p = static_cast<size_t>(body.qposAddress), v = static_cast<size_t>(body.dofAddress);
    if (body.joint != "ball") {
      out.state.q(k) = qpos[p];
      out.state.qd(k) = qvel[v];
      out.state.qdd(k) = qacc[v];
      continue;
    }
    // Cardan angles of R = Rx(a) Ry(b) Rz(c): R₀₂ = sin b, R₁₂ = −sin a cos b, R₂₂ = cos a cos b,
    // R₀₁ = −cos b sin c, R₀₀ = cos b cos c, with cos b > 0 (b in (−π/2, π/2)).
    const Mat3 R = rotationOfQuaternion({qpos[p], qpos[p + 1], qpos[p + 2], qpos[p + 3]});
    const double b = std::asin(std::max(-1.0, std::min(1.0, R(0, 2))));
    const double a = std::atan2(-R(1, 2), R(2, 2));
    const double c = std::atan2(-R(0, 1), R(0, 0));
    REQUIRE_MESSAGE(std::cos(b) > 0.5, body.name, ": too close to gimbal lock for the Cardan conversion");
    const Mat3 back = elementary(Vec3::UnitX(), a) * elementary(Vec3::UnitY(), b) * elementary(Vec3::UnitZ(), c);
    REQUIRE((back - R).cwiseAbs().maxCoeff() < 1e-14);
    const Mat3 E = cardanRatesToChildOmega(b, c);
    const Vec3 omega_B(qvel[v], qvel[v + 1], qvel[v + 2]);
    const Vec3 omegaDot_B(qacc[v], qacc[v + 1], qacc[v + 2]);
    const Vec3 rates = E.lu().solve(omega_B);
    const Vec3 accelerations = E.lu().solve(omegaDot_B - cardanRatesToChildOmegaDot(b, c, rates(1), rates(2)) * rates);
    out.state.q.segment<3>(k) = Vec3(a, b, c);
    out.state.qd.segment<3>(k) = rates;
    out.state.qdd.segment<3>(k) = accelerations;
    out.J.block<3, 3>(k, k) = E;
  }
  return out;
}

std::string digits17(double v) {
  char buffer[40];
  std::snprintf(buffer, sizeof buffer, "%.17g", v);
  return buffer;
}

// Largest |ours − theirs| / max(|theirs|, kSmallEntryFloor · max|theirs|), checking every entry on the way.
struct Comparison {
  double worst = 0.0;
  int entries = 0;
  void check(const MatX& ours, const MatX& theirs, const std::string& what, const std::vector<std::string>& rowNames) {
    REQUIRE(ours.rows() == theirs.rows());
    REQUIRE(ours.cols() == theirs.cols());
    const double floor = kSmallEntryFloor * theirs.cwiseAbs().maxCoeff();
    for (Eigen::Index r = 0; r < theirs.rows(); ++r)
      for (Eigen::Index c = 0; c < theirs.cols(); ++c) {
        const double relative = std::abs(ours(r, c) - theirs(r, c)) / std::max(std::abs(theirs(r, c)), floor);
        worst = std::max(worst, relative);
        ++entries;
        const std::string row = static_cast<size_t>(r) < rowNames.size() ? rowNames[static_cast<size_t>(r)] : std::to_string(r);
        CHECK_MESSAGE(relative <= kRelativeTolerance, what, "[", row, (theirs.cols() > 1 ? ", " + std::to_string(c) : ""),
                      "]: ours ", digits17(ours(r, c)), ", MuJoCo ", digits17(theirs(r, c)),
                      " (relative ", relative, ")");
      }
  }
};

}  // namespace

TEST_CASE("a random 3D tree gives MuJoCo's joint forces and mass matrix (pinned MuJoCo 2.2.2 numbers)") {
  Result<Json> parsed = parseJsonFile(kPinnedFile);
  REQUIRE_MESSAGE(parsed.ok(), parsed.error().text());
  const Json& doc = *parsed;
  REQUIRE(member(doc, "note").is_string());
  REQUIRE(member(member(doc, "produced_by"), "mujoco_version").is_string());
  CHECK(member(member(doc, "produced_by"), "mujoco_version").get<std::string>() == "2.2.2");

  const PinnedTree tree = buildTree(doc);
  const Model& model = tree.model;
  // What the file must exercise for this test to mean something.
  int hinges = 0, slides = 0, balls = 0, branchPoints = 0;
  for (const Body& b : tree.bodies) (b.joint == "hinge" ? hinges : b.joint == "slide" ? slides : balls)++;
  for (int i = 0; i < model.segmentCount(); ++i) {
    int children = 0;
    for (const Segment& s : model.segments()) children += s.parent == i ? 1 : 0;
    branchPoints += children > 1 ? 1 : 0;
  }
  REQUIRE(model.segmentCount() >= 7);
  REQUIRE(branchPoints >= 1);
  REQUIRE(hinges >= 3);
  REQUIRE(slides >= 1);
  REQUIRE(balls == 1);
  REQUIRE(model.nq() == tree.nv);
  REQUIRE((member(doc, "nv").is_number_integer() && member(doc, "nv").get<int>() == tree.nv));
  REQUIRE((member(doc, "nq").is_number_integer() && member(doc, "nq").get<int>() == tree.nq));
  REQUIRE(static_cast<int>(tree.dofs.size()) == tree.nv);
  const Vec3 g = model.gravity_W();
  CHECK(g.cwiseAbs().minCoeff() > 0.1 * g.norm());  // along no axis and in no coordinate plane

  // The hinge/slide dofs (compared with MuJoCo's M directly) and the ball's segment.
  std::vector<int> scalarDofs;
  int ball = -1;
  for (size_t i = 0; i < tree.bodies.size(); ++i) {
    if (tree.bodies[i].joint == "ball") ball = static_cast<int>(i);
    else scalarDofs.push_back(tree.bodies[i].dofAddress);
  }
  const int ballDof = tree.bodies[static_cast<size_t>(ball)].dofAddress;
  std::vector<std::string> scalarNames, ballNames = {"ball x", "ball y", "ball z"};
  for (int k : scalarDofs) scalarNames.push_back(tree.dofs[static_cast<size_t>(k)]);

  const Json& states = member(doc, "states");
  REQUIRE(states.is_array());
  REQUIRE(states.size() == 5);
  const size_t nv = static_cast<size_t>(tree.nv);
  Data data(model);
  Comparison scalarTau, ballMoment, cardanTau, scalarM, fullM;
  int compared = 0;
  for (size_t k = 0; k < states.size(); ++k) {
    CAPTURE(k);
    const Json& st = states[k];
    const std::string at = "states[" + std::to_string(k) + "]";
    const std::vector<double> qpos = numbers(member(st, "qpos"), static_cast<size_t>(tree.nq), at + ".qpos");
    const std::vector<double> qvel = numbers(member(st, "qvel"), nv, at + ".qvel");
    const std::vector<double> qacc = numbers(member(st, "qacc"), nv, at + ".qacc");
    const std::vector<double> qfrc = numbers(member(st, "qfrc_inverse"), nv, at + ".qfrc_inverse");
    const Json& Mrows = member(st, "M");
    REQUIRE((Mrows.is_array() && Mrows.size() == nv));
    MatX M_mj(tree.nv, tree.nv);
    for (size_t r = 0; r < nv; ++r) {
      const std::vector<double> row = numbers(Mrows[r], nv, at + ".M");
      for (size_t c = 0; c < nv; ++c) M_mj(static_cast<Eigen::Index>(r), static_cast<Eigen::Index>(c)) = row[c];
    }
    const VecX qfrc_mj = Eigen::Map<const VecX>(qfrc.data(), tree.nv);
    const Converted in = toOurs(tree, qpos, qvel, qacc);

    // τ: hinges and slides as they are; the ball as the joint moment about its centre in child axes.
    const VecX tau = inverseDynamics(model, data, in.state);
    VecX oursScalar(static_cast<Eigen::Index>(scalarDofs.size())), theirsScalar(oursScalar.size());
    for (size_t d = 0; d < scalarDofs.size(); ++d) {
      oursScalar(static_cast<Eigen::Index>(d)) = tau(scalarDofs[d]);
      theirsScalar(static_cast<Eigen::Index>(d)) = qfrc_mj(scalarDofs[d]);
    }
    scalarTau.check(oursScalar, theirsScalar, at + " tau", scalarNames);
    const Wrench& joint_W = data.jointWrench_W[static_cast<size_t>(ball)];
    const FrameState& B = data.frames[static_cast<size_t>(model.segmentFrame(ball))];
    REQUIRE((joint_W.point - B.p_WF).norm() < 1e-14);  // about the ball's centre, the segment origin
    const Vec3 moment_B = B.R_WF.transpose() * joint_W.moment;
    ballMoment.check(moment_B, qfrc_mj.segment<3>(ballDof), at + " ball joint moment (child axes)", ballNames);
    // And the Cardan generalized forces: τ = Jᵀ qfrc.
    cardanTau.check(tau, in.J.transpose() * qfrc_mj, at + " tau = J^T qfrc_inverse", tree.dofs);

    // M: MuJoCo's on the hinge/slide block; Jᵀ M J everywhere (the ball's rows and columns).
    const MatX& M = massMatrix(model, data, in.state);
    MatX oursBlock(oursScalar.size(), oursScalar.size()), theirsBlock(oursBlock.rows(), oursBlock.cols());
    for (size_t r = 0; r < scalarDofs.size(); ++r)
      for (size_t c = 0; c < scalarDofs.size(); ++c) {
        oursBlock(static_cast<Eigen::Index>(r), static_cast<Eigen::Index>(c)) = M(scalarDofs[r], scalarDofs[c]);
        theirsBlock(static_cast<Eigen::Index>(r), static_cast<Eigen::Index>(c)) = M_mj(scalarDofs[r], scalarDofs[c]);
      }
    scalarM.check(oursBlock, theirsBlock, at + " M (hinges, slides)", scalarNames);
    fullM.check(M, in.J.transpose() * M_mj * in.J, at + " M = J^T M_mj J", tree.dofs);
    ++compared;
  }
  CHECK(compared == 5);
  CHECK(fullM.entries == 5 * tree.nv * tree.nv);
  MESSAGE("MuJoCo pinned tree, largest relative differences over ", compared, " states: tau (hinges, slides) ",
          scalarTau.worst, ", ball moment ", ballMoment.worst, ", Cardan tau = J^T qfrc ", cardanTau.worst,
          ", M (hinges, slides) ", scalarM.worst, ", M = J^T M_mj J ", fullM.worst);
}
