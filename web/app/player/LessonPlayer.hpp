#pragma once
// The lesson player without a screen: the open lesson, its step, the engine's Session (and, for a
// forward-dynamics lesson with a cheaper integrator, the same model with RK4 to show the energy drift),
// time, parameter edits and the one message line. The concerns around that core are types of their own
// that it holds: the Lesson menu (LessonList), the exercises and a student's own numbers (ExerciseBook),
// "predict, then see" (PredictionRound). Panels take the piece they use. The player's imports (files,
// OpenSim trials, robots), lessons held in memory, a state held by hand, and export and links are in
// LessonPlayer<Concern>.cpp beside this. No ImGui, no GL: the unit tests (tests/web/LessonPlayerTests.cpp)
// drive it as the panels do.
//
// What is shown (observer, moment point, terms, segments) is the caller's ViewState: a step or a link
// writes it, and applyView() hands the observer and moment point to the session. Views that keep
// something derived from the session (the scene's trails and camera framing, the plot's curves) hear
// what changed through the listener, as it happens.
#include <array>
#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/player/ExerciseBook.hpp"
#include "app/player/LessonList.hpp"
#include "app/player/PredictionRound.hpp"
#include "app/player/TrialImport.hpp"
#include "app/text/Catalogue.hpp"
#include "lesson/Language.hpp"
#include "link/ShareLink.hpp"
#include "app/player/ViewState.hpp"
#include "io/formats/FileBundle.hpp"
#include "io/importers/mesh/MeshLoading.hpp"
#include "lesson/Lesson.hpp"
#include "session/Session.hpp"

namespace wl::web {

/// What "Copy link" can carry of the open lesson's files.
struct FilesInLink {
  bool hasFiles = false;      ///< the lesson was opened from the user's files
  bool fits = false;          ///< they fit a link (payload within kMaxFilesLength)
  std::size_t payloadChars = 0;
  std::string whyNot;         ///< when they cannot travel at all (not even as one file)
};

struct Playback {
  bool playing = false;
  bool loop = true;     ///< at the end, start over (otherwise pause there)
  float speed = 1.0f;   ///< simulated seconds per second
};

struct PlayerMessage {
  std::string text;
  bool isError = false;
};

/// What changed, reported in the order it happened.
enum class PlayerEvent {
  ModelRebuilt,       ///< a new model (lesson, parameter, step setting, integrator): sizes may differ
  LessonOpened,       ///< another lesson (after its ModelRebuilt): frame the view afresh
  TimelineRestarted,  ///< time jumped (a step, the loop, an import, a reset): trails start over
  SeriesChanged,      ///< the observer, moment point, model or motion changed: curves are stale
  MotionReplaced,     ///< imported kinematics drive the same model: the mechanism sweeps another path
  MeshesRead,         ///< the open lesson's meshes arrived: the bodies reach past their joints
};

class LessonPlayer {
 public:
  using Listener = std::function<void(PlayerEvent)>;
  void setListener(Listener listener) { listener_ = std::move(listener); }

  // --- language ---------------------------------------------------------------------------------
  /// The language of the lesson texts, titles and messages (the UI follows it). The open lesson is
  /// shown in it at once, at the same step, time and answers.
  void setLanguage(Language language);
  Language language() const { return language_; }
  /// The app's texts in the player's language.
  const Catalogue& texts() const { return catalogue(language_); }
  /// The open lesson as its file has it (English), whatever the language.
  const Lesson& sourceLesson() const { return *source_; }

  // --- lessons and steps -------------------------------------------------------------------
  /// Reads `contentDir`/lessons/index.json and each listed lesson's title.
  Status loadLessonList(const std::string& contentDir) { return lessons_.load(contentDir, language_); }
  const LessonList& lessons() const { return lessons_; }
  bool openLesson(std::size_t index, ViewState& view, std::string& error);
  /// A lesson file that is not in the list (a lecturer's own; dropped, picked or ?lesson=URL).
  bool openLessonFile(const std::string& path, ViewState& view);
  bool hasLesson() const { return lesson_ && session_ != nullptr; }
  const Lesson& lesson() const { return *lesson_; }
  std::size_t lessonIndex() const { return lessonIndex_; }
  const LessonEntry& currentEntry() const { return lessons_[lessonIndex_]; }
  /// Shows step `step` (clamped): its terms, segments, observer, moment point, time and model fields.
  void goToStep(int step, ViewState& view);
  int step() const { return step_; }
  int stepCount() const { return lesson_ ? static_cast<int>(lesson_->steps.size()) : 0; }
  const LessonStep& currentStep() const { return lesson_->steps[static_cast<std::size_t>(step_)]; }

  Session& session() { return *session_; }
  const Session& session() const { return *session_; }
  /// Forward dynamics with a non-RK4 integrator: the same model integrated by RK4 (else null).
  const Session* compareSession() const { return compare_.get(); }

  // --- what is shown --------------------------------------------------------------------------
  /// Hands the view's observer and moment point to the session.
  Status applyView(const ViewState& view);
  /// Another observer; an unknown one keeps the previous observer and returns why.
  Status setObserver(const std::string& observer, ViewState& view);
  void setAboutPoint(AboutPoint about, ViewState& view);
  /// The axes the numbers are written in ("observer", "own" or a frame); unknown ones keep the previous.
  Status setExpressedIn(const std::string& axes, ViewState& view);

  // --- time ---------------------------------------------------------------------------------
  Playback playback;
  /// One frame of `frameSeconds` wall-clock time: advances while playing, at the chosen speed.
  void tick(double frameSeconds);
  /// Moves time on by dt; past the end it starts over (loop) or pauses at the end.
  void advanceTime(double dt);
  void stepForward();  ///< pauses and moves on by one frame (1/30 s)
  void stepBack();     ///< pauses and moves back by one frame, not before the start
  void scrubTo(double time);

  // --- parameters and simulation ---------------------------------------------------------------
  /// Sets the lesson's parameter `index`; an invalid value keeps the previous one and records why.
  void setParameter(std::size_t index, const nlohmann::json& value, ViewState& view);
  const std::string& parameterError(std::size_t index) const { return parameterErrors_[index]; }
  /// A model field given as JSON text (test hook, links); the message says what was wrong.
  bool setParameterText(const std::string& path, const std::string& valueText, ViewState& view);
  void setIntegrator(Integrator integrator, ViewState& view);
  void resetSimulation();

  // --- exercises and a student's own numbers (ExerciseBook) -------------------------------------
  ExerciseBook& exercises() { return exercises_; }
  const ExerciseBook& exercises() const { return exercises_; }
  /// Judges an answer against the lesson as shown (its step, the parameters set); an error of the engine
  /// goes to the message line.
  void checkExercise(std::size_t index, const std::string& answer);
  /// A student's own numbers for every exercise (ExerciseBook::setStudent); a name the engine refuses
  /// keeps the previous student and says why in the message line.
  bool setStudent(const std::string& typed, std::uint64_t seed);

  // --- predict, then see (PredictionRound) ------------------------------------------------------
  /// The current step's prediction (prediction().any() is false on other steps).
  const PredictionState& prediction() const { return prediction_.state(); }
  /// The student's directions: set by the panel's angle field, the arrow keys and the layer.
  PredictionRound& predictionRound() { return prediction_; }
  /// Where arrow `arrow` is drawn and its plane's axes, at the current state (world; the engine's).
  Result<PredictionPlaneAxes> predictionAxes(std::size_t arrow) const;
  /// A direction drawn on the scene (world axes) for the active arrow.
  void setPredictionDirection(const Vec3& direction_W);
  /// Shows the hidden arrows as the step's observer sees them at its instant (paused there), each with
  /// the engine's angle to the student's. False, with nothing changed, until every arrow is drawn.
  bool revealPrediction(ViewState& view);

  // --- files and links -----------------------------------------------------------------------
  /// A dropped or picked file: a lesson (.json) opens, kinematics (CSV, .mot) replace the motion.
  void importFile(const std::string& path, ViewState& view);
  /// Files dropped or picked together: an OpenSim trial (a model with its coordinates and external
  /// loads, or an Inverse Dynamics setup with its files) opens as a lesson of its own; otherwise each
  /// file is imported as above.
  void importFiles(const std::vector<std::string>& paths, ViewState& view);
  /// The same, read through `read` (a link's or a files document's files, held in memory).
  void importFiles(const std::vector<std::string>& paths, const FileReader& read, ViewState& view);
  /// Files carried by a link or a files document: opened as the page opened them (a trial all at once);
  /// true when a lesson opened from them. `source` names them in messages ("link", the file's name).
  bool openBundledFiles(const std::vector<BundledFile>& files, const std::string& source, ViewState& view);
  /// Whether the open lesson's files fit a link (LessonPlayerFiles.cpp).
  FilesInLink filesInLink() const;
  /// The open lesson's files and view as one file (the files document), with a name for it; an error
  /// when the lesson was not opened from files.
  Result<std::pair<std::string, std::string>> filesDocumentText(const ViewState& view) const;
  /// Starts opening an OpenSim trial from the files read by `read` (the page's files, a test's
  /// reader). The opening runs one stage per continueImport(), so the page draws between them (the
  /// gait example is 460 kB of text); false, with the message said, when the files are no trial.
  bool beginOpenSimTrial(const std::vector<std::string>& paths, const FileReader& read);
  /// A trial is being opened: call continueImport() once per frame until this is false.
  bool importing() const { return trialImport_.pending(); }
  /// Runs the trial's next stage (reading the model, the ground reactions, the coordinates, then
  /// opening its lesson); the message line says what comes next, or what went wrong.
  void continueImport(ViewState& view);
  /// All stages at once (tests): true when the trial's lesson is open.
  bool openOpenSimTrial(const std::vector<std::string>& paths, const FileReader& read, ViewState& view);
  // --- the bodies' own meshes (LessonPlayerMeshes.cpp) ------------------------------------------
  /// The open lesson's meshes (a robot's link shells, a trial's bones), once read; null while they
  /// are read or when its model names none. Each is in its segment's frame (BodyMeshes.hpp).
  const BodyMeshes* bodyMeshes() const;
  /// Where a URDF's package://NAME/… meshes are (ROS_PACKAGE_PATH; the desktop's --package-path), and the
  /// folders an OpenSim model's meshes are looked for in after its own.
  void setPackagePaths(std::vector<std::string> folders) { packagePaths_ = std::move(folders); }
  /// Meshes of the lesson opened last are being read: call continueMeshes() once per frame.
  bool readingMeshes() const { return meshLoading_ != nullptr; }
  /// Reads the next mesh file (or simplifies the one read last); the message line shows how far it
  /// is, then what could not be read. A missing or bad file leaves its segment drawn as before.
  void continueMeshes();

  /// A URDF or MJCF file (LessonPlayerRobot.cpp): the robot opens as a lesson of its own, posed at its
  /// default state, and the message line says what the importer ignored; a file that cannot be opened
  /// leaves the importer's message and the current lesson.
  bool openRobotFile(const std::string& path, const FileReader& read, ViewState& view);
  bool openRobotFile(const std::string& path, const FileReader& read, ViewState& view, std::shared_ptr<const std::vector<BundledFile>> files);
  /// The state a shared link restores: lesson, step, time, observer, terms, playing, parameters.
  ShareState shareState(const ViewState& view) const;
  /// Opens what a link says, afresh; a bad link leaves a message and returns false.
  bool applyShareLink(const std::string& hash, ViewState& view);

  // --- lessons held in memory: edited, or carried by a link (LessonPlayerCarried.cpp) ------------
  /// Opens `lesson` (its model inside) as the list's entry `slot` ("edited", "link"), replacing that
  /// entry's lesson if there is one; with `keepPlace` the step (clamped) and the time stay.
  bool openCarriedLesson(Lesson lesson, const std::string& slot, bool keepPlace, ViewState& view, std::string& error);
  /// The open lesson with its model inside (read from its file if it names one), ready to save or
  /// send; an OpenSim trial has no model document and gives an error.
  Result<Lesson> lessonWithModelInside() const;
  /// The open lesson as the text of a lesson file (format version 2, model inside).
  Result<std::string> lessonFileText() const;
  // --- a state set by hand: the State panel, a segment dragged, a link (LessonPlayerState.cpp) ------
  /// Holds q, q̇, q̈ at the current time instead of the motion (the engine's Session::holdState; the
  /// CLI's --q/--qd/--qdd go the same way) and pauses. With "hold still" on, q̇ and q̈ are held at 0.
  /// A value the engine refuses (not finite, wrong size) leaves the state and says why.
  void holdState(const VecX& q, const VecX& qd, const VecX& qdd, ViewState& view);
  /// Holds the current state with coordinate k at `value` (a q slider, a segment dragged), clamped to
  /// the coordinate's range when the model gives one.
  void setCoordinate(int k, double value, ViewState& view);
  bool stateHeld() const { return session_ && session_->stateHeld(); }
  /// Back to the lesson's motion (or simulation) at the current time; "hold still" off.
  void releaseState(ViewState& view);
  /// q̇ = q̈ = 0: the static torques, gravity alone. Switching it on holds the current q still.
  bool holdStill() const { return holdStill_; }
  void setHoldStill(bool on, ViewState& view);
  /// Counts the states held and released: a view that frames the mechanism looks again when it changes.
  unsigned heldRevision() const { return heldRevision_; }

  // --- the message line ------------------------------------------------------------------------
  const PlayerMessage& message() const { return message_; }
  void setMessage(const std::string& text, bool isError) { message_ = {text, isError}; }
  /// The line itself, for a panel that says something and needs nothing else of the player.
  PlayerMessage& messageLine() { return message_; }
  void dismissMessage() { message_.text.clear(); }

 private:
  void rebuildAfterModelChange(ViewState& view);
  /// Puts `entry` in the lesson list (in place of entry `replaces`, or at the end) and opens it; the list
  /// stays as it was when it cannot be opened.
  bool openNewEntry(LessonEntry entry, int replaces, ViewState& view, std::string& error);
  /// A link's q=, qd=, qdd= (LessonPlayerFiles.cpp): held at the link's time; a wrong count is said.
  void applyLinkState(const ShareState& link, ViewState& view);
  void importKinematics(const std::string& path, const FileReader& read);
  /// The files payload of the open lesson (cached like payload_): "" when it has no files.
  const std::string& filesPayload() const;
  void notify(PlayerEvent event) {
    if (listener_) listener_(event);
  }

  LessonList lessons_;
  long openCount_ = 0;  ///< lessons opened so far: a carried lesson's link payload is kept until the next
  // The link payload of the open lesson, cached (shareState is asked every frame; compressing is not free).
  mutable std::string payload_, payloadFor_;
  mutable std::string filesPayload_;
  mutable long filesPayloadFor_ = -1;  ///< openCount_ it was made for
  std::size_t lessonIndex_ = 0;
  std::optional<Lesson> source_;  ///< the open lesson as read (English, with its translations)
  /// The same in the player's language (what the panels show). Replaced in place, so a reference from
  /// lesson() stays valid while the player lives; the ExerciseBook reads it here.
  std::shared_ptr<Lesson> lesson_;
  Language language_ = Language::English;
  nlohmann::json stepDefaults_;  ///< the lesson's values of the fields its steps set (see stepDefaults)
  std::unique_ptr<Session> session_;
  std::unique_ptr<Session> compare_;
  int step_ = 0;
  std::vector<std::string> parameterErrors_;
  ExerciseBook exercises_;
  PlayerMessage message_;
  PredictionRound prediction_;
  Listener listener_;
  bool holdStill_ = false;  ///< the State panel's "hold still" (q̇ = q̈ = 0 while held)
  unsigned heldRevision_ = 0;
  TrialImport trialImport_;  ///< a trial being opened, stage by stage
  /// Starts reading the meshes of the entry just opened (the current one), one file per frame; what the
  /// opening said (`saidBefore`) is said again with them, once read.
  /// `quiet`: a lesson from the list reading the meshes its robot file names: no progress line, and nothing
  /// said when none is found (its step's text is laid out once; the user asked for no file).
  void beginMeshes(std::vector<MeshReference> references, FileReader read, const std::string& shown, std::string saidBefore,
                   bool quiet = false);
  /// A lesson whose model takes a published robot's file (the UR5's): the shells that file names.
  void beginRobotFileMeshes();
  /// Mesh files chosen alone: read as the open lesson's meshes (a lesson drawn with capsules until its
  /// meshes are chosen), or refused by name when the lesson names none.
  void chooseLessonMeshes(const std::vector<std::string>& paths, const FileReader& read);
  std::unique_ptr<MeshLoading> meshLoading_;  ///< the meshes of `meshEntry_` being read
  std::size_t meshEntry_ = 0;
  std::vector<std::string> packagePaths_;
  std::string meshesFile_;                    ///< the model file they belong to, as the user named it
  std::string openedSaid_;                    ///< what the opening said: said again with the meshes, once read
  bool meshesQuiet_ = false;                  ///< see beginMeshes
};

}  // namespace wl::web
