// An exercise's "vary" (students' own numbers) as rows: a model field (one of the numbers the model
// has, as the engine's paths name them) and its min, max and step; Remove per row and Add. Each edit
// is one command (typing into one number merges); the engine's message shows under the rows.
#include <algorithm>

#include "app/editor/EditorEdits.hpp"
#include "app/editor/EditorLessonEdits.hpp"
#include "app/editor/EditorSections.hpp"
#include "app/text/UiText.hpp"
#include "app/widgets/PanelWidgets.hpp"
#include "io/codecs/JsonText.hpp"
#include "io/codecs/JsonWriter.hpp"

namespace wl::web::editor {
namespace {

using Json = nlohmann::json;

// One bound of a range as a short text field: a number reads as JSON, anything else is kept as typed
// (the engine then says the range must be numbers).
void boundField(FieldContext& c, const std::string& exercise, const std::string& path, int part, const Json& value,
                const char* captionText, const std::string& control, float width) {
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(captionText);
  ImGui::SameLine();
  std::string text = value.is_string() ? value.get<std::string>() : value.is_null() ? "" : writeJsonText(value, JsonStyle::Compact);
  ImGui::SetNextItemWidth(width);
  const bool typed = inputString(("##" + control).c_str(), text, false);
  nameControl(lastItemId(), control.c_str());
  if (typed) {
    auto parsed = parseJsonText(text, "typed");
    Json next = parsed && parsed->is_number() ? *parsed : Json(text);
    c.commit(withVaryBound(c.doc(), exercise, path, part, std::move(next)), c.undoLabel((path + " " + captionText).c_str()),
             exercise + "/vary/" + path + "/" + std::to_string(part));
  }
  if (ImGui::IsItemDeactivated()) c.editor.document.endMerge();
}

}  // namespace

void varyRows(FieldContext& c, const std::string& at, const std::string& name) {
  const std::string pointer = at + "/vary";
  const Json vary = valueAt(c.doc(), pointer);
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
  ImGui::TextWrapped("%s", tr(Text::editorOwnNumbersHeading));
  ImGui::PopStyleColor();
  if (!vary.is_null() && !vary.is_object()) {
    // Not rows (typed by hand into a file): shown as JSON, to be corrected or emptied.
    valueField(c, tr(Text::editorFieldOwnNumbers), name + " vary", pointer, "{\"json.path\": [min, max, step]}");
    return;
  }
  const std::vector<std::string> choices = varyPathChoices(c.doc());
  const ImGuiStyle& style = ImGui::GetStyle();
  int row = 0;
  for (auto it = vary.begin(); vary.is_object() && it != vary.end(); ++it) {
    ++row;
    const std::string path = it.key();
    const std::string rowName = name + " vary " + std::to_string(row);
    ImGui::PushID(row);
    // The field: any number of the model no other row varies (this row's own path, even one the
    // model lacks, stays listed: the engine's message names it).
    caption(c, tr(Text::editorFieldModelField));
    if (beginCombo(("##" + rowName + " path").c_str(), path.c_str())) {
      std::vector<std::string> listed = choices;
      if (std::find(listed.begin(), listed.end(), path) == listed.end()) listed.insert(listed.begin(), path);
      for (std::size_t i = 0; i < listed.size(); ++i) {
        if (listed[i] != path && vary.contains(listed[i])) continue;
        ImGui::PushID(static_cast<int>(i));
        if (ImGui::Selectable(listed[i].c_str(), listed[i] == path) && listed[i] != path)
          c.commit(withVaryPathChanged(c.doc(), at, path, listed[i]), c.undoLabel(tr(Text::editorFieldModelField)));
        ImGui::PopID();
      }
      endCombo();
    }
    // min, max, step on one line, each a third of what the captions leave; Remove after them where
    // that leaves each at least four digits wide, else on the next line.
    const Json range = it.value();
    const char* captions[3] = {tr(Text::editorFieldMin), tr(Text::editorFieldMax), tr(Text::editorFieldStep)};
    const char* parts[3] = {" min", " max", " step"};
    const char* removeText = tr(Text::editorRemove);
    const float removeWidth = ImGui::CalcTextSize(removeText).x + 2.0f * style.FramePadding.x + style.ItemSpacing.x;
    float captionsWidth = 0.0f;
    for (const char* text : captions) captionsWidth += ImGui::CalcTextSize(text).x + 2.0f * style.ItemSpacing.x;
    const float available = ImGui::GetContentRegionAvail().x - captionsWidth;
    const float minimum = ImGui::CalcTextSize("0.000").x + 2.0f * style.FramePadding.x;
    const bool removeOnLine = (available - removeWidth) / 3.0f >= minimum;
    const float width = std::max(minimum, (available - (removeOnLine ? removeWidth : 0.0f)) / 3.0f);
    for (int k = 0; k < 3; ++k) {
      if (k > 0) ImGui::SameLine();
      const Json value = range.is_array() && range.size() > static_cast<std::size_t>(k) ? range[static_cast<std::size_t>(k)] : Json();
      boundField(c, at, path, k, value, captions[k], rowName + parts[k], width);
    }
    if (removeOnLine) ImGui::SameLine();
    if (actionButton(removeText, "remove " + rowName)) {
      c.commit(withVaryRowRemoved(c.doc(), at, path), c.undoLabel((path + " " + removeText).c_str()));
      ImGui::PopID();
      break;  // the rows after it moved up: drawn next frame
    }
    ImGui::PopID();
  }
  fieldMessage(c, pointer, true);
  if (actionButton(tr(Text::editorAddVaried), "add " + name + " vary")) {
    Json next = withVaryRowAdded(c.doc(), at);
    if (next != c.doc()) c.commit(std::move(next), c.undoLabel(tr(Text::editorAddVaried)));
  }
}

}  // namespace wl::web::editor
