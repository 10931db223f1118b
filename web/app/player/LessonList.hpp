#pragma once
// The lessons the player can open, as the Lesson menu lists them: the app's own (content/lessons, in
// the index's order) and those opened from the user's files or held in memory (an OpenSim trial, a
// robot, a lesson being edited or carried by a link), each titled in every language the app speaks.
// No session, no view: opening an entry is the player's.
#include <array>
#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "io/importers/mesh/BodyMeshes.hpp"
#include "io/importers/mesh/MeshReference.hpp"
#include "io/ModelFile.hpp"
#include "io/formats/FileBundle.hpp"
#include "lesson/Language.hpp"
#include "lesson/Lesson.hpp"

namespace wl::web {

struct LessonEntry {
  std::string id, path;
  std::string title;  ///< in the list's language
  /// The title in each language the app speaks (indexed by Language; English when a lesson has no
  /// translation of it).
  std::array<std::string, kLanguageCount> titles;
  bool fromFile = false;  ///< opened from a file (picker, drop, ?lesson=), not one of content/lessons
  /// An opened OpenSim trial or robot model file: the player's own lesson around the imported model
  /// and motion (no lesson file). Also a lesson held in memory with its model inside (`carried`): one
  /// being edited, or one a link carried whole.
  std::shared_ptr<const Lesson> trialLesson;
  std::shared_ptr<const ModelFile> trialModel;
  bool carried = false;  ///< an edited lesson or one from a link: "Copy link" carries it whole
  /// A model to pose (poseLesson: a robot, an OpenSim model without motion): its State panel is the
  /// point, and the plot never takes its place.
  bool posing = false;
  /// The user's own files the lesson was opened from (a robot, an OpenSim trial), as they were read:
  /// "Copy link" and "Save as one file" carry them (io/formats/FileBundle.hpp). Null when there are none, or
  /// when they cannot travel (`filesWhyNot` says why: two files of one name).
  std::shared_ptr<const std::vector<BundledFile>> files;
  std::string filesWhyNot;
  /// A robot's or a trial's own meshes (its links' shells, its bones), once read (LessonPlayerMeshes.cpp):
  /// null while they are read, or when the model names none.
  std::shared_ptr<const BodyMeshes> meshes;
  /// The meshes its model names, before reading, and the file that names them as the user knows it: read
  /// again, among the files the user chooses, when meshes are chosen while the lesson is open.
  std::shared_ptr<const std::vector<MeshReference>> meshesNamed;
  std::string meshesNamedBy;
};

class LessonList {
 public:
  /// Reads `contentDir`/lessons/index.json and each listed lesson's titles; an error names the index's
  /// fault (the list is left empty then).
  Status load(const std::string& contentDir, Language language);
  /// The content folder the list was read from (a link's lesson reads its data files there).
  const std::string& contentDir() const { return contentDir_; }
  /// Every entry's title in `language`.
  void setLanguage(Language language);

  const std::vector<LessonEntry>& entries() const { return entries_; }
  std::size_t size() const { return entries_.size(); }
  auto begin() const { return entries_.begin(); }
  auto end() const { return entries_.end(); }
  const LessonEntry& operator[](std::size_t index) const { return entries_[index]; }
  LessonEntry& operator[](std::size_t index) { return entries_[index]; }
  /// The entry with this id that is not an edited or linked copy, or -1.
  int find(const std::string& id) const;
  /// The lesson held in memory in `slot` ("edited", "link"), or -1.
  int findCarried(const std::string& slot) const;

  /// Where put() placed an entry, and the entry it replaced (to undo it).
  struct Placed {
    std::size_t index = 0;
    std::optional<LessonEntry> replaced;
  };
  /// Puts `entry` in place of entry `replaces` (a second robot replaces the first, an edited lesson its
  /// slot), or at the end when `replaces` is -1; its title is set from its titles in the list's language.
  Placed put(LessonEntry entry, int replaces);
  /// The list as it was before put() (the entry could not be opened).
  void undo(Placed placed);

 private:
  std::vector<LessonEntry> entries_;
  std::string contentDir_;
  Language language_ = Language::English;
};

}  // namespace wl::web
