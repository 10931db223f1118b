// Pins one random 3D tree to MuJoCo's numbers, once, so that a test can compare the engine with an
// independent library without MuJoCo installed (tests/reference/MujocoPinnedTreeTest.cpp).
//
// The program knows nothing of WrenchLab's engine: it draws a fixed random tree (8 bodies in two
// branches; hinges about random axes, two slides, one ball joint; body frames offset and rotated;
// full inertia tensors about COMs off the joint axes; gravity along no axis), writes its MJCF, loads
// it with MuJoCo and, at 5 random states (qpos, qvel, qacc), records mj_inverse's qfrc_inverse and
// mj_fullM's dense M. Everything goes to one JSON file: the tree's parameters, the MJCF text, the
// states and the results, each number with 17 significant digits, and a note of how it was made.
//
// Before writing, it checks that MuJoCo read the model as meant (body placements, axes, masses, and
// the inertia tensors MuJoCo compiled from the fullinertia attributes) and that qfrc_inverse is exactly
// M qacc + qfrc_bias (no passive, constraint or contact force entered), so the file pins dynamics only.
// Each body's "inertia" in the file is the tensor MuJoCo simulates (its principal moments and axes,
// also listed), which differs from the drawn "fullinertia" by MuJoCo's eigen-solver tolerance.
//
//   wrenchlab-pin-mujoco-reference [output.json]   (default: tests/data/mujoco-random-tree.json)
#include <mujoco/mujoco.h>

#include <Eigen/Dense>

#include "MujocoXml.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <memory>
#include <random>
#include <string>
#include <vector>

namespace {

using Vec3 = Eigen::Vector3d;
using Mat3 = Eigen::Matrix3d;
using Quat = Eigen::Quaterniond;

constexpr std::uint32_t kSeed = 20261124u;
constexpr int kStates = 5;
constexpr double kPi = 3.14159265358979323846;
const char* const kProgram = "tests/data/generators/pin_mujoco_reference.cpp";
const char* const kDataPath = "tests/data/mujoco-random-tree.json";

// Uniform numbers from mt19937's raw 32-bit output (fully specified by the standard, unlike
// std::uniform_real_distribution), so the same seed draws the same tree with any standard library.
class Draw {
 public:
  explicit Draw(std::uint32_t seed) : rng_(seed) {}
  double uniform(double lo, double hi) { return lo + (hi - lo) * (static_cast<double>(rng_()) / 4294967296.0); }
  Vec3 box(double half) { return Vec3(uniform(-half, half), uniform(-half, half), uniform(-half, half)); }
  Vec3 unit() {
    for (;;) {
      const Vec3 v = box(1.0);
      if (v.norm() > 0.2 && v.norm() <= 1.0) return v.normalized();
    }
  }
  Quat quaternion() {
    for (;;) {
      const Eigen::Vector4d v(uniform(-1, 1), uniform(-1, 1), uniform(-1, 1), uniform(-1, 1));
      if (v.norm() > 0.2 && v.norm() <= 1.0) {
        const Eigen::Vector4d n = v.normalized();
        return Quat(n(0), n(1), n(2), n(3));
      }
    }
  }

 private:
  std::mt19937 rng_;
};

enum class JointKind { Hinge, Slide, Ball };

const char* mjcfName(JointKind k) { return k == JointKind::Hinge ? "hinge" : k == JointKind::Slide ? "slide" : "ball"; }

struct Body {
  std::string name;
  int parent = -1;      // index into the body list; -1: the world body
  JointKind joint = JointKind::Hinge;
  Vec3 pos = Vec3::Zero();        // body frame origin in the parent's frame
  Quat quat = Quat::Identity();   // body frame orientation in the parent's frame (w x y z)
  Vec3 axis = Vec3::UnitZ();      // hinge/slide axis in the body frame
  double mass = 1.0;
  Vec3 com = Vec3::Zero();        // <inertial pos>: centre of mass in the body frame
  Mat3 inertia = Mat3::Identity();  // about the COM, body axes
};

struct Tree {
  Vec3 gravity = Vec3::Zero();
  std::vector<Body> bodies;   // depth first, as nested in the MJCF (MuJoCo's body and dof order)
};

// The shape of the tree is fixed; every number in it is drawn. Two branches leave "slider": branch A
// holds the ball joint with a hinge below it, branch B a slide between two hinges.
Tree drawTree(Draw& draw) {
  struct Shape {
    const char* name;
    int parent;
    JointKind joint;
  };
  const Shape shapes[] = {
      {"root", -1, JointKind::Hinge},  {"slider", 0, JointKind::Slide},  {"a_upper", 1, JointKind::Hinge},
      {"a_ball", 2, JointKind::Ball},  {"a_tip", 3, JointKind::Hinge},   {"b_upper", 1, JointKind::Hinge},
      {"b_slide", 5, JointKind::Slide}, {"b_tip", 6, JointKind::Hinge},
  };
  Tree tree;
  // Gravity of 9.81 along a direction with no component below 0.25 of it (no axis, no plane).
  for (;;) {
    const Vec3 g = draw.unit();
    if (g.cwiseAbs().minCoeff() > 0.25) {
      tree.gravity = 9.81 * g;
      break;
    }
  }
  for (const Shape& s : shapes) {
    Body b;
    b.name = s.name;
    b.parent = s.parent;
    b.joint = s.joint;
    b.pos = draw.box(0.4);
    b.quat = draw.quaternion();
    b.axis = draw.unit();
    b.mass = draw.uniform(0.5, 3.0);
    // COM at least 5 cm off the joint axis (hinges and slides) and away from the joint centre.
    for (;;) {
      b.com = draw.box(0.3);
      const double offAxis = (b.com - b.com.dot(b.axis) * b.axis).norm();
      if (b.com.norm() > 0.08 && (b.joint == JointKind::Ball || offAxis > 0.05)) break;
    }
    // Principal moments that satisfy the triangle inequality with a margin, turned by a random
    // rotation so that every product of inertia is non-zero.
    Vec3 principal;
    for (;;) {
      principal = Vec3(draw.uniform(0.01, 0.1), draw.uniform(0.01, 0.1), draw.uniform(0.01, 0.1));
      const double largest = principal.maxCoeff();
      if (principal.sum() - largest > 1.1 * largest) break;
    }
    const Mat3 R = draw.quaternion().toRotationMatrix();
    b.inertia = R * principal.asDiagonal() * R.transpose();
    b.inertia = 0.5 * (b.inertia + b.inertia.transpose());
    tree.bodies.push_back(b);
  }
  return tree;
}

std::string num17(double v) {  // round-trip digits for the MJCF attributes
  char buffer[40];
  std::snprintf(buffer, sizeof buffer, "%.17g", v);
  return buffer;
}

std::string joined(const double* v, int n) {
  std::string s;
  for (int k = 0; k < n; ++k) s += (k ? " " : "") + num17(v[k]);
  return s;
}

std::string buildMjcf(const Tree& tree) {
  std::string x;
  x += "<mujoco model=\"wrenchlab_random_tree\">\n";
  x += "  <compiler angle=\"radian\" inertiafromgeom=\"false\"/>\n";
  x += "  <option gravity=\"" + joined(tree.gravity.data(), 3) + "\" timestep=\"0.001\"/>\n";
  x += "  <default><joint damping=\"0\" armature=\"0\" stiffness=\"0\" limited=\"false\"/></default>\n";
  x += "  <worldbody>\n";
  // Bodies are listed depth first, so a body closes when the next one is not its descendant.
  std::vector<int> open;
  auto close = [&](int until) {
    while (!open.empty() && open.back() != until) {
      open.pop_back();
      x += std::string(4 + 2 * open.size(), ' ') + "</body>\n";
    }
  };
  for (size_t i = 0; i < tree.bodies.size(); ++i) {
    const Body& b = tree.bodies[i];
    close(b.parent);
    const std::string pad(4 + 2 * open.size(), ' ');
    const double q[4] = {b.quat.w(), b.quat.x(), b.quat.y(), b.quat.z()};
    const Mat3& I = b.inertia;
    const double full[6] = {I(0, 0), I(1, 1), I(2, 2), I(0, 1), I(0, 2), I(1, 2)};
    x += pad + "<body name=\"" + b.name + "\" pos=\"" + joined(b.pos.data(), 3) + "\" quat=\"" + joined(q, 4) + "\">\n";
    x += pad + "  <joint name=\"" + b.name + "_joint\" type=\"" + mjcfName(b.joint) + "\"";
    if (b.joint != JointKind::Ball) x += " axis=\"" + joined(b.axis.data(), 3) + "\"";
    x += "/>\n";
    x += pad + "  <inertial pos=\"" + joined(b.com.data(), 3) + "\" mass=\"" + num17(b.mass) + "\" fullinertia=\"" +
         joined(full, 6) + "\"/>\n";
    open.push_back(static_cast<int>(i));
  }
  close(-1);
  x += "  </worldbody>\n</mujoco>\n";
  return x;
}

using wl::bench::MjDataPtr;
using wl::bench::MjModelPtr;
MjModelPtr loadMjcf(const std::string& xml) { return wl::bench::loadMjcf(xml, "wrenchlab_random_tree.xml"); }

// A check that MuJoCo read what we meant; the program stops on the first failure.
bool expect(bool ok, const std::string& what) {
  if (!ok) std::fprintf(stderr, "check failed: %s\n", what.c_str());
  return ok;
}

double maxAbs(const double* a, const double* b, int n) {
  double d = 0.0;
  for (int k = 0; k < n; ++k) d = std::max(d, std::abs(a[k] - b[k]));
  return d;
}

// The tensor about the COM in body axes that MuJoCo simulates: R diag(I₁, I₂, I₃) Rᵀ with R the
// principal axes' orientation in the body frame.
Mat3 compiledInertia(const mjModel* m, int body) {
  const mjtNum* iq = m->body_iquat + 4 * body;
  const Mat3 R = Quat(iq[0], iq[1], iq[2], iq[3]).toRotationMatrix();
  const Vec3 principal(m->body_inertia[3 * body], m->body_inertia[3 * body + 1], m->body_inertia[3 * body + 2]);
  const Mat3 I = R * principal.asDiagonal() * R.transpose();
  return 0.5 * (I + I.transpose());
}

bool modelReadAsMeant(const mjModel* m, const Tree& tree) {
  const int n = static_cast<int>(tree.bodies.size());
  bool ok = expect(m->nbody == n + 1 && m->njnt == n, "one body and one joint per tree body");
  ok = ok && expect(maxAbs(m->opt.gravity, tree.gravity.data(), 3) == 0.0, "gravity");
  for (int i = 0; ok && i < n; ++i) {
    const Body& b = tree.bodies[static_cast<size_t>(i)];
    const int id = i + 1;
    const double q[4] = {b.quat.w(), b.quat.x(), b.quat.y(), b.quat.z()};
    const int type = b.joint == JointKind::Hinge ? mjJNT_HINGE : b.joint == JointKind::Slide ? mjJNT_SLIDE : mjJNT_BALL;
    ok = expect(m->body_parentid[id] == b.parent + 1, b.name + ": parent") &&
         expect(m->jnt_bodyid[i] == id && m->jnt_type[i] == type, b.name + ": joint") &&
         expect(maxAbs(m->body_pos + 3 * id, b.pos.data(), 3) <= 1e-15, b.name + ": pos") &&
         expect(maxAbs(m->body_quat + 4 * id, q, 4) <= 1e-15, b.name + ": quat") &&
         expect(maxAbs(m->body_ipos + 3 * id, b.com.data(), 3) <= 1e-15, b.name + ": inertial pos") &&
         expect(m->body_mass[id] == b.mass, b.name + ": mass") &&
         expect(maxAbs(m->jnt_pos + 3 * i, Vec3::Zero().eval().data(), 3) == 0.0, b.name + ": joint at the body origin");
    if (ok && b.joint != JointKind::Ball)
      ok = expect(maxAbs(m->jnt_axis + 3 * i, b.axis.data(), 3) <= 1e-15, b.name + ": axis");
    if (!ok) break;
    // MuJoCo keeps the principal moments (body_inertia) and axes (body_iquat) that its compiler found
    // for the full tensor, by a Jacobi iteration that stops once the next rotation's cosine is within
    // 1e-12 of 1: the tensor it simulates differs from the MJCF's by up to ~1e-6 relative. The pinned
    // model is MuJoCo's, so the file lists that tensor (below) beside the six numbers of the MJCF.
    const Mat3 compiled = compiledInertia(m, id);
    const double err = (compiled - b.inertia).cwiseAbs().maxCoeff() / b.inertia.cwiseAbs().maxCoeff();
    std::printf("  %-8s MuJoCo's compiled inertia vs the MJCF's fullinertia: relative difference %.1e\n", b.name.c_str(), err);
    ok = expect(err <= 1e-5, b.name + ": full inertia (ixx iyy izz ixy ixz iyz)");
  }
  return ok;
}

struct Sample {
  std::vector<double> qpos, qvel, qacc, qfrcInverse, M;
};

// Random state in MuJoCo's coordinates: hinge angles in (−π, π), slides in (−0.5, 0.5) m, the ball's
// unit quaternion drawn away from the x-y′-z″ Cardan singularity (|R₀₂| = |sin β| ≤ 0.8, so cos β ≥ 0.6:
// the pinned test converts to Cardan angles), velocities in (−2, 2), accelerations in (−5, 5).
Sample drawState(Draw& draw, const mjModel* m) {
  Sample s;
  for (int j = 0; j < m->njnt; ++j) {
    if (m->jnt_type[j] == mjJNT_BALL) {
      for (;;) {
        const Quat q = draw.quaternion();
        if (std::abs(q.toRotationMatrix()(0, 2)) <= 0.8) {
          s.qpos.insert(s.qpos.end(), {q.w(), q.x(), q.y(), q.z()});
          break;
        }
      }
      for (int k = 0; k < 3; ++k) s.qvel.push_back(draw.uniform(-2, 2));
      for (int k = 0; k < 3; ++k) s.qacc.push_back(draw.uniform(-5, 5));
    } else {
      s.qpos.push_back(m->jnt_type[j] == mjJNT_HINGE ? draw.uniform(-kPi, kPi) : draw.uniform(-0.5, 0.5));
      s.qvel.push_back(draw.uniform(-2, 2));
      s.qacc.push_back(draw.uniform(-5, 5));
    }
  }
  return s;
}

bool evaluate(const mjModel* m, mjData* d, Sample& s) {
  const int nv = m->nv;
  std::copy(s.qpos.begin(), s.qpos.end(), d->qpos);
  std::copy(s.qvel.begin(), s.qvel.end(), d->qvel);
  std::copy(s.qacc.begin(), s.qacc.end(), d->qacc);
  mj_inverse(m, d);
  s.qfrcInverse.assign(d->qfrc_inverse, d->qfrc_inverse + nv);
  s.M.assign(static_cast<size_t>(nv * nv), 0.0);
  mj_fullM(m, s.M.data(), d->qM);  // qM: mj_inverse's composite-rigid-body pass at this qpos
  // Nothing but M q̈ + bias: no passive, constraint or contact force may have entered.
  double worst = 0.0, scale = 0.0;
  for (int r = 0; r < nv; ++r) {
    double Mqacc = 0.0;
    for (int c = 0; c < nv; ++c) Mqacc += s.M[static_cast<size_t>(r * nv + c)] * s.qacc[static_cast<size_t>(c)];
    worst = std::max(worst, std::abs(Mqacc + d->qfrc_bias[r] - s.qfrcInverse[static_cast<size_t>(r)]));
    scale = std::max(scale, std::abs(s.qfrcInverse[static_cast<size_t>(r)]));
  }
  std::printf("  state: |qfrc_inverse - (M qacc + qfrc_bias)| = %.1e of %.3g; ncon = %d, nefc = %d\n", worst, scale,
              d->ncon, d->nefc);
  return expect(worst <= 1e-12 * scale, "qfrc_inverse = M qacc + qfrc_bias") &&
         expect(d->ncon == 0 && d->nefc == 0, "no contacts or constraints");
}

// ------------------------------------------------------------------------------------------------
// JSON, written by hand so that every number has exactly 17 significant digits.

std::string e17(double v) {
  char buffer[40];
  std::snprintf(buffer, sizeof buffer, "%.16e", v);
  return buffer;
}

std::string array(const double* v, size_t n) {
  std::string s = "[";
  for (size_t k = 0; k < n; ++k) s += (k ? ", " : "") + e17(v[k]);
  return s + "]";
}
std::string array(const std::vector<double>& v) { return array(v.data(), v.size()); }

std::string matrix(const double* rowMajor, int rows, int cols, const std::string& indent) {
  std::string s = "[";
  for (int r = 0; r < rows; ++r)
    s += (r ? ",\n" + indent + " " : "") + array(rowMajor + static_cast<size_t>(r * cols), static_cast<size_t>(cols));
  return s + "]";
}

std::string quoted(const std::string& text) {
  std::string s = "\"";
  for (char c : text) {
    if (c == '"') s += "\\\"";
    else if (c == '\\') s += "\\\\";
    else if (c == '\n') s += "\\n";
    else s += c;
  }
  return s + "\"";
}

std::string today() {
  const std::time_t now = std::time(nullptr);
  char buffer[16];
  std::strftime(buffer, sizeof buffer, "%Y-%m-%d", std::gmtime(&now));
  return buffer;
}

std::string buildJson(const Tree& tree, const std::string& mjcf, const mjModel* m, const std::vector<Sample>& samples) {
  const std::string version = mj_versionString();
  const std::string command =
      "cmake --preset native && cmake --build build/native --target wrenchlab-pin-mujoco-reference && "
      "build/native/tests/wrenchlab-pin-mujoco-reference " + std::string(kDataPath);
  const std::string note =
      "Produced by " + std::string(kProgram) + " (CMake target wrenchlab-pin-mujoco-reference) with MuJoCo " + version +
      " (mj_version() = " + std::to_string(mj_version()) + ", Debian libmujoco-dev) on " + today() +
      ". The tree's numbers are drawn by std::mt19937 seeded " + std::to_string(kSeed) +
      " and written into the MJCF below with 17 significant digits; MuJoCo loaded that text (mj_loadXML from a "
      "virtual file), and at each state mj_inverse gave qfrc_inverse and mj_fullM the dense M (row major). The program "
      "checked that MuJoCo read every placement, axis, mass and inertia as listed and that qfrc_inverse = M qacc + "
      "qfrc_bias (no contact, constraint or passive force). Each body's inertia is the tensor MuJoCo simulates, "
      "R diag(mujoco_principal_inertia) R^T with R from mujoco_inertia_quat (body_inertia, body_iquat), which MuJoCo's "
      "compiler derived from the MJCF's fullinertia with an eigen-solver that stops at a rotation cosine within 1e-12 "
      "of 1, so it differs from fullinertia by up to ~1e-6 relative; a model built from fullinertia would not match "
      "MuJoCo to 1e-9. Nothing here came from WrenchLab's engine. Regenerate with: " + command;
  const std::string conventions =
      "MuJoCo's own: lengths m, angles rad, masses kg, inertias kg m^2. A body's pos and quat (w x y z) place its frame "
      "in the parent's frame at zero joint coordinates; its joint sits at the body origin; hinge and slide axes are in "
      "the body frame; com is the inertial pos in the body frame; inertia is the full tensor about the COM in body "
      "axes as MuJoCo compiled it (see the note), rows of a 3x3 matrix; fullinertia = ixx iyy izz ixy ixz iyz, the "
      "tensor's entries as written in the MJCF. qpos holds one "
      "number per hinge or slide and the ball's unit quaternion (w x y z) rotating the child frame from the body's "
      "rest frame; the ball's three qvel are the child frame's angular velocity in child axes, its qacc their time "
      "derivative, and its qfrc_inverse the joint moment in child axes. Dofs follow the body order.";

  std::string j = "{\n";
  j += "  \"note\": " + quoted(note) + ",\n";
  j += "  \"produced_by\": {\"program\": " + quoted(kProgram) + ", \"mujoco_version\": " + quoted(version) +
       ", \"mj_version\": " + std::to_string(mj_version()) + ", \"date\": " + quoted(today()) +
       ", \"seed\": " + std::to_string(kSeed) + ", \"command\": " + quoted(command) + "},\n";
  j += "  \"conventions\": " + quoted(conventions) + ",\n";
  j += "  \"gravity\": " + array(tree.gravity.data(), 3) + ",\n";
  j += "  \"bodies\": [\n";
  for (size_t i = 0; i < tree.bodies.size(); ++i) {
    const Body& b = tree.bodies[i];
    const double q[4] = {b.quat.w(), b.quat.x(), b.quat.y(), b.quat.z()};
    const int id = static_cast<int>(i) + 1;
    const Mat3& D = b.inertia;
    const double full[6] = {D(0, 0), D(1, 1), D(2, 2), D(0, 1), D(0, 2), D(1, 2)};
    const Eigen::Matrix<double, 3, 3, Eigen::RowMajor> I = compiledInertia(m, id);
    j += "    {\"name\": " + quoted(b.name) + ", \"parent\": " + std::to_string(b.parent) +
         ", \"parent_name\": " + quoted(b.parent < 0 ? "world" : tree.bodies[static_cast<size_t>(b.parent)].name) + ",\n";
    j += "     \"pos\": " + array(b.pos.data(), 3) + ",\n";
    j += "     \"quat\": " + array(q, 4) + ",\n";
    j += "     \"joint\": {\"name\": " + quoted(b.name + "_joint") + ", \"type\": " + quoted(mjcfName(b.joint));
    if (b.joint != JointKind::Ball) j += ", \"axis\": " + array(b.axis.data(), 3);
    j += "},\n";
    j += "     \"mass\": " + e17(b.mass) + ",\n";
    j += "     \"com\": " + array(b.com.data(), 3) + ",\n";
    j += "     \"fullinertia\": " + array(full, 6) + ",\n";
    j += "     \"mujoco_principal_inertia\": " + array(m->body_inertia + 3 * id, 3) + ",\n";
    j += "     \"mujoco_inertia_quat\": " + array(m->body_iquat + 4 * id, 4) + ",\n";
    j += "     \"inertia\": " + matrix(I.data(), 3, 3, "                 ") + "}";
    j += i + 1 < tree.bodies.size() ? ",\n" : "\n";
  }
  j += "  ],\n";
  j += "  \"nq\": " + std::to_string(m->nq) + ", \"nv\": " + std::to_string(m->nv) + ",\n";
  j += "  \"dofs\": [";
  for (int k = 0; k < m->nv; ++k) {
    const int jnt = m->dof_jntid[k];
    std::string label = tree.bodies[static_cast<size_t>(jnt)].name + "_joint";
    if (m->jnt_type[jnt] == mjJNT_BALL) label += std::string("[") + "xyz"[k - m->jnt_dofadr[jnt]] + "]";
    j += (k ? ", " : "") + quoted(label);
  }
  j += "],\n";
  j += "  \"mjcf\": " + quoted(mjcf) + ",\n";
  j += "  \"states\": [\n";
  for (size_t k = 0; k < samples.size(); ++k) {
    const Sample& s = samples[k];
    j += "    {\"qpos\": " + array(s.qpos) + ",\n";
    j += "     \"qvel\": " + array(s.qvel) + ",\n";
    j += "     \"qacc\": " + array(s.qacc) + ",\n";
    j += "     \"qfrc_inverse\": " + array(s.qfrcInverse) + ",\n";
    j += "     \"M\": " + matrix(s.M.data(), m->nv, m->nv, "           ") + "}";
    j += k + 1 < samples.size() ? ",\n" : "\n";
  }
  j += "  ]\n}\n";
  return j;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string output = argc > 1 ? argv[1] : std::string(WRENCHLAB_SOURCE_DIR) + "/" + kDataPath;
  std::printf("MuJoCo %s (mj_version %d, header %d)\n", mj_versionString(), mj_version(), mjVERSION_HEADER);
  Draw draw(kSeed);
  const Tree tree = drawTree(draw);
  const std::string mjcf = buildMjcf(tree);
  const auto model = loadMjcf(mjcf);
  if (!model || !modelReadAsMeant(model.get(), tree)) return 1;
  MjDataPtr data(mj_makeData(model.get()));
  std::vector<Sample> samples;
  for (int k = 0; k < kStates; ++k) {
    samples.push_back(drawState(draw, model.get()));
    if (!evaluate(model.get(), data.get(), samples.back())) return 1;
  }
  const std::string json = buildJson(tree, mjcf, model.get(), samples);
  std::FILE* file = std::fopen(output.c_str(), "wb");
  if (!file || std::fwrite(json.data(), 1, json.size(), file) != json.size() || std::fclose(file) != 0) {
    std::fprintf(stderr, "%s: cannot be written\n", output.c_str());
    return 1;
  }
  std::printf("wrote %s (%d bodies, nq = %d, nv = %d, %d states)\n", output.c_str(), static_cast<int>(tree.bodies.size()),
              model->nq, model->nv, kStates);
  return 0;
}
