#include "algorithms/Term.hpp"

namespace wl {

namespace {

// Every term's key (files, URLs, the CLI's JSON), label (people) and kind, in one table in the order
// of the Term enum. Colours and strokes are the front end's (web/render/TermStyle.hpp).
struct TermName {
  Term term;
  const char* key;
  const char* label;
  bool fictitious;  ///< vanishes for an inertial observer
};
constexpr TermName kTermNames[kTermCount] = {
    {Term::Dynamic, "dynamic", "dynamic", false},
    {Term::Joint, "joint", "joint", false},
    {Term::DAlembert, "dalembert", "D'Alembert", true},
    {Term::Euler, "euler", "Euler", true},
    {Term::Centrifugal, "centrifugal", "centrifugal", true},
    {Term::Coriolis, "coriolis", "Coriolis", true},
    {Term::Gravity, "gravity", "gravity", false},
    {Term::External, "external", "external", false},
    {Term::Distal, "distal", "distal joints", false},
};

constexpr bool termNamesInEnumOrder() {
  for (int k = 0; k < kTermCount; ++k)
    if (kTermNames[k].term != kAllTerms[static_cast<size_t>(k)]) return false;
  return true;
}
static_assert(termNamesInEnumOrder(), "kTermNames must list the terms in the order of the Term enum");

const TermName& termName(Term term) { return kTermNames[static_cast<int>(term)]; }

}  // namespace

const char* termKey(Term term) { return termName(term).key; }
const char* termLabel(Term term) { return termName(term).label; }

bool termFromKey(const std::string& key, Term& term) {
  for (const TermName& t : kTermNames) {
    if (key == t.key) {
      term = t.term;
      return true;
    }
  }
  return false;
}

bool isFictitious(Term term) { return termName(term).fictitious; }

}  // namespace wl
