// The start, the same in the browser and on the desktop: GLFW and the window (the context each host asks
// for), ImGui and its style, the pointer's, keys' and characters' queues in front of ImGui's backend, the
// clipboard, the UI renderer, the test hooks, the language and the app.
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include <cstdio>
#include <string>
#include <vector>

#include "app/TestHooks.hpp"
#include "core/Utf8.hpp"
#include "imgui.h"
#include "imgui_impl_glfw.h"
#include "platform/Browser.hpp"
#include "platform/Platform.hpp"

namespace wl::web {

int startPlatform(Platform& p) {
  if (!glfwInit()) {
    std::fprintf(stderr, "cannot initialise GLFW (no display?)\n");
    return 1;
  }
  host::windowHints();
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
  host::windowOpened(p);  // the page's on-screen keyboard's text; the desktop's dropped files
  // The language: --lang, else the browser's or the locale's (a link's lang= may still change it).
  p.app.setPreferredLanguages(p.options.language.empty() ? wl::web::preferredLanguages() : std::vector<std::string>{p.options.language});
  p.app.setPackagePaths(p.options.packagePaths);  // before any lesson opens: a robot's meshes are looked for there (desktop)
  if (!p.app.init(p.options.contentDir, error)) {
    std::fprintf(stderr, "WrenchLab could not start: %s\n", error.c_str());
    return 1;
  }
  return -1;
}

}  // namespace wl::web
