#pragma once
// Our model files: JSON → Model + prescribed Motion + SimulationSpec, with every error naming its
// field ("segments[2].mass: must be > 0, got -1"). The format is documented in
// docs/model-format.md.
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "core/Result.hpp"
#include "io/ModelFile.hpp"
#include "io/importers/mesh/MeshReference.hpp"

namespace wl {

Result<ModelFile> loadModelJson(const nlohmann::json& document, const std::string& baseDir);
Result<ModelFile> loadModelText(std::string_view text, const std::string& source, const std::string& baseDir);
Result<ModelFile> loadModelFile(const std::string& path);

/// The meshes a model's "robot" file names for drawing its segments (the UR5's own shells): none when the
/// model takes no robot file, or its file names no meshes. Each candidate is a path readFileFromDisk takes
/// (resolved from the robot file's folder); `packagePaths` are looked in first for package://NAME/… (ROS_PACKAGE_PATH,
/// the desktop's --package-path). The file is read again: a model's physics never waits for its meshes.
Result<std::vector<MeshReference>> robotFileMeshes(const nlohmann::json& document, const std::string& baseDir,
                                                   const std::vector<std::string>& packagePaths = {});

/// The model's document as text (io/codecs/JsonWriter.hpp): loadModelText(writeModelText(f)) reads the same
/// document back, and the same document always gives the same bytes.
std::string writeModelText(const ModelFile& file);

}  // namespace wl
