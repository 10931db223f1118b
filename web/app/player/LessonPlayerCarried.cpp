// Lessons the player holds in memory with their model inside: the one being edited, and one a link
// carried whole (#v1&lesson=inline:…). Each has a slot in the lesson list ("edited", "link"), so the
// menu, links and the screen-reader layer treat it like any lesson.
#include "app/player/LessonPlayer.hpp"
#include "io/codecs/JsonWriter.hpp"
#include "lesson/LessonSession.hpp"
#include "lesson/LessonTranslation.hpp"

namespace wl::web {

bool LessonPlayer::openCarriedLesson(Lesson lesson, const std::string& slot, bool keepPlace, ViewState& view, std::string& error) {
  const int keepStep = step_;
  const double keepTime = session_ ? session_->time() : 0.0;
  const bool keepPlaying = playback.playing;
  LessonEntry entry;
  entry.id = lesson.id;
  entry.path = slot;  // the slot, not a file: carried lessons are never read from disk
  // "(editing)", "(from a link)", "(opened)": the lesson's title in each language, marked as not one of the app's own.
  const char* mark = slot == "edited" ? " (editing)" : slot == "link" ? " (from a link)" : "";
  for (Language l : kLanguages)
    entry.titles[index(l)] = *mark ? translatedLesson(lesson, languageTag(l)).title + mark
                                   : fill(catalogue(l)(Text::messageOpenedFileTitle), {translatedLesson(lesson, languageTag(l)).title});
  entry.carried = true;
  entry.trialLesson = std::make_shared<const Lesson>(std::move(lesson));
  if (!openNewEntry(std::move(entry), lessons_.findCarried(slot), view, error)) return false;
  if (keepPlace) {
    // The same step as it now reads (its time and observer may be what was just edited); a step that
    // plays goes on from where it was.
    goToStep(keepStep, view);
    if (currentStep().play) {
      scrubTo(std::min(keepTime, session_->endTime()));
      playback.playing = keepPlaying;
    }
  } else {
    goToStep(0, view);
  }
  return true;
}

Result<Lesson> LessonPlayer::lessonWithModelInside() const {
  if (!lesson_) return Error{"lesson", "no lesson is open"};
  const LessonEntry& entry = currentEntry();
  if (entry.trialModel) return Error{"lesson", "an OpenSim trial or a robot file travels as its files, not as a lesson"};
  Lesson lesson = *source_;  // the lesson as read: English, with its translations
  // A lesson file's own path keeps its data files where they were (a link's lesson lives in the content folder).
  if (Status s = inlineLessonModel(lesson, entry.carried ? lesson.modelPath : entry.path); !s) return s.error();
  return lesson;
}

Result<std::string> LessonPlayer::lessonFileText() const {
  auto lesson = lessonWithModelInside();
  if (!lesson) return lesson.error();
  return writeLessonText(*lesson, lesson->modelPath);
}

}  // namespace wl::web
