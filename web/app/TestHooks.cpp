// Functions the page's JavaScript calls (tests, the URL and the screen-reader layer): the app's state
// as JSON, applying a link, setting a parameter, choosing a layout, the accessible text and actions.
// (shell.js wakes the idle page after each call that changes something.) Each returns normally
// whatever it is given.
#include "app/TestHooks.hpp"

#if defined(__EMSCRIPTEN__)
#include <emscripten.h>

#include <cmath>
#include <string>

#include "imgui.h"

namespace {
wl::web::App* registered = nullptr;  // the one App of this page, set by the platform at start-up
std::string lastState;
}  // namespace

namespace wl::web {
void registerTestHooks(App* app) { registered = app; }
}  // namespace wl::web

extern "C" {
EMSCRIPTEN_KEEPALIVE const char* wl_state_json() {
  lastState = registered ? registered->stateJson() : "{}";
  return lastState.c_str();
}
EMSCRIPTEN_KEEPALIVE const char* wl_snapshot_json() {
  lastState = registered ? registered->snapshotJson() : "{}";
  return lastState.c_str();
}
EMSCRIPTEN_KEEPALIVE int wl_open_lesson_file(const char* path) { return registered && path && registered->openLessonFile(path) ? 1 : 0; }
EMSCRIPTEN_KEEPALIVE int wl_load_hash(const char* hash) { return registered && hash && registered->applyHash(hash) ? 1 : 0; }
// Two-finger gestures from shell.js (one finger arrives as the mouse): pinch zooms about the
// fingers' centre by `zoom`, moving them pans; framebuffer pixels.
EMSCRIPTEN_KEEPALIVE void wl_touch_gesture(float zoom, float centreX, float centreY, float panX, float panY) {
  if (registered) registered->touchGesture(zoom, centreX, centreY, panX, panY);
}
// One finger on a panel that scrolls: shell.js holds the press back until it knows a swipe (it
// scrolls the panel, wl_touch_pan) from a press or a sideways drag (a slider); framebuffer pixels.
EMSCRIPTEN_KEEPALIVE int wl_panel_scrolls_at(float x, float y) { return registered && registered->panelScrollsAt(x, y) ? 1 : 0; }
// A finger's tap at a text field (0: none, 1: text, 2: a number): shell.js opens the on-screen keyboard
// in the tap's own handler (iOS opens it nowhere else); framebuffer pixels.
EMSCRIPTEN_KEEPALIVE int wl_text_field_at(float x, float y) {
  return registered ? static_cast<int>(registered->keyboard().textFieldAt(x, y)) : 0;
}
// A tap or click on an item that opens the file picker: shell.js opens it in that event's own handler
// (iOS opens a file picker nowhere else); framebuffer pixels.
EMSCRIPTEN_KEEPALIVE int wl_opens_files_at(float x, float y) { return registered && registered->keyboard().opensFilesAt(x, y) ? 1 : 0; }
EMSCRIPTEN_KEEPALIVE void wl_touch_pan(float x, float y, float dy) {
  if (registered && std::isfinite(x) && std::isfinite(y) && std::isfinite(dy)) registered->panPanel(x, y, dy);
}
// The mouse wheel from shell.js, in notches (positive: away from the user, zoom in). Emscripten's
// GLFW passes the browser's raw pixels with the page-scroll sign: 100 per notch, and reversed.
EMSCRIPTEN_KEEPALIVE void wl_wheel(float notchesX, float notchesY) {
  if (!registered || !std::isfinite(notchesX) || !std::isfinite(notchesY)) return;
  ImGuiIO& io = ImGui::GetIO();
  io.MouseWheelH += notchesX;
  io.MouseWheel += notchesY;
}
EMSCRIPTEN_KEEPALIVE int wl_set_parameter(const char* path, const char* value) {
  return registered && path && value && registered->setParameterText(path, value) ? 1 : 0;
}
// The screen-reader layer (shell.js): what the app shows, as text, and its accessible controls' actions.
EMSCRIPTEN_KEEPALIVE const char* wl_accessible_json() {
  lastState = registered ? registered->accessibleJson() : "{}";
  return lastState.c_str();
}
// The page's own words (the layer, the title, the canvas's name) in the app's language.
EMSCRIPTEN_KEEPALIVE const char* wl_page_texts_json() {
  lastState = registered ? registered->pageTextsJson() : "{}";
  return lastState.c_str();
}
EMSCRIPTEN_KEEPALIVE int wl_accessible_action(const char* action, const char* value) {
  return registered && action && value && registered->accessibleAction(action, value) ? 1 : 0;
}
// A picture for slides, as the Screenshot menu asks for it (0 × 0: the screen's size); the page
// downloads it and keeps it in window.wrenchlab.lastPicture.
EMSCRIPTEN_KEEPALIVE void wl_request_picture(int width, int height, int transparent) {
  if (!registered || width < 0 || height < 0 || width > 8192 || height > 8192) return;
  registered->requestPicture({width, height, transparent != 0, "wrenchlab-picture.png"});
}
// A recording of [from, to] s, as the Record menu asks for it; window.wrenchlab.lastRecording holds it.
EMSCRIPTEN_KEEPALIVE void wl_request_recording(double from, double to) {
  if (!registered || !std::isfinite(from) || !std::isfinite(to) || !(to > from)) return;
  registered->requestRecording({from, to, "wrenchlab-recording"});
}
// A layout by hand ("phone", "tablet", "desktop", "projector") or "auto".
EMSCRIPTEN_KEEPALIVE int wl_set_layout(const char* name) { return registered && name && registered->chooseLayout(name) ? 1 : 0; }
}
#else
namespace wl::web {
void registerTestHooks(App*) {}
}  // namespace wl::web
#endif
