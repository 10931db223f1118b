#pragma once
// The app: a thin composition of the lesson player (lessons, steps, the engine Session, time,
// parameters, exercises, links; no screen), the view state (observer, moment point, terms, segments),
// the panel layout (desk or presenter mode), the scene (camera, trails, arrows, picking) and the plot
// cache, with one panel function per window (web/app/panels/). It runs a frame, handles the keyboard
// shortcuts and answers the platform and the test hooks. docs/app.md describes the pieces.
#include <string>

#include "app/FrameInput.hpp"
#include "app/LessonPlayer.hpp"
#include "app/PanelLayout.hpp"
#include "app/PlotCache.hpp"
#include "app/SceneView.hpp"
#include "app/ViewState.hpp"
#include "app/panels/Panels.hpp"

namespace wl::web {

class App {
 public:
  App();
  App(const App&) = delete;  // the player's listener points at this App's scene and plot
  App& operator=(const App&) = delete;

  bool init(const std::string& contentDir, std::string& error);
  void frame(const FrameInput& input);
  /// The UI zoom the user asked for (presenter mode); the platform multiplies it by the pixel ratio.
  float zoom() const { return layout_.zoom(); }
  /// A term's label follows the pointer over the scene (the platform then redraws the UI each frame).
  bool hoverLabelShown() const { return scene_.hoverLabelShown(); }
  /// The platform reports how it drew the UI this frame (shown in stateJson for the perf script).
  void countUiRedraw(bool full, int windows) {
    uiFullRedraws_ += full ? 1 : 0;
    uiWindowRedraws_ += windows;
  }
  /// A two-finger gesture on a touch screen: zoom by `zoom` about (centreX, centreY), then pan.
  void touchGesture(float zoom, float centreX, float centreY, float panX, float panY) {
    scene_.touchGesture(zoom, centreX, centreY, panX, panY);
  }
  void shutdown() {}

  // Test hooks and the URL: the state as JSON, a link applied, a parameter set. Never crash.
  std::string stateJson() const;
  std::string snapshotJson() const;  ///< the terms now shown, in the CLI's `terms` JSON schema
  bool applyHash(const std::string& hash) { return player_.applyShareLink(hash, view_); }
  bool setParameterText(const std::string& path, const std::string& value) { return player_.setParameterText(path, value, view_); }
  bool wantsScreenshot(std::string& name);  ///< desktop: the platform writes the PNG after rendering
  /// Opens a lesson file that is not in the list (a lecturer's own; dropped, picked or ?lesson=URL).
  bool openLessonFile(const std::string& path) { return player_.openLessonFile(path, view_); }

 private:
  void handleShortcuts();
  void drawPanels(const FrameInput& input);

  LessonPlayer player_;
  ViewState view_;
  PanelLayout layout_;
  SceneView scene_;
  PlotCache plot_;
  InvarianceLine invariance_;
  long uiFullRedraws_ = 0, uiWindowRedraws_ = 0;
  std::string lastHash_;
  std::string pendingScreenshot_;
  double lastImportMs_ = 0.0;  ///< how long the last batch of opened files held up its frame (state(): import_ms)
};

}  // namespace wl::web
