#include "app/widgets/TypedSlider.hpp"

#include <algorithm>
#include <cstdio>
#include <string>

#include "app/input/KeyboardFocus.hpp"
#include "imgui_internal.h"

namespace wl::web {
namespace {

// The one slider being typed into (one keyboard, one text field at a time): the text is ours, so that a
// click elsewhere can still set what was typed after ImGui let the field go.
struct Typing {
  ImGuiID id = 0;
  char text[64] = "";
  bool refused = false;  // the last Enter held no number: the field stays open, red
};
// The value a slider had before a press moved it: a double-click's first click (or a Ctrl+click) moves a
// slider to where it was clicked, and the field opened by it starts from the value before that.
struct Press {
  ImGuiID id = 0;
  float valueBefore = 0.0f;
  float x = 0.0f;  ///< where the pointer went down (a finger's drag is counted from here)
};
Typing& typing() {
  static Typing t;  // UI state of the one ImGui context, kept as ImGui keeps its own
  return t;
}
Press& lastPress() {
  static Press p;
  return p;
}

// Sets `value` from the typed text; false (nothing set) when it is no number.
bool setFromText(const char* text, const NumberFormat& numbers, float& value) {
  double typed = 0.0;
  if (!parseTypedNumber(text, numbers, typed)) return false;
  value = static_cast<float>(typed);
  return true;
}

// ImGui's own temporary text field in the slider's place (what its Ctrl+click opens), taking the keys
// from this frame on: nothing typed right after the click is lost to a frame of waiting.
bool drawField(const ImRect& frame, ImGuiID itemId, const char* id, Typing& t) {
  if (t.refused) ImGui::PushStyleColor(ImGuiCol_FrameBg, ImVec4(0.55f, 0.12f, 0.10f, 1.0f));
  const bool entered = ImGui::TempInputText(frame, itemId, id, t.text, sizeof t.text, ImGuiInputTextFlags_EnterReturnsTrue);
  if (t.refused) ImGui::PopStyleColor();
  markTextField(TextFieldKind::Number);
  return entered;
}

}  // namespace

bool typedSlider(const char* id, const char* name, float& value, float min, float max, const char* format, const NumberFormat& numbers,
                 bool relativeDrag) {
  Typing& t = typing();
  ImGuiContext& g = *ImGui::GetCurrentContext();
  ImGuiWindow* window = ImGui::GetCurrentWindow();
  const ImGuiID itemId = window->GetID(id);

  if (t.id == itemId && !ImGui::TempInputIsActive(itemId)) {
    // The field let go without Enter (a click elsewhere, Tab): what it holds is set if it is a number.
    const bool set = setFromText(t.text, numbers, value);
    t = Typing{};
    if (set) {
      // Drawn as the slider again from this frame on.
      ImGui::SliderFloat(id, &value, min, max, format, ImGuiSliderFlags_NoInput);
      nameControl(itemId, name);
      return true;
    }
  }
  if (t.id == itemId) {
    // Still typing: the field takes the slider's room (as ImGui's slider lays itself out).
    const ImVec2 at = window->DC.CursorPos;
    const ImRect frame(at, ImVec2(at.x + ImGui::CalcItemWidth(), at.y + ImGui::GetFrameHeight()));
    ImGui::ItemSize(frame, g.Style.FramePadding.y);
    ImGui::ItemAdd(frame, itemId);
    const bool entered = drawField(frame, itemId, id, t);
    nameControl(itemId, name);
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) {  // the field put back its text: nothing set
      t = Typing{};
      return false;
    }
    if (!entered) return false;
    if (setFromText(t.text, numbers, value)) {
      t = Typing{};
      return true;
    }
    // No number: the field stays open and red, with the keys.
    t.refused = true;
    ImGui::SetActiveID(itemId, window);
    ImGui::SetFocusID(itemId, window);
    g.TempInputId = itemId;
    return false;
  }

  const float before = value;
  bool changed = ImGui::SliderFloat(id, &value, min, max, format, ImGuiSliderFlags_NoInput);
  nameControl(itemId, name);
  const ImGuiIO& io = ImGui::GetIO();
  Press& press = lastPress();
  const bool activated = ImGui::IsItemActivated();
  // A double-click's second press keeps the first's value. Whether it is one is ImGui's judgement (it
  // gets the real gap between the presses, platform/Frame.cpp), never a gap on ImGui's clock: that clock
  // stands still while an idle page draws nothing, so a press seconds after another (the Ctrl+click that
  // typed the value) would seem to follow it at once and open the field at the value before that.
  if (activated && !(press.id == itemId && ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left)))
    press = Press{itemId, before, io.MousePos.x};
  if (relativeDrag && g.ActiveIdSource == ImGuiInputSource_Mouse) {
    if (activated) {
      press.x = io.MousePos.x;
      value = before;  // no jump to where the finger came down
      changed = false;
    } else if (ImGui::IsItemActive() && press.id == itemId) {
      // The slider's own scale: its whole width is its whole range.
      const float width = std::max(1.0f, ImGui::GetItemRectSize().x - 2.0f * g.Style.FramePadding.x - g.Style.GrabMinSize);
      const float dragged = std::clamp(press.valueBefore + (io.MousePos.x - press.x) * (max - min) / width, min, max);
      changed = dragged != before;
      value = dragged;
    }
  }
  const bool clickToType = ImGui::IsItemHovered() && ImGui::IsMouseClicked(ImGuiMouseButton_Left) && io.KeyCtrl;
  const bool doubleClick = ImGui::IsItemHovered() && ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left);
  const bool enterToType = ImGui::IsItemFocused() && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false);
  if (!clickToType && !doubleClick && !enterToType) return changed;
  // The field opens over the slider in this same frame, its text the value before the click (all of it
  // selected, so what is typed replaces it; Esc leaves the value as it was before the click).
  if ((clickToType || doubleClick) && press.id == itemId && value != press.valueBefore) {
    value = press.valueBefore;
    changed = true;
  }
  press = Press{};  // the press that opened the field is spent: no later press is its double-click
  t = Typing{};
  t.id = itemId;
  char shown[64];
  std::snprintf(shown, sizeof shown, "%.6g", static_cast<double>(value));
  std::snprintf(t.text, sizeof t.text, "%s", withDecimalSign(shown, numbers).c_str());
  const ImRect frame(ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  g.NavActivateInputId = itemId;  // InputText's "activate for text input" request: it takes the keys now
  drawField(frame, itemId, id, t);
  return changed;
}

}  // namespace wl::web
