#pragma once
// Draws 2D lines (world metres) with our own shader from shaders/line.*, under the ImGui layer:
// the mechanism, its trails and an arrow per wrench term. Lines are collected into one vertex
// buffer during the frame and drawn with a single call in flush() (software WebGL pays per call).
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
  /// A polyline through xy pairs, added to the batch.
  void strip(const std::vector<float>& xy, float r, float g, float b, float a = 1.0f);
  /// Draws everything added since begin().
  void flush();

 private:
  GLuint program_ = 0, vao_ = 0, vbo_ = 0;
  GLint scale_ = -1, offset_ = -1;
  size_t capacity_ = 0;
  int width_ = 1, height_ = 1;
  View2D view_;
  std::vector<float> vertices_;  ///< x, y, r, g, b, a per vertex; capacity kept between frames
};

}  // namespace wl::web
