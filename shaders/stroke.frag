// Coverage of a line of half-width vHalfWidth at this pixel: a one-pixel ramp at the edge stands in
// for multisampling, which software WebGL cannot afford.
in vec4 vColour;
in float vAcross;
in float vAlong;
flat in float vHalfWidth;
flat in int vStroke;

uniform float uDashPx;

out vec4 fragColour;

void main() {
  if (vStroke != 0) {
    float phase = fract(vAlong / uDashPx);
    if (phase > (vStroke == 1 ? 0.62 : 0.3)) discard;
  }
  float coverage = clamp(vHalfWidth + 0.5 - abs(vAcross), 0.0, 1.0);
  fragColour = vec4(vColour.rgb, vColour.a * coverage);
}
