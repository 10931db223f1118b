// A step's structured fields: the predict step (the terms the student draws before the reveal, the
// plane a 3D lesson draws in, the explanation shown after it) and the coordinate whose joint torque
// parts the Plot panel shows. Each edit is one command; the engine's message shows under its field.
#include <algorithm>

#include "algorithms/TermBreakdown.hpp"
#include "app/editor/EditorEdits.hpp"
#include "app/editor/EditorLessonEdits.hpp"
#include "app/editor/EditorSections.hpp"
#include "app/text/UiText.hpp"
#include "app/widgets/PanelWidgets.hpp"

namespace wl::web::editor {
namespace {

using Json = nlohmann::json;

std::vector<std::string> stringsAt(const Json& doc, const std::string& pointer) {
  std::vector<std::string> out;
  const Json v = valueAt(doc, pointer);
  if (v.is_array())
    for (const Json& s : v)
      if (s.is_string()) out.push_back(s.get<std::string>());
  return out;
}

bool contains(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

void greyWrapped(const char* text) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
  ImGui::TextWrapped("%s", text);
  ImGui::PopStyleColor();
}

}  // namespace

void predictFields(FieldContext& c, const std::string& at, const std::string& name) {
  // The terms the step shows (none listed: all of them) can be predicted; one predicted but no longer
  // shown stays in the list, so it can be unticked (the engine says it must be shown).
  const std::vector<std::string> shown = stringsAt(c.doc(), at + "/terms");
  const std::vector<std::string> predicted = stringsAt(c.doc(), at + "/predict");
  std::vector<std::string> offered;
  for (Term t : kAllTerms) {
    const std::string key = termKey(t);
    if (shown.empty() || contains(shown, key) || contains(predicted, key)) offered.push_back(key);
  }
  greyWrapped(tr(Text::editorPredictTerms));
  const TickColumns columns(offered);
  for (std::size_t i = 0; i < offered.size(); ++i) {
    bool on = contains(predicted, offered[i]);
    columns.place(i);
    const std::string control = name + " predict " + offered[i];
    if (ImGui::Checkbox((offered[i] + "##" + control).c_str(), &on)) {
      std::vector<std::string> next;
      for (Term t : kAllTerms) {  // the format's order, whatever order they were ticked in
        const std::string key = termKey(t);
        if (key == offered[i] ? on : contains(predicted, key)) next.push_back(key);
      }
      c.commit(withPredictTerms(c.doc(), at, next), c.undoLabel(offered[i].c_str()));
    }
    nameControl(lastItemId(), control.c_str());
  }
  fieldMessage(c, at + "/predict", true);
  const bool predicts = !predicted.empty();
  // A planar lesson draws in xy only: the plane is asked for in 3D (or shown when set, to be removed).
  const Json dimension = valueAt(c.doc(), "/view/dimension");
  const bool threeD = dimension.is_number() && dimension.get<double>() == 3.0;
  if ((predicts && threeD) || !valueAt(c.doc(), at + "/predict_plane").is_null())
    choiceField(c, tr(Text::editorFieldPredictPlane), name + " predict plane", at + "/predict_plane", {"xy", "yx", "yz", "zy", "zx", "xz"}, "xy");
  if (predicts || !valueAt(c.doc(), at + "/explanation").is_null())
    textField(c, tr(Text::editorPredictExplanation), name + " explanation", at + "/explanation", true);
}

void torquePartsField(FieldContext& c, const std::string& at, const std::string& name) {
  const std::string pointer = at + "/torque_parts";
  const Json current = valueAt(c.doc(), pointer);
  const std::string value = current.is_string() ? current.get<std::string>() : "";
  std::vector<std::string> coordinates = modelCoordinates(c);
  // A name the model does not have (yet) is listed too: the engine's message says so under the field.
  if (!value.empty() && !contains(coordinates, value)) coordinates.push_back(value);
  caption(c, tr(Text::editorFieldTorqueParts));
  const std::string control = name + " torque parts";
  if (beginCombo(("##" + control).c_str(), value.empty() ? tr(Text::editorTorquePartsNone) : value.c_str())) {
    if (ImGui::Selectable(tr(Text::editorTorquePartsNone), value.empty()) && !value.empty()) c.commit(without(c.doc(), pointer), c.undoLabel(tr(Text::editorFieldTorqueParts)));
    for (std::size_t i = 0; i < coordinates.size(); ++i) {
      ImGui::PushID(static_cast<int>(i));
      if (ImGui::Selectable(coordinates[i].c_str(), coordinates[i] == value) && coordinates[i] != value)
        c.commit(withValue(c.doc(), pointer, coordinates[i]), c.undoLabel(tr(Text::editorFieldTorqueParts)));
      ImGui::PopID();
    }
    endCombo();
  }
  fieldMessage(c, pointer, true);
}

}  // namespace wl::web::editor
