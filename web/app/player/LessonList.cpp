// The Lesson menu's entries (LessonList.hpp).
#include "app/player/LessonList.hpp"

#include "lesson/LessonIndex.hpp"
#include "lesson/LessonTranslation.hpp"

namespace wl::web {

Status LessonList::load(const std::string& contentDir, Language language) {
  contentDir_ = contentDir;
  language_ = language;
  auto ids = readLessonIndex(contentDir);
  if (!ids) return Error{"", "cannot read the lesson list: " + ids.error().text()};
  for (const std::string& id : *ids) {
    LessonEntry e;
    e.id = id;
    e.path = contentDir + "/lessons/" + e.id + ".json";
    e.titles.fill(e.id);  // a lesson that cannot be read is listed by its id, and says why when opened
    if (auto lesson = loadLessonFile(e.path))
      for (Language l : kLanguages) e.titles[index(l)] = translatedLesson(*lesson, languageTag(l)).title;
    e.title = e.titles[index(language_)];
    entries_.push_back(std::move(e));
  }
  return Status::success();
}

void LessonList::setLanguage(Language language) {
  language_ = language;
  for (LessonEntry& e : entries_) e.title = e.titles[index(language)];
}

int LessonList::find(const std::string& id) const {
  int found = -1;
  for (std::size_t i = 0; i < entries_.size(); ++i)
    if (entries_[i].id == id && !entries_[i].carried) found = static_cast<int>(i);
  return found;
}

int LessonList::findCarried(const std::string& slot) const {
  for (std::size_t i = 0; i < entries_.size(); ++i)
    if (entries_[i].carried && entries_[i].path == slot) return static_cast<int>(i);
  return -1;
}

LessonList::Placed LessonList::put(LessonEntry entry, int replaces) {
  entry.title = entry.titles[index(language_)];
  Placed placed;
  if (replaces >= 0 && static_cast<std::size_t>(replaces) < entries_.size()) {
    placed.index = static_cast<std::size_t>(replaces);
    placed.replaced = std::exchange(entries_[placed.index], std::move(entry));
  } else {
    placed.index = entries_.size();
    entries_.push_back(std::move(entry));
  }
  return placed;
}

void LessonList::undo(Placed placed) {
  if (placed.replaced) entries_[placed.index] = std::move(*placed.replaced);
  else if (placed.index < entries_.size()) entries_.erase(entries_.begin() + static_cast<std::ptrdiff_t>(placed.index));
}

}  // namespace wl::web
