#pragma once
// Files that travel together: a robot model or an OpenSim trial the user opened from their own files
// (a model, its coordinates, its ground reactions, a setup naming them), carried in a share link or in
// one file, so that whoever opens the link or the file opens those same files, as the page opened them.
//
// In a link (docs/lesson-format.md, "Imported files in a link"): `#v2&files=<payload>&lesson=robot&…`,
// the payload being the bundle written as compact JSON, compressed in the zlib format (io/codecs/Deflate.hpp)
// and written in base64url. A link carries at most kMaxFilesLinkChars of payload; larger files travel
// as one file instead, a readable JSON document:
//   {"format": "wrenchlab-files", "version": 1, "link": "#v2&lesson=opensim-trial&step=2&t=0.6",
//    "files": [{"name": "arm26.osim", "text": "<?xml …"}, {"name": "x.bin", "base64url": "…"}]}
// whose `link` is the view to open it in (the same hash, without the files). Reading either never trusts
// it: names are plain file names (no folders, no "..", each once), and counts and sizes are bounded
// before anything is unpacked.
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "core/Result.hpp"

namespace wl {

struct BundledFile {
  std::string name;   ///< a plain file name, as the user's file was called
  std::string bytes;  ///< its contents, as read
};

/// The most characters of payload a link carries (as a lesson in a link: mail and chat programs are
/// dependable up to about this).
constexpr size_t kMaxFilesLinkChars = 16384;
/// The most a link's payload may unpack to (a hostile link that inflates to gigabytes stops here).
constexpr size_t kMaxFilesLinkBytes = 4u << 20;
/// The most files one bundle holds (a trial is four or five; a robot with its included files a few).
constexpr size_t kMaxBundledFiles = 64;

/// Whether `name` may name a bundled file: 1–255 bytes of UTF-8, no folder separators or control
/// characters, not "." or "..". The error says why not.
Status checkBundledFileName(std::string_view name);

/// The payload of a link carrying `files`; the same files always give the same characters. Refused when
/// a name is not a plain file name or a name repeats.
Result<std::string> encodeFilesPayload(const std::vector<BundledFile>& files);

/// The files a link's payload carries; refused (saying why) when it is damaged, too long, unpacks to
/// more than kMaxFilesLinkBytes, or names a file badly or twice.
Result<std::vector<BundledFile>> decodeFilesPayload(std::string_view payload);

/// The one-file form: the files and the view (`link`, a share link's hash) to open them in.
nlohmann::json filesDocument(const std::vector<BundledFile>& files, const std::string& link);

struct FilesDocument {
  std::vector<BundledFile> files;
  std::string link;  ///< the view to open them in ("" when the document gives none)
};

/// True when the JSON document says it is the one-file form ("format": "wrenchlab-files").
bool isFilesDocument(const nlohmann::json& document);

/// Reads the one-file form; `source` names it in errors ("trial.wrenchlab.json: files[2].name: …").
Result<FilesDocument> readFilesDocument(const nlohmann::json& document, const std::string& source);

}  // namespace wl
