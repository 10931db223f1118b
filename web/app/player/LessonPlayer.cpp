// The lesson player's core: lessons opened, steps, the view handed to the session, time and parameters;
// the exercises and the prediction are handed on to their own types. Files and links (import, export,
// shared links, lesson files) are in LessonPlayerFiles.cpp.
#include "app/player/LessonPlayer.hpp"

#include <algorithm>
#include <cmath>
#include <memory>

#include "io/codecs/JsonText.hpp"
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
  if (lesson_) *lesson_ = translatedLesson(*lesson, languageTag(language_));
  else lesson_ = std::make_shared<Lesson>(translatedLesson(*lesson, languageTag(language_)));
  source_ = std::move(*lesson);
  ++openCount_;
  session_ = std::make_unique<Session>(std::move(*session));
  view.showSegment.clear();  // a new lesson shows all its segments until a step says otherwise
  prediction_.clear();  // and predicts nothing until a step asks (goToStep)
  view.hiddenUntilReveal.fill(false);
  // A trial's plot opens on where a joint moment comes from (a knee, the question students ask).
  view.plotShows = entry.trialModel ? ViewState::PlotShows::TorqueParts : ViewState::PlotShows::TermForces;
  view.plotCoordinate = entry.trialModel ? plotOpeningCoordinate(session_->model(), session_->jointTorques()) : 0;
  compare_.reset();
  holdStill_ = false;
  lessonIndex_ = index;
  parameterErrors_.assign(lesson_->parameters.size(), "");
  if (Status st = exercises_.open(lesson_, language_); !st) setMessage(st.error().text(), true);
  view.newtonsPerCm = 0.0f;
  rebuildAfterModelChange(view);
  // A lesson whose model takes a published robot's file: its links' own shells, read once (the entry keeps
  // them). A robot or a trial opened from files starts its own (LessonPlayerRobot.cpp, LessonPlayerTrial.cpp).
  if (!entry.trialModel && !entry.meshes) beginRobotFileMeshes();
  notify(PlayerEvent::LessonOpened);
  return true;
}

void LessonPlayer::setLanguage(Language language) {
  if (language == language_) return;
  language_ = language;
  lessons_.setLanguage(language);
  if (!source_) return;
  Lesson translated = translatedLesson(*source_, languageTag(language));
  exercises_.keepChoices(translated);
  *lesson_ = std::move(translated);
  if (Status st = exercises_.setLanguage(language); !st) setMessage(st.error().text(), true);
}

bool LessonPlayer::openNewEntry(LessonEntry entry, int replaces, ViewState& view, std::string& error) {
  LessonList::Placed placed = lessons_.put(std::move(entry), replaces);
  if (openLesson(placed.index, view, error)) return true;
  lessons_.undo(std::move(placed));  // the lesson that keeps running keeps its place in the list
  return false;
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
  prediction_.start(s, step_, view.hiddenUntilReveal);
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
  if (Status st = exercises_.check(index, answer, ShownLesson{*session_, step_}); !st) setMessage(st.error().text(), true);
}

bool LessonPlayer::setStudent(const std::string& typed, std::uint64_t seed) {
  Status st = exercises_.setStudent(typed, seed);
  if (!st) setMessage(st.error().text(), true);
  return static_cast<bool>(st);
}

Result<PredictionPlaneAxes> LessonPlayer::predictionAxes(std::size_t arrow) const {
  if (!hasLesson()) return Error{"predict", "no lesson is open"};
  return prediction_.axes(*session_, currentStep(), arrow);
}

void LessonPlayer::setPredictionDirection(const Vec3& direction_W) {
  if (hasLesson()) prediction_.setDirection(*session_, currentStep(), direction_W);
}

bool LessonPlayer::revealPrediction(ViewState& view) {
  const PredictionState& round = prediction_.state();
  if (!round.open() || !round.complete()) return false;
  const LessonStep& s = currentStep();
  // The true arrows are the step's: its observer, moment point and axes, at its instant, paused there
  // (the student may have played, scrubbed, switched the observer or posed the State panel's sliders
  // while thinking: a state held by hand goes back to the motion).
  if (stateHeld()) releaseState(view);
  view.observer = s.frame;
  view.expressedIn = s.expressedIn;
  if (auto about = parseAboutPoint(s.about)) view.about = *about;
  if (Status st = applyView(view); !st) {
    setMessage(st.error().text(), true);
    return false;
  }
  playback.playing = false;
  const double before = session_->time();
  if (Status st = prediction_.reveal(*session_, s); !st) {
    setMessage(st.error().text(), true);
    return false;
  }
  view.hiddenUntilReveal.fill(false);
  if (compare_) (void)compare_->setTime(session_->time());
  if (session_->time() != before) notify(PlayerEvent::TimelineRestarted);
  notify(PlayerEvent::SeriesChanged);  // the plot gains the revealed terms
  return true;
}

}  // namespace wl::web
