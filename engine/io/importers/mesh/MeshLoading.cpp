#include "io/importers/mesh/MeshLoading.hpp"

#include <algorithm>
#include <cmath>


#include "io/importers/mesh/MeshFile.hpp"
#include "io/importers/mesh/MeshPaths.hpp"
#include "io/importers/mesh/MeshSimplify.hpp"

namespace wl {

MeshLoading::MeshLoading(std::vector<MeshReference> references, FileReader read, MeshLoadingOptions options)
    : references_(std::move(references)), read_(std::move(read)), options_(options) {}

namespace {

// The largest singular value of A (a rotation times a scale): √ of AᵀA's largest eigenvalue, by power
// iteration (a few lines instead of Eigen's SVD in the page).
double largestStretch(const Mat3& A) {
  const Mat3 AtA = A.transpose() * A;
  Vec3 v(1.0, 0.7, 0.4);
  double lambda = 0.0;
  for (int k = 0; k < 60; ++k) {
    const Vec3 w = AtA * v;
    const double n = w.norm();
    if (!(n > 0.0)) return 0.0;
    lambda = v.dot(w) / v.squaredNorm();
    v = w / n;
  }
  return std::sqrt(std::max(lambda, 0.0));
}

}  // namespace

std::size_t MeshLoading::budgetFor(const TriangleMesh& mesh, const Mat3& A_SF) const {
  if (!(options_.trianglesPerSquareMetre > 0.0) || mesh.vertexCount() == 0) return options_.maxTrianglesPerFile;
  const TriangleMesh::Box box = mesh.bounds();
  const double d = (box.high - box.low).norm() * largestStretch(A_SF);
  const double wanted = options_.trianglesPerSquareMetre * d * d;
  const double floor = static_cast<double>(options_.minTrianglesPerFile), cap = static_cast<double>(options_.maxTrianglesPerFile);
  return static_cast<std::size_t>(std::min(cap, std::max(floor, std::isfinite(wanted) ? wanted : cap)));
}

std::string MeshLoading::nextStage() const {
  if (done()) return "done";
  const std::string& file = references_[simplifyPending_ ? next_ - 1 : next_].file;
  const std::size_t slash = file.find_last_of('/');
  return (simplifyPending_ ? "simplifying " : "reading ") + (slash == std::string::npos ? file : file.substr(slash + 1));
}

void MeshLoading::step() {
  if (done()) return;
  ++stepsDone_;
  if (simplifyPending_) {
    simplifyPending_ = false;
    Parsed& p = parsed_.at(references_[next_ - 1].file);
    Simplified drawn = simplifyForDrawing(p.mesh, p.budget);
    p.mesh = std::move(drawn.mesh);
    p.largestShift = drawn.largestShift;
    place(references_[next_ - 1], p);
    return;
  }
  const MeshReference& r = references_[next_++];
  auto known = parsed_.find(r.file);
  if (known == parsed_.end()) {
    Parsed p;
    auto found = readFirstCandidate(r.file, r.candidates, read_);
    if (!found) {
      p.error = found.error().text();
    } else {
      p.path = found->path;
      auto mesh = readMeshFile(found->bytes, found->path);
      if (mesh) {
        p.fileTriangles = mesh->triangleCount();
        p.budget = budgetFor(*mesh, r.A_SF);
        p.mesh = std::move(*mesh);
        p.mesh.groupStarts.clear();
      } else {
        p.error = mesh.error().text();
      }
    }
    known = parsed_.emplace(r.file, std::move(p)).first;
    if (known->second.error.empty() && known->second.fileTriangles > known->second.budget) {
      simplifyPending_ = true;  // the next step simplifies it, then places it
      ++simplifications_;
      return;
    }
  }
  place(r, known->second);
}

void MeshLoading::place(const MeshReference& r, const Parsed& p) {
  if (!p.error.empty()) {
    result_.notes.push_back(r.owner + ": " + p.error + "; drawn without it");
    return;
  }
  SegmentMesh out;
  out.segment = r.segment;
  out.file = p.path;
  out.fileTriangles = p.fileTriangles;
  // Measured in the file's frame; the placement stretches it by at most its largest singular value.
  out.largestShift = p.largestShift * largestStretch(r.A_SF);
  out.mesh_S.positions.resize(p.mesh.positions.size());
  for (std::size_t i = 0; i < p.mesh.vertexCount(); ++i) {
    const Vec3 x = r.A_SF * p.mesh.vertex(i) + r.p_SF;
    for (int k = 0; k < 3; ++k) out.mesh_S.positions[3 * i + static_cast<std::size_t>(k)] = static_cast<float>(x(k));
  }
  out.mesh_S.triangles = p.mesh.triangles;
  if (r.A_SF.determinant() < 0.0)  // a mirroring scale turns the faces inside out: wind them back
    for (std::size_t t = 0; t < out.mesh_S.triangleCount(); ++t) std::swap(out.mesh_S.triangles[3 * t + 1], out.mesh_S.triangles[3 * t + 2]);
  result_.meshes.push_back(std::move(out));
}

BodyMeshes loadMeshes(const std::vector<MeshReference>& references, const FileReader& read, MeshLoadingOptions options) {
  MeshLoading loading(references, read, options);
  while (!loading.done()) loading.step();
  return loading.take();
}

}  // namespace wl
