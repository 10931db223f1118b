#pragma once
// A sample scene for the platform demo and for screenshots of the renderer alone: a swinging
// three-link chain with its joints, COMs, frames, a tip trail, and force arrows and moment arcs in
// the term palette. Pure kinematics of made-up angles — no physics, it only exercises the renderer.
#include "render/DrawList.hpp"

namespace wl::web::render {

/// Fills `list` (cleared first) with the chain at time t (seconds). Ids: 100·link + term index.
void drawDemoScene(DrawList& list, double t);

}  // namespace wl::web::render
