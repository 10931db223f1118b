#include "platform/UiRenderer.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>

#include "imgui_internal.h"
#include "render/ShaderProgram.hpp"

namespace wl::web {

bool UiRenderer::init(std::string& error) {
  ImGuiIO& io = ImGui::GetIO();
  io.BackendRendererName = "wrenchlab-ui";
  io.BackendFlags |= ImGuiBackendFlags_RendererHasVtxOffset;  // lists may pass 64k vertices
  program_ = render::buildProgram("ui.vert", "ui.frag", error);
  if (!program_) return false;
  pixelToClip_ = glGetUniformLocation(program_, "uPixelToClip");
  atlas_ = glGetUniformLocation(program_, "uAtlas");
  glGenVertexArrays(1, &vao_);
  GLuint buffers[2];
  glGenBuffers(2, buffers);
  vertexBuffer_ = buffers[0];
  indexBuffer_ = buffers[1];
  glBindVertexArray(vao_);
  glBindBuffer(GL_ARRAY_BUFFER, vertexBuffer_);
  glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, indexBuffer_);
  const GLsizei stride = sizeof(ImDrawVert);
  render::vertexAttribute(0, 2, GL_FLOAT, false, stride, offsetof(ImDrawVert, pos));
  render::vertexAttribute(1, 2, GL_FLOAT, false, stride, offsetof(ImDrawVert, uv));
  render::vertexAttribute(2, 4, GL_UNSIGNED_BYTE, true, stride, offsetof(ImDrawVert, col));
  glBindVertexArray(0);
  glBindBuffer(GL_ARRAY_BUFFER, 0);
  if (glGetError() != GL_NO_ERROR) {  // once, at start-up
    error = "the UI renderer could not set up its buffers";
    return false;
  }
  return true;
}

void UiRenderer::shutdown() {
  if (fontTexture_) glDeleteTextures(1, &fontTexture_);
  GLuint buffers[2] = {vertexBuffer_, indexBuffer_};
  if (vertexBuffer_) glDeleteBuffers(2, buffers);
  if (vao_) glDeleteVertexArrays(1, &vao_);
  if (program_) glDeleteProgram(program_);
  program_ = vao_ = vertexBuffer_ = indexBuffer_ = fontTexture_ = 0;
}

void UiRenderer::setFontSmoothing(bool smooth) const {
  glBindTexture(GL_TEXTURE_2D, fontTexture_);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, smooth ? GL_LINEAR : GL_NEAREST);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, smooth ? GL_LINEAR : GL_NEAREST);
  glBindTexture(GL_TEXTURE_2D, 0);
}

void UiRenderer::uploadFontAtlas() {
  ImGuiIO& io = ImGui::GetIO();
  unsigned char* pixels = nullptr;
  int width = 0, height = 0;
  io.Fonts->GetTexDataAsRGBA32(&pixels, &width, &height);
  if (!fontTexture_) glGenTextures(1, &fontTexture_);
  glBindTexture(GL_TEXTURE_2D, fontTexture_);
  // Glyphs are baked at the size they are shown and placed on whole pixels, so nearest sampling
  // shows them exactly; it is also cheaper than linear for software WebGL, where every UI pixel
  // samples this texture. (Hence ImGui's texture-based line anti-aliasing is off: it needs linear.)
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
  glBindTexture(GL_TEXTURE_2D, 0);
  io.Fonts->SetTexID(reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(fontTexture_)));
  io.Fonts->ClearTexData();  // the pixels live on the GPU now
}

void UiRenderer::setState(const ImDrawData* data, int framebufferWidth, int framebufferHeight) const {
  glViewport(0, 0, framebufferWidth, framebufferHeight);
  glEnable(GL_BLEND);
  glBlendEquation(GL_FUNC_ADD);
  glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
  glDisable(GL_CULL_FACE);
  glDisable(GL_DEPTH_TEST);
  glEnable(GL_SCISSOR_TEST);
  glUseProgram(program_);
  // Pixels (y down, from DisplayPos) to clip space (y up).
  const float scaleX = 2.0f / data->DisplaySize.x, scaleY = -2.0f / data->DisplaySize.y;
  glUniform4f(pixelToClip_, scaleX, scaleY, -1.0f - data->DisplayPos.x * scaleX, 1.0f - data->DisplayPos.y * scaleY);
  glUniform1i(atlas_, 0);
  glActiveTexture(GL_TEXTURE0);
  glBindVertexArray(vao_);
}

void UiRenderer::upload(const ImDrawData* data) {
  vertices_.clear();
  indices_.clear();
  listIndexStart_.clear();
  if (!data) return;
  for (int n = 0; n < data->CmdListsCount; ++n) {
    const ImDrawList* list = data->CmdLists[n];
    listIndexStart_.push_back(indices_.size());
    const auto base = static_cast<std::uint32_t>(vertices_.size());
    vertices_.insert(vertices_.end(), list->VtxBuffer.Data, list->VtxBuffer.Data + list->VtxBuffer.Size);
    // Each command's 16-bit indices count from its VtxOffset within the list.
    indices_.resize(indices_.size() + static_cast<std::size_t>(list->IdxBuffer.Size));
    std::uint32_t* out = indices_.data() + indices_.size() - static_cast<std::size_t>(list->IdxBuffer.Size);
    for (const ImDrawCmd& cmd : list->CmdBuffer)
      for (unsigned i = cmd.IdxOffset; i < cmd.IdxOffset + cmd.ElemCount; ++i)
        out[i] = base + cmd.VtxOffset + list->IdxBuffer.Data[i];
  }
  glBindVertexArray(vao_);  // the element buffer binding belongs to the vertex array
  glBindBuffer(GL_ARRAY_BUFFER, vertexBuffer_);
  glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(vertices_.size() * sizeof(ImDrawVert)), vertices_.data(), GL_STREAM_DRAW);
  glBufferData(GL_ELEMENT_ARRAY_BUFFER, static_cast<GLsizeiptr>(indices_.size() * sizeof(std::uint32_t)), indices_.data(),
               GL_STREAM_DRAW);
  glBindVertexArray(0);
  glBindBuffer(GL_ARRAY_BUFFER, 0);
}

void UiRenderer::draw(const ImDrawData* data, int framebufferWidth, int framebufferHeight, const render::PixelRect* within,
                      const ImDrawList* onlyA, const ImDrawList* onlyB) const {
  if (!data || data->CmdListsCount == 0 || data->DisplaySize.x <= 0.0f || data->DisplaySize.y <= 0.0f) return;
  if (listIndexStart_.size() != static_cast<std::size_t>(data->CmdListsCount)) return;  // not uploaded this frame
  setState(data, framebufferWidth, framebufferHeight);
  const bool filtered = onlyA || onlyB;
  const ImVec2 origin = data->DisplayPos, scale = data->FramebufferScale;
  GLuint boundTexture = 0;
  for (int n = 0; n < data->CmdListsCount; ++n) {
    const ImDrawList* list = data->CmdLists[n];
    if (filtered && list != onlyA && list != onlyB) continue;
    for (int c = 0; c < list->CmdBuffer.Size; ++c) {
      const ImDrawCmd& cmd = list->CmdBuffer[c];
      if (cmd.UserCallback) {
        if (cmd.UserCallback == ImDrawCallback_ResetRenderState) setState(data, framebufferWidth, framebufferHeight);
        else cmd.UserCallback(list, &cmd);
        continue;
      }
      float x0 = (cmd.ClipRect.x - origin.x) * scale.x, y0 = (cmd.ClipRect.y - origin.y) * scale.y;
      float x1 = (cmd.ClipRect.z - origin.x) * scale.x, y1 = (cmd.ClipRect.w - origin.y) * scale.y;
      if (within) {
        x0 = std::max(x0, static_cast<float>(within->x0)), y0 = std::max(y0, static_cast<float>(within->y0));
        x1 = std::min(x1, static_cast<float>(within->x1)), y1 = std::min(y1, static_cast<float>(within->y1));
      }
      if (x1 <= x0 || y1 <= y0 || cmd.ElemCount == 0) continue;
      glScissor(static_cast<GLint>(x0), static_cast<GLint>(static_cast<float>(framebufferHeight) - y1),
                static_cast<GLsizei>(x1 - x0), static_cast<GLsizei>(y1 - y0));
      const auto texture = static_cast<GLuint>(reinterpret_cast<std::intptr_t>(cmd.GetTexID()));
      if (texture != boundTexture) {
        glBindTexture(GL_TEXTURE_2D, texture);
        boundTexture = texture;
      }
      glDrawElements(GL_TRIANGLES, static_cast<GLsizei>(cmd.ElemCount), GL_UNSIGNED_INT,
                     render::bufferOffset((listIndexStart_[static_cast<std::size_t>(n)] + cmd.IdxOffset) * sizeof(std::uint32_t)));
    }
  }
  glDisable(GL_SCISSOR_TEST);
  glBindVertexArray(0);
}


render::PixelRect UiRenderer::pixelRect(const ImGuiWindow* window, const ImDrawData* data, int framebufferWidth,
                                        int framebufferHeight) {
  const ImVec2 origin = data ? data->DisplayPos : ImVec2(0, 0), scale = data ? data->FramebufferScale : ImVec2(1, 1);
  // One pixel more on every side: the anti-aliased border's outer fringe belongs to the window.
  render::PixelRect r;
  r.x0 = std::max(0, static_cast<int>(std::floor((window->Pos.x - origin.x) * scale.x)) - 1);
  r.y0 = std::max(0, static_cast<int>(std::floor((window->Pos.y - origin.y) * scale.y)) - 1);
  r.x1 = std::min(framebufferWidth, static_cast<int>(std::ceil((window->Pos.x + window->Size.x - origin.x) * scale.x)) + 1);
  r.y1 = std::min(framebufferHeight, static_cast<int>(std::ceil((window->Pos.y + window->Size.y - origin.y) * scale.y)) + 1);
  return r;
}

bool UiRenderer::isOpaqueTopLevel(const ImGuiWindow* window) {
  const ImGuiContext& context = *ImGui::GetCurrentContext();
  if (!window->Active || window->Hidden || (window->Flags & ImGuiWindowFlags_ChildWindow)) return false;
  if (window->Flags & ImGuiWindowFlags_NoBackground) return false;
  const ImGuiCol background = (window->Flags & (ImGuiWindowFlags_Popup | ImGuiWindowFlags_Tooltip)) ? ImGuiCol_PopupBg
                              : window->Collapsed ? ImGuiCol_TitleBgCollapsed : ImGuiCol_WindowBg;
  return context.Style.Colors[background].w >= 1.0f;  // else the scene shows through: redrawn with it
}

std::vector<render::PixelRect> UiRenderer::opaqueWindows(const ImDrawData* data, int framebufferWidth,
                                                         int framebufferHeight) const {
  std::vector<render::PixelRect> rects;
  for (const ImGuiWindow* window : ImGui::GetCurrentContext()->Windows) {
    if (!isOpaqueTopLevel(window)) continue;
    const render::PixelRect r = pixelRect(window, data, framebufferWidth, framebufferHeight);
    if (!r.empty()) rects.push_back(r);
  }
  return rects;
}

std::uint64_t UiRenderer::contentHash(const ImGuiWindow* root) {
  // FNV-1a over what the window and its child windows draw: equal hashes, equal pixels.
  std::uint64_t h = 1469598103934665603ull;
  auto add = [&h](const void* bytes, std::size_t size) {
    const auto* b = static_cast<const unsigned char*>(bytes);
    for (std::size_t i = 0; i < size; ++i) h = (h ^ b[i]) * 1099511628211ull;
  };
  for (const ImGuiWindow* window : ImGui::GetCurrentContext()->Windows) {
    if (window->RootWindow != root || !window->Active || !window->DrawList) continue;
    const ImDrawList* list = window->DrawList;
    add(list->VtxBuffer.Data, static_cast<std::size_t>(list->VtxBuffer.Size) * sizeof(ImDrawVert));
    add(list->IdxBuffer.Data, static_cast<std::size_t>(list->IdxBuffer.Size) * sizeof(ImDrawIdx));
    for (const ImDrawCmd& cmd : list->CmdBuffer) add(&cmd.ClipRect, sizeof cmd.ClipRect), add(&cmd.ElemCount, sizeof cmd.ElemCount);
  }
  return h;
}

bool UiRenderer::redrawIfChanged(const ImGuiWindow* root, const ImDrawData* data, int framebufferWidth,
                                 int framebufferHeight, double now, const OnScreen& onScreen) {
  if (!root || !isOpaqueTopLevel(root)) return false;
  Drawn& drawn = drawn_[root->ID];
  const std::uint64_t hash = contentHash(root);
  if (drawn.time > -1e300 && drawn.hash == hash) {
    onScreen(root);  // its pixels already show what it drew this frame
    return false;
  }
  drawn = {hash, now};
  const render::PixelRect r = pixelRect(root, data, framebufferWidth, framebufferHeight);
  draw(data, framebufferWidth, framebufferHeight, &r);
  onScreen(root);
  return true;
}

int UiRenderer::redrawChangedWindows(const ImDrawData* data, int framebufferWidth, int framebufferHeight, double now,
                                     const OnScreen& onScreen) {
  int redrawn = 0;
  for (const ImGuiWindow* window : ImGui::GetCurrentContext()->Windows)
    if (window->RootWindow == window && redrawIfChanged(window, data, framebufferWidth, framebufferHeight, now, onScreen)) ++redrawn;
  return redrawn;
}

bool UiRenderer::windowsMoved(const ImDrawData* data, int framebufferWidth, int framebufferHeight) const {
  const std::vector<render::PixelRect> now = opaqueWindows(data, framebufferWidth, framebufferHeight);
  if (now.size() != windows_.size()) return true;
  for (std::size_t i = 0; i < now.size(); ++i)
    if (now[i].x0 != windows_[i].x0 || now[i].y0 != windows_[i].y0 || now[i].x1 != windows_[i].x1 ||
        now[i].y1 != windows_[i].y1)
      return true;
  return false;
}

void UiRenderer::protectWindows(const ImDrawData* data, int framebufferWidth, int framebufferHeight, double now) {
  windows_ = opaqueWindows(data, framebufferWidth, framebufferHeight);
  framebufferHeight_ = framebufferHeight;
  drawn_.clear();
  for (const ImGuiWindow* window : ImGui::GetCurrentContext()->Windows)
    if (isOpaqueTopLevel(window)) drawn_[window->ID] = {contentHash(window), now};
  outside_ = render::rectanglesAround(windows_, framebufferWidth, framebufferHeight);

  // Stencil 1 inside the windows, 0 elsewhere: scissored clears, no shader needed.
  glStencilMask(0xFF);
  glEnable(GL_SCISSOR_TEST);
  glClearStencil(0);
  glScissor(0, 0, framebufferWidth, framebufferHeight);
  glClear(GL_STENCIL_BUFFER_BIT);
  glClearStencil(1);
  for (const render::PixelRect& r : windows_) {
    glScissor(r.x0, framebufferHeight - r.y1, r.x1 - r.x0, r.y1 - r.y0);
    glClear(GL_STENCIL_BUFFER_BIT);
  }
  glClearStencil(0);
  glDisable(GL_SCISSOR_TEST);
}

void UiRenderer::clearOutsideWindows() const {
  glEnable(GL_SCISSOR_TEST);
  for (const render::PixelRect& r : outside_) {
    glScissor(r.x0, framebufferHeight_ - r.y1, r.x1 - r.x0, r.y1 - r.y0);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
  }
  glDisable(GL_SCISSOR_TEST);
}

}  // namespace wl::web
