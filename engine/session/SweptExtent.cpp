#include "session/SweptExtent.hpp"

#include "algorithms/Data.hpp"
#include "algorithms/Kinematics.hpp"
#include "session/Session.hpp"

namespace wl {

Result<SweptBox> sweptExtent(const Session& session, int samples) { return sweptExtent(session, samples, kWorldFrame); }

Result<SweptBox> sweptExtent(const Session& session, int samples, FrameId seenFrom, const std::vector<BodyBox>& bodies) {
  if (samples < 2 || samples > 100000) return Error{"swept extent", "samples must be in 2..100000"};
  const Model& model = session.model();
  if (seenFrom < 0 || seenFrom >= static_cast<FrameId>(model.frames().size())) return Error{"swept extent", "no such frame to see it from"};
  Data data(model);
  State state = State::zero(model);
  SweptBox box;  // starts at the origin of the frame it is seen from (the world's: where every base sits)
  const FrameState* from = nullptr;  // set per sample
  const auto include = [&box, &from](const Vec3& p_W) {
    const Vec3 p = from->R_WF.transpose() * (p_W - from->p_WF);
    box.min_W = box.min_W.cwiseMin(p);
    box.max_W = box.max_W.cwiseMax(p);
  };
  const double t0 = session.startTime(), t1 = session.endTime();
  Timeline::Walk walk = session.timeline().walkFrom(t0);
  for (int i = 0; i < samples; ++i) {
    const double t = t0 + (t1 - t0) * i / (samples - 1);
    if (Status walked = walk.stateAt(t, state); !walked) {
      if (i == 0) return walked.error();
      break;  // the run stopped: the box of what it reached
    }
    computeKinematics(model, data, state);
    from = &data.frames[static_cast<std::size_t>(seenFrom)];
    for (int s = 0; s < model.segmentCount(); ++s) {
      const FrameState& F = data.frames[static_cast<std::size_t>(model.segmentFrame(s))];
      include(F.p_WF);
      include(F.p_WF + F.R_WF * model.segments()[static_cast<std::size_t>(s)].distalPoint());
    }
    for (const BodyBox& b : bodies) {
      if (b.segment < 0 || b.segment >= model.segmentCount()) continue;
      const FrameState& F = data.frames[static_cast<std::size_t>(model.segmentFrame(b.segment))];
      for (int c = 0; c < 8; ++c)
        include(F.toWorld(Vec3((c & 1) ? b.max_S.x() : b.min_S.x(), (c & 2) ? b.max_S.y() : b.min_S.y(), (c & 4) ? b.max_S.z() : b.min_S.z())));
    }
  }
  return box;
}

}  // namespace wl
