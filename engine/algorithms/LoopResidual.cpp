#include "algorithms/LoopResidual.hpp"

#include <algorithm>
#include <cmath>

namespace wl {

std::vector<LoopResidual> loopResiduals(const Model& model, const Data& data) {
  std::vector<LoopResidual> out;
  out.reserve(model.loops().size());
  // A side on "the world" is on the base, where the tree's roots hang (the ground of an imported model).
  const auto frameOf = [&](int segment) -> const FrameState& {
    return data.frames[static_cast<size_t>(segment < 0 ? kBaseFrame : model.segmentFrame(segment))];
  };
  for (const LoopConstraint& loop : model.loops()) {
    const FrameState& A = frameOf(loop.segmentA);
    const FrameState& B = frameOf(loop.segmentB);
    const Vec3 F_W = A.toWorld(loop.p_AF), G_W = B.toWorld(loop.p_BG);
    LoopResidual r;
    switch (loop.kind) {
      case LoopKind::Weld: {
        r.gap = (G_W - F_W).norm();
        const Mat3 R_FG = (A.R_WF * loop.R_AF).transpose() * (B.R_WF * loop.R_BG);
        r.angle = std::acos(std::clamp(0.5 * (R_FG.trace() - 1.0), -1.0, 1.0));
        break;
      }
      case LoopKind::Point: r.gap = (G_W - F_W).norm(); break;
      case LoopKind::PointOnLine: {
        const Vec3 d_W = A.R_WF * loop.R_AF * loop.direction_F;
        const Vec3 off = G_W - F_W;
        r.gap = (off - off.dot(d_W) * d_W).norm();
        break;
      }
      case LoopKind::ConstantDistance: r.gap = (G_W - F_W).norm() - loop.distance; break;
    }
    out.push_back(r);
  }
  return out;
}

}  // namespace wl
