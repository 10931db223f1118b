#pragma once
// What a loop the engine leaves open leaves behind (model/Constraint.hpp): at the current kinematics,
// how far apart the two sides of each closed loop a file states are. A model opened from a file whose
// loops its motion closes shows residuals near zero; a state set by hand, or a motion that does not
// satisfy the loop, shows the gap the loop's forces would close.
#include <vector>

#include "algorithms/Data.hpp"
#include "model/Model.hpp"

namespace wl {

struct LoopResidual {
  double gap = 0.0;    ///< m: the distance the loop would close (weld, point), off the line, or off the set distance (signed)
  double angle = 0.0;  ///< rad: a weld's orientation error (the angle of the rotation from F to G); 0 for the others
};

/// One per model.loops(), after computeKinematics for the state.
std::vector<LoopResidual> loopResiduals(const Model& model, const Data& data);

}  // namespace wl
