#pragma once
// The app: a thin composition of the lesson player (lessons, steps, the engine Session, time,
// parameters, exercises, links; no screen), the view state (observer, moment point, terms, segments),
// the panel layout (desk or presenter mode), the scene (camera, trails, arrows, picking) and the plot
// cache, with one panel function per window (web/app/panels/). It runs a frame, handles the keyboard
// shortcuts and answers the platform and the test hooks. docs/app.md describes the pieces.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>
#include <utility>

#include "app/player/Capture.hpp"
#include "app/input/FrameInput.hpp"
#include "app/input/KeyboardFocus.hpp"
#include "app/player/LessonPlayer.hpp"
#include "app/layout/PanelLayout.hpp"
#include "app/plot/PlotCache.hpp"
#include "app/scene/SceneView.hpp"
#include "app/player/ViewState.hpp"
#include "app/editor/Editor.hpp"
#include "app/panels/Panels.hpp"

namespace wl::web {

class App {
 public:
  App();
  App(const App&) = delete;  // the player's listener points at this App's scene and plot
  App& operator=(const App&) = delete;

  /// The user's languages, most wanted first (the browser's navigator.languages, the desktop's --lang
  /// or its locale): the first the app speaks is used until the menu or a link says otherwise. Before init.
  void setPreferredLanguages(const std::vector<std::string>& languages) { player_.setLanguage(chooseLanguage(languages)); }
  Language language() const { return player_.language(); }
  bool init(const std::string& contentDir, std::string& error);
  void frame(const FrameInput& input);
  /// Before each frame: the canvas in CSS px and whether a finger points. Picks the layout.
  void setScreen(float cssWidth, float cssHeight, bool coarsePointer) { layout_.setScreen(cssWidth, cssHeight, coarsePointer); }
  /// The desktop's --package-path folders (a robot's package:// meshes, OpenSim's Geometry folders).
  void setPackagePaths(std::vector<std::string> folders) { player_.setPackagePaths(std::move(folders)); }
  /// The UI zoom the layout asks for (presenter mode, a 4K desktop); the platform multiplies it by the
  /// pixel ratio.
  float zoom() const { return layout_.zoom(); }
  /// Finger-sized controls (44 CSS px): the platform sizes the style so.
  bool touchSized() const { return layout_.touch(); }
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
  /// A finger put down at (x, y) (framebuffer px) may be a swipe that scrolls a panel (shell.js).
  bool panelScrollsAt(float x, float y) const { return layout_.scrollsAt(x, y); }
  /// A swipe over a panel: scroll it by dy framebuffer px.
  void panPanel(float x, float y, float dy) {
    layout_.panAt(x, y, dy);
    wake();
  }
  void shutdown() {}
  /// Keyboard focus over every control (the platform attaches it to ImGui and calls beforeNewFrame).
  KeyboardFocus& keyboard() { return keyboard_; }
  /// The user asks for reduced motion (prefers-reduced-motion): lessons and steps open paused, trails off.
  void setReducedMotion(bool reduced) { reducedMotion_ = reduced; }

  // --- what is on screen (the platform's partial redraws; state() reports it) ------------------
  /// A cheap fingerprint of what every panel shows: lesson, step, observer, axes, moment point, terms,
  /// segments, the model, the layout, and the time unless it is playing. When it changes, the platform
  /// redraws the whole UI, so no panel is left showing another instant than the legend.
  std::uint64_t shownSignature() const;
  /// The platform put these windows on screen this frame (all of them: `window` null).
  void noteDrawn(const char* window);
  /// Time spent in the frame callback (JavaScript + wasm), for frame_work_ms.
  void noteFrameWork(double milliseconds, double now);
  /// Something outside a frame changed the app (a link, a parameter, a file, a gesture): draw again.
  void wake() { wake_ = true; }
  bool takeWake() {
    const bool w = wake_;
    wake_ = false;
    return w;
  }
  /// Frames must keep coming even without input: playing, a layout still settling, a trial or meshes being
  /// read (one stage or file per frame: an idle page would stop them halfway).
  bool animating() const {
    return player_.playback.playing || settleFrames_ > 0 || player_.importing() || player_.readingMeshes() || keyboard_.waitingForFrame();
  }
  // Test hooks and the URL: the state as JSON, a link applied, a parameter set. Never crash.
  std::string stateJson() const;
  std::string snapshotJson() const;  ///< the terms now shown, in the CLI's `terms` JSON schema
  bool applyHash(const std::string& hash) {
    openedKey_ = -1;  // a link opens its step afresh: paused again under reduced motion
    return player_.applyShareLink(hash, view_);
  }
  bool setParameterText(const std::string& path, const std::string& value) { return player_.setParameterText(path, value, view_); }
  // --- pictures and recordings for slides (the platform draws them; app/player/Capture.hpp) ------------
  render::Theme theme() const { return view_.theme; }
  /// What the Screenshot and Record menus (or a test hook) asked for since the last call.
  std::optional<PictureRequest> takePictureRequest() { return std::exchange(capture_.picture, std::nullopt); }
  std::optional<RecordingRequest> takeRecordingRequest() { return std::exchange(capture_.recording, std::nullopt); }
  void requestPicture(const PictureRequest& r) { capture_.picture = r; wake(); }
  void requestRecording(const RecordingRequest& r) { capture_.recording = r; wake(); }
  /// Draws the picture into the bound framebuffer (scene, arrow labels) and `overlay` (legend, labels).
  void drawPicture(int width, int height, float pixelScale, ImDrawList& overlay);
  /// A recording plays [from, to] once with the panels hidden; the platform records what is drawn.
  void beginRecording(const RecordingRequest& r);
  bool recording() const { return recording_.active; }
  double recordingProgress() const;
  /// True once, the frame the span has played to its end (the platform stops recording).
  bool takeRecordingFinished() { return std::exchange(recordingFinished_, false); }
  /// The desktop's frame sequence: the lesson at time t, not playing.
  void seek(double t) { player_.playback.playing = false; player_.scrubTo(t); }
  /// The platform's word on the last picture or recording (state() reports it; tests read it).
  void noteCaptured(const std::string& what) { lastCapture_ = what; }
  /// A layout by hand ("phone", "tablet", "desktop", "projector"), or "auto": the screen decides.
  bool chooseLayout(const std::string& name);
  /// The open lesson as a lesson file (model inside), as the editor's Save writes it.
  Result<std::string> lessonFileText() const { return player_.lessonFileText(); }
  /// Opens a lesson file that is not in the list (a lecturer's own; dropped, picked or ?lesson=URL).
  bool openLessonFile(const std::string& path) { return player_.openLessonFile(path, view_); }

  // --- the page's screen-reader layer (App/AccessibleText.cpp) ---------------------------------
  /// What a screen reader reads, as compact JSON: the lesson, step and its text, time, observer and
  /// moment point with their choices, the selected segment's terms, the term switches, the formulas,
  /// the plot in words, the invariance, the exercises with their feedback and the message. shell.js
  /// updates its DOM where it changes. Not const: it refreshes the plot's samples when they changed.
  std::string accessibleJson();
  /// The page's own words in the current language (the layer's headings, labels and announcements, the
  /// page's title, the canvas's name), as {"language", "texts": {key: text}, "languages"}.
  std::string pageTextsJson() const;
  /// An action from the page's accessible controls: "lesson" (an id), "next", "previous", "play", "pause", "time"
  /// (seconds), "time-forward", "time-back", "observer", "about" (proximal, com, distal), "segment", "term" ("key:on" or "key:off"),
  /// "answer" ("index:answer"), "language" (en, de, pt-BR), "student" ("set|name or ID": their own
  /// numbers; an empty name: the lesson's); the State panel's "coordinate" ("name:value" in degrees or
  /// metres), "hold-still" (on, off) and "release"; on a predict step "predict-angle" (degrees, or
  /// "index:degrees"), "predict-turn" (degrees), "predict-arrow" (index) and "reveal". False, with nothing
  /// changed, for anything else.
  bool accessibleAction(const std::string& action, const std::string& value);

 private:
  void handleShortcuts();
  /// A predict step's Reveal (Enter, the layer): false with a word of help until every arrow is drawn.
  bool revealPrediction();
  void unfoldAfterReveal();
  /// state().predict (AppPrediction.cpp): the hidden terms, the student's directions, after the reveal
  /// the engine's and the angle between them; null on a step that predicts nothing.
  nlohmann::json predictionJson() const;
  /// The layer's prediction section: how to give the angle, each arrow's, after the reveal the results
  /// and the explanation; null on other steps.
  nlohmann::json accessiblePredictionJson() const;
  /// The layer's plot section: what the Plot panel shows and each curve's extremes in words.
  nlohmann::json accessiblePlotJson();
  /// The layer's "predict-angle", "predict-turn", "predict-arrow" and "reveal" (false: not one of them,
  /// or refused).
  bool predictionAction(const std::string& action, const std::string& value);
  void applyReducedMotion();
  void drawPanels();
  /// The open lesson's session, or null before one opens (the legend draws the same either way).
  const Session* shownSession() const { return player_.hasLesson() ? &player_.session() : nullptr; }
  std::array<bool, kPanelCount> presentPanels() const;

  struct Drawn {
    double time = 0.0;
    std::string observer;
    long frame = -1;
  };

  LessonPlayer player_;
  ViewState view_;
  PanelLayout layout_;
  SceneView scene_;
  PlotCache plot_;
  InvarianceLine invariance_;
  editor::Editor editor_;  ///< the lesson editor (Edit mode, web/app/editor/)
  KeyboardFocus keyboard_;
  bool reducedMotion_ = false;
  long openedKey_ = -1;                 ///< the lesson and step last opened (reduced motion pauses each)
  long uiFullRedraws_ = 0, uiWindowRedraws_ = 0;
  long framesDrawn_ = 0;
  FrameInput lastInput_;
  std::map<std::string, Drawn> drawn_;  ///< per window: the instant it last put on screen
  Drawn legendDrawn_;
  Rect sceneArea_;                      ///< framebuffer px: the panels leave it; the legend takes its top
  float legendHeight_ = 0.0f;           ///< framebuffer px
  double workWindowStart_ = 0.0, workSum_ = 0.0, workAverage_ = 0.0;
  int workFrames_ = 0;
  int settleFrames_ = 0;                ///< frames to draw after the layout changed
  unsigned framedHeldRevision_ = 0;     ///< the player's held state the view was last framed for
  bool wake_ = false;
  std::string lastHash_;
  std::string pendingScreenshot_;
  std::vector<double> importFrameMs_;  ///< the last import's work in each frame it took (state(): import_frame_ms)
  CaptureUi capture_;
  struct Recording {
    bool active = false;
    double from = 0.0, to = 0.0;
    Playback saved;            ///< the time controls as they were, restored at the end
  } recording_;
  bool recordingFinished_ = false;
  bool revealUnfolded_ = false;  ///< the Table and Formulas were unfolded for this reveal
  std::string lastCapture_;
};

}  // namespace wl::web
