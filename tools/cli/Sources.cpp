#include "Sources.hpp"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "io/JsonPath.hpp"
#include "io/JsonText.hpp"
#include "io/KinematicsFile.hpp"
#include "io/ModelJson.hpp"

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

Result<std::string> readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return Error{path, "cannot be read"};
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// A lesson names its model file (relative to the lesson) and may override some of its fields.
struct ModelReference {
  std::string modelPath;
  nlohmann::json overrides = nlohmann::json::object();
  std::string title;
};

Result<ModelReference> lessonModel(const nlohmann::json& lesson, const std::string& lessonPath) {
  ModelReference ref;
  auto title = lesson.find("title");
  if (title != lesson.end() && title->is_string()) ref.title = title->get<std::string>();
  auto model = lesson.find("model");
  if (model == lesson.end() || !model->is_string()) return Error{lessonPath + ": model", "must be the path of a model file"};
  ref.modelPath = (fs::path(lessonPath).parent_path() / model->get<std::string>()).lexically_normal().string();
  auto overrides = lesson.find("overrides");
  if (overrides != lesson.end()) {
    if (!overrides->is_object()) return Error{lessonPath + ": overrides", "must be an object {path: value}"};
    ref.overrides = *overrides;
  }
  return ref;
}

}  // namespace

Result<Opened> openSource(const std::string& name, const OpenOptions& options) {
  auto path = resolveSource(name, options.contentDir);
  if (!path) return path.error();
  auto text = readFile(*path);
  if (!text) return text.error();
  auto document = parseJsonText(*text, *path);
  if (!document) return document.error();

  std::string kind = "model", title, modelPath = *path;
  nlohmann::json modelDocument = *document;
  std::vector<std::string> assignments;
  auto format = document->find("format");
  if (format != document->end() && format->is_string() && format->get<std::string>() == "wrenchlab-lesson") {
    auto ref = lessonModel(*document, *path);
    if (!ref) return ref.error();
    kind = "lesson";
    title = ref->title;
    modelPath = ref->modelPath;
    auto modelText = readFile(modelPath);
    if (!modelText) return modelText.error();
    auto parsed = parseJsonText(*modelText, modelPath);
    if (!parsed) return parsed.error();
    modelDocument = *parsed;
    for (auto it = ref->overrides.begin(); it != ref->overrides.end(); ++it)
      assignments.push_back(it.key() + "=" + it.value().dump());
  }
  for (const std::string& a : options.assignments) assignments.push_back(a);
  for (const std::string& a : assignments)
    if (Status s = setJsonPath(modelDocument, a); !s) return Error{"--set " + a, s.error().text()};
  for (const std::string& a : options.settings) {
    if (!modelDocument.contains("simulation")) break;  // reported below: not a forward-dynamics model
    if (Status s = setJsonPath(modelDocument, a, true); !s) return s.error();
  }

  auto file = loadModelJson(modelDocument, fs::path(modelPath).parent_path().string());
  if (!file) return Error{modelPath + ": " + file.error().where, file.error().message};
  if (title.empty()) title = file->name;
  auto session = Session::create(std::move(*file));
  if (!session) return session.error();

  if (!options.kinematicsFile.empty()) {
    KinematicsOptions k;
    k.lowPassHz = options.lowPassHz;
    k.fallback = &session->file().motion;
    auto motion = loadKinematicsFile(options.kinematicsFile, session->model(), k);
    if (!motion) return motion.error();
    if (Status s = session->replaceMotion(std::move(*motion)); !s) return s.error();
  }
  return Opened{*path, kind, title, std::move(*session)};
}

}  // namespace wl::cli
