#include "io/formats/FileBundle.hpp"

#include <set>

#include "core/Utf8.hpp"
#include "io/codecs/Base64Url.hpp"
#include "io/codecs/Deflate.hpp"
#include "io/codecs/JsonText.hpp"
#include "io/codecs/JsonWriter.hpp"

namespace wl {
namespace {

using Json = nlohmann::json;

// A file's entry: its bytes as JSON text when they are UTF-8 (a model, a motion: readable in the file),
// else in base64url (a binary mesh).
Json fileEntry(const BundledFile& f) {
  Json entry = {{"name", f.name}};
  if (invalidUtf8At(f.bytes) == std::string::npos) entry["text"] = f.bytes;
  else entry["base64url"] = base64UrlEncode(f.bytes);
  return entry;
}

Status checkNames(const std::vector<BundledFile>& files, const std::string& where) {
  if (files.empty()) return Error{where, "carries no files"};
  if (files.size() > kMaxBundledFiles)
    return Error{where, "carries " + std::to_string(files.size()) + " files; at most " + std::to_string(kMaxBundledFiles) + " are read"};
  std::set<std::string> seen;
  for (std::size_t i = 0; i < files.size(); ++i) {
    const std::string at = where + "[" + std::to_string(i) + "].name";
    if (Status s = checkBundledFileName(files[i].name); !s) return Error{at, s.error().message};
    if (!seen.insert(files[i].name).second) return Error{at, "\"" + files[i].name + "\" is there twice"};
  }
  return Status::success();
}

Result<std::vector<BundledFile>> readFileList(const Json& list, const std::string& where) {
  if (!list.is_array()) return Error{where, "must be a list of files"};
  if (list.size() > kMaxBundledFiles)
    return Error{where, "carries " + std::to_string(list.size()) + " files; at most " + std::to_string(kMaxBundledFiles) + " are read"};
  std::vector<BundledFile> files;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string at = where + "[" + std::to_string(i) + "]";
    const Json& entry = list[i];
    if (!entry.is_object()) return Error{at, "must be an object with \"name\" and \"text\" (or \"base64url\")"};
    for (auto it = entry.begin(); it != entry.end(); ++it)
      if (it.key() != "name" && it.key() != "text" && it.key() != "base64url") return Error{at + "." + it.key(), "is not a field of a bundled file"};
    const auto name = entry.find("name");
    if (name == entry.end() || !name->is_string()) return Error{at + ".name", "must be the file's name (a string)"};
    const auto text = entry.find("text"), data = entry.find("base64url");
    if ((text == entry.end()) == (data == entry.end())) return Error{at, "must give the file's \"text\" or its \"base64url\", one of them"};
    BundledFile file{name->get<std::string>(), {}};
    if (text != entry.end()) {
      if (!text->is_string()) return Error{at + ".text", "must be a string"};
      file.bytes = text->get<std::string>();
    } else {
      if (!data->is_string()) return Error{at + ".base64url", "must be a string"};
      auto bytes = base64UrlDecode(data->get<std::string>());
      if (!bytes) return Error{at + ".base64url", bytes.error().message};
      file.bytes = std::move(*bytes);
    }
    files.push_back(std::move(file));
  }
  if (Status s = checkNames(files, where); !s) return s.error();
  return files;
}

}  // namespace

Status checkBundledFileName(std::string_view name) {
  if (name.empty()) return Error{"name", "is empty"};
  if (name.size() > 255) return Error{"name", "is longer than 255 bytes"};
  if (invalidUtf8At(name) != std::string::npos) return Error{"name", "is not UTF-8"};
  if (name == "." || name == "..") return Error{"name", "\"" + std::string(name) + "\" is no file's name"};
  for (const char c : name) {
    if (c == '/' || c == '\\' || c == ':') return Error{"name", "\"" + std::string(name) + "\" names a folder; a bundled file is a plain file name"};
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) return Error{"name", "holds a control character"};
  }
  return Status::success();
}

Result<std::string> encodeFilesPayload(const std::vector<BundledFile>& files) {
  if (Status s = checkNames(files, "files"); !s) return s.error();
  Json list = Json::array();
  for (const BundledFile& f : files) list.push_back(fileEntry(f));
  return base64UrlEncode(zlibCompress(writeJsonText(list, JsonStyle::Compact)));
}

Result<std::vector<BundledFile>> decodeFilesPayload(std::string_view payload) {
  if (payload.size() > kMaxFilesLinkChars)
    return Error{"link: files", "carries " + std::to_string(payload.size()) + " characters; at most " + std::to_string(kMaxFilesLinkChars) + " are read"};
  auto compressed = base64UrlDecode(payload);
  if (!compressed) return Error{"link: files", compressed.error().message};
  auto text = zlibDecompress(*compressed, kMaxFilesLinkBytes);
  if (!text) return Error{"link: files", text.error().message};
  auto list = parseJsonText(*text, "link: files");
  if (!list) return list.error();
  return readFileList(*list, "link: files");
}

Json filesDocument(const std::vector<BundledFile>& files, const std::string& link) {
  Json list = Json::array();
  for (const BundledFile& f : files) list.push_back(fileEntry(f));
  return Json{{"format", "wrenchlab-files"}, {"version", 1}, {"link", link}, {"files", list}};
}

bool isFilesDocument(const nlohmann::json& document) {
  if (!document.is_object()) return false;
  const auto format = document.find("format");
  return format != document.end() && format->is_string() && format->get<std::string>() == "wrenchlab-files";
}

Result<FilesDocument> readFilesDocument(const nlohmann::json& document, const std::string& source) {
  if (!isFilesDocument(document)) return Error{source + ": format", "is not \"wrenchlab-files\""};
  for (auto it = document.begin(); it != document.end(); ++it)
    if (it.key() != "format" && it.key() != "version" && it.key() != "link" && it.key() != "files")
      return Error{source + ": " + it.key(), "is not a field of a WrenchLab files document"};
  const auto version = document.find("version");
  if (version == document.end() || !version->is_number_integer() || version->get<long long>() != 1)
    return Error{source + ": version", "must be 1 (this app reads version 1)"};
  FilesDocument out;
  if (const auto link = document.find("link"); link != document.end()) {
    if (!link->is_string()) return Error{source + ": link", "must be a share link's #… part (a string)"};
    out.link = link->get<std::string>();
  }
  const auto files = document.find("files");
  if (files == document.end()) return Error{source + ": files", "is missing"};
  auto list = readFileList(*files, source + ": files");
  if (!list) return list.error();
  out.files = std::move(*list);
  return out;
}

}  // namespace wl
