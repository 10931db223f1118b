#include "app/editor/EditorFields.hpp"

#include <algorithm>
#include <cmath>

#include "app/editor/EditorEdits.hpp"
#include "app/text/UiText.hpp"
#include "app/widgets/PanelWidgets.hpp"
#include "io/codecs/JsonText.hpp"
#include "io/codecs/JsonWriter.hpp"
#include "imgui_internal.h"

namespace wl::web::editor {
int resizeStringCallback(ImGuiInputTextCallbackData* data) {
  if (data->EventFlag == ImGuiInputTextFlags_CallbackResize) {
    auto* s = static_cast<std::string*>(data->UserData);
    s->resize(static_cast<std::size_t>(data->BufTextLen));
    data->Buf = s->data();
  }
  return 0;
}

namespace {

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
  const bool changed = multiline ? ImGui::InputTextMultiline(label, value.data(), value.capacity() + 1, ImVec2(-1.0f, height), flags, resizeStringCallback, &value)
                                 : ImGui::InputText(label, value.data(), value.capacity() + 1, flags, resizeStringCallback, &value);
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
  const ImVec2 from = ImGui::GetCursorScreenPos();
  textWrappedWhole(message);
  ImGui::PopStyleColor();
  c.editor.shownMessages.push_back({pointer, from.x, from.y, ImGui::GetContentRegionAvail().x, ImGui::GetItemRectMax().y - from.y});
  // "Show" beside the top message: the field and its message a quarter down the editor.
  if (c.editor.revealFrames > 0 && c.editor.revealsInside(pointer)) {
    ImGui::SetScrollHereY(0.25f);
    c.editor.revealFrames = 0;
  }
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
// field. So while it is not being typed in, the field shows the paragraph wrapped (5 to 12 lines); while
// it is, the field keeps only its own lines (they scroll sideways) and the same words wrap right below
// it, as students will read them. Both take the same height, the larger of the two: a field that gains
// or loses the keyboard never moves the controls below it (a click on one would land elsewhere).
bool wrappedTextInput(const char* label, ImGuiID id, std::string& value, bool& left) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float innerWidth = std::max(1.0f, ImGui::GetContentRegionAvail().x - 2.0f * style.FramePadding.x - style.ScrollbarSize);
  const char* begin = value.c_str();
  const char* end = begin + value.size();
  const float wrapped = ImGui::CalcTextSize(begin, end, false, innerWidth).y;
  const float line = ImGui::GetTextLineHeight();
  const bool typing = ImGui::GetActiveID() == id;
  const bool longLines = ImGui::CalcTextSize(begin, end).x > innerWidth;
  const float ownLines = static_cast<float>(std::count(value.begin(), value.end(), '\n') + 1);
  const float shownHeight = std::clamp(wrapped + line, 5.0f * line, 12.0f * line) + 2.0f * style.FramePadding.y;
  const float typingHeight = std::min(ownLines + 1.0f, 4.0f) * line + 2.0f * style.FramePadding.y;
  const float previewHeight = wrapped + style.FramePadding.y;
  const float height = longLines ? std::max(shownHeight, typingHeight + style.ItemSpacing.y + previewHeight) : shownHeight;
  const bool split = typing && longLines;
  if (!typing && longLines) ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0, 0, 0, 0));
  const bool typedNow = inputString(label, value, true, split ? typingHeight : height);
  left = ImGui::IsItemDeactivated();
  const ImVec2 lo = ImGui::GetItemRectMin(), hi = ImGui::GetItemRectMax();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  if (!typing && longLines) {
    ImGui::PopStyleColor();
    const ImVec4 clip(lo.x, lo.y, hi.x, hi.y);
    draw->AddText(ImGui::GetFont(), ImGui::GetFontSize(), ImVec2(lo.x + style.FramePadding.x, lo.y + style.FramePadding.y),
                  ImGui::GetColorU32(ImGuiCol_Text), value.c_str(), value.c_str() + value.size(), innerWidth, &clip);
  }
  if (split) {
    // The paragraph as students read it, in the room the shown field would take.
    const float top = hi.y + style.ItemSpacing.y, bottom = lo.y + height;
    const ImVec4 clip(lo.x, top, hi.x, bottom);
    draw->AddText(ImGui::GetFont(), ImGui::GetFontSize(), ImVec2(lo.x + style.FramePadding.x, top), ImGui::GetColorU32(ImGuiCol_TextDisabled),
                  value.c_str(), value.c_str() + value.size(), innerWidth, &clip);
    ImGui::Dummy(ImVec2(hi.x - lo.x, std::max(0.0f, height - typingHeight - style.ItemSpacing.y)));
  }
  return typedNow;
}

}  // namespace

namespace {

// The default, greyed, in the field just drawn while it is empty and not typed into.
void greyedFallback(const std::string& value, const char* fallback) {
  if (!value.empty() || !fallback || !*fallback || ImGui::IsItemActive()) return;
  const ImVec2 at = ImGui::GetItemRectMin();
  ImGui::GetWindowDrawList()->AddText(ImVec2(at.x + ImGui::GetStyle().FramePadding.x, at.y + ImGui::GetStyle().FramePadding.y),
                                      ImGui::GetColorU32(ImGuiCol_TextDisabled), fallback);
}

}  // namespace

bool textField(FieldContext& c, const char* captionText, const std::string& name, const std::string& pointer, bool multiline,
               const char* fallback) {
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
  bool left = false;
  const bool typedNow = multiline ? wrappedTextInput(label.c_str(), id, value, left) : inputString(label.c_str(), value, false);
  if (!multiline) {
    left = ImGui::IsItemDeactivated();
    greyedFallback(value, fallback);
  }
  nameControl(id, name.c_str());
  if (typedNow) {
    c.commit(withValue(c.doc(), pointer, nlohmann::json(value)), c.undoLabel(captionText), pointer);
    changed = true;
  }
  if (left) c.editor.document.endMerge();
  fieldMessage(c, pointer, true);
  return changed;
}

bool nameField(FieldContext& c, const char* captionText, const std::string& name, const std::string& pointer, const std::string& current,
               const std::function<std::string(const std::string&)>& problem,
               const std::function<nlohmann::json(const std::string&)>& renamed, const std::string& fallback) {
  caption(c, captionText);
  // The field's id must not follow the name being typed (it would lose the keyboard): its label does not.
  const std::string label = "##" + pointer;
  const ImGuiID id = ImGui::GetID(label.c_str());
  Editor& e = c.editor;
  const bool mine = e.nameTypedFor == id;
  std::string typed = mine ? e.nameTyped : current;
  (void)inputString(label.c_str(), typed, false);
  nameControl(id, name.c_str());
  if (ImGui::IsItemActive()) {
    e.nameTypedFor = id;
    e.nameTyped = typed;
  }
  if (typed.empty() && !fallback.empty() && !ImGui::IsItemActive()) {
    const ImVec2 at = ImGui::GetItemRectMin();
    ImGui::GetWindowDrawList()->AddText(ImVec2(at.x + ImGui::GetStyle().FramePadding.x, at.y + ImGui::GetStyle().FramePadding.y),
                                        ImGui::GetColorU32(ImGuiCol_TextDisabled), fallback.c_str());
  }
  bool changed = false;
  if (ImGui::IsItemDeactivated() && mine) {
    e.nameTypedFor = 0;
    if (typed != current) {
      const std::string why = problem(typed);
      if (why.empty()) {
        c.commit(renamed(typed), c.undoLabel(captionText));
        changed = true;
      } else {
        // Not taken: the name stays, and the field says why (the engine's words for a name).
        e.refusedPointer = pointer;
        e.refusedMessage = fill(tr(Text::editorNameRefused), {typed, why});
      }
    }
  }
  fieldMessage(c, pointer);
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

namespace {

// Which of +x, −x, +y, −y, +z, −z the vector is (0–5), or -1.
int axisDirection(const nlohmann::json& v) {
  if (!v.is_array() || v.size() != 3) return -1;
  int axis = -1;
  for (int k = 0; k < 3; ++k) {
    if (!v[static_cast<std::size_t>(k)].is_number()) return -1;
    const double x = v[static_cast<std::size_t>(k)].get<double>();
    if (x == 0.0) continue;
    if (axis >= 0 || std::abs(std::abs(x) - 1.0) > 1e-12) return -1;
    axis = 2 * k + (x < 0.0 ? 1 : 0);
  }
  return axis;
}

}  // namespace

bool directionField(FieldContext& c, const char* captionText, const std::string& name, const std::string& pointer, const char* fallback) {
  const nlohmann::json current = valueAt(c.doc(), pointer);
  const float column = ImGui::GetCursorPosX();
  bool changed = valueField(c, captionText, name, pointer, fallback);
  // The six axes as buttons under the typed vector, in the field's column: the one it points along lit.
  static const char* const kLabels[6] = {"+x", "−x", "+y", "−y", "+z", "−z"};  // a typographic minus
  static const char* const kNames[6] = {"+x", "-x", "+y", "-y", "+z", "-z"};
  int lit = axisDirection(current.is_null() ? nlohmann::json::parse(fallback, nullptr, false) : current);
  ImGui::SetCursorPosX(column + c.captionWidth);
  for (int k = 0; k < 6; ++k) {
    if (k > 0) sameLineIfFits(kLabels[k]);
    if (ImGui::GetCursorPosX() < column + c.captionWidth) ImGui::SetCursorPosX(column + c.captionWidth);
    const bool on = k == lit;
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyle().Colors[ImGuiCol_ButtonActive]);
    const std::string label = std::string(kLabels[k]) + "###" + name + " " + kNames[k];
    const bool pressed = buttonAtLeastSquare(label.c_str());
    if (on) ImGui::PopStyleColor();
    nameControl(lastItemId(), (name + " " + kNames[k]).c_str());
    if (pressed && !on) {
      nlohmann::json axis = nlohmann::json::array({0.0, 0.0, 0.0});
      axis[static_cast<std::size_t>(k / 2)] = k % 2 == 0 ? 1.0 : -1.0;
      c.commit(withValue(c.doc(), pointer, axis), c.undoLabel((std::string(captionText) + " " + kNames[k]).c_str()));
      changed = true;
    }
  }
  return changed;
}

bool numberCell(FieldContext& c, const char* captionText, const std::string& name, const std::string& pointer, float width) {
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(captionText);
  ImGui::SameLine();
  const nlohmann::json value = valueAt(c.doc(), pointer);
  std::string text = shown(value);
  ImGui::SetNextItemWidth(width);
  const std::string label = "##" + name;
  const bool typedNow = inputString(label.c_str(), text, false);  // text: a phone's number pad may have no minus
  nameControl(lastItemId(), name.c_str());
  if (typedNow) {
    auto parsed = parseJsonText(text, "typed");
    nlohmann::json next = parsed && parsed->is_number() ? *parsed : nlohmann::json(text);
    c.commit(withValue(c.doc(), pointer, std::move(next)), c.undoLabel(captionText), pointer);
  }
  afterEdit(c);
  return typedNow;
}

CellRow::CellRow(const std::vector<const char*>& captions, float reserveRight) {
  const ImGuiStyle& style = ImGui::GetStyle();
  float captionsWidth = 0.0f;
  for (const char* text : captions) {
    captionWidths_.push_back(ImGui::CalcTextSize(text).x);
    captionsWidth += captionWidths_.back() + 2.0f * style.ItemSpacing.x;
  }
  const float minimum = ImGui::CalcTextSize("-0.0000").x + 2.0f * style.FramePadding.x;
  const float count = static_cast<float>(std::max<std::size_t>(1, captions.size()));
  const float available = ImGui::GetContentRegionAvail().x - captionsWidth - reserveRight;
  oneLine_ = available / count >= minimum;
  field_ = oneLine_ ? available / count : std::max(minimum, ImGui::GetContentRegionAvail().x * 0.5f);
}

void CellRow::place(std::size_t i) const {
  if (i > 0 && oneLine_) ImGui::SameLine();
}

float CellRow::width(std::size_t i) const {
  if (oneLine_ || i >= captionWidths_.size()) return field_;
  // One per line: the field takes the line after its caption.
  return std::max(field_, ImGui::GetContentRegionAvail().x - captionWidths_[i] - ImGui::GetStyle().ItemSpacing.x);
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
