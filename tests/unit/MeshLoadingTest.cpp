// Finding, reading and placing the meshes a model names for drawing (engine/io/mesh): where each format looks
// for its files, one file per step with a note for each that cannot be read, the placement in the segment
// frame (a mirroring scale winds the faces back), and simplification's budget and measured cost.
#include <doctest/doctest.h>

#include <map>
#include <string>

#include "io/FileReader.hpp"
#include "io/codecs/JsonText.hpp"
#include "io/importers/mesh/MeshFile.hpp"
#include "io/importers/mesh/MeshLoading.hpp"
#include "io/importers/mesh/MeshPaths.hpp"
#include "io/importers/mesh/MeshSimplify.hpp"
#include "io/importers/robot/RobotFile.hpp"

using namespace wl;

namespace {

// A flat 1 m × 1 m sheet cut into 20 000 triangles: a finely cut mesh of our own.
TriangleMesh squareSheet() {
  TriangleMesh sheet;
  for (int i = 0; i <= 100; ++i)
    for (int j = 0; j <= 100; ++j) sheet.positions.insert(sheet.positions.end(), {i * 0.01f, j * 0.01f, 0.0f});
  for (std::uint32_t i = 0; i < 100; ++i)
    for (std::uint32_t j = 0; j < 100; ++j) {
      const std::uint32_t v = i * 101 + j;
      sheet.triangles.insert(sheet.triangles.end(), {v, v + 101, v + 1, v + 1, v + 101, v + 102});
    }
  return sheet;
}

}  // namespace

TEST_CASE("package:// paths: each package path, the package as an ancestor of the URDF, the page's suffixes, MuJoCo's file name") {
  const auto c = urdfMeshCandidates("package://abb_support/meshes/irb/link_1.stl", "/robots/abb_support/urdf/irb.urdf",
                                    {"/opt/ros", "/home/me/abb_support/"});
  const std::vector<std::string> expected{"/opt/ros/abb_support/meshes/irb/link_1.stl", "/home/me/abb_support/abb_support/meshes/irb/link_1.stl",
                                          "/home/me/abb_support/meshes/irb/link_1.stl", "../meshes/irb/link_1.stl",
                                          "abb_support/meshes/irb/link_1.stl", "meshes/irb/link_1.stl", "link_1.stl"};
  CHECK(c == expected);
  CHECK(urdfMeshCandidates("file:///data/arm.dae", "a.urdf", {}) == std::vector<std::string>{"/data/arm.dae"});
  CHECK(urdfMeshCandidates("meshes/arm.dae", "a.urdf", {}) == std::vector<std::string>{"meshes/arm.dae", "arm.dae"});
  CHECK(mjcfMeshCandidates("parts/arm.stl", "assets", false) == std::vector<std::string>{"assets/parts/arm.stl"});
  CHECK(mjcfMeshCandidates("parts/arm.stl", "assets/", true) == std::vector<std::string>{"assets/arm.stl"});
  CHECK(osimMeshCandidates("femur.vtp", {"/opt/opensim/Geometry"}) ==
        std::vector<std::string>{"femur.vtp", "Geometry/femur.vtp", "/opt/opensim/Geometry/femur.vtp"});
  // A name in another case (Leg39's fibula_R.vtp beside Geometry/fibula_r.vtp): the lower-case file name after
  // the name as written, folders untouched, as Windows and macOS find it.
  CHECK(osimMeshCandidates("Bones/fibula_R.vtp", {"/opt/G"}) ==
        std::vector<std::string>{"Bones/fibula_R.vtp", "Geometry/Bones/fibula_R.vtp", "/opt/G/Bones/fibula_R.vtp", "Bones/fibula_r.vtp",
                                 "Geometry/Bones/fibula_r.vtp", "/opt/G/Bones/fibula_r.vtp"});
}

TEST_CASE("loading: one file per step, a file used twice read once, a missing and a bad file one note each, placed in the segment frame") {
  const std::string tetra = readTextFile(std::string(WRENCHLAB_SOURCE_DIR) + "/tests/data/robots/meshes/tetra.stl").value();
  std::map<std::string, int> reads;
  const FileReader read = [&](const std::string& path) -> Result<std::string> {
    ++reads[path];
    if (path == "tetra.stl") return tetra;
    if (path == "bad.stl") return std::string("solid x\nfacet oops\n");
    return Error{path, "cannot be read"};
  };
  MeshReference a;
  a.segment = 0;
  a.file = "tetra.stl";
  a.candidates = {"tetra.stl"};
  a.A_SF = Vec3(1, 1, -1).asDiagonal();  // mirrored in z
  a.p_SF = Vec3(0, 0, 1);
  a.owner = "link a";
  MeshReference b = a;
  b.segment = 1;
  b.A_SF.setIdentity();
  b.p_SF.setZero();
  MeshReference missing = a, bad = a;
  missing.file = "gone.dae";
  missing.candidates = {"x/gone.dae", "gone.dae"};
  bad.file = "bad.stl";
  bad.candidates = {"bad.stl"};
  MeshLoading loading({a, missing, b, bad}, read);
  CHECK(loading.stepCount() == 4);
  CHECK(loading.nextStage() == "reading tetra.stl");
  int steps = 0;
  while (!loading.done()) {
    loading.step();
    ++steps;
  }
  CHECK(steps == 4);
  CHECK(reads["tetra.stl"] == 1);
  const BodyMeshes meshes = loading.take();
  REQUIRE(meshes.meshes.size() == 2);
  REQUIRE(meshes.notes.size() == 2);
  CHECK(meshes.notes[0] == "link a: gone.dae: not found (looked for x/gone.dae, gone.dae); drawn without it");
  CHECK(meshes.notes[1] == "link a: bad.stl:3: ASCII STL ends where \"outer\" was expected (cut short?); drawn without it");
  const SegmentMesh& placed = meshes.meshes[0];
  CHECK(placed.segment == 0);
  // The corner (0, 0, 0.1) lands at (0, 0, 1 − 0.1); the mirrored faces are wound back: normals still point out.
  const TriangleMesh& m = placed.mesh_S;
  Vec3 centre = Vec3::Zero();
  for (std::size_t i = 0; i < m.vertexCount(); ++i) centre += m.vertex(i) / static_cast<double>(m.vertexCount());
  bool sawCorner = false;
  for (std::size_t i = 0; i < m.vertexCount(); ++i) sawCorner = sawCorner || (m.vertex(i) - Vec3(0, 0, 0.9)).norm() < 1e-7;
  CHECK(sawCorner);
  for (std::size_t t = 0; t < m.triangleCount(); ++t) {
    const Vec3 p = m.vertex(m.triangles[3 * t]), q = m.vertex(m.triangles[3 * t + 1]), r = m.vertex(m.triangles[3 * t + 2]);
    CHECK((q - p).cross(r - p).dot((p + q + r) / 3 - centre) > 0.0);
  }
}

TEST_CASE("simplification: within the budget, every vertex moved no farther than it reports, and that no farther than a cell's diagonal") {
  // The UR5's upper arm (31 000 triangles) when the shared files are here; else a finely cut box of our own.
  TriangleMesh mesh;
  auto bytes = readTextFile(std::string(WRENCHLAB_SOURCE_DIR) + "/../shared/real-models/ros/ur_description/meshes/ur5/visual/upperarm.dae");
  if (bytes) {
    mesh = readMeshFile(*bytes, "upperarm.dae").value();
  } else {
    mesh = squareSheet();
  }
  const std::size_t budget = 5000;
  REQUIRE(mesh.triangleCount() > budget);
  const Simplified s = simplifyForDrawing(mesh, budget);
  CHECK(s.mesh.triangleCount() <= budget);
  CHECK(s.mesh.triangleCount() > budget / 4);  // the finest grid that fits, not a much coarser one
  Vec3 low = mesh.vertex(0), high = low;
  for (std::size_t i = 0; i < mesh.vertexCount(); ++i) {
    low = low.cwiseMin(mesh.vertex(i));
    high = high.cwiseMax(mesh.vertex(i));
  }
  CHECK(s.largestShift > 0.0);
  CHECK(s.largestShift < 0.05 * (high - low).norm());
  MESSAGE(mesh.triangleCount() << " triangles to " << s.mesh.triangleCount() << ", largest shift " << s.largestShift * 1000 << " mm of a "
                               << (high - low).norm() * 1000 << " mm box diagonal");
  const Simplified unchanged = simplifyForDrawing(s.mesh, budget);
  CHECK(unchanged.mesh.triangles == s.mesh.triangles);
  CHECK(unchanged.largestShift == 0.0);
}

TEST_CASE("the drawing budget follows a part's size: density × d², between the floor and the cap, the scale included") {
  // A flat 1 m × 1 m sheet of 20 000 triangles (diagonal √2 m), as an STL held in memory.
  const TriangleMesh sheet = squareSheet();
  std::string stl = "solid sheet\n";
  for (std::size_t t = 0; t < sheet.triangleCount(); ++t) {
    stl += "facet normal 0 0 1\nouter loop\n";
    for (int k = 0; k < 3; ++k) {
      const Vec3 p = sheet.vertex(sheet.triangles[3 * t + static_cast<std::size_t>(k)]);
      stl += "vertex " + std::to_string(p.x()) + " " + std::to_string(p.y()) + " " + std::to_string(p.z()) + "\n";
    }
    stl += "endloop\nendfacet\n";
  }
  stl += "endsolid sheet\n";
  const FileReader read = [&](const std::string&) -> Result<std::string> { return stl; };
  auto drawnWith = [&](double density, double scale) {
    MeshReference r;
    r.segment = 0;
    r.file = "sheet.stl";
    r.candidates = {"sheet.stl"};
    r.A_SF = scale * Mat3::Identity();
    r.owner = "link";
    MeshLoadingOptions options;
    options.maxTrianglesPerFile = 5000;
    options.trianglesPerSquareMetre = density;
    options.minTrianglesPerFile = 100;
    const BodyMeshes meshes = loadMeshes({r}, read, options);
    REQUIRE(meshes.meshes.size() == 1);
    return meshes.meshes[0].mesh_S.triangleCount();
  };
  // d² = 2 m²: 1000 per m² asks for 2000 triangles; clustering finds the finest grid within them.
  const std::size_t asked = drawnWith(1000.0, 1.0);
  CHECK(asked <= 2000);
  CHECK(asked > 500);
  CHECK(drawnWith(0.0, 1.0) <= 5000);           // no density: the cap alone
  CHECK(drawnWith(0.0, 1.0) > 2000);
  CHECK(drawnWith(1e6, 1.0) <= 5000);           // the cap holds however dense
  // Scaled to a 10 cm sheet (d² = 0.02 m²): 1000 per m² asks for 20, the floor keeps 100 at most.
  const std::size_t small = drawnWith(1000.0, 0.1);
  CHECK(small <= 100);
  CHECK(small > 10);
}

TEST_CASE("importers list their meshes for drawing: a URDF's visual meshes in the link frame, with their scale and origin") {
  const std::string path = std::string(WRENCHLAB_SOURCE_DIR) + "/../shared/real-models/ros/abb_irb2400_support/urdf/irb2400.urdf";
  auto text = readTextFile(path);
  if (!text) {
    MESSAGE("irb2400.urdf is not on this machine: skipped");
    return;
  }
  auto robot = openRobotFile(*text, path, [&path](const std::string& f) { return readFileFromDisk(resolvePath(path, f)); });
  REQUIRE_MESSAGE(robot.ok(), robot.error().text());
  REQUIRE(robot->meshes.size() == 7);
  CHECK(robot->meshes[1].file == "package://abb_irb2400_support/meshes/irb2400/visual/link_1.dae");
  CHECK(robot->meshes[1].candidates[0] == "../meshes/irb2400/visual/link_1.dae");  // the package is the URDF's grandparent folder
  const BodyMeshes meshes = loadMeshes(robot->meshes, [&path](const std::string& f) { return readFileFromDisk(resolvePath(path, f)); });
  CHECK(meshes.notes.empty());
  CHECK(meshes.meshes.size() == 7);
}
