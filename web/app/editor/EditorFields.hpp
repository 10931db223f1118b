#pragma once
// The editor's widgets, each bound to one field of the document by its JSON Pointer: it shows the
// value, commits what is typed (as one undoable command per field and focus), and shows the engine's
// message for that field under it. A value field takes JSON ("0.5", "[1, 0, 0]", {"period": 6.28});
// a bare word that is not JSON is kept as text ("rod"), so whatever is typed reaches the engine,
// which says what is wrong with it. Names (English, stable) are the keyboard ring's and the tests'
// handles: "bead mass", "step 2 title"; undo steps are named in the app's language (undoLabel).
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "app/player/LessonPlayer.hpp"
#include "app/player/ViewState.hpp"
#include "app/editor/Editor.hpp"

struct ImGuiInputTextCallbackData;  // imgui.h

namespace wl::web::editor {

/// What every field needs: the editor, the player and view it updates, and the theme for messages.
struct FieldContext {
  Editor& editor;
  LessonPlayer& player;
  ViewState& view;
  float captionWidth = 110.0f;  ///< the captions' column (UI units × scale)
  /// What the fields being drawn belong to, as the user reads it ("Step 2: Coriolis", a segment's
  /// name), in the app's language: it names their undo steps (SubjectScope sets it).
  std::string subject;

  const nlohmann::json& doc() const { return editor.document.json(); }
  /// An undo step's name, shown by Undo's and Redo's tooltips: "Step 2: Coriolis · title", in the
  /// app's language (`what` is the caption or button the user touched). Control names ("step 2 title")
  /// stay English: they are the keyboard ring's and the tests' handles, not text anyone reads.
  std::string undoLabel(const char* what) const { return subject.empty() ? std::string(what) : subject + " · " + what; }
  void commit(nlohmann::json next, const std::string& label, const std::string& mergeKey = "") {
    editor.commit(std::move(next), label, mergeKey, player, view);
  }
};

/// Sets FieldContext::subject for the fields drawn while it lives.
class SubjectScope {
 public:
  SubjectScope(FieldContext& c, std::string subject) : c_(c), previous_(std::move(c.subject)) { c_.subject = std::move(subject); }
  ~SubjectScope() { c_.subject = std::move(previous_); }
  SubjectScope(const SubjectScope&) = delete;
  SubjectScope& operator=(const SubjectScope&) = delete;

 private:
  FieldContext& c_;
  std::string previous_;
};

/// A value (number, vector, time function, word) typed as JSON; `fallback` shows what an absent
/// field means. True when it changed the document.
bool valueField(FieldContext& c, const char* caption, const std::string& name, const std::string& pointer,
                const char* fallback = "");
/// Text (a title, a name, a step's words); multi-line for narrative. A single line shows `fallback`
/// greyed while it is empty (what an absent field means).
bool textField(FieldContext& c, const char* caption, const std::string& name, const std::string& pointer, bool multiline = false,
               const char* fallback = "");
/// One of `choices` (the format's words); `fallback` is the value an absent field has.
bool choiceField(FieldContext& c, const char* caption, const std::string& name, const std::string& pointer,
                 const std::vector<std::string>& choices, const std::string& fallback);
/// A tick for a boolean field.
bool flagField(FieldContext& c, const char* caption, const std::string& name, const std::string& pointer, bool fallback);
/// A tick for a field that is either the text `word` or absent (a step's "time": "play", "camera":
/// "observer"): ticking writes the word, unticking removes the field. Returns whether it is ticked now.
bool wordTickField(FieldContext& c, const char* caption, const std::string& name, const std::string& pointer,
                   const char* word);
/// A name other parts of the lesson refer to (a segment's, a joint's): typed freely, it is taken when
/// the field is left (Enter, Tab, a click elsewhere), as one command that renames every reference
/// (`renamed` gives the document with the new name). A name `problem` refuses ("" when none) is not
/// taken: its reason shows under the field, and the name stays what it was. `current` is the name now;
/// `fallback` shows greyed when it is empty (a joint named after its segment).
bool nameField(FieldContext& c, const char* caption, const std::string& name, const std::string& pointer, const std::string& current,
               const std::function<std::string(const std::string&)>& problem,
               const std::function<nlohmann::json(const std::string&)>& renamed, const std::string& fallback = "");
/// A direction or axis (a unit vector): a button for each of ±x, ±y, ±z (the one it is now, lit) and
/// the vector typed for any other; `fallback` is what an absent field means ("[1, 0, 0]").
bool directionField(FieldContext& c, const char* caption, const std::string& name, const std::string& pointer, const char* fallback);
/// A number in a row of them (a sinusoid's amplitude, a table's t): its caption before it, the field
/// `width` wide. What is typed is a number when it reads as one, else kept as typed (the engine says
/// what is wrong with it, under the row).
bool numberCell(FieldContext& c, const char* caption, const std::string& name, const std::string& pointer, float width);
/// Lays out `count` number cells with their captions: on one line when each gets at least a few digits'
/// room, else one per line. Call place(i) before cell i; width() is each cell's field width.
class CellRow {
 public:
  CellRow(const std::vector<const char*>& captions, float reserveRight = 0.0f);
  void place(std::size_t i) const;
  float width(std::size_t i) const;
  bool oneLine() const { return oneLine_; }

 private:
  std::vector<float> captionWidths_;
  float field_ = 0.0f;
  bool oneLine_ = true;
};

/// The engine's message for `pointer`, in the theme's error colour, if it has one; with `inside`
/// also a message about a part of it (a field holding a vector or an object). A section calls it
/// without: its fields show their own, and the editor's status line shows every message.
void fieldMessage(FieldContext& c, const std::string& pointer, bool inside = false);
/// A button that is also a keyboard-focus stop named `name` ("Add segment"): the label shown is `caption`.
bool actionButton(const char* caption, const std::string& name);
/// The caption column: text at the left, the next widget after it.
void caption(FieldContext& c, const char* text);

/// Ticks laid out in columns as wide as the widest name allows (three at most), so no name runs
/// into the next tick: place(i) before drawing tick i.
class TickColumns {
 public:
  explicit TickColumns(const std::vector<std::string>& names);
  void place(std::size_t i) const;

 private:
  float column_ = 0.0f, startX_ = 0.0f;
  std::size_t columns_ = 1;
};

/// The id of the item just drawn (ImGui 1.86 keeps GetItemID internal), to name it for the keyboard ring.
unsigned int lastItemId();

/// ImGui::InputText on a std::string (grows as typed).
bool inputString(const char* label, std::string& value, bool multiline, float height = 0.0f);

/// ImGui's resize callback for a std::string buffer (UserData: the string), for text fields that
/// need flags inputString does not take (a hint, Enter returns true).
int resizeStringCallback(ImGuiInputTextCallbackData* data);

}  // namespace wl::web::editor
