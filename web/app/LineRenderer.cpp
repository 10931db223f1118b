#include "app/LineRenderer.hpp"

#include "platform/ShaderSource.hpp"

namespace wl::web {
namespace {

GLuint compile(GLenum type, const std::string& source, std::string& error) {
  GLuint shader = glCreateShader(type);
  const char* text = source.c_str();
  glShaderSource(shader, 1, &text, nullptr);
  glCompileShader(shader);
  GLint ok = 0;
  glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
  if (!ok) {
    char log[1024] = {};
    glGetShaderInfoLog(shader, sizeof log, nullptr, log);
    error = std::string("shader compile failed: ") + log;
    glDeleteShader(shader);
    return 0;
  }
  return shader;
}

}  // namespace

bool LineRenderer::init(std::string& error) {
  const std::string vs = shaderSource("line.vert"), fs = shaderSource("line.frag");
  if (vs.empty() || fs.empty()) {
    error = "line shaders are missing from the build";
    return false;
  }
  GLuint v = compile(GL_VERTEX_SHADER, vs, error);
  if (!v) return false;
  GLuint f = compile(GL_FRAGMENT_SHADER, fs, error);
  if (!f) return false;
  program_ = glCreateProgram();
  glAttachShader(program_, v);
  glAttachShader(program_, f);
  glLinkProgram(program_);
  glDeleteShader(v);
  glDeleteShader(f);
  GLint ok = 0;
  glGetProgramiv(program_, GL_LINK_STATUS, &ok);
  if (!ok) {
    error = "line shader link failed";
    return false;
  }
  scale_ = glGetUniformLocation(program_, "uScale");
  offset_ = glGetUniformLocation(program_, "uOffset");
  glGenVertexArrays(1, &vao_);
  glGenBuffers(1, &vbo_);
  glBindVertexArray(vao_);
  glBindBuffer(GL_ARRAY_BUFFER, vbo_);
  glEnableVertexAttribArray(0);
  glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 6 * sizeof(float), nullptr);
  glEnableVertexAttribArray(1);
  glVertexAttribPointer(1, 4, GL_FLOAT, GL_FALSE, 6 * sizeof(float), reinterpret_cast<const void*>(2 * sizeof(float)));
  glBindVertexArray(0);
  return true;
}

void LineRenderer::shutdown() {
  if (vbo_) glDeleteBuffers(1, &vbo_);
  if (vao_) glDeleteVertexArrays(1, &vao_);
  if (program_) glDeleteProgram(program_);
  vbo_ = vao_ = program_ = 0;
}

void LineRenderer::begin(int width, int height, const View2D& view) {
  width_ = width > 0 ? width : 1;
  height_ = height > 0 ? height : 1;
  view_ = view;
  vertices_.clear();
}

void LineRenderer::strip(const std::vector<float>& xy, float r, float g, float b, float a) {
  for (size_t i = 2; i + 1 < xy.size(); i += 2)
    for (size_t k : {i - 2, i}) vertices_.insert(vertices_.end(), {xy[k], xy[k + 1], r, g, b, a});
}

void LineRenderer::flush() {
  if (vertices_.empty()) return;
  glViewport(0, 0, width_, height_);
  glEnable(GL_BLEND);
  glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
  glUseProgram(program_);
  const float sx = 2.0f * view_.pixelsPerMetre / static_cast<float>(width_);
  const float sy = 2.0f * view_.pixelsPerMetre / static_cast<float>(height_);
  glUniform2f(scale_, sx, sy);
  glUniform2f(offset_, -view_.centreX * sx, -view_.centreY * sy);
  glBindVertexArray(vao_);
  glBindBuffer(GL_ARRAY_BUFFER, vbo_);
  const size_t bytes = vertices_.size() * sizeof(float);
  if (bytes > capacity_) {
    capacity_ = bytes * 2;
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(capacity_), nullptr, GL_DYNAMIC_DRAW);
  }
  glBufferSubData(GL_ARRAY_BUFFER, 0, static_cast<GLsizeiptr>(bytes), vertices_.data());
  glDrawArrays(GL_LINES, 0, static_cast<GLsizei>(vertices_.size() / 6));
  glBindVertexArray(0);
}

}  // namespace wl::web
