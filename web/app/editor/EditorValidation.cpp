#include "app/editor/EditorValidation.hpp"

#include <cmath>
#include <filesystem>

#include "app/editor/EditorEdits.hpp"
#include "lesson/LessonLink.hpp"
#include "lesson/LessonSession.hpp"

namespace wl::web::editor {
namespace {

Validation failed(const std::string& where, const std::string& message) {
  Validation v;
  v.pointer = pointerFromPath(where);
  v.message = where.empty() ? message : where + ": " + message;
  return v;
}

// The engine names an exercise by its id ("exercises.bead-out"); the document by its index. Its
// message starts with what it is about ("tau.x: unknown coordinate", "segment: unknown segment"): the
// field with that name, or holding that quantity, is where the message goes.
std::string exercisePath(const nlohmann::json& doc, const std::string& where, const std::string& message) {
  const std::string prefix = "exercises.";
  if (where.rfind(prefix, 0) != 0 || !doc.contains("exercises") || !doc["exercises"].is_array()) return where;
  const std::string id = where.substr(prefix.size());
  for (std::size_t i = 0; i < doc["exercises"].size(); ++i) {
    const nlohmann::json& e = doc["exercises"][i];
    const std::string own = e.is_object() && e.contains("id") && e["id"].is_string() ? e["id"].get<std::string>()
                                                                                     : "exercise" + std::to_string(i + 1);
    if (own != id) continue;
    const std::string at = "exercises[" + std::to_string(i) + "]";
    const std::string about = message.substr(0, message.find(": "));
    std::string quantity = e.contains("quantity") && e["quantity"].is_string() ? e["quantity"].get<std::string>() : "";
    if (quantity.rfind("expr:", 0) == 0) quantity = quantity.substr(5);  // its message quotes the expression
    if (!quantity.empty() && (about == quantity || about.find(quantity) != std::string::npos)) return at + ".quantity";
    for (const char* field : {"segment", "frame", "time", "expressed_in", "about", "choices", "tolerance"})
      if (about == field) return at + "." + field;
    return at;
  }
  return where;
}

}  // namespace

Validation validateLessonDocument(const nlohmann::json& doc, const std::string& contentDir) {
  const std::string path = (std::filesystem::path(contentDir) / "lessons" / "edited.json").string();
  auto lesson = loadLessonJson(doc, path);
  if (!lesson) return failed(lesson.error().where, lesson.error().message);
  if (!hasInlineModel(*lesson)) return failed("model", "the editor keeps the model inside the lesson");
  // Before the session opens: a simulation of millions of steps would be integrated right away.
  const nlohmann::json sim = valueAt(doc, "/model/simulation");
  const nlohmann::json dt = valueAt(doc, "/model/simulation/dt"), duration = valueAt(doc, "/model/simulation/duration");
  if (sim.is_object() && dt.is_number() && duration.is_number() && dt.get<double>() > 0.0 &&
      duration.get<double>() / dt.get<double>() > kMaxEditorSimulationSteps)
    return failed("model.simulation.dt", "more than 200 000 steps over the duration would stall the page while it is edited: make dt larger or the duration shorter");
  if (Status s = checkLinkFileReferences(*lesson, contentDir); !s) return failed(s.error().where, s.error().message);
  auto session = openLessonSession(*lesson);
  if (!session) {
    // "…/edited.json: model.segments[1].mass" → the lesson's own path to the field.
    std::string where = session.error().where;
    const std::string prefix = lesson->modelPath + ": ";
    if (where.rfind(prefix, 0) == 0) where = where.substr(prefix.size());
    return failed(where, session.error().message);
  }
  if (Status s = validateLesson(*lesson, *session, false); !s)
    return failed(exercisePath(doc, s.error().where, s.error().message), s.error().message);
  Validation v;
  v.valid = true;
  v.lesson = std::move(*lesson);
  return v;
}

}  // namespace wl::web::editor
