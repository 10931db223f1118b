#pragma once
// Compiles and links one of our shader pairs from shaders/ (embedded by the platform layer), with the
// file name in every error so a broken shader is found at once in either build.
#include <cstddef>
#include <cstdint>
#include <string>

#include "platform/GlApi.hpp"

namespace wl::web::render {

/// Program from shaders/<vertexFile> and shaders/<fragmentFile>; 0 and `error` set on failure.
GLuint buildProgram(const std::string& vertexFile, const std::string& fragmentFile, std::string& error);

/// A byte offset into the bound buffer, as GL's pointer-typed parameters want it.
inline const void* bufferOffset(std::size_t bytes) { return reinterpret_cast<const void*>(static_cast<std::uintptr_t>(bytes)); }

/// Enables vertex attribute `index` of the bound vertex array: `count` components of `type` at
/// `offset` bytes into each `stride`-byte vertex (integers read as [0, 1] or [−1, 1] if `normalized`).
inline void vertexAttribute(GLuint index, GLint count, GLenum type, bool normalized, GLsizei stride, std::size_t offset) {
  glEnableVertexAttribArray(index);
  glVertexAttribPointer(index, count, type, normalized ? GL_TRUE : GL_FALSE, stride, bufferOffset(offset));
}

}  // namespace wl::web::render
