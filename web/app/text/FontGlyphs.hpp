#pragma once
// The characters the UI font is built with (ImGui bakes only these into its atlas): pairs of first and
// last code point, ending with 0. Latin-1 holds the German and Portuguese letters (ä ö ü ß, ã õ ç,
// á é í ó ú â ê ô à), and the General Punctuation block the typographic quotes („ “ ” ‘ ’), dashes and
// the ellipsis; Greek (ω θ α τ), super/subscripts (² ₁), arrows, mathematical operators (× ≠ Σ),
// combining marks, precomposed dotted letters (ṙ, ẋ), hatted unit vectors (ŷ) and subscript letters
// (q̇ᵢ q̇ⱼ) are for the formulas. A test checks that every
// text the app and its lessons ship is covered (tests/web/CatalogueTests.cpp).
#include <cstddef>
#include <cstdint>

namespace wl::web {

inline constexpr std::uint16_t kFontGlyphRanges[] = {0x0020, 0x00FF,  // Basic Latin, Latin-1 Supplement
                                                     0x0100, 0x017F,  // Latin Extended-A (ŷ, a unit vector's hat)
                                                     0x0300, 0x036F,  // combining marks
                                                     0x0370, 0x03FF,  // Greek
                                                     0x1D62, 0x1D6A,  // subscript letters (q̇ᵢ)
                                                     0x1E00, 0x1EFF,  // Latin Extended Additional (ṙ)
                                                     0x2000, 0x209F,  // punctuation, super- and subscripts
                                                     0x2190, 0x21FF,  // arrows
                                                     0x2200, 0x22FF,  // mathematical operators
                                                     0x2C7C, 0x2C7C,  // subscript j (q̇ⱼ)
                                                     0};

/// Whether the font's atlas has this code point.
inline bool fontHasGlyph(char32_t c) {
  for (std::size_t i = 0; kFontGlyphRanges[i] != 0; i += 2)
    if (c >= kFontGlyphRanges[i] && c <= kFontGlyphRanges[i + 1]) return true;
  return false;
}

}  // namespace wl::web
