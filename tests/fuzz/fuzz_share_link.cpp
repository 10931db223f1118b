// Any bytes as a URL hash: decoded into a state or refused with a message; a decoded state
// re-encodes and decodes to the same state. A lesson carried in the link (lesson=inline:…) goes on
// through base64url, bounded inflation and the lesson loader, as the app reads it; the same bytes are
// also tried directly as a payload and, compressed, as a lesson document (the fuzzer's mutations
// rarely survive deflate, so the loader behind it is reached that way too). Files carried in a link
// (files=…) go through the same steps into io/formats/FileBundle's reader, and what it reads is carried again
// to the same files.
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <vector>

#include "link/ShareLink.hpp"
#include "io/codecs/Base64Url.hpp"
#include "io/codecs/Deflate.hpp"
#include "io/formats/FileBundle.hpp"
#include "lesson/LessonLink.hpp"


extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, size_t size) {
  const std::string_view hash(reinterpret_cast<const char*>(data), size);
  const std::string content = "/nonexistent-content";  // no file is ever read: the loader only parses
  auto state = wl::decodeShareState(hash);
  if (state.ok()) {
    state->time = -1.0;  // times are rounded on encoding; the rest must survive exactly
    auto again = wl::decodeShareState(wl::encodeShareState(*state));
    if (!again.ok() || again->lesson != state->lesson || again->inlineLesson != state->inlineLesson || again->step != state->step ||
        again->frame != state->frame || again->expressedIn != state->expressedIn || again->terms != state->terms ||
        again->parameters != state->parameters || state->q != again->q ||
        state->qd != again->qd || state->qdd != again->qdd ||  // written with the shortest exact digits
        again->student != state->student || again->seed != state->seed || again->files != state->files)
      std::abort();  // a round-trip bug is a finding
    if (!state->inlineLesson.empty()) {
      auto lesson = wl::decodeLessonPayload(state->inlineLesson, content);
      if (lesson.ok() && !wl::encodeLessonPayload(*lesson).ok()) std::abort();  // what was read can be shared again
    }
  }
  // Files read from a payload are carried again as the same files.
  const auto filesRoundTrip = [](std::string_view payload) {
    auto files = wl::decodeFilesPayload(payload);
    if (!files.ok()) return;
    auto again = wl::encodeFilesPayload(*files);
    if (!again.ok()) std::abort();
    auto back = wl::decodeFilesPayload(*again);
    if (!back.ok() || back->size() != files->size()) std::abort();
    for (std::size_t i = 0; i < files->size(); ++i)
      if ((*back)[i].name != (*files)[i].name || (*back)[i].bytes != (*files)[i].bytes) std::abort();
  };
  if (state.ok() && !state->files.empty()) filesRoundTrip(state->files);
  filesRoundTrip(hash);
  if (size <= 65536) filesRoundTrip(wl::base64UrlEncode(wl::zlibCompress(hash)));
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
