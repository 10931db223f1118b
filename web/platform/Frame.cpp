// One frame, the same in the browser and on the desktop: the host's screen, the queued pointer and key
// changes, the ImGui frame, the app, the UI redrawn in part or in full, the captures, the swap. Where the
// hosts differ it asks the hooks of platform/Platform.hpp.
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "imgui.h"
#include "imgui_impl_glfw.h"
#include "imgui_internal.h"
#include "platform/Browser.hpp"
#include "platform/Capture.hpp"
#include "platform/GlApi.hpp"
#include "platform/Platform.hpp"
#include "render/Palette.hpp"

namespace wl::web {

namespace {

// In the browser the canvas keeps its pixels (shell.js asks for preserveDrawingBuffer), so the UI
// need not be redrawn every frame. All of it is redrawn when the user acts (a click, a key, the
// wheel, typing), when what the panels show changes (App::shownSignature: a step, the time while
// paused, the observer, a parameter), when a window appears, moves or resizes, and when a term's
// hover label follows the pointer; otherwise each frame redraws the window under the pointer or in
// use and, a few times a second, every window whose content changed (the live numbers while the
// motion plays), all in the same frame. The scene is cleared and drawn only around the windows
// (UiRenderer::protectWindows). The desktop redraws everything.
constexpr double kLiveWindowSeconds = 0.15;  // windows with live numbers are redrawn at most this often

bool uiNeedsFullRedraw(Platform& p, int width, int height) {
  if (!host::keepsPixels()) return true;  // the desktop: a swapped back buffer holds nothing worth keeping
  const ImGuiIO& io = ImGui::GetIO();
  const bool pointerMoved = io.MousePos.x != p.lastMouse.x || io.MousePos.y != p.lastMouse.y;
  const bool hoverLabel = p.app.hoverLabelShown();
  const bool hoverChanged = hoverLabel != p.lastHoverLabel;
  p.lastHoverLabel = hoverLabel;
  const bool resized = width != p.lastWidth || height != p.lastHeight;  // a resized canvas is cleared
  p.lastWidth = width;
  p.lastHeight = height;
  bool buttons = false;
  for (int b = 0; b < IM_ARRAYSIZE(io.MouseDown); ++b) buttons = buttons || io.MouseClicked[b] || io.MouseReleased[b];
  bool keys = io.InputQueueCharacters.Size > 0;
  for (int k = 0; k < IM_ARRAYSIZE(io.KeysDown) && !keys; ++k) keys = io.KeysDown[k];
  const bool acting = buttons || keys || io.MouseWheel != 0.0f || io.MouseWheelH != 0.0f || io.WantTextInput ||
                      hoverChanged || (pointerMoved && hoverLabel);
  const bool full = acting || resized || p.windowsMoved || p.frameCount < 2;
  p.windowsMoved = false;
  return full;
}

// The window the user is working in (under the pointer, or holding the active widget), if any.
const ImGuiWindow* windowInUse() {
  const ImGuiContext& g = *ImGui::GetCurrentContext();
  const ImGuiWindow* w = g.ActiveIdWindow ? g.ActiveIdWindow : g.HoveredWindow;
  return w ? w->RootWindow : nullptr;
}

}  // namespace

void frame(void* arg) {
  Platform& p = *static_cast<Platform*>(arg);
  const double callbackStart = glfwGetTime();
  glfwPollEvents();
  p.pixelRatio = host::pixelRatio(p);
  int width = 0, height = 0;
  const host::Screen screen = host::readScreen(p);
  const double cssWidth = screen.cssWidth, cssHeight = screen.cssHeight;
  const double now = glfwGetTime();
  if (!host::shouldDraw(p, screen.serial, static_cast<float>(cssWidth), static_cast<float>(cssHeight), now)) {
    p.lastTime = now;
    host::skippedFrame(p);
    return;
  }
  p.skippedFrames = 0;
  p.app.setScreen(static_cast<float>(cssWidth), static_cast<float>(cssHeight), screen.coarse);
  const float uiScale = p.pixelRatio * p.app.zoom();
  const bool themeChanged = p.app.theme() != p.theme;
  if (themeChanged) applyThemeColours(p, p.app.theme());
  if (themeChanged || std::abs(uiScale - p.fontScale) > 1e-3f || p.app.touchSized() != p.touchStyle)
    applyUiScale(p, uiScale, p.app.touchSized());
  host::framebufferSize(p, cssWidth, cssHeight, width, height);
  // ImGui asserts on a zero or negative delta (a frozen clock in headless browsers): clamp it.
  const double dt = std::clamp(now - p.lastTime, 1e-4, 0.1);
  p.lastTime = now;

  ImGui_ImplGlfw_NewFrame();
  {
    // At most one press or release of each button this frame, where it happened (app/input/PointerQueue.hpp).
    ImGuiIO& io = ImGui::GetIO();
    bool backendDown[wl::web::PointerQueue::kButtons] = {};
    for (int b = 0; b < wl::web::PointerQueue::kButtons; ++b) backendDown[b] = io.MouseDown[b];
    const wl::web::PointerQueue::Frame seen = p.pointer.nextFrame(backendDown);
    for (int b = 0; b < wl::web::PointerQueue::kButtons; ++b) {
      io.MouseDown[b] = seen.down[b];
      // ImGui tells a double-click by its own clock (the sum of frame times, where this press lands);
      // it gets the gap the presses really had, so a queued double-click stays one and two clicks a
      // second apart handed on in quick frames stay two. NewFrame adds DeltaTime before it compares.
      if (seen.pressGap[b] >= 0.0) io.MouseClickedTime[b] = ImGui::GetTime() + io.DeltaTime - seen.pressGap[b];
    }
    if (seen.holdPosition) io.MousePos = ImVec2(seen.x, seen.y);
  }
  // No key that came after a press or release still waiting: a Ctrl+click stays one (app/input/KeyQueue.hpp).
  for (const wl::web::KeyQueue::Change& c : p.keys.nextFrame(p.pointer.firstWaiting())) {
    if (c.key < 0) ImGui::GetIO().AddInputCharactersUTF8(c.text.c_str());
    else ImGui_ImplGlfw_KeyCallback(p.window, c.key, 0, c.down ? GLFW_PRESS : GLFW_RELEASE, 0);
  }
  p.app.keyboard().beforeNewFrame();  // ImGui's keyboard navigation while a control has focus
  host::setDisplaySize(width, height);
  ImGui::NewFrame();
  // Anything the panels show changed since the last frame (a step, the time, the observer, a
  // parameter, through the UI or a hook): every window is redrawn, so none shows another instant.
  const std::uint64_t signature = p.app.shownSignature();
  const bool shownChanged = signature != p.shownSignature;
  p.shownSignature = signature;
  const bool redrawUi = uiNeedsFullRedraw(p, width, height) || shownChanged;
  glViewport(0, 0, width, height);
  const wl::web::render::Rgba background = wl::web::render::palette(p.app.theme()).background;
  glClearColor(background.r, background.g, background.b, 1.0f);
  glDepthMask(GL_TRUE);
  if (redrawUi) {
    glDisable(GL_STENCIL_TEST);
    glStencilMask(0xFF);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT | GL_STENCIL_BUFFER_BIT);
  } else {
    // The windows keep their pixels: clear around them, and let the scene draw only where the
    // stencil is 0.
    p.ui.clearOutsideWindows();
    glEnable(GL_STENCIL_TEST);
    glStencilFunc(GL_EQUAL, 0, 0xFF);
    glStencilOp(GL_KEEP, GL_KEEP, GL_KEEP);
    glStencilMask(0);
  }
  wl::web::FrameInput input;
  input.framebufferWidth = width;
  input.framebufferHeight = height;
  input.pixelRatio = p.pixelRatio;
  input.uiScale = uiScale;
  input.dt = dt;
  input.keys = &p.keys;
  input.depthCleared = true;
  p.app.frame(input);
  ImGui::Render();
  // A text field let go of the keys: the page's on-screen keyboard, if one was opened for it, goes too.
  // One taking them: the page's text events carry what is typed and pasted (Browser.hpp).
  const bool typing = ImGui::GetIO().WantTextInput;
  if (p.typing && !typing) wl::web::textInputEnded();
  if (!p.typing && typing) wl::web::textInputStarted(p.app.keyboard().activeTextField() == wl::web::TextFieldKind::Number);
  p.typing = typing;
  const ImDrawData* drawData = ImGui::GetDrawData();
  p.ui.upload(drawData);
  if (redrawUi) {
    p.ui.draw(drawData, width, height);
    if (host::keepsPixels()) p.ui.protectWindows(drawData, width, height, now);
    p.app.countUiRedraw(true, 0);
    p.app.noteDrawn(nullptr);
    p.lastLiveRedraw = now;
  } else {
    // What floats over the scene (the legend) is drawn with it, every frame, still behind the windows
    // (the stencil test is on).
    p.ui.draw(drawData, width, height, nullptr, ImGui::GetBackgroundDrawList(), ImGui::GetForegroundDrawList());
    glDisable(GL_STENCIL_TEST);
    const auto current = [&p](const ImGuiWindow* w) { p.app.noteDrawn(w->Name); };
    int windows = p.ui.redrawIfChanged(windowInUse(), drawData, width, height, now, current) ? 1 : 0;
    // While the motion plays, every window whose numbers changed is redrawn together, a few times a
    // second: the panels always agree with each other (the legend runs ahead by at most that long).
    if (now - p.lastLiveRedraw >= kLiveWindowSeconds) {
      windows += p.ui.redrawChangedWindows(drawData, width, height, now, current);
      p.lastLiveRedraw = now;
    }
    p.app.countUiRedraw(false, windows);
    p.windowsMoved = p.ui.windowsMoved(drawData, width, height);  // then all of it next frame
  }
  p.lastMouse = ImGui::GetIO().MousePos;
  ++p.frameCount;
  handleCaptures(p.app, p.ui, width, height, p.pixelRatio);
  host::frameDrawn(p, width, height);
  glfwSwapBuffers(p.window);
  host::setReady(p.frameCount);
  p.app.noteFrameWork(1000.0 * (glfwGetTime() - callbackStart), now);
}

}  // namespace wl::web
