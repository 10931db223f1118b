// TrialImport alone, without a player: an OpenSim trial read one stage per call into the Lesson menu's
// entry (its lesson in every language, its model, the files it can carry), progress lines that count
// the stages, and files that are no trial refused with nothing pending.
#include <string>
#include <vector>

#include <doctest/doctest.h>

#include "app/player/TrialImport.hpp"
#include "io/FileReader.hpp"

using namespace wl;
using namespace wl::web;

namespace {

const std::string kData = std::string(WRENCHLAB_SOURCE_DIR) + "/tests/data/opensim/";

}  // namespace

TEST_CASE("a trial import reads an OpenSim trial one stage per call into the list's entry") {
  const std::vector<std::string> paths = {kData + "point-load.osim", kData + "point-load.xml", kData + "point-load.mot",
                                          kData + "point-load-motion.mot"};
  TrialImport import;
  CHECK_FALSE(import.pending());
  REQUIRE(import.begin(paths, readFileFromDisk).ok());
  REQUIRE(import.pending());
  const Catalogue& english = catalogue(Language::English);
  CHECK(import.progressLine(english).rfind("Opening point-load.osim: ", 0) == 0);  // no setup: the model names the trial
  // Every stage but the last says "(k of n)", k counting up; the last call hands over the trial.
  std::optional<ReadTrial> read;
  int calls = 0, lastCounted = 0;
  while (import.pending() && calls < 20) {
    auto stage = import.step();
    REQUIRE_MESSAGE(stage.ok(), stage.error().text());
    ++calls;
    if (*stage) {
      read = std::move(**stage);
      break;
    }
    const std::string line = import.progressLine(english);
    const std::size_t open = line.rfind('(');
    REQUIRE(open != std::string::npos);
    const int counted = std::stoi(line.substr(open + 1));
    CHECK(counted == lastCounted + (lastCounted == 0 ? 2 : 1));  // begin() said stage 1
    lastCounted = counted;
  }
  REQUIRE(read);
  CHECK_FALSE(import.pending());
  CHECK(calls >= 3);
  const LessonEntry& entry = read->entry;
  CHECK(entry.id == "opensim-trial");
  CHECK(entry.fromFile);
  CHECK_FALSE(entry.posing);  // it has coordinates: a trial, not a model to pose
  REQUIRE(entry.trialLesson);
  CHECK(entry.trialLesson->steps.size() == 3);
  for (Language l : kLanguages) CHECK(entry.titles[index(l)].find("point-load.osim") != std::string::npos);
  CHECK(entry.titles[index(Language::German)] != entry.titles[index(Language::English)]);
  REQUIRE(entry.trialModel);
  CHECK(entry.trialModel->model.segmentCount() >= 1);
  REQUIRE(entry.files);
  CHECK(entry.files->size() == 4);  // carried in a link as they were chosen
  CHECK(read->shown == "point-load.osim");
}

TEST_CASE("a trial import refuses files that are no trial and leaves nothing pending") {
  TrialImport import;
  auto refused = import.begin({std::string(WRENCHLAB_SOURCE_DIR) + "/content/lessons/radial-slider.json"}, readFileFromDisk);
  CHECK_FALSE(refused.ok());
  CHECK_FALSE(import.pending());
  CHECK_FALSE(import.step().ok());  // nothing to run
}

TEST_CASE("files chosen together travel when their names differ, and say why not otherwise") {
  auto [files, whyNot] = bundleChosenFiles({kData + "point-load.osim", kData + "point-load.mot"}, readFileFromDisk);
  REQUIRE(files);
  CHECK(whyNot.empty());
  CHECK((*files)[1].name == "point-load.mot");
  auto [twice, why] = bundleChosenFiles({kData + "point-load.mot", kData + "lenient/../point-load.mot"}, readFileFromDisk);
  CHECK_FALSE(twice);
  CHECK(why == "two of its files are named point-load.mot");
  auto [missing, whyMissing] = bundleChosenFiles({kData + "no-such-file.mot"}, readFileFromDisk);
  CHECK_FALSE(missing);
  CHECK(whyMissing.find("no-such-file.mot") != std::string::npos);
}
