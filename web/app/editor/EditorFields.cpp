#include "app/editor/EditorFields.hpp"

#include <algorithm>

#include "app/editor/EditorEdits.hpp"
#include "app/panels/PanelWidgets.hpp"
#include "io/JsonText.hpp"
#include "io/JsonWriter.hpp"
#include "imgui_internal.h"

namespace wl::web::editor {
namespace {

int resizeCallback(ImGuiInputTextCallbackData* data) {
  if (data->EventFlag == ImGuiInputTextFlags_CallbackResize) {
    auto* s = static_cast<std::string*>(data->UserData);
    s->resize(static_cast<std::size_t>(data->BufTextLen));
    data->Buf = s->data();
  }
  return 0;
}

// How a value is shown in its field: text as it is, anything else as compact JSON.
std::string shown(const nlohmann::json& value) {
  if (value.is_null()) return "";
  if (value.is_string()) return value.get<std::string>();
  std::string out = writeJsonText(value, JsonStyle::Compact);
  // Spaces after commas read better and type the same.
  std::string spaced;
  bool inString = false;
  for (std::size_t i = 0; i < out.size(); ++i) {
    const char ch = out[i];
    if (ch == '"' && (i == 0 || out[i - 1] != '\\')) inString = !inString;
    spaced += ch;
    if (!inString && (ch == ',' || ch == ':')) spaced += ' ';
  }
  return spaced;
}

// What was typed: JSON when it reads as JSON, else the words themselves.
nlohmann::json typed(const std::string& s) {
  if (s.find_first_not_of(" \t\r\n") == std::string::npos) return nlohmann::json(s);
  auto parsed = parseJsonText(s, "typed");
  return parsed ? *parsed : nlohmann::json(s);
}

void afterEdit(FieldContext& c) {
  if (ImGui::IsItemDeactivated()) c.editor.document.endMerge();
}

}  // namespace

unsigned int lastItemId() { return ImGui::GetItemID(); }

bool inputString(const char* label, std::string& value, bool multiline, float height) {
  const ImGuiInputTextFlags flags = ImGuiInputTextFlags_CallbackResize;
  if (value.capacity() == 0) value.reserve(16);
  const bool changed = multiline ? ImGui::InputTextMultiline(label, value.data(), value.capacity() + 1, ImVec2(-1.0f, height), flags, resizeCallback, &value)
                                 : ImGui::InputText(label, value.data(), value.capacity() + 1, flags, resizeCallback, &value);
  markTextField(TextFieldKind::Text);
  return changed;
}

void caption(FieldContext& c, const char* text) {
  // The column starts where the caption does (a step's fields are indented under its title).
  const float x = ImGui::GetCursorPosX();
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(text);
  ImGui::SameLine(std::max(x + c.captionWidth, ImGui::GetItemRectMax().x - ImGui::GetWindowPos().x + ImGui::GetStyle().ItemSpacing.x));
  ImGui::SetNextItemWidth(-1.0f);
}

void fieldMessage(FieldContext& c, const std::string& pointer, bool inside) {
  const std::string message = c.editor.messageFor(pointer, inside);
  if (message.empty()) return;
  ImGui::PushStyleColor(ImGuiCol_Text, errorText(c.view.theme));
  textWrappedWhole(message);
  ImGui::PopStyleColor();
}

bool valueField(FieldContext& c, const char* captionText, const std::string& name, const std::string& pointer, const char* fallback) {
  caption(c, captionText);
  std::string value = shown(valueAt(c.doc(), pointer));
  const std::string label = "##" + name;
  bool changed = false;
  if (value.empty() && fallback && *fallback) ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyle().Colors[ImGuiCol_Text]);
  const bool typedNow = inputString(label.c_str(), value, false);
  nameControl(lastItemId(), name.c_str());  // named even when scrolled out of view (ImGui labels only what it draws)
  if (typedNow) {
    // Emptied: the field goes, and the format's default applies.
    nlohmann::json next = value.find_first_not_of(" \t") == std::string::npos ? without(c.doc(), pointer)
                                                                              : withValue(c.doc(), pointer, typed(value));
    c.commit(std::move(next), c.undoLabel(captionText), pointer);
    changed = true;
  }
  if (value.empty() && fallback && *fallback) ImGui::PopStyleColor();
  if (value.empty() && fallback && *fallback && !ImGui::IsItemActive()) {
    // The default, greyed, where the field is empty.
    const ImVec2 at = ImGui::GetItemRectMin();
    ImGui::GetWindowDrawList()->AddText(ImVec2(at.x + ImGui::GetStyle().FramePadding.x, at.y + ImGui::GetStyle().FramePadding.y),
                                        ImGui::GetColorU32(ImGuiCol_TextDisabled), fallback);
  }
  afterEdit(c);
  fieldMessage(c, pointer, true);
  return changed;
}

namespace {

// ImGui 1.86's multi-line field does not wrap: a step's paragraph would be one line running off the
// field. So the field is as tall as the paragraph wrapped (5 to 12 lines) and shows it wrapped while it
// is not being typed in; while it is, the field keeps only its own lines (they scroll sideways) and the
// same words wrap right below it, as students will read them.
bool wrappedTextInput(const char* label, ImGuiID id, std::string& value) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float innerWidth = std::max(1.0f, ImGui::GetContentRegionAvail().x - 2.0f * style.FramePadding.x - style.ScrollbarSize);
  const ImVec2 wrapped = ImGui::CalcTextSize(value.c_str(), value.c_str() + value.size(), false, innerWidth);
  const float line = ImGui::GetTextLineHeight();
  const bool typing = ImGui::GetActiveID() == id;
  const bool longLines = ImGui::CalcTextSize(value.c_str(), value.c_str() + value.size()).x > innerWidth;
  const float ownLines = static_cast<float>(std::count(value.begin(), value.end(), '\n') + 1);
  const float height = (typing && longLines ? std::min(ownLines + 1.0f, 4.0f) * line
                                            : std::clamp(wrapped.y + line, 5.0f * line, 12.0f * line)) +
                       2.0f * style.FramePadding.y;
  if (!typing && longLines) ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0, 0, 0, 0));
  const bool typedNow = inputString(label, value, true, height);
  if (!typing && longLines) {
    ImGui::PopStyleColor();
    const ImVec2 lo = ImGui::GetItemRectMin(), hi = ImGui::GetItemRectMax();
    const ImVec4 clip(lo.x, lo.y, hi.x, hi.y);
    ImGui::GetWindowDrawList()->AddText(ImGui::GetFont(), ImGui::GetFontSize(), ImVec2(lo.x + style.FramePadding.x, lo.y + style.FramePadding.y),
                                        ImGui::GetColorU32(ImGuiCol_Text), value.c_str(), value.c_str() + value.size(), innerWidth, &clip);
  }
  if (typing && longLines) {
    ImGui::PushStyleColor(ImGuiCol_Text, style.Colors[ImGuiCol_TextDisabled]);
    textWrappedWhole(value);
    ImGui::PopStyleColor();
  }
  return typedNow;
}

}  // namespace

bool textField(FieldContext& c, const char* captionText, const std::string& name, const std::string& pointer, bool multiline) {
  if (multiline) {
    ImGui::TextUnformatted(captionText);
  } else {
    caption(c, captionText);
  }
  const nlohmann::json current = valueAt(c.doc(), pointer);
  std::string value = current.is_string() ? current.get<std::string>() : shown(current);
  const std::string label = "##" + name;
  bool changed = false;
  // Named by the id its label gives: a multi-line field scrolled out of view leaves its group as the
  // last item, so lastItemId() would name nothing and the field would drop out of the keyboard ring.
  const ImGuiID id = ImGui::GetID(label.c_str());
  const bool typedNow = multiline ? wrappedTextInput(label.c_str(), id, value) : inputString(label.c_str(), value, false);
  nameControl(id, name.c_str());
  if (typedNow) {
    c.commit(withValue(c.doc(), pointer, nlohmann::json(value)), c.undoLabel(captionText), pointer);
    changed = true;
  }
  afterEdit(c);
  fieldMessage(c, pointer, true);
  return changed;
}

bool choiceField(FieldContext& c, const char* captionText, const std::string& name, const std::string& pointer,
                 const std::vector<std::string>& choices, const std::string& fallback) {
  caption(c, captionText);
  const nlohmann::json current = valueAt(c.doc(), pointer);
  const std::string value = current.is_string() ? current.get<std::string>() : current.is_null() ? fallback : shown(current);
  bool changed = false;
  const std::string label = "##" + name;
  if (beginCombo(label.c_str(), value.c_str())) {
    for (std::size_t i = 0; i < choices.size(); ++i) {
      ImGui::PushID(static_cast<int>(i));
      if (ImGui::Selectable(choices[i].c_str(), choices[i] == value) && choices[i] != value) {
        c.commit(withValue(c.doc(), pointer, choices[i]), c.undoLabel(captionText));
        changed = true;
      }
      ImGui::PopID();
    }
    endCombo();
  }
  fieldMessage(c, pointer, true);
  return changed;
}

bool flagField(FieldContext& c, const char* captionText, const std::string& name, const std::string& pointer, bool fallback) {
  const nlohmann::json current = valueAt(c.doc(), pointer);
  bool value = current.is_boolean() ? current.get<bool>() : fallback;
  const std::string label = std::string(captionText) + "##" + name;
  const bool changed = ImGui::Checkbox(label.c_str(), &value);
  nameControl(lastItemId(), name.c_str());
  if (changed) {
    c.commit(withValue(c.doc(), pointer, value), c.undoLabel(captionText));
    return true;
  }
  fieldMessage(c, pointer);
  return false;
}

bool wordTickField(FieldContext& c, const char* captionText, const std::string& name, const std::string& pointer,
                   const char* word) {
  const nlohmann::json current = valueAt(c.doc(), pointer);
  bool ticked = current.is_string() && current.get<std::string>() == word;
  if (ImGui::Checkbox((std::string(captionText) + "###" + name).c_str(), &ticked))
    c.commit(ticked ? withValue(c.doc(), pointer, word) : without(c.doc(), pointer), c.undoLabel(captionText));
  nameControl(lastItemId(), name.c_str());
  return ticked;
}

bool actionButton(const char* captionText, const std::string& name) {
  const std::string label = std::string(captionText) + "###" + name;
  const bool pressed = buttonAtLeastSquare(label.c_str());
  nameControl(lastItemId(), name.c_str());
  return pressed;
}

TickColumns::TickColumns(const std::vector<std::string>& names) {
  float widest = 0.0f;
  for (const auto& name : names) widest = std::max(widest, ImGui::CalcTextSize(name.c_str()).x);
  const ImGuiStyle& style = ImGui::GetStyle();
  column_ = widest + ImGui::GetFrameHeight() + style.ItemInnerSpacing.x + 2.0f * style.ItemSpacing.x;
  startX_ = ImGui::GetCursorPosX();
  columns_ = static_cast<std::size_t>(std::clamp(ImGui::GetContentRegionAvail().x / column_, 1.0f, 3.0f));
}

void TickColumns::place(std::size_t i) const {
  if (i % columns_ != 0) ImGui::SameLine(startX_ + column_ * static_cast<float>(i % columns_));
}

}  // namespace wl::web::editor
