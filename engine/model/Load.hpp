#pragma once
// External loads on segments, other than gravity: a prescribed force/moment (tip wrench), a
// linear spring to a fixed anchor, a ground reaction force at a centre of pressure, and a measured
// force at a point that moves in any frame (OpenSim's ExternalForce).
#include <string>

#include "core/Types.hpp"
#include "numerics/TimeFunction.hpp"

namespace wl {

enum class LoadType {
  Force,           ///< force (and moment) at a named point of the segment, given in `frame`
  Spring,          ///< F = −k (L − L0) û from the anchor towards the point; û, L from geometry
  GroundReaction,  ///< force at the centre of pressure (world), plus a free moment about `up`
  ExternalForce,   ///< force and couple given in `frame`, at a point given in `pointFrame` (both any frame)
};

const char* toString(LoadType type);

struct Load {
  std::string name;
  LoadType type = LoadType::Force;
  int segment = 0;
  PointId point = kNoPoint;        ///< point of application (Force, Spring)

  // Force: vectors in `frame` (world or the segment's frame).
  VectorFunction force;
  VectorFunction moment;
  FrameId frame = kWorldFrame;

  // Spring: anchor fixed in the world.
  Vec3 anchor_W = Vec3::Zero();
  double stiffness = 0.0;          ///< N/m, ≥ 0
  double restLength = 0.0;         ///< m, ≥ 0

  // GroundReaction: force in world coordinates; free moment about `up`. The centre of pressure is
  // in world coordinates, or in the segment's frame (a point rolling along the sole of a moving foot).
  VectorFunction centreOfPressure;
  bool centreOfPressureOnSegment = false;
  TimeFunction freeMoment;
  Vec3 up_W = Vec3::UnitY();

  // ExternalForce: `force` and `moment` (a couple) in `frame`; the point of application in
  // `pointFrame` coordinates (world, the segment's frame, or any other frame of the model).
  VectorFunction pointInFrame;
  FrameId pointFrame = kWorldFrame;
};

}  // namespace wl
