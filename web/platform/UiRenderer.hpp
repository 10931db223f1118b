#pragma once
// Draws ImGui's draw data with our own shader (shaders/ui.*). Unlike the stock backend it uploads
// the whole frame in one vertex and one index buffer and does not read GL state back to restore it
// (each glGet is a call across the browser's GPU boundary); the scene renderer sets its own state.
//
// In the browser the canvas keeps its pixels between frames (preserveDrawingBuffer, see shell.js),
// which lets the UI be redrawn only when it changes: protectWindows() marks the opaque windows in
// the stencil buffer, and on the frames in between the platform clears and draws the scene only
// around them. Software WebGL (a lecture-hall laptop without GPU drivers, the headless tests) pays
// per triangle and per pixel, and text, plots and window backgrounds redrawn at 60 Hz would halve
// its frame rate.
#include <cstdint>
#include <functional>
#include <string>
#include <unordered_map>
#include <vector>

#include "imgui.h"

struct ImGuiWindow;
#include "platform/GlApi.hpp"
#include "render/ScreenRegions.hpp"

namespace wl::web {

class UiRenderer {
 public:
  bool init(std::string& error);
  void shutdown();
  /// (Re)creates the font texture from ImGui's atlas; call after the atlas is (re)built.
  void uploadFontAtlas();
  /// Samples the font smoothly (a picture for slides draws text larger than it was baked) or texel
  /// for texel (the screen).
  void setFontSmoothing(bool smooth) const;
  /// Uploads the frame's draw data once (after ImGui::Render); the draws below use it.
  void upload(const ImDrawData* data);
  /// Draws the uploaded lists into the bound framebuffer: all of them, or only `onlyA` and `onlyB`
  /// (what floats over the scene, such as the legend); only inside `within`, if given.
  void draw(const ImDrawData* data, int framebufferWidth, int framebufferHeight, const render::PixelRect* within = nullptr,
            const ImDrawList* onlyA = nullptr, const ImDrawList* onlyB = nullptr) const;

  /// Marks the opaque windows of the current ImGui frame in the stencil buffer (1 inside) and
  /// remembers the rest of the screen as rectangles for clearOutsideWindows().
  void protectWindows(const ImDrawData* data, int framebufferWidth, int framebufferHeight, double now);
  /// Clears colour and depth of everything but the protected windows.
  void clearOutsideWindows() const;
  /// Whether the opaque windows of the current ImGui frame differ from the protected ones.
  bool windowsMoved(const ImDrawData* data, int framebufferWidth, int framebufferHeight) const;
  /// Called for each window whose pixels now show this frame's content (redrawn, or unchanged).
  using OnScreen = std::function<void(const ImGuiWindow*)>;
  /// Redraws `root` (a top-level window) in place if what it draws changed since it was last drawn.
  bool redrawIfChanged(const ImGuiWindow* root, const ImDrawData* data, int framebufferWidth, int framebufferHeight,
                       double now, const OnScreen& onScreen);
  /// Redraws every window whose content changed, in this one frame (so they agree with each other);
  /// returns how many.
  int redrawChangedWindows(const ImDrawData* data, int framebufferWidth, int framebufferHeight, double now,
                           const OnScreen& onScreen);
  /// A window's rectangle in framebuffer px, one pixel wider on every side, clipped to the screen.
  static render::PixelRect pixelRect(const ImGuiWindow* window, const ImDrawData* data, int framebufferWidth,
                                     int framebufferHeight);

 private:
  void setState(const ImDrawData* data, int framebufferWidth, int framebufferHeight) const;
  std::vector<render::PixelRect> opaqueWindows(const ImDrawData* data, int framebufferWidth, int framebufferHeight) const;
  static bool isOpaqueTopLevel(const ImGuiWindow* window);
  static std::uint64_t contentHash(const ImGuiWindow* root);

  GLuint program_ = 0, vao_ = 0, vertexBuffer_ = 0, indexBuffer_ = 0, fontTexture_ = 0;
  GLint pixelToClip_ = -1, atlas_ = -1;
  std::vector<ImDrawVert> vertices_;    ///< every list of the frame, back to back
  std::vector<std::uint32_t> indices_;  ///< 32-bit: offsets of later lists exceed ImGui's 16-bit indices
  std::vector<std::size_t> listIndexStart_;  ///< where each list's indices start in the upload
  std::vector<render::PixelRect> windows_, outside_;  ///< the protected windows and the rest of the screen
  int framebufferHeight_ = 0;
  struct Drawn {
    std::uint64_t hash = 0;  ///< of what the window drew when it was last put on screen
    double time = -1e308;    ///< when
  };
  std::unordered_map<unsigned, Drawn> drawn_;  ///< by window ID
};

}  // namespace wl::web
