// Line segments in world coordinates (metres) with a colour each, mapped to the screen by one 2D view
// transform. Everything the scene draws is batched into one buffer: one draw call per frame.
layout(location = 0) in vec2 aPosition;
layout(location = 1) in vec4 aColour;
uniform vec2 uScale;   // NDC per metre
uniform vec2 uOffset;  // NDC position of the world origin
out vec4 vColour;
void main() {
  vColour = aColour;
  gl_Position = vec4(aPosition * uScale + uOffset, 0.0, 1.0);
}
