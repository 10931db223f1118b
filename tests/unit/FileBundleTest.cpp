// Files carried in a link or in one file (io/formats/FileBundle.hpp): what goes in comes out byte for byte, the
// same files always give the same link, and a damaged, hostile or oversized payload or document is refused
// with the field that is wrong.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "io/codecs/Base64Url.hpp"
#include "io/codecs/Deflate.hpp"
#include "io/formats/FileBundle.hpp"

using namespace wl;

namespace {
std::vector<BundledFile> trialFiles() {
  std::string binary;
  for (int i = 0; i < 256; ++i) binary += static_cast<char>(i);  // not UTF-8: travels as base64url
  return {{"arm26.osim", "<?xml version=\"1.0\"?>\n<OpenSimDocument Version=\"30000\">José ω·²</OpenSimDocument>\n"},
          {"arm26_InverseKinematics.mot", "Coordinates\nendheader\ntime\tr_shoulder_elev\n0\t-0.05\n"},
          {"humerus.stl", binary}};
}
}  // namespace

TEST_CASE("a link's files come back byte for byte, and the same files give the same characters") {
  const std::vector<BundledFile> files = trialFiles();
  auto payload = encodeFilesPayload(files);
  REQUIRE(payload);
  CHECK(payload->find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_") == std::string::npos);
  CHECK(*encodeFilesPayload(files) == *payload);
  auto back = decodeFilesPayload(*payload);
  REQUIRE(back);
  REQUIRE(back->size() == files.size());
  for (std::size_t i = 0; i < files.size(); ++i) {
    CHECK(back->at(i).name == files[i].name);
    CHECK(back->at(i).bytes == files[i].bytes);
  }
}

TEST_CASE("the one-file form reads back with its view, and says which field is wrong") {
  const std::vector<BundledFile> files = trialFiles();
  const nlohmann::json document = filesDocument(files, "#v2&lesson=opensim-trial&step=2&t=0.6");
  CHECK(isFilesDocument(document));
  CHECK(document["files"][0].contains("text"));        // a model stays readable in the file
  CHECK(document["files"][2].contains("base64url"));   // a binary mesh does not break the JSON
  auto read = readFilesDocument(document, "trial.wrenchlab.json");
  REQUIRE(read);
  CHECK(read->link == "#v2&lesson=opensim-trial&step=2&t=0.6");
  REQUIRE(read->files.size() == 3);
  CHECK(read->files[2].bytes == files[2].bytes);

  const auto refused = [](nlohmann::json d) {
    auto r = readFilesDocument(d, "t.json");
    return r ? std::string("read") : r.error().text();
  };
  nlohmann::json d = document;
  d["version"] = 2;
  CHECK(refused(d) == "t.json: version: must be 1 (this app reads version 1)");
  d = document;
  d["extra"] = true;
  CHECK(refused(d) == "t.json: extra: is not a field of a WrenchLab files document");
  d = document;
  d["files"][1]["base64url"] = "AAAA";
  CHECK(refused(d) == "t.json: files[1]: must give the file's \"text\" or its \"base64url\", one of them");
  d = document;
  d["files"][1]["name"] = "../../etc/passwd";
  CHECK(refused(d).rfind("t.json: files[1].name: ", 0) == 0);
  d = document;
  d["files"][2]["name"] = "arm26.osim";
  CHECK(refused(d) == "t.json: files[2].name: \"arm26.osim\" is there twice");
  d = document;
  d["files"][2]["base64url"] = "A";  // a length no encoder makes
  CHECK(refused(d).rfind("t.json: files[2].base64url: ", 0) == 0);
  d = document;
  d["files"] = nlohmann::json::array();
  CHECK(refused(d) == "t.json: files: carries no files");
  d = document;
  d.erase("files");
  CHECK(refused(d) == "t.json: files: is missing");
}

TEST_CASE("file names are plain names: folders, dots, control characters and repeats are refused") {
  int refusedCount = 0;
  for (const char* bad : {"", ".", "..", "a/b.osim", "..\\x.mot", "C:x.mot", "x\ty.mot", "x\x7fy.mot", "\xff\xfe.osim"}) {
    CHECK_FALSE(checkBundledFileName(bad));
    ++refusedCount;
  }
  CHECK(refusedCount == 9);
  CHECK_FALSE(checkBundledFileName(std::string(256, 'a')));
  CHECK(checkBundledFileName(std::string(255, 'a')));
  CHECK(checkBundledFileName("Ω-ângulo (1).mot"));
  CHECK_FALSE(encodeFilesPayload({{"a.xml", "x"}, {"a.xml", "y"}}));
  CHECK_FALSE(encodeFilesPayload({}));
  CHECK_FALSE(encodeFilesPayload(std::vector<BundledFile>(kMaxBundledFiles + 1, BundledFile{"x", ""})));
}

TEST_CASE("a damaged, oversized or inflating payload is refused before it is unpacked") {
  auto payload = encodeFilesPayload(trialFiles());
  REQUIRE(payload);
  std::string damaged = *payload;
  damaged[damaged.size() / 2] = damaged[damaged.size() / 2] == 'A' ? 'B' : 'A';
  CHECK_FALSE(decodeFilesPayload(damaged));
  CHECK_FALSE(decodeFilesPayload(payload->substr(0, payload->size() - 4)));
  CHECK_FALSE(decodeFilesPayload(std::string(kMaxFilesLinkChars + 1, 'A')));
  CHECK_FALSE(decodeFilesPayload("not base64!"));
  // 64 MB of spaces compress to a few tens of kB: too long for a link; 5 MB to under 16 kB, and
  // inflating stops at the bound.
  const std::string bomb = base64UrlEncode(zlibCompress(std::string(5u << 20, ' ')));
  REQUIRE(bomb.size() <= kMaxFilesLinkChars);
  auto refused = decodeFilesPayload(bomb);
  REQUIRE_FALSE(refused);
  CHECK(refused.error().where == "link: files");
  // Well-formed JSON that is not a list of files.
  CHECK_FALSE(decodeFilesPayload(base64UrlEncode(zlibCompress("{\"files\": 1}"))));
  CHECK_FALSE(decodeFilesPayload(base64UrlEncode(zlibCompress("[{\"name\": \"a/b\", \"text\": \"\"}]"))));
  CHECK(decodeFilesPayload(base64UrlEncode(zlibCompress("[{\"name\": \"ab.xml\", \"text\": \"<robot/>\"}]"))));
}
