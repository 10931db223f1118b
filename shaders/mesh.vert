// Lit meshes (rods, joints, COM markers), placed in world coordinates on the CPU by
// web/render/SceneBatch.cpp; here only the view and the per-vertex data for the fragments.
layout(location = 0) in vec3 aPosition;
layout(location = 1) in vec4 aNormalPattern;  // normal and pattern / 127, signed normalised bytes
layout(location = 2) in vec4 aColour;
layout(location = 3) in vec2 aFace;

uniform mat4 uViewProjection;

out vec3 vNormal;
out vec4 vColour;
out vec2 vFace;
flat out int vPattern;

void main() {
  vNormal = aNormalPattern.xyz;
  vColour = aColour;
  vFace = aFace;
  vPattern = int(aNormalPattern.w * 127.0 + 0.5);
  gl_Position = uViewProjection * vec4(aPosition, 1.0);
}
