#include "Sources.hpp"

#include <cstdlib>
#include <filesystem>

#include "io/JsonPath.hpp"
#include "io/JsonText.hpp"
#include "io/KinematicsFile.hpp"
#include "io/ModelJson.hpp"
#include "lesson/Lesson.hpp"
#include "lesson/LessonSession.hpp"

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

Result<Opened> openSource(const std::string& name, const OpenOptions& options) {
  auto path = resolveSource(name, options.contentDir);
  if (!path) return path.error();
  auto text = readTextFile(*path);
  if (!text) return text.error();
  auto document = parseJsonText(*text, *path);
  if (!document) return document.error();

  std::string kind = "model", title;
  std::string modelPath = *path;
  nlohmann::json modelDocument = *document;
  auto format = document->find("format");
  if (format != document->end() && format->is_string() && format->get<std::string>() == "wrenchlab-lesson") {
    auto lesson = loadLessonJson(*document, *path);
    if (!lesson) return Error{*path + ": " + lesson.error().where, lesson.error().message};
    kind = "lesson";
    title = lesson->title;
    modelPath = lesson->modelPath;
    auto lessonModel = lessonModelDocument(*lesson, options.lessonStep - 1);
    if (!lessonModel)
      return options.lessonStep > 0
                 ? Error{lessonModel.error().where == "step" ? "--lesson-step" : "--lesson-step: " + lessonModel.error().where,
                         lessonModel.error().message}
                 : lessonModel.error();
    modelDocument = std::move(*lessonModel);
  } else if (options.lessonStep > 0) {
    return Error{"--lesson-step", "only a lesson has steps; " + *path + " is a model"};
  }
  for (const std::string& a : options.assignments)
    if (Status s = setJsonPath(modelDocument, a); !s) return Error{"--set " + a, s.error().text()};
  for (const std::string& a : options.settings) {
    if (!modelDocument.contains("simulation")) break;  // reported by the caller: not a forward-dynamics model
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
