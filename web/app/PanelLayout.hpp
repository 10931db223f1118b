#pragma once
// Where the panels go and how large the UI is: the desk layout (panels around the scene) or presenter
// mode (large, high contrast, the lesson text along the bottom like subtitles, side panels folded).
// Positions are in units of the unscaled UI; negative x or y count from the right or bottom edge.
// A new layout (phone, tablet, projector) is a new set of placements here, chosen by the App.
#include "imgui.h"

namespace wl::web {

struct PanelLayout {
  bool presenter = false;
  float presenterZoom = 1.75f;      ///< presenter mode's UI scale (1.5–2.5), applied
  float presenterZoomEdit = 1.75f;  ///< the slider's value while it is dragged
  bool showHelp = false;            ///< the keyboard shortcuts window

  /// The UI zoom the user asked for; the platform multiplies it by the pixel ratio.
  float zoom() const { return presenter ? presenterZoom : 1.0f; }
  void togglePresenter() {
    presenter = !presenter;
    presenterPending_ = true;
  }
  /// At the start of a frame at `uiScale`. True when presenter mode was switched and its layout is
  /// applied this frame (the first frame at the new scale): windows fold or unfold, the view is framed.
  bool beginFrame(float uiScale);
  /// This frame lays the windows out for a newly switched mode (fold or unfold them).
  bool relayout() const { return relayout_; }
  float uiScale() const { return uiScale_; }

  /// Places the next window: applied once, and again whenever the UI scale changes, so text never
  /// overflows windows sized for a smaller font. On a small screen the window still fits.
  void placeWindow(float x, float y, float w, float h, bool collapsed = false) const;
  /// Presenter mode's narrative window, bottom-left, in unscaled units: the scene gets the rest.
  ImVec2 presenterLessonSize() const;

 private:
  bool presenterPending_ = false;  ///< toggled; laid out on the first frame at the new scale
  bool relayout_ = false;
  float uiScale_ = 0.0f;           ///< the UI scale of the current frame
  ImGuiCond condition_ = ImGuiCond_FirstUseEver;
};

}  // namespace wl::web
