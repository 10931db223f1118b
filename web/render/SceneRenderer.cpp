#include "render/SceneRenderer.hpp"

#include <cmath>
#include <cstddef>
#include <cstdint>

#include "render/ShaderProgram.hpp"
#include "render/ShellMesh.hpp"

namespace wl::web::render {
namespace {

// Dash period of dashed and dotted strokes, CSS px.
constexpr float kDashCssPx = 10.0f;

void setDepthRange(float nearValue, float farValue) {
#if defined(__EMSCRIPTEN__)
  glDepthRangef(nearValue, farValue);
#else
  glDepthRange(nearValue, farValue);  // glDepthRangef is GL 4.1; the double form is in 3.3 core
#endif
}

// The layout of LitVertex for the vertex array bound (shaders/mesh.vert).
void litVertexAttributes() {
  const GLsizei litStride = sizeof(LitVertex);
  vertexAttribute(0, 3, GL_FLOAT, false, litStride, offsetof(LitVertex, p));
  // Normalised bytes: integer-to-float vertex formats are not native to every GL/Vulkan layer below
  // WebGL, and a converted buffer costs a pass over it every frame.
  vertexAttribute(1, 4, GL_BYTE, true, litStride, offsetof(LitVertex, normalPattern));
  vertexAttribute(2, 4, GL_UNSIGNED_BYTE, true, litStride, offsetof(LitVertex, colour));
  vertexAttribute(3, 2, GL_FLOAT, false, litStride, offsetof(LitVertex, face));
}

constexpr float kIdentity[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};

}  // namespace

bool SceneRenderer::init(std::string& error) {
  meshProgram_ = buildProgram("mesh.vert", "mesh.frag", error);
  if (!meshProgram_) return false;
  strokeProgram_ = buildProgram("stroke.vert", "stroke.frag", error);
  if (!strokeProgram_) return false;
  meshUniforms_.viewProjection = glGetUniformLocation(meshProgram_, "uViewProjection");
  meshUniforms_.towardViewer = glGetUniformLocation(meshProgram_, "uTowardViewer");
  meshUniforms_.model = glGetUniformLocation(meshProgram_, "uModel");
  meshUniforms_.tint = glGetUniformLocation(meshProgram_, "uTint");
  strokeUniforms_.dashPx = glGetUniformLocation(strokeProgram_, "uDashPx");

  glGenVertexArrays(1, &meshVao_);
  glGenVertexArrays(1, &strokeVao_);
  GLuint buffers[3];
  glGenBuffers(3, buffers);
  meshVertices_ = buffers[0];
  meshIndices_ = buffers[1];
  strokeVertices_ = buffers[2];

  glBindVertexArray(meshVao_);
  glBindBuffer(GL_ARRAY_BUFFER, meshVertices_);
  glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, meshIndices_);
  litVertexAttributes();

  glBindVertexArray(strokeVao_);
  glBindBuffer(GL_ARRAY_BUFFER, strokeVertices_);
  const GLsizei strokeStride = sizeof(StrokeVertex);
  vertexAttribute(0, 3, GL_FLOAT, false, strokeStride, offsetof(StrokeVertex, p));
  vertexAttribute(1, 4, GL_FLOAT, false, strokeStride, offsetof(StrokeVertex, acrossPx));
  vertexAttribute(2, 4, GL_UNSIGNED_BYTE, true, strokeStride, offsetof(StrokeVertex, colour));
  glBindVertexArray(0);
  glBindBuffer(GL_ARRAY_BUFFER, 0);
  if (glGetError() != GL_NO_ERROR) {  // once, at start-up
    error = "the scene renderer could not set up its buffers";
    return false;
  }
  return true;
}

void SceneRenderer::shutdown() {
  for (auto& [id, gpu] : gpuShells_) releaseShell(gpu);
  gpuShells_.clear();
  GLuint buffers[3] = {meshVertices_, meshIndices_, strokeVertices_};
  if (meshVertices_) glDeleteBuffers(3, buffers);
  if (meshVao_) glDeleteVertexArrays(1, &meshVao_);
  if (strokeVao_) glDeleteVertexArrays(1, &strokeVao_);
  if (meshProgram_) glDeleteProgram(meshProgram_);
  if (strokeProgram_) glDeleteProgram(strokeProgram_);
  meshVertices_ = meshIndices_ = strokeVertices_ = meshVao_ = strokeVao_ = 0;
  meshProgram_ = strokeProgram_ = 0;
}

void SceneRenderer::upload(GLenum target, GLuint buffer, GLsizeiptr bytes, const void* data) {
  glBindBuffer(target, buffer);
  if (bytes > 0) glBufferData(target, bytes, data, GL_STREAM_DRAW);
}

void SceneRenderer::drawMeshes(const IndexRange& range) {
  if (range.count == 0) return;
  glDrawElements(GL_TRIANGLES, static_cast<GLsizei>(range.count), GL_UNSIGNED_INT,
                 bufferOffset(static_cast<std::size_t>(range.first) * sizeof(std::uint32_t)));
  ++stats_.drawCalls;
  stats_.triangles += static_cast<int>(range.count / 3);
}

const SceneRenderer::GpuShell& SceneRenderer::gpuShell(const ShellMesh& shell) {
  GpuShell& gpu = gpuShells_[shell.id];
  if (gpu.vao == 0) {  // first drawn: uploaded once, in the segment's frame
    const std::vector<LitVertex> vertices = shellVertices(shell);
    glGenVertexArrays(1, &gpu.vao);
    GLuint buffers[2];
    glGenBuffers(2, buffers);
    gpu.vertices = buffers[0];
    gpu.indices = buffers[1];
    glBindVertexArray(gpu.vao);
    glBindBuffer(GL_ARRAY_BUFFER, gpu.vertices);
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(vertices.size() * sizeof(LitVertex)), vertices.data(), GL_STATIC_DRAW);
    glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, gpu.indices);
    glBufferData(GL_ELEMENT_ARRAY_BUFFER, static_cast<GLsizeiptr>(shell.triangles.size() * sizeof(std::uint32_t)), shell.triangles.data(),
                 GL_STATIC_DRAW);
    litVertexAttributes();
    gpu.indexCount = static_cast<GLsizei>(shell.triangles.size());
    stats_.uploadBytes += static_cast<int>(vertices.size() * sizeof(LitVertex) + shell.triangles.size() * sizeof(std::uint32_t));
  }
  gpu.drawnInFrame = frame_;
  return gpu;
}

void SceneRenderer::releaseShell(GpuShell& gpu) {
  GLuint buffers[2] = {gpu.vertices, gpu.indices};
  if (gpu.vertices) glDeleteBuffers(2, buffers);
  if (gpu.vao) glDeleteVertexArrays(1, &gpu.vao);
  gpu = GpuShell{};
}

void SceneRenderer::releaseUndrawnShells() {
  for (auto it = gpuShells_.begin(); it != gpuShells_.end();) {
    if (it->second.drawnInFrame == frame_) {
      ++it;
      continue;
    }
    releaseShell(it->second);
    it = gpuShells_.erase(it);
  }
}

void SceneRenderer::drawShells(const std::vector<ShellDraw>& draws) {
  for (const ShellDraw& d : draws) {
    const GpuShell& gpu = gpuShell(*d.shell);
    if (gpu.indexCount == 0) continue;
    glBindVertexArray(gpu.vao);
    glUniformMatrix4fv(meshUniforms_.model, 1, GL_FALSE, d.model);
    glUniform4f(meshUniforms_.tint, d.colour.r, d.colour.g, d.colour.b, d.colour.a);
    glDrawElements(GL_TRIANGLES, gpu.indexCount, GL_UNSIGNED_INT, nullptr);
    ++stats_.drawCalls;
    stats_.triangles += static_cast<int>(gpu.indexCount / 3);
    stats_.meshVertices += static_cast<int>(d.shell->positions_S.size());
  }
  // The batch's own meshes are placed already: back to no model matrix and no tint.
  glUniformMatrix4fv(meshUniforms_.model, 1, GL_FALSE, kIdentity);
  glUniform4f(meshUniforms_.tint, 1, 1, 1, 1);
  glBindVertexArray(meshVao_);
}

void SceneRenderer::drawStrokes(const IndexRange& range) {
  if (range.count < 3) return;
  glDrawArrays(GL_TRIANGLE_STRIP, static_cast<GLint>(range.first), static_cast<GLsizei>(range.count));
  ++stats_.drawCalls;
  stats_.triangles += static_cast<int>(range.count - 2);
}

void SceneRenderer::draw(const DrawList& list, const Camera& camera, int framebufferHeight, bool clearDepth) {
  stats_ = RenderStats{};
  if (!meshProgram_ || !strokeProgram_) return;
  ++frame_;
  batch_.build(list, camera);

  const Viewport& vp = camera.viewport();
  const GLint x = static_cast<GLint>(std::lround(vp.x));
  const GLint w = static_cast<GLint>(std::lround(vp.width)), h = static_cast<GLint>(std::lround(vp.height));
  const GLint y = framebufferHeight - static_cast<GLint>(std::lround(vp.y)) - h;
  glViewport(x, y, w, h);
  glEnable(GL_SCISSOR_TEST);
  glScissor(x, y, w, h);
  glDepthMask(GL_TRUE);
  if (clearDepth) glClear(GL_DEPTH_BUFFER_BIT);

  // The element buffer binding belongs to the vertex array: bind it before uploading indices.
  glBindVertexArray(meshVao_);
  const auto litBytes = static_cast<GLsizeiptr>(batch_.litVertices.size() * sizeof(LitVertex));
  const auto indexBytes = static_cast<GLsizeiptr>(batch_.litIndices.size() * sizeof(std::uint32_t));
  const auto strokeBytes = static_cast<GLsizeiptr>(batch_.strokeVertices.size() * sizeof(StrokeVertex));
  upload(GL_ARRAY_BUFFER, meshVertices_, litBytes, batch_.litVertices.data());
  upload(GL_ELEMENT_ARRAY_BUFFER, meshIndices_, indexBytes, batch_.litIndices.data());
  upload(GL_ARRAY_BUFFER, strokeVertices_, strokeBytes, batch_.strokeVertices.data());
  stats_.meshVertices = static_cast<int>(batch_.litVertices.size());
  stats_.strokeVertices = static_cast<int>(batch_.strokeVertices.size());
  stats_.uploadBytes = static_cast<int>(litBytes + indexBytes + strokeBytes);

  const float dashPx = kDashCssPx * vp.pixelRatio * (list.widthScale > 0.0f ? list.widthScale : 1.0f);
  const Vec3f toward = camera.towardViewer();

  glEnable(GL_DEPTH_TEST);
  glDepthFunc(GL_LEQUAL);
  glEnable(GL_BLEND);
  glBlendEquation(GL_FUNC_ADD);
  // Colour blends by alpha; the framebuffer's alpha stays 1 so the canvas never turns see-through.
  glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
  glFrontFace(GL_CCW);
  glCullFace(GL_BACK);

  glUseProgram(meshProgram_);
  glUniformMatrix4fv(meshUniforms_.viewProjection, 1, GL_FALSE, camera.viewProjection().data());
  glUniform3f(meshUniforms_.towardViewer, toward.x(), toward.y(), toward.z());
  glUniformMatrix4fv(meshUniforms_.model, 1, GL_FALSE, kIdentity);
  glUniform4f(meshUniforms_.tint, 1, 1, 1, 1);
  glUseProgram(strokeProgram_);
  glUniform1f(strokeUniforms_.dashPx, dashPx);

  auto meshPass = [&]() {
    glUseProgram(meshProgram_);
    glBindVertexArray(meshVao_);
    glEnable(GL_CULL_FACE);
    glDepthMask(GL_TRUE);
    // Blending reads every covered pixel back: software WebGL pays for it, so opaque meshes skip it.
    if (batch_.meshesOpaque) glDisable(GL_BLEND);
  };
  auto strokePass = [&]() {
    glEnable(GL_BLEND);
    glUseProgram(strokeProgram_);
    glBindVertexArray(strokeVao_);
    glDisable(GL_CULL_FACE);
    glDepthMask(GL_FALSE);  // translucent trails must not hide what is drawn after them
  };

  // Mechanism layer: rods, joints, COM markers, trails. With termsInFront it takes the back half of
  // the depth range, so every arrow and arc is drawn over it yet the terms still hide each other.
  setDepthRange(list.termsInFront ? 0.5f : 0.0f, 1.0f);
  meshPass();
  drawMeshes(batch_.mechanismMeshes);
  drawShells(batch_.opaqueShells);
  if (!batch_.seeThroughShells.empty()) {
    // See-through bodies: blended over what is inside them, writing no depth, so a joint, a rod or a
    // trail drawn after them still shows; their back faces are culled (one layer of skin, not two).
    glEnable(GL_BLEND);
    glDepthMask(GL_FALSE);
    drawShells(batch_.seeThroughShells);
  }
  strokePass();
  drawStrokes(batch_.mechanismStrokes);

  // Term layer: arrows, triads, moment arcs.
  setDepthRange(0.0f, list.termsInFront ? 0.5f : 1.0f);
  // In front, a term's depth always passes against the mechanism's back half, and strokes write no
  // depth: the test would read the depth buffer at every pixel for nothing.
  if (list.termsInFront) glDisable(GL_DEPTH_TEST);
  drawStrokes(batch_.termStrokes);

  setDepthRange(0.0f, 1.0f);
  glDepthMask(GL_TRUE);
  glDisable(GL_DEPTH_TEST);
  glDisable(GL_CULL_FACE);
  glDisable(GL_SCISSOR_TEST);
  glBindVertexArray(0);
  glBindBuffer(GL_ARRAY_BUFFER, 0);
  glUseProgram(0);
  releaseUndrawnShells();
}

}  // namespace wl::web::render
