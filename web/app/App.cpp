#include "app/App.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <sstream>

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include "imgui.h"
#include "imgui_internal.h"  // FindWindowByName: which panels are folded, for the tests
#include "io/JsonText.hpp"
#include "io/KinematicsFile.hpp"
#include "report/SeriesCsv.hpp"
#include "report/TermsJson.hpp"
#include "lesson/LessonSession.hpp"
#include "platform/Browser.hpp"
#include "session/ObserverSpec.hpp"

namespace wl::web {
namespace fs = std::filesystem;
namespace {

// The name the user gave the file: the browser stores a picked or dropped file as
// /import/_opened-<name> (or under content/lessons); messages should not show that.
std::string shownFileName(const std::string& path) {
  std::string name = fs::path(path).filename().string();
  const std::string prefix = "_opened-";
  if (name.rfind(prefix, 0) == 0) name.erase(0, prefix.size());
  return name;
}

// Every mention of the stored path in a message, replaced by the user's file name.
std::string withShownName(std::string text, const std::string& path) {
  const std::string shown = shownFileName(path);
  for (size_t at = text.find(path); at != std::string::npos; at = text.find(path, at + shown.size()))
    text.replace(at, path.size(), shown);
  return text;
}

}  // namespace

bool App::init(const std::string& contentDir, std::string& error) {
  contentDir_ = contentDir;
  if (!renderer_.init(error)) return false;
  const std::string lessonsDir = contentDir + "/lessons";
  auto index = parseJsonFile(lessonsDir + "/index.json");
  if (!index || !index->is_object() || !index->contains("lessons") || !(*index)["lessons"].is_array()) {
    error = "cannot read the lesson list " + lessonsDir + "/index.json";
    return false;
  }
  for (const auto& id : (*index)["lessons"]) {
    if (!id.is_string()) continue;
    LessonEntry e{id.get<std::string>(), lessonsDir + "/" + id.get<std::string>() + ".json", id.get<std::string>()};
    auto lesson = loadLessonFile(e.path);
    if (lesson) e.title = lesson->title;
    lessons_.push_back(e);
  }
  if (lessons_.empty()) {
    error = "the lesson list is empty";
    return false;
  }
  // Start where the link says, or with the n-link limb.
  const std::string hash = readLocationHash();
  bool opened = false;
  if (!hash.empty() && hash != "#") opened = applyHash(hash);
  if (!opened) {
    size_t start = 0;
    for (size_t i = 0; i < lessons_.size(); ++i)
      if (lessons_[i].id == "nlink") start = i;
    std::string why;
    if (!openLesson(start, why)) {
      error = why;
      return false;
    }
    goToStep(0);
  }
  return true;
}

void App::shutdown() {}

void App::setMessage(const std::string& text, bool error) {
  message_ = text;
  messageIsError_ = error;
}

bool App::openLesson(size_t index, std::string& error) {
  auto lesson = loadLessonFile(lessons_[index].path);
  if (!lesson) {
    error = lesson.error().text();
    return false;
  }
  auto session = openLessonSession(*lesson);
  if (!session) {
    error = session.error().text();
    return false;
  }
  auto defaults = stepDefaults(*lesson, *session);
  if (!defaults) {
    error = defaults.error().text();
    return false;
  }
  stepDefaults_ = std::move(*defaults);
  lesson_ = std::move(*lesson);
  session_ = std::make_unique<Session>(std::move(*session));
  showSegment_.clear();  // a new lesson shows all its segments until a step says otherwise
  compare_.reset();
  lessonIndex_ = index;
  parameterErrors_.assign(lesson_->parameters.size(), "");
  exerciseInput_.assign(lesson_->exercises.size(), "");
  exerciseState_.assign(lesson_->exercises.size(), 0);
  newtonsPerCm_ = 0.0f;
  rebuildAfterModelChange();
  resetCamera();
  return true;
}

void App::rebuildAfterModelChange() {
  const int n = session_->model().segmentCount();
  // A changed mass or length keeps the segments the step (or the user) chose to show.
  if (showSegment_.size() != static_cast<size_t>(n)) showSegment_.assign(static_cast<size_t>(n), 1);
  trailPoints_.assign(static_cast<size_t>(n), {});
  for (auto& t : trailPoints_) t.reserve(500);
  focusSegment_ = std::clamp(focusSegment_, 0, n - 1);
  if (session_->isForwardDynamics() && session_->file().simulation.integrator != Integrator::RK4) {
    // The same model with RK4 next to the lesson's integrator: students see the energy drift.
    ModelFile twin = session_->file();
    twin.simulation.integrator = Integrator::RK4;
    twin.simulation.dt = std::max(twin.simulation.dt, 1e-3);
    auto s = Session::create(std::move(twin));
    compare_ = s ? std::make_unique<Session>(std::move(*s)) : nullptr;
  } else {
    compare_.reset();
  }
  seriesDirty_ = true;
  refitCameraIfOutgrown();
}

void App::goToStep(int step) {
  if (!lesson_) return;
  step_ = std::clamp(step, 0, static_cast<int>(lesson_->steps.size()) - 1);
  const LessonStep& s = lesson_->steps[static_cast<size_t>(step_)];
  if (!messageIsError_) message_.clear();  // "Link copied…" belongs to the step it was said in
  bool modelChanged = false;
  if (Status st = applyStepSettings(*session_, *lesson_, static_cast<size_t>(step_), stepDefaults_, &modelChanged); !st)
    setMessage(st.error().text(), true);
  if (modelChanged) {
    rebuildAfterModelChange();
    std::fill(parameterErrors_.begin(), parameterErrors_.end(), std::string());
  }
  showTerm_.fill(s.terms.empty());
  for (const std::string& key : s.terms) {
    Term t;
    if (termFromKey(key, t)) showTerm_[static_cast<size_t>(t)] = true;
  }
  const Model& model = session_->model();
  for (int i = 0; i < model.segmentCount(); ++i)
    showSegment_[static_cast<size_t>(i)] =
        s.segments.empty() || std::find(s.segments.begin(), s.segments.end(), model.segments()[static_cast<size_t>(i)].name) != s.segments.end();
  if (!s.segments.empty()) focusSegment_ = std::max(0, model.findSegment(s.segments.front()));
  else focusSegment_ = model.segmentCount() - 1;
  frameText_ = s.frame;
  expressText_ = s.expressedIn;
  about_ = s.about == "com" ? 1 : s.about == "distal" ? 2 : 0;
  if (Status st = applyView(); !st) setMessage(st.error().text(), true);
  playing_ = s.play;
  if (!s.play) (void)session_->setTime(s.time);
  for (auto& t : trailPoints_) t.clear();
  seriesDirty_ = true;
}

Status App::applyView() {
  auto observer = parseObserver(session_->model(), frameText_);
  if (!observer) return observer.error();
  ViewSettings view = session_->view();
  view.observer = *observer;
  view.about = about_ == 1 ? AboutPoint::Com : about_ == 2 ? AboutPoint::Distal : AboutPoint::Proximal;
  if (Status st = parseExpressedIn(session_->model(), expressText_, view); !st) return st;
  seriesDirty_ = true;
  return session_->setView(view);
}

void App::advanceTime(double dt) {
  double t = session_->time() + dt;
  if (t > session_->endTime() + 1e-12) {
    if (!loop_) {
      playing_ = false;
      t = session_->endTime();
    } else {
      t = session_->startTime();
      for (auto& tr : trailPoints_) tr.clear();
    }
  }
  if (Status s = session_->setTime(t); !s) {
    playing_ = false;  // the simulation paused itself: say why
    setMessage(s.error().text(), true);
  }
  if (compare_) (void)compare_->setTime(session_->time());
}

ShareState App::shareState() const {
  ShareState s;
  s.lesson = lessons_[lessonIndex_].id;
  s.step = step_;
  s.time = session_->time();
  s.frame = frameText_;
  s.expressedIn = expressText_;
  s.termsGiven = true;
  for (Term t : kAllTerms)
    if (showTerm_[static_cast<size_t>(t)]) s.terms.push_back(termKey(t));
  s.playing = playing_;
  if (lesson_)
    for (const LessonParameter& p : lesson_->parameters) {
      auto v = session_->parameter(p.path);
      if (v) s.parameters.emplace_back(p.path, v->dump());
    }
  return s;
}

bool App::applyHash(const std::string& hash) {
  auto state = decodeShareState(hash);
  if (!state) {
    setMessage("The link could not be read (" + state.error().message + "); showing the defaults.", true);
    return false;
  }
  size_t index = lessonIndex_;
  bool found = state->lesson.empty() && session_;
  for (size_t i = 0; i < lessons_.size(); ++i)
    if (lessons_[i].id == state->lesson) {
      index = i;
      found = true;
    }
  if (!found) {
    setMessage("The link names an unknown lesson \"" + state->lesson + "\"; showing the defaults.", true);
    return false;
  }
  // A lesson that cannot be opened leaves the current one running. A link that names a lesson
  // opens it afresh, so parameters the link does not set are the lesson's, not left from before.
  std::string error;
  if (!state->lesson.empty() || !session_) {
    if (!openLesson(index, error)) {
      setMessage("The link's lesson cannot be opened: " + error, true);
      return false;
    }
  }
  setMessage("", false);
  // The step first: its settings are the base the link's parameters are applied on.
  goToStep(state->step >= 0 ? state->step : 0);
  for (const auto& [path, value] : state->parameters) {
    auto v = parseJsonText(value, "link");
    if (!v || !session_->setParameter(path, *v)) {
      setMessage("The link sets \"" + path + "\" to an invalid value; it was ignored.", true);
    }
  }
  // Only a link with parameters changed the model the step set up (and its RK4 twin).
  if (!state->parameters.empty()) {
    rebuildAfterModelChange();
    (void)applyView();
  }
  if (!state->frame.empty()) {
    const std::string keep = frameText_;
    frameText_ = state->frame;
    if (!applyView()) {
      frameText_ = keep;
      (void)applyView();
      setMessage("The link's observer frame is unknown; using the step's.", true);
    }
  }
  if (!state->expressedIn.empty()) {
    const std::string keep = expressText_;
    expressText_ = state->expressedIn;
    if (!applyView()) {
      expressText_ = keep;
      (void)applyView();
      setMessage("The link's axes are unknown; using the step's.", true);
    }
  }
  if (state->termsGiven) {
    showTerm_.fill(false);
    for (const std::string& k : state->terms) {
      Term t;
      if (termFromKey(k, t)) showTerm_[static_cast<size_t>(t)] = true;
    }
  }
  if (state->time >= 0.0) (void)session_->setTime(state->time);
  playing_ = state->playing;
  return true;
}

bool App::setParameterText(const std::string& path, const std::string& value) {
  auto v = parseJsonText(value, "value");
  if (!v) {
    setMessage(path + ": " + v.error().message, true);
    return false;
  }
  if (Status s = session_->setParameter(path, *v); !s) {
    setMessage(s.error().text(), true);
    return false;
  }
  rebuildAfterModelChange();
  (void)applyView();
  setMessage("", false);
  return true;
}

bool App::openLessonFile(const std::string& path) {
  auto lesson = loadLessonFile(path);
  if (!lesson) {
    setMessage("The lesson could not be opened: " + withShownName(lesson.error().text(), path), true);
    return false;
  }
  // Its model may be one of ours ("../models/x.json" from content/lessons) or next to the file.
  auto session = openLessonSession(*lesson);
  if (!session) {
    setMessage("The lesson's model could not be opened: " + session.error().text(), true);
    return false;
  }
  lessons_.push_back({lesson->id, path, lesson->title + " (opened)", true});
  std::string error;
  if (!openLesson(lessons_.size() - 1, error)) {
    lessons_.pop_back();
    setMessage(error, true);
    return false;
  }
  goToStep(0);
  setMessage("Opened " + lesson->title + ".", false);
  return true;
}

void App::importKinematics(const std::string& path) {
  if (fs::path(path).extension() == ".json") {  // a lesson file, not kinematics
    (void)openLessonFile(path);
    return;
  }
  KinematicsOptions options;
  options.fallback = &session_->file().motion;
  auto motion = loadKinematicsFile(path, session_->model(), options);
  if (!motion) {
    setMessage("Import failed: " + withShownName(motion.error().text(), path), true);  // the lesson keeps running
    return;
  }
  if (Status s = session_->replaceMotion(std::move(*motion)); !s) {
    setMessage("Import failed: " + withShownName(s.error().text(), path), true);
    return;
  }
  for (auto& t : trailPoints_) t.clear();
  seriesDirty_ = true;
  setMessage("Imported " + shownFileName(path) + ": inverse dynamics of the measured motion.", false);
}

void App::exportCsv() {
  std::vector<SeriesRequest> requests;
  for (int s = 0; s < session_->model().segmentCount(); ++s)
    for (Term t : kAllTerms) {
      if (!showTerm_[static_cast<size_t>(t)] || !showSegment_[static_cast<size_t>(s)]) continue;
      for (auto part : {SeriesKey::Part::Force, SeriesKey::Part::Moment})
        for (auto c : {SeriesKey::Component::X, SeriesKey::Component::Y, SeriesKey::Component::Z}) {
          SeriesRequest r;
          r.key = {s, t, part, c};
          requests.push_back(r);
        }
    }
  for (int k = 0; k < session_->model().nq(); ++k) {
    SeriesRequest r;
    r.kind = SeriesRequest::Kind::JointTorque;
    r.coordinate = k;
    requests.push_back(r);
  }
  Series series;
  const int samples = 501;
  SeriesSampler sampler;
  Status status = sampler.sample(*session_, session_->startTime(), session_->endTime(), samples, requests, series);
  std::ostringstream csv;
  writeSeriesCsv(csv, session_->model(), requests, series);
  std::string where;
  // The numbers depend on the observer and the moment point: the file's name records both.
  std::string frame = frameText_;
  for (char& c : frame)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '.' && c != '-' && c != '_') c = '-';
  const std::string name = lessons_[lessonIndex_].id + "_observer-" + frame + "_about-" +
                           (about_ == 1 ? "com" : about_ == 2 ? "distal" : "proximal") + ".csv";
  if (saveTextFile(name, csv.str(), where)) setMessage("Exported the time series to " + where + ".", false);
  else setMessage("Could not write " + name, true);
  if (!status) setMessage(status.error().text(), true);
}

bool App::wantsScreenshot(std::string& name) {
  if (pendingScreenshot_.empty()) return false;
  name = pendingScreenshot_;
  pendingScreenshot_.clear();
  return true;
}

void App::handleShortcuts() {
  // ImGui 1.86 indexes io.KeysDown by the backend's key codes: GLFW's.
  ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput) return;
  if (ImGui::IsKeyPressed(GLFW_KEY_SPACE)) playing_ = !playing_;
  if (ImGui::IsKeyPressed(GLFW_KEY_RIGHT)) {
    playing_ = false;
    advanceTime(1.0 / 30.0);
  }
  if (ImGui::IsKeyPressed(GLFW_KEY_LEFT)) {
    playing_ = false;
    (void)session_->setTime(std::max(session_->startTime(), session_->time() - 1.0 / 30.0));
  }
  if (ImGui::IsKeyPressed(GLFW_KEY_PAGE_DOWN)) goToStep(step_ + 1);
  if (ImGui::IsKeyPressed(GLFW_KEY_PAGE_UP)) goToStep(step_ - 1);
  if (ImGui::IsKeyPressed(GLFW_KEY_F)) togglePresenter();
  if (ImGui::IsKeyPressed(GLFW_KEY_SLASH) && io.KeyShift) showHelp_ = !showHelp_;
  if (ImGui::IsKeyPressed(GLFW_KEY_H)) showHelp_ = !showHelp_;
  if (ImGui::IsKeyPressed(GLFW_KEY_R) || ImGui::IsKeyPressed(GLFW_KEY_HOME)) resetCamera();
  for (int k = 0; k < 9; ++k)
    if (ImGui::IsKeyPressed(GLFW_KEY_1 + k)) {
      showTerm_[static_cast<size_t>(k)] = !showTerm_[static_cast<size_t>(k)];
      seriesDirty_ = true;
    }
}

void App::frame(const FrameInput& input) {
  width_ = input.framebufferWidth;
  height_ = input.framebufferHeight;
  std::string imported;
  while (takeImportedFile(imported)) importKinematics(imported);
  handleShortcuts();
  if (playing_) advanceTime(input.dt * speed_);
  const bool rescaled = std::abs(input.uiScale - uiScale_) > 1e-3f;
  layoutCondition_ = rescaled ? ImGuiCond_Always : ImGuiCond_FirstUseEver;
  uiScale_ = input.uiScale;
  // Presenter mode changes the scale, so its layout is applied on the first frame at the new one.
  presenterRelayout_ = presenterLayoutPending_ && rescaled;
  if (presenterRelayout_) {
    presenterLayoutPending_ = false;
    applyPresenterLayout();
  }
  drawScene(input);
  legendOverlay(input);
  lessonPanel();
  timePanel();
  termsPanel();
  if (!presenter_) {
    tablePanel();
    plotPanel();
    parameterPanel();
    if (session_->isForwardDynamics()) simulationPanel();
  }
  formulaPanel();
  if (!presenter_) exercisePanel();
  if (showHelp_) helpPanel();
  // Keep the address bar in step with what is on screen (only when it changes, not every frame).
  if (isBrowser() && ImGui::GetFrameCount() % 30 == 0) {
    ShareState s = shareState();
    s.time = -1.0;  // the time changes every frame while playing; "Copy link" includes it
    const std::string hash = encodeShareState(s);
    if (hash != lastHash_) {
      writeLocationHash(hash);
      lastHash_ = hash;
    }
  }
}

std::string App::snapshotJson() const { return session_ ? termsToJson(*session_).dump() : "{}"; }

std::string App::stateJson() const {
  nlohmann::json j;
  j["lesson"] = lessons_[lessonIndex_].id;
  j["step"] = step_;
  j["time"] = session_ ? session_->time() : 0.0;
  j["frame"] = frameText_;
  j["expressed_in"] = expressText_;
  j["segments"] = session_ ? session_->model().segmentCount() : 0;
  nlohmann::json shown = nlohmann::json::array();
  for (size_t s = 0; session_ && s < showSegment_.size(); ++s)
    if (showSegment_[s]) shown.push_back(session_->model().segments()[s].name);
  j["segments_shown"] = shown;
  nlohmann::json terms = nlohmann::json::array();
  for (Term t : kAllTerms)
    if (showTerm_[static_cast<size_t>(t)]) terms.push_back(termKey(t));
  j["terms_shown"] = terms;
  nlohmann::json parameters = nlohmann::json::object();
  if (lesson_ && session_)
    for (const LessonParameter& p : lesson_->parameters)
      if (auto v = session_->parameter(p.path)) parameters[p.path] = *v;
  j["parameters"] = parameters;
  // Which panels are unfolded (for the browser test of a click on a folded title bar).
  nlohmann::json panels = nlohmann::json::object();
  for (const char* name : {"Lesson", "Time", "Terms and frame", "Table", "Formulas", "Exercises", "Parameters", "Plot"})
    if (const ImGuiWindow* w = ImGui::FindWindowByName(name)) panels[name] = !w->Collapsed;
  j["panels"] = panels;
  // Which unfolded panels need a scroll bar: a lesson's text must fit its panel (the browser test).
  nlohmann::json overflow = nlohmann::json::object();
  for (const char* name : {"Lesson", "Terms and frame", "Formulas", "Exercises"})
    if (const ImGuiWindow* w = ImGui::FindWindowByName(name); w && !w->Collapsed)
      overflow[name] = {{"x", w->ScrollMax.x > 0.5f}, {"y", w->ScrollMax.y > 0.5f}};
  j["panels_overflow"] = overflow;
  j["message"] = message_;
  j["error"] = messageIsError_;
  j["playing"] = playing_;
  j["discrepancy"] = session_ ? session_->jointWrenchDiscrepancy() : 0.0;
  j["fps"] = ImGui::GetIO().Framerate;
  j["ui_scale"] = uiScale_;
  j["ui_redraws"] = {{"full", uiFullRedraws_}, {"windows", uiWindowRedraws_}};
  j["presenter"] = presenter_;
  j["camera"] = {{"view_height", camera_.viewHeight()}, {"yaw", camera_.yaw()}, {"pitch", camera_.pitch()}};
  // What the last frame asked of the GPU: the performance script reports it next to the frame rate.
  const render::RenderStats& r = renderer_.stats();
  const ImDrawData* ui = ImGui::GetDrawData();
  j["render"] = {{"draw_calls", r.drawCalls}, {"triangles", r.triangles}, {"upload_bytes", r.uploadBytes},
                 {"mesh_vertices", r.meshVertices}, {"stroke_vertices", r.strokeVertices},
                 {"ui_vertices", ui ? ui->TotalVtxCount : 0}, {"ui_indices", ui ? ui->TotalIdxCount : 0},
                 {"ui_lists", ui ? ui->CmdListsCount : 0}};
  return j.dump();
}

}  // namespace wl::web
