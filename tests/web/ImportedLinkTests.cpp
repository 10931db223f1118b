// A robot or OpenSim trial opened from the user's own files travels with its files: "Copy link" carries
// them when they fit, and "Save as one file" writes them with the view otherwise. Whoever opens the link
// or the file gets the same model, step, time and pose: the torques agree to the last digit with the
// page that sent it. A link whose files are damaged or hold no model leaves the open lesson running.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <doctest/doctest.h>

#include "PlayerHarness.hpp"
#include "io/codecs/Base64Url.hpp"
#include "io/codecs/Deflate.hpp"
#include "io/formats/FileBundle.hpp"
#include "io/codecs/JsonText.hpp"

using namespace wl;
using namespace wl::web;
using wl::web::test::PlayerHarness;

namespace {
namespace fs = std::filesystem;
const std::string kRobots = std::string(WRENCHLAB_SOURCE_DIR) + "/content/models/robots/";
const std::string kOpenSimData = std::string(WRENCHLAB_SOURCE_DIR) + "/tests/data/opensim/";
const std::string kGait = std::string(WRENCHLAB_SOURCE_DIR) + "/../shared/opensim-examples/gait10dof18musc/";

// The largest difference between two players' joint torques (the same coordinates, in order).
double torqueGap(const LessonPlayer& a, const LessonPlayer& b) {
  REQUIRE(a.session().model().nq() == b.session().model().nq());
  return (a.session().jointTorques() - b.session().jointTorques()).cwiseAbs().maxCoeff();
}
}  // namespace

TEST_CASE("an opened robot's link carries its file and opens the same pose in a fresh page") {
  PlayerHarness sender;
  sender.open("nlink", 0);
  sender.player.importFiles({kRobots + "ur5.xml"}, sender.view);
  REQUIRE(sender.player.currentEntry().id == "robot");
  sender.player.goToStep(1, sender.view);
  sender.player.setCoordinate(1, -0.7, sender.view);
  sender.player.setCoordinate(2, 1.2, sender.view);
  const FilesInLink carried = sender.player.filesInLink();
  CHECK(carried.hasFiles);
  CHECK(carried.fits);
  const std::string link = encodeShareState(sender.player.shareState(sender.view));
  CHECK(link.rfind("#v2&files=", 0) == 0);
  CHECK(link.find("&lesson=robot&step=2") != std::string::npos);
  CHECK(link.find("&q=") != std::string::npos);

  PlayerHarness receiver;  // a fresh page: it never saw the file
  receiver.open("radial-slider", 0);
  REQUIRE(receiver.player.applyShareLink(link, receiver.view));
  CHECK_MESSAGE(!receiver.player.message().isError, receiver.player.message().text);
  CHECK(receiver.player.message().text.find("ur5.xml") != std::string::npos);  // what the importer said stays
  CHECK(receiver.player.currentEntry().id == "robot");
  CHECK(receiver.player.step() == 1);
  CHECK(receiver.player.stateHeld());
  CHECK((receiver.player.session().state().q - sender.player.session().state().q).norm() == 0.0);
  CHECK(torqueGap(sender.player, receiver.player) < 1e-12);
  // And it sends on the same link, character for character.
  CHECK(encodeShareState(receiver.player.shareState(receiver.view)) == link);
}

TEST_CASE("an OpenSim trial's link carries its files; the receiver opens it at the same step and time") {
  PlayerHarness sender;
  sender.open("radial-slider", 0);
  REQUIRE(sender.player.openOpenSimTrial({kOpenSimData + "point-load.osim", kOpenSimData + "point-load.xml", kOpenSimData + "point-load.mot",
                                          kOpenSimData + "point-load-motion.mot"},
                                         readFileFromDisk, sender.view));
  sender.player.goToStep(2, sender.view);
  sender.player.scrubTo(0.37);
  REQUIRE(sender.player.filesInLink().fits);
  const std::string link = encodeShareState(sender.player.shareState(sender.view));
  CHECK(link.find("&lesson=opensim-trial&step=3") != std::string::npos);

  PlayerHarness receiver;
  receiver.open("nlink", 0);
  REQUIRE(receiver.player.applyShareLink(link, receiver.view));
  CHECK_MESSAGE(!receiver.player.message().isError, receiver.player.message().text);
  CHECK(receiver.player.currentEntry().id == "opensim-trial");
  CHECK(receiver.player.step() == 2);
  CHECK(receiver.player.session().time() == doctest::Approx(0.37).epsilon(1e-12));
  CHECK(receiver.player.session().model().loads().size() == sender.player.session().model().loads().size());
  CHECK(torqueGap(sender.player, receiver.player) < 1e-12);
}

TEST_CASE("a trial too large for a link says so and travels as one file that opens it in the same view") {
  if (!fs::exists(kGait + "subject01.osim")) {
    MESSAGE("skipped: the OpenSim example files are read from ../shared/opensim-examples, not on this machine");
    return;
  }
  PlayerHarness sender;
  sender.open("radial-slider", 0);
  REQUIRE(sender.player.openOpenSimTrial({kGait + "ID/walk_Setup_ID.xml", kGait + "subject01.osim", kGait + "IK/subject01_walk_IK.mot",
                                          kGait + "ExperimentalData/subject01_walk_grf.xml", kGait + "ExperimentalData/subject01_walk_grf.mot"},
                                         readFileFromDisk, sender.view));
  sender.player.goToStep(1, sender.view);
  sender.player.scrubTo(0.9);
  const FilesInLink carried = sender.player.filesInLink();
  CHECK(carried.hasFiles);
  CHECK_FALSE(carried.fits);
  CHECK(carried.payloadChars > kMaxFilesLength);
  const ShareState state = sender.player.shareState(sender.view);
  CHECK(state.files.empty());  // not in the link

  auto document = sender.player.filesDocumentText(sender.view);
  REQUIRE(document);
  CHECK(document->first == "subject01.wrenchlab.json");
  const fs::path folder = fs::temp_directory_path() / "wrenchlab-files-document";
  fs::create_directories(folder);
  const fs::path file = folder / document->first;
  {
    std::ofstream out(file, std::ios::binary);
    out << document->second;
  }
  PlayerHarness receiver;
  receiver.open("nlink", 0);
  receiver.player.importFiles({file.string()}, receiver.view);
  CHECK_MESSAGE(!receiver.player.message().isError, receiver.player.message().text);
  REQUIRE(receiver.player.currentEntry().id == "opensim-trial");
  CHECK(receiver.player.step() == 1);
  CHECK(receiver.player.session().time() == doctest::Approx(0.9).epsilon(1e-12));
  CHECK(torqueGap(sender.player, receiver.player) < 1e-9);
  // The received trial can be sent on as a file again.
  CHECK(receiver.player.filesDocumentText(receiver.view));
}

TEST_CASE("a link whose files are damaged or hold no model is refused and the lesson keeps running") {
  PlayerHarness h;
  h.open("radial-slider", 1);
  int refused = 0;
  for (const std::string& link :
       {std::string("#v2&files=AAAA&lesson=robot"),  // not zlib
        "#v2&files=" + base64UrlEncode(zlibCompress("[{\"name\": \"motion.mot\", \"text\": \"time\\tq\\n0\\t1\\n\"}]")) + "&lesson=robot",
        "#v2&files=" + base64UrlEncode(zlibCompress("[{\"name\": \"../ur5.xml\", \"text\": \"<mujoco/>\"}]")) + "&lesson=robot",
        "#v2&files=" + base64UrlEncode(zlibCompress("[{\"name\": \"bad.urdf\", \"text\": \"<robot name='x'><link name='a'/>\"}]")) + "&lesson=robot"}) {
    CHECK_FALSE(h.player.applyShareLink(link, h.view));
    CHECK(h.player.message().isError);
    CHECK(h.player.currentEntry().id == "radial-slider");
    CHECK(h.player.step() == 1);
    ++refused;
  }
  CHECK(refused == 4);
  // Files and a lesson in one link: one of them only.
  CHECK_FALSE(decodeShareState("#v2&files=AAAA&lesson=inline:AAAA"));
}

TEST_CASE("files that cannot travel (two of one name) are said at Copy link, not sent half") {
  const fs::path a = fs::temp_directory_path() / "wrenchlab-same-name-a", b = fs::temp_directory_path() / "wrenchlab-same-name-b";
  fs::create_directories(a);
  fs::create_directories(b);
  fs::copy_file(kRobots + "planar-3link.urdf", a / "planar-3link.urdf", fs::copy_options::overwrite_existing);
  fs::copy_file(kRobots + "planar-3link.urdf", b / "planar-3link.urdf", fs::copy_options::overwrite_existing);
  PlayerHarness h;
  h.open("nlink", 0);
  h.player.importFiles({(a / "planar-3link.urdf").string(), (b / "planar-3link.urdf").string()}, h.view);
  REQUIRE(h.player.currentEntry().id == "robot");
  const FilesInLink carried = h.player.filesInLink();
  CHECK(carried.hasFiles);
  CHECK_FALSE(carried.fits);
  CHECK(carried.whyNot == "two of its files are named planar-3link.urdf");
  CHECK(h.player.shareState(h.view).files.empty());
  CHECK_FALSE(h.player.filesDocumentText(h.view));
}

TEST_CASE("a model to pose: a robot or an OpenSim model without motion rests at step 1 and swings at step 2") {
  // A robot: at rest at its default pose first (gravity alone), then its demonstration plays.
  PlayerHarness h;
  h.open("nlink", 0);
  h.player.importFiles({kRobots + "ur5.urdf"}, h.view);
  REQUIRE(h.player.currentEntry().id == "robot");
  CHECK(h.player.session().state().qd.isZero(1e-15));
  CHECK(h.player.session().state().qdd.isZero(1e-14));
  CHECK(h.player.session().endTime() == doctest::Approx(4.0));
  h.player.goToStep(1, h.view);
  CHECK(h.player.playback.playing);  // "Moving" moves
  h.player.scrubTo(1.0);
  CHECK(h.player.session().state().qd.norm() > 0.1);
  CHECK(h.player.session().state().qdd.norm() > 0.1);

  // An OpenSim model chosen alone: presented as a model to pose, saying how to add a motion.
  PlayerHarness m;
  m.open("radial-slider", 0);
  REQUIRE(m.player.openOpenSimTrial({kOpenSimData + "point-load.osim"}, readFileFromDisk, m.view));
  CHECK(m.player.stepCount() == 2);
  CHECK(m.player.currentEntry().title.find("OpenSim model") != std::string::npos);
  CHECK(m.player.message().text.find("No motion came with it") != std::string::npos);
  CHECK(m.player.lesson().steps[0].text.find("Import motion") != std::string::npos);
  CHECK(m.player.session().endTime() == doctest::Approx(4.0));
  CHECK(m.player.session().state().qd.isZero(1e-15));
  m.player.goToStep(1, m.view);
  CHECK(m.player.playback.playing);
  m.player.scrubTo(2.0);
  CHECK(m.player.session().state().q.norm() > 0.0);
}
