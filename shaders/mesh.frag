// Headlight Lambert plus ambient: the light comes from the viewer, so whatever the orbit, the side
// facing the student is lit and the silhouette darkens, which is what makes a rod read as round.
in vec3 vNormal;
in vec4 vColour;
in vec2 vFace;  // offsets across a sphere turned to face the viewer
flat in int vPattern;

uniform vec3 uTowardViewer;  // world

out vec4 fragColour;

void main() {
  vec3 base = vColour.rgb;
  // The engineering COM symbol: opposite quarters dark.
  if (vPattern == 3 && vFace.x * vFace.y < 0.0) base = vec3(0.08);
  float lambert = max(dot(normalize(vNormal), uTowardViewer), 0.0);
  fragColour = vec4(base * (0.38 + 0.62 * lambert), vColour.a);
}
