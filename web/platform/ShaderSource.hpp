#pragma once
// GLSL sources from shaders/, embedded at build time, with the version line for this platform
// prepended (`#version 300 es` + precision for WebGL2, `#version 330 core` on the desktop).
#include <string>

namespace wl::web {

/// Full source of shaders/<fileName>, or an empty string if there is no such shader.
std::string shaderSource(const std::string& fileName);

}  // namespace wl::web
