// Meshes for drawing, timed step by step (bench/README.md, "Meshes"): what a front end holds per frame while
// it loads a model's meshes with MeshLoading (one file per step). Files are read into memory first, so disk
// time is not counted (in the page, the files were chosen or dropped and are in memory too).
//
//   1. gait10dof18musc's 19 bones (.vtp, 1.4 MB), as subject01.osim names them;
//   2. the UR5's Collada shell (ur_description/meshes/ur5/visual, 7 files, 6.5 MB), simplified to the budget;
//   3. the ABB IRB 2400 from its URDF: opening it (its 7 STL collision meshes give the links their mass),
//      then its 7 Collada visuals.
//
// Needs ../shared (says so and skips what is absent). Options: --rounds N (default 11).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "Timing.hpp"
#include "io/FileReader.hpp"
#include "io/codecs/JsonText.hpp"
#include "io/importers/mesh/MeshLoading.hpp"
#include "io/importers/opensim/OpenSimTrial.hpp"
#include "io/importers/robot/RobotFile.hpp"

namespace wl::bench {
namespace {

const std::string kShared = std::string(WRENCHLAB_SOURCE_DIR) + "/../shared/";

// Every file the run needs, read once; the reader serves them from memory.
struct MemoryFiles {
  std::map<std::string, std::string> bytes;
  FileReader reader() const {
    return [this](const std::string& path) -> Result<std::string> {
      auto it = bytes.find(std::filesystem::path(path).lexically_normal().string());
      if (it != bytes.end()) return it->second;
      return Error{path, "not preloaded"};
    };
  }
  void preload(const std::string& folder) {
    for (const auto& e : std::filesystem::recursive_directory_iterator(folder))
      if (e.is_regular_file()) bytes[e.path().lexically_normal().string()] = readTextFile(e.path().string()).value();
  }
};

double msSince(Clock::time_point start) { return std::chrono::duration<double, std::milli>(Clock::now() - start).count(); }

// Loads `references` `rounds` times; per step the median over the rounds; prints the steps and the worst.
void timeLoading(const char* title, const std::vector<MeshReference>& references, const FileReader& read, int rounds) {
  std::vector<std::vector<double>> stepMs(2 * references.size());  // at most a reading and a simplifying step per file
  BodyMeshes last;
  std::vector<std::string> stages;
  for (int r = 0; r < rounds; ++r) {
    MeshLoading loading(references, read);
    stages.clear();
    for (std::size_t k = 0; !loading.done() && k < stepMs.size(); ++k) {
      stages.push_back(loading.nextStage());
      const Clock::time_point start = Clock::now();
      loading.step();
      stepMs[k].push_back(msSince(start));
    }
    last = loading.take();
  }
  std::printf("\n%s: %zu files in %zu steps, median of %d rounds\n", title, references.size(), stages.size(), rounds);
  double total = 0.0, worst = 0.0;
  for (std::size_t s = 0; s < stages.size(); ++s) {
    const double ms = median(stepMs[s]);
    total += ms;
    worst = std::max(worst, ms);
    std::printf("  %-30s %8.2f ms\n", stages[s].c_str(), ms);
  }
  for (const SegmentMesh& m : last.meshes)
    if (m.fileTriangles > m.mesh_S.triangleCount())
      std::printf("  simplified %s: %zu triangles to %zu, largest shift %.2f mm\n", std::filesystem::path(m.file).filename().c_str(), m.fileTriangles,
                  m.mesh_S.triangleCount(), m.largestShift * 1000);
  std::printf("  all steps %.1f ms, longest step %.2f ms%s\n", total, worst, worst > 50.0 ? "  ** over the 50 ms frame budget **" : "");
  for (const std::string& n : last.notes) std::printf("  note: %s\n", n.c_str());
  std::printf("MESHES\t%s\t%.3f\t%.3f\n", title, total, worst);
}

int run(int rounds) {
  // 1. The gait model's bones.
  const std::string gait = kShared + "opensim-examples/gait10dof18musc";
  if (std::filesystem::exists(gait)) {
    MemoryFiles files;
    files.preload(gait);
    auto trial = openOpenSimFiles({std::filesystem::path(gait + "/subject01.osim").lexically_normal().string(), "", ""}, CoordinateOptions{},
                                  files.reader());
    if (!trial) {
      std::printf("gait10dof18musc: %s\n", trial.error().text().c_str());
      return 1;
    }
    timeLoading("gait10dof18musc bones (.vtp)", trial->meshes, files.reader(), rounds);
  } else {
    std::printf("gait10dof18musc: skipped (../shared/opensim-examples is not here)\n");
  }
  // 2. The UR5's Collada shell, one reference per file on its own segment.
  const std::string ur5 = kShared + "real-models/ros/ur_description/meshes/ur5/visual";
  if (std::filesystem::exists(ur5)) {
    MemoryFiles files;
    files.preload(ur5);
    std::vector<MeshReference> references;
    int segment = 0;
    for (const char* part : {"base", "shoulder", "upperarm", "forearm", "wrist1", "wrist2", "wrist3"}) {
      MeshReference r;
      r.segment = segment++;
      r.file = std::string(part) + ".dae";
      r.candidates = {std::filesystem::path(ur5 + "/" + r.file).lexically_normal().string()};
      r.owner = part;
      references.push_back(r);
    }
    timeLoading("UR5 Collada shell (.dae)", references, files.reader(), rounds);
  } else {
    std::printf("UR5: skipped (../shared/real-models is not here)\n");
  }
  // 3. The IRB 2400: opening (collision meshes weighed), then its visuals.
  const std::string abb = kShared + "real-models/ros/abb_irb2400_support";
  if (std::filesystem::exists(abb)) {
    MemoryFiles files;
    files.preload(abb);
    const std::string urdf = std::filesystem::path(abb + "/urdf/irb2400.urdf").lexically_normal().string();
    const FileReader read = [&files, &urdf](const std::string& path) {
      return files.reader()(std::filesystem::path(resolvePath(urdf, path)).lexically_normal().string());
    };
    std::vector<double> openMs;
    Result<RobotFile> robot = Error{"", ""};
    for (int r = 0; r < rounds; ++r) {
      const Clock::time_point start = Clock::now();
      robot = openRobotFile(files.bytes[urdf], urdf, read);
      openMs.push_back(msSince(start));
    }
    if (!robot) {
      std::printf("IRB 2400: %s\n", robot.error().text().c_str());
      return 1;
    }
    std::printf("\nIRB 2400: opening the URDF with its 7 STL collision meshes weighed: %.2f ms (median of %d)\n", median(openMs), rounds);
    std::printf("MESHES\tIRB 2400 open\t%.3f\t%.3f\n", median(openMs), median(openMs));
    timeLoading("IRB 2400 visuals (.dae)", robot->meshes, read, rounds);
  }
  return 0;
}

}  // namespace
}  // namespace wl::bench

int main(int argc, char** argv) {
  int rounds = 11;
  for (int i = 1; i < argc; ++i)
    if (std::strcmp(argv[i], "--rounds") == 0 && i + 1 < argc) rounds = std::max(1, std::atoi(argv[++i]));
  return wl::bench::run(rounds);
}
