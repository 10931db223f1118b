#pragma once
// The one place that decides where OpenGL comes from: WebGL2 (GLES 3.0) in the browser, the
// system's OpenGL 3.3 core on the desktop (Mesa exports the core entry points directly).
#if defined(__EMSCRIPTEN__)
#include <GLES3/gl3.h>
#else
#ifndef GL_GLEXT_PROTOTYPES
#define GL_GLEXT_PROTOTYPES 1
#endif
#include <GL/gl.h>
#include <GL/glext.h>
#endif
