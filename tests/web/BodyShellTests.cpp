// The bodies' own meshes in the front end: prepared for drawing once (ShellMesh: smooth normals), placed
// each frame at the segment's pose by the batch (opaque before see-through), and read by the player one
// file per frame after a robot opens, a missing file leaving one note and its capsule.
#include <doctest/doctest.h>

#include <map>

#include "PlayerHarness.hpp"
#include "io/codecs/JsonText.hpp"  // readTextFile
#include "render/SceneBatch.hpp"
#include "render/ShellMesh.hpp"

namespace wl::web {
namespace {

using render::Vec3f;

// A right tetrahedron: corners at the origin and on the three axes, wound counter-clockwise from outside.
render::ShellMesh tetrahedron() {
  const std::vector<float> positions{0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1};
  const std::vector<std::uint32_t> triangles{0, 2, 1, 0, 1, 3, 0, 3, 2, 1, 2, 3};
  return render::shellMesh(positions, triangles);
}

}  // namespace

TEST_CASE("a shell's normals are the area-weighted mean of its faces', and point out") {
  const render::ShellMesh shell = tetrahedron();
  REQUIRE(shell.triangles.size() == 12);
  // The corner on the x axis touches the faces z = 0 (area ½, normal −z), y = 0 (½, −y) and the slanted
  // one (area √3/2, normal (1,1,1)/√3): summed (½·2 weights) (1, 1, 1)/2 − z/2 − y/2 = (½, 0, 0): +x.
  CHECK((shell.normals_S[1] - Vec3f(1, 0, 0)).norm() < 1e-6f);
  // The origin touches the three axis faces: (−1, −1, −1)/√3.
  CHECK((shell.normals_S[0] - Vec3f(-1, -1, -1).normalized()).norm() < 1e-6f);
  // A triangle naming a vertex that does not exist is left out; the others stay.
  const render::ShellMesh cut = render::shellMesh({0, 0, 0, 1, 0, 0, 0, 1, 0}, {0, 1, 2, 0, 1, 7});
  CHECK(cut.triangles.size() == 3);
}

TEST_CASE("the batch places a shell at its segment's pose, opaque ones before see-through ones") {
  const render::ShellMesh shell = tetrahedron();
  render::DrawList list;
  render::PlacedShell turned;
  turned.shell = &shell;
  turned.R_WS = Eigen::AngleAxisf(static_cast<float>(EIGEN_PI / 2), Vec3f::UnitZ()).toRotationMatrix();  // x → y
  turned.p_WS = Vec3f(0, 0, 2);
  turned.colour = {1, 1, 1, 0.3f};
  render::PlacedShell solid = turned;
  solid.colour.a = 1.0f;
  solid.R_WS.setIdentity();
  list.shells = {turned, solid};  // see-through first in the list: the batch still puts the opaque one first
  render::Camera camera;
  render::SceneBatch batch;
  batch.build(list, camera);
  REQUIRE(batch.opaqueShells.size() == 1);
  REQUIRE(batch.seeThroughShells.size() == 1);
  CHECK(batch.opaqueShells[0].colour.a == 1.0f);
  CHECK(batch.litIndices.empty());  // the shells stay on the GPU: nothing of theirs in the batch's buffers
  // The see-through shell's corner on the x axis, turned to +y and lifted to z = 2, its normal turned too,
  // by the model matrix the shader applies (column-major).
  const render::ShellDraw& d = batch.seeThroughShells[0];
  CHECK(d.shell == &shell);
  const Eigen::Map<const Eigen::Matrix4f> model(d.model);
  const Eigen::Vector4f corner_W = model * Eigen::Vector4f(shell.positions_S[1].x(), shell.positions_S[1].y(), shell.positions_S[1].z(), 1.0f);
  CHECK((corner_W - Eigen::Vector4f(0, 1, 2, 1)).norm() < 1e-6f);
  const Vec3f normal_W = model.topLeftCorner<3, 3>() * shell.normals_S[1];
  CHECK((normal_W - Vec3f(0, 1, 0)).norm() < 1e-6f);
  CHECK(d.colour.a == doctest::Approx(0.3f));
  // Uploaded once as it is, white (the draw's colour tints it): normals as signed bytes.
  const std::vector<render::LitVertex> vertices = render::shellVertices(shell);
  REQUIRE(vertices.size() == 4);
  CHECK(vertices[1].p[0] == 1.0f);
  CHECK(vertices[1].normalPattern[0] == 127);
  CHECK(vertices[1].colour[3] == 255);
  // Every prepared mesh has an id of its own: the renderer's GPU copy is never another mesh's.
  CHECK(tetrahedron().id != shell.id);
}

TEST_CASE("a robot's meshes are read one file per frame after it opens; a missing one is one note and keeps its capsule") {
  test::PlayerHarness h;
  const std::string tetra = readTextFile(std::string(WRENCHLAB_SOURCE_DIR) + "/tests/data/robots/meshes/tetra.stl").value();
  const std::string urdf = R"(<robot name="two">
  <link name="base"/>
  <link name="upper"><inertial><mass value="1"/><inertia ixx="0.1" iyy="0.1" izz="0.1" ixy="0" ixz="0" iyz="0"/></inertial>
    <visual><geometry><mesh filename="tetra.stl" scale="2 2 2"/></geometry></visual></link>
  <link name="lower"><inertial><mass value="1"/><inertia ixx="0.1" iyy="0.1" izz="0.1" ixy="0" ixz="0" iyz="0"/></inertial>
    <visual><geometry><mesh filename="gone.stl"/></geometry></visual></link>
  <joint name="shoulder" type="revolute"><parent link="base"/><child link="upper"/><axis xyz="0 0 1"/>
    <limit lower="-3" upper="3" effort="1" velocity="1"/></joint>
  <joint name="elbow" type="revolute"><parent link="upper"/><child link="lower"/><origin xyz="0.5 0 0"/><axis xyz="0 0 1"/>
    <limit lower="-3" upper="3" effort="1" velocity="1"/></joint>
</robot>)";
  std::map<std::string, int> reads;
  const FileReader read = [&](const std::string& path) -> Result<std::string> {
    ++reads[path];
    if (path == "/robots/two.urdf") return urdf;
    if (path == "/robots/tetra.stl") return tetra;
    return Error{path, "cannot be read"};
  };
  REQUIRE(h.player.openRobotFile("/robots/two.urdf", read, h.view));
  CHECK(h.player.readingMeshes());
  CHECK(h.player.bodyMeshes() == nullptr);
  CHECK(h.player.message().text.find("Reading the meshes of") != std::string::npos);
  int frames = 0;
  while (h.player.readingMeshes() && frames < 10) {
    h.player.continueMeshes();
    ++frames;
  }
  CHECK(frames == 2);  // the first file was read as the robot opened; one more, then the meshes are set
  const BodyMeshes* meshes = h.player.bodyMeshes();
  REQUIRE(meshes != nullptr);
  REQUIRE(meshes->meshes.size() == 1);
  CHECK(meshes->meshes[0].segment == h.player.session().model().findSegment("upper"));
  CHECK(meshes->meshes[0].mesh_S.triangleCount() == 4);
  // Scaled by 2 from the file: a corner at (0, 0, 0.2) of the 0.1 m tetrahedron.
  bool scaledCorner = false;
  for (std::size_t i = 0; i < meshes->meshes[0].mesh_S.vertexCount(); ++i)
    scaledCorner = scaledCorner || (meshes->meshes[0].mesh_S.vertex(i) - Vec3(0, 0, 0.2)).norm() < 1e-6;
  CHECK(scaledCorner);
  REQUIRE(meshes->notes.size() == 1);
  CHECK(meshes->notes[0].find("gone.stl") != std::string::npos);
  const std::string said = h.player.message().text;
  CHECK(said.find("Opened two.urdf") == 0);  // what the opening said stays, the meshes after it
  CHECK(said.find("1 of 2 drawn") != std::string::npos);
  CHECK(said.find("Drawn as before (capsules):") != std::string::npos);
  CHECK(reads["/robots/tetra.stl"] == 1);
  // A link's bodies=: meshes, capsules; see-through is the default and is not written.
  CHECK(h.player.shareState(h.view).bodies.empty());
  h.view.bodyStyle = ViewState::BodyStyle::Meshes;
  CHECK(h.player.shareState(h.view).bodies == "meshes");
  // Read back: a link's bodies= sets the style, and one without it asks for the default, see-through, not
  // for what the page drew before.
  REQUIRE(h.player.applyShareLink("#v1&lesson=radial-slider&bodies=capsules", h.view));
  CHECK(h.view.bodyStyle == ViewState::BodyStyle::Capsules);
  REQUIRE(h.player.applyShareLink("#v1&lesson=radial-slider", h.view));
  CHECK(h.view.bodyStyle == ViewState::BodyStyle::SeeThrough);
}

namespace {

const std::string kUrDescription = std::string(WRENCHLAB_SOURCE_DIR) + "/../shared/real-models/ros/ur_description";

int readAllMeshes(LessonPlayer& player) {
  int frames = 0;
  while (player.readingMeshes() && frames < 100) {
    player.continueMeshes();
    ++frames;
  }
  return frames;
}

}  // namespace

TEST_CASE("the robot-arm lesson draws the UR5's own shells from a package path, and capsules without a word when they are not found") {
  {
    test::PlayerHarness h;
    h.open("robot-arm-at-speed", 0);
    CHECK(h.player.readingMeshes());
    readAllMeshes(h.player);
    const BodyMeshes* none = h.player.bodyMeshes();
    REQUIRE(none != nullptr);
    CHECK(none->meshes.empty());
    CHECK(none->notes.size() == 7);
    // A lesson from the list says nothing of them (its step's text is laid out once; nobody chose a file):
    // capsules as ever, the notes in state().bodies.
    CHECK(h.player.message().text.empty());
    // Opened again later, the lesson neither reads them again nor says it again.
    h.open("radial-slider", 0);
    h.open("robot-arm-at-speed", 0);
    CHECK(!h.player.readingMeshes());
  }
  if (!readTextFile(kUrDescription + "/meshes/ur5/visual/base.dae")) {
    MESSAGE("ur_description's meshes are not on this machine: the rest skipped");
    return;
  }
  test::PlayerHarness h;
  h.player.setPackagePaths({kUrDescription + "/.."});
  h.open("robot-arm-at-speed", 0);
  const int frames = readAllMeshes(h.player);
  // One file per frame, then its simplification in a frame of its own (each is over the drawing budget).
  CHECK(frames == 2 * 7);
  const BodyMeshes* meshes = h.player.bodyMeshes();
  REQUIRE(meshes != nullptr);
  CHECK(meshes->notes.empty());
  REQUIRE(meshes->meshes.size() == 7);
  const Model& model = h.player.session().model();
  CHECK(meshes->meshes.front().segment == model.findSegment("base_link"));
  CHECK(meshes->meshes.back().segment == model.findSegment("link6"));
  CHECK(h.player.message().text == "Meshes of ur5.urdf: 7 of 7 drawn.");
}

TEST_CASE("mesh files chosen while a lesson is open: its own shells, found by name; a lesson that names none says so") {
  test::PlayerHarness h;
  if (!readTextFile(kUrDescription + "/meshes/ur5/visual/base.dae")) {
    MESSAGE("ur_description's meshes are not on this machine: skipped");
    return;
  }
  // Mesh files alone, while a lesson without meshes is open: refused by name, the lesson kept.
  h.open("radial-slider", 0);
  h.player.importFiles({kUrDescription + "/meshes/ur5/visual/base.dae"}, h.view);
  CHECK(h.player.message().isError);
  CHECK(h.player.message().text.find("base.dae: mesh files, but the open lesson's model names none") == 0);
  CHECK(h.player.lesson().id == "radial-slider");

  h.open("robot-arm-at-speed", 0);
  readAllMeshes(h.player);
  REQUIRE(h.player.bodyMeshes() != nullptr);
  CHECK(h.player.bodyMeshes()->meshes.empty());
  // The page stores chosen files in a folder of its own, without ur_description's folders: found by name.
  std::vector<std::string> chosen;
  for (const char* name : {"base", "shoulder", "upperarm", "forearm", "wrist1", "wrist2", "wrist3"})
    chosen.push_back(kUrDescription + "/meshes/ur5/visual/" + name + ".dae");
  chosen.push_back(kUrDescription + "/meshes/ur5/collision/base.stl");  // a folder's other files do no harm
  h.player.importFiles(chosen, h.view);
  CHECK(h.player.readingMeshes());
  CHECK(h.player.lesson().id == "robot-arm-at-speed");  // no motion imported, no lesson replaced
  readAllMeshes(h.player);
  REQUIRE(h.player.bodyMeshes() != nullptr);
  CHECK(h.player.bodyMeshes()->meshes.size() == 7);
  CHECK(h.player.bodyMeshes()->notes.empty());
  CHECK(h.player.message().text == "Meshes of ur5.urdf: 7 of 7 drawn.");
}

}  // namespace wl::web
