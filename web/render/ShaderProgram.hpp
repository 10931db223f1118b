#pragma once
// Compiles and links one of our shader pairs from shaders/ (embedded by the platform layer), with the
// file name in every error so a broken shader is found at once in either build.
#include <string>

#include "platform/GlApi.hpp"

namespace wl::web::render {

/// Program from shaders/<vertexFile> and shaders/<fragmentFile>; 0 and `error` set on failure.
GLuint buildProgram(const std::string& vertexFile, const std::string& fragmentFile, std::string& error);

}  // namespace wl::web::render
