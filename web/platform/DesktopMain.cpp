// The desktop's entry (native only; the page's is BrowserMain.cpp): main() with its command line
// (DesktopOptions, CLI11), the GLFW loop that sleeps in glfwWaitEvents while idle, what --frames,
// --screenshot, --picture, --record, --state-out, --snapshot-out and --save-lesson write, files dropped on
// the window, and the desktop's side of the hooks in platform/Platform.hpp.
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "imgui.h"
#include "imgui_impl_glfw.h"
#include "platform/Browser.hpp"
#include "platform/Capture.hpp"
#include "platform/DesktopOptions.hpp"
#include "platform/GlApi.hpp"
#include "platform/Platform.hpp"
#include "platform/PngWriter.hpp"

using wl::web::Platform;

namespace {

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

}  // namespace

namespace wl::web::host {

const char* fontPath() { return "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"; }

float pixelRatio(Platform& p) {
  float sx = 1.0f, sy = 1.0f;
  glfwGetWindowContentScale(p.window, &sx, &sy);
  return std::clamp(sx, 1.0f, 8.0f);
}

Screen readScreen(Platform& p) {
  int windowWidth = 0, windowHeight = 0;
  glfwGetWindowSize(p.window, &windowWidth, &windowHeight);
  Screen screen;
  screen.cssWidth = windowWidth;
  screen.cssHeight = windowHeight;
  return screen;
}

// The desktop draws every frame it runs, and instead sleeps in glfwWaitEvents while idle (desktopIdle).
bool shouldDraw(Platform&, int, float, float, double) { return true; }

void skippedFrame(Platform&) {}

void framebufferSize(Platform& p, double, double, int& width, int& height) { glfwGetFramebufferSize(p.window, &width, &height); }

void setDisplaySize(int, int) {}  // ImGui_ImplGlfw_NewFrame took it from the window

bool keepsPixels() { return false; }  // a swapped back buffer holds nothing worth keeping

// The tests' outputs of the last frame (--frames with --screenshot, --picture, --record).
void frameDrawn(Platform& p, int width, int height) {
  if (p.options.frames > 0 && p.frameCount == p.options.frames && !p.options.screenshot.empty())
    if (!takeScreenshot(p.options.screenshot, width, height))
      std::fprintf(stderr, "wrenchlab-desktop: cannot write %s\n", p.options.screenshot.c_str());
  if (p.options.frames > 0 && p.frameCount == p.options.frames) {
    if (!p.options.picture.empty()) p.app.requestPicture({1920, 1080, true, p.options.picture});
    if (!p.options.record.empty()) p.app.requestRecording({0.0, 0.2, p.options.record});
    wl::web::handleCaptures(p.app, p.ui, width, height, p.pixelRatio);
  }
}

void setReady(long) {}

void windowHints() {
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
  glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
}

void windowOpened(Platform& p) {
  glfwSetDropCallback(p.window, [](GLFWwindow*, int count, const char** paths) {
    wl::web::pushImportedFiles(std::vector<std::string>(paths, paths + count));
  });
}

}  // namespace wl::web::host

int main(int argc, char** argv) {
  static Platform p;
  if (const int code = wl::web::parseDesktopOptions(argc, argv, p.options); code >= 0) return code;
  if (const int code = wl::web::startPlatform(p); code >= 0) return code;
  // With files to open, the link applies to what they open (its step, time, observer): after the first frame.
  std::string deferredLink = p.options.open.empty() ? "" : p.options.link;
  if (deferredLink.empty() && !p.options.link.empty() && !p.app.applyHash(p.options.link))
    std::fprintf(stderr, "the link could not be opened; showing the defaults\n");
  if (!p.options.open.empty()) wl::web::pushImportedFiles(p.options.open);  // the drop's own path
  p.lastTime = glfwGetTime();
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
    wl::web::frame(&p);
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
}
