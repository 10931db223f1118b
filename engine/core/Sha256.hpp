#pragma once
// SHA-256 (FIPS 180-4) of a byte string. The verification codes of students' variants are digests of
// their answers (lesson/VerificationCode.hpp); they must come out the same in the browser (wasm) and
// natively, so the engine carries its own implementation of the published algorithm rather than
// relying on a platform library.
#include <array>
#include <cstdint>
#include <string_view>

namespace wl {

using Sha256Digest = std::array<std::uint8_t, 32>;

Sha256Digest sha256(std::string_view bytes);

}  // namespace wl
