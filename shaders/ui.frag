// Font atlas coverage (white texel for plain fills) times the vertex colour.
in vec2 vUv;
in vec4 vColour;

uniform sampler2D uAtlas;

out vec4 fragColour;

void main() {
  fragColour = vColour * texture(uAtlas, vUv);
}
