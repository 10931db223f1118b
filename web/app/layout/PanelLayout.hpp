#pragma once
// Where the panels go and how large the UI is, applied to ImGui's windows. The screen's class (phone,
// tablet, desktop, projector) is chosen from the canvas's CSS size and the pointer, or by hand;
// ScreenLayout computes the rectangles, this places the windows there, shows the tab bar on phones
// and tablets, and keeps what the user did: a panel moved or resized by hand stays where it was put
// (inside the screen), a folded one stays folded, and a resize or rotation lays the rest out again.
#include <array>
#include <optional>
#include <vector>

#include "app/layout/ScreenLayout.hpp"
#include "imgui.h"

namespace wl::web {

class PanelLayout {
 public:
  float presenterZoomEdit = 1.75f;  ///< the slider's value while it is dragged
  float presenterZoom = 1.75f;      ///< presenter mode's UI scale (1.5–2.5), applied
  bool showHelp = false;            ///< the keyboard shortcuts window
  bool timeMore = false;            ///< touch layouts: the time panel's second row (links, files) shown

  // --- the screen ----------------------------------------------------------------------------------
  /// Before each frame: the canvas in CSS px and whether the pointer is a finger. Picks the class
  /// (unless one was chosen by hand) and with it the zoom and touch sizes the platform builds the UI at.
  void setScreen(float cssWidth, float cssHeight, bool coarsePointer);
  /// Chooses a class by hand, or (nullopt) lets the screen decide again.
  void choose(std::optional<ScreenClass> screen) { chosen_ = screen; }
  std::optional<ScreenClass> chosen() const { return chosen_; }
  ScreenClass screen() const { return screen_; }
  bool presenter() const { return screen_ == ScreenClass::Projector; }
  /// F and the Presenter button: the projector layout by hand, or back to the screen's own.
  void togglePresenter() { chosen_ = presenter() ? std::nullopt : std::optional<ScreenClass>(ScreenClass::Projector); }
  /// The UI zoom the layout asks for; the platform multiplies it by the pixel ratio.
  float zoom() const { return zoom_; }
  /// Touch-sized controls (44 CSS px): the platform sizes the style so.
  bool touch() const { return touch_; }
  bool portrait() const { return cssHeight_ > cssWidth_; }

  // --- a frame -------------------------------------------------------------------------------------
  /// At the start of a frame at `uiScale` (device px per UI unit), with the panels this lesson has:
  /// lays the panels out from the windows' fold states and content sizes. True when the area left
  /// for the mechanism moved or resized, or the class changed (the view is framed again).
  bool beginFrame(float uiScale, const std::array<bool, kPanelCount>& present);
  /// The open step is about the plot (LayoutInput::plotLeads); read at the next beginFrame.
  void setPlotLeads(bool leads) { plotLeads_ = leads; }
  /// The class changed this frame: panels take that class's fold state.
  bool relayout() const { return relayout_; }
  float uiScale() const { return uiScale_; }
  const LayoutResult& places() const { return places_; }
  /// A rectangle of the layout (UI units) in framebuffer px.
  Rect toPixels(const Rect& r) const { return Rect{r.x * uiScale_, r.y * uiScale_, r.w * uiScale_, r.h * uiScale_}; }
  /// A panel was moved or resized by the layout this frame (its content grew, a fold changed): the
  /// layout is still settling, so frames should keep coming a little longer.
  bool settling() const { return settling_; }
  /// Unfolds a folded panel at its next drawing (column layouts; a robot opens with its State panel).
  void unfold(PanelId panel) { unfold_[index(panel)] = true; }
  /// The panel the tabs show.
  PanelId activeTab() const { return activeTab_; }
  void showTab(PanelId panel) {
    activeTab_ = chosenTab_ = panel;
    tabFolded_ = false;
  }
  /// The open tab's panel is folded away (a phone held upright: its tab tapped again).
  bool tabFolded() const { return tabFolded_; }

  /// Places and begins a panel's window (ImGui::Begin). False, with nothing begun, when this layout
  /// does not show it; otherwise the caller draws and calls ImGui::End(). On a folded title bar a
  /// click (not only the small arrow) opens the panel; on touch layouts a drag scrolls it.
  bool beginPanel(PanelId panel, ImGuiWindowFlags flags = 0);
  /// The tab bar (phones and tablets): one touch-sized button per panel.
  void drawTabs();
  /// A panel whose content scrolls in a region of its own (the editor's sections under its fixed
  /// toolbar) says what it needs in all, `contentPx` framebuffer px: the layout sizes the panel from
  /// that, not from the region it was given. Call after beginPanel.
  void measureContent(PanelId panel, float contentPx);
  /// The current window is such a region (a child window): a finger's swipe over it scrolls it, as a
  /// swipe over a panel scrolls the panel.
  void scrollRegion();

  // --- a finger's swipe over a panel (shell.js tells a swipe from a press before the press happens) --
  /// A panel that scrolls up and down is under (x, y) (framebuffer px, the last frame's windows): a
  /// finger put down there may mean to scroll it, not to press the control under it.
  bool scrollsAt(float x, float y) const;
  /// Scrolls the panel under (x, y) by `dy` framebuffer px (positive: the finger moved down, the text
  /// follows it), at that panel's next drawing.
  void panAt(float x, float y, float dy);

 private:
  struct Placed {
    Rect applied;              ///< framebuffer px, as last set on the window
    bool userPlaced = false;   ///< moved or resized by hand: left where it was put
    float contentHeight = 0;   ///< UI units, as last measured (title and padding included)
    bool wasCollapsed = true;  ///< folded when last drawn: opening it is no resize by hand
  };
  static bool defaultFolded(PanelId panel, ScreenClass screen);

  std::optional<ScreenClass> chosen_;
  ScreenClass screen_ = ScreenClass::Desktop, previousScreen_ = ScreenClass::Desktop;
  float cssWidth_ = 1280.0f, cssHeight_ = 800.0f;
  bool coarse_ = false;
  float zoom_ = 1.0f;
  bool touch_ = false;
  bool started_ = false;     ///< a frame was laid out already
  bool relayout_ = false;
  bool settling_ = false;
  float uiScale_ = 1.0f;
  LayoutResult places_;
  Rect lastScene_;           ///< the scene area of the last frame, UI units
  float lastScale_ = 0.0f;
  PanelId activeTab_ = PanelId::Lesson;  ///< the tab shown: the chosen one, or the first when it is not a tab here
  PanelId chosenTab_ = PanelId::Lesson;  ///< the user's last choice, kept across layouts (a tablet has no Lesson tab)
  bool tabFolded_ = false;               ///< the open tab tapped again: its panel folded away
  bool plotLeads_ = false;
  std::array<Placed, kPanelCount> placed_{};
  std::array<bool, kPanelCount> unfold_{};  ///< asked to open at their next drawing
  struct Pan {
    float x = 0.0f, y = 0.0f, dy = 0.0f;
    int frames = 0;  ///< frames begun since: one nobody took is dropped
  };
  std::optional<Pan> pan_;  ///< a swipe's scroll, waiting for its panel's drawing
  std::vector<ImGuiID> regions_;  ///< the windows scrollRegion was called for in the last frame
};

}  // namespace wl::web
