#pragma once
// The lessons the player builds around an imported model, titled and worded in every language the app
// speaks (English in the lesson's own fields, the others as its translations, so the language menu
// switches them as it does a lesson file's): an OpenSim trial's three steps, and a model to pose.
#include <string>

#include "io/importers/opensim/OpenSimTrialOpening.hpp"
#include "lesson/Lesson.hpp"
#include "model/Model.hpp"

namespace wl::web {

/// A trial (model, coordinates, loads): its parts, every term seen from each parent, and the root's
/// residual, playing, with the plot on where each joint moment comes from.
Lesson trialLesson(const OpenSimTrial& trial, const std::string& fileName);

/// A model to pose: at rest, then swinging in the demonstration motion, then (a robot) seen from its
/// turning base. `kind` names a robot file's format ("URDF", "MJCF"); empty for an OpenSim model opened
/// without its motion.
Lesson poseLesson(const Model& model, const std::string& id, const std::string& kind, const std::string& fileName);

}  // namespace wl::web
