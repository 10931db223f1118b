#pragma once
// Where every panel goes on a screen of a given class and size, as plain rectangles: no ImGui, so
// every layout is unit-tested for every size from a 360×640 phone to a 3840×2160 projector
// (tests/web/ScreenLayoutTests.cpp). PanelLayout applies the result to ImGui's windows.
//
// Units are the UI's own: CSS pixels divided by the UI zoom (presenter mode's 1.75, say), so a
// layout reads the same at any pixel ratio. y runs down from the top-left corner.
//
// The classes:
//  - Phone (portrait or landscape): the mechanism on top (beside, in landscape), the time controls
//    right under it, and one panel at a time below, picked by a bar of tabs with touch-sized buttons.
//  - Tablet: the mechanism and one column (below it in portrait): the lesson text always, the other
//    panels as tabs; the time controls under the mechanism.
//  - Desktop: the lesson and its folded companions (table, exercises, parameters, simulation, state) in
//    a column on the left, terms, formulas and plot on the right, the time controls bottom-left; the
//    mechanism in the middle.
//  - Projector (presenter mode): the lesson text along the bottom like subtitles with the time controls
//    beside it, terms, formulas and the state folded at the top right (and the plot at the top left when
//    the step is about it), everything else hidden; the mechanism fills the rest.
// Inside a column panels stack like an accordion: a folded panel takes its title bar, an open one its
// preferred height (shrunk when the column is full), so opening one moves the others, never over them.
#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "app/text/Texts.hpp"

namespace wl::web {

enum class ScreenClass { Phone, Tablet, Desktop, Projector };
constexpr std::array<ScreenClass, 4> kScreenClasses{ScreenClass::Phone, ScreenClass::Tablet, ScreenClass::Desktop,
                                                    ScreenClass::Projector};
const char* screenClassName(ScreenClass screen);  ///< "phone", "tablet", "desktop", "projector"
Text screenClassText(ScreenClass screen);         ///< the same, as the Help window shows it
bool screenClassFromName(std::string_view name, ScreenClass& screen);

/// The class a canvas of this size in CSS pixels gets on its own: narrow is a phone; a touch screen
/// up to a large tablet's size, or a narrow desktop window, a tablet; the rest a desktop. The
/// projector class is chosen by hand (presenter mode).
ScreenClass classifyScreen(float cssWidth, float cssHeight, bool coarsePointer);
/// A class chosen by hand, if this screen has room for it (a desktop's columns need 900 × 500 CSS px, a
/// tablet's 600 × 500); otherwise the screen's own class.
ScreenClass fitScreenClass(ScreenClass wanted, float cssWidth, float cssHeight, bool coarsePointer);
/// The UI zoom a class wants at this size: a desktop wider than 1920 CSS px (a 4K screen at pixel
/// ratio 1) enlarges the UI as if it were 1920 wide, so text stays readable from a distance.
float classZoom(ScreenClass screen, float cssWidth, float cssHeight);

enum class PanelId { Lesson, Time, Terms, Table, Formulas, Exercises, Parameters, Plot, Simulation, State, Tabs };
constexpr std::size_t kPanelCount = 11;
constexpr std::array<PanelId, kPanelCount> kAllPanels{PanelId::Lesson,    PanelId::Time,       PanelId::Terms,
                                                      PanelId::Table,     PanelId::Formulas,   PanelId::Exercises,
                                                      PanelId::Parameters, PanelId::Plot,      PanelId::Simulation,
                                                      PanelId::State,     PanelId::Tabs};
/// The window's id, the same in every language ("Terms and frame"; the tab bar's is "Panels"): the
/// name state() and the tests use. Its title is panelTitle's text in the UI language.
const char* panelName(PanelId panel);
/// The window's title and the short label on its tab ("Terms"), as texts of the catalogue.
Text panelTitle(PanelId panel);
Text panelTabLabel(PanelId panel);
/// ImGui's name for a panel's window, "<title>###<panelName>": the title shown, the id fixed (ImGui
/// hashes only what follows "###", so the window keeps its place and fold when the language changes).
std::string panelWindowName(PanelId panel, std::string_view title);
/// "###<panelName>": finds the window whatever its title says.
std::string panelWindowId(PanelId panel);
/// Of an ImGui window name: the title shown ("Lektion" of "Lektion###Lesson") and the id ("Lesson").
std::string_view windowTitle(std::string_view name);
std::string_view windowId(std::string_view name);
inline std::size_t index(PanelId panel) { return static_cast<std::size_t>(panel); }

struct Rect {
  float x = 0.0f, y = 0.0f, w = 0.0f, h = 0.0f;
  float right() const { return x + w; }
  float bottom() const { return y + h; }
  bool empty() const { return w <= 0.0f || h <= 0.0f; }
  /// Overlap of more than `tolerance` in both directions (touching edges do not overlap).
  bool overlaps(const Rect& o, float tolerance = 0.5f) const {
    return x + tolerance < o.right() && o.x + tolerance < right() && y + tolerance < o.bottom() && o.y + tolerance < bottom();
  }
  bool inside(float width, float height, float tolerance = 0.5f) const {
    return x >= -tolerance && y >= -tolerance && right() <= width + tolerance && bottom() <= height + tolerance;
  }
};

struct LayoutInput {
  ScreenClass screen = ScreenClass::Desktop;
  float width = 1280.0f, height = 800.0f;  ///< the canvas, in UI units
  float titleHeight = 22.0f;               ///< a window's title bar (a folded panel is only that)
  float frameHeight = 22.0f;               ///< a button's height (44 CSS px on a touch screen)
  std::array<bool, kPanelCount> present{};  ///< the panels this lesson has (no exercises: none)
  std::array<bool, kPanelCount> folded{};   ///< as the user left them (column layouts)
  /// Each panel's content as it last measured (title bar and padding included; 0 when not yet
  /// known): a panel gets at least its default height, more when its text needs it and there is room.
  std::array<float, kPanelCount> contentHeight{};
  PanelId activeTab = PanelId::Lesson;      ///< the panel the tabs show (phone, tablet)
  /// A phone held upright: the open tab tapped again folds its panel away, and the mechanism takes
  /// its room (a small phone leaves the mechanism a strip otherwise); any tab tapped shows it again.
  bool tabPanelFolded = false;
  /// The step is about the plot (a joint's torque parts: an imported trial, a robot): presenter mode
  /// keeps it on screen, in the top-left corner.
  bool plotLeads = false;
};

struct PanelPlace {
  bool shown = false;   ///< drawn at all in this layout
  bool tabbed = false;  ///< one of the tabs: no title bar, cannot fold or move
  bool folded = false;  ///< only its title bar (rect is the title bar)
  Rect rect;
};

struct LayoutResult {
  std::array<PanelPlace, kPanelCount> panels;
  std::vector<PanelId> tabs;  ///< in order, when the layout has tabs (PanelId::Tabs is shown then)
  int tabColumns = 1;         ///< tab buttons per row
  float tabButtonHeight = 0.0f;
  bool touch = false;         ///< touch-sized controls (phone, tablet)
  bool tabPanelFoldable = false;  ///< the open tab's panel folds away when its tab is tapped again (a phone held upright)
  /// The largest rectangle no panel covers: the mechanism's area (before the legend takes its top).
  Rect sceneFree;
  const PanelPlace& operator[](PanelId p) const { return panels[index(p)]; }
};

/// The panels' places for this screen. Every shown rectangle lies inside the screen and no two
/// overlap, at any size from 360×640 CSS px up (the unit tests walk them).
LayoutResult computeLayout(const LayoutInput& in);

/// The order a reader (and Tab) takes panels in: column by column from the left, each from the top
/// down. Panels whose horizontal spans overlap by more than half of the narrower one share a column (a
/// right column's panels are right-aligned at different widths; the time bar under the left column
/// belongs to it). Returns indices into `panels`; ties keep the given order.
std::vector<std::size_t> readingOrder(const std::vector<Rect>& panels);

/// The largest rectangle inside [0, width] × [0, height] that meets none of `covered` (each kept
/// `gap` away), largest by its smaller side, then by area: the mechanism's shape is not known here,
/// and a square-ish area frames any shape well.
Rect largestFreeRect(float width, float height, const std::vector<Rect>& covered, float gap);

}  // namespace wl::web
