#pragma once
// Reading the meshes a model names, one file per step, so that a front end draws between the steps and shows
// progress (as OpenSimTrialOpening.hpp does for a trial): a bone of OpenSim's gait model or a link of the UR5's
// Collada shell is one step, and a file above the drawing budget takes a second step to be simplified (so
// stepCount() grows by one when a file turns out to need it; bench/README.md, "Meshes", times the steps). A file that is missing or not a mesh leaves a note and its segment keeps the
// front end's capsule; nothing else is lost. Each file is read once however many segments use it, placed in
// its segment's frame and, above the budget, simplified for drawing (MeshSimplify.hpp).
//
//   MeshLoading loading(robot->meshes, read);         // or an OpenSim trial's meshes
//   while (!loading.done()) {
//     showProgress(loading.stepsDone(), loading.stepCount(), loading.nextStage());  // "reading femur_r.vtp"
//     loading.step();
//   }
//   BodyMeshes meshes = loading.take();                // meshes.notes: what could not be read
#include <cstddef>
#include <map>
#include <string>
#include <vector>

#include "io/FileReader.hpp"
#include "io/importers/mesh/BodyMeshes.hpp"
#include "io/importers/mesh/MeshReference.hpp"

namespace wl {

struct MeshLoadingOptions {
  /// A file with more triangles is simplified to this many for drawing (the UR5's upper arm has 31 000).
  std::size_t maxTrianglesPerFile = 20000;
  /// Triangles as the part's size asks (0: off): a file is also simplified to density × d² triangles, d its
  /// box's diagonal in metres as placed, but never below `minTrianglesPerFile`. A part covers the screen
  /// in proportion to d², so a toe or a wrist cover draws a few hundred triangles and a femur up to the cap.
  double trianglesPerSquareMetre = 0.0;
  std::size_t minTrianglesPerFile = 100;
};

class MeshLoading {
 public:
  MeshLoading(std::vector<MeshReference> references, FileReader read, MeshLoadingOptions options = {});

  /// Reads and places the next reference's file, or simplifies the file read last when it is above the
  /// budget. Never fails: a bad file is a note.
  void step();
  bool done() const { return next_ >= references_.size() && !simplifyPending_; }
  /// What the next step() does ("reading femur_r.vtp"), for a progress line.
  std::string nextStage() const;
  int stepsDone() const { return stepsDone_; }
  int stepCount() const { return static_cast<int>(references_.size()) + simplifications_; }
  /// The meshes read so far (all of them once done()).
  BodyMeshes take() { return std::move(result_); }
  const BodyMeshes& meshes() const { return result_; }

 private:
  std::vector<MeshReference> references_;
  FileReader read_;
  MeshLoadingOptions options_;
  std::size_t next_ = 0;
  int stepsDone_ = 0;
  int simplifications_ = 0;       // files found above the budget so far (each one more step)
  bool simplifyPending_ = false;  // the reference before next_ waits for its file to be simplified
  struct Parsed {
    std::string path;
    TriangleMesh mesh;            // simplified for drawing when the file had more than the budget (once simplified)
    std::size_t fileTriangles = 0;
    std::size_t budget = 0;       // triangles it is drawn with at most (MeshLoadingOptions)
    double largestShift = 0.0;    // in the file's frame, m
    std::string error;
  };
  std::map<std::string, Parsed> parsed_;  // by the file as written
  void place(const MeshReference& r, const Parsed& p);
  std::size_t budgetFor(const TriangleMesh& mesh, const Mat3& A_SF) const;
  BodyMeshes result_;
};

/// All of it at once (the CLI): the meshes and the notes.
BodyMeshes loadMeshes(const std::vector<MeshReference>& references, const FileReader& read, MeshLoadingOptions options = {});

}  // namespace wl
