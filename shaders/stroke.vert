// Thick polylines and flat glyphs (trails, moment arcs, force arrows, frame triads), expanded to one
// triangle strip in screen space on the CPU (web/render/SceneBatch.cpp): positions arrive in
// normalised device coordinates.
layout(location = 0) in vec3 aPosition;
layout(location = 1) in vec4 aAcrossAlongHalfWidthStroke;  // px, px, px, 0 solid / 1 dashed / 2 dotted
layout(location = 2) in vec4 aColour;

out vec4 vColour;
out float vAcross;
out float vAlong;
flat out float vHalfWidth;
flat out int vStroke;

void main() {
  vColour = aColour;
  vAcross = aAcrossAlongHalfWidthStroke.x;
  vAlong = aAcrossAlongHalfWidthStroke.y;
  vHalfWidth = aAcrossAlongHalfWidthStroke.z;
  vStroke = int(aAcrossAlongHalfWidthStroke.w + 0.5);
  gl_Position = vec4(aPosition, 1.0);
}
