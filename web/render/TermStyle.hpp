#pragma once
// How each term looks, in one table keyed by Term: its colour on the dark background, its colour in
// the high-contrast variant (presenter mode, projectors that wash colours out) and its stroke. The
// engine owns each term's key and label (termKey, termLabel); everything visual lives here and only
// here: the scene's arrows, the legend, the panels' check marks and table rows, and the plot's curves.
//
// Colours: the Okabe–Ito palette, whose eight colours stay apart for the common colour-vision
// deficiencies; its black is swapped for near-white because the scene's background is dark. The
// high-contrast colours are lighter, fully saturated versions. Colour is never the only cue: the four
// fictitious terms are dashed (they exist only for an accelerating observer, so the difference between
// frames shows even in greyscale) and the distal term, Newton's third law from the children, is
// dotted; hover labels name every glyph.
#include <array>
#include <cstddef>

#include "algorithms/TermBreakdown.hpp"
#include "render/DrawList.hpp"

namespace wl::web::render {

constexpr Rgba rgb(int r, int g, int b, float a = 1.0f) {
  return {static_cast<float>(r) / 255.0f, static_cast<float>(g) / 255.0f, static_cast<float>(b) / 255.0f, a};
}

struct TermStyle {
  Term term;
  Rgba colour;        ///< on the standard dark background
  Rgba highContrast;  ///< presenter mode
  Stroke stroke;
};

/// One row per term, in the order of the Term enum (checked below).
inline constexpr std::array<TermStyle, kTermCount> kTermStyles{{
    {Term::Dynamic, rgb(235, 235, 235), rgb(255, 255, 255), Stroke::Solid},      // near-white (Okabe–Ito black)
    {Term::Joint, rgb(230, 159, 0), rgb(255, 176, 0), Stroke::Solid},            // orange
    {Term::DAlembert, rgb(86, 180, 233), rgb(110, 200, 255), Stroke::Dashed},    // sky blue
    {Term::Euler, rgb(0, 158, 115), rgb(0, 200, 140), Stroke::Dashed},           // bluish green
    {Term::Centrifugal, rgb(240, 228, 66), rgb(255, 240, 60), Stroke::Dashed},   // yellow
    {Term::Coriolis, rgb(60, 140, 220), rgb(90, 160, 255), Stroke::Dashed},      // blue (0,114,178) lifted for the dark background
    {Term::Gravity, rgb(213, 94, 0), rgb(255, 100, 20), Stroke::Solid},          // vermillion
    {Term::External, rgb(204, 121, 167), rgb(240, 130, 200), Stroke::Solid},     // reddish purple
    {Term::Distal, rgb(150, 150, 150), rgb(190, 190, 190), Stroke::Dotted},      // grey
}};

namespace detail {
constexpr bool termStylesInEnumOrder() {
  for (std::size_t i = 0; i < kTermStyles.size(); ++i)
    if (kTermStyles[i].term != kAllTerms[i]) return false;
  return true;
}
}  // namespace detail
static_assert(detail::termStylesInEnumOrder(), "kTermStyles must list the terms in the order of the Term enum");

inline const TermStyle& termStyle(Term term) { return kTermStyles[static_cast<std::size_t>(term)]; }

inline Rgba termColour(Term term, bool highContrast) {
  const TermStyle& style = termStyle(term);
  return highContrast ? style.highContrast : style.colour;
}

inline Stroke termStroke(Term term) { return termStyle(term).stroke; }

}  // namespace wl::web::render
