// The platform layer: one window (a browser canvas or a desktop window), the ImGui frame loop and
// the app. The same code runs under Emscripten (WebGL2) and natively (GLFW + OpenGL 3.3).
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "app/App.hpp"
#include "app/text/FontGlyphs.hpp"
#include "app/input/KeyQueue.hpp"
#include "app/input/PointerQueue.hpp"
#include "app/TestHooks.hpp"
#include "platform/Browser.hpp"
#include "platform/Capture.hpp"
#include "imgui.h"
#include "imgui_internal.h"
#include "imgui_impl_glfw.h"
#include "platform/GlApi.hpp"
#include "io/codecs/Png.hpp"
#include "platform/DesktopOptions.hpp"
#include "platform/PngWriter.hpp"
#include "platform/UiRenderer.hpp"
#include "render/Palette.hpp"
#include "core/NumberText.hpp"
#include "core/Utf8.hpp"

#if defined(__EMSCRIPTEN__)
#include <emscripten.h>
#include <emscripten/html5.h>
#endif

namespace {

using Options = wl::web::DesktopOptions;

struct Platform {
  GLFWwindow* window = nullptr;
  wl::web::App app;
  wl::web::UiRenderer ui;
  Options options;
  double lastTime = 0.0;
  long frameCount = 0;
  float pixelRatio = 1.0f;   // device px per CSS px, read every frame (browser zoom, monitor change)
  float fontScale = 0.0f;    // the scale the font atlas and style were built at (0: not yet)
  bool touchStyle = false;   // the style was built with finger-sized controls
  ImGuiStyle baseStyle;      // the unscaled style, so rescaling never compounds rounding
  bool windowsMoved = false;  // the UI's windows changed since they were last drawn in full
  wl::web::PointerQueue pointer;  // presses and releases in order, one change per button per frame
  wl::web::KeyQueue keys;         // the same for the keys (a clicker's PageDown: down and up between two frames)
  std::uint64_t inputOrder = 0;   // the last input event's place in the one stream of keys, text and buttons
  ImVec2 lastMouse{-1.0f, -1.0f};
  bool lastHoverLabel = false;
  wl::web::render::Theme theme = wl::web::render::Theme::Dark;  // the theme the style's colours are for
  int lastWidth = 0, lastHeight = 0;
  // The idle page and window: frames are drawn only while something happens.
  int inputSerial = -1;          // shell.js counts input events, resizes and hook calls
  float cssWidth = 0.0f, cssHeight = 0.0f;
  double awakeUntil = 0.0;       // keep drawing until then after the last event (ImGui settles)
  int awakeFrames = 0;           // and at least this many more frames
  int skippedFrames = 0;         // animation frames skipped in a row; after half a second the loop stops
  std::uint64_t shownSignature = 0;  // what the panels showed at the start of the last drawn frame
  double lastLiveRedraw = 0.0;   // the last time every changed window was redrawn together
  bool typing = false;           // a text field had the keys at the end of the last frame
};

const char* kFontPath =
#if defined(__EMSCRIPTEN__)
    "/fonts/DejaVuSans.ttf";
#else
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
#endif

void loadFont(float scale) {
  ImGuiIO& io = ImGui::GetIO();
  // Latin with the German and Portuguese letters, Greek, formulas' symbols (app/text/FontGlyphs.hpp: a test
  // checks every text the app and the lessons ship against these ranges).
  static_assert(sizeof(ImWchar) == sizeof(wl::web::kFontGlyphRanges[0]), "ImWchar is 16 bits");
  const ImWchar* ranges = wl::web::kFontGlyphRanges;
  ImFontConfig config;
  config.OversampleH = 1;
  config.PixelSnapH = true;  // whole-pixel advances: glyphs land on texels, so nearest sampling is exact
  if (!io.Fonts->AddFontFromFileTTF(kFontPath, 16.0f * scale, &config, ranges)) io.Fonts->AddFontDefault();
}

// Fonts are baked at the size they are shown (sharp at any zoom, and sampled texel for texel), so
// a new UI scale means a new atlas and a freshly scaled style. Runs between frames only. Where a
// finger points, every button, checkbox, slider and title bar is at least 44 CSS px high (the
// common guideline for touch targets), with room between rows and wide scroll bars.
void applyUiScale(Platform& p, float scale, bool touch) {
  ImGuiIO& io = ImGui::GetIO();
  if (std::abs(scale - p.fontScale) > 1e-3f) {
    io.Fonts->Clear();
    loadFont(scale);
    p.ui.uploadFontAtlas();
  }
  ImGuiStyle& style = ImGui::GetStyle();
  style = p.baseStyle;
  style.ScaleAllSizes(scale);
  if (touch) {
    const float ratio = p.pixelRatio, font = 16.0f * scale;
    style.FramePadding.y = std::max(style.FramePadding.y, std::ceil((44.0f * ratio - font) / 2.0f));
    style.FramePadding.x = std::max(style.FramePadding.x, 10.0f * ratio);
    style.ItemSpacing.y = std::max(style.ItemSpacing.y, 8.0f * ratio);
    style.ScrollbarSize = std::max(style.ScrollbarSize, 20.0f * ratio);
    style.GrabMinSize = std::max(style.GrabMinSize, 24.0f * ratio);
    style.TouchExtraPadding = ImVec2(4.0f * ratio, 4.0f * ratio);
  }
  // The panels read it: tree nodes a fingertip tall (PanelWidgets.hpp, treeNodeFlags).
  if (touch) io.ConfigFlags |= ImGuiConfigFlags_IsTouchScreen;
  else io.ConfigFlags &= ~ImGuiConfigFlags_IsTouchScreen;
  p.fontScale = scale;
  p.touchStyle = touch;
}

// The UI's colours for a theme. The light theme is the high-contrast one for a bright hall: black text
// on white windows, dark borders, saturated controls that stay visible on a washed-out projector.
void applyThemeColours(Platform& p, wl::web::render::Theme theme) {
  ImGuiStyle colours;
  if (theme == wl::web::render::Theme::Light) {
    ImGui::StyleColorsLight(&colours);
    ImVec4* c = colours.Colors;
    c[ImGuiCol_Text] = ImVec4(0.0f, 0.0f, 0.0f, 1.0f);
    c[ImGuiCol_TextDisabled] = ImVec4(0.30f, 0.30f, 0.30f, 1.0f);
    c[ImGuiCol_WindowBg] = c[ImGuiCol_PopupBg] = c[ImGuiCol_ChildBg] = ImVec4(1.0f, 1.0f, 1.0f, 1.0f);
    c[ImGuiCol_Border] = ImVec4(0.25f, 0.25f, 0.25f, 0.9f);
    c[ImGuiCol_FrameBg] = ImVec4(0.90f, 0.92f, 0.95f, 1.0f);
    c[ImGuiCol_TitleBg] = c[ImGuiCol_TitleBgCollapsed] = ImVec4(0.80f, 0.84f, 0.90f, 1.0f);
    c[ImGuiCol_TitleBgActive] = ImVec4(0.66f, 0.76f, 0.92f, 1.0f);
    c[ImGuiCol_Button] = ImVec4(0.78f, 0.85f, 0.96f, 1.0f);
    c[ImGuiCol_CheckMark] = c[ImGuiCol_SliderGrab] = ImVec4(0.0f, 0.25f, 0.70f, 1.0f);
    p.baseStyle.FrameBorderSize = 1.0f;
  } else {
    ImGui::StyleColorsDark(&colours);
    p.baseStyle.FrameBorderSize = 0.0f;
  }
  // Opaque window backgrounds: the browser keeps their pixels between UI redraws (UiRenderer).
  for (ImGuiCol c : {ImGuiCol_WindowBg, ImGuiCol_PopupBg, ImGuiCol_TitleBgCollapsed}) colours.Colors[c].w = 1.0f;
  std::copy(std::begin(colours.Colors), std::end(colours.Colors), std::begin(p.baseStyle.Colors));
  p.theme = theme;
}

float currentPixelRatio(Platform& p) {
#if defined(__EMSCRIPTEN__)
  (void)p;
  return static_cast<float>(std::clamp(emscripten_get_device_pixel_ratio(), 0.5, 8.0));
#else
  float sx = 1.0f, sy = 1.0f;
  glfwGetWindowContentScale(p.window, &sx, &sy);
  return std::clamp(sx, 1.0f, 8.0f);
#endif
}

void setReady(long frames) {
#if defined(__EMSCRIPTEN__)
// EM_ASM's JavaScript names its arguments $0, $1: fine for JS, a pedantic warning for C++.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdollar-in-identifier-extension"
  EM_ASM({ if (window.wrenchlab) { window.wrenchlab.frames = $0; if ($0 >= 1) window.wrenchlab.ready = true; } }, frames);
#pragma clang diagnostic pop
#else
  (void)frames;
#endif
}

bool takeScreenshot(const std::string& path, int width, int height) {
  std::vector<std::uint8_t> pixels(static_cast<size_t>(width) * static_cast<size_t>(height) * 4);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data());
  // OpenGL rows run bottom-up; PNG rows top-down.
  std::vector<std::uint8_t> flipped(pixels.size());
  const size_t stride = static_cast<size_t>(width) * 4;
  for (int y = 0; y < height; ++y)
    std::copy_n(pixels.begin() + static_cast<long>(stride * static_cast<size_t>(height - 1 - y)), stride,
                flipped.begin() + static_cast<long>(stride * static_cast<size_t>(y)));
  return wl::web::writePng(path, width, height, flipped);
}

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
#if !defined(__EMSCRIPTEN__)
  (void)p, (void)width, (void)height;
  return true;  // a swapped back buffer holds nothing worth keeping
#else
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
#endif
}

// The window the user is working in (under the pointer, or holding the active widget), if any.
const ImGuiWindow* windowInUse() {
  const ImGuiContext& g = *ImGui::GetCurrentContext();
  const ImGuiWindow* w = g.ActiveIdWindow ? g.ActiveIdWindow : g.HoveredWindow;
  return w ? w->RootWindow : nullptr;
}

// Whether the browser page should draw this frame: not while it is paused and nothing happens (no
// input, no resize, no hook call, no layout still settling), so an idle page costs nothing. The
// canvas keeps its pixels meanwhile. The desktop draws every frame it runs, and instead sleeps in
// glfwWaitEvents while idle (desktopIdle).
bool shouldDraw(Platform& p, int serial, float cssWidth, float cssHeight, double now) {
#if !defined(__EMSCRIPTEN__)
  (void)p, (void)serial, (void)cssWidth, (void)cssHeight, (void)now;
  return true;
#else
  const ImGuiIO& io = ImGui::GetIO();
  const bool resized = cssWidth != p.cssWidth || cssHeight != p.cssHeight || std::abs(p.pixelRatio * p.app.zoom() - p.fontScale) > 1e-3f;
  // After the last event: half a second, and at least six frames however slow they are (ImGui and
  // the layout need a few to settle what a click opened or a link changed).
  if (serial != p.inputSerial || resized || p.app.takeWake()) {
    p.awakeUntil = now + 0.5;
    p.awakeFrames = 6;
  }
  p.inputSerial = serial;
  p.cssWidth = cssWidth;
  p.cssHeight = cssHeight;
  // A typing cursor blinks; queued input waits.
  bool held = io.WantTextInput || p.pointer.pending() || p.keys.pending();
  for (bool down : io.MouseDown) held = held || down;
  for (bool down : io.KeysDown) held = held || down;
  if (p.frameCount < 3 || held || p.app.animating() || now < p.awakeUntil || p.awakeFrames > 0) {
    p.awakeFrames = std::max(0, p.awakeFrames - 1);
    return true;
  }
  return false;
#endif
}

#if !defined(__EMSCRIPTEN__)
// The desktop window is idle when nothing moves (paused, no layout settling, no trial opening), no
// button or key is held and the last event is over half a second old: then the loop sleeps until
// the next event instead of drawing, so a paused lecture costs a laptop nothing. --frames (tests)
// never sleeps.
bool desktopIdle(const Platform& p) {
  if (p.options.frames > 0 || p.frameCount < 3 || p.app.animating() || glfwGetTime() < p.awakeUntil) return false;
  const ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput || p.pointer.pending()) return false;  // a typing cursor blinks; queued clicks
  for (bool down : io.MouseDown)
    if (down) return false;
  for (bool down : io.KeysDown)
    if (down) return false;
  return true;
}
#endif
// Pictures and recordings for slides (the Screenshot and Record menus, the test hooks, the desktop's
// --picture and --record), after the frame is on screen: the picture is drawn off screen at its own
// size; the browser records the canvas while the app plays the span with its panels hidden, the
// desktop writes the span's frames as PNG files, 30 a second.
void handleCaptures(Platform& p, int width, int height) {
  if (auto request = p.app.takePictureRequest()) {
    const int w = request->width > 0 ? request->width : width, h = request->height > 0 ? request->height : height;
    std::vector<std::uint8_t> rgba;
    std::string error;
    if (wl::web::renderPicture(p.app, p.ui, w, h, wl::web::pictureScale(h, height, p.pixelRatio), request->transparent, rgba, error) &&
        wl::web::savePicture(request->fileName, wl::encodePng(w, h, rgba), w, h)) {
      p.app.noteCaptured("picture " + request->fileName + " " + std::to_string(w) + "x" + std::to_string(h));
      if (!wl::web::isBrowser()) std::fprintf(stdout, "picture: %s (%d×%d)\n", request->fileName.c_str(), w, h);
    } else {
      p.app.noteCaptured("picture failed: " + (error.empty() ? "cannot write " + request->fileName : error));
    }
    glViewport(0, 0, width, height);
  }
  if (auto request = p.app.takeRecordingRequest()) {
    if (wl::web::isBrowser()) {
      if (wl::web::startCanvasRecording(request->fileName, wl::web::catalogue(p.app.language())(wl::web::Text::captureSaved))) {
        p.app.beginRecording(*request);
        p.app.noteCaptured("recording " + request->fileName + ".webm");
      } else {
        p.app.noteCaptured("recording failed: this browser cannot record a canvas");
      }
    } else {
      int written = 0;
      const int frames = std::clamp(static_cast<int>(std::floor((request->to - request->from) * 30.0 + 1e-6)) + 1, 1, 3600);
      for (int k = 0; k < frames; ++k) {
        p.app.seek(request->from + k / 30.0);
        std::vector<std::uint8_t> rgba;
        std::string error;
        char name[512];
        std::snprintf(name, sizeof name, "%s-%04d.png", request->fileName.c_str(), k + 1);
        if (!wl::web::renderPicture(p.app, p.ui, width, height, p.pixelRatio, false, rgba, error) ||
            !wl::web::writePng(name, width, height, rgba))
          break;
        ++written;
      }
      glViewport(0, 0, width, height);
      p.app.noteCaptured("recording " + std::to_string(written) + " frames " + request->fileName + "-*.png");
      std::fprintf(stdout, "recording: %d frames %s-0001.png …\n", written, request->fileName.c_str());
    }
  }
  const auto progress = [&p](double fraction) {
    const std::string percent = std::to_string(static_cast<int>(std::lround(fraction * 100.0)));
    wl::web::showRecordingProgress(fraction, wl::web::fill(wl::web::catalogue(p.app.language())(wl::web::Text::captureRecording), {percent}));
  };
  if (p.app.recording()) progress(p.app.recordingProgress());
  if (p.app.takeRecordingFinished()) {
    progress(1.0);
    wl::web::stopCanvasRecording();
  }
}

void frame(void* arg) {
  Platform& p = *static_cast<Platform*>(arg);
  const double callbackStart = glfwGetTime();
  glfwPollEvents();
  p.pixelRatio = currentPixelRatio(p);
  int width = 0, height = 0, serial = 0;
  bool coarse = false;
#if defined(__EMSCRIPTEN__)
  double cssWidth = 0, cssHeight = 0;
  emscripten_get_element_css_size("#canvas", &cssWidth, &cssHeight);
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdollar-in-identifier-extension"
  serial = EM_ASM_INT({ return window.wrenchlab ? (window.wrenchlab.input | 0) : 0; }, 0);
  coarse = EM_ASM_INT({ return window.wrenchlab && window.wrenchlab.coarse ? 1 : 0; }, 0) != 0;
  // prefers-reduced-motion, read by shell.js: lessons open paused, trails off.
  p.app.setReducedMotion(EM_ASM_INT({ return window.wrenchlab && window.wrenchlab.reducedMotion ? 1 : 0; }, 0) != 0);
#pragma clang diagnostic pop
#else
  int windowWidth = 0, windowHeight = 0;
  glfwGetWindowSize(p.window, &windowWidth, &windowHeight);
  const double cssWidth = windowWidth, cssHeight = windowHeight;
#endif
  const double now = glfwGetTime();
  if (!shouldDraw(p, serial, static_cast<float>(cssWidth), static_cast<float>(cssHeight), now)) {
    p.lastTime = now;
#if defined(__EMSCRIPTEN__)
    // Idle for half a second: stop asking for animation frames altogether (even a skipped one costs
    // a callback 60 times a second). shell.js's wake() starts the loop again on the next event.
    if (++p.skippedFrames >= 30) {
      p.skippedFrames = 0;
      EM_ASM({ window.wrenchlab.sleeping = true; }, 0);
      emscripten_pause_main_loop();
    }
#endif
    return;
  }
  p.skippedFrames = 0;
  p.app.setScreen(static_cast<float>(cssWidth), static_cast<float>(cssHeight), coarse);
  const float uiScale = p.pixelRatio * p.app.zoom();
  const bool themeChanged = p.app.theme() != p.theme;
  if (themeChanged) applyThemeColours(p, p.app.theme());
  if (themeChanged || std::abs(uiScale - p.fontScale) > 1e-3f || p.app.touchSized() != p.touchStyle)
    applyUiScale(p, uiScale, p.app.touchSized());
#if defined(__EMSCRIPTEN__)
  // HiDPI: the canvas gets device pixels; ImGui works in those pixels with a scaled font and style.
  const double ratio = p.pixelRatio;
  width = std::max(1, static_cast<int>(cssWidth * ratio));
  height = std::max(1, static_cast<int>(cssHeight * ratio));
  // The canvas is sized directly: Emscripten's glfwSetWindowSize asks for fullscreen and pointer
  // lock when the size equals the screen's (a kiosk or full-screen browser on a projector).
  int currentWidth = 0, currentHeight = 0;
  emscripten_get_canvas_element_size("#canvas", &currentWidth, &currentHeight);
  if (currentWidth != width || currentHeight != height) emscripten_set_canvas_element_size("#canvas", width, height);
#else
  glfwGetFramebufferSize(p.window, &width, &height);
#endif
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
#if defined(__EMSCRIPTEN__)
  ImGui::GetIO().DisplaySize = ImVec2(static_cast<float>(width), static_cast<float>(height));
  ImGui::GetIO().DisplayFramebufferScale = ImVec2(1.0f, 1.0f);
#endif
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
#if defined(__EMSCRIPTEN__)
    p.ui.protectWindows(drawData, width, height, now);
#endif
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
  handleCaptures(p, width, height);
  if (p.options.frames > 0 && p.frameCount == p.options.frames && !p.options.screenshot.empty())
    if (!takeScreenshot(p.options.screenshot, width, height))
      std::fprintf(stderr, "wrenchlab-desktop: cannot write %s\n", p.options.screenshot.c_str());
  if (p.options.frames > 0 && p.frameCount == p.options.frames) {
    if (!p.options.picture.empty()) p.app.requestPicture({1920, 1080, true, p.options.picture});
    if (!p.options.record.empty()) p.app.requestRecording({0.0, 0.2, p.options.record});
    handleCaptures(p, width, height);
  }
  glfwSwapBuffers(p.window);
  setReady(p.frameCount);
  p.app.noteFrameWork(1000.0 * (glfwGetTime() - callbackStart), now);
}

#if defined(__EMSCRIPTEN__)
// shell.js calls this on any event while the page sleeps (see frame()).
extern "C" EMSCRIPTEN_KEEPALIVE void wl_resume(void) { emscripten_resume_main_loop(); }

namespace {
Platform* screenKeyboardPlatform = nullptr;  // main's one Platform, for the two exports below
}

// The page's text (shell.js's proxy field: the on-screen keyboard, and a hardware keyboard's text and
// pastes while an app field has the keys). Deletions are Backspace presses, queued as a real key's are,
// so each reaches ImGui in a frame of its own; the characters wait in the same queue behind them, so a
// keyboard's rewrite of a word ("teh" → "the": three deletions, then "the") lands in that order.
extern "C" EMSCRIPTEN_KEEPALIVE void wl_screen_keyboard_erase(int count) {
  if (!screenKeyboardPlatform) return;
  for (int i = 0; i < std::min(count, 64); ++i) {
    screenKeyboardPlatform->keys.key(GLFW_KEY_BACKSPACE, true, true, ++screenKeyboardPlatform->inputOrder);
    screenKeyboardPlatform->keys.key(GLFW_KEY_BACKSPACE, false, true, ++screenKeyboardPlatform->inputOrder);
  }
}
extern "C" EMSCRIPTEN_KEEPALIVE void wl_screen_keyboard_text(const char* utf8) {
  if (screenKeyboardPlatform && utf8) screenKeyboardPlatform->keys.text(utf8, ++screenKeyboardPlatform->inputOrder);
}
#endif

}  // namespace

int main(int argc, char** argv) {
  static Platform p;
#if defined(__EMSCRIPTEN__)
  p.options.contentDir = "/content";
#endif
#if !defined(__EMSCRIPTEN__)
  if (const int code = wl::web::parseDesktopOptions(argc, argv, p.options); code >= 0) return code;
#else
  (void)argc;
  (void)argv;
#endif

  if (!glfwInit()) {
    std::fprintf(stderr, "cannot initialise GLFW (no display?)\n");
    return 1;
  }
#if !defined(__EMSCRIPTEN__)
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
  glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
#else
  glfwWindowHint(GLFW_CLIENT_API, GLFW_OPENGL_ES_API);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
#endif
  p.window = glfwCreateWindow(1280, 800, "WrenchLab", nullptr, nullptr);
  if (!p.window) {
    std::fprintf(stderr, "cannot open a window with OpenGL 3.3 / WebGL2\n");
    glfwTerminate();
    return 1;
  }
  glfwMakeContextCurrent(p.window);
  glfwSwapInterval(1);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGui::GetIO().IniFilename = nullptr;  // layouts are part of lessons, not a file on disk
  p.app.keyboard().attach(ImGui::GetCurrentContext());  // Tab over every control (app/input/KeyboardFocus.hpp)
  ImGui::StyleColorsDark();
  ImGui::GetStyle().AntiAliasedLinesUseTex = false;
  p.baseStyle = ImGui::GetStyle();
  applyThemeColours(p, wl::web::render::Theme::Dark);
  ImGui::GetStyle() = p.baseStyle;
  // The pointer's events are queued before ImGui's backend sees them (it chains to these callbacks).
  glfwSetWindowUserPointer(p.window, &p);
  glfwSetCursorPosCallback(p.window, [](GLFWwindow* w, double x, double y) {
    static_cast<Platform*>(glfwGetWindowUserPointer(w))->pointer.moved(static_cast<float>(x), static_cast<float>(y));
  });
  glfwSetMouseButtonCallback(p.window, [](GLFWwindow* w, int button, int action, int) {
    double x = 0.0, y = 0.0;
    glfwGetCursorPos(w, &x, &y);  // where the press or release happened
    Platform& platform = *static_cast<Platform*>(glfwGetWindowUserPointer(w));
    platform.pointer.button(button, action == GLFW_PRESS, static_cast<float>(x), static_cast<float>(y), ++platform.inputOrder,
                            glfwGetTime());
  });
  ImGui_ImplGlfw_InitForOpenGL(p.window, true);
  wl::web::connectClipboard();
  // Keys go through a queue too, after the backend installed its callbacks: this one replaces its key
  // callback, and the queued changes reach the backend's at the next frames (app/input/KeyQueue.hpp).
  glfwSetKeyCallback(p.window, [](GLFWwindow* w, int key, int, int action, int) {
    if (action == GLFW_REPEAT) return;
    // Whether a text field has the keyboard as the key goes: then it is the field's (app/input/KeyQueue.hpp).
    Platform& platform = *static_cast<Platform*>(glfwGetWindowUserPointer(w));
    platform.keys.key(key, action == GLFW_PRESS, ImGui::GetIO().WantTextInput, ++platform.inputOrder);
  });
  // And so do the characters, in their place among the keys (a character typed after a Backspace must
  // land after it). In the browser they come mostly as the page's text (wl_screen_keyboard_text).
  glfwSetCharCallback(p.window, [](GLFWwindow* w, unsigned int codePoint) {
    std::string utf8;
    wl::encodeUtf8(codePoint, utf8);
    Platform& platform = *static_cast<Platform*>(glfwGetWindowUserPointer(w));
    platform.keys.text(utf8, ++platform.inputOrder);
  });
  std::string error;
  if (!p.ui.init(error)) {
    std::fprintf(stderr, "WrenchLab could not start: %s\n", error.c_str());
    return 1;
  }
  wl::web::registerTestHooks(&p.app);
#if defined(__EMSCRIPTEN__)
  screenKeyboardPlatform = &p;
#endif
#if !defined(__EMSCRIPTEN__)
  glfwSetDropCallback(p.window, [](GLFWwindow*, int count, const char** paths) {
    wl::web::pushImportedFiles(std::vector<std::string>(paths, paths + count));
  });
#endif
  // The language: --lang, else the browser's or the locale's (a link's lang= may still change it).
  p.app.setPreferredLanguages(p.options.language.empty() ? wl::web::preferredLanguages() : std::vector<std::string>{p.options.language});
  if (!p.app.init(p.options.contentDir, error)) {
    std::fprintf(stderr, "WrenchLab could not start: %s\n", error.c_str());
    return 1;
  }
  // With files to open, the link applies to what they open (its step, time, observer): after the first frame.
  std::string deferredLink = p.options.open.empty() ? "" : p.options.link;
  if (deferredLink.empty() && !p.options.link.empty() && !p.app.applyHash(p.options.link))
    std::fprintf(stderr, "the link could not be opened; showing the defaults\n");
  if (!p.options.open.empty()) wl::web::pushImportedFiles(p.options.open);  // the drop's own path
  p.lastTime = glfwGetTime();
#if defined(__EMSCRIPTEN__)
  emscripten_set_main_loop_arg(frame, &p, 0, true);
#else
  const double stopAt = p.options.seconds > 0 ? glfwGetTime() + p.options.seconds : -1.0;
  while (!glfwWindowShouldClose(p.window) && (p.options.frames < 0 || p.frameCount < p.options.frames) &&
         (stopAt < 0 || glfwGetTime() < stopAt)) {
    if (desktopIdle(p)) {
      if (stopAt < 0) glfwWaitEvents();
      else glfwWaitEventsTimeout(std::max(0.0, stopAt - glfwGetTime()));
      // An event (or the end of --seconds): draw for a moment, so ImGui settles what it did.
      p.awakeUntil = glfwGetTime() + 0.5;
      if (stopAt >= 0 && glfwGetTime() >= stopAt) break;
    }
    frame(&p);
    if (!deferredLink.empty()) {
      if (!p.app.applyHash(deferredLink)) std::fprintf(stderr, "the link could not be opened; showing the defaults\n");
      deferredLink.clear();
    }
  }
  const auto writeOut = [](const std::string& file, const std::string& text) {
    if (file.empty()) return true;
    if (std::FILE* out = std::fopen(file.c_str(), "w")) {
      std::fwrite(text.data(), 1, text.size(), out);
      std::fclose(out);
      return true;
    }
    std::fprintf(stderr, "wrenchlab-desktop: cannot write %s\n", file.c_str());
    return false;
  };
  (void)writeOut(p.options.stateOut, p.options.stateOut.empty() ? "" : p.app.stateJson());
  (void)writeOut(p.options.snapshotOut, p.options.snapshotOut.empty() ? "" : p.app.snapshotJson());
  int status = 0;
  if (!p.options.saveLesson.empty()) {
    const auto lesson = p.app.lessonFileText();
    if (!lesson) std::fprintf(stderr, "wrenchlab-desktop: %s\n", lesson.error().text().c_str());
    status = lesson && writeOut(p.options.saveLesson, *lesson) ? 0 : 1;
  }
  p.app.shutdown();
  p.ui.shutdown();
  ImGui_ImplGlfw_Shutdown();
  ImGui::DestroyContext();
  glfwDestroyWindow(p.window);
  glfwTerminate();
  return status;
#endif
  return 0;  // the browser: the main loop never returns here
}
