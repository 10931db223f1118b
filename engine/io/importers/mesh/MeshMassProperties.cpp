#include "io/importers/mesh/MeshMassProperties.hpp"

#include <cmath>
#include <vector>

#include <Eigen/Geometry>

#include "io/importers/mesh/MujocoPrincipalAxes.hpp"

namespace wl {

namespace {

constexpr double kMinVal = 1e-15;  // MuJoCo's mjMINVAL

// MuJoCo's _areaNrmCen, operation for operation: the centre is summed in float (the vertices are
// floats), the edges are float differences, the rest is double. Returns the area; 0 for a degenerate face.
double areaNormalCentre(double normal[3], double centre[3], const float* v1, const float* v2, const float* v3) {
  for (int i = 0; i < 3; ++i) centre[i] = (v1[i] + v2[i] + v3[i]) / 3;
  const double b[3] = {v2[0] - v1[0], v2[1] - v1[1], v2[2] - v1[2]};
  const double c[3] = {v3[0] - v1[0], v3[1] - v1[1], v3[2] - v1[2]};
  normal[0] = b[1] * c[2] - b[2] * c[1];
  normal[1] = b[2] * c[0] - b[0] * c[2];
  normal[2] = b[0] * c[1] - b[1] * c[0];
  const double length = std::sqrt(normal[0] * normal[0] + normal[1] * normal[1] + normal[2] * normal[2]);
  if (length < kMinVal) return 0.0;
  for (int i = 0; i < 3; ++i) normal[i] /= length;
  return length / 2;
}

double dot3(const double a[3], const double b[3]) { return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]; }

}  // namespace

Result<MeshMassProperties> mujocoMeshMassProperties(const TriangleMesh& mesh, const MeshMassOptions& options, const std::string& name) {
  std::vector<float> vert = mesh.positions;
  std::size_t faceCount = mesh.triangleCount();
  if (options.firstGroupOnly && !mesh.groupStarts.empty()) faceCount = mesh.groupStarts.front();
  std::vector<std::uint32_t> face(mesh.triangles.begin(), mesh.triangles.begin() + static_cast<std::ptrdiff_t>(3 * faceCount));
  // A scale that mirrors the mesh turns its faces inside out: MuJoCo swaps two vertices of each.
  if (options.scale.prod() < 0.0)
    for (std::size_t f = 0; f < faceCount; ++f) std::swap(face[3 * f + 1], face[3 * f + 2]);
  const std::size_t n = vert.size() / 3;
  if (!options.refpos.isZero()) {
    const float rp[3] = {static_cast<float>(options.refpos(0)), static_cast<float>(options.refpos(1)), static_cast<float>(options.refpos(2))};
    for (std::size_t i = 0; i < n; ++i)
      for (int k = 0; k < 3; ++k) vert[3 * i + static_cast<std::size_t>(k)] -= rp[k];
  }
  if (options.refquat != Eigen::Vector4d(1, 0, 0, 0)) {
    const Eigen::Quaterniond q(options.refquat(0), options.refquat(1), options.refquat(2), options.refquat(3));
    const Mat3 R = q.normalized().toRotationMatrix();
    for (std::size_t i = 0; i < n; ++i) {
      const Vec3 p = R.transpose() * Vec3(vert[3 * i], vert[3 * i + 1], vert[3 * i + 2]);
      for (int k = 0; k < 3; ++k) vert[3 * i + static_cast<std::size_t>(k)] = static_cast<float>(p(k));
    }
  }
  if (options.scale != Vec3::Ones())
    for (std::size_t i = 0; i < n; ++i)
      for (int k = 0; k < 3; ++k) vert[3 * i + static_cast<std::size_t>(k)] = static_cast<float>(vert[3 * i + static_cast<std::size_t>(k)] * options.scale(k));

  const bool exact = options.exactMeshInertia;
  double normal[3], centre[3];
  // The area-weighted centre of the faces: the apex of the first pass's pyramids.
  double faceCentre[3] = {0, 0, 0}, area = 0.0;
  for (std::size_t f = 0; f < faceCount; ++f) {
    const double a = areaNormalCentre(normal, centre, &vert[3 * face[3 * f]], &vert[3 * face[3 * f + 1]], &vert[3 * face[3 * f + 2]]);
    for (int j = 0; j < 3; ++j) faceCentre[j] += a * centre[j];
    area += a;
  }
  if (area < kMinVal) return Error{name, "mesh surface area is too small (MuJoCo refuses such a mesh)"};
  for (double& x : faceCentre) x /= area;
  double volume = 0.0, com[3] = {0, 0, 0};
  for (std::size_t f = 0; f < faceCount; ++f) {
    const double a = areaNormalCentre(normal, centre, &vert[3 * face[3 * f]], &vert[3 * face[3 * f + 1]], &vert[3 * face[3 * f + 2]]);
    const double apexToFace[3] = {centre[0] - faceCentre[0], centre[1] - faceCentre[1], centre[2] - faceCentre[2]};
    double v = dot3(apexToFace, normal) * a / 3;
    if (!exact) v = std::fabs(v);
    volume += v;
    for (int j = 0; j < 3; ++j) com[j] += v * (centre[j] * 3.0 / 4.0 + faceCentre[j] / 4.0);
  }
  if (volume < kMinVal) return Error{name, "mesh volume is too small (MuJoCo refuses such a mesh; are its faces wound inside out?)"};
  for (double& x : com) x /= volume;
  for (std::size_t i = 0; i < n; ++i)
    for (int j = 0; j < 3; ++j) vert[3 * i + static_cast<std::size_t>(j)] -= com[j];  // in float, as MuJoCo re-centres

  // Products of inertia about the centre at the class density: pyramids from the centre to each face.
  const int k[6][2] = {{0, 0}, {1, 1}, {2, 2}, {0, 1}, {0, 2}, {1, 2}};
  double P[6] = {0, 0, 0, 0, 0, 0};
  volume = 0.0;
  for (std::size_t f = 0; f < faceCount; ++f) {
    const float* D = &vert[3 * face[3 * f]];
    const float* E = &vert[3 * face[3 * f + 1]];
    const float* F = &vert[3 * face[3 * f + 2]];
    const double a = areaNormalCentre(normal, centre, D, E, F);
    double v = dot3(centre, normal) * a / 3;
    if (!exact) v = std::fabs(v);
    volume += v;
    for (int j = 0; j < 6; ++j) {
      const int r = k[j][0], s = k[j][1];
      // In float, as MuJoCo's expression of float vertices is evaluated.
      const float bracket = 2 * (D[r] * D[s] + E[r] * E[s] + F[r] * F[s]) + D[r] * E[s] + D[s] * E[r] + D[r] * F[s] + D[s] * F[r] + E[r] * F[s] +
                            E[s] * F[r];
      P[j] += options.classDensity * v / 20 * bracket;
    }
  }
  Mat3 I;
  I << P[1] + P[2], -P[3], -P[4], -P[3], P[0] + P[2], -P[5], -P[4], -P[5], P[0] + P[1];
  // MuJoCo keeps the mesh's principal moments in the axes its own iteration finds (MujocoPrincipalAxes.hpp).
  const PrincipalAxes principal = mujocoPrincipalAxes(I);
  const Vec3& e = principal.moments;  // largest first
  if (!(e(2) > 0.0)) return Error{name, "eigenvalue of mesh inertia must be positive (MuJoCo refuses such a mesh)"};
  if (e(2) + e(1) < e(0)) return Error{name, "eigenvalues of mesh inertia violate A + B >= C (MuJoCo refuses such a mesh)"};
  // MuJoCo's equivalent box, per unit density: half-sizes from the principal moments and the mesh's mass.
  Vec3 box;
  const double classMass = volume * options.classDensity;
  if (!(classMass > 0.0)) return Error{name, "its default class's density is 0: MuJoCo cannot size its inertia box"};
  for (int i = 0; i < 3; ++i) {
    const int j = (i + 1) % 3, k = (i + 2) % 3;
    box(i) = std::sqrt(6 * (e(j) + e(k) - e(i)) / classMass) / 2;
  }
  Vec3 momentPerMass;
  for (int i = 0; i < 3; ++i) momentPerMass(i) = (box((i + 1) % 3) * box((i + 1) % 3) + box((i + 2) % 3) * box((i + 2) % 3)) / 3;
  MeshMassProperties out;
  out.meshVolume = volume;
  out.volume = exact ? volume : 8.0 * box(0) * box(1) * box(2);
  out.com = Vec3(com[0], com[1], com[2]);
  out.inertiaPerMass = principal.axes * momentPerMass.asDiagonal() * principal.axes.transpose();
  out.triangles = faceCount;
  return out;
}

}  // namespace wl
