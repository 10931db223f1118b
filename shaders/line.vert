// Line strips in world coordinates (metres), mapped to the screen by one 2D view transform.
layout(location = 0) in vec2 aPosition;
uniform vec2 uScale;   // pixels per metre, divided by half the viewport (NDC per metre)
uniform vec2 uOffset;  // NDC position of the world origin
void main() {
  gl_Position = vec4(aPosition * uScale + uOffset, 0.0, 1.0);
}
