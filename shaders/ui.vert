// ImGui's panels, text and plots: 2D vertices in framebuffer pixels, mapped to clip space here.
layout(location = 0) in vec2 aPosition;
layout(location = 1) in vec2 aUv;
layout(location = 2) in vec4 aColour;

uniform vec4 uPixelToClip;  // xy: scale, zw: offset

out vec2 vUv;
out vec4 vColour;

void main() {
  vUv = aUv;
  vColour = aColour;
  gl_Position = vec4(aPosition * uPixelToClip.xy + uPixelToClip.zw, 0.0, 1.0);
}
