#pragma once
// The room a mechanism needs over its whole motion: the box, in world coordinates, that holds every
// segment's proximal joint and distal point (and, when given, the corners of each body's own box: a bone's
// or a robot shell's mesh reaches past its joints) at every sampled instant of the session's time line. Front
// ends frame their view on it once per lesson (so the picture does not breathe as the mechanism
// moves), and report how large it is drawn. Poses come from the session's own time line (the exact
// prescribed motion, or the same integration as the session's time), never from the caller.
#include <vector>

#include "core/Result.hpp"
#include "core/Types.hpp"

namespace wl {

class Session;

struct SweptBox {
  Vec3 min_W = Vec3::Zero();  ///< smallest x, y, z reached, world frame
  Vec3 max_W = Vec3::Zero();  ///< largest
  Vec3 centre() const { return 0.5 * (min_W + max_W); }
  Vec3 size() const { return max_W - min_W; }
  /// Corner `i` of 8: bit 0 picks max x, bit 1 max y, bit 2 max z.
  Vec3 corner(int i) const {
    return {(i & 1) ? max_W.x() : min_W.x(), (i & 2) ? max_W.y() : min_W.y(), (i & 4) ? max_W.z() : min_W.z()};
  }
};

/// A body's extent in its segment's frame (the box of its mesh): its 8 corners are swept with the segment.
struct BodyBox {
  int segment = -1;
  Vec3 min_S = Vec3::Zero();
  Vec3 max_S = Vec3::Zero();
};

/// Samples `samples` evenly spaced instants of [startTime, endTime] without moving the session's
/// time. The base's origin is always inside. A simulation that stops early gives the box of the
/// states before it stopped (and the error says why).
Result<SweptBox> sweptExtent(const Session& session, int samples);

/// The same box in the coordinates of `seenFrom` (a model frame) as it moves: where the mechanism
/// goes for an observer riding with that frame. Its origin is always inside. The fields keep their
/// `_W` names; they hold `seenFrom` coordinates here (the world frame gives sweptExtent's box).
Result<SweptBox> sweptExtent(const Session& session, int samples, FrameId seenFrom, const std::vector<BodyBox>& bodies = {});

}  // namespace wl
