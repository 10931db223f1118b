#pragma once
// Colours of the wrench terms: the Okabe–Ito palette (distinguishable with the common forms of
// colour blindness), with a high-contrast variant for projectors (presenter mode).
#include "algorithms/TermBreakdown.hpp"

namespace wl::web {

struct Colour {
  float r, g, b;
};

inline Colour termColour(Term term, bool highContrast) {
  switch (term) {
    case Term::Dynamic: return highContrast ? Colour{1.0f, 1.0f, 1.0f} : Colour{0.85f, 0.85f, 0.85f};
    case Term::Joint: return {0.902f, 0.624f, 0.0f};           // orange
    case Term::DAlembert: return {0.337f, 0.706f, 0.914f};     // sky blue
    case Term::Euler: return {0.0f, 0.620f, 0.451f};           // bluish green
    case Term::Centrifugal: return {0.941f, 0.894f, 0.259f};   // yellow
    case Term::Coriolis: return highContrast ? Colour{0.2f, 0.5f, 1.0f} : Colour{0.0f, 0.447f, 0.698f};  // blue
    case Term::Gravity: return {0.835f, 0.369f, 0.0f};         // vermillion
    case Term::External: return {0.800f, 0.475f, 0.655f};      // reddish purple
    case Term::Distal: return {0.6f, 0.6f, 0.6f};              // grey
  }
  return {1, 1, 1};
}

}  // namespace wl::web
