#pragma once
// Small pieces the panels share (PanelLayout::beginPanel begins their windows): wrapped text that keeps numbers whole,
// a combo over enum values, colours for messages and terms.
#include <algorithm>
#include <array>
#include <cfloat>
#include <cstddef>
#include <string_view>

#include "app/input/KeyboardFocus.hpp"
#include "app/text/TextWrap.hpp"
#include "imgui.h"
#include "render/TermStyle.hpp"

namespace wl::web {

/// Messages: light red and green on the dark theme, dark ones on the light theme (4.5:1 on white).
inline ImVec4 errorText(render::Theme theme) { return theme == render::Theme::Light ? ImVec4(0.70f, 0.05f, 0.0f, 1) : ImVec4(1, 0.55f, 0.45f, 1); }
inline ImVec4 goodText(render::Theme theme) { return theme == render::Theme::Light ? ImVec4(0.0f, 0.42f, 0.12f, 1) : ImVec4(0.6f, 0.9f, 0.6f, 1); }
/// Plain text drawn outside a window (the legend, the plot's labels): the theme's text colour.
inline ImU32 sceneTextColour(render::Theme theme, int alpha = 255) {
  return theme == render::Theme::Light ? IM_COL32(0, 0, 0, alpha) : IM_COL32(220, 220, 220, alpha);
}

inline ImVec4 toImGui(render::Rgba c) { return ImVec4(c.r, c.g, c.b, 1.0f); }
inline ImVec4 termTextColour(Term t, render::Theme theme) { return toImGui(render::termColour(t, theme)); }

/// Wrapped to the window, breaking only at spaces: numbers stay whole (see TextWrap.hpp). The width
/// leaves room for a vertical scroll bar even before one shows: live numbers that add a line would
/// otherwise bring the bar in and push the lines wrapped a frame earlier past the panel's edge.
inline void textWrappedWhole(std::string_view text) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const bool scrollBarShown = ImGui::GetScrollMaxY() > 0.0f;
  wrapAtSpaces(
      text, ImGui::GetContentRegionAvail().x - (scrollBarShown ? 0.0f : style.ScrollbarSize),
      [](std::string_view s) { return ImGui::CalcTextSize(s.data(), s.data() + s.size()).x; },
      [](std::string_view line) { ImGui::TextUnformatted(line.data(), line.data() + line.size()); });
}

/// A button at least as wide as it is tall: "?", "|>" and "↑" are a fingertip wide on a touch screen too.
inline float buttonAtLeastSquareWidth(const char* label) {
  return std::max(ImGui::CalcTextSize(label, nullptr, true).x + 2.0f * ImGui::GetStyle().FramePadding.x, ImGui::GetFrameHeight());
}
inline bool buttonAtLeastSquare(const char* label) { return ImGui::Button(label, ImVec2(buttonAtLeastSquareWidth(label), 0.0f)); }

/// Whether an item `width` px wide fits on the current line beside the last item (German and
/// Portuguese captions are longer than English ones; a phone's panel is narrow).
inline bool fitsBesideLastItem(float width) {
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  return ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + width <= right;
}
/// The same for a button captioned `caption`.
inline bool fitsBesideLastItem(const char* caption) {
  return fitsBesideLastItem(ImGui::CalcTextSize(caption, nullptr, true).x + 2.0f * ImGui::GetStyle().FramePadding.x);
}
/// The next button on this line when it fits the panel, else on the next.
inline void sameLineIfFits(const char* caption) {
  if (fitsBesideLastItem(caption)) ImGui::SameLine();
}

/// A tree node's flags: a fingertip tall on a touch screen (ImGui draws a node one line of text tall).
inline ImGuiTreeNodeFlags treeNodeFlags(ImGuiTreeNodeFlags flags = 0) {
  return (ImGui::GetIO().ConfigFlags & ImGuiConfigFlags_IsTouchScreen) ? flags | ImGuiTreeNodeFlags_FramePadding : flags;
}

/// A list's entries a fingertip tall on a touch screen (a button's height): ImGui stretches each
/// Selectable over the spacing between rows, so a wider spacing makes the rows taller. Popped by
/// endCombo.
inline void pushListRows() {
  const ImGuiStyle& style = ImGui::GetStyle();
  const bool touch = (ImGui::GetIO().ConfigFlags & ImGuiConfigFlags_IsTouchScreen) != 0;
  const float gap = touch ? std::max(style.ItemSpacing.y, ImGui::GetFrameHeight() - ImGui::GetTextLineHeight()) : style.ItemSpacing.y;
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(style.ItemSpacing.x, gap));
}

/// A combo's label as it fits the panel. ImGui writes a label at the control's right: where the line
/// leaves the control `minimum` px or more beside its label, the control takes what is left (at most
/// `preferred`); on a line that is too short it starts a new line; where even a whole line is too
/// short (a phone, a long German label), the label is written on a line of its own above and the
/// control takes the line. `label` must carry its id after "###", which is all that is kept then, so
/// the control keeps its state. Sets the next item's width; returns the label to draw it with.
inline std::string fitLabelled(const std::string& label, float preferred, float minimum) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const std::size_t ids = label.find("###");
  const std::string shown = label.substr(0, ids);
  const float labelWidth = shown.empty() ? 0.0f : ImGui::CalcTextSize(shown.c_str()).x + style.ItemInnerSpacing.x;
  const bool besideAnother = ImGui::GetCursorPosX() > style.WindowPadding.x + 1.0f;  // after a SameLine
  if (besideAnother && ImGui::GetContentRegionAvail().x - labelWidth < minimum) ImGui::NewLine();
  if (ids != std::string::npos && ImGui::GetContentRegionAvail().x - labelWidth < minimum) {
    ImGui::TextUnformatted(shown.c_str());
    ImGui::SetNextItemWidth(std::min(preferred, ImGui::GetContentRegionAvail().x));
    return label.substr(ids);
  }
  ImGui::SetNextItemWidth(std::clamp(ImGui::GetContentRegionAvail().x - labelWidth, std::min(minimum, preferred), preferred));
  return label;
}

/// ImGui::BeginCombo, named for the keyboard focus (Tab, state().focus): ImGui 1.86 reports no label
/// for a combo (`name`: its label's text where the label is drawn apart, fitLabelled). Every panel's
/// combo goes through here, and ends with endCombo. On a touch screen the
/// open list shows up to eight finger-tall rows (ImGui sizes it for eight rows of text).
inline bool beginCombo(const char* label, const char* preview, ImGuiComboFlags flags = 0, const char* name = nullptr) {
  const ImGuiID id = ImGui::GetID(label);
  if (ImGui::GetIO().ConfigFlags & ImGuiConfigFlags_IsTouchScreen) {
    const float rows = 8.0f * ImGui::GetFrameHeight() + 2.0f * ImGui::GetStyle().WindowPadding.y;
    ImGui::SetNextWindowSizeConstraints(ImVec2(0.0f, 0.0f), ImVec2(FLT_MAX, std::min(rows, 0.6f * ImGui::GetIO().DisplaySize.y)));
  }
  const bool open = ImGui::BeginCombo(label, preview, flags);
  nameControl(id, name ? name : label);
  if (open) pushListRows();
  return open;
}
inline void endCombo() {
  ImGui::PopStyleVar();
  ImGui::EndCombo();
}

/// A combo over enum values, drawn as ImGui::Combo draws its list; true when one was picked.
template <class T, std::size_t N, class Name>
bool enumCombo(const char* label, T& value, const std::array<T, N>& choices, Name name) {
  if (!beginCombo(label, name(value))) return false;
  bool picked = false;
  for (std::size_t i = 0; i < N; ++i) {
    ImGui::PushID(static_cast<int>(i));
    const bool selected = choices[i] == value;
    if (ImGui::Selectable(name(choices[i]), selected)) {
      value = choices[i];
      picked = true;
    }
    if (selected) ImGui::SetItemDefaultFocus();
    ImGui::PopID();
  }
  endCombo();
  return picked;
}

}  // namespace wl::web
