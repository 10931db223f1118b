#include "Sources.hpp"

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>

#include "io/formats/FileBundle.hpp"
#include "io/importers/FileKind.hpp"
#include "io/importers/ImportBatch.hpp"
#include "io/importers/mesh/MeshPaths.hpp"
#include "io/codecs/JsonPath.hpp"
#include "io/codecs/JsonText.hpp"
#include "io/codecs/JsonWriter.hpp"
#include "io/formats/KinematicsFile.hpp"
#include "io/formats/ModelJson.hpp"
#include "io/importers/opensim/OpenSimTrial.hpp"
#include "io/importers/robot/RobotFile.hpp"
#include "link/ShareLink.hpp"
#include "lesson/Lesson.hpp"
#include "lesson/LessonLink.hpp"
#include "lesson/LessonSession.hpp"
#include "session/DemonstrationMotion.hpp"
#include "session/StateByHand.hpp"

namespace wl::cli {
namespace fs = std::filesystem;

std::string defaultContentDir() {
  if (const char* env = std::getenv("WRENCHLAB_CONTENT"); env && *env) return env;
  return std::string(WRENCHLAB_SOURCE_DIR) + "/content";
}

Result<std::string> resolveSource(const std::string& name, const std::string& contentDir) {
  std::error_code ec;
  if (fs::is_regular_file(name, ec)) return name;
  for (const char* folder : {"lessons", "models"}) {
    const fs::path candidate = fs::path(contentDir) / folder / (name + ".json");
    if (fs::is_regular_file(candidate, ec)) return candidate.string();
  }
  return Error{"source", "no lesson, model or file named \"" + name + "\" (try `wrenchlab-cli list`)"};
}

namespace {

bool endsWith(const std::string& s, const char* suffix) {
  const size_t n = std::char_traits<char>::length(suffix);
  return s.size() >= n && s.compare(s.size() - n, n, suffix) == 0;
}

bool isSetupFile(const std::string& path) {
  if (!endsWith(path, ".xml")) return false;
  auto text = readTextFile(path);
  return text && xmlKind(*text) == XmlKind::InverseDynamicsSetup;
}

// --q, --qd, --qdd: a JSON array of one number per coordinate in describe's order, or, in a model whose
// coordinates follow others, one per free coordinate (the followers then follow their leaders).
struct StateVector {
  VecX values;           // nq entries (a follower's is 0 until its leader sets it)
  bool freeOnly = false; // the array named the free coordinates only
};

Result<StateVector> stateVector(const std::string& json, const char* flag, const Model& model) {
  StateVector out{VecX::Zero(model.nq()), false};
  if (json.empty()) return out;
  auto parsed = parseJsonText(json, flag);
  if (!parsed) return Error{flag, parsed.error().message};
  const int free = freeCoordinateCount(model);
  if (!parsed->is_array() || (static_cast<int>(parsed->size()) != model.nq() && static_cast<int>(parsed->size()) != free))
    return Error{flag, "must be a JSON array of " + std::to_string(model.nq()) + " numbers, one per coordinate in describe's order" +
                           (free < model.nq() ? " (or " + std::to_string(free) + ", one per coordinate that follows no other)" : std::string())};
  VecX v(static_cast<Eigen::Index>(parsed->size()));
  for (size_t k = 0; k < parsed->size(); ++k) {
    const nlohmann::json& x = (*parsed)[k];
    if (!x.is_number() || !std::isfinite(x.get<double>()))
      return Error{std::string(flag) + "[" + std::to_string(k) + "]", "must be a finite number"};
    v(static_cast<Eigen::Index>(k)) = x.get<double>();
  }
  out.freeOnly = v.size() != model.nq();
  out.values = out.freeOnly ? withFollowers(model, v) : v;
  return out;
}

/// --kinematics FILE (and --lowpass): the file's motion replaces the model's; coordinates the file
/// lacks keep the model's own motion.
Status applyKinematicsFile(Session& session, const OpenOptions& options) {
  if (options.kinematicsFile.empty()) return Status::success();
  KinematicsOptions k;
  k.lowPassHz = options.lowPassHz;
  k.fallback = &session.file().motion;
  auto motion = loadKinematicsFile(options.kinematicsFile, session.model(), k);
  if (!motion) return motion.error();
  return session.replaceMotion(std::move(*motion));
}

// A state given by hand replaces the motion (and a simulation): the engine's one mechanism for it,
// shared with the app's State panel and links (session/StateByHand.hpp).
Status applyStateByHand(ModelFile& file, const OpenOptions& options) {
  if (options.q.empty() && options.qd.empty() && options.qdd.empty()) return Status::success();
  if (!options.kinematicsFile.empty()) return Error{"--q", "give either --kinematics or --q/--qd/--qdd, not both"};
  auto q = stateVector(options.q, "--q", file.model);
  if (!q) return q.error();
  auto qd = stateVector(options.qd, "--qd", file.model);
  if (!qd) return qd.error();
  auto qdd = stateVector(options.qdd, "--qdd", file.model);
  if (!qdd) return qdd.error();
  // The followers follow unless every coordinate was given (an unset vector is given: all zero).
  const bool freeOnly = q->freeOnly || qd->freeOnly || qdd->freeOnly;
  for (const auto* v : {&*q, &*qd, &*qdd})
    if (freeOnly && !v->freeOnly && v->values.size() > 0 && !v->values.isZero())
      return Error{"--q", "give --q, --qd and --qdd for the same coordinates: all of them, or those that follow no other"};
  State state;
  state.t = options.stateTime;
  state.q = std::move(q->values);
  state.qd = std::move(qd->values);
  state.qdd = std::move(qdd->values);
  return holdStateInFile(file, state, freeOnly || file.model.couplings().empty() ? Followers::Follow : Followers::AsGiven);
}

Result<Opened> openOpenSim(const std::string& path, const OpenOptions& options) {
  if (!options.assignments.empty()) return Error{"--set", "works on WrenchLab model files; " + path + " is an OpenSim file"};
  if (options.lessonStep > 0) return Error{"--lesson-step", "only a lesson has steps; " + path + " is an OpenSim file"};
  Result<OpenSimTrial> trial = Error{"", ""};
  std::string kind;
  if (isSetupFile(path)) {
    if (!options.kinematicsFile.empty() || !options.externalLoadsFile.empty() || options.lowPassHz > 0.0)
      return Error{"--kinematics", "an Inverse Dynamics setup names its own coordinates, loads and filter; give the .osim instead"};
    // A link's files lie in one folder: the setup's "../IK/walk_ik.mot" is found there by its name.
    trial = openOpenSimSetup(path, options.batchFiles.empty() ? FileReader(readFileFromDisk) : readerFindingBatchFiles(options.batchFiles, readFileFromDisk));
    kind = "OpenSim setup";
  } else {
    OpenSimFiles files;
    files.model = path;
    files.coordinates = options.kinematicsFile;
    files.externalLoads = options.externalLoadsFile;
    CoordinateOptions coordinates;
    coordinates.butterworthHz = options.lowPassHz;
    if (options.lowPassHz > 0.0 && options.kinematicsFile.empty()) return Error{"--lowpass", "filters --kinematics, which is missing"};
    trial = openOpenSimFiles(files, coordinates, readFileFromDisk);
    kind = "OpenSim model";
  }
  if (!trial) return trial.error();
  // A model without coordinates swings as the page shows it, when asked (a link's files say so).
  if (options.demonstration && trial->frameTimes.empty()) trial->file.motion = demonstrationMotion(trial->file.model);
  if (Status s = applyStateByHand(trial->file, options); !s) return s.error();
  const std::string title = trial->file.name;
  auto session = Session::create(std::move(trial->file));
  if (!session) return session.error();
  Opened opened{path, kind, title, std::move(*session)};
  opened.ignoredSummary = trial->ignoredSummary;
  opened.notes = trial->notes;
  opened.frameTimes = trial->frameTimes;
  opened.unmodelledForces = trial->unmodelledForces;
  opened.meshes = trial->meshes;
  // OpenSim's installation Geometry folder, or any other: --package-path, after the model's own folders.
  addGeometryFolders(opened.meshes, options.packagePaths);
  opened.readModelFile = readFileFromDisk;
  return opened;
}

Status robotFreeMotion(ModelFile& file, const OpenOptions& options) {
  if (!options.qdd.empty()) return Error{"--qdd", "simulate computes q̈; give --q and --qd only"};
  if (!options.kinematicsFile.empty()) return Error{"--kinematics", "simulate computes the motion; it takes no kinematics file"};
  const Model& model = file.model;
  // Its forces are what would keep a follower on its leader or a loop closed; without them a simulation
  // would move a different mechanism.
  if (!model.couplings().empty() || !model.loops().empty())
    return Error{"simulate", "this model has kinematic constraints (" + std::to_string(model.couplings().size() + model.loops().size()) +
                                 "); forward dynamics with constraints is not supported (inverse dynamics is: terms, matrices)"};
  SimulationSpec& sim = file.simulation;
  sim.q0 = VecX::Zero(model.nq());
  for (int k = 0; k < model.nq(); ++k) sim.q0(k) = model.coordinates()[static_cast<size_t>(k)].defaultValue;
  if (!options.q.empty()) {
    auto q = stateVector(options.q, "--q", model);
    if (!q) return q.error();
    sim.q0 = q->values;
  }
  auto qd = stateVector(options.qd, "--qd", model);
  if (!qd) return qd.error();
  sim.qd0 = qd->values;
  sim.torques.assign(static_cast<size_t>(model.nq()), TorqueSource{});
  for (const std::string& a : options.settings) {  // simulate's --integrator, --dt, --duration
    const size_t eq = a.find('=');
    const std::string key = a.substr(0, eq), value = eq == std::string::npos ? "" : a.substr(eq + 1);
    auto parsed = parseJsonText(value, key);
    if (!parsed) return parsed.error();
    if (key == "simulation.integrator" && parsed->is_string()) {
      if (!integratorFromString(parsed->get<std::string>(), sim.integrator)) return Error{"--integrator", "is not one of euler, symplectic, rk4, rk45"};
    } else if (key == "simulation.dt" && parsed->is_number()) {
      sim.dt = parsed->get<double>();
    } else if (key == "simulation.duration" && parsed->is_number()) {
      sim.duration = parsed->get<double>();
    }
  }
  sim.enabled = true;
  file.motion.source = "forward dynamics under gravity, no joint torques";
  return validate(model, sim);
}

// A URDF or MJCF file: the robot at its default pose (or the state given by hand), or --kinematics.
Result<Opened> openRobot(const std::string& path, const OpenOptions& options) {
  if (!options.assignments.empty()) return Error{"--set", "works on WrenchLab model files; " + path + " is a robot model file"};
  if (options.lessonStep > 0) return Error{"--lesson-step", "only a lesson has steps; " + path + " is a robot model"};
  if (!options.externalLoadsFile.empty())
    return Error{"--external-loads", "is for OpenSim models (.osim); " + path + " is a robot model file"};
  auto text = readTextFile(path);
  if (!text) return text.error();
  // An MJCF's <include>s, relative to the model's folder as MuJoCo resolves them.
  // Package paths from the current folder: made absolute, so that the model's reader leaves them as they are.
  std::vector<std::string> packages;
  for (const std::string& p : options.packagePaths) packages.push_back(fs::absolute(p).lexically_normal().string());
  const FileReader readBeside = [path](const std::string& file) { return readFileFromDisk(resolvePath(path, file)); };
  auto robot = openRobotFile(*text, path, readBeside, packages);
  if (!robot) return robot.error();
  if (options.forwardDynamics) {
    // A robot file prescribes no motion and no torques: simulate lets it move under gravity alone
    // (every joint torque zero) from --q/--qd, or from rest at its default pose.
    if (Status s = robotFreeMotion(robot->file, options); !s) return s.error();
  } else {
    if (options.demonstration) robot->file.motion = demonstrationMotion(robot->file.model);  // the page's swing
    if (Status s = applyStateByHand(robot->file, options); !s) return s.error();
  }
  const std::string title = robot->file.name;
  auto session = Session::create(std::move(robot->file));
  if (!session) return session.error();
  if (Status s = applyKinematicsFile(*session, options); !s) return s.error();
  Opened opened{path, robot->kind, title, std::move(*session)};
  opened.ignoredSummary = robot->ignoredSummary;
  opened.notes = robot->notes;
  opened.massFromMeshes = robot->massFromMeshes;
  opened.meshes = robot->meshes;
  opened.readModelFile = readBeside;
  return opened;
}

}  // namespace

bool isRobotSource(const std::string& path) {
  // Any other .xml is read as a robot file: its root element then says what it is, or why it is refused.
  return endsWith(path, ".urdf") || endsWith(path, ".mjcf") || (endsWith(path, ".xml") && !isSetupFile(path));
}

bool isOpenSimSource(const std::string& path) { return endsWith(path, ".osim") || isSetupFile(path); }

Result<Opened> openLesson(const Lesson& lesson, const std::string& path, const OpenOptions& options);
Result<Opened> openModelDocument(nlohmann::json modelDocument, const std::string& path, const std::string& modelPath,
                                 const std::string& kind, std::string title, const Lesson* lesson, const OpenOptions& options);

namespace {

// A folder of its own for a link's files (removed when the CLI exits: LinkView::unpackedFolder).
Result<std::string> unpackFiles(const std::vector<BundledFile>& files, std::vector<std::string>& paths) {
  std::error_code ec;
  std::random_device entropy;
  const fs::path folder = fs::temp_directory_path(ec) / ("wrenchlab-link-" + std::to_string(entropy()) + std::to_string(entropy()));
  if (ec || !fs::create_directories(folder, ec) || ec) return Error{"--link", "its files cannot be unpacked into " + folder.string()};
  for (const BundledFile& f : files) {
    const fs::path path = folder / f.name;  // a plain name: io/formats/FileBundle checked it
    std::ofstream out(path, std::ios::binary);
    out << f.bytes;
    if (!out) return Error{"--link", "its file " + f.name + " cannot be written into " + folder.string()};
    paths.push_back(path.string());
  }
  return folder.string();
}

// "[0.3,-1.2]" for --q from a link's numbers (given as the app wrote them).
std::string jsonList(const std::vector<double>& values) {
  nlohmann::json list = nlohmann::json::array();
  for (double v : values) list.push_back(v);
  return writeJsonText(list, JsonStyle::Compact);
}

// The files of a robot or trial opened in the page (from a link or a files document) with the view
// `state` says: unpacked, then opened as the page opens a batch.
Result<LinkView> useCarriedFiles(const std::vector<BundledFile>& files, const ShareState* state, std::string& source, OpenOptions& options) {
    std::vector<std::string> paths;
    auto folder = unpackFiles(files, paths);
    if (!folder) return folder.error();
    LinkView view;
    view.unpackedFolder = *folder;
    if (state) {
      view.time = state->time;
      view.frame = state->frame;
      view.expressedIn = state->expressedIn;
    }
    if (isOpenSimBatch(paths, readFileFromDisk)) {
      auto batch = sortTrialBatch(paths, readFileFromDisk);
      if (!batch) return Error{"--link", batch.error().text()};
      if (!batch->setup.empty()) {
        source = batch->setup;
        options.batchFiles = paths;
      } else {
        source = batch->files.model;
        options.kinematicsFile = batch->files.coordinates;
        options.externalLoadsFile = batch->files.externalLoads;
        options.demonstration = batch->files.coordinates.empty();  // a model alone swings in the page
      }
    } else if (const int robot = findRobotFile(paths, readFileFromDisk); robot >= 0) {
      source = paths[static_cast<std::size_t>(robot)];
      options.demonstration = true;  // the page's robot lesson swings in it (a motion among the files replaces it)
      // A motion chosen with the robot drives it (the page imports it the same way).
      for (std::size_t i = 0; i < paths.size(); ++i) {
        const std::string extension = fs::path(paths[i]).extension().string();
        if (static_cast<int>(i) != robot && (extension == ".csv" || extension == ".mot" || extension == ".sto" || extension == ".txt"))
          options.kinematicsFile = paths[i];
      }
    } else {
      return Error{"--link", "its files hold no robot model or OpenSim trial"};
    }
    // A pose set by hand in the page (the State panel): the CLI's --q/--qd/--qdd, unless given.
    if (state && options.q.empty() && !state->q.empty()) options.q = jsonList(state->q);
    if (state && options.qd.empty() && !state->qd.empty()) options.qd = jsonList(state->qd);
    if (state && options.qdd.empty() && !state->qdd.empty()) options.qdd = jsonList(state->qdd);
    if (state && !state->q.empty() && view.time >= 0.0) options.stateTime = view.time;
    return view;
}

}  // namespace

Result<std::optional<LinkView>> readFilesDocumentSource(std::string& source, OpenOptions& options) {
  if (fs::path(source).extension() != ".json" || !fs::is_regular_file(source)) return std::optional<LinkView>{};
  auto document = parseJsonFile(source);
  if (!document || !isFilesDocument(*document)) return std::optional<LinkView>{};  // a lesson or model: read as such
  auto carried = readFilesDocument(*document, source);
  if (!carried) return carried.error();
  Result<ShareState> state = ShareState{};
  if (!carried->link.empty()) {
    state = decodeShareState(carried->link);
    if (!state) return Error{source + ": link", state.error().message};
  }
  std::string opened;
  auto view = useCarriedFiles(carried->files, &*state, opened, options);
  if (!view) return view.error();
  source = opened;
  return std::optional<LinkView>(*view);
}

Result<LinkView> readLink(std::string& source, OpenOptions& options) {
  if (!source.empty()) return Error{"--link", "is the source: give a lesson or model, or --link, not both"};
  auto state = decodeShareState(options.link);
  if (!state) return Error{"--link", state.error().message};
  if (!state->files.empty()) {
    auto files = decodeFilesPayload(state->files);
    if (!files) return Error{"--link", files.error().text()};
    return useCarriedFiles(*files, &*state, source, options);
  }
  if (!state->inlineLesson.empty()) {
    auto lesson = decodeLessonPayload(state->inlineLesson, options.contentDir);
    if (!lesson) return Error{"--link", lesson.error().where == "link" ? lesson.error().message : lesson.error().text()};
    options.linkedLesson = std::move(*lesson);
  } else if (!state->lesson.empty()) {
    source = state->lesson;
  } else {
    return Error{"--link", "names no lesson (lesson=ID or lesson=inline:…)"};
  }
  if (state->step >= 0 && options.lessonStep == 0) options.lessonStep = state->step + 1;
  for (const auto& [path, value] : state->parameters) options.assignments.push_back(path + "=" + value);
  LinkView view;
  view.time = state->time;
  view.frame = state->frame;
  view.expressedIn = state->expressedIn;
  return view;
}

Result<std::string> shareFragment(const std::string& name, const std::string& contentDir) {
  auto path = resolveSource(name, contentDir);
  if (!path) return path.error();
  if (isOpenSimSource(*path) || isRobotSource(*path))
    return Error{*path, "share takes a WrenchLab lesson or model file (.json); an imported model travels as its files"};
  auto document = parseJsonFile(*path);
  if (!document) return document.error();
  Lesson lesson;
  auto format = document->find("format");
  if (format != document->end() && format->is_string() && format->get<std::string>() == "wrenchlab-lesson") {
    auto loaded = loadLessonJson(*document, *path);
    if (!loaded) return Error{*path + ": " + loaded.error().where, loaded.error().message};
    lesson = std::move(*loaded);
    if (Status s = inlineLessonModel(lesson, *path); !s) return s.error();
  } else {
    auto model = loadModelJson(*document, fs::path(*path).parent_path().string());  // a model: checked before it is sent
    if (!model) return Error{*path + ": " + model.error().where, model.error().message};
    lesson = lessonAroundModel(*document, *path);
  }
  // What the app will open: the lesson as the link carries it, read from the content folder (a model
  // file's data files named from there).
  moveInlineLesson(lesson, (fs::path(contentDir) / "lessons" / "link.json").string());
  if (Status s = checkLinkFileReferences(lesson, contentDir); !s)
    return Error{*path + ": " + s.error().where, s.error().message + " (a link's lesson is opened from the content folder)"};
  auto opens = openLessonSession(lesson);
  if (!opens) return opens.error();
  auto payload = encodeLessonPayload(lesson);
  if (!payload) return payload.error();
  if (payload->size() > kMaxLessonLinkChars)
    return Error{*path, "makes a link of " + std::to_string(payload->size()) + " characters of lesson, more than the " +
                            std::to_string(kMaxLessonLinkChars) + " a link may carry: share the file instead"};
  ShareState state;
  state.inlineLesson = *payload;
  return encodeShareState(state);
}

Result<std::string> shareFiles(const std::vector<std::string>& paths, const std::string& asFile) {
  std::vector<BundledFile> files;
  for (const std::string& path : paths) {
    auto bytes = readTextFile(path);
    if (!bytes) return bytes.error();
    files.push_back({fs::path(path).filename().string(), std::move(*bytes)});
  }
  // Opened as the page would open them: a link never carries files the page refuses.
  ShareState state;
  if (isOpenSimBatch(paths, readFileFromDisk)) {
    auto batch = sortTrialBatch(paths, readFileFromDisk);
    if (!batch) return batch.error();
    const FileReader read = readerFindingBatchFiles(paths, readFileFromDisk);
    auto trial = batch->setup.empty() ? openOpenSimFiles(batch->files, CoordinateOptions{}, read) : openOpenSimSetup(batch->setup, read);
    if (!trial) return trial.error();
    state.lesson = "opensim-trial";
  } else if (const int robot = findRobotFile(paths, readFileFromDisk); robot >= 0) {
    const std::string& path = paths[static_cast<std::size_t>(robot)];
    const FileReader read = readerFindingBatchFiles(paths, readFileFromDisk);
    auto text = read(path);
    if (!text) return text.error();
    auto opened = openRobotFile(*text, fs::path(path).filename().string(), [&](const std::string& file) { return read(resolvePath(path, file)); });
    if (!opened) return opened.error();
    state.lesson = "robot";
  } else {
    return Error{"share", "the files hold no robot model (URDF, MJCF) or OpenSim trial (.osim, a setup)"};
  }
  if (!asFile.empty()) {
    std::ofstream out(asFile, std::ios::binary);
    out << writeJsonText(filesDocument(files, encodeShareState(state)));
    if (!out) return Error{asFile, "cannot be written"};
    return asFile;
  }
  auto payload = encodeFilesPayload(files);
  if (!payload) return payload.error();
  if (payload->size() > kMaxFilesLinkChars)
    return Error{"share", "the files make a link of " + std::to_string(payload->size()) + " characters, more than the " +
                              std::to_string(kMaxFilesLinkChars) + " a link may carry: write them as one file with --as-file NAME.wrenchlab.json"};
  state.files = *payload;
  return encodeShareState(state);
}

Result<Opened> openSource(const std::string& name, const OpenOptions& options) {
  if (options.linkedLesson) return openLesson(*options.linkedLesson, "link", options);
  auto path = resolveSource(name, options.contentDir);
  if (!path) return path.error();
  if (isOpenSimSource(*path)) return openOpenSim(*path, options);
  if (isRobotSource(*path)) return openRobot(*path, options);
  if (!options.externalLoadsFile.empty())
    return Error{"--external-loads", "is for OpenSim models (.osim); " + *path + " is a WrenchLab file (its loads are in the model)"};
  auto text = readTextFile(*path);
  if (!text) return text.error();
  auto document = parseJsonText(*text, *path);
  if (!document) return document.error();

  auto format = document->find("format");
  if (format != document->end() && format->is_string() && format->get<std::string>() == "wrenchlab-lesson") {
    auto lesson = loadLessonJson(*document, *path);
    if (!lesson) return Error{*path + ": " + lesson.error().where, lesson.error().message};
    return openLesson(*lesson, *path, options);
  }
  if (options.lessonStep > 0) return Error{"--lesson-step", "only a lesson has steps; " + *path + " is a model"};
  return openModelDocument(*document, *path, *path, "model", "", nullptr, options);
}

Result<Opened> openLesson(const Lesson& lesson, const std::string& path, const OpenOptions& options) {
  auto lessonModel = lessonModelDocument(lesson, options.lessonStep - 1);
  if (!lessonModel)
    return options.lessonStep > 0
               ? Error{lessonModel.error().where == "step" ? "--lesson-step" : "--lesson-step: " + lessonModel.error().where,
                       lessonModel.error().message}
               : lessonModel.error();
  return openModelDocument(*lessonModel, path, lesson.modelPath, "lesson", lesson.title, &lesson, options);
}

Result<Opened> openModelDocument(nlohmann::json modelDocument, const std::string& path, const std::string& modelPath,
                                 const std::string& kind, std::string title, const Lesson* lesson, const OpenOptions& options) {
  for (const std::string& a : options.assignments)
    if (Status s = setJsonPath(modelDocument, a); !s) return Error{"--set " + a, s.error().text()};
  for (const std::string& a : options.settings) {
    if (!modelDocument.contains("simulation")) break;  // reported by the caller: not a forward-dynamics model
    if (Status s = setJsonPath(modelDocument, a, true); !s) return s.error();
  }

  // A lesson from a link may read only the content folder's files, whatever --set or its parameters say.
  if (lesson && !options.link.empty()) {
    Lesson checked = *lesson;
    checked.model = modelDocument;
    checked.overrides = nlohmann::json::object();
    if (Status s = checkLinkFileReferences(checked, options.contentDir); !s) return Error{"--link: " + s.error().where, s.error().message};
  }
  auto file = loadModelJson(modelDocument, fs::path(modelPath).parent_path().string());
  if (!file)
    return lesson ? Error{lessonModelErrorPath(*lesson, file.error().where), file.error().message}
                  : Error{modelPath + ": " + file.error().where, file.error().message};
  if (title.empty()) title = file->name;
  if (Status s = applyStateByHand(*file, options); !s) return s.error();
  auto session = Session::create(std::move(*file));
  if (!session) return session.error();

  if (Status s = applyKinematicsFile(*session, options); !s) return s.error();
  return Opened{path, kind, title, std::move(*session)};
}

}  // namespace wl::cli
