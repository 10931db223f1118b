// A mesh's mass as MuJoCo 2.2.2 gives it (engine/io/importers/mesh/MeshMassProperties.hpp), against hand derivations:
// the tetrahedron's and the box's volume, centre and tensor in closed form, the L-shaped prism as two boxes;
// MuJoCo's default (its inertia box's volume) derived from those closed forms by its own formula. The
// agreement with MuJoCo itself is tests/oracle.
#include <doctest/doctest.h>

#include <cmath>
#include <string>

#include <Eigen/Eigenvalues>

#include "io/codecs/JsonText.hpp"
#include "io/importers/mesh/MeshFile.hpp"
#include "io/importers/mesh/MeshMassProperties.hpp"
#include "io/importers/mesh/MujocoPrincipalAxes.hpp"

using namespace wl;

namespace {

const std::string kData = std::string(WRENCHLAB_SOURCE_DIR) + "/tests/data/robots/meshes/";

TriangleMesh load(const std::string& name) {
  auto bytes = readTextFile(kData + name);
  REQUIRE(bytes.ok());
  auto mesh = readMeshFile(*bytes, name);
  REQUIRE_MESSAGE(mesh.ok(), mesh.error().text());
  return *mesh;
}

// Second moments of a solid about its centre, per unit mass, to the tensor: I = tr(S) 1 − S.
Mat3 tensorOf(const Mat3& S) { return S.trace() * Mat3::Identity() - S; }

// MuJoCo's box with the same principal moments (per unit mass): its volume over the solid's.
double boxVolumeRatio(const Mat3& inertiaPerMass, double volume) {
  const Vec3 e = Eigen::SelfAdjointEigenSolver<Mat3>(inertiaPerMass).eigenvalues();
  double product = 1.0;
  for (int i = 0; i < 3; ++i) product *= std::sqrt(6.0 * (e.sum() - 2.0 * e(i))) / 2.0;  // the half-size b_i (m = 1)
  return 8.0 * product / volume;
}

}  // namespace

TEST_CASE("tetrahedron with a right corner: volume abc/6, centre at a quarter of each leg, tensor in closed form") {
  const double a = 0.3, b = 0.2, c = 0.1, V = a * b * c / 6.0;
  // ∫ x_i x_j dV over a tetrahedron = V/20 (Σ_k v_ki v_kj + Σ v_ki Σ v_kj); about the centre subtract V c_i c_j.
  // With corners 0, a e_x, b e_y, c e_z: ∫x² = V a²/10, ∫xy = V ab/20, so per unit mass about the centre
  // S_xx = a²/10 − a²/16 = 3a²/80, S_xy = ab/20 − ab/16 = −ab/80.
  Mat3 S;
  S << 3 * a * a / 80, -a * b / 80, -a * c / 80, -a * b / 80, 3 * b * b / 80, -b * c / 80, -a * c / 80, -b * c / 80, 3 * c * c / 80;
  const Mat3 hand = tensorOf(S);
  const TriangleMesh tetra = load("tetra.stl");
  MeshMassOptions exact;
  exact.exactMeshInertia = true;
  auto p = mujocoMeshMassProperties(tetra, exact, "tetra");
  REQUIRE_MESSAGE(p.ok(), p.error().text());
  // Floats: the file holds 0.3, 0.2, 0.1 as the nearest floats (7 digits).
  CHECK(p->volume == doctest::Approx(V).epsilon(1e-6));
  CHECK((p->com - Vec3(a, b, c) / 4).norm() < 1e-8);
  CHECK((p->inertiaPerMass - hand).cwiseAbs().maxCoeff() < 1e-6 * hand.cwiseAbs().maxCoeff());
  // MuJoCo's default: the same tensor per unit mass, the mass that of its inertia box.
  auto legacy = mujocoMeshMassProperties(tetra, MeshMassOptions{}, "tetra");
  REQUIRE(legacy.ok());
  CHECK(legacy->meshVolume == doctest::Approx(V).epsilon(1e-6));
  CHECK(legacy->volume == doctest::Approx(V * boxVolumeRatio(hand, V)).epsilon(1e-6));
  CHECK(legacy->volume > 1.3 * V);  // the box with a tetrahedron's moments holds 39 % more
  CHECK((legacy->inertiaPerMass - hand).cwiseAbs().maxCoeff() < 1e-6 * hand.cwiseAbs().maxCoeff());
}

TEST_CASE("a box: MuJoCo's inertia box is the box itself, so both rules give ρ·abc and m(b² + c²)/12") {
  const TriangleMesh box = load("box.stl");  // 0.4 × 0.2 × 0.1 from the origin
  for (bool exactRule : {false, true}) {
    MeshMassOptions o;
    o.exactMeshInertia = exactRule;
    auto p = mujocoMeshMassProperties(box, o, "box");
    REQUIRE(p.ok());
    CHECK(p->volume == doctest::Approx(0.008).epsilon(1e-6));
    CHECK((p->com - Vec3(0.2, 0.1, 0.05)).norm() < 1e-8);
    const Vec3 diagonal(0.2 * 0.2 + 0.1 * 0.1, 0.4 * 0.4 + 0.1 * 0.1, 0.4 * 0.4 + 0.2 * 0.2);
    CHECK((p->inertiaPerMass - Mat3(diagonal.asDiagonal()) / 12).cwiseAbs().maxCoeff() < 1e-8);
  }
  // Scaled by (0.5, 1.5, 2): a box 0.2 × 0.3 × 0.2; mirrored along x: the same box, faces wound back out.
  MeshMassOptions scaled;
  scaled.scale = Vec3(0.5, 1.5, 2);
  auto s = mujocoMeshMassProperties(box, scaled, "box");
  REQUIRE(s.ok());
  CHECK(s->volume == doctest::Approx(0.012).epsilon(1e-6));
  MeshMassOptions mirrored;
  mirrored.scale = Vec3(-1, 1, 1);
  mirrored.exactMeshInertia = true;  // signed pyramids: a box turned inside out would have a negative volume
  auto m = mujocoMeshMassProperties(box, mirrored, "box");
  REQUIRE_MESSAGE(m.ok(), m.error().text());
  CHECK(m->volume == doctest::Approx(0.008).epsilon(1e-6));
  CHECK((m->com - Vec3(-0.2, 0.1, 0.05)).norm() < 1e-8);
}

TEST_CASE("the L-shaped prism (not convex): exact rule = two boxes; MuJoCo's default counts the faces seen from inside as positive") {
  // The L: 0.3 × 0.1 plus 0.1 × 0.2 (at x 0..0.1, y 0.1..0.3), 0.1 thick.
  const double VA = 0.3 * 0.1 * 0.1, VB = 0.1 * 0.2 * 0.1, V = VA + VB;
  const Vec3 cA(0.15, 0.05, 0.05), cB(0.05, 0.2, 0.05), com = (VA * cA + VB * cB) / V;
  auto boxAbout = [&](double mass, const Vec3& size, const Vec3& centre) -> Mat3 {  // a box's tensor about `com`
    const Vec3 s2 = size.cwiseProduct(size);
    const Mat3 own = Vec3(s2(1) + s2(2), s2(0) + s2(2), s2(0) + s2(1)).asDiagonal();
    const Vec3 d = centre - com;
    return mass * own / 12 + mass * (d.squaredNorm() * Mat3::Identity() - d * d.transpose());
  };
  const Mat3 hand = (boxAbout(VA, Vec3(0.3, 0.1, 0.1), cA) + boxAbout(VB, Vec3(0.1, 0.2, 0.1), cB)) / V;  // per unit mass
  const TriangleMesh ell = load("l-prism.obj");
  MeshMassOptions exact;
  exact.exactMeshInertia = true;
  auto p = mujocoMeshMassProperties(ell, exact, "ell");
  REQUIRE_MESSAGE(p.ok(), p.error().text());
  CHECK(p->volume == doctest::Approx(V).epsilon(1e-6));
  CHECK((p->com - com).norm() < 1e-7);
  CHECK((p->inertiaPerMass - hand).cwiseAbs().maxCoeff() < 1e-6 * hand.cwiseAbs().maxCoeff());
  // MuJoCo 2.2.2's default takes |each pyramid|: from the faces' centre, the inner corner's faces are seen
  // from behind, so the volume comes out larger than the solid's (and the centre elsewhere).
  auto legacy = mujocoMeshMassProperties(ell, MeshMassOptions{}, "ell");
  REQUIRE(legacy.ok());
  CHECK(legacy->meshVolume > V * 1.01);
  CHECK((legacy->com - com).norm() > 1e-4);
}

TEST_CASE("MuJoCo's principal-axes iteration: moments largest first, axes orthonormal, the tensor rebuilt to its stopping rule") {
  const Mat3 R = Eigen::AngleAxisd(0.7, Vec3(1, 2, 3).normalized()).toRotationMatrix();
  const Mat3 I = R * Vec3(2.0, 5.0, 3.5).asDiagonal() * R.transpose();
  const PrincipalAxes p = mujocoPrincipalAxes(I);
  CHECK(p.moments(0) == doctest::Approx(5.0).epsilon(1e-12));
  CHECK(p.moments(1) == doctest::Approx(3.5).epsilon(1e-12));
  CHECK(p.moments(2) == doctest::Approx(2.0).epsilon(1e-12));
  CHECK((p.axes.transpose() * p.axes - Mat3::Identity()).norm() < 1e-14);
  // It stops when a rotation would turn by less than ~1.4e-6 rad: the rebuilt tensor is that close.
  CHECK((mujocoDiagonalised(I) - I).cwiseAbs().maxCoeff() < 3.0 * 1.5e-6);
}

TEST_CASE("meshes MuJoCo refuses are refused: no area, no volume") {
  TriangleMesh flat;
  flat.positions = {0, 0, 0, 1, 0, 0, 0, 1, 0};
  flat.triangles = {0, 1, 2, 0, 2, 1};
  auto p = mujocoMeshMassProperties(flat, MeshMassOptions{}, "flat");
  REQUIRE(!p.ok());
  CHECK(p.error().message.find("volume is too small") != std::string::npos);
  TriangleMesh line;
  line.positions = {0, 0, 0, 1, 0, 0, 2, 0, 0};
  line.triangles = {0, 1, 2};
  auto q = mujocoMeshMassProperties(line, MeshMassOptions{}, "line");
  REQUIRE(!q.ok());
  CHECK(q.error().message.find("surface area is too small") != std::string::npos);
}
