// The lesson player reading a robot's or a trial's own meshes (the links' shells, the bones) after the
// model opened: one file per frame through the engine's MeshLoading, so that the page keeps drawing and
// the message line shows how far it is; the meshes then belong to the lesson's entry (a lesson opened
// again later shows them at once). A file that is missing or no mesh leaves its segment as it was drawn
// and one line naming it; nothing else changes.
#include "app/player/LessonPlayer.hpp"

namespace wl::web {
namespace {

// At most this many triangles of each file are drawn: software WebGL (SwiftShader, a school laptop without a
// GPU driver) pays for every triangle each frame. Measured with web/tests/screens-perf.mjs, OpenSim's walking
// trial playing with its 19 bones (37 463 triangles as read): at 20 000 a file (the engine's default) 46 fps at
// 1280×800 and 30 at 1920×1080, where the same page with capsules draws 60; at 1000 a file, 12 500 triangles,
// the rate of the filled page at both sizes (figures in bench/README.md, "Meshes drawn"). The cost in
// fidelity is measured per file (SegmentMesh::largestShift, state().bodies.largest_shift_mm); mass never
// comes from these.
constexpr std::size_t kDrawnTrianglesPerFile = 1000;

}  // namespace

const BodyMeshes* LessonPlayer::bodyMeshes() const {
  if (!hasLesson()) return nullptr;
  return currentEntry().meshes.get();
}

void LessonPlayer::beginMeshes(std::vector<MeshReference> references, FileReader read, const std::string& shown) {
  meshLoading_.reset();
  if (references.empty() || !read) return;
  meshEntry_ = lessonIndex_;
  meshesFile_ = shown;
  openedSaid_ = message_.text;
  meshLoading_ = std::make_unique<MeshLoading>(std::move(references), std::move(read), MeshLoadingOptions{kDrawnTrianglesPerFile});
  continueMeshes();  // the first line says what is read first
}

void LessonPlayer::continueMeshes() {
  if (!meshLoading_) return;
  MeshLoading& loading = *meshLoading_;
  const std::string& shown = meshesFile_;
  if (!loading.done()) {
    // Said before the step: the page shows the line while this frame reads the file.
    setMessage(fill(texts()(Text::meshesReading), {shown, loading.nextStage(), std::to_string(loading.stepsDone() + 1),
                                                    std::to_string(loading.stepCount())}),
               false);
    loading.step();
    return;
  }
  BodyMeshes meshes = loading.take();
  const std::size_t named = meshes.meshes.size() + meshes.notes.size();
  std::string said = openedSaid_.empty() ? std::string() : openedSaid_ + " ";
  said += fill(texts()(Text::meshesRead), {shown, std::to_string(meshes.meshes.size()), std::to_string(named)});
  if (!meshes.notes.empty()) {
    std::string notes;
    for (const std::string& note : meshes.notes) notes += (notes.empty() ? "" : "; ") + note;
    said += " " + fill(texts()(Text::meshesMissing), {notes});
  }
  if (meshEntry_ < lessons_.size()) lessons_[meshEntry_].meshes = std::make_shared<const BodyMeshes>(std::move(meshes));
  meshLoading_.reset();
  setMessage(said, false);
}

}  // namespace wl::web
