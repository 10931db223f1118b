// The lesson: title, summary, view; the steps (title, text with number placeholders and a picker
// that inserts them, terms and segments shown, observer, moment point, a time or play); the
// parameters students may change; the exercises (a quantity from the engine's list, kind,
// tolerance, explanation); formulas and checks as JSON.
#include <algorithm>

#include "algorithms/TermBreakdown.hpp"
#include "app/editor/EditorEdits.hpp"
#include "app/editor/EditorSections.hpp"
#include "app/text/UiText.hpp"
#include "app/widgets/PanelWidgets.hpp"
#include "app/editor/QuantityPicker.hpp"
#include "lesson/Quantity.hpp"

namespace wl::web::editor {
namespace {

using Json = nlohmann::json;

int arraySize(const Json& doc, const std::string& pointer) {
  const Json v = valueAt(doc, pointer);
  return v.is_array() ? static_cast<int>(v.size()) : 0;
}

std::string textAt(const Json& doc, const std::string& pointer, const std::string& fallback = "") {
  const Json v = valueAt(doc, pointer);
  return v.is_string() ? v.get<std::string>() : fallback;
}

// A list of names as ticks: none ticked leaves the field out ("all", as the format reads it).
void tickList(FieldContext& c, const std::string& name, const std::string& pointer, const std::vector<std::string>& items) {
  const Json current = valueAt(c.doc(), pointer);
  std::vector<std::string> ticked;
  if (current.is_array())
    for (const Json& s : current)
      if (s.is_string()) ticked.push_back(s.get<std::string>());
  const TickColumns columns(items);
  for (std::size_t i = 0; i < items.size(); ++i) {
    bool on = std::find(ticked.begin(), ticked.end(), items[i]) != ticked.end();
    columns.place(i);
    if (ImGui::Checkbox((items[i] + "##" + name + " " + items[i]).c_str(), &on)) {
      std::vector<std::string> next;
      for (const auto& item : items)  // the format's order, whatever order they were ticked in
        if (item == items[i] ? on : std::find(ticked.begin(), ticked.end(), item) != ticked.end()) next.push_back(item);
      c.commit(next.empty() ? without(c.doc(), pointer) : withValue(c.doc(), pointer, next), c.undoLabel(items[i].c_str()));
    }
    nameControl(lastItemId(), (name + " " + items[i]).c_str());
  }
  fieldMessage(c, pointer);
}

// A greyed line that wraps in the panel (the translations are longer than the English).
void disabledWrapped(const char* text) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
  ImGui::TextWrapped("%s", text);
  ImGui::PopStyleColor();
}

// A searchable list that inserts "{quantity}" at the end of a text field (the step text, a formula).
void placeholderPicker(FieldContext& c, const std::string& name, const std::string& pointer) {
  const Model* model = shownModel(c);
  if (!model) return;
  caption(c, tr(Text::editorInsertNumber));
  std::string picked;
  if (quantityPicker(name + " insert", "", "{…}", quantityNames(*model), picked))
    c.commit(withValue(c.doc(), pointer, textAt(c.doc(), pointer) + " {" + picked + "}"), c.undoLabel(tr(Text::editorInsertNumber)));
}

// A fold holding the field "Show" asks for opens.
void openIfRevealing(const FieldContext& c, const std::string& prefix) {
  if (c.editor.revealsInside(prefix)) ImGui::SetNextItemOpen(true);
}

// The unit of a quantity as the engine gives it for the model shown ("N", "N·m"), "" when it has none.
std::string quantityUnit(const FieldContext& c, const std::string& quantity) {
  if (!shownModel(c) || quantity.empty()) return "";
  auto value = evaluateQuantity(c.player.session(), std::max(0, c.view.focusSegment), quantity);
  return value ? value->unit : "";
}

// An exercise's kind; made a magnitude, its answer gets the quantity's unit (the engine's) unless it has one.
void kindField(FieldContext& c, const std::string& name, const std::string& at, const std::string& engineUnit) {
  const std::string kind = textAt(c.doc(), at + "/kind", "sign");
  caption(c, tr(Text::editorFieldKind));
  if (beginCombo(("##" + name + " kind").c_str(), kind.c_str(), 0, (name + " kind").c_str())) {
    for (const char* k : {"sign", "magnitude", "choice"}) {
      if (ImGui::Selectable(k, kind == k) && kind != k) {
        Json next = withValue(c.doc(), at + "/kind", k);
        if (std::string(k) == "magnitude" && textAt(c.doc(), at + "/unit").empty() && !engineUnit.empty()) next = withValue(next, at + "/unit", engineUnit);
        c.commit(std::move(next), c.undoLabel(tr(Text::editorFieldKind)));
      }
      nameControl(lastItemId(), k);
    }
    endCombo();
  }
  fieldMessage(c, at + "/kind", true);
}

// Remove, Up, Down for item `i` of a lesson list ("steps"): its translations follow (withListRemoved).
bool listButtons(FieldContext& c, const std::string& list, int i, int count, const std::string& name) {
  if (actionButton(tr(Text::editorRemove), "remove " + name)) {
    c.commit(withListRemoved(c.doc(), list, i), c.undoLabel(tr(Text::editorRemove)));
    return true;
  }
  ImGui::SameLine();
  if (actionButton(tr(Text::editorMoveUp), "move " + name + " up") && i > 0) {
    c.commit(withListSwapped(c.doc(), list, i, -1), c.undoLabel(tr(Text::editorMoveUp)));
    return true;
  }
  ImGui::SameLine();
  if (actionButton(tr(Text::editorMoveDown), "move " + name + " down") && i + 1 < count) {
    c.commit(withListSwapped(c.doc(), list, i, 1), c.undoLabel(tr(Text::editorMoveDown)));
    return true;
  }
  return false;
}

void steps(FieldContext& c) {
  const int count = arraySize(c.doc(), "/steps");
  std::vector<std::string> terms;
  for (Term t : kAllTerms) terms.push_back(termKey(t));
  const auto segments = modelSegmentNames(c);
  const auto observers = modelObserverChoices(c);
  std::vector<std::string> axes{"observer", "own"};
  for (const auto& o : observers)
    if (o != "own" && o != "parent" && o.find('@') == std::string::npos) axes.push_back(o);
  for (int i = 0; i < count; ++i) {
    const std::string at = "/steps/" + std::to_string(i);
    const std::string name = "step " + std::to_string(i + 1);
    ImGui::PushID(i);
    const std::string heading = fill(tr(Text::editorStepHeading), {std::to_string(i + 1), textAt(c.doc(), at + "/title")});
    const SubjectScope subject(c, heading);
    // The step the mechanism, the panels and their numbers show is marked; working in another shows that one.
    const bool shown = c.player.hasLesson() && c.player.step() == i && shownModel(c);
    const std::string header = heading + (shown ? std::string("  ← ") + tr(Text::editorStepShown) : std::string()) + "###" + name;
    ImGui::BeginGroup();
    openIfRevealing(c, at);
    const bool open = ImGui::TreeNodeEx(header.c_str(), treeNodeFlags(i + 1 == count ? ImGuiTreeNodeFlags_DefaultOpen : 0));
    nameControl(lastItemId(), name.c_str());
    const auto showThisStep = [&]() {
      ImGui::EndGroup();
      // A field, tick or list of this step pressed or typed into (the group is active with it).
      if (ImGui::IsItemActive() && shownModel(c) && c.player.step() != i && i < c.player.stepCount()) c.player.goToStep(i, c.view);
    };
    if (open) {
      if (listButtons(c, "steps", i, count, name)) {
        ImGui::TreePop();
        showThisStep();
        ImGui::PopID();
        return;
      }
      textField(c, tr(Text::editorFieldTitle), name + " title", at + "/title");
      textField(c, tr(Text::editorFieldText), name + " text", at + "/text", true);
      placeholderPicker(c, name + " text", at + "/text");
      disabledWrapped(tr(Text::editorTermsShown));
      tickList(c, name + " terms", at + "/terms", terms);
      disabledWrapped(tr(Text::editorSegmentsShown));
      tickList(c, name + " segments", at + "/segments", segments);
      choiceField(c, tr(Text::editorObserver), name + " observer", at + "/frame", observers, "world");
      choiceField(c, tr(Text::editorFieldNumbersIn), name + " axes", at + "/expressed_in", axes, "observer");
      choiceField(c, tr(Text::editorAbout), name + " moments about", at + "/about", {"proximal", "com", "distal"}, "proximal");
      if (!wordTickField(c, tr(Text::editorPlays), name + " plays", at + "/time", "play"))
        valueField(c, tr(Text::editorFieldTime), name + " time", at + "/time", "0");
      // "camera": "observer": the view rides with the step's observer (a falling lift seen from inside).
      wordTickField(c, tr(Text::editorCameraRides), name + " camera", at + "/camera", "observer");
      valueField(c, tr(Text::editorFieldSets), name + " sets", at + "/set", "{\"json.path\": value}");
      predictFields(c, at, name);
      torquePartsField(c, at, name);
      fieldMessage(c, at);
      ImGui::TreePop();
    }
    showThisStep();
    ImGui::PopID();
  }
  fieldMessage(c, "/steps");
  if (actionButton(tr(Text::editorAddStep), "add step")) {
    // The new step's words in the app's language: the lecturer writes the lesson in it.
    c.commit(withListAppended(c.doc(), "steps", {{"title", fill(tr(Text::editorNewStepTitle), {std::to_string(count + 1)})},
                                                  {"text", tr(Text::editorNewStepText)}}),
             tr(Text::editorAddStep));
    if (shownModel(c) && count < c.player.stepCount()) c.player.goToStep(count, c.view);  // the step being written is the one shown
  }
}

void parameters(FieldContext& c) {
  const int count = arraySize(c.doc(), "/parameters");
  for (int i = 0; i < count; ++i) {
    const std::string at = "/parameters/" + std::to_string(i);
    const std::string name = "parameter " + std::to_string(i + 1);
    ImGui::PushID(i);
    const SubjectScope subject(c, fill(tr(Text::editorParameterHeading), {std::to_string(i + 1)}));
    ImGui::TextDisabled("%s", c.subject.c_str());
    ImGui::SameLine();
    if (listButtons(c, "parameters", i, count, name)) {
      ImGui::PopID();
      return;
    }
    textField(c, tr(Text::editorFieldLabel), name + " label", at + "/label");
    textField(c, tr(Text::editorFieldModelField), name + " path", at + "/path");
    valueField(c, tr(Text::editorFieldMin), name + " min", at + "/min", "0");
    valueField(c, tr(Text::editorFieldMax), name + " max", at + "/max", "1");
    valueField(c, tr(Text::editorFieldStep), name + " step", at + "/step", tr(Text::editorHintAny));
    textField(c, tr(Text::editorFieldUnit), name + " unit", at + "/unit");
    fieldMessage(c, at);
    ImGui::PopID();
  }
  fieldMessage(c, "/parameters");
  if (actionButton(tr(Text::editorAddParameter), "add parameter")) {
    const auto segments = segmentNames(c.doc());
    c.commit(withListAppended(c.doc(), "parameters",
                          {{"label", segments.empty() ? std::string(tr(Text::editorNewParameterGravity))
                                                      : fill(tr(Text::editorNewParameterMass), {segments.back()})},
                           {"path", segments.empty() ? "gravity[1]" : "segments[" + std::to_string(segments.size() - 1) + "].mass"},
                           {"min", 0.1}, {"max", 5.0}, {"unit", segments.empty() ? "m/s²" : "kg"}}),
             tr(Text::editorAddParameter));
  }
}

void exercises(FieldContext& c) {
  const int count = arraySize(c.doc(), "/exercises");
  const Model* model = shownModel(c);
  const std::vector<std::string> quantities = model ? quantityNames(*model) : std::vector<std::string>{};
  const auto segments = modelSegmentNames(c);
  const auto observers = modelObserverChoices(c);
  for (int i = 0; i < count; ++i) {
    const std::string at = "/exercises/" + std::to_string(i);
    const std::string name = "exercise " + std::to_string(i + 1);
    ImGui::PushID(i);
    const SubjectScope subject(c, fill(tr(Text::editorExerciseHeading), {std::to_string(i + 1), textAt(c.doc(), at + "/id")}));
    openIfRevealing(c, at);
    const bool open = ImGui::TreeNodeEx((c.subject + "###" + name).c_str(),
                                        treeNodeFlags(i + 1 == count ? ImGuiTreeNodeFlags_DefaultOpen : 0));
    nameControl(lastItemId(), name.c_str());
    if (open) {
      if (listButtons(c, "exercises", i, count, name)) {
        ImGui::TreePop();
        ImGui::PopID();
        return;
      }
      textField(c, tr(Text::editorFieldId), name + " id", at + "/id");
      textField(c, tr(Text::editorFieldQuestion), name + " prompt", at + "/prompt", true);
      const std::string quantity = textAt(c.doc(), at + "/quantity");
      kindField(c, name, at, quantityUnit(c, quantity));
      if (quantities.empty()) {
        valueField(c, tr(Text::editorQuantity), name + " quantity", at + "/quantity");
      } else {
        caption(c, tr(Text::editorQuantity));
        std::string picked;
        if (quantityPicker(name + " quantity", quantity, quantity, quantities, picked)) {
          // The answer's unit follows the quantity, unless the lecturer wrote one of their own.
          Json next = withValue(c.doc(), at + "/quantity", picked);
          const std::string unit = textAt(c.doc(), at + "/unit");
          const std::string pickedUnit = quantityUnit(c, picked);
          if (unit.empty() || unit == quantityUnit(c, quantity)) next = pickedUnit.empty() ? without(next, at + "/unit") : withValue(next, at + "/unit", pickedUnit);
          // A segment's quantity (a term, the mass, r…) needs one: the segment the step shows, until another is picked.
          if (textAt(c.doc(), at + "/segment").empty() && !segments.empty())
            next = withValue(next, at + "/segment", segments[static_cast<std::size_t>(std::clamp(c.view.focusSegment, 0, static_cast<int>(segments.size()) - 1))]);
          c.commit(std::move(next), c.undoLabel(tr(Text::editorQuantity)));
        }
        fieldMessage(c, at + "/quantity", true);
      }
      // The unit the answer is typed in (shown beside the answer's field); the engine's unit, greyed, until one is written.
      if (textAt(c.doc(), at + "/kind") == "magnitude" || !valueAt(c.doc(), at + "/unit").is_null())
        textField(c, tr(Text::editorFieldUnit), name + " unit", at + "/unit", false, quantityUnit(c, quantity).c_str());
      choiceField(c, tr(Text::editorFieldSegment), name + " segment", at + "/segment", segments, "");
      choiceField(c, tr(Text::editorObserver), name + " observer", at + "/frame", observers, "world");
      valueField(c, tr(Text::editorFieldTime), name + " time", at + "/time", "0");
      valueField(c, tr(Text::editorFieldTolerance), name + " tolerance", at + "/tolerance", fill(tr(Text::editorHintRelative), {"0.02"}).c_str());
      if (textAt(c.doc(), at + "/kind") == "choice")
        valueField(c, tr(Text::editorFieldChoices), name + " choices", at + "/choices", "{\"label\": \"> 0\", \"other\": \"< 0\"}");
      textField(c, tr(Text::editorFieldExplanation), name + " explanation", at + "/explanation", true);
      varyRows(c, at, name);
      fieldMessage(c, at);
      ImGui::TreePop();
    }
    ImGui::PopID();
  }
  fieldMessage(c, "/exercises");
  if (actionButton(tr(Text::editorAddExercise), "add exercise")) {
    const auto coordinates = modelCoordinates(c);
    Json exercise = {{"id", "exercise" + std::to_string(count + 1)},
                     {"kind", "sign"},
                     {"prompt", tr(Text::editorNewExercisePrompt)},
                     {"quantity", coordinates.empty() ? "mass" : "tau." + coordinates.front()},
                     {"explanation", tr(Text::editorNewExerciseExplanation)}};
    // About the last segment, as a step shows it first: a term or the mass picked later needs one.
    if (!segments.empty()) exercise["segment"] = segments.back();
    c.commit(withListAppended(c.doc(), "exercises", std::move(exercise)), tr(Text::editorAddExercise));
  }
}

}  // namespace

void drawLessonSection(FieldContext& c) {
  textField(c, tr(Text::editorFieldTitle), "lesson title", "/title");
  textField(c, tr(Text::editorFieldId), "lesson id", "/id");
  textField(c, tr(Text::editorFieldSummary), "lesson summary", "/summary", true);
  valueField(c, tr(Text::editorFieldView), "view dimension", "/view/dimension", "2");
  choiceField(c, tr(Text::editorFieldUp), "view up", "/view/up", {"y", "z"}, "y");
  fieldMessage(c, "/view");
  openIfRevealing(c, "/steps");
  if (ImGui::TreeNodeEx(labelled(Text::editorStepsSection).c_str(), treeNodeFlags(ImGuiTreeNodeFlags_DefaultOpen))) {
    steps(c);
    ImGui::TreePop();
  }
  openIfRevealing(c, "/parameters");
  if (ImGui::TreeNodeEx(labelled(Text::editorParametersSection).c_str(), treeNodeFlags())) {
    parameters(c);
    ImGui::TreePop();
  }
  openIfRevealing(c, "/exercises");
  if (ImGui::TreeNodeEx(labelled(Text::editorExercisesSection).c_str(), treeNodeFlags())) {
    exercises(c);
    ImGui::TreePop();
  }
  for (const char* advanced : {"/formulas", "/checks", "/overrides"}) openIfRevealing(c, advanced);
  if (ImGui::TreeNodeEx(labelled(Text::editorAdvancedSection).c_str(), treeNodeFlags())) {
    valueField(c, tr(Text::editorFieldFormulas), "formulas", "/formulas", "{}");
    valueField(c, tr(Text::editorFieldChecks), "checks", "/checks", "[]");
    valueField(c, tr(Text::editorFieldOverrides), "overrides", "/overrides", "{}");
    ImGui::TreePop();
  }
}

}  // namespace wl::web::editor
