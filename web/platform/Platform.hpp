#pragma once
// The platform layer's shared state and its seams: one window (a browser canvas or a desktop window),
// the ImGui frame loop and the app. The same code runs under Emscripten (WebGL2) and natively (GLFW +
// OpenGL 3.3): each host has one entry file, BrowserMain.cpp or DesktopMain.cpp (CMake compiles exactly
// one), with its main(), its loop and the hooks in wl::web::host below, where the two hosts differ.
// Startup.cpp opens the window and the app, Frame.cpp draws one frame, UiStyle.cpp sizes and colours the UI.
#include <cstdint>

#include "app/App.hpp"
#include "app/input/KeyQueue.hpp"
#include "app/input/PointerQueue.hpp"
#include "imgui.h"
#include "platform/DesktopOptions.hpp"
#include "platform/UiRenderer.hpp"
#include "render/Palette.hpp"

struct GLFWwindow;

namespace wl::web {

struct Platform {
  GLFWwindow* window = nullptr;
  wl::web::App app;
  wl::web::UiRenderer ui;
  wl::web::DesktopOptions options;
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

/// Opens the window (glfwInit, the context, ImGui, the input queues' callbacks, the UI renderer, the test
/// hooks) and starts the app in p.options.contentDir (Startup.cpp). Returns −1 to go on, or the exit
/// code: 1, with one line on stderr.
int startPlatform(Platform& p);

/// One frame (Frame.cpp): the host's screen, the queued input, the ImGui frame, the app, the UI redrawn
/// in part or in full, the captures, the swap. `arg` is the Platform (emscripten_set_main_loop_arg's form).
void frame(void* arg);

/// The UI's size (UiStyle.cpp): fonts baked at `scale`, the style scaled, finger-sized where `touch`.
void applyUiScale(Platform& p, float scale, bool touch);
/// The UI's colours for a theme (UiStyle.cpp), into p.baseStyle.
void applyThemeColours(Platform& p, wl::web::render::Theme theme);

/// Where the hosts differ. BrowserMain.cpp and DesktopMain.cpp each define every one of these once.
namespace host {

/// The UI font's file (DejaVu Sans): the page's own copy, or the system's.
const char* fontPath();
/// Device px per CSS px, read every frame (browser zoom, a monitor change).
float pixelRatio(Platform& p);

/// The window's size in CSS px, and what the page says each frame.
struct Screen {
  double cssWidth = 0, cssHeight = 0;
  int serial = 0;       // the page's count of input events, resizes and hook calls (shell.js); 0 on the desktop
  bool coarse = false;  // the page's pointer is a finger
};
Screen readScreen(Platform& p);

/// Whether to draw this frame (the idle page draws nothing); the desktop draws every frame it runs.
bool shouldDraw(Platform& p, int serial, float cssWidth, float cssHeight, double now);
/// A frame shouldDraw skipped, after p.lastTime was set: the page may stop its loop.
void skippedFrame(Platform& p);
/// This frame's framebuffer size in device px for the window's CSS size (the page sizes its canvas).
void framebufferSize(Platform& p, double cssWidth, double cssHeight, int& width, int& height);
/// Right before ImGui::NewFrame: the page gives ImGui the canvas's device pixels.
void setDisplaySize(int width, int height);
/// Whether the window keeps its pixels between frames (the page's preserveDrawingBuffer), so that the UI
/// may be redrawn only in part (Frame.cpp).
bool keepsPixels();
/// After the frame is drawn and its captures served, before the swap: the desktop's --frames outputs.
void frameDrawn(Platform& p, int width, int height);
/// After the swap: the page tells its tests how many frames were drawn.
void setReady(long frames);
/// Between glfwInit and glfwCreateWindow: the context to ask for.
void windowHints();
/// Once the window, ImGui, the UI renderer and the test hooks are set up, before the app starts.
void windowOpened(Platform& p);

}  // namespace host

}  // namespace wl::web
