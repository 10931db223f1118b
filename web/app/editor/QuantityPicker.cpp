#include "app/editor/QuantityPicker.hpp"

#include <algorithm>

#include "algorithms/TermBreakdown.hpp"
#include "app/text/UiText.hpp"
#include "app/editor/EditorFields.hpp"
#include "app/editor/QuantityGroups.hpp"
#include "app/widgets/PanelWidgets.hpp"
#include "imgui_internal.h"

namespace wl::web::editor {
namespace {

// What the open list keeps between frames: one list is open at a time.
struct Search {
  std::string query;
  int highlight = 0;     ///< the match ↑ ↓ have chosen
  bool moved = false;    ///< the highlight moved by key: scroll it into view
};
Search search;

// A group's caption in the app's language; a term by its name and its key (the key is what the file says).
std::string caption(const QuantityNode& n) {
  switch (n.group) {
    case QuantityGroup::Term: {
      Term term;
      return termFromKey(n.key, term) ? std::string(termText(term)) + " (" + n.key + ")" : n.key;
    }
    case QuantityGroup::Kinematics: return tr(Text::editorQuantityKinematics);
    case QuantityGroup::Coordinate: return fill(tr(Text::editorQuantityCoordinate), {n.key});
    case QuantityGroup::MassMatrix: return tr(Text::editorQuantityMassMatrix);
    case QuantityGroup::Row: return fill(tr(Text::editorQuantityRow), {n.key});
    case QuantityGroup::Energy: return tr(Text::editorQuantityEnergy);
    default: return n.key;
  }
}

bool holds(const QuantityNode& n, const std::string& quantity) {
  if (n.quantity == quantity) return true;
  return std::any_of(n.children.begin(), n.children.end(), [&](const QuantityNode& c) { return holds(c, quantity); });
}

// One row: `shown` as the row's text, with `greyed` after it (a component's whole name); true when clicked.
bool quantityRow(const std::string& shown, const std::string& quantity, bool selected, const std::string& greyed = "") {
  const bool clicked = ImGui::Selectable((shown + "###" + quantity).c_str(), selected);
  nameControl(lastItemId(), quantity.c_str());
  if (selected && ImGui::IsWindowAppearing()) ImGui::SetScrollHereY(0.3f);
  if (!greyed.empty()) {
    const ImVec2 at = ImGui::GetItemRectMin();
    const float x = at.x + ImGui::CalcTextSize(shown.c_str()).x + 2.0f * ImGui::GetStyle().ItemSpacing.x;
    const float y = at.y + 0.5f * (ImGui::GetItemRectSize().y - ImGui::GetTextLineHeight());
    ImGui::GetWindowDrawList()->AddText(ImVec2(x, y), ImGui::GetColorU32(ImGuiCol_TextDisabled), greyed.c_str());
  }
  return clicked;
}

bool drawNode(const QuantityNode& n, const std::string& current, std::string& picked) {
  if (n.group == QuantityGroup::None) {
    if (!quantityRow(n.key, n.quantity, n.quantity == current, n.key != n.quantity ? n.quantity : "")) return false;
    picked = n.quantity;
    return true;
  }
  // The current quantity's groups open as the list opens, so it is in view.
  if (ImGui::IsWindowAppearing()) ImGui::SetNextItemOpen(holds(n, current));
  const std::string label = caption(n) + "###" + std::to_string(static_cast<int>(n.group)) + n.key;
  const bool open = ImGui::TreeNodeEx(label.c_str(), treeNodeFlags(ImGuiTreeNodeFlags_SpanAvailWidth));
  bool done = false;
  if (open) {
    for (const QuantityNode& child : n.children)
      if (!done) done = drawNode(child, current, picked);
    ImGui::TreePop();
  }
  return done;
}

// A finger's drag over the list scrolls it (ImGui waits for its thin bar), and what it started on is
// not picked when it lifts.
void scrollWithFinger(ImGuiID searchId) {
  ImGuiContext& g = *ImGui::GetCurrentContext();
  if (!(g.IO.ConfigFlags & ImGuiConfigFlags_IsTouchScreen) || !ImGui::IsWindowHovered() || !ImGui::IsMouseDragging(ImGuiMouseButton_Left, 6.0f))
    return;
  ImGui::SetScrollY(ImGui::GetScrollY() - g.IO.MouseDelta.y);
  if (g.ActiveId != 0 && g.ActiveId != searchId) ImGui::ClearActiveID();
}

}  // namespace

bool quantityPicker(const std::string& name, const std::string& current, const std::string& preview,
                    const std::vector<std::string>& quantities, std::string& picked) {
  const std::string label = "##" + name;
  if (!beginCombo(label.c_str(), preview.c_str(), ImGuiComboFlags_HeightLargest, name.c_str())) return false;
  bool done = false;
  if (ImGui::IsWindowAppearing()) {
    search = Search{};
    ImGui::SetKeyboardFocusHere();
  }
  ImGui::SetNextItemWidth(-1.0f);
  const std::string searchLabel = "##" + name + " search";
  const ImGuiID searchId = ImGui::GetID(searchLabel.c_str());
  if (search.query.capacity() == 0) search.query.reserve(16);
  const bool entered = ImGui::InputTextWithHint(searchLabel.c_str(), tr(Text::editorQuantitySearch), search.query.data(),
                                                search.query.capacity() + 1,
                                                ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_CallbackResize, resizeStringCallback, &search.query);
  markTextField(TextFieldKind::Text);
  nameControl(searchId, (name + " search").c_str());
  const bool typing = ImGui::IsItemActive();
  if (ImGui::IsItemEdited()) search.highlight = 0;
  ImGuiContext& g = *ImGui::GetCurrentContext();
  if (typing) g.ActiveIdUsingNavDirMask |= (1 << ImGuiDir_Up) | (1 << ImGuiDir_Down);  // ↑ ↓ are the list's, not the navigation's
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) ImGui::CloseCurrentPopup();
  ImGui::Separator();
  // The list scrolls under the search field, as tall as it needs up to sixteen rows (six a fingertip
  // tall: with the search field, what beginCombo lets a touch screen's list have), or what the screen
  // leaves: its height last frame is kept in the list's window.
  const bool touch = (g.IO.ConfigFlags & ImGuiConfigFlags_IsTouchScreen) != 0;
  const float row = touch ? ImGui::GetFrameHeight() : ImGui::GetFrameHeightWithSpacing();
  const float longest = std::min((touch ? 6.0f : 16.0f) * row, 0.6f * g.IO.DisplaySize.y - 2.0f * row);
  ImGuiStorage* kept = ImGui::GetStateStorage();
  const ImGuiID heightKey = ImGui::GetID("list height");
  const float height = std::clamp(kept->GetFloat(heightKey, longest), row, std::max(row, longest));
  ImGui::BeginChild("##quantities", ImVec2(0.0f, height), false);
  kept->SetFloat(heightKey, ImGui::GetCurrentWindowRead()->ContentSize.y + 2.0f * ImGui::GetStyle().WindowPadding.y);
  scrollWithFinger(searchId);
  if (search.query.empty()) {
    for (const QuantityNode& n : groupQuantities(quantities))
      if (!done) done = drawNode(n, current, picked);
  } else {
    std::vector<std::string> matches = searchQuantities(quantities, search.query);
    // What is typed, as it is, when the list has no such name (an expression, a name of a model not shown yet).
    const bool listed = std::find(quantities.begin(), quantities.end(), search.query) != quantities.end();
    if (!listed && search.query.find_first_not_of(' ') != std::string::npos) matches.push_back(search.query);
    const int count = static_cast<int>(matches.size());
    if (typing && count > 0) {
      if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_DownArrow))) search.highlight = std::min(count - 1, search.highlight + 1), search.moved = true;
      if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_UpArrow))) search.highlight = std::max(0, search.highlight - 1), search.moved = true;
    }
    search.highlight = std::clamp(search.highlight, 0, std::max(0, count - 1));
    if (entered && count > 0) {
      picked = matches[static_cast<std::size_t>(search.highlight)];
      done = true;
    }
    for (int i = 0; i < count && !done; ++i) {
      const std::string& m = matches[static_cast<std::size_t>(i)];
      const bool asTyped = !listed && i + 1 == count;
      if (quantityRow(asTyped ? fill(tr(Text::editorQuantityAsTyped), {m}) : m, m, i == search.highlight)) {
        picked = m;
        done = true;
      }
      if (i == search.highlight && search.moved) {
        ImGui::SetScrollHereY(0.5f);
        search.moved = false;
      }
    }
  }
  ImGui::EndChild();
  if (done) ImGui::CloseCurrentPopup();
  endCombo();
  return done && picked != current;
}

}  // namespace wl::web::editor
