#pragma once
// A figure of the mechanism at the session's current instant as SVG text, for the exercise sheets the
// CLI writes (`wrenchlab-cli exercises`): each segment as a rod from its proximal joint to its distal
// point, joints, centres of mass, the world's axes at the origin, g where there is gravity, a scale bar
// and the time. Drawn from the engine's positions alone (no GL), projected as the app's opening view
// does: a planar lesson looks down −z (x right, y up, or x right and z up with "up": "z"); a 3D lesson
// from the turntable angles the app opens with (yaw 0.6 rad, pitch 0.35 rad), orthographic. The axes are
// wholly inside the picture, and each label (a segment's name, an axis letter) takes the first of several
// places beside its rod or axis that touches no rod, marker, axis or other label. Numbers are written
// with two decimals, so the same session gives the same bytes.
#include <string>

#include "session/Session.hpp"

namespace wl {

struct MechanismSvgOptions {
  int dimension = 2;        ///< the lesson's view: 2 (planar) or 3 (orbit)
  bool zUp = false;         ///< the model's vertical is z
  double widthPx = 420.0, heightPx = 300.0;
  std::string title;        ///< the figure's accessible title (<title>)
};

std::string mechanismSvg(const Session& session, const MechanismSvgOptions& options);

}  // namespace wl
