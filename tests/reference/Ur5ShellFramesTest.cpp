// The UR5's own shells on our UR5 (content/models/robots/ur5.urdf). Our links are Denavit-Hartenberg
// frames; ur_description's meshes are drawn in its own link frames, so each <visual> carries an origin
// that tools/robot-fixtures.py derived. Checked here against ur_description's kinematics written out
// independently (ros-industrial/universal_robot, ur5.urdf.xacro: every visual at its link's origin; its
// base_link is UR's base frame turned by π about z): at random joint angles, each shell's frame as our
// model places it (segment pose ∘ visual origin) equals the frame of the link ur_description draws it in.
// A wrong sign or offset in the derivation moves a shell off its link at most angles, and fails here.
#include <doctest/doctest.h>

#include <Eigen/Geometry>
#include <cmath>
#include <random>
#include <string>
#include <vector>

#include "algorithms/Data.hpp"
#include "algorithms/Kinematics.hpp"
#include "io/FileReader.hpp"
#include "io/codecs/JsonText.hpp"
#include "io/formats/ModelJson.hpp"
#include "io/importers/mesh/MeshLoading.hpp"
#include "io/importers/robot/RobotFile.hpp"
#include "model/State.hpp"

namespace wl {
namespace {

struct RosJoint {
  Vec3 xyz;
  Vec3 rpy;
  Vec3 axis;
};

Mat3 fromRpy(const Vec3& rpy) {  // URDF: fixed axes x, y, z, i.e. Rz(yaw) Ry(pitch) Rx(roll)
  return (Eigen::AngleAxisd(rpy.z(), Vec3::UnitZ()) * Eigen::AngleAxisd(rpy.y(), Vec3::UnitY()) *
          Eigen::AngleAxisd(rpy.x(), Vec3::UnitX()))
      .toRotationMatrix();
}

// ur5.urdf.xacro (kinetic): shoulder_pan … wrist_3, from base_link.
const std::vector<RosJoint> kUrDescription = {
    {{0, 0, 0.089159}, {0, 0, 0}, {0, 0, 1}},
    {{0, 0.13585, 0}, {0, M_PI / 2, 0}, {0, 1, 0}},
    {{0, -0.1197, 0.425}, {0, 0, 0}, {0, 1, 0}},
    {{0, 0, 0.39225}, {0, M_PI / 2, 0}, {0, 1, 0}},
    {{0, 0.10915 + 0.1197 - 0.13585, 0}, {0, 0, 0}, {0, 0, 1}},  // wrist_1_length = d4 − elbow_offset − shoulder_offset
    {{0, 0, 0.09465}, {0, 0, 0}, {0, 1, 0}},
};
const std::vector<std::string> kMeshes = {"base", "shoulder", "upperarm", "forearm", "wrist1", "wrist2", "wrist3"};

struct Pose {
  Mat3 R;
  Vec3 p;
};

// base_link, then each link after its joint, in UR's base frame (our world).
std::vector<Pose> urDescriptionPoses(const VecX& q) {
  Pose M{Eigen::AngleAxisd(M_PI, Vec3::UnitZ()).toRotationMatrix(), Vec3::Zero()};
  std::vector<Pose> out{M};
  for (std::size_t i = 0; i < kUrDescription.size(); ++i) {
    const RosJoint& j = kUrDescription[i];
    M.p += M.R * j.xyz;
    M.R = M.R * fromRpy(j.rpy) * Eigen::AngleAxisd(q(static_cast<int>(i)), j.axis).toRotationMatrix();
    out.push_back(M);
  }
  return out;
}

const std::string kUr5 = std::string(WRENCHLAB_SOURCE_DIR) + "/content/models/robots/ur5.urdf";

}  // namespace

TEST_CASE("the UR5's shells sit on its links: each visual origin equals ur_description's link frame at random angles") {
  auto text = readTextFile(kUr5);
  REQUIRE(text.ok());
  auto robot = openRobotFile(*text, kUr5);
  REQUIRE_MESSAGE(robot.ok(), robot.error().text());
  const Model& model = robot->file.model;
  REQUIRE(robot->meshes.size() == kMeshes.size());
  REQUIRE(model.nq() == 6);

  std::mt19937 random(29);
  std::uniform_real_distribution<double> angle(-M_PI, M_PI);
  Data data(model);
  int trials = 0;
  double worstRotation = 0, worstMetres = 0;
  for (int trial = 0; trial < 40; ++trial) {
    State state = State::zero(model);
    for (int k = 0; k < 6; ++k) state.q(k) = angle(random);
    computeKinematics(model, data, state);
    const std::vector<Pose> theirs = urDescriptionPoses(state.q);
    for (std::size_t m = 0; m < kMeshes.size(); ++m) {
      const MeshReference& r = robot->meshes[m];
      CHECK(r.file == "package://ur_description/meshes/ur5/visual/" + kMeshes[m] + ".dae");
      const FrameState& segment = data.frames[static_cast<std::size_t>(model.segmentFrame(r.segment))];
      const Mat3 R_WM = segment.R_WF * r.A_SF;
      const Vec3 p_WM = segment.toWorld(r.p_SF);
      worstRotation = std::max(worstRotation, (R_WM - theirs[m].R).cwiseAbs().maxCoeff());
      worstMetres = std::max(worstMetres, (p_WM - theirs[m].p).norm());
    }
    ++trials;
  }
  MESSAGE(trials << " random poses × 7 shells: largest difference " << worstRotation << " in a rotation entry, " << worstMetres * 1000 << " mm");
  CHECK(trials == 40);
  CHECK(worstRotation < 1e-8);  // the file's angles carry 10 digits
  CHECK(worstMetres < 1e-9);
}

TEST_CASE("the robot-arm lesson's model names the UR5's shells; with ur_description's package all seven are read") {
  auto document = parseJsonFile(std::string(WRENCHLAB_SOURCE_DIR) + "/content/models/ur5-at-speed.json");
  REQUIRE(document.ok());
  const std::string packages = std::string(WRENCHLAB_SOURCE_DIR) + "/../shared/real-models/ros";
  auto references = robotFileMeshes(*document, std::string(WRENCHLAB_SOURCE_DIR) + "/content/models", {packages});
  REQUIRE_MESSAGE(references.ok(), references.error().text());
  REQUIRE(references->size() == 7);
  // The package path comes first, as ROS_PACKAGE_PATH; the content folder's own places after it.
  CHECK(references->front().candidates.front() == packages + "/ur_description/meshes/ur5/visual/base.dae");
  if (!readTextFile(references->front().candidates.front())) {
    MESSAGE("ur_description's meshes are not on this machine: reading skipped");
    return;
  }
  const BodyMeshes meshes = loadMeshes(*references, readFileFromDisk);
  CHECK(meshes.notes.empty());
  CHECK(meshes.meshes.size() == 7);
  // Without the package: none found, each named, and the lesson still opens (drawn with capsules).
  auto alone = robotFileMeshes(*document, std::string(WRENCHLAB_SOURCE_DIR) + "/content/models");
  REQUIRE(alone.ok());
  const BodyMeshes none = loadMeshes(*alone, readFileFromDisk);
  CHECK(none.meshes.empty());
  CHECK(none.notes.size() == 7);
}

TEST_CASE("a model without a robot file names no meshes") {
  auto document = parseJsonFile(std::string(WRENCHLAB_SOURCE_DIR) + "/content/models/ur5-at-speed.json");
  REQUIRE(document.ok());
  (*document).erase("robot");
  auto references = robotFileMeshes(*document, ".");
  REQUIRE(references.ok());
  CHECK(references->empty());
}

}  // namespace wl
