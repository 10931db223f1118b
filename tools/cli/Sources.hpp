#pragma once
// Finding and opening what the CLI is pointed at: a lesson or model by name (looked up in the
// content folder) or by path, with parameter overrides (--set) and imported kinematics applied.
#include <optional>
#include <string>
#include <vector>

#include "core/Result.hpp"
#include "io/FileReader.hpp"
#include "io/importers/mesh/MeshReference.hpp"
#include "lesson/Lesson.hpp"
#include "session/Session.hpp"

namespace wl::cli {

struct OpenOptions {
  std::string contentDir;                 ///< default: $WRENCHLAB_CONTENT or the source tree's content/
  std::vector<std::string> assignments;   ///< "segments[0].mass=0.4"; the path must exist
  std::vector<std::string> settings;      ///< like assignments, but the last key may be new (simulate's options)
  int lessonStep = 0;                     ///< 1-based: apply that lesson step's "set" fields; 0: none
  std::string kinematicsFile;             ///< CSV or .mot to replace the motion
  double lowPassHz = 0.0;
  std::string externalLoadsFile;          ///< OpenSim models: an ExternalLoads .xml
  std::string q, qd, qdd;                 ///< JSON arrays: a state by hand instead of the motion
  double stateTime = 0.0;                 ///< the time at which that state holds
  bool forwardDynamics = false;           ///< simulate: an imported robot falls freely from --q/--qd (default pose, rest)
  /// --demonstration: a robot, or an OpenSim model without --kinematics, swings in the demonstration
  /// motion the page plays for it (session/DemonstrationMotion.hpp) instead of holding its default pose.
  bool demonstration = false;
  std::string link;                       ///< --link '#v2&…': a share link's fragment as the source
  std::vector<std::string> packagePaths;  ///< --package-path: where a URDF's package://NAME/… are, and OpenSim's Geometry folders
  std::optional<Lesson> linkedLesson;     ///< the lesson a link carries inside (lesson=inline:…), once read
  /// The files a link carried (files=…), unpacked: a setup's files are found among them by name.
  std::vector<std::string> batchFiles;
};

/// What a link shows besides its lesson: the time and the observer (terms and quantity use them
/// unless -t, --frame or --express say otherwise).
struct LinkView {
  double time = -1.0;  ///< < 0: not given
  std::string frame, expressedIn;
  std::string unpackedFolder;  ///< where a link's files were unpacked ("" when it carried none): removed at exit
};

/// --link: reads the fragment (the app's ShareLink codec) into `source` (a lesson id) or
/// `options.linkedLesson` (a lesson carried inside), `options.lessonStep` (unless --lesson-step was
/// given) and `options.assignments` (its parameters); refuses a source given beside it.
Result<LinkView> readLink(std::string& source, OpenOptions& options);

/// A source that is a files document (the page's "Save as one file", `share --as-file`): its files are
/// unpacked and opened (source becomes the model or setup among them), with the view it carries; empty
/// when the source is no such document.
Result<std::optional<LinkView>> readFilesDocumentSource(std::string& source, OpenOptions& options);

/// The fragment `#v2&lesson=inline:…` that carries the lesson or model file `name` whole (a model is
/// wrapped in a lesson of one step); refused over the length a link may carry.
Result<std::string> shareFragment(const std::string& name, const std::string& contentDir);

/// The fragment `#v2&files=…&lesson=robot` (or opensim-trial) that carries a robot model file or an
/// OpenSim trial's files (a model, its coordinates and loads, or a setup with them), as the page's Copy
/// link does; they are opened first, so a link never carries what the page would refuse. `asFile`
/// (not empty): writes the one-file form there instead (any size) and returns its path.
Result<std::string> shareFiles(const std::vector<std::string>& paths, const std::string& asFile);

struct Opened {
  std::string path;       ///< resolved file
  std::string kind;       ///< "lesson", "model", "OpenSim model", "OpenSim setup", "URDF model" or "MJCF model"
  std::string title;
  Session session;
  std::string ignoredSummary{};           ///< imported models (OpenSim, URDF, MJCF): "ignored: 18 muscles, …"
  std::vector<std::string> notes{};       ///< OpenSim: columns ignored, defaults held, …
  std::vector<double> frameTimes{};       ///< OpenSim: the coordinate rows in the time range
  std::vector<std::string> unmodelledForces{};
  std::vector<std::string> massFromMeshes{};  ///< robot models: bodies whose mass came from meshes
  std::vector<MeshReference> meshes{};        ///< imported models: meshes to draw with (paths for `readModelFile`)
  FileReader readModelFile{};                 ///< reads a file the model names (its meshes)
};

/// True when `path` names an OpenSim file the CLI opens as a model (.osim) or a trial (an Inverse
/// Dynamics setup .xml).
bool isOpenSimSource(const std::string& path);

/// True when `path` names a robot model file: .urdf, .mjcf, or an .xml that is not an OpenSim setup
/// (its root element, <robot> or <mujoco>, decides the format; any other is refused by name).
bool isRobotSource(const std::string& path);

std::string defaultContentDir();
/// `name` may be a path, a lesson id ("radial-slider") or a model id.
Result<std::string> resolveSource(const std::string& name, const std::string& contentDir);
Result<Opened> openSource(const std::string& name, const OpenOptions& options);

}  // namespace wl::cli
