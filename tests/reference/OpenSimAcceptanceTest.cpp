// OpenSim's own results for its arm26 example (../shared/opensim-examples, or the folder named by
// $WRENCHLAB_OPENSIM_EXAMPLES): our Inverse Dynamics tool must match opensim_ID_filtered_6Hz.sto
// and opensim_ID_unfiltered.sto within 1 % of each column's range (RMS over the trial, 0.05 s
// trimmed at each end). Reported as skipped when the folder is absent.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>

#include "io/importers/opensim/InverseDynamicsTool.hpp"
#include "io/importers/opensim/OpenSimTrial.hpp"
#include "io/codecs/StorageFile.hpp"

using namespace wl;

namespace {

std::string examplesFolder() {
  if (const char* env = std::getenv("WRENCHLAB_OPENSIM_EXAMPLES"); env && *env) return env;
  return std::string(WRENCHLAB_SOURCE_DIR) + "/../shared/opensim-examples";
}

// RMS of (ours − theirs) over the frames 0.05 s inside the ends, as a fraction of the reference
// column's range; theirs linearly interpolated at our times (they are the same rows).
double worstRelativeRms(const InverseDynamicsTable& ours, const StorageTable& theirs) {
  double worst = 0.0;
  for (size_t c = 0; c < ours.labels.size(); ++c) {
    const int column = theirs.column(ours.labels[c]);
    REQUIRE_MESSAGE(column >= 0, "OpenSim's file has no column " << ours.labels[c]);
    const std::vector<double>& ref = theirs.columns[static_cast<size_t>(column)];
    const double range = *std::max_element(ref.begin(), ref.end()) - *std::min_element(ref.begin(), ref.end());
    const double t0 = theirs.time.front() + 0.05, t1 = theirs.time.back() - 0.05;
    double sum = 0.0;
    int n = 0;
    for (size_t i = 0; i < ours.time.size(); ++i) {
      const double t = ours.time[i];
      if (t < t0 || t > t1) continue;
      const size_t k = static_cast<size_t>(std::upper_bound(theirs.time.begin(), theirs.time.end(), t) - theirs.time.begin());
      const size_t a = std::min(std::max<size_t>(k, 1), theirs.time.size() - 1) - 1;
      const double w = (t - theirs.time[a]) / (theirs.time[a + 1] - theirs.time[a]);
      const double r = ref[a] + w * (ref[a + 1] - ref[a]);
      sum += (ours.rows[i][c] - r) * (ours.rows[i][c] - r);
      ++n;
    }
    const double relative = std::sqrt(sum / n) / range;
    MESSAGE(ours.labels[c] << ": RMS difference " << std::sqrt(sum / n) << " over a range of " << range << " ("
                           << 100.0 * relative << " %)");
    worst = std::max(worst, relative);
  }
  return worst;
}

}  // namespace

TEST_CASE("arm26: our Inverse Dynamics tool against OpenSim's own results, filtered and unfiltered") {
  const std::string dir = examplesFolder() + "/arm26/";
  std::error_code ec;
  if (!std::filesystem::is_regular_file(dir + "arm26.osim", ec)) {
    MESSAGE("skipped: OpenSim examples not found at " << dir << " (set WRENCHLAB_OPENSIM_EXAMPLES)");
    return;
  }
  // Filtered: the setup as given (6 Hz).
  auto trial = openOpenSimSetup(dir + "arm26_Setup_InverseDynamics.xml", readFileFromDisk);
  REQUIRE_MESSAGE(trial.ok(), trial.error().text());
  const InverseDynamicsTable filtered = runInverseDynamics(trial->file.model, trial->file.motion, trial->frameTimes);
  auto reference = parseStorage(readFileFromDisk(dir + "opensim_ID_filtered_6Hz.sto").value(), "opensim_ID_filtered_6Hz.sto");
  REQUIRE(reference.ok());
  CHECK(filtered.time.size() == reference->time.size());
  CHECK(worstRelativeRms(filtered, *reference) < 0.01);
  // Unfiltered: the same files with no filter.
  OpenSimFiles files{dir + "arm26.osim", dir + "arm26_InverseKinematics.mot", ""};
  CoordinateOptions options;
  options.startTime = 0.0;
  options.endTime = 1.0;
  auto raw = openOpenSimFiles(files, options, readFileFromDisk);
  REQUIRE(raw.ok());
  const InverseDynamicsTable unfiltered = runInverseDynamics(raw->file.model, raw->file.motion, raw->frameTimes);
  auto referenceRaw = parseStorage(readFileFromDisk(dir + "opensim_ID_unfiltered.sto").value(), "opensim_ID_unfiltered.sto");
  REQUIRE(referenceRaw.ok());
  CHECK(unfiltered.time.size() == referenceRaw->time.size());
  CHECK(worstRelativeRms(unfiltered, *referenceRaw) < 0.01);
}
