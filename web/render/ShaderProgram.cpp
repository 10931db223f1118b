#include "render/ShaderProgram.hpp"

#include <vector>

#include "platform/ShaderSource.hpp"

namespace wl::web::render {
namespace {

std::string infoLog(GLuint object, bool isProgram) {
  GLint length = 0;
  if (isProgram) glGetProgramiv(object, GL_INFO_LOG_LENGTH, &length);
  else glGetShaderiv(object, GL_INFO_LOG_LENGTH, &length);
  std::vector<char> log(static_cast<size_t>(length > 1 ? length : 1), '\0');
  if (isProgram) glGetProgramInfoLog(object, static_cast<GLsizei>(log.size()), nullptr, log.data());
  else glGetShaderInfoLog(object, static_cast<GLsizei>(log.size()), nullptr, log.data());
  return std::string(log.data());
}

GLuint compile(GLenum type, const std::string& file, std::string& error) {
  const std::string source = shaderSource(file);
  if (source.empty()) {
    error = "shader " + file + " is missing from the build";
    return 0;
  }
  GLuint shader = glCreateShader(type);
  const char* text = source.c_str();
  glShaderSource(shader, 1, &text, nullptr);
  glCompileShader(shader);
  GLint ok = 0;
  glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
  if (!ok) {
    error = "shader " + file + " does not compile: " + infoLog(shader, false);
    glDeleteShader(shader);
    return 0;
  }
  return shader;
}

}  // namespace

GLuint buildProgram(const std::string& vertexFile, const std::string& fragmentFile, std::string& error) {
  GLuint vertex = compile(GL_VERTEX_SHADER, vertexFile, error);
  if (!vertex) return 0;
  GLuint fragment = compile(GL_FRAGMENT_SHADER, fragmentFile, error);
  if (!fragment) {
    glDeleteShader(vertex);
    return 0;
  }
  GLuint program = glCreateProgram();
  glAttachShader(program, vertex);
  glAttachShader(program, fragment);
  glLinkProgram(program);
  glDeleteShader(vertex);
  glDeleteShader(fragment);
  GLint ok = 0;
  glGetProgramiv(program, GL_LINK_STATUS, &ok);
  if (!ok) {
    error = "shaders " + vertexFile + " + " + fragmentFile + " do not link: " + infoLog(program, true);
    glDeleteProgram(program);
    return 0;
  }
  return program;
}

}  // namespace wl::web::render
