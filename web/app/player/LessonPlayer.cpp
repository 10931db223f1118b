// The lesson player: lessons, steps, the view handed to the session, time, parameters and exercises.
// Files and links (import, export, shared links, lesson files) are in LessonPlayerFiles.cpp.
#include "app/player/LessonPlayer.hpp"

#include <algorithm>
#include <cmath>

#include "io/codecs/JsonText.hpp"
#include "lesson/LessonIndex.hpp"
#include "lesson/LessonSession.hpp"
#include "lesson/LessonTranslation.hpp"
#include "session/ObserverSpec.hpp"

namespace wl::web {
namespace {

// The coordinate an imported model's torque-parts plot opens on: a knee if the model has one, else the
// coordinate that does not move the root (whose "torques" are residuals) with the largest torque now
// (a robot arm's shoulder, holding the arm up).
int plotOpeningCoordinate(const Model& model, const VecX& tau) {
  for (int k = 0; k < model.nq(); ++k)
    if (model.coordinateNames()[static_cast<std::size_t>(k)].find("knee") != std::string::npos) return k;
  int chosen = -1;
  for (int k = 0; k < model.nq(); ++k)
    if (model.coordinateSegment()[static_cast<std::size_t>(k)] != 0 && (chosen < 0 || std::abs(tau(k)) > std::abs(tau(chosen)))) chosen = k;
  return std::max(chosen, 0);
}

}  // namespace

Status LessonPlayer::loadLessonList(const std::string& contentDir) {
  contentDir_ = contentDir;
  const std::string lessonsDir = contentDir + "/lessons";
  auto ids = readLessonIndex(contentDir);
  if (!ids) return Error{"", "cannot read the lesson list: " + ids.error().text()};
  for (const std::string& id : *ids) {
    LessonEntry e;
    e.id = id;
    e.path = lessonsDir + "/" + e.id + ".json";
    e.titles.fill(e.id);
    if (auto lesson = loadLessonFile(e.path))
      for (Language l : kLanguages) e.titles[index(l)] = translatedLesson(*lesson, languageTag(l)).title;
    e.title = e.titles[index(language_)];
    lessons_.push_back(e);
  }
  return Status::success();
}

int LessonPlayer::findLesson(const std::string& id) const {
  int found = -1;
  for (std::size_t i = 0; i < lessons_.size(); ++i)
    if (lessons_[i].id == id && !lessons_[i].carried) found = static_cast<int>(i);  // not an edited or linked copy
  return found;
}

bool LessonPlayer::openLesson(std::size_t index, ViewState& view, std::string& error) {
  const LessonEntry& entry = lessons_[index];
  // An OpenSim trial is kept in memory (its files were the user's); a lesson is read from its file.
  auto lesson = entry.trialLesson ? Result<Lesson>(*entry.trialLesson) : loadLessonFile(entry.path);
  if (!lesson) {
    error = lesson.error().text();
    return false;
  }
  auto session = entry.trialModel ? Session::create(*entry.trialModel) : openLessonSession(*lesson);
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
  lesson_ = translatedLesson(*lesson, languageTag(language_));
  source_ = std::move(*lesson);
  ++openCount_;
  session_ = std::make_unique<Session>(std::move(*session));
  view.showSegment.clear();  // a new lesson shows all its segments until a step says otherwise
  prediction_ = PredictionState{};  // and predicts nothing until a step asks (goToStep)
  view.hiddenUntilReveal.fill(false);
  // A trial's plot opens on where a joint moment comes from (a knee, the question students ask).
  view.plotShows = entry.trialModel ? ViewState::PlotShows::TorqueParts : ViewState::PlotShows::TermForces;
  view.plotCoordinate = entry.trialModel ? plotOpeningCoordinate(session_->model(), session_->jointTorques()) : 0;
  compare_.reset();
  holdStill_ = false;
  lessonIndex_ = index;
  parameterErrors_.assign(lesson_->parameters.size(), "");
  exerciseInput_.assign(lesson_->exercises.size(), "");
  exerciseResults_.assign(lesson_->exercises.size(), ExerciseResult::Unanswered);
  rightAnswers_.assign(lesson_->exercises.size(), "");
  drawStudentVariants();
  view.newtonsPerCm = 0.0f;
  rebuildAfterModelChange(view);
  notify(PlayerEvent::LessonOpened);
  return true;
}

void LessonPlayer::setLanguage(Language language) {
  if (language == language_) return;
  language_ = language;
  for (LessonEntry& e : lessons_) e.title = e.titles[index(language)];
  if (!source_) return;
  // A choice already picked stays picked: the same choice, by its place, under its new label.
  Lesson translated = translatedLesson(*source_, languageTag(language));
  for (std::size_t i = 0; i < translated.exercises.size() && i < exerciseInput_.size(); ++i) {
    const auto& before = lesson_->exercises[i].choices;
    const auto& after = translated.exercises[i].choices;
    for (std::size_t k = 0; k < before.size() && k < after.size(); ++k)
      if (exerciseInput_[i] == before[k].first) {
        exerciseInput_[i] = after[k].first;
        break;
      }
  }
  lesson_ = std::move(translated);
  drawStudentVariants();  // the exercises' texts in the new language (the numbers do not change)
}

void LessonPlayer::rebuildAfterModelChange(ViewState& view) {
  const int n = session_->model().segmentCount();
  // A changed mass or length keeps the segments the step (or the user) chose to show.
  if (view.showSegment.size() != static_cast<std::size_t>(n)) view.showSegment.assign(static_cast<std::size_t>(n), 1);
  view.focusSegment = std::clamp(view.focusSegment, 0, n - 1);
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
  notify(PlayerEvent::ModelRebuilt);
}

void LessonPlayer::goToStep(int step, ViewState& view) {
  if (!lesson_) return;
  step_ = std::clamp(step, 0, stepCount() - 1);
  const LessonStep& s = currentStep();
  if (!message_.isError) message_.text.clear();  // "Link copied…" belongs to the step it was said in
  bool modelChanged = false;
  if (Status st = applyStepSettings(*session_, *lesson_, static_cast<std::size_t>(step_), stepDefaults_, &modelChanged); !st)
    setMessage(st.error().text(), true);
  if (modelChanged) {
    rebuildAfterModelChange(view);
    std::fill(parameterErrors_.begin(), parameterErrors_.end(), std::string());
  }
  view.showOnlyTerms(s.terms, true);
  startPrediction(view);
  // A predict step asks about one instant of the lesson's motion: a state set by hand goes back to it.
  if (s.predict.active() && stateHeld()) releaseState(view);
  const Model& model = session_->model();
  for (int i = 0; i < model.segmentCount(); ++i)
    view.showSegment[static_cast<std::size_t>(i)] =
        s.segments.empty() || std::find(s.segments.begin(), s.segments.end(), model.segments()[static_cast<std::size_t>(i)].name) != s.segments.end();
  if (!s.segments.empty()) view.focusSegment = std::max(0, model.findSegment(s.segments.front()));
  else view.focusSegment = model.segmentCount() - 1;
  view.observer = s.frame;
  view.expressedIn = s.expressedIn;
  view.followObserver = s.cameraFollowsObserver;  // "camera": "observer" (a falling lift seen from inside)
  if (!s.torqueParts.empty()) {  // the step asks for one coordinate's joint torque parts in the plot
    view.plotShows = ViewState::PlotShows::TorqueParts;
    view.plotCoordinate = std::max(0, model.findCoordinate(s.torqueParts));
  }
  // The lesson loader keeps the point as text; the engine parses it (a lesson file's typo is named).
  auto about = parseAboutPoint(s.about);
  view.about = about ? *about : AboutPoint::Proximal;
  if (!about) setMessage(Error{"steps[" + std::to_string(step_) + "].about", about.error().message}.text(), true);
  if (Status st = applyView(view); !st) setMessage(st.error().text(), true);
  // A state set by hand stays where it was put (the State panel's "Back to the motion" lets it go).
  playback.playing = s.play && !stateHeld();
  if (!s.play && !stateHeld()) (void)session_->setTime(s.time);
  notify(PlayerEvent::TimelineRestarted);
  notify(PlayerEvent::SeriesChanged);
}

Status LessonPlayer::applyView(const ViewState& view) {
  auto observer = parseObserver(session_->model(), view.observer);
  if (!observer) return observer.error();
  ViewSettings settings = session_->view();
  settings.observer = *observer;
  settings.about = view.about;
  if (Status st = parseExpressedIn(session_->model(), view.expressedIn, settings); !st) return st;
  notify(PlayerEvent::SeriesChanged);
  return session_->setView(settings);
}

Status LessonPlayer::setObserver(const std::string& observer, ViewState& view) {
  const std::string keep = view.observer;
  view.observer = observer;
  Status status = applyView(view);
  if (!status) {
    view.observer = keep;
    (void)applyView(view);
  }
  return status;
}

Status LessonPlayer::setExpressedIn(const std::string& axes, ViewState& view) {
  const std::string keep = view.expressedIn;
  view.expressedIn = axes;
  Status status = applyView(view);
  if (!status) {
    view.expressedIn = keep;
    (void)applyView(view);
  }
  return status;
}

void LessonPlayer::setAboutPoint(AboutPoint about, ViewState& view) {
  view.about = about;
  (void)applyView(view);
}

void LessonPlayer::tick(double frameSeconds) {
  if (playback.playing) advanceTime(frameSeconds * playback.speed);
}

void LessonPlayer::advanceTime(double dt) {
  double t = session_->time() + dt;
  if (t > session_->endTime() + 1e-12) {
    if (!playback.loop) {
      playback.playing = false;
      t = session_->endTime();
    } else {
      t = session_->startTime();
      notify(PlayerEvent::TimelineRestarted);
    }
  }
  if (Status s = session_->setTime(t); !s) {
    playback.playing = false;  // the simulation paused itself: say why
    setMessage(s.error().text(), true);
  }
  if (compare_) (void)compare_->setTime(session_->time());
}

void LessonPlayer::stepForward() {
  playback.playing = false;
  advanceTime(1.0 / 30.0);
}

void LessonPlayer::stepBack() {
  playback.playing = false;
  (void)session_->setTime(std::max(session_->startTime(), session_->time() - 1.0 / 30.0));
}

void LessonPlayer::scrubTo(double time) {
  if (Status st = session_->setTime(time); !st) setMessage(st.error().text(), true);
  if (compare_) (void)compare_->setTime(session_->time());
}

void LessonPlayer::setParameter(std::size_t index, const nlohmann::json& value, ViewState& view) {
  Status s = session_->setParameter(lesson_->parameters[index].path, value);
  parameterErrors_[index] = s ? "" : s.error().message;
  if (s) {
    rebuildAfterModelChange(view);
    (void)applyView(view);
  }
}

bool LessonPlayer::setParameterText(const std::string& path, const std::string& valueText, ViewState& view) {
  auto v = parseJsonText(valueText, "value");
  if (!v) {
    setMessage(path + ": " + v.error().message, true);
    return false;
  }
  if (Status s = session_->setParameter(path, *v); !s) {
    setMessage(s.error().text(), true);
    return false;
  }
  rebuildAfterModelChange(view);
  (void)applyView(view);
  setMessage("", false);
  return true;
}

void LessonPlayer::setIntegrator(Integrator integrator, ViewState& view) {
  if (Status s = session_->setParameter("simulation.integrator", toString(integrator)); !s) setMessage(s.error().text(), true);
  rebuildAfterModelChange(view);
  (void)applyView(view);
}

void LessonPlayer::resetSimulation() {
  session_->resetSimulation();
  if (compare_) compare_->resetSimulation();
  notify(PlayerEvent::TimelineRestarted);
}

void LessonPlayer::checkExercise(std::size_t index, const std::string& answer) {
  const LessonExercise& e = lesson_->exercises[index];
  if (student_) {
    checkStudentExercise(index, answer);
    return;
  }
  // A copy of the lesson with the student's parameters, at the time and frame the exercise names; an
  // exercise a step asks (a prediction) is answered with that step's settings ("with the period halved").
  auto copy = openLessonSession(*lesson_, e.step);
  if (!copy) return;
  // Then the student's own edits. A value the open step imposed (its `set`) is that step's, not the
  // student's: an exercise of another step, or of none, is not answered with it.
  const nlohmann::json& openStepSet = currentStep().set;
  for (const LessonParameter& p : lesson_->parameters) {
    if (e.step >= 0 && lesson_->steps[static_cast<std::size_t>(e.step)].set.contains(p.path)) continue;
    auto v = session_->parameter(p.path);
    if (!v) continue;
    if (e.step != step_ && openStepSet.contains(p.path) && openStepSet.at(p.path) == *v) continue;
    (void)copy->setParameter(p.path, *v);
  }
  judgeAnswer(index, *copy, answer, false);  // codes are for students' own numbers only
}

}  // namespace wl::web
