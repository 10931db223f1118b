// The lesson player reading a robot's or a trial's own meshes (the links' shells, the bones) after the
// model opened: one file per frame through the engine's MeshLoading, so that the page keeps drawing and
// the message line shows how far it is; the meshes then belong to the lesson's entry (a lesson opened
// again later shows them at once). A file that is missing or no mesh leaves its segment as it was drawn
// and one line naming it; nothing else changes.
#include <filesystem>

#include "app/player/LessonPlayer.hpp"
#include "io/formats/ModelJson.hpp"
#include "io/importers/ImportBatch.hpp"

namespace wl::web {
namespace fs = std::filesystem;
namespace {

// How many triangles of each file are drawn: software WebGL (SwiftShader, a school laptop without a GPU driver)
// pays for every triangle each frame, whatever the screen. Measured with web/tests/screens-perf.mjs, OpenSim's
// walking trial playing with its 19 bones (37 463 triangles as read): at 20 000 a file (the engine's default)
// 46 fps at 1280×800 and 30 at 1920×1080, where the same page with capsules draws 60; at most 1000 a file
// (11 776) the rate at 1280×800 but 0.91 of the filled page's at 1920×1080. A part's triangles now follow its
// size, 8000 per square metre of its box's diagonal squared (it covers the screen in proportion to that), at
// most 1000 a file: a femur keeps its 908, a foot draws 320 of its 1955, a toe 157; 7610 for the 19 bones, the
// UR5's shell 3244 (figures in bench/README.md, "Meshes drawn in the page"). The cost in fidelity is measured
// per file (SegmentMesh::largestShift, state().bodies.largest_shift_mm: 24 mm on the gait model's spine, as
// before; 20 mm on the UR5); mass never comes from these.
constexpr std::size_t kDrawnTrianglesPerFile = 1000;
constexpr double kDrawnTrianglesPerSquareMetre = 8000.0;

}  // namespace

const BodyMeshes* LessonPlayer::bodyMeshes() const {
  if (!hasLesson()) return nullptr;
  return currentEntry().meshes.get();
}

void LessonPlayer::beginMeshes(std::vector<MeshReference> references, FileReader read, const std::string& shown, std::string saidBefore,
                               bool quiet) {
  meshLoading_.reset();
  if (references.empty() || !read) return;
  meshEntry_ = lessonIndex_;
  meshesQuiet_ = quiet;
  meshesFile_ = shown;
  openedSaid_ = std::move(saidBefore);
  lessons_[lessonIndex_].meshesNamed = std::make_shared<const std::vector<MeshReference>>(references);
  lessons_[lessonIndex_].meshesNamedBy = shown;
  meshLoading_ = std::make_unique<MeshLoading>(std::move(references), std::move(read), MeshLoadingOptions{kDrawnTrianglesPerFile, kDrawnTrianglesPerSquareMetre});
  continueMeshes();  // the first line says what is read first
}

void LessonPlayer::continueMeshes() {
  if (!meshLoading_) return;
  MeshLoading& loading = *meshLoading_;
  const std::string& shown = meshesFile_;
  if (!loading.done()) {
    // Said before the step: the page shows the line while this frame reads the file.
    if (!meshesQuiet_)
      setMessage(fill(texts()(Text::meshesReading), {shown, loading.nextStage(), std::to_string(loading.stepsDone() + 1),
                                                    std::to_string(loading.stepCount())}),
               false);
    loading.step();
    return;
  }
  BodyMeshes meshes = loading.take();
  const std::size_t named = meshes.meshes.size() + meshes.notes.size();
  std::string said = openedSaid_.empty() ? std::string() : openedSaid_ + " ";
  if (meshes.meshes.empty()) {
    // None found (a lesson's robot without its package, a model chosen without its meshes): how to draw them.
    const auto namedList = meshEntry_ < lessons_.size() ? lessons_[meshEntry_].meshesNamed : nullptr;
    const std::string first = namedList && !namedList->empty() ? namedList->front().file : std::string();
    said += fill(texts()(Text::meshesNoneFound), {shown, std::to_string(named), fs::path(first).filename().string()});
  } else {
    said += fill(texts()(Text::meshesRead), {shown, std::to_string(meshes.meshes.size()), std::to_string(named)});
  }
  if (!meshes.meshes.empty() && !meshes.notes.empty()) {
    std::string notes;
    for (const std::string& note : meshes.notes) notes += (notes.empty() ? "" : "; ") + note;
    said += " " + fill(texts()(Text::meshesMissing), {notes});
  }
  const bool say = !(meshesQuiet_ && meshes.meshes.empty());  // a lesson's robot without its meshes: capsules, as ever
  if (meshEntry_ < lessons_.size()) lessons_[meshEntry_].meshes = std::make_shared<const BodyMeshes>(std::move(meshes));
  meshLoading_.reset();
  if (say) setMessage(said, false);
  if (meshEntry_ == lessonIndex_) notify(PlayerEvent::MeshesRead);
}

void LessonPlayer::beginRobotFileMeshes() {
  const ModelFile& file = session_->file();
  const auto robot = file.document.is_object() ? file.document.find("robot") : file.document.end();
  if (!file.document.is_object() || robot == file.document.end() || !robot->is_string()) return;
  std::vector<std::string> packagePaths;
  for (const std::string& folder : packagePaths_) packagePaths.push_back(fs::absolute(folder).lexically_normal().string());
  auto references = robotFileMeshes(file.document, file.baseDir, packagePaths);
  // The model opened from the same file a moment ago: a failure here is the file changing under us.
  if (!references) {
    setMessage(references.error().text(), true);
    return;
  }
  beginMeshes(std::move(*references), readFileFromDisk, fs::path(robot->get<std::string>()).filename().string(), std::string(), true);
}

void LessonPlayer::chooseLessonMeshes(const std::vector<std::string>& paths, const FileReader& read) {
  const LessonEntry& entry = currentEntry();
  if (!entry.meshesNamed) {
    std::string names;
    for (const std::string& p : paths) names += (names.empty() ? "" : ", ") + fs::path(p).filename().string();
    setMessage(fill(texts()(Text::meshesNotNamed), {names}), true);
    return;
  }
  // Where the model's folder (or package path) lacks a file, it is found by its name among those chosen.
  beginMeshes(*entry.meshesNamed, readerFindingBatchFiles(paths, read), entry.meshesNamedBy, std::string());
}

}  // namespace wl::web
