// The page's entry (Emscripten only; the desktop's is DesktopMain.cpp): main() and the browser's main
// loop, the page that sleeps while nothing happens and wakes on the next event (wl_resume), the text of
// the page's on-screen keyboard, the canvas sized in device pixels, what shell.js says in
// window.wrenchlab, and the browser's side of the hooks in platform/Platform.hpp.
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include <algorithm>
#include <cmath>

#include <emscripten.h>
#include <emscripten/html5.h>

#include "imgui.h"
#include "platform/Platform.hpp"

using wl::web::Platform;

namespace {
Platform* screenKeyboardPlatform = nullptr;  // main's one Platform, for the two exports below
}

namespace wl::web::host {

const char* fontPath() { return "/fonts/DejaVuSans.ttf"; }

float pixelRatio(Platform& p) {
  (void)p;
  return static_cast<float>(std::clamp(emscripten_get_device_pixel_ratio(), 0.5, 8.0));
}

// EM_ASM's JavaScript names its arguments $0, $1: fine for JS, a pedantic warning for C++.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdollar-in-identifier-extension"

Screen readScreen(Platform& p) {
  Screen screen;
  emscripten_get_element_css_size("#canvas", &screen.cssWidth, &screen.cssHeight);
  screen.serial = EM_ASM_INT({ return window.wrenchlab ? (window.wrenchlab.input | 0) : 0; }, 0);
  screen.coarse = EM_ASM_INT({ return window.wrenchlab && window.wrenchlab.coarse ? 1 : 0; }, 0) != 0;
  // prefers-reduced-motion, read by shell.js: lessons open paused, trails off.
  p.app.setReducedMotion(EM_ASM_INT({ return window.wrenchlab && window.wrenchlab.reducedMotion ? 1 : 0; }, 0) != 0);
  return screen;
}

// Whether the browser page should draw this frame: not while it is paused and nothing happens (no
// input, no resize, no hook call, no layout still settling), so an idle page costs nothing. The
// canvas keeps its pixels meanwhile. The desktop draws every frame it runs, and instead sleeps in
// glfwWaitEvents while idle (desktopIdle, DesktopMain.cpp).
bool shouldDraw(Platform& p, int serial, float cssWidth, float cssHeight, double now) {
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
}

void skippedFrame(Platform& p) {
  // Idle for half a second: stop asking for animation frames altogether (even a skipped one costs
  // a callback 60 times a second). shell.js's wake() starts the loop again on the next event.
  if (++p.skippedFrames >= 30) {
    p.skippedFrames = 0;
    EM_ASM({ window.wrenchlab.sleeping = true; }, 0);
    emscripten_pause_main_loop();
  }
}

void framebufferSize(Platform& p, double cssWidth, double cssHeight, int& width, int& height) {
  // HiDPI: the canvas gets device pixels; ImGui works in those pixels with a scaled font and style.
  const double ratio = p.pixelRatio;
  width = std::max(1, static_cast<int>(cssWidth * ratio));
  height = std::max(1, static_cast<int>(cssHeight * ratio));
  // The canvas is sized directly: Emscripten's glfwSetWindowSize asks for fullscreen and pointer
  // lock when the size equals the screen's (a kiosk or full-screen browser on a projector).
  int currentWidth = 0, currentHeight = 0;
  emscripten_get_canvas_element_size("#canvas", &currentWidth, &currentHeight);
  if (currentWidth != width || currentHeight != height) emscripten_set_canvas_element_size("#canvas", width, height);
}

void setDisplaySize(int width, int height) {
  ImGui::GetIO().DisplaySize = ImVec2(static_cast<float>(width), static_cast<float>(height));
  ImGui::GetIO().DisplayFramebufferScale = ImVec2(1.0f, 1.0f);
}

// The canvas keeps its pixels between frames (shell.js asks for preserveDrawingBuffer).
bool keepsPixels() { return true; }

void frameDrawn(Platform&, int, int) {}

void setReady(long frames) {
  EM_ASM({ if (window.wrenchlab) { window.wrenchlab.frames = $0; if ($0 >= 1) window.wrenchlab.ready = true; } }, frames);
}

#pragma clang diagnostic pop

void windowHints() {
  glfwWindowHint(GLFW_CLIENT_API, GLFW_OPENGL_ES_API);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
}

void windowOpened(Platform& p) { screenKeyboardPlatform = &p; }

}  // namespace wl::web::host

// shell.js calls this on any event while the page sleeps (see host::skippedFrame above).
extern "C" EMSCRIPTEN_KEEPALIVE void wl_resume(void) { emscripten_resume_main_loop(); }

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

int main(int argc, char** argv) {
  static Platform p;
  p.options.contentDir = "/content";
  // The page takes no command line (it starts from its address, DesktopOptions.hpp): the desktop's
  // --link and files to open have no part here.
  (void)argc;
  (void)argv;
  if (const int code = wl::web::startPlatform(p); code >= 0) return code;
  p.lastTime = glfwGetTime();
  emscripten_set_main_loop_arg(wl::web::frame, &p, 0, true);
  return 0;  // the main loop never returns here
}
