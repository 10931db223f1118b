#pragma once
// The model file's sections, one parser each (io/formats/ModelJson.cpp puts them together). A section parser reads
// shapes and types (a number, a [x, y, z], a name that must refer to something) and says where in the file a
// problem is; the values' physical rules (lengths and masses ≥ 0, unit axes, rotations, valid inertias, unique
// names) are checked in one place only, ModelBuilder::build(), whose errors carry the same paths.
#include <string>
#include <vector>

#include "core/Result.hpp"
#include "io/codecs/JsonFields.hpp"
#include "io/formats/TimeFunctionJson.hpp"
#include "model/Model.hpp"
#include "model/Motion.hpp"
#include "simulation/SimulationSpec.hpp"

namespace wl::model_json {

// The section parsers all read JSON through these (io/codecs/JsonFields.hpp); this namespace is theirs alone.
using json::child;
using json::find;
using json::item;
using json::Json;

/// "chain": writes the n-link limb's segments (and its periods into `motion`) as if listed by hand.
Status expandChain(const json::Json& chain, json::Json& segments, json::Json& motion);

/// One entry of "segments" at `path`; `earlier` are the segments before it (parents are named).
Status readSegment(const json::Json& s, const std::string& path, int index, const std::vector<Segment>& earlier,
                   Segment& out);

/// "frames": observer frames; their parents are the world, the base, a segment or an earlier frame.
Status readFrames(const json::Json& list, const std::vector<Segment>& segments, std::vector<ObserverFrameDef>& out);
/// "loads": forces, springs and ground reactions, handed to the builder with their point names.
Status readLoads(const json::Json& list, const std::vector<Segment>& segments, ModelBuilder& builder);
/// "base": the base frame's prescribed position and rotation.
Status readBase(const json::Json& base, ModelBuilder& builder);
/// A segment named by a string at `path`: its index.
Result<int> segmentByName(const json::Json& value, const std::string& path, const std::vector<Segment>& segments);

/// "motion": one time function per coordinate (missing ones are zero), or {"file": …} read relative to baseDir.
Status readMotion(const json::Json& motion, const Model& model, const std::string& baseDir, Motion& out);

/// "simulation": forward dynamics from an initial state with applied torques.
Status readSimulation(const json::Json& simulation, const Model& model, SimulationSpec& out);

}  // namespace wl::model_json
