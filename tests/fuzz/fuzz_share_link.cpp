// Any bytes as a URL hash: decoded into a state or refused with a message; a decoded state
// re-encodes and decodes to the same state.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "app/ShareLink.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, size_t size) {
  const std::string_view hash(reinterpret_cast<const char*>(data), size);
  auto state = wl::web::decodeShareState(hash);
  if (state.ok()) {
    state->time = -1.0;  // times are rounded on encoding; the rest must survive exactly
    auto again = wl::web::decodeShareState(wl::web::encodeShareState(*state));
    if (!again.ok() || again->lesson != state->lesson || again->step != state->step || again->frame != state->frame || again->expressedIn != state->expressedIn ||
        again->terms != state->terms || again->parameters != state->parameters ||
        again->student != state->student || again->seed != state->seed)
      std::abort();  // a round-trip bug is a finding
  }
  return 0;
}
