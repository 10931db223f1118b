#pragma once
// The player's panels: one free function per panel, one file each (web/app/panels/). Each draws an
// ImGui window from the player and the view and writes the user's choices back through them; none
// computes physics. The App calls them in order every frame (App::frame). A new panel is a new file
// here with its function declared below; where it sits is ScreenLayout's business (a PanelId), and it
// begins its window with layout.beginPanel(PanelId::…).
#include <algorithm>
#include <string>

#include "app/player/Capture.hpp"
#include "app/player/LessonPlayer.hpp"
#include "app/layout/PanelLayout.hpp"
#include "app/plot/PlotCache.hpp"
#include "app/scene/SceneView.hpp"
#include "app/player/ViewState.hpp"

namespace wl::web {

/// The terms panel's memory between frames: the invariance line's power of ten, held for a while.
struct InvarianceLine {
  int exponent = -99;
  double shownAt = 0.0;
};

/// The invariance check in words (the Terms panel and the screen-reader layer): the joint wrench seen
/// by this observer against the inertial frame, "= equal to within 1e-15 (round-off)" or "≠ NOT equal…",
/// in the UI language. `exponent`: the power of ten of the round-off shown (-99: exactly equal).
/// The invariance holds when the observer's joint wrenches differ from the inertial frame's by round-off:
/// less than a millionth of the wrenches' largest component (at least 1 N or N·m).
inline bool invarianceHolds(double discrepancy, double scale) { return discrepancy < 1e-6 * std::max(1.0, scale); }
/// "Joint wrench, this observer vs the inertial frame: = equal." — the verdict led by a sign (= or ≠), so
/// colour is not its only carrier; `withSign` false leaves the sign out (read aloud it doubles the words).
std::string invarianceSentence(double discrepancy, int exponent, bool holds, bool withSign = true);

/// The language menu (the Lesson panel's, compact: "DE"; the Help window's: "Deutsch"). True when the
/// user picked another language.
bool languageCombo(LessonPlayer& player, bool compact);
/// Lesson picker, step, narrative text and the message line; `editRequested` (optional) is set when
/// "Edit lesson" is pressed (the App switches the panel to the editor, web/app/editor/).
void drawLessonPanel(LessonPlayer& player, ViewState& view, PanelLayout& layout, bool* editRequested = nullptr);
/// "Predict, then see" under the step's text (PredictionBox.cpp): how to draw the hidden arrow, its
/// direction as an angle, Reveal; after the reveal, how far off the prediction was and why.
void drawPredictionBox(LessonPlayer& player, ViewState& view, bool threeD);
/// Play, step, scrub, speed, loop; Copy link, Export CSV, Screenshot, Import motion; presenter mode.
/// Returns the file name of a screenshot the desktop should write after this frame ("" for none).
/// The time controls and the lesson's outputs; the View menu (theme, arrow labels, ground) and the
/// Screenshot and Record menus, whose requests land in `capture`.
void drawTimePanel(LessonPlayer& player, ViewState& view, PanelLayout& layout, CaptureUi& capture);
/// Observer, moment point, the invariance check, the term toggles, segments, trails, arrow scale.
void drawTermsPanel(LessonPlayer& player, ViewState& view, PanelLayout& layout, InvarianceLine& invariance);
/// Every shown term of every shown segment, the residual, and the joint torques.
void drawTablePanel(LessonPlayer& player, ViewState& view, PanelLayout& layout);
/// The lesson's formulas with the focus segment's numbers substituted.
void drawFormulaPanel(const Lesson& lesson, int step, const Session& session, ViewState& view, PanelLayout& layout);
/// The lesson's exercises, checked by the engine against the lesson as shown; a student's name and
/// numbers; what went wrong is said on `message`.
void drawExercisePanel(ExerciseBook& book, const ShownLesson& shown, PlayerMessage& message, render::Theme theme, PanelLayout& layout);
/// The lesson's parameters, each with its error when a value is refused.
void drawParameterPanel(LessonPlayer& player, ViewState& view, PanelLayout& layout);
/// |force| of the shown terms over time (or the energy of a simulation and of its RK4 twin).
void drawPlotPanel(LessonPlayer& player, ViewState& view, PanelLayout& layout, PlotCache& plot);
/// Inside the Plot panel: one coordinate's torque as stacked parts M q̈, C, G and each load's E.
void drawTorquePartsPlot(LessonPlayer& player, ViewState& view, const PanelLayout& layout, PlotCache& plot);
/// Forward dynamics: the integrator, reset, and the energies.
void drawSimulationPanel(LessonPlayer& player, ViewState& view, PanelLayout& layout);
/// Any model's state by hand: q, q̇, q̈ sliders per coordinate with the torques, "hold still", back to the motion.
void drawStatePanel(LessonPlayer& player, ViewState& view, PanelLayout& layout);
/// The keyboard shortcuts; the layout, the look, the language and the CSV files' number format.
void drawHelpPanel(LessonPlayer& player, PanelLayout& layout, ViewState& view);
/// The legend strip along the top of the mechanism's area (`areaPx`, framebuffer px): the shown terms'
/// colours, the arrow scales, time and observer (`session`: the open lesson's, null before one opens).
void drawLegend(const Session* session, const ViewState& view, const PanelLayout& layout, const SceneView& scene,
                const Rect& areaPx);
/// The legend's height in a strip `widthPx` wide, as drawLegend() would draw it now: the band the
/// framing leaves it.
float legendHeight(const Session* session, const ViewState& view, const PanelLayout& layout, const SceneView& scene,
                   float widthPx);
/// The legend into a picture's draw list (`scale`: the picture's UI scale, `fontSize` its text height
/// in px); returns the height it took.
float drawLegendInto(const Session* session, const ViewState& view, const SceneView& scene, const Rect& areaPx, float scale,
                     float fontSize, ImDrawList& draw);

}  // namespace wl::web
