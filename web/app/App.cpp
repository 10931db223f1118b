#include "app/App.hpp"

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include <chrono>

#include "imgui.h"
#include "imgui_internal.h"  // FindWindowByName: which panels are folded, for the tests
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
      case PlayerEvent::LessonOpened: scene_.onLessonOpened(player_); break;
      case PlayerEvent::TimelineRestarted: scene_.clearTrails(); break;
      case PlayerEvent::SeriesChanged: plot_.markDirty(); break;
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
    const int nlink = player_.findLesson("nlink");
    if (!player_.openLesson(nlink >= 0 ? static_cast<std::size_t>(nlink) : 0, view_, error)) return false;
    player_.goToStep(0, view_);
  }
  return true;
}

bool App::wantsScreenshot(std::string& name) {
  if (pendingScreenshot_.empty()) return false;
  name = pendingScreenshot_;
  pendingScreenshot_.clear();
  return true;
}

void App::handleShortcuts() {
  // ImGui 1.86 indexes io.KeysDown by the backend's key codes: GLFW's.
  ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput) return;
  // Toggles act once per press: a key held past the repeat delay (a slow frame, a heavy finger) must
  // not switch them back, nor a lecturer's Page Down skip a step. Time steps repeat while held.
  if (ImGui::IsKeyPressed(GLFW_KEY_SPACE, false)) player_.playback.playing = !player_.playback.playing;
  if (ImGui::IsKeyPressed(GLFW_KEY_RIGHT)) player_.stepForward();
  if (ImGui::IsKeyPressed(GLFW_KEY_LEFT)) player_.stepBack();
  if (ImGui::IsKeyPressed(GLFW_KEY_PAGE_DOWN, false)) player_.goToStep(player_.step() + 1, view_);
  if (ImGui::IsKeyPressed(GLFW_KEY_PAGE_UP, false)) player_.goToStep(player_.step() - 1, view_);
  if (ImGui::IsKeyPressed(GLFW_KEY_F, false)) layout_.togglePresenter();
  if (ImGui::IsKeyPressed(GLFW_KEY_SLASH, false) && io.KeyShift) layout_.showHelp = !layout_.showHelp;
  if (ImGui::IsKeyPressed(GLFW_KEY_H, false)) layout_.showHelp = !layout_.showHelp;
  if (ImGui::IsKeyPressed(GLFW_KEY_R) || ImGui::IsKeyPressed(GLFW_KEY_HOME)) scene_.resetCamera(player_);
  for (int k = 0; k < kTermCount; ++k)  // 1–9: the terms in legend order
    if (ImGui::IsKeyPressed(GLFW_KEY_1 + k, false)) view_.toggle(kAllTerms[static_cast<std::size_t>(k)]);
}

void App::frame(const FrameInput& input) {
  std::vector<std::string> imported;
  while (takeImportedFiles(imported)) {
    // An import runs inside one frame: its time is the delay the user sees before the next one.
    const auto started = std::chrono::steady_clock::now();
    player_.importFiles(imported, view_);
    lastImportMs_ = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
  }
  handleShortcuts();
  player_.tick(input.dt);
  if (layout_.beginFrame(input.uiScale)) scene_.framePresenterView(player_, layout_);
  scene_.draw(player_, view_, layout_.presenter, input);
  drawPanels(input);
  // Keep the address bar in step with what is on screen (only when it changes, not every frame).
  if (isBrowser() && ImGui::GetFrameCount() % 30 == 0) {
    ShareState s = player_.shareState(view_);
    s.time = -1.0;  // the time changes every frame while playing; "Copy link" includes it
    const std::string hash = encodeShareState(s);
    if (hash != lastHash_) {
      writeLocationHash(hash);
      lastHash_ = hash;
    }
  }
}

void App::drawPanels(const FrameInput& input) {
  // The desk layout; presenter mode keeps the lesson, time, terms and formulas (folded) only.
  drawLegend(player_, view_, layout_, scene_, static_cast<float>(input.framebufferWidth));
  drawLessonPanel(player_, view_, layout_);
  if (std::string shot = drawTimePanel(player_, view_, layout_); !shot.empty()) pendingScreenshot_ = shot;
  drawTermsPanel(player_, view_, layout_, invariance_);
  if (!layout_.presenter) {
    drawTablePanel(player_, view_, layout_);
    drawPlotPanel(player_, view_, layout_, plot_);
    drawParameterPanel(player_, view_, layout_);
    if (player_.session().isForwardDynamics()) drawSimulationPanel(player_, view_, layout_);
  }
  drawFormulaPanel(player_, view_, layout_);
  if (!layout_.presenter) drawExercisePanel(player_, layout_);
  if (layout_.showHelp) drawHelpPanel(layout_);
}

std::string App::snapshotJson() const { return player_.hasLesson() ? termsToJson(player_.session()).dump() : "{}"; }

std::string App::stateJson() const {
  const bool open = player_.hasLesson();
  nlohmann::json j;
  j["lesson"] = player_.currentEntry().id;
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
  nlohmann::json parameters = nlohmann::json::object();
  if (open)
    for (const LessonParameter& p : player_.lesson().parameters)
      if (auto v = player_.session().parameter(p.path)) parameters[p.path] = *v;
  j["parameters"] = parameters;
  // Which panels are unfolded (for the browser test of a click on a folded title bar).
  nlohmann::json panels = nlohmann::json::object();
  for (const char* name : {"Lesson", "Time", "Terms and frame", "Table", "Formulas", "Exercises", "Parameters", "Plot"})
    if (const ImGuiWindow* w = ImGui::FindWindowByName(name)) panels[name] = !w->Collapsed;
  j["panels"] = panels;
  // Which unfolded panels need a scroll bar: a lesson's text must fit its panel (the browser test).
  nlohmann::json overflow = nlohmann::json::object();
  for (const char* name : {"Lesson", "Terms and frame", "Formulas", "Exercises"})
    if (const ImGuiWindow* w = ImGui::FindWindowByName(name); w && !w->Collapsed)
      overflow[name] = {{"x", w->ScrollMax.x > 0.5f}, {"y", w->ScrollMax.y > 0.5f}};
  j["panels_overflow"] = overflow;
  j["message"] = player_.message().text;
  j["import_ms"] = lastImportMs_;
  j["plot_shows"] = view_.plotShows == ViewState::PlotShows::TorqueParts ? "torque parts" : "term forces";
  j["plot_coordinate"] = player_.hasLesson() && view_.plotCoordinate < player_.session().model().nq()
                             ? player_.session().model().coordinateNames()[static_cast<std::size_t>(view_.plotCoordinate)]
                             : "";
  j["error"] = player_.message().isError;
  j["playing"] = player_.playback.playing;
  j["discrepancy"] = open ? player_.session().jointWrenchDiscrepancy() : 0.0;
  j["fps"] = ImGui::GetIO().Framerate;
  j["ui_scale"] = layout_.uiScale();
  j["ui_redraws"] = {{"full", uiFullRedraws_}, {"windows", uiWindowRedraws_}};
  j["presenter"] = layout_.presenter;
  const render::Camera& camera = scene_.camera();
  j["camera"] = {{"view_height", camera.viewHeight()}, {"yaw", camera.yaw()}, {"pitch", camera.pitch()}};
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
