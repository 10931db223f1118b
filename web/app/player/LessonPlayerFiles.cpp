// The lesson player's files and links: a lecturer's own lesson file, imported kinematics, the CSV
// export, and the state a shared link carries in and out.
#include <cmath>
#include <filesystem>
#include <map>

#include "app/player/LessonPlayer.hpp"
#include "app/player/ShownNames.hpp"
#include "io/formats/FileBundle.hpp"
#include "io/codecs/JsonText.hpp"
#include "io/codecs/JsonWriter.hpp"
#include "io/formats/KinematicsFile.hpp"
#include "io/formats/ModelJson.hpp"
#include "lesson/LessonLink.hpp"
#include "lesson/LessonSession.hpp"
#include "lesson/LessonTranslation.hpp"
#include "session/ObserverSpec.hpp"

namespace wl::web {
namespace fs = std::filesystem;

bool LessonPlayer::openLessonFile(const std::string& path, ViewState& view) {
  auto lesson = loadLessonFile(path);
  if (!lesson) {
    // A model file opens as a lesson of one step around it (and can be edited into a lesson).
    auto document = parseJsonFile(path);
    bool isModel = false;
    if (document && document->is_object()) {
      const auto format = document->find("format");
      isModel = format != document->end() && format->is_string() && format->get<std::string>() == "wrenchlab-model";
    }
    if (document && isFilesDocument(*document)) {
      // One file that carries a robot's or a trial's files and the view to open them in (Save as one file).
      auto carried = readFilesDocument(*document, shownFileName(path));
      if (!carried) {
        setMessage(fill(texts()(Text::messageLessonNotOpened), {carried.error().text()}), true);
        return false;
      }
      if (!openBundledFiles(carried->files, shownFileName(path), view)) return false;
      if (carried->link.empty()) return true;
      const PlayerMessage opened = message_;  // what the import said (its notes) stays on the line
      if (!applyShareLink(carried->link, view)) return false;
      if (message_.text.empty()) message_ = opened;
      return true;
    }
    if (isModel) {
      auto model = loadModelJson(*document, fs::path(path).parent_path().string());
      if (!model) {
        setMessage(fill(texts()(Text::messageModelNotOpened), {withShownName(path + ": " + model.error().text(), path)}), true);
        return false;
      }
      Lesson around = lessonAroundModel(*document, path);
      std::string error;
      if (!openCarriedLesson(std::move(around), "file", false, view, error)) {
        setMessage(fill(texts()(Text::messageModelNotOpened), {error}), true);
        return false;
      }
      setMessage(fill(texts()(Text::messageOpened), {shownFileName(path)}), false);
      return true;
    }
    setMessage(fill(texts()(Text::messageLessonNotOpened), {withShownName(lesson.error().text(), path)}), true);
    return false;
  }
  // Its model may be one of ours ("../models/x.json" from content/lessons) or next to the file.
  auto session = openLessonSession(*lesson);
  if (!session) {
    setMessage(fill(texts()(Text::messageModelNotOpened), {session.error().text()}), true);
    return false;
  }
  LessonEntry entry;
  entry.id = lesson->id;
  entry.path = path;
  for (Language l : kLanguages)
    entry.titles[index(l)] = fill(catalogue(l)(Text::messageOpenedFileTitle), {translatedLesson(*lesson, languageTag(l)).title});
  entry.fromFile = true;
  std::string error;
  if (!openNewEntry(std::move(entry), -1, view, error)) {
    setMessage(error, true);
    return false;
  }
  goToStep(0, view);
  setMessage(fill(texts()(Text::messageOpened), {translatedLesson(*lesson, languageTag(language_)).title}), false);
  return true;
}

void LessonPlayer::importFile(const std::string& path, ViewState& view) {
  if (fs::path(path).extension() == ".json") {  // a lesson file, not kinematics
    (void)openLessonFile(path, view);
    return;
  }
  importKinematics(path, readFileFromDisk);
}

void LessonPlayer::importKinematics(const std::string& path, const FileReader& read) {
  KinematicsOptions options;
  options.fallback = &session_->file().motion;
  auto text = read(path);
  if (!text) {
    setMessage(fill(texts()(Text::messageImportFailed), {withShownName(text.error().text(), path)}), true);
    return;
  }
  auto motion = parseKinematics(*text, path, session_->model(), options);
  if (!motion) {
    setMessage(fill(texts()(Text::messageImportFailed), {withShownName(motion.error().text(), path)}), true);  // the lesson keeps running
    return;
  }
  if (Status s = session_->replaceMotion(std::move(*motion)); !s) {
    setMessage(fill(texts()(Text::messageImportFailed), {withShownName(s.error().text(), path)}), true);
    return;
  }
  notify(PlayerEvent::MotionReplaced);
  notify(PlayerEvent::TimelineRestarted);
  notify(PlayerEvent::SeriesChanged);
  setMessage(fill(texts()(Text::messageImported), {shownFileName(path)}), false);
}

const std::string& LessonPlayer::filesPayload() const {
  if (filesPayloadFor_ != openCount_) {
    filesPayload_.clear();
    if (const auto& files = currentEntry().files) {
      auto payload = encodeFilesPayload(*files);
      if (payload) filesPayload_ = std::move(*payload);
    }
    filesPayloadFor_ = openCount_;
  }
  return filesPayload_;
}

FilesInLink LessonPlayer::filesInLink() const {
  FilesInLink f;
  if (!hasLesson()) return f;
  const LessonEntry& entry = currentEntry();
  f.hasFiles = entry.files != nullptr || !entry.filesWhyNot.empty();
  f.whyNot = entry.filesWhyNot;
  if (entry.files) {
    f.payloadChars = filesPayload().size();
    f.fits = f.payloadChars > 0 && f.payloadChars <= kMaxFilesLength;
  }
  return f;
}

Result<std::pair<std::string, std::string>> LessonPlayer::filesDocumentText(const ViewState& view) const {
  const LessonEntry& entry = currentEntry();
  if (!entry.files) return Error{"files", entry.filesWhyNot.empty() ? "the open lesson was not opened from your files" : entry.filesWhyNot};
  ShareState state = shareState(view);
  state.files.clear();  // the document carries them itself
  const std::string text = writeJsonText(filesDocument(*entry.files, encodeShareState(state)));
  // Named after the model file (the robot's, the trial's .osim), else the first file.
  std::string stem = fs::path(entry.files->front().name).stem().string();
  for (const BundledFile& f : *entry.files) {
    const std::string extension = fs::path(f.name).extension().string();
    if (extension == ".osim" || extension == ".urdf" || extension == ".mjcf" || (extension == ".xml" && entry.id == "robot")) {
      stem = fs::path(f.name).stem().string();
      break;
    }
  }
  return std::make_pair(stem + ".wrenchlab.json", text);
}

bool LessonPlayer::openBundledFiles(const std::vector<BundledFile>& files, const std::string& source, ViewState& view) {
  // Held in memory and read through a reader of their own: nothing is written anywhere. A path is the
  // file's name (a setup's "../IK/walk_ik.mot" is then found by its name, as among dropped files).
  auto held = std::make_shared<std::map<std::string, std::string>>();
  std::vector<std::string> paths;
  std::string names;
  for (const BundledFile& f : files) {
    held->emplace(f.name, f.bytes);
    paths.push_back(f.name);
    names += (names.empty() ? "" : ", ") + f.name;
  }
  const FileReader read = [held, source](const std::string& path) -> Result<std::string> {
    auto it = held->find(path);
    if (it == held->end()) it = held->find(fs::path(path).filename().string());
    if (it == held->end()) return Error{fs::path(path).filename().string(), "is not among the files " + source + " carries"};
    return it->second;
  };
  if (!isOpenSimBatch(paths, read) && findRobotFile(paths, read) < 0) {
    setMessage(fill(texts()(Text::linkFilesNoModel), {names}), true);
    return false;
  }
  const long opened = openCount_;
  importFiles(paths, read, view);
  while (importing()) continueImport(view);  // a trial all at once: the link's view is applied after it
  return openCount_ != opened && !message_.isError && currentEntry().files != nullptr;
}

ShareState LessonPlayer::shareState(const ViewState& view) const {
  ShareState s;
  s.lesson = currentEntry().id;
  // The user's own files (a robot, a trial) travel in the link when they fit; "Copy link" says when not.
  const bool hasFiles = currentEntry().files != nullptr || !currentEntry().filesWhyNot.empty();
  if (currentEntry().files && filesPayload().size() <= kMaxFilesLength) s.files = filesPayload();
  // A lesson that is not one of the app's own travels inside the link (the page checks its length).
  if (!hasFiles && (currentEntry().carried || currentEntry().fromFile)) {
    // Compressed once per lesson opened (the address bar asks every frame), not once per frame.
    if (payloadFor_ != lesson_->title + "\n" + std::to_string(lessonIndex_) + "\n" + std::to_string(openCount_)) {
      auto lesson = lessonWithModelInside();
      // The link's lesson is opened from the content's lessons folder: its data files are named from there.
      if (lesson) moveInlineLesson(*lesson, (fs::path(lessons_.contentDir()) / "lessons" / "link.json").string());
      auto payload = lesson ? encodeLessonPayload(*lesson) : Result<std::string>(lesson.error());
      payload_ = payload ? *payload : std::string();
      payloadFor_ = lesson_->title + "\n" + std::to_string(lessonIndex_) + "\n" + std::to_string(openCount_);
    }
    s.inlineLesson = payload_;
  }
  s.step = step_;
  s.time = session_->time();
  s.frame = view.observer;
  s.expressedIn = view.expressedIn;
  s.termsGiven = true;
  s.terms = view.shownTermKeys(true);  // a term hidden until a reveal is still the step's
  s.playing = playback.playing;
  if (view.theme == render::Theme::Light) s.theme = "light";  // dark is the default: links stay as they were
  if (view.bodyStyle == ViewState::BodyStyle::Meshes) s.bodies = "meshes";  // see-through is the default
  if (view.bodyStyle == ViewState::BodyStyle::Capsules) s.bodies = "capsules";
  s.language = languageTag(language_);
  if (lesson_)
    for (const LessonParameter& p : lesson_->parameters) {
      auto v = session_->parameter(p.path);
      if (v) s.parameters.emplace_back(p.path, v->dump());
    }
  // A state set by hand, when it fits a link (rates and accelerations only when not zero).
  if (stateHeld() && session_->model().nq() <= static_cast<int>(kMaxLinkCoordinates)) {
    const State& now = session_->state();
    const auto list = [](const VecX& v) { return std::vector<double>(v.data(), v.data() + v.size()); };
    s.q = list(now.q);
    if (!now.qd.isZero(0.0)) s.qd = list(now.qd);
    if (!now.qdd.isZero(0.0)) s.qdd = list(now.qdd);
  }
  if (const auto& student = exercises_.student()) {
    s.student = student->typed;
    s.seed = std::to_string(student->seed);
  }
  return s;
}

bool LessonPlayer::applyShareLink(const std::string& hash, ViewState& view) {
  auto state = decodeShareState(hash);
  if (!state) {
    setMessage(fill(texts()(Text::messageLinkUnreadable), {state.error().message}), true);
    return false;
  }
  // The link's language first: the lesson opens in it, and its messages are said in it.
  if (Language l; !state->language.empty() && languageFromTag(state->language, l)) setLanguage(l);
  std::size_t lessonAt = lessonIndex_;
  bool found = state->lesson.empty() && session_;
  PlayerMessage opened;  // what opening the link's files said (the importer's notes): kept on the line
  if (!state->files.empty()) {
    // The user's files travel in the link: opened as the page opened them, then the link's view.
    auto files = decodeFilesPayload(state->files);
    if (!files) {
      setMessage(fill(texts()(Text::messageLinkUnreadable), {files.error().text()}), true);
      return false;
    }
    if (!openBundledFiles(*files, "the link", view)) return false;  // the message says why
    opened = message_;
    lessonAt = lessonIndex_;
    found = true;
    state->lesson = lessons_[lessonAt].id;
  }
  if (!state->inlineLesson.empty()) {
    // The lesson travels inside the link: the same loader as a file, refused with its reason.
    auto carried = decodeLessonPayload(state->inlineLesson, lessons_.contentDir());
    if (!carried) {
      setMessage(fill(texts()(Text::messageLinkUnreadable), {carried.error().text()}), true);
      return false;
    }
    std::string error;
    if (!openCarriedLesson(std::move(*carried), "link", false, view, error)) {
      setMessage(fill(texts()(Text::messageLinkLessonNotOpened), {error}), true);
      return false;
    }
    lessonAt = lessonIndex_;
    found = true;
    state->lesson = lessons_[lessonAt].id;  // opened already; below it is opened afresh like any lesson
  }
  // A link names the app's own lessons (or a file opened here); an edited or linked copy may share the id.
  if (const int own = lessons_.find(state->lesson); own >= 0 && state->inlineLesson.empty() && state->files.empty()) {
    lessonAt = static_cast<std::size_t>(own);
    found = true;
  }
  if (!found) {
    setMessage(fill(texts()(Text::messageLinkUnknownLesson), {state->lesson}), true);
    return false;
  }
  // A lesson that cannot be opened leaves the current one running. A link that names a lesson
  // opens it afresh, so parameters the link does not set are the lesson's, not left from before.
  // (Files just opened are open afresh already, with any motion that came with them.)
  std::string error;
  if ((!state->lesson.empty() && state->files.empty()) || !session_) {
    if (!openLesson(lessonAt, view, error)) {
      setMessage(fill(texts()(Text::messageLinkLessonNotOpened), {error}), true);
      return false;
    }
  }
  setMessage("", false);
  // The step first: its settings are the base the link's parameters are applied on.
  goToStep(state->step >= 0 ? state->step : 0, view);
  for (const auto& [path, value] : state->parameters) {
    auto v = parseJsonText(value, "link");
    if (!v || !session_->setParameter(path, *v)) {
      setMessage(fill(texts()(Text::messageLinkBadParameter), {path}), true);
    }
  }
  // Only a link with parameters changed the model the step set up (and its RK4 twin).
  if (!state->parameters.empty()) {
    rebuildAfterModelChange(view);
    (void)applyView(view);
  }
  if (!state->frame.empty() && !setObserver(state->frame, view))
    setMessage(texts()(Text::messageLinkBadObserver), true);
  if (!state->expressedIn.empty() && !setExpressedIn(state->expressedIn, view))
    setMessage(texts()(Text::messageLinkBadAxes), true);
  if (state->termsGiven) view.showOnlyTerms(state->terms, false);
  if (state->time >= 0.0) (void)session_->setTime(state->time);
  applyLinkState(*state, view);
  playback.playing = state->playing;
  if (!state->theme.empty()) view.theme = state->theme == "light" ? render::Theme::Light : render::Theme::Dark;
  // Links write no bodies= for see-through, the default: a link without it asks for see-through meshes, not for
  // whatever the page drew before (capsules chosen for another lesson).
  view.bodyStyle = state->bodies == "meshes"     ? ViewState::BodyStyle::Meshes
                   : state->bodies == "capsules" ? ViewState::BodyStyle::Capsules
                                                 : ViewState::BodyStyle::SeeThrough;
  // A link opens its own student's numbers, or the lesson's when it names none.
  std::uint64_t seed = 0;
  if (!state->seed.empty()) {
    auto parsed = parseVariantSeed(state->seed);
    if (parsed) seed = *parsed;
    else setMessage("The link's set number is invalid (" + parsed.error().message + "); using 0.", true);
  }
  if (!setStudent(state->student, seed)) setStudent("", 0);
  if (message_.text.empty()) message_ = opened;  // the link's files: what their importer said (its notes)
  return true;
}

void LessonPlayer::applyLinkState(const ShareState& link, ViewState& view) {
  if (link.q.empty() && link.qd.empty() && link.qdd.empty()) return;
  const int nq = session_->model().nq();
  // Given parts must have one number per coordinate; q not given is the motion's at the link's time,
  // q̇ and q̈ not given are zero (as the CLI's --qd and --qdd).
  for (const auto& [name, list] : {std::pair<const char*, const std::vector<double>*>{"q", &link.q}, {"qd", &link.qd}, {"qdd", &link.qdd}})
    if (!list->empty() && static_cast<int>(list->size()) != nq) {
      setMessage("The link's state " + std::string(name) + " has " + std::to_string(list->size()) + " numbers; this model has " +
                     std::to_string(nq) + " coordinates. It was ignored.", true);
      return;
    }
  const auto vec = [nq](const std::vector<double>& v, const VecX& otherwise) {
    return v.empty() ? otherwise : VecX(Eigen::Map<const VecX>(v.data(), nq));
  };
  const VecX q = vec(link.q, session_->state().q), qd = vec(link.qd, VecX::Zero(nq)), qdd = vec(link.qdd, VecX::Zero(nq));
  holdStill_ = qd.isZero(0.0) && qdd.isZero(0.0);  // a link with q alone holds the pose still
  holdState(q, qd, qdd, view);
}

}  // namespace wl::web
