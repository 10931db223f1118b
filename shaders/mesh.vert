// Lit meshes: rods, joints, COM markers placed in world coordinates on the CPU by web/render/SceneBatch.cpp
// (uModel the identity, uTint white), and the bodies' own surfaces, kept on the GPU in their segment's frame
// and placed here by uModel (a rotation and a translation) and coloured by uTint.
layout(location = 0) in vec3 aPosition;
layout(location = 1) in vec4 aNormalPattern;  // normal and pattern / 127, signed normalised bytes
layout(location = 2) in vec4 aColour;
layout(location = 3) in vec2 aFace;

uniform mat4 uViewProjection;
uniform mat4 uModel;
uniform vec4 uTint;

out vec3 vNormal;
out vec4 vColour;
out vec2 vFace;
flat out int vPattern;

void main() {
  vNormal = mat3(uModel) * aNormalPattern.xyz;
  vColour = aColour * uTint;
  vFace = aFace;
  vPattern = int(aNormalPattern.w * 127.0 + 0.5);
  gl_Position = uViewProjection * (uModel * vec4(aPosition, 1.0));
}
