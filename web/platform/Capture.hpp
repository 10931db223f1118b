#pragma once
// Pictures for slides, drawn off screen: the scene framed anew at the chosen size, with the legend and
// the arrow labels and without panels, into a framebuffer of its own (WebGL2 and OpenGL 3.3 alike),
// read back as RGBA rows, top row first. And the app's picture and recording requests, served after
// each frame.
#include <cstdint>
#include <string>
#include <vector>

#include "app/App.hpp"
#include "platform/UiRenderer.hpp"

namespace wl::web {

/// Renders the app's picture at width × height (framebuffer px; `pixelScale` px per CSS px sizes its
/// strokes and text) into `rgba`. False with `error` set when the GPU cannot make such a framebuffer.
/// Leaves the default framebuffer bound.
bool renderPicture(App& app, UiRenderer& ui, int width, int height, float pixelScale, bool transparent,
                   std::vector<std::uint8_t>& rgba, std::string& error);

/// The pixel scale of a picture `height` px tall: the screen's own for its own size, else text and
/// strokes as on a 720-line screen scaled up (a 1080p slide reads like a 1.5× screen).
inline float pictureScale(int height, int screenHeight, float screenPixelRatio) {
  if (height == screenHeight) return screenPixelRatio;
  return height / 720.0f < 1.0f ? 1.0f : height / 720.0f;
}

/// Serves the app's picture and recording requests after the frame (`width` × `height` framebuffer px,
/// `pixelRatio` px per CSS px) is drawn (platform/Frame.cpp; the desktop's --picture and --record too).
void handleCaptures(App& app, UiRenderer& ui, int width, int height, float pixelRatio);

}  // namespace wl::web
