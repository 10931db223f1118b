#pragma once
// Draws 2D line strips (world metres) with our own shader from shaders/line.*, under the ImGui
// layer: the mechanism and its force arrows. One vertex buffer, reused every frame.
#include <string>
#include <vector>

#include "platform/GlApi.hpp"

namespace wl::web {

struct View2D {
  float centreX = 0.0f, centreY = 0.0f;  ///< world point at the viewport centre, m
  float pixelsPerMetre = 200.0f;
};

class LineRenderer {
 public:
  bool init(std::string& error);
  void shutdown();
  /// Starts a frame for a viewport of `width` × `height` framebuffer pixels.
  void begin(int width, int height, const View2D& view);
  void strip(const std::vector<float>& xy, float r, float g, float b, float a = 1.0f);

 private:
  GLuint program_ = 0, vao_ = 0, vbo_ = 0;
  GLint scale_ = -1, offset_ = -1, colour_ = -1;
  size_t capacity_ = 0;
};

}  // namespace wl::web
