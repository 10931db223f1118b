#pragma once
// The lesson player: lessons and steps, time controls, observer frame, term toggles, the scene with
// an arrow per term, table, plots, formulas, exercises, parameters, shareable links, presenter mode,
// import and export. Every number comes from the engine's Session; this class only shows them.
#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/ShareLink.hpp"
#include "lesson/Lesson.hpp"
#include "render/Camera.hpp"
#include "render/DrawList.hpp"
#include "render/Palette.hpp"
#include "render/SceneRenderer.hpp"
#include "imgui.h"
#include "session/SeriesSampler.hpp"
#include "session/Session.hpp"

namespace wl::web {

struct FrameInput {
  int framebufferWidth = 1, framebufferHeight = 1;
  float pixelRatio = 1.0f;  ///< framebuffer px per CSS px (HiDPI)
  float uiScale = 1.0f;     ///< size of the UI: pixelRatio × zoom(); the platform bakes the font at it
  double dt = 1.0 / 60.0;
  bool depthCleared = false;  ///< the platform cleared the depth buffer already (the scene need not)
};

class App {
 public:
  bool init(const std::string& contentDir, std::string& error);
  void frame(const FrameInput& input);
  /// The UI zoom the user asked for (presenter mode); the platform multiplies it by the pixel ratio.
  float zoom() const { return presenter_ ? presenterZoom_ : 1.0f; }
  /// A term's label follows the pointer over the scene (the platform then redraws the UI each frame).
  bool hoverLabelShown() const { return hoveredId_ >= 0; }
  /// The platform reports how it drew the UI this frame (shown in stateJson for the perf script).
  void countUiRedraw(bool full, int windows) {
    uiFullRedraws_ += full ? 1 : 0;
    uiWindowRedraws_ += windows;
  }
  /// A two-finger gesture on a touch screen: zoom by `zoom` about (centreX, centreY), then pan.
  void touchGesture(float zoom, float centreX, float centreY, float panX, float panY);
  void shutdown();

  // Test hooks and the URL: the state as JSON, a link applied, a parameter set. Never crash.
  std::string stateJson() const;
  std::string snapshotJson() const;  ///< the terms now shown, in the CLI's `terms` JSON schema
  bool applyHash(const std::string& hash);
  bool setParameterText(const std::string& path, const std::string& value);
  bool wantsScreenshot(std::string& name);  ///< desktop: the platform writes the PNG after rendering
  /// Opens a lesson file that is not in the list (a lecturer's own; dropped, picked or ?lesson=URL).
  bool openLessonFile(const std::string& path);

 private:
  struct LessonEntry {
    std::string id, path, title;
    bool fromFile = false;  ///< opened from a file (picker, drop, ?lesson=), not one of content/lessons
  };

  // Lessons and state (App.cpp).
  bool openLesson(size_t index, std::string& error);
  void goToStep(int step);
  Status applyView();
  void rebuildAfterModelChange();
  ShareState shareState() const;
  void advanceTime(double dt);
  void importKinematics(const std::string& path);
  void exportCsv();
  void handleShortcuts();
  void setMessage(const std::string& text, bool error);

  // Panels (AppPanels.cpp).
  void lessonPanel();
  void timePanel();
  void termsPanel();
  void tablePanel();
  void formulaPanel();
  void exercisePanel();
  void parameterPanel();
  void plotPanel();
  void simulationPanel();
  void helpPanel();
  void legendOverlay(const FrameInput& input);

  // Scene (AppScene.cpp).
  void drawScene(const FrameInput& input);
  void placeWindow(float x, float y, float w, float h, bool collapsed = false) const;
  /// Presenter mode's narrative window, bottom-left, in unscaled units: the scene gets the rest.
  ImVec2 presenterLessonSize() const;
  /// Presenter mode on or off: fold or unfold the side windows, frame the mechanism in the free area.
  void applyPresenterLayout();
  void togglePresenter() {
    presenter_ = !presenter_;
    presenterLayoutPending_ = true;
  }
  void addTrail(std::vector<render::Vec3f>& trail, const render::Vec3f& now, float maxLength, const render::Rgba& colour);
  void addSpring(const Vec3& anchor, const Vec3& end, double reach, const render::Palette& pal);
  void handleCamera(const FrameInput& input);
  void resetCamera();
  void fitCamera();              ///< zoom and centre on the mechanism's reach, keeping the angles
  void refitCameraIfOutgrown();  ///< after a model change
  double mechanismReach() const;

  std::string contentDir_;
  std::vector<LessonEntry> lessons_;
  size_t lessonIndex_ = 0;
  std::optional<Lesson> lesson_;
  nlohmann::json stepDefaults_;  ///< the lesson's values of the fields its steps set (see stepDefaults)
  std::unique_ptr<Session> session_;
  std::unique_ptr<Session> compare_;  ///< forward dynamics: the same model with RK4, for the drift
  int step_ = 0;
  std::string frameText_ = "world";
  std::string expressText_ = "observer";  ///< the axes the numbers are written in (a step's expressed_in)
  int about_ = 0;
  std::array<bool, kTermCount> showTerm_{};
  std::vector<char> showSegment_;
  int focusSegment_ = 0;
  bool playing_ = false;
  bool loop_ = true;
  float speed_ = 1.0f;
  bool presenter_ = false;
  bool presenterLayoutPending_ = false;  ///< toggled; laid out on the first frame at the new scale
  bool presenterRelayout_ = false;       ///< this frame lays the windows out for the new mode
  float presenterZoom_ = 1.75f;      ///< presenter mode's UI scale (1.5–2.5), applied
  float presenterZoomEdit_ = 1.75f;  ///< the slider's value while it is dragged
  float uiScale_ = 0.0f;             ///< the UI scale of the current frame
  long uiFullRedraws_ = 0, uiWindowRedraws_ = 0;
  ImGuiCond layoutCondition_ = ImGuiCond_FirstUseEver;
  bool showHelp_ = false;
  bool followObserver_ = false;
  bool trails_ = true;
  bool arrowsWhereTheyAct_ = true;  ///< each term at its point of application; off: all at the 'about' point
  double framedReach_ = 0.0;  ///< the reach the camera was last fitted to
  int roundOffExponent_ = -99;  ///< the invariance line's shown power of ten, held for a while
  double roundOffShownAt_ = 0.0;
  static constexpr std::size_t kTrailFrames = 240;  ///< positions kept per COM trail
  static constexpr double kTrailReaches = 0.4;      ///< longest trail drawn, in reaches of the mechanism
  float newtonsPerCm_ = 0.0f;  ///< arrow scale; 0: choose from the largest force
  std::vector<std::vector<render::Vec3f>> trailPoints_;  ///< COM trails, world, bounded length
  render::DrawList drawList_;
  render::Camera camera_;
  render::SceneRenderer renderer_;
  std::vector<render::Vec3f> pickScratch_;
  int hoveredId_ = -1;
  std::string message_;
  bool messageIsError_ = false;
  std::vector<std::string> parameterErrors_;
  std::vector<std::string> exerciseInput_;
  std::vector<int> exerciseState_;  ///< 0 unanswered, 1 right, 2 wrong
  SeriesSampler plotSampler_;  ///< the plot's own workspace (sampling never moves the lesson's time)
  Series series_, compareSeries_;
  std::vector<Term> plottedTerms_;
  std::vector<ImVec2> plotPoints_;  ///< scratch for one plotted curve (kept to avoid per-frame allocation)
  std::vector<ImVec2> plotChords_;  ///< the same curve after simplification
  std::vector<std::size_t> plotKept_, plotStack_;
  std::vector<std::string> seriesLabels_;
  bool seriesDirty_ = true;
  std::string lastHash_;
  std::string pendingScreenshot_;
  float newtonsPerCmShown_ = 1.0f;
  float momentPerTurnShown_ = 1.0f;
  int width_ = 1, height_ = 1;
};

}  // namespace wl::web
