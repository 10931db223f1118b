#pragma once
// What the player shows and how, as plain data: the observer, the point moments are taken about,
// which terms and segments are on, the segment the formulas and the plot follow, and the scene's
// drawing options. Lesson steps and shared links set it (LessonPlayer), the panels and shortcuts edit
// it, the scene, the table and the plot read it. The observer and the moment point reach the engine's
// Session through LessonPlayer::applyView(); nothing here computes anything.
#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "algorithms/TermBreakdown.hpp"
#include "render/TermStyle.hpp"

namespace wl::web {

/// The three points moments can be taken about, in the order the selector lists them.
constexpr std::array<AboutPoint, 3> kAboutPoints{AboutPoint::Proximal, AboutPoint::Com, AboutPoint::Distal};

/// The point as the table and the hover label name it ("moments about the COM").
inline const char* aboutPointName(AboutPoint about) {
  switch (about) {
    case AboutPoint::Proximal: return "proximal joint";
    case AboutPoint::Com: return "COM";
    case AboutPoint::Distal: return "distal joint";
  }
  return "proximal joint";
}

/// The point as the "moments about" selector lists it.
inline const char* aboutPointChoice(AboutPoint about) {
  return about == AboutPoint::Com ? "centre of mass" : aboutPointName(about);
}

struct ViewState {
  std::string observer = "world";           ///< as lessons and links write it (session/ObserverSpec.hpp)
  std::string expressedIn = "observer";     ///< the axes the numbers are written in: observer, own or a frame
  AboutPoint about = AboutPoint::Proximal;  ///< the point every term's moment is taken about
  std::array<bool, kTermCount> showTerm{};  ///< indexed by Term, in legend order
  std::vector<char> showSegment;            ///< one per segment of the open model
  int focusSegment = 0;                     ///< the segment the formulas and the plot follow
  /// The plot: |force| of each shown term of the focus segment, or one coordinate's joint torque split
  /// into M q̈, C, G and each load's part (where an OpenSim trial's joint moment comes from).
  enum class PlotShows { TermForces, TorqueParts };
  PlotShows plotShows = PlotShows::TermForces;
  int plotCoordinate = 0;                   ///< the coordinate whose torque parts are plotted

  // The scene's drawing options.
  bool arrowsWhereTheyAct = true;  ///< each term at its point of application; off: all at `about`
  float newtonsPerCm = 0.0f;       ///< arrow scale; 0: auto (the longest arrow about 4 cm, shorter on a small scene)
  bool trails = true;              ///< centre-of-mass trails
  bool followObserver = false;     ///< the camera rides with the observer
  render::Theme theme = render::Theme::Dark;  ///< dark, or light for a bright hall (links: &theme=light)
  /// "Export CSV" with a decimal comma and semicolons (the Help window; spreadsheets in German or
  /// Portuguese); links do not carry it.
  bool csvDecimalComma = false;
  std::optional<bool> arrowLabelsChosen;      ///< each arrow's short name at its head; unset: the layout's default
  bool ground = true;              ///< a ground line (2D) or grid (3D) and the g arrow, where there is gravity
  /// A body whose model names meshes (a bone, a robot link's shell): drawn with them see-through (its rod,
  /// joints, COM and the arrows inside stay readable), with them opaque, or as a capsule as before.
  enum class BodyStyle { SeeThrough, Meshes, Capsules };
  BodyStyle bodyStyle = BodyStyle::SeeThrough;

  /// Arrow labels help most from the back of a hall: on by default in the projector layout.
  bool arrowLabels(bool projector) const { return arrowLabelsChosen.value_or(projector); }

  /// "Predict, then see": the terms a predict step hides until the student reveals them (set by the
  /// LessonPlayer). A hidden term is not drawn, listed or printed anywhere, whatever its toggle says.
  std::array<bool, kTermCount> hiddenUntilReveal{};

  bool shows(Term t) const { return showTerm[static_cast<std::size_t>(t)] && !hiddenUntilReveal[static_cast<std::size_t>(t)]; }
  /// The term's toggle is on (a hidden one included: it appears when revealed).
  bool chosen(Term t) const { return showTerm[static_cast<std::size_t>(t)]; }
  bool hiddenForPrediction(Term t) const { return hiddenUntilReveal[static_cast<std::size_t>(t)]; }
  void setShown(Term t, bool on) { showTerm[static_cast<std::size_t>(t)] = on; }
  void toggle(Term t) { setShown(t, !chosen(t)); }
  bool showsSegment(int segment) const { return showSegment[static_cast<std::size_t>(segment)] != 0; }

  /// Exactly the terms with these keys (lesson steps, links); unknown keys are skipped, and an empty
  /// list shows every term when `allWhenEmpty`.
  void showOnlyTerms(const std::vector<std::string>& keys, bool allWhenEmpty) {
    showTerm.fill(allWhenEmpty && keys.empty());
    for (const std::string& key : keys) {
      Term t;
      if (termFromKey(key, t)) setShown(t, true);
    }
  }

  /// The shown terms' keys, in legend order (`chosenToo`: with the ones hidden until a reveal, as a
  /// shared link keeps them).
  std::vector<std::string> shownTermKeys(bool chosenToo = false) const {
    std::vector<std::string> keys;
    for (Term t : kAllTerms)
      if (chosenToo ? chosen(t) : shows(t)) keys.emplace_back(termKey(t));
    return keys;
  }
};

}  // namespace wl::web
