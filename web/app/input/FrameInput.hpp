#pragma once
// What the platform (browser main loop, desktop window) hands the app each frame.
namespace wl::web {

class KeyQueue;

struct FrameInput {
  int framebufferWidth = 1, framebufferHeight = 1;
  float pixelRatio = 1.0f;  ///< framebuffer px per CSS px (HiDPI)
  float uiScale = 1.0f;     ///< size of the UI: pixelRatio × zoom(); the platform bakes the font at it
  double dt = 1.0 / 60.0;
  bool depthCleared = false;  ///< the platform cleared the depth buffer already (the scene need not)
  const KeyQueue* keys = nullptr;  ///< this frame's key changes (which ones were typed into a text field)
};

}  // namespace wl::web
