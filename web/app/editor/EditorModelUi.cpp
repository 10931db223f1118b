// The model: its name, duration, gravity and base; the segment tree (add, remove, rename, reparent,
// reorder) and the selected segment's joint, geometry and mass; loads; observer frames.
#include <algorithm>

#include "app/editor/EditorEdits.hpp"
#include "app/editor/EditorRename.hpp"
#include "app/editor/EditorSections.hpp"
#include "app/text/UiText.hpp"
#include "app/widgets/PanelWidgets.hpp"

namespace wl::web::editor {
namespace {

// A listed load or frame: its heading, a Remove button beside it and its name field. True when it was
// removed (the list changed under the caller, which stops drawing it this frame).
// The caller's SubjectScope names it (the heading).
bool removedItem(FieldContext& c, const std::string& name, const std::string& at) {
  ImGui::TextDisabled("%s", c.subject.c_str());
  ImGui::SameLine();
  if (actionButton(tr(Text::editorRemove), "remove " + name)) {
    c.commit(without(c.doc(), at), c.undoLabel(tr(Text::editorRemove)));
    return true;
  }
  textField(c, tr(Text::editorFieldName), name + " name", at + "/name");
  return false;
}

using Json = nlohmann::json;

// The format's word for a segment on the base: written into the file as it is, in every language.
constexpr const char* kBaseWord = "base";

std::string textAt(const Json& doc, const std::string& pointer, const std::string& fallback = "") {
  const Json v = valueAt(doc, pointer);
  return v.is_string() ? v.get<std::string>() : fallback;
}

// The inertia's kind as the format writes it: "point", "rod", {"principal"…} or {"about_com"…}.
std::string inertiaKind(const Json& inertia) {
  if (inertia.is_string()) return inertia.get<std::string>();
  if (inertia.is_object() && inertia.contains("principal")) return "principal";
  if (inertia.is_object() && inertia.contains("about_com")) return "about_com";
  return "rod";
}

void segmentTree(FieldContext& c) {
  const Json& doc = c.doc();
  if (segmentsFromElsewhere(doc)) {
    // A robot file's links or a generated chain: the file or the generator's numbers are edited.
    if (valueAt(doc, "/model/robot").is_string()) {
      textField(c, tr(Text::editorFieldRobotFile), "robot file", "/model/robot");
      ImGui::TextWrapped("%s", tr(Text::editorSegmentsFromRobot));
    } else {
      valueField(c, tr(Text::editorFieldChain), "chain", "/model/chain", "{\"links\": 2}");
      ImGui::TextWrapped("%s", tr(Text::editorSegmentsFromChain));
    }
    fieldMessage(c, "/model/segments");
    return;
  }
  const auto names = segmentNames(doc);
  Editor& e = c.editor;
  if (actionButton(tr(Text::editorAddSegment), "add segment")) {
    std::string name;
    c.commit(withNewSegment(doc, names.empty() ? -1 : e.selectedSegment, name), tr(Text::editorAddSegment) + std::string(" · ") + name);
    e.selectedSegment = static_cast<int>(segmentNames(c.doc()).size()) - 1;
  }
  ImGui::SameLine();
  if (actionButton(tr(Text::editorAddOnBase), "add segment on the base")) {
    std::string name;
    c.commit(withNewSegment(doc, -1, name), tr(Text::editorAddOnBase) + std::string(" · ") + name);
    e.selectedSegment = static_cast<int>(segmentNames(c.doc()).size()) - 1;
  }
  if (names.empty()) {
    ImGui::TextDisabled("%s", tr(Text::editorNoSegments));
    fieldMessage(c, "/model/segments");
    return;
  }
  const int selected = std::clamp(e.selectedSegment, 0, static_cast<int>(names.size()) - 1);
  const std::string selectedName = names[static_cast<std::size_t>(selected)];
  const SubjectScope subject(c, selectedName);
  if (actionButton(tr(Text::editorRemoveSegment), "remove segment " + selectedName)) {
    c.commit(withoutSegment(doc, selected), c.undoLabel(tr(Text::editorRemoveSegment)));
    e.selectedSegment = std::max(0, selected - 1);
    return;
  }
  ImGui::SameLine();
  if (actionButton(tr(Text::editorMoveUp), "move segment " + selectedName + " up") && selected > 0) {
    c.commit(withSwapped(doc, "/model/segments", selected, -1), c.undoLabel(tr(Text::editorMoveUp)));
    e.selectedSegment = selected - 1;
  }
  ImGui::SameLine();
  if (actionButton(tr(Text::editorMoveDown), "move segment " + selectedName + " down") && selected + 1 < static_cast<int>(names.size())) {
    c.commit(withSwapped(doc, "/model/segments", selected, 1), c.undoLabel(tr(Text::editorMoveDown)));
    e.selectedSegment = selected + 1;
  }
  // The tree: each segment under its parent, indented by its depth, with its joint.
  const auto current = segmentNames(c.doc());
  for (int i = 0; i < static_cast<int>(current.size()); ++i) {
    const float indent = 14.0f * static_cast<float>(segmentDepth(c.doc(), i)) * c.captionWidth / 118.0f;
    if (indent > 0.0f) ImGui::Indent(indent);
    const std::string type = textAt(c.doc(), segmentPointer(i) + "/joint/type", "revolute");
    const std::string label = current[static_cast<std::size_t>(i)] + "  (" + type + ")##segment " + current[static_cast<std::size_t>(i)];
    if (ImGui::Selectable(label.c_str(), i == e.selectedSegment)) e.selectedSegment = i;
    nameControl(lastItemId(), ("segment " + current[static_cast<std::size_t>(i)]).c_str());
    if (indent > 0.0f) ImGui::Unindent(indent);
    fieldMessage(c, segmentPointer(i) + "/parent");
  }
  fieldMessage(c, "/model/segments");
}

void segmentFields(FieldContext& c) {
  const auto names = segmentNames(c.doc());
  if (names.empty()) return;
  const int i = std::clamp(c.editor.selectedSegment, 0, static_cast<int>(names.size()) - 1);
  const std::string name = names[static_cast<std::size_t>(i)];
  const std::string at = segmentPointer(i);
  ImGui::PushID(i);
  ImGui::Separator();
  const SubjectScope subject(c, fill(tr(Text::editorSegmentHeading), {std::to_string(i + 1), name}));
  ImGui::TextDisabled("%s", c.subject.c_str());
  // The name: taken when the field is left, every reference to the segment renamed with it, one Undo.
  const nlohmann::json& doc = c.doc();
  nameField(c, tr(Text::editorFieldName), name + " name", at + "/name", name,
            [&](const std::string& typed) { return segmentNameProblem(doc, i, typed); },
            [&](const std::string& typed) { return withRenamedSegment(doc, i, typed); });
  std::vector<std::string> parents{kBaseWord};
  for (int k = 0; k < i; ++k) parents.push_back(names[static_cast<std::size_t>(k)]);
  const int parent = segmentParent(c.doc(), i);
  choiceField(c, tr(Text::editorParentCaption), name + " parent", at + "/parent", parents,
              parent >= 0 ? names[static_cast<std::size_t>(parent)] : kBaseWord);
  choiceField(c, tr(Text::editorJointType), name + " joint type", at + "/joint/type", {"revolute", "prismatic", "spherical", "planar", "fixed"},
              "revolute");
  // The joint's name names its coordinates: renamed like the segment's, with the motion, the steps'
  // torque parts, the exercises' and checks' quantities and every {…} that names them.
  nameField(c, tr(Text::editorFieldJointName), name + " joint name", at + "/joint/name", textAt(doc, at + "/joint/name"),
            [&](const std::string& typed) { return jointNameProblem(doc, i, typed); },
            [&](const std::string& typed) { return withRenamedJoint(doc, i, typed); }, name);
  const std::string jointType = textAt(doc, at + "/joint/type", "revolute");
  if (jointType == "revolute" || jointType == "prismatic") directionField(c, tr(Text::editorFieldAxis), name + " joint axis", at + "/joint/axis", "[0, 0, 1]");
  else valueField(c, tr(Text::editorFieldAxis), name + " joint axis", at + "/joint/axis", "[0, 0, 1]");
  valueField(c, tr(Text::editorFieldPosition), name + " joint position", at + "/joint/at", tr(Text::editorHintParentDistal));
  valueField(c, tr(Text::editorFieldOrientation), name + " joint orientation", at + "/joint/orientation", "{\"axis\": [0, 0, 1], \"angle\": 0}");
  valueField(c, tr(Text::editorFieldLength), name + " length", at + "/length", "0");
  directionField(c, tr(Text::editorFieldDirection), name + " direction", at + "/direction", "[1, 0, 0]");
  valueField(c, tr(Text::editorFieldMass), name + " mass", at + "/mass", "0");
  valueField(c, tr(Text::editorFieldCom), name + " com", at + "/com", fill(tr(Text::editorHintOfLength), {"0.5"}).c_str());
  // The inertia: a kind, then its values where it has any.
  const std::string kind = inertiaKind(valueAt(c.doc(), at + "/inertia"));
  caption(c, tr(Text::editorFieldInertia));
  if (beginCombo(("##" + name + " inertia kind").c_str(), kind.c_str())) {
    const std::pair<const char*, Json> kinds[] = {{"point", "point"},
                                                  {"rod", "rod"},
                                                  {"principal", {{"principal", {0.01, 0.01, 0.01}}, {"axes", {{"axis", {0, 0, 1}}, {"angle", 0}}}}},
                                                  {"about_com", {{"about_com", {{0.01, 0, 0}, {0, 0.01, 0}, {0, 0, 0.01}}}}}};
    for (const auto& [label, value] : kinds)
      if (ImGui::Selectable(label, kind == label) && kind != label) c.commit(withValue(c.doc(), at + "/inertia", value), c.undoLabel(tr(Text::editorFieldInertia)));
    endCombo();
  }
  if (kind == "principal") {
    valueField(c, tr(Text::editorFieldPrincipalValues), name + " principal inertia", at + "/inertia/principal", "[Ixx, Iyy, Izz]");
    valueField(c, tr(Text::editorFieldPrincipalAxes), name + " inertia axes", at + "/inertia/axes", "{\"axis\": [0, 0, 1], \"angle\": 0}");
  } else if (kind == "about_com") {
    valueField(c, tr(Text::editorFieldAboutCom), name + " inertia matrix", at + "/inertia/about_com", "3×3");
  } else {
    fieldMessage(c, at + "/inertia");
  }
  valueField(c, tr(Text::editorFieldNamedPoints), name + " points", at + "/points", "{\"tip\": [x, y, z]}");
  valueField(c, tr(Text::editorFieldShape), name + " shape", at + "/shape", "rod");
  fieldMessage(c, at);
  ImGui::PopID();
}

void loads(FieldContext& c) {
  const Json list = valueAt(c.doc(), "/model/loads");
  const auto names = modelSegmentNames(c);
  const std::string segment =
      names.empty() ? "" : names[static_cast<std::size_t>(std::clamp(c.editor.selectedSegment, 0, static_cast<int>(names.size()) - 1))];
  const int count = list.is_array() ? static_cast<int>(list.size()) : 0;
  for (int i = 0; i < count; ++i) {
    const std::string at = "/model/loads/" + std::to_string(i);
    const std::string type = textAt(c.doc(), at + "/type", "force");
    const std::string name = "load " + std::to_string(i + 1);
    ImGui::PushID(i);
    const SubjectScope subject(c, fill(tr(Text::editorLoadHeading), {std::to_string(i + 1), type}));
    if (removedItem(c, name, at)) {
      ImGui::PopID();
      return;
    }
    choiceField(c, tr(Text::editorFieldSegment), name + " segment", at + "/segment", names, "");
    if (type == "force") {
      valueField(c, tr(Text::editorFieldPoint), name + " point", at + "/point", "distal");
      valueField(c, tr(Text::editorFieldForce), name + " force", at + "/force", "[0, 0, 0]");
      valueField(c, tr(Text::editorFieldMoment), name + " moment", at + "/moment", "[0, 0, 0]");
      choiceField(c, tr(Text::editorFieldAxes), name + " axes", at + "/frame", {"world", "segment"}, "world");
    } else if (type == "spring") {
      valueField(c, tr(Text::editorFieldPoint), name + " point", at + "/point", "distal");
      valueField(c, tr(Text::editorFieldAnchor), name + " anchor", at + "/anchor", fill(tr(Text::editorHintInWorld), {"[x, y, z]"}).c_str());
      valueField(c, tr(Text::editorFieldStiffness), name + " stiffness", at + "/stiffness", "N/m");
      valueField(c, tr(Text::editorFieldRestLength), name + " rest length", at + "/rest_length", "0");
    } else {
      valueField(c, tr(Text::editorFieldForce), name + " force", at + "/force", "[Fx, Fy, Fz]");
      valueField(c, tr(Text::editorFieldCentreOfPressure), name + " centre of pressure", at + "/centre_of_pressure", "[x, y, z]");
      choiceField(c, tr(Text::editorFieldPressureIn), name + " centre of pressure in", at + "/centre_of_pressure_in", {"world", "segment"}, "world");
      valueField(c, tr(Text::editorFieldFreeMoment), name + " free moment", at + "/free_moment", "0");
      valueField(c, tr(Text::editorFieldUp), name + " up", at + "/up", "[0, 1, 0]");
    }
    fieldMessage(c, at);
    ImGui::PopID();
  }
  fieldMessage(c, "/model/loads");
  if (segment.empty()) return;
  const std::string n = std::to_string(count + 1);
  if (actionButton(tr(Text::editorAddTipForce), "add tip force"))
    c.commit(withAppended(c.doc(), "/model/loads",
                          {{"type", "force"}, {"name", "tip" + n}, {"segment", segment}, {"point", "distal"}, {"force", {0.0, -10.0, 0.0}}}),
             tr(Text::editorAddTipForce));
  ImGui::SameLine();
  if (actionButton(tr(Text::editorAddSpring), "add spring"))
    c.commit(withAppended(c.doc(), "/model/loads",
                          {{"type", "spring"}, {"name", "spring" + n}, {"segment", segment}, {"point", "distal"},
                           {"anchor", {0.0, 0.0, 0.0}}, {"stiffness", 10.0}, {"rest_length", 0.0}}),
             tr(Text::editorAddSpring));
  if (actionButton(tr(Text::editorAddGroundReaction), "add ground reaction"))
    c.commit(withAppended(c.doc(), "/model/loads",
                          {{"type", "ground_reaction"}, {"name", "grf" + n}, {"segment", segment}, {"force", {0.0, 100.0, 0.0}},
                           {"centre_of_pressure", {0.0, 0.0, 0.0}}}),
             tr(Text::editorAddGroundReaction));
}

void frames(FieldContext& c) {
  const Json list = valueAt(c.doc(), "/model/frames");
  const int count = list.is_array() ? static_cast<int>(list.size()) : 0;
  std::vector<std::string> parents{"world", "base"};
  for (const auto& s : modelSegmentNames(c)) parents.push_back(s);
  for (int i = 0; i < count; ++i) {
    const std::string at = "/model/frames/" + std::to_string(i);
    const std::string name = "frame " + std::to_string(i + 1);
    ImGui::PushID(i);
    const SubjectScope subject(c, fill(tr(Text::editorFrameHeading), {std::to_string(i + 1)}));
    if (removedItem(c, name, at)) {
      ImGui::PopID();
      return;
    }
    choiceField(c, tr(Text::editorFieldFixedTo), name + " parent", at + "/parent", parents, "world");
    valueField(c, tr(Text::editorFieldOrigin), name + " origin", at + "/origin", "[0, 0, 0]");
    valueField(c, tr(Text::editorFieldOrientation), name + " orientation", at + "/orientation", "{\"axis\": [0, 0, 1], \"angle\": 0}");
    valueField(c, tr(Text::editorFieldSpinAxis), name + " spin axis", at + "/spin_axis", "[0, 0, 1]");
    valueField(c, tr(Text::editorFieldSpinAngle), name + " spin", at + "/spin", fill(tr(Text::editorHintTimeFunction), {"{\"rate\": 0.5}"}).c_str());
    fieldMessage(c, at);
    ImGui::PopID();
    parents.push_back(textAt(c.doc(), at + "/name"));
  }
  fieldMessage(c, "/model/frames");
  if (actionButton(tr(Text::editorAddFrame), "add frame"))
    c.commit(withAppended(c.doc(), "/model/frames", {{"name", "frame" + std::to_string(count + 1)}, {"parent", "world"}}), tr(Text::editorAddFrame));
}

}  // namespace

void drawModelSection(FieldContext& c) {
  textField(c, tr(Text::editorFieldModelName), "model name", "/model/name");
  valueField(c, tr(Text::editorFieldDuration), "duration", "/model/duration", "10");
  valueField(c, tr(Text::editorFieldGravity), "gravity", "/model/gravity", "[0, -9.81, 0]");
  valueField(c, tr(Text::editorFieldBaseMotion), "base motion", "/model/base", "fixed");
  fieldMessage(c, "/model");
  if (c.editor.revealsInside("/model/segments")) ImGui::SetNextItemOpen(true);
  if (ImGui::TreeNodeEx(labelled(Text::editorSegmentsSection).c_str(), treeNodeFlags(ImGuiTreeNodeFlags_DefaultOpen))) {
    segmentTree(c);
    segmentFields(c);
    ImGui::TreePop();
  }
  if (c.editor.revealsInside("/model/loads")) ImGui::SetNextItemOpen(true);
  if (ImGui::TreeNodeEx(labelled(Text::editorLoadsSection).c_str(), treeNodeFlags())) {
    loads(c);
    ImGui::TreePop();
  }
  if (c.editor.revealsInside("/model/frames")) ImGui::SetNextItemOpen(true);
  if (ImGui::TreeNodeEx(labelled(Text::editorFramesSection).c_str(), treeNodeFlags())) {
    frames(c);
    ImGui::TreePop();
  }
}

std::vector<std::string> documentCoordinates(const nlohmann::json& doc) {
  std::vector<std::string> out;
  const auto names = segmentNames(doc);
  const nlohmann::json segments = valueAt(doc, "/model/segments");
  for (std::size_t i = 0; i < names.size(); ++i)
    for (const auto& c : jointCoordinates(segments[i], names[i])) out.push_back(c);
  return out;
}

std::vector<std::string> observerChoices(const nlohmann::json& doc) {
  std::vector<std::string> out{"world", "base", "own", "parent"};
  for (const auto& s : segmentNames(doc)) {
    out.push_back(s);
    out.push_back(s + "@" + s + ".proximal");
  }
  const nlohmann::json frames = valueAt(doc, "/model/frames");
  if (frames.is_array())
    for (const auto& f : frames)
      if (f.is_object() && f.contains("name") && f["name"].is_string()) out.push_back(f["name"].get<std::string>());
  return out;
}

const Model* shownModel(const FieldContext& c) {
  if (!c.player.hasLesson() || !c.player.currentEntry().carried || c.player.currentEntry().path != "edited") return nullptr;
  return &c.player.session().model();
}

bool segmentsFromElsewhere(const nlohmann::json& doc) {
  return !valueAt(doc, "/model/robot").is_null() || !valueAt(doc, "/model/chain").is_null();
}

std::vector<std::string> modelSegmentNames(const FieldContext& c) {
  if (!segmentsFromElsewhere(c.doc())) return segmentNames(c.doc());
  std::vector<std::string> out;
  if (const Model* model = shownModel(c))
    for (const Segment& s : model->segments()) out.push_back(s.name);
  return out;
}

std::vector<std::string> modelCoordinates(const FieldContext& c) {
  if (!segmentsFromElsewhere(c.doc())) return documentCoordinates(c.doc());
  std::vector<std::string> out;
  if (const Model* model = shownModel(c))
    out = model->coordinateNames();
  return out;
}

std::vector<std::string> modelObserverChoices(const FieldContext& c) {
  if (!segmentsFromElsewhere(c.doc())) return observerChoices(c.doc());
  std::vector<std::string> out{"world", "base", "own", "parent"};
  for (const auto& s : modelSegmentNames(c)) {
    out.push_back(s);
    out.push_back(s + "@" + s + ".proximal");
  }
  const nlohmann::json frames = valueAt(c.doc(), "/model/frames");
  if (frames.is_array())
    for (const auto& f : frames)
      if (f.is_object() && f.contains("name") && f["name"].is_string()) out.push_back(f["name"].get<std::string>());
  return out;
}

}  // namespace wl::web::editor
