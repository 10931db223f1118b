#include "lesson/LessonLink.hpp"

#include <filesystem>

#include "io/codecs/Base64Url.hpp"
#include "io/codecs/Deflate.hpp"
#include "io/codecs/JsonText.hpp"
#include "io/codecs/JsonWriter.hpp"

namespace wl {
namespace {

namespace fs = std::filesystem;
using Json = nlohmann::json;

// The lesson a link carries lives here, as far as its file references are concerned.
fs::path linkLessonPath(const std::string& contentDir) { return fs::path(contentDir) / "lessons" / "link.json"; }

Status fileInside(const Json& file, const fs::path& lessonFolder, const fs::path& contentDir, const std::string& where) {
  if (!file.is_string()) return Status::success();  // the model loader names the wrong type
  const fs::path path = file.get<std::string>();
  const fs::path resolved = (lessonFolder / path).lexically_normal();
  const fs::path inside = resolved.lexically_relative(contentDir.lexically_normal());
  if (path.is_absolute() || inside.empty() || *inside.begin() == "..")
    return Error{where, "a lesson in a link may read only the app's own data files, not \"" + path.generic_string() + "\""};
  return Status::success();
}

// "motion": {"file": …} or "robot": "…" (the segments of a URDF or MJCF file) in a model document,
// or the same set by a JSON path ("motion.file", "motion", "robot").
Status dataFilesInside(const Json& fields, const fs::path& folder, const fs::path& content, const std::string& where) {
  if (!fields.is_object()) return Status::success();
  for (auto it = fields.begin(); it != fields.end(); ++it) {
    if (it.key() == "robot")
      if (Status s = fileInside(it.value(), folder, content, where + ".robot"); !s) return s;
    if (it.key() == "motion.file")
      if (Status s = fileInside(it.value(), folder, content, where + "." + it.key()); !s) return s;
    if (it.key() == "motion" && it.value().is_object() && it.value().contains("file"))
      if (Status s = fileInside(it.value()["file"], folder, content, where + ".motion.file"); !s) return s;
  }
  return Status::success();
}

}  // namespace

Result<std::string> encodeLessonPayload(const Lesson& lesson) {
  if (!hasInlineModel(lesson)) return Error{"model", "a link carries a lesson with its model inside (inline it first)"};
  const std::string text = writeJsonText(lessonToJson(lesson, lesson.modelPath), JsonStyle::Compact);
  return base64UrlEncode(zlibCompress(text));
}

Status checkLinkFileReferences(const Lesson& lesson, const std::string& contentDir) {
  const fs::path folder = fs::path(lesson.modelPath).parent_path();
  const fs::path content = fs::path(contentDir);
  if (Status s = dataFilesInside(lesson.model, folder, content, "model"); !s) return s;
  if (Status s = dataFilesInside(lesson.overrides, folder, content, "overrides"); !s) return s;
  for (size_t i = 0; i < lesson.steps.size(); ++i)
    if (Status s = dataFilesInside(lesson.steps[i].set, folder, content, "steps[" + std::to_string(i) + "].set"); !s) return s;
  for (size_t i = 0; i < lesson.checks.size(); ++i)
    if (Status s = dataFilesInside(lesson.checks[i].set, folder, content, "checks[" + std::to_string(i) + "].set"); !s) return s;
  return Status::success();
}

Result<Lesson> decodeLessonPayload(std::string_view payload, const std::string& contentDir) {
  if (payload.size() > kMaxLessonLinkChars)
    return Error{"link", "carries " + std::to_string(payload.size()) + " characters of lesson; at most " +
                             std::to_string(kMaxLessonLinkChars) + " are read"};
  auto compressed = base64UrlDecode(payload);
  if (!compressed) return compressed.error();
  auto text = zlibDecompress(*compressed, kMaxLessonLinkBytes);
  if (!text) return text.error();
  auto document = parseJsonText(*text, "link");
  if (!document) return document.error();
  const std::string path = linkLessonPath(contentDir).string();
  auto lesson = loadLessonJson(*document, path);
  if (!lesson) return Error{"link: " + lesson.error().where, lesson.error().message};
  if (!hasInlineModel(*lesson)) return Error{"link: model", "a link's lesson must carry its model inside"};
  if (Status s = checkLinkFileReferences(*lesson, contentDir); !s) return Error{"link: " + s.error().where, s.error().message};
  return lesson;
}

}  // namespace wl
