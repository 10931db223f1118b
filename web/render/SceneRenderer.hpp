#pragma once
// Draws a DrawList with our shaders (shaders/mesh.*, shaders/stroke.*), under the ImGui layer.
// Everything goes out in three plain draw calls whatever the scene's size (mechanism meshes,
// mechanism strokes, term glyphs), from vertices SceneBatch placed on the CPU — see SceneBatch.hpp
// for why not instancing — plus one per body drawn with its own mesh, from buffers uploaded once and
// kept while the mesh is drawn. Buffers grow to the largest scene seen and are then
// reused; nothing is allocated and glGetError is never called per frame.
//
// GL state: draw() sets what it needs and leaves depth test, culling and scissor off, depth range
// [0, 1], and no program or vertex array bound, which is what ImGui's backend expects.
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "platform/GlApi.hpp"
#include "render/Camera.hpp"
#include "render/DrawList.hpp"
#include "render/SceneBatch.hpp"

namespace wl::web::render {

struct RenderStats {
  int drawCalls = 0;
  int meshVertices = 0;
  int strokeVertices = 0;
  int triangles = 0;
  int uploadBytes = 0;
};

class SceneRenderer {
 public:
  /// Needs a current GL 3.3 core / WebGL2 context. False with `error` set if a shader fails.
  bool init(std::string& error);
  void shutdown();
  /// Draws into the camera's viewport (framebuffer px, top-left origin); clears depth there first.
  /// framebufferHeight: the whole framebuffer's height, to turn the top-left origin into GL's.
  void draw(const DrawList& list, const Camera& camera, int framebufferHeight, bool clearDepth = true);
  const RenderStats& stats() const { return stats_; }

 private:
  void drawMeshes(const IndexRange& range);
  void drawStrokes(const IndexRange& range);
  void drawShells(const std::vector<ShellDraw>& draws);
  /// A mesh's GPU copy: a vertex array with its own vertex and index buffers, in the segment's frame.
  struct GpuShell {
    GLuint vao = 0, vertices = 0, indices = 0;
    GLsizei indexCount = 0;
    std::uint64_t drawnInFrame = 0;
  };
  const GpuShell& gpuShell(const ShellMesh& shell);
  void releaseShell(GpuShell& gpu);
  /// Shells not drawn this frame (another lesson's, capsules chosen) give their buffers back.
  void releaseUndrawnShells();
  static void upload(GLenum target, GLuint buffer, GLsizeiptr bytes, const void* data);

  GLuint meshProgram_ = 0, strokeProgram_ = 0;
  GLuint meshVao_ = 0, strokeVao_ = 0;
  GLuint meshVertices_ = 0, meshIndices_ = 0, strokeVertices_ = 0;
  struct {
    GLint viewProjection, towardViewer, model, tint;
  } meshUniforms_{};
  struct {
    GLint dashPx;
  } strokeUniforms_{};
  SceneBatch batch_;
  RenderStats stats_;
  std::unordered_map<std::uint64_t, GpuShell> gpuShells_;  ///< by ShellMesh::id
  std::uint64_t frame_ = 0;
};

}  // namespace wl::web::render
