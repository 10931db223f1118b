// Any bytes as a URL hash: decoded into a state or refused with a message; a decoded state
// re-encodes and decodes to the same state.
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <vector>

#include "app/ShareLink.hpp"

namespace {
// A state set by hand is written with ten significant digits: it comes back to within that.
bool sameToTenDigits(const std::vector<double>& a, const std::vector<double>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t k = 0; k < a.size(); ++k)
    if (!(std::abs(a[k] - b[k]) <= 1e-9 * std::abs(a[k]) + 1e-300)) return false;
  return true;
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, size_t size) {
  const std::string_view hash(reinterpret_cast<const char*>(data), size);
  auto state = wl::web::decodeShareState(hash);
  if (state.ok()) {
    state->time = -1.0;  // times are rounded on encoding; the rest must survive exactly
    auto again = wl::web::decodeShareState(wl::web::encodeShareState(*state));
    if (!again.ok() || again->lesson != state->lesson || again->step != state->step || again->frame != state->frame || again->expressedIn != state->expressedIn ||
        again->terms != state->terms || again->parameters != state->parameters || !sameToTenDigits(state->q, again->q) ||
        !sameToTenDigits(state->qd, again->qd) || !sameToTenDigits(state->qdd, again->qdd) ||
        again->student != state->student || again->seed != state->seed)
      std::abort();  // a round-trip bug is a finding
  }
  return 0;
}
