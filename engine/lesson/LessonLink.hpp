#pragma once
// A whole lesson in a share link (docs/lesson-format.md, "A lesson in a link"): the lesson document
// with its model inside, written compactly (io/codecs/JsonWriter.hpp), compressed in the zlib format
// (io/codecs/Deflate.hpp) and written in base64url — the part after `lesson=inline:` in
// `#v1&lesson=inline:…`. Reading it back goes through the same loader as a lesson file, so a link can
// never do more than a file: it is refused when it is damaged, unpacks to more than
// kMaxLessonLinkBytes, or names a file (a measured motion, a robot file) outside the app's content
// folder.
#include <string>
#include <string_view>

#include "core/Result.hpp"
#include "lesson/Lesson.hpp"

namespace wl {

/// The longest lesson payload a link may carry, in characters: 16 KB (the walking lesson, with its
/// ground-reaction tables, makes about 10 KB). Browsers take far longer addresses; mail and chat
/// programs are less dependable past a few kB, and over this the app offers the file instead.
constexpr size_t kMaxLessonLinkChars = 16384;
/// The most a payload may unpack to: a lesson with its model is a few tens of kB.
constexpr size_t kMaxLessonLinkBytes = 1u << 20;

/// The payload for a lesson with its model inside (inlineLessonModel first); an error names why
/// not (no model inside). The same lesson always gives the same characters, on every host.
Result<std::string> encodeLessonPayload(const Lesson& lesson);

/// Reads a payload back into a lesson that lives, for its file references, in
/// `contentDir`/lessons (like a lesson opened by ?lesson=URL): the model must be inside, and a
/// measured motion or robot file it reads must be one of the content folder's files.
Result<Lesson> decodeLessonPayload(std::string_view payload, const std::string& contentDir);

/// Any file the lesson's model reads ("motion": {"file": …}, "robot": "…", also when set by the
/// lesson's overrides or a step) must lie inside `contentDir`; a link names no other file.
Status checkLinkFileReferences(const Lesson& lesson, const std::string& contentDir);

}  // namespace wl
