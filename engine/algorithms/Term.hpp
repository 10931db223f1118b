#pragma once
// The terms of a segment's wrench balance (algorithms/TermBreakdown.hpp) as names: the stable key that
// files, links and the CLI's JSON use, the label people read, and whether a term is fictitious. Kept
// apart from the physics so that a reader of the names needs none of it; colours and strokes are the
// front end's (web/render/TermStyle.hpp).
#include <array>
#include <string>

namespace wl {

enum class Term { Dynamic, Joint, DAlembert, Euler, Centrifugal, Coriolis, Gravity, External, Distal };
constexpr int kTermCount = 9;
constexpr std::array<Term, kTermCount> kAllTerms{Term::Dynamic, Term::Joint, Term::DAlembert, Term::Euler,
                                                 Term::Centrifugal, Term::Coriolis, Term::Gravity,
                                                 Term::External, Term::Distal};
/// Stable keys used in files, URLs and the CLI's JSON: "dynamic", "joint", "dalembert", …
const char* termKey(Term term);
/// Human label: "D'Alembert", "Coriolis", …
const char* termLabel(Term term);
/// Term from its key; false when unknown.
bool termFromKey(const std::string& key, Term& term);
/// True for the four fictitious terms, which vanish in an inertial observer frame.
bool isFictitious(Term term);

}  // namespace wl
