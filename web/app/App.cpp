#include "app/App.hpp"

#include <algorithm>
#include <cmath>

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include <chrono>

#include "imgui.h"
#include "imgui_internal.h"  // FindWindowByName: which panels are folded, for the tests
#include "app/input/KeyQueue.hpp"
#include "app/editor/EditorEdits.hpp"
#include "app/text/UiText.hpp"
#include "report/TermsJson.hpp"
#include "platform/Browser.hpp"

namespace wl::web {

App::App() {
  // The scene's trails and framing and the plot's samples follow the player's changes as they happen.
  player_.setListener([this](PlayerEvent event) {
    switch (event) {
      case PlayerEvent::ModelRebuilt:
        scene_.onModelRebuilt(player_);
        plot_.markDirty();
        break;
      case PlayerEvent::LessonOpened:
        scene_.onLessonOpened(player_);
        if (player_.currentEntry().id == "robot") layout_.unfold(PanelId::State);  // posing it is the point
        break;
      case PlayerEvent::TimelineRestarted: scene_.clearTrails(); break;
      case PlayerEvent::SeriesChanged: plot_.markDirty(); break;
      case PlayerEvent::MotionReplaced: scene_.onMotionReplaced(player_); break;
      case PlayerEvent::MeshesRead:
        scene_.onMeshesRead(player_);
        settleFrames_ = std::max(settleFrames_, 6);  // the message line changed: the panels lay out again before the page rests
        break;
    }
  });
}

bool App::init(const std::string& contentDir, std::string& error) {
  if (!scene_.init(error)) return false;
  if (Status s = player_.loadLessonList(contentDir); !s) {
    error = s.error().text();
    return false;
  }
  // Start where the link says, or with the n-link limb.
  const std::string hash = readLocationHash();
  bool opened = false;
  if (!hash.empty() && hash != "#") opened = applyHash(hash);
  if (!opened) {
    const int nlink = player_.lessons().find("nlink");
    if (!player_.openLesson(nlink >= 0 ? static_cast<std::size_t>(nlink) : 0, view_, error)) return false;
    player_.goToStep(0, view_);
  }
  editor_.restore(player_, view_);  // an edit in progress before a reload (or a crash) comes back
  return true;
}

bool App::chooseLayout(const std::string& name) {
  if (name == "auto") {
    layout_.choose(std::nullopt);
    return true;
  }
  ScreenClass screen;
  if (!screenClassFromName(name, screen)) return false;
  layout_.choose(screen);
  return true;
}

void App::drawPicture(int width, int height, float pixelScale, ImDrawList& overlay) {
  if (!player_.hasLesson()) return;
  const float fontSize = 16.0f * pixelScale;
  const Rect whole{0.0f, 0.0f, static_cast<float>(width), static_cast<float>(height)};
  const float legend = std::min(0.5f * whole.h, drawLegendInto(shownSession(), view_, scene_, whole, pixelScale, fontSize, overlay));
  scene_.drawPicture(player_, view_, layout_.presenter(), width, height, pixelScale, legend, 1.25f * std::max(1.0f, layout_.zoom()),
                     fontSize, overlay);
}

void App::beginRecording(const RecordingRequest& r) {
  if (!player_.hasLesson() || !(r.to > r.from)) return;
  recording_.active = true;
  recording_.from = r.from;
  recording_.to = r.to;
  recording_.saved = player_.playback;
  player_.scrubTo(r.from);
  player_.playback.loop = false;
  player_.playback.speed = 1.0f;
  player_.playback.playing = true;
  wake();
}

double App::recordingProgress() const {
  if (!recording_.active || !player_.hasLesson()) return recordingFinished_ ? 1.0 : 0.0;
  return std::clamp((player_.session().time() - recording_.from) / (recording_.to - recording_.from), 0.0, 1.0);
}

void App::handleShortcuts() {
  // ImGui 1.86 indexes io.KeysDown by the backend's key codes: GLFW's.
  ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput) return;
  // Toggles and jumps act once per press (no key repeat: a key held over a slow frame or two must
  // not toggle twice); the time steps repeat while the arrow is held.
  // A key typed into a text field is the field's even when its turn in the key queue comes after the
  // field let go (app/input/KeyQueue.hpp): never a shortcut.
  const KeyQueue* keys = lastInput_.keys;
  const auto typed = [keys](int key) { return keys && keys->typedIntoField(key); };
  const auto pressed = [&typed](int key) { return ImGui::IsKeyPressed(key, false) && !typed(key); };
  // While a control has keyboard focus (Tab put it there), Space, Enter, the arrows, Home and Esc
  // are the control's (ImGui's navigation); Esc or a click hands them back to the shortcuts.
  if (!keyboard_.navigating() && !keyboard_.active()) {
    if (pressed(GLFW_KEY_SPACE)) player_.playback.playing = !player_.playback.playing;
    if (player_.prediction().open()) {
      // A predict step: the arrows turn the student's arrow (5°, with Shift 1°), Enter reveals.
      const double turn = io.KeyShift ? 1.0 : 5.0;
      if (pressed(GLFW_KEY_LEFT)) player_.predictionRound().rotate(turn);  // one turn per press: counted steps
      if (pressed(GLFW_KEY_RIGHT)) player_.predictionRound().rotate(-turn);
      if (pressed(GLFW_KEY_ENTER) || pressed(GLFW_KEY_KP_ENTER)) revealPrediction();
    } else {
      if (ImGui::IsKeyPressed(GLFW_KEY_RIGHT) && !typed(GLFW_KEY_RIGHT)) player_.stepForward();
      if (ImGui::IsKeyPressed(GLFW_KEY_LEFT) && !typed(GLFW_KEY_LEFT)) player_.stepBack();
    }
    if (pressed(GLFW_KEY_HOME)) scene_.resetCamera(player_);
    if (pressed(GLFW_KEY_ESCAPE)) {  // Esc closes a list opened by the mouse, else the shortcut list
      if (ImGui::GetCurrentContext()->OpenPopupStack.Size > 0) ImGui::ClosePopupToLevel(0, true);
      else layout_.showHelp = false;
    }
  }
  if (!keyboard_.navigating()) {  // with a control focused they page through its panel (KeyboardFocus)
    if (pressed(GLFW_KEY_PAGE_DOWN)) player_.goToStep(player_.step() + 1, view_);
    if (pressed(GLFW_KEY_PAGE_UP)) player_.goToStep(player_.step() - 1, view_);
  }
  if (pressed(GLFW_KEY_F)) layout_.togglePresenter();
  if (pressed(GLFW_KEY_SLASH) && io.KeyShift) layout_.showHelp = !layout_.showHelp;
  if (pressed(GLFW_KEY_H)) layout_.showHelp = !layout_.showHelp;
  if (pressed(GLFW_KEY_R)) scene_.resetCamera(player_);
  for (int k = 0; k < kTermCount; ++k)  // 1–9: the terms in legend order
    if (pressed(GLFW_KEY_1 + k)) view_.toggle(kAllTerms[static_cast<std::size_t>(k)]);
}

void App::applyReducedMotion() {
  // Each lesson and step opens paused with the trails off; the user may still play or turn them on.
  const long key = static_cast<long>(player_.lessonIndex()) * 1000 + player_.step();
  if (key == openedKey_) return;
  openedKey_ = key;
  if (!reducedMotion_) return;
  player_.playback.playing = false;
  view_.trails = false;
}

std::array<bool, kPanelCount> App::presentPanels() const {
  std::array<bool, kPanelCount> present{};
  const bool open = player_.hasLesson();
  for (PanelId p : {PanelId::Lesson, PanelId::Time, PanelId::Terms, PanelId::Table, PanelId::Plot}) present[index(p)] = open || p == PanelId::Lesson;
  present[index(PanelId::Formulas)] = open && !player_.lesson().formulas.empty();
  present[index(PanelId::Exercises)] = open && !player_.lesson().exercises.empty();
  present[index(PanelId::Parameters)] = open && !player_.lesson().parameters.empty();
  present[index(PanelId::Simulation)] = open && player_.session().isForwardDynamics();
  present[index(PanelId::State)] = open && player_.session().model().nq() > 0;
  return present;
}

void App::frame(const FrameInput& input) {
  setUiLanguage(player_.language());  // the panels speak the player's language this frame
  lastInput_ = input;
  ++framesDrawn_;
  std::vector<std::string> imported;
  const std::size_t lessonBefore = player_.lessonIndex();
  const std::size_t lessonsBefore = player_.lessons().size();
  while (takeImportedFiles(imported)) {
    const auto started = std::chrono::steady_clock::now();
    player_.importFiles(imported, view_);
    importFrameMs_.assign(1, std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count());
  }
  if (player_.readingMeshes() && !player_.importing()) {
    // A robot's shells or a trial's bones, one file per frame (its time counts as an import stage's).
    const auto started = std::chrono::steady_clock::now();
    player_.continueMeshes();
    importFrameMs_.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count());
  }
  if (player_.importing()) {
    // A trial opens one stage per frame: the longest stage is the delay the user sees between frames.
    const auto started = std::chrono::steady_clock::now();
    player_.continueImport(view_);
    importFrameMs_.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count());
  }
  // A lesson or model file opened while editing becomes the edited lesson (an undoable step).
  if (editor_.open && player_.hasLesson() && (player_.lessonIndex() != lessonBefore || player_.lessons().size() != lessonsBefore) &&
      !(player_.currentEntry().carried && player_.currentEntry().path == "edited")) {
    if (auto lesson = player_.lessonWithModelInside())
      editor_.replace(editor::documentFromLesson(*lesson), fill(tr(Text::editorUndoOpened), {lesson->title}), player_, view_);
  }
  const bool wasRecording = recording_.active;
  keyboard_.beginFrame();  // Tab / Shift+Tab, over the controls the last frame drew
  if (!recording_.active) handleShortcuts();
  applyReducedMotion();
  player_.tick(input.dt);
  if (recording_.active && (!player_.playback.playing || player_.session().time() >= recording_.to - 1e-9)) {
    // The span has played: the time controls as they were, paused where the recording ended.
    recording_.active = false;
    player_.playback = recording_.saved;
    player_.playback.playing = false;
    recordingFinished_ = true;
  }
  // The layout first: the mechanism is framed in the area the panels leave, under the legend (while
  // recording, the whole screen: the video shows the scene alone).
  // The step is about the plot (a trial's torque parts), not a model to pose (its State panel leads).
  layout_.setPlotLeads(player_.hasLesson() && view_.plotShows == ViewState::PlotShows::TorqueParts && !player_.currentEntry().posing);
  const bool relaid = layout_.beginFrame(input.uiScale, presentPanels()) || wasRecording != recording_.active;
  if (relaid) settleFrames_ = 3;
  else if (settleFrames_ > 0) --settleFrames_;
  sceneArea_ = recording_.active ? Rect{0.0f, 0.0f, static_cast<float>(input.framebufferWidth), static_cast<float>(input.framebufferHeight)}
                                 : layout_.toPixels(layout_.places().sceneFree);
  legendHeight_ = std::min(0.5f * sceneArea_.h, legendHeight(shownSession(), view_, layout_, scene_, sceneArea_.w));
  const Rect framing{sceneArea_.x, sceneArea_.y + legendHeight_, sceneArea_.w, std::max(1.0f, sceneArea_.h - legendHeight_)};
  scene_.setFramingArea(framing, input, relaid);
  // A segment dragged on the scene turns its joint: the state is held before the scene is drawn.
  // On a predict step a drag draws the student's arrow instead (the step's instant stays).
  if (auto turned = scene_.handlePointer(player_, input)) player_.setCoordinate(turned->coordinate, turned->value, view_);
  if (auto drawn = scene_.takeDrawnDirection()) player_.setPredictionDirection(*drawn);
  scene_.draw(player_, view_, layout_.presenter(), input);
  drawLegend(shownSession(), view_, layout_, scene_, sceneArea_);  // drawn with the scene, every frame
  legendDrawn_ = Drawn{player_.hasLesson() ? player_.session().time() : 0.0, view_.observer, framesDrawn_};
  if (!recording_.active) {
    drawPanels();
    keyboard_.drawRing(layout_.uiScale());
  }
  editor_.persist(ImGui::GetTime());  // the edit kept as it is typed (localStorage, recovery file)
  applyReducedMotion();  // a step the panels just opened does not start moving either
  unfoldAfterReveal();
  // A state set by hand may put the mechanism elsewhere: once no slider or segment is held, frame it.
  if (player_.heldRevision() != framedHeldRevision_ && !scene_.turningSegment() && !ImGui::IsAnyItemActive()) {
    framedHeldRevision_ = player_.heldRevision();
    if (player_.hasLesson()) scene_.onStateHeld(player_);
  }
  if (layout_.settling()) settleFrames_ = std::max(settleFrames_, 3);
  // Keep the address bar in step with what is on screen (only when it changes; while playing, only
  // now and then: the time is not part of it).
  if (isBrowser() && (!player_.playback.playing || ImGui::GetFrameCount() % 30 == 0)) {
    ShareState s = player_.shareState(view_);
    s.time = -1.0;  // the time changes every frame while playing; "Copy link" includes it
    const std::string hash = encodeShareState(s);
    if (hash != lastHash_) {
      writeLocationHash(hash);
      lastHash_ = hash;
    }
  }
}

bool App::revealPrediction() {
  if (!player_.prediction().complete()) {
    player_.setMessage(tr(Text::predictDrawFirst), false);
    return false;
  }
  return player_.revealPrediction(view_);
}

void App::unfoldAfterReveal() {
  // "The table and formulas unfold" once the student has revealed: their numbers are the answer.
  const bool revealed = player_.prediction().any() && player_.prediction().revealed;
  if (revealed && !revealUnfolded_ && !layout_.presenter())
    for (PanelId p : {PanelId::Table, PanelId::Formulas})
      if (layout_.places()[p].shown) ImGui::SetWindowCollapsed(panelWindowId(p).c_str(), false);  // "###Table": any title
  revealUnfolded_ = revealed;
}

void App::drawPanels() {
  // Each panel draws itself where the layout puts it, or not at all (a tab not shown, presenter mode).
  // Edit mode puts the editor in the Lesson panel's place (every layout has room for it there).
  bool editRequested = false;
  if (editor_.open) editor::drawEditorPanel(editor_, player_, view_, layout_);
  else drawLessonPanel(player_, view_, layout_, &editRequested);
  if (editRequested) editor_.enter(player_, view_);
  drawTimePanel(player_, view_, layout_, capture_);
  drawTermsPanel(player_, view_, layout_, invariance_);
  drawTablePanel(player_, view_, layout_);
  drawPlotPanel(player_, view_, layout_, plot_);
  drawParameterPanel(player_, view_, layout_);
  if (player_.session().isForwardDynamics()) drawSimulationPanel(player_, view_, layout_);
  drawStatePanel(player_, view_, layout_);
  if (player_.hasLesson()) {
    drawFormulaPanel(player_.lesson(), player_.step(), player_.session(), view_, layout_);
    drawExercisePanel(player_.exercises(), ShownLesson{player_.session(), player_.step()}, player_.messageLine(), view_.theme, layout_);
  }
  layout_.drawTabs();
  if (layout_.showHelp) drawHelpPanel(player_, layout_, view_);
}

std::uint64_t App::shownSignature() const {
  // FNV-1a over the few things every panel depends on.
  std::uint64_t h = 1469598103934665603ull;
  auto add = [&h](const void* bytes, std::size_t size) {
    const auto* b = static_cast<const unsigned char*>(bytes);
    for (std::size_t i = 0; i < size; ++i) h = (h ^ b[i]) * 1099511628211ull;
  };
  auto addValue = [&add](const auto& v) { add(&v, sizeof v); };
  auto addText = [&add](const std::string& s) { add(s.data(), s.size() + 1); };
  addValue(player_.lessonIndex());
  addValue(player_.step());
  addText(view_.observer);
  addText(view_.expressedIn);
  addValue(view_.about);
  addValue(view_.showTerm);
  add(view_.showSegment.data(), view_.showSegment.size());
  addValue(view_.focusSegment);
  addValue(player_.playback.playing);
  addText(player_.message().text);
  addValue(layout_.screen());
  addValue(layout_.activeTab());
  addValue(view_.theme);
  addValue(view_.arrowLabelsChosen);
  addValue(view_.ground);
  addValue(view_.bodyStyle);
  addValue(player_.bodyMeshes());  // the meshes arrived: the scene changes
  addValue(recording_.active);
  addValue(editor_.open);
  addValue(editor_.document.revision());
  // A predict step: the student's arrows, the reveal and what it hides.
  addValue(view_.hiddenUntilReveal);
  addValue(player_.prediction().revealed);
  addValue(player_.prediction().active);
  for (const PredictedArrow& a : player_.prediction().arrows) addValue(a.angleDeg.value_or(1e9));
  addValue(player_.language());
  if (player_.hasLesson()) {
    const Session& session = player_.session();
    addValue(session.model().segmentCount());
    if (!player_.playback.playing) addValue(session.time());
    if (session.stateHeld()) {  // a state set by hand changes without the time moving
      const State& held = session.state();
      add(held.q.data(), sizeof(double) * static_cast<std::size_t>(held.q.size()));
      add(held.qd.data(), sizeof(double) * static_cast<std::size_t>(held.qd.size()));
      add(held.qdd.data(), sizeof(double) * static_cast<std::size_t>(held.qdd.size()));
    }
    // Parameters: each value the lesson exposes.
    for (const LessonParameter& p : player_.lesson().parameters)
      if (auto v = session.parameter(p.path)) addText(v->dump());
  }
  return h;
}

void App::noteDrawn(const char* window) {
  const Drawn now{player_.hasLesson() ? player_.session().time() : 0.0, view_.observer, framesDrawn_};
  if (window) {
    drawn_[std::string(windowId(window))] = now;  // a panel's fixed name, whatever its title says
    return;
  }
  for (PanelId p : kAllPanels) drawn_[panelName(p)] = now;
}

void App::noteFrameWork(double milliseconds, double now) {
  workSum_ += milliseconds;
  ++workFrames_;
  if (now - workWindowStart_ >= 1.0) {  // the average over the last second of drawn frames
    workAverage_ = workSum_ / workFrames_;
    workSum_ = 0.0;
    workFrames_ = 0;
    workWindowStart_ = now;
  }
}

std::string App::snapshotJson() const { return player_.hasLesson() ? termsToJson(player_.session()).dump() : "{}"; }

std::string App::stateJson() const {
  const bool open = player_.hasLesson();
  nlohmann::json j;
  j["lesson"] = player_.currentEntry().id;
  j["language"] = languageTag(player_.language());
  j["step_title"] = open ? player_.currentStep().title : "";  // in the language shown
  j["step_count"] = open ? player_.stepCount() : 0;
  j["csv_decimal_comma"] = view_.csvDecimalComma;
  j["step"] = player_.step();
  j["time"] = open ? player_.session().time() : 0.0;
  j["frame"] = view_.observer;
  j["expressed_in"] = view_.expressedIn;
  j["segments"] = open ? player_.session().model().segmentCount() : 0;
  nlohmann::json shown = nlohmann::json::array();
  for (std::size_t s = 0; open && s < view_.showSegment.size(); ++s)
    if (view_.showSegment[s]) shown.push_back(player_.session().model().segments()[s].name);
  j["segments_shown"] = shown;
  j["terms_shown"] = view_.shownTermKeys();
  j["predict"] = predictionJson();
  nlohmann::json parameters = nlohmann::json::object();
  if (open)
    for (const LessonParameter& p : player_.lesson().parameters)
      if (auto v = player_.session().parameter(p.path)) parameters[p.path] = *v;
  j["parameters"] = parameters;
  // A student's own numbers (lesson/Variant.hpp): per exercise the drawn values and the prompt as
  // shown, the answer's result, and the verification code of the answers judged right.
  if (open && player_.exercises().student()) {
    const StudentVariant& student = *player_.exercises().student();
    nlohmann::json exercises = nlohmann::json::array();
    for (std::size_t i = 0; i < student.exercises.size(); ++i) {
      nlohmann::json values = nlohmann::json::object();
      for (const VariedValue& v : student.exercises[i]) values[v.path] = v.value;
      const ExerciseResult r = player_.exercises().result(i);
      exercises.push_back({{"id", player_.lesson().exercises[i].id},
                           {"parameters", values},
                           {"prompt", player_.exercises().texts(i).prompt},
                           {"result", exerciseResultName(r)}});
    }
    j["student"] = {{"name", student.typed}, {"key", student.key}, {"seed", std::to_string(student.seed)},
                    {"exercises", exercises}, {"code", player_.exercises().verificationCode()}};
  } else {
    j["student"] = nullptr;
  }
  // Which panels are unfolded (for the browser test of a click on a folded title bar).
  nlohmann::json panels = nlohmann::json::object();
  for (PanelId p : kAllPanels)
    if (const ImGuiWindow* w = ImGui::FindWindowByName(panelWindowId(p).c_str()); w && w->Active) panels[panelName(p)] = !w->Collapsed;
  j["panels"] = panels;
  // Which shown panels need a scroll bar: a lesson's text must fit its panel (the browser test).
  nlohmann::json overflow = nlohmann::json::object();
  for (PanelId p : {PanelId::Lesson, PanelId::Terms, PanelId::Formulas, PanelId::Exercises, PanelId::State})
    if (const ImGuiWindow* w = ImGui::FindWindowByName(panelWindowId(p).c_str()); w && w->Active && !w->Collapsed)
      overflow[panelName(p)] = {{"x", w->ScrollMax.x > 0.5f}, {"y", w->ScrollMax.y > 0.5f}};
  j["panels_overflow"] = overflow;
  // The layout in CSS px: each shown panel's rectangle as drawn, the instant it last put on screen,
  // the mechanism's area and where its swept box is drawn. Tests check overlaps and framing from it.
  const float css = 1.0f / std::max(lastInput_.pixelRatio, 1e-3f);
  const auto rect = [css](const Rect& r) { return nlohmann::json::array({r.x * css, r.y * css, r.w * css, r.h * css}); };
  const auto instant = [](const Drawn& d) { return nlohmann::json{{"time", d.time}, {"observer", d.observer}, {"frame", d.frame}}; };
  nlohmann::json placed = nlohmann::json::array();
  for (PanelId p : kAllPanels) {
    const ImGuiWindow* w = ImGui::FindWindowByName(panelWindowId(p).c_str());
    if (!w || !w->Active) continue;
    nlohmann::json panel{{"name", panelName(p)}, {"rect", rect(Rect{w->Pos.x, w->Pos.y, w->Size.x, w->Size.y})},
                         {"folded", w->Collapsed}, {"tabbed", layout_.places()[p].tabbed}};
    // The widest line of text it drew, against the room it has (the text-fits check).
    panel["scroll"] = {w->ScrollMax.x * css, w->ScrollMax.y * css};
    panel["scroll_y"] = w->Scroll.y * css;  // how far it is scrolled now
    if (auto d = drawn_.find(panelName(p)); d != drawn_.end()) panel["drawn"] = instant(d->second);
    placed.push_back(panel);
  }
  // Whole pixels inside the area (the windows sit on whole pixels next to it).
  const float freeX = std::ceil(sceneArea_.x), freeY = std::ceil(sceneArea_.y + legendHeight_);
  const Rect free{freeX, freeY, std::max(0.0f, std::floor(sceneArea_.right()) - freeX), std::max(0.0f, std::floor(sceneArea_.bottom()) - freeY)};
  nlohmann::json tabs = nlohmann::json::array();
  for (PanelId p : layout_.places().tabs) tabs.push_back(panelName(p));
  j["layout"] = {{"screen", screenClassName(layout_.screen())},
                 {"orientation", layout_.portrait() ? "portrait" : "landscape"},
                 {"chosen", layout_.chosen() ? screenClassName(*layout_.chosen()) : "auto"},
                 {"touch", layout_.touch()},
                 {"zoom", layout_.zoom()},
                 {"panels", placed},
                 {"tabs", tabs},
                 {"tab_columns", layout_.places().tabColumns},
                 {"active_tab", panelName(layout_.activeTab())},
                 {"tab_folded", !layout_.places()[layout_.activeTab()].shown},
                 {"scene_free_rect", rect(free)},
                 {"mechanism_rect", rect(scene_.mechanismRect())},
                 {"legend_rect", rect(Rect{sceneArea_.x, sceneArea_.y, sceneArea_.w, legendHeight_})},
                 {"legend_drawn", instant(legendDrawn_)}};
  // The control with keyboard focus (its label), null when none has it; how many controls Tab walks.
  const std::string focused = keyboard_.focusedLabel();
  j["focus"] = focused.empty() ? nlohmann::json(nullptr) : nlohmann::json(focused);
  j["focus_panel"] = keyboard_.focusedPanel();
  {
    // The pointer as ImGui saw it in the last frame (tests that click say why a click went astray).
    const ImGuiContext& g = *ImGui::GetCurrentContext();
    const ImGuiIO& io = g.IO;
    j["pointer"] = {{"pos", {io.MousePos.x, io.MousePos.y}}, {"down", io.MouseDown[0]}, {"ui_captures", io.WantCaptureMouse},
                    {"active_id", g.ActiveId}, {"hovered", g.HoveredWindow ? g.HoveredWindow->Name : ""},
                    {"popups", g.OpenPopupStack.Size}, {"dragging_scene", scene_.turningSegment()}};
    // The open lists (combo popups) where they are and how far they are scrolled (CSS px).
    nlohmann::json lists = nlohmann::json::array();
    for (const ImGuiPopupData& popup : g.OpenPopupStack)
      if (const ImGuiWindow* w = popup.Window)
        lists.push_back({{"rect", rect(Rect{w->Pos.x, w->Pos.y, w->Size.x, w->Size.y})}, {"scroll_y", w->Scroll.y * css}, {"scroll_max", w->ScrollMax.y * css}});
    j["lists"] = lists;
  }
  j["keyboard_controls"] = keyboard_.controlCount();
  // The text fields the last frame drew (their visible part, CSS px): a finger's tap on one opens the
  // on-screen keyboard, a number pad for "number".
  nlohmann::json textFields = nlohmann::json::array();
  for (const TextFieldPlace& f : keyboard_.lastFrameTextFields())
    textFields.push_back({{"rect", rect(Rect{f.min.x, f.min.y, f.max.x - f.min.x, f.max.y - f.min.y})},
                          {"kind", f.kind == TextFieldKind::Number ? "number" : "text"}});
  j["text_fields"] = textFields;
  // The text in the field being typed into (null when none is): what the keys typed so far.
  const ImGuiContext& ctx = *ImGui::GetCurrentContext();
  if (ctx.ActiveId != 0 && ctx.InputTextState.ID == ctx.ActiveId) {
    std::string typed(static_cast<std::size_t>(ctx.InputTextState.CurLenW) * 4 + 1, '\0');
    const int bytes = ImTextStrToUtf8(typed.data(), static_cast<int>(typed.size()), ctx.InputTextState.TextW.Data,
                                      ctx.InputTextState.TextW.Data + ctx.InputTextState.CurLenW);
    typed.resize(static_cast<std::size_t>(bytes));
    j["typing"] = typed;
  } else {
    j["typing"] = nullptr;
  }
  // The lesson editor: Edit mode, the engine's verdict, the history, and its controls in CSS px (the
  // browser test clicks and types into them by name, as a person would).
  nlohmann::json editor{{"open", editor_.open},
                        {"valid", editor_.validation.valid},
                        {"message", editor_.validation.message},
                        {"notice", editor_.notice},
                        {"undo", editor_.document.undoDepth()},
                        {"undo_label", editor_.document.canUndo() ? editor_.document.undoLabel() : std::string()},
                        {"redo", editor_.document.redoDepth()},
                        {"revision", editor_.document.revision()}};
  if (editor_.open) editor["document"] = editor_.document.json();
  // The Lesson panel's controls (the editor's in Edit mode, "Edit lesson" otherwise) and an open list's.
  nlohmann::json controls = nlohmann::json::array();
  const ImGuiWindow* lessonWindow = ImGui::FindWindowByName(panelWindowId(PanelId::Lesson).c_str());
  for (const FocusableControl& c : keyboard_.lastFrameControls())
    if (c.labelled && c.window && (c.window->RootWindow == lessonWindow || (c.window->RootWindow->Flags & ImGuiWindowFlags_Popup)) && c.navLayer == 0)
      controls.push_back({{"label", c.label}, {"rect", rect(Rect{c.min.x, c.min.y, c.max.x - c.min.x, c.max.y - c.min.y})}});
  editor["controls"] = controls;
  // Where the sections scroll, under the fixed toolbar (CSS px): a control outside it is out of sight.
  if (editor_.open) editor["body"] = {editor_.bodyTop * css, (editor_.bodyBottom - editor_.bodyTop) * css};
  if (editor_.open) editor["toolbar_pinned"] = editor_.toolbarPinned;
  nlohmann::json fieldMessages = nlohmann::json::array();
  for (const auto& m : editor_.shownMessages) fieldMessages.push_back({{"pointer", m.pointer}, {"rect", rect(Rect{m.x, m.y, m.w, m.h})}});
  if (editor_.open) editor["field_messages"] = fieldMessages;
  j["editor"] = editor;
  j["reduced_motion"] = reducedMotion_;
  j["trails"] = view_.trails;
  j["theme"] = render::themeName(view_.theme);
  j["arrow_labels"] = view_.arrowLabels(layout_.presenter());
  j["capture"] = {{"recording", recording_.active}, {"progress", recordingProgress()}, {"last", lastCapture_}};
  j["ground"] = view_.ground;
  // The bodies' own meshes: how they are drawn, how many were read (triangles as drawn), what could not be.
  {
    const BodyMeshes* meshes = player_.bodyMeshes();
    std::size_t triangles = 0, fileTriangles = 0;
    double largestShift = 0.0;  // how far simplification moved any vertex (m)
    nlohmann::json notes = nlohmann::json::array();
    if (meshes) {
      for (const SegmentMesh& m : meshes->meshes) {
        triangles += m.mesh_S.triangleCount();
        fileTriangles += m.fileTriangles;
        largestShift = std::max(largestShift, m.largestShift);
      }
      for (const std::string& note : meshes->notes) notes.push_back(note);
    }
    const char* style = view_.bodyStyle == ViewState::BodyStyle::Meshes     ? "meshes"
                        : view_.bodyStyle == ViewState::BodyStyle::Capsules ? "capsules"
                                                                            : "see-through";
    j["bodies"] = {{"style", style}, {"reading", player_.readingMeshes()}, {"meshes", meshes ? meshes->meshes.size() : 0},
                   {"triangles", triangles}, {"file_triangles", fileTriangles}, {"largest_shift_mm", 1000.0 * largestShift}, {"notes", notes}};
  }
  j["frames_drawn"] = framesDrawn_;
  j["frame_work_ms"] = workAverage_;
  // A button's height in CSS px: 44 or more where a finger points.
  j["touch_target_px"] = ImGui::GetFrameHeight() * css;
  // Controls smaller than a fingertip (44 CSS px each way) that a touch screen shows: none is the aim.
  nlohmann::json smallTargets = nlohmann::json::array();
  if (layout_.touch())
    for (const FocusableControl* c : keyboard_.tabStops()) {
      const ImRect clip = c->navLayer == 0 ? c->window->InnerClipRect : c->window->Rect();
      const bool visible = clip.Min.x < c->max.x && c->min.x < clip.Max.x && clip.Min.y < c->max.y && c->min.y < clip.Max.y;
      const Rect r{c->min.x, c->min.y, c->max.x - c->min.x, c->max.y - c->min.y};
      if (visible && std::min(r.w, r.h) * css < 43.5f) smallTargets.push_back({{"label", c->label}, {"rect", rect(r)}});
    }
  j["small_touch_targets"] = smallTargets;
  j["message"] = player_.message().text;
  j["message_is_error"] = player_.message().isError;
  j["import_ms"] = importFrameMs_.empty() ? 0.0 : *std::max_element(importFrameMs_.begin(), importFrameMs_.end());
  j["import_frames"] = importFrameMs_.size();
  j["import_frame_ms"] = importFrameMs_;
  j["importing"] = player_.importing();
  j["plot_shows"] = view_.plotShows == ViewState::PlotShows::TorqueParts ? "torque parts" : "term forces";
  j["plot_coordinate"] = player_.hasLesson() && view_.plotCoordinate < player_.session().model().nq()
                             ? player_.session().model().coordinateNames()[static_cast<std::size_t>(view_.plotCoordinate)]
                             : "";
  j["error"] = player_.message().isError;
  // The State panel: the state shown (held by hand or the motion's), the torques, and where each
  // segment is on the screen (the browser test drags one).
  if (open) {
    const Session& session = player_.session();
    const auto list = [](const VecX& v) { return std::vector<double>(v.data(), v.data() + v.size()); };
    nlohmann::json onScreen = nlohmann::json::array();
    for (const auto& [a, b] : scene_.segmentsOnScreen(player_)) onScreen.push_back({a.x * css, a.y * css, b.x * css, b.y * css});
    nlohmann::json stateControls = nlohmann::json::object();  // the State panel's controls by label, CSS px
    for (const FocusableControl& c : keyboard_.drawnControls())
      if (c.window && c.window->RootWindow && windowId(c.window->RootWindow->Name) == panelName(PanelId::State) && !c.label.empty())
        stateControls[c.label] = rect(Rect{c.min.x, c.min.y, c.max.x - c.min.x, c.max.y - c.min.y});
    j["state"] = {{"held", session.stateHeld()}, {"hold_still", player_.holdStill()}, {"coordinates", session.model().coordinateNames()},
                  {"q", list(session.state().q)}, {"qd", list(session.state().qd)}, {"qdd", list(session.state().qdd)},
                  {"tau", list(session.jointTorques())}, {"turning", scene_.turningSegment()}, {"segments_on_screen", onScreen},
                  {"controls", stateControls}};
  }
  j["playing"] = player_.playback.playing;
  j["discrepancy"] = open ? player_.session().jointWrenchDiscrepancy() : 0.0;
  j["fps"] = ImGui::GetIO().Framerate;
  j["ui_scale"] = layout_.uiScale();
  j["ui_redraws"] = {{"full", uiFullRedraws_}, {"windows", uiWindowRedraws_}};
  j["presenter"] = layout_.presenter();
  const render::Camera& camera = scene_.camera();
  // The screen's axes in the world (orthographic: a drag of (dx, dy) px moves dx·right − dy·up), so a
  // test can work out the direction a drag on the scene draws.
  const auto axis = [](const render::Vec3f& v) { return nlohmann::json::array({v.x(), v.y(), v.z()}); };
  j["camera"] = {{"view_height", camera.viewHeight()}, {"yaw", camera.yaw()}, {"pitch", camera.pitch()},
                 {"right", axis(camera.screenRight())}, {"up", axis(camera.screenUp())}, {"toward_viewer", axis(camera.towardViewer())},
                 {"perspective", camera.projection() == render::Camera::Projection::Perspective}};
  // What the last frame asked of the GPU: the performance script reports it next to the frame rate.
  const render::RenderStats& r = scene_.renderStats();
  const ImDrawData* ui = ImGui::GetDrawData();
  j["render"] = {{"draw_calls", r.drawCalls}, {"triangles", r.triangles}, {"upload_bytes", r.uploadBytes},
                 {"mesh_vertices", r.meshVertices}, {"stroke_vertices", r.strokeVertices},
                 {"ui_vertices", ui ? ui->TotalVtxCount : 0}, {"ui_indices", ui ? ui->TotalIdxCount : 0},
                 {"ui_lists", ui ? ui->CmdListsCount : 0}};
  return j.dump();
}

}  // namespace wl::web
