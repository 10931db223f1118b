// Any bytes as a URL hash: decoded into a state or refused with a message; a decoded state
// re-encodes and decodes to the same state. A lesson carried in the link (lesson=inline:…) goes on
// through base64url, bounded inflation and the lesson loader, as the app reads it; the same bytes are
// also tried directly as a payload and, compressed, as a lesson document (the fuzzer's mutations
// rarely survive deflate, so the loader behind it is reached that way too).
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "app/ShareLink.hpp"
#include "io/Base64Url.hpp"
#include "io/Deflate.hpp"
#include "lesson/LessonLink.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, size_t size) {
  const std::string_view hash(reinterpret_cast<const char*>(data), size);
  const std::string content = "/nonexistent-content";  // no file is ever read: the loader only parses
  auto state = wl::web::decodeShareState(hash);
  if (state.ok()) {
    state->time = -1.0;  // times are rounded on encoding; the rest must survive exactly
    auto again = wl::web::decodeShareState(wl::web::encodeShareState(*state));
    if (!again.ok() || again->lesson != state->lesson || again->inlineLesson != state->inlineLesson || again->step != state->step ||
        again->frame != state->frame || again->expressedIn != state->expressedIn || again->terms != state->terms ||
        again->parameters != state->parameters)
      std::abort();  // a round-trip bug is a finding
    if (!state->inlineLesson.empty()) {
      auto lesson = wl::decodeLessonPayload(state->inlineLesson, content);
      if (lesson.ok() && !wl::encodeLessonPayload(*lesson).ok()) std::abort();  // what was read can be shared again
    }
  }
  (void)wl::decodeLessonPayload(hash, content);
  if (size <= 65536) {
    const std::string payload = wl::base64UrlEncode(wl::zlibCompress(hash));
    auto lesson = wl::decodeLessonPayload(payload, content);
    if (lesson.ok()) {
      auto shared = wl::encodeLessonPayload(*lesson);
      if (!shared.ok()) std::abort();
      auto back = wl::decodeLessonPayload(*shared, content);
      if (!back.ok() || !(*back == *lesson)) std::abort();  // written and read back: the same lesson
    }
  }
  return 0;
}
