#pragma once
// How each term looks, in one table keyed by Term: its colour on the dark theme's background, its
// colour on the light theme's (a bright lecture hall, a projector that washes dark pictures out), its
// stroke and its short name for the label at an arrow's head. The engine owns each term's key and
// label (termKey, termLabel); everything visual lives here and only here: the scene's arrows, the
// legend, the panels' check marks and table rows, and the plot's curves.
//
// Colours: started from the Okabe–Ito palette (its black swapped for near-white on the dark theme),
// then moved in small steps until every pair stays apart for the three common colour-vision
// deficiencies as well as for normal vision: ΔE*ab ≥ 20 between any two terms after simulating
// protanopia, deuteranopia and tritanopia (Machado, Oliveira & Fernandes 2009, severity 1), and
// every colour at least 3:1 against its theme's background (WCAG's rule for graphics). Both are
// checked in tests/web/TermStyleTests.cpp. Colour is never the only cue: the four fictitious terms
// are dashed (they exist only for an accelerating observer, so the difference between frames shows
// even in greyscale), the distal term, Newton's third law from the children, is dotted, and each
// arrow can carry its short name.
#include <array>
#include <cstddef>
#include <cstdint>

#include "algorithms/TermBreakdown.hpp"
#include "render/DrawList.hpp"

namespace wl::web::render {

constexpr Rgba rgb(int r, int g, int b, float a = 1.0f) {
  return {static_cast<float>(r) / 255.0f, static_cast<float>(g) / 255.0f, static_cast<float>(b) / 255.0f, a};
}

/// The scene's two looks: dark (a screen, a dark hall) and light (high contrast for a bright hall).
enum class Theme : std::uint8_t { Dark, Light };

inline const char* themeName(Theme theme) { return theme == Theme::Light ? "light" : "dark"; }

struct TermStyle {
  Term term;
  Rgba onDark;           ///< the dark theme
  Rgba onLight;          ///< the light theme
  Stroke stroke;
  const char* shortName;  ///< the label at an arrow's head (termLabel without "joints")
};

/// One row per term, in the order of the Term enum (checked below).
inline constexpr std::array<TermStyle, kTermCount> kTermStyles{{
    {Term::Dynamic, rgb(235, 235, 235), rgb(0, 0, 0), Stroke::Solid, "dynamic"},                    // Okabe–Ito black
    {Term::Joint, rgb(241, 158, 68), rgb(190, 126, 0), Stroke::Solid, "joint"},                     // orange
    {Term::DAlembert, rgb(173, 209, 255), rgb(70, 140, 228), Stroke::Dashed, "D'Alembert"},         // sky blue
    {Term::Euler, rgb(14, 132, 90), rgb(118, 143, 122), Stroke::Dashed, "Euler"},                    // bluish green
    {Term::Centrifugal, rgb(250, 208, 10), rgb(156, 138, 78), Stroke::Dashed, "centrifugal"},       // yellow
    {Term::Coriolis, rgb(102, 139, 255), rgb(73, 73, 211), Stroke::Dashed, "Coriolis"},             // blue
    {Term::Gravity, rgb(176, 88, 28), rgb(146, 19, 13), Stroke::Solid, "gravity"},                  // vermillion
    {Term::External, rgb(175, 97, 175), rgb(190, 40, 150), Stroke::Solid, "external"},              // reddish purple
    {Term::Distal, rgb(159, 159, 159), rgb(67, 67, 67), Stroke::Dotted, "distal"},                  // grey
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

inline Rgba termColour(Term term, Theme theme) {
  const TermStyle& style = termStyle(term);
  return theme == Theme::Light ? style.onLight : style.onDark;
}

inline Stroke termStroke(Term term) { return termStyle(term).stroke; }
inline const char* termShortName(Term term) { return termStyle(term).shortName; }

}  // namespace wl::web::render
