#include "platform/Capture.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "imgui.h"
#include "io/codecs/Png.hpp"
#include "platform/Browser.hpp"
#include "platform/GlApi.hpp"
#include "platform/PngWriter.hpp"
#include "render/Palette.hpp"

namespace wl::web {

bool renderPicture(App& app, UiRenderer& ui, int width, int height, float pixelScale, bool transparent,
                   std::vector<std::uint8_t>& rgba, std::string& error) {
  GLint maxSize = 0;
  glGetIntegerv(GL_MAX_RENDERBUFFER_SIZE, &maxSize);
  if (width < 1 || height < 1 || width > maxSize || height > maxSize) {
    error = "this graphics driver draws pictures of at most " + std::to_string(maxSize) + " px a side";
    return false;
  }
  GLuint framebuffer = 0, colour = 0, depthStencil = 0;
  glGenFramebuffers(1, &framebuffer);
  glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
  glGenRenderbuffers(1, &colour);
  glBindRenderbuffer(GL_RENDERBUFFER, colour);
  glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, width, height);
  glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, colour);
  glGenRenderbuffers(1, &depthStencil);
  glBindRenderbuffer(GL_RENDERBUFFER, depthStencil);
  glRenderbufferStorage(GL_RENDERBUFFER, GL_DEPTH24_STENCIL8, width, height);
  glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_STENCIL_ATTACHMENT, GL_RENDERBUFFER, depthStencil);
  glBindRenderbuffer(GL_RENDERBUFFER, 0);
  const auto release = [&] {
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    glDeleteRenderbuffers(1, &depthStencil);
    glDeleteRenderbuffers(1, &colour);
    glDeleteFramebuffers(1, &framebuffer);
  };
  if (glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE) {
    release();
    error = "the graphics driver cannot draw off screen at " + std::to_string(width) + "×" + std::to_string(height);
    return false;
  }

  glViewport(0, 0, width, height);
  glDisable(GL_SCISSOR_TEST);
  glDisable(GL_STENCIL_TEST);
  glDepthMask(GL_TRUE);
  const render::Rgba bg = render::palette(app.theme()).background;
  if (transparent) glClearColor(0.0f, 0.0f, 0.0f, 0.0f);
  else glClearColor(bg.r, bg.g, bg.b, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT | GL_STENCIL_BUFFER_BIT);

  // The legend and the labels go into a draw list of the picture's own, drawn after the scene.
  ImDrawList overlay(ImGui::GetDrawListSharedData());
  overlay._ResetForNewFrame();
  overlay.PushTextureID(ImGui::GetIO().Fonts->TexID);
  overlay.PushClipRect(ImVec2(0.0f, 0.0f), ImVec2(static_cast<float>(width), static_cast<float>(height)));
  app.drawPicture(width, height, pixelScale, overlay);
  ImDrawList* lists[] = {&overlay};
  ImDrawData data;
  data.Valid = true;
  data.CmdLists = lists;
  data.CmdListsCount = 1;
  data.TotalVtxCount = overlay.VtxBuffer.Size;
  data.TotalIdxCount = overlay.IdxBuffer.Size;
  data.DisplayPos = ImVec2(0.0f, 0.0f);
  data.DisplaySize = ImVec2(static_cast<float>(width), static_cast<float>(height));
  data.FramebufferScale = ImVec2(1.0f, 1.0f);
  ui.setFontSmoothing(true);
  ui.upload(&data);
  ui.draw(&data, width, height);
  ui.setFontSmoothing(false);

  std::vector<std::uint8_t> pixels(static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 4);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data());
  // OpenGL rows run bottom-up; PNG rows top-down.
  rgba.resize(pixels.size());
  const std::size_t stride = static_cast<std::size_t>(width) * 4;
  for (int y = 0; y < height; ++y)
    std::copy_n(pixels.begin() + static_cast<long>(stride * static_cast<std::size_t>(height - 1 - y)), stride,
                rgba.begin() + static_cast<long>(stride * static_cast<std::size_t>(y)));
  release();
  return true;
}

// Pictures and recordings for slides (the Screenshot and Record menus, the test hooks, the desktop's
// --picture and --record), after the frame is on screen: the picture is drawn off screen at its own
// size; the browser records the canvas while the app plays the span with its panels hidden, the
// desktop writes the span's frames as PNG files, 30 a second.
void handleCaptures(App& app, UiRenderer& ui, int width, int height, float pixelRatio) {
  if (auto request = app.takePictureRequest()) {
    const int w = request->width > 0 ? request->width : width, h = request->height > 0 ? request->height : height;
    std::vector<std::uint8_t> rgba;
    std::string error;
    if (wl::web::renderPicture(app, ui, w, h, wl::web::pictureScale(h, height, pixelRatio), request->transparent, rgba, error) &&
        wl::web::savePicture(request->fileName, wl::encodePng(w, h, rgba), w, h)) {
      app.noteCaptured("picture " + request->fileName + " " + std::to_string(w) + "x" + std::to_string(h));
      if (!wl::web::isBrowser()) std::fprintf(stdout, "picture: %s (%d×%d)\n", request->fileName.c_str(), w, h);
    } else {
      app.noteCaptured("picture failed: " + (error.empty() ? "cannot write " + request->fileName : error));
    }
    glViewport(0, 0, width, height);
  }
  if (auto request = app.takeRecordingRequest()) {
    if (wl::web::isBrowser()) {
      if (wl::web::startCanvasRecording(request->fileName, wl::web::catalogue(app.language())(wl::web::Text::captureSaved))) {
        app.beginRecording(*request);
        app.noteCaptured("recording " + request->fileName + ".webm");
      } else {
        app.noteCaptured("recording failed: this browser cannot record a canvas");
      }
    } else {
      int written = 0;
      const int frames = std::clamp(static_cast<int>(std::floor((request->to - request->from) * 30.0 + 1e-6)) + 1, 1, 3600);
      for (int k = 0; k < frames; ++k) {
        app.seek(request->from + k / 30.0);
        std::vector<std::uint8_t> rgba;
        std::string error;
        char name[512];
        std::snprintf(name, sizeof name, "%s-%04d.png", request->fileName.c_str(), k + 1);
        if (!wl::web::renderPicture(app, ui, width, height, pixelRatio, false, rgba, error) ||
            !wl::web::writePng(name, width, height, rgba))
          break;
        ++written;
      }
      glViewport(0, 0, width, height);
      app.noteCaptured("recording " + std::to_string(written) + " frames " + request->fileName + "-*.png");
      std::fprintf(stdout, "recording: %d frames %s-0001.png …\n", written, request->fileName.c_str());
    }
  }
  const auto progress = [&app](double fraction) {
    const std::string percent = std::to_string(static_cast<int>(std::lround(fraction * 100.0)));
    wl::web::showRecordingProgress(fraction, wl::web::fill(wl::web::catalogue(app.language())(wl::web::Text::captureRecording), {percent}));
  };
  if (app.recording()) progress(app.recordingProgress());
  if (app.takeRecordingFinished()) {
    progress(1.0);
    wl::web::stopCanvasRecording();
  }
}

}  // namespace wl::web
