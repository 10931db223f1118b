#include "app/input/KeyboardFocus.hpp"

#include <algorithm>
#include <cmath>
#include <cstdarg>
#include <cstring>

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include "app/layout/ScreenLayout.hpp"
#include "imgui_internal.h"

namespace wl::web {
namespace {

// "observer" from "observer", "segment" from "segment##plot", "lesson" from "##lesson".
std::string readableLabel(const char* label) {
  if (!label) return {};
  const char* hashes = std::strstr(label, "##");
  if (!hashes) return label;
  if (hashes != label) return std::string(label, hashes);
  std::string rest(hashes + 2);
  rest.erase(0, rest.find_first_not_of('#'));
  return rest;
}

// Once per press: a Tab held over a slow frame (software WebGL) must not skip controls by repeating.
bool keyPressed(int key) { return key >= 0 && ImGui::IsKeyPressed(key, false); }

}  // namespace

void nameControl(ImGuiID id, const char* label) {
  if (ImGuiContext* g = ImGui::GetCurrentContext(); g && g->TestEngineHookItems) ImGuiTestEngineHook_ItemInfo(g, id, label, 0);
}

void markTextField(TextFieldKind kind) {
  ImGuiContext* g = ImGui::GetCurrentContext();
  if (!g || !g->TestEngine || !g->CurrentWindow) return;
  // Only the part inside its panel takes a tap (a field scrolled half out of view).
  ImRect visible(ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  visible.ClipWith(g->CurrentWindow->ClipRect);
  if (visible.GetWidth() <= 0.0f || visible.GetHeight() <= 0.0f) return;
  static_cast<KeyboardFocus*>(g->TestEngine)->textFieldDrawn({visible.Min, visible.Max, kind, g->LastItemData.ID});
}

void markFilePicker() {
  ImGuiContext* g = ImGui::GetCurrentContext();
  if (!g || !g->TestEngine || !g->CurrentWindow) return;
  ImRect visible(ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  visible.ClipWith(g->CurrentWindow->ClipRect);  // an entry scrolled out of its list takes no tap
  if (visible.GetWidth() <= 0.0f || visible.GetHeight() <= 0.0f) return;
  static_cast<KeyboardFocus*>(g->TestEngine)->filePickerDrawn(visible.Min, visible.Max);
}

void markPassage(const char* id, const ImVec2& min, const ImVec2& max, const std::string& label) {
  ImGuiContext* g = ImGui::GetCurrentContext();
  if (!g || !g->CurrentWindow) return;
  const ImGuiID itemId = ImGui::GetID(id);
  // An item with an id is a target of ImGui's navigation; it takes no room (ItemSize is not called).
  ImGui::ItemAdd(ImRect(min, max), itemId);
  if (!g->TestEngine) return;
  auto* focus = static_cast<KeyboardFocus*>(g->TestEngine);
  focus->itemLabelled(itemId, label.c_str(), true);
}

TextFieldKind KeyboardFocus::textFieldAt(float x, float y) const {
  for (const TextFieldPlace& f : previousFields_)
    if (x >= f.min.x && x < f.max.x && y >= f.min.y && y < f.max.y) return f.kind;
  return TextFieldKind::None;
}

bool KeyboardFocus::opensFilesAt(float x, float y) const {
  for (const TextFieldPlace& f : previousPickers_)
    if (x >= f.min.x && x < f.max.x && y >= f.min.y && y < f.max.y) return true;
  return false;
}

TextFieldKind KeyboardFocus::activeTextField() const {
  const ImGuiContext* g = ImGui::GetCurrentContext();
  if (!g || g->ActiveId == 0) return TextFieldKind::Text;
  for (const std::vector<TextFieldPlace>* fields : {&currentFields_, &previousFields_})
    for (const TextFieldPlace& f : *fields)
      if (f.id == g->ActiveId) return f.kind;
  return TextFieldKind::Text;
}

void KeyboardFocus::attach(ImGuiContext* context) {
  context->TestEngine = this;
  context->TestEngineHookItems = true;
}

void KeyboardFocus::beforeNewFrame() {
  ImGuiIO& io = ImGui::GetIO();
  const ImGuiContext& g = *ImGui::GetCurrentContext();
  // A popup opened by keyboard (a combo's list) keeps the navigation until it closes.
  const bool focused = active() || (g.NavWindow && (g.NavWindow->Flags & ImGuiWindowFlags_Popup) && !g.NavDisableHighlight);
  navigating_ = focused;
  // Tab is ours (beginFrame); ImGui would otherwise also tab among its text fields. Page Up/Down are
  // the lesson's steps, except while a control has focus: then they page through its panel (ImGui's
  // navigation scrolls it and moves the focus a page on), the keyboard's way to read a long panel.
  io.KeyMap[ImGuiKey_Tab] = -1;
  io.KeyMap[ImGuiKey_PageUp] = focused ? GLFW_KEY_PAGE_UP : -1;
  io.KeyMap[ImGuiKey_PageDown] = focused ? GLFW_KEY_PAGE_DOWN : -1;
  if (focused) io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  else io.ConfigFlags &= ~ImGuiConfigFlags_NavEnableKeyboard;
  // Enter activates a button, a checkbox or a combo as Space does (ImGui 1.86 gives Enter to text
  // entry only); on a slider or a text field it still starts typing a value.
  if (focused && !io.WantTextInput && (io.KeysDown[GLFW_KEY_ENTER] || io.KeysDown[GLFW_KEY_KP_ENTER]))
    io.NavInputs[ImGuiNavInput_Activate] = 1.0f;
}

void KeyboardFocus::beginFrame() {
  previous_.swap(current_);
  current_.clear();
  previousFields_.swap(currentFields_);
  currentFields_.clear();
  previousPickers_.swap(currentPickers_);
  currentPickers_.clear();
  ImGuiIO& io = ImGui::GetIO();
  const bool tab = keyPressed(GLFW_KEY_TAB) && !io.KeyCtrl && !io.KeyAlt;
  // A Tab that scrolled its panel last frame (below) moves on now that the controls scrolled into view
  // were drawn (and labelled).
  const int step = tab ? (io.KeyShift ? -1 : 1) : pendingStep_;
  pendingStep_ = 0;
  if (step == 0 || previous_.empty()) return;
  ImGuiContext& g = *ImGui::GetCurrentContext();
  std::vector<const FocusableControl*> order = tabOrder(previous_, true);
  // Within an open popup (a combo's list), Tab walks its entries only.
  if (g.OpenPopupStack.Size > 0) {
    const ImGuiWindow* popup = g.OpenPopupStack.back().Window;
    std::vector<const FocusableControl*> inside;
    for (const FocusableControl* c : order)
      if (popup && c->window->RootWindow == popup->RootWindow) inside.push_back(c);
    if (!inside.empty()) order.swap(inside);
  }
  if (order.empty()) return;
  const int count = static_cast<int>(order.size());
  int at = -1;
  for (int i = 0; i < count && g.NavId != 0; ++i)
    if (order[static_cast<std::size_t>(i)]->id == g.NavId) at = i;
  int next = at < 0 ? (step > 0 ? 0 : count - 1) : (at + step + count) % count;
  // After a Tab scrolled its panel (below), a focused control that went out of view with it hands on to
  // its panel's controls now in view.
  if (at < 0 && pendingPanel_) {
    int first = -1, last = -1;
    for (int i = 0; i < count; ++i)
      if (order[static_cast<std::size_t>(i)]->window->RootWindow == pendingPanel_) {
        if (first < 0) first = i;
        last = i;
      }
    if (first >= 0) next = step > 0 ? first : last;
  }
  pendingPanel_ = nullptr;
  // Tab passes over the passages (text the arrows and Page Down land on) but goes on from one.
  for (int skipped = 0; skipped < count && order[static_cast<std::size_t>(next)]->passage; ++skipped)
    next = (next + step + count) % count;
  if (order[static_cast<std::size_t>(next)]->passage) return;
  const FocusableControl& target = *order[static_cast<std::size_t>(next)];
  // Leaving a panel with controls scrolled out of view past the focused one: ImGui draws no label for
  // a clipped control, so they are not in the ring yet. Scroll the nearest into view first and move
  // next frame, when it has been drawn.
  if (at >= 0 && g.OpenPopupStack.Size == 0 && target.window->RootWindow != order[static_cast<std::size_t>(at)]->window->RootWindow &&
      scrollOnPast(*order[static_cast<std::size_t>(at)], step)) {
    pendingStep_ = step;
    return;
  }
  if (g.ActiveId != 0 && g.ActiveId != target.id) ImGui::ClearActiveID();
  if (g.OpenPopupStack.Size == 0) ImGui::FocusWindow(target.window);
  g.NavWindow = target.window;
  const ImRect rect(target.min, target.max);
  ImGui::SetNavID(target.id, static_cast<ImGuiNavLayer>(target.navLayer), target.focusScope,
                  ImGui::WindowRectAbsToRel(target.window, rect));
  // Shown (as ImGui's own moves do), and the pointer's hover set aside until it moves; the pointer
  // itself stays where the user left it.
  g.NavDisableHighlight = false;
  g.NavDisableMouseHover = true;
  if (target.navLayer == ImGuiNavLayer_Main) ImGui::ScrollToRectEx(target.window, rect, ImGuiScrollFlags_KeepVisibleEdgeX | ImGuiScrollFlags_KeepVisibleEdgeY);
}

bool KeyboardFocus::scrollOnPast(const FocusableControl& focused, int step) {
  if (focused.navLayer != ImGuiNavLayer_Main) return false;
  // The nearest window around the control that scrolls (a panel, or a child region inside it).
  ImGuiWindow* w = focused.window;
  while (w && !(w->ScrollMax.y > 0.0f) && w != w->RootWindow) w = w->ParentWindow;
  if (!w || !(w->ScrollMax.y > 0.0f)) return false;
  // A control ImGui drew clipped (the hooks saw it, with no label) beyond the visible part, that way:
  // the nearest one is scrolled to the visible edge. Text alone beyond it is not worth a Tab.
  const ImRect visible = w->InnerClipRect;
  const FocusableControl* beyond = nullptr;
  for (const FocusableControl& c : previous_) {
    if (!c.label.empty() || !c.window || c.navLayer != ImGuiNavLayer_Main || c.window->RootWindow != focused.window->RootWindow) continue;
    const bool past = step > 0 ? c.min.y >= visible.Max.y - 1.0f : c.max.y <= visible.Min.y + 1.0f;
    if (past && (!beyond || (step > 0 ? c.min.y < beyond->min.y : c.max.y > beyond->max.y))) beyond = &c;
  }
  if (!beyond) return false;
  const float pad = ImGui::GetStyle().ItemSpacing.y;
  const float target = step > 0 ? std::min(w->ScrollMax.y, w->Scroll.y + (beyond->max.y - visible.Max.y) + pad)
                                : std::max(0.0f, w->Scroll.y - (visible.Min.y - beyond->min.y) - pad);
  if (std::abs(target - w->Scroll.y) < 1.0f) return false;
  ImGui::SetScrollY(w, target);
  pendingPanel_ = focused.window->RootWindow;
  return true;
}

std::vector<const FocusableControl*> KeyboardFocus::tabOrder(const std::vector<FocusableControl>& controls, bool withPassages) const {
  std::vector<const FocusableControl*> order;
  std::vector<const ImGuiWindow*> panels;  // the controls' panels (root windows), as first drawn
  for (const FocusableControl& c : controls) {
    if (!c.window || !c.window->WasActive || c.window->Hidden || c.label.empty() || (c.passage && !withPassages)) continue;
    if (c.window->Flags & ImGuiWindowFlags_Tooltip) continue;
    order.push_back(&c);
    if (std::find(panels.begin(), panels.end(), c.window->RootWindow) == panels.end()) panels.push_back(c.window->RootWindow);
  }
  // Panel by panel where they are on the screen (column by column, each from the top), not in the
  // order the app draws them, so Tab does not jump across the screen; within a panel, as drawn.
  std::vector<Rect> rects;
  for (const ImGuiWindow* w : panels) rects.push_back(Rect{w->Pos.x, w->Pos.y, w->Size.x, w->Size.y});
  const std::vector<std::size_t> reading = readingOrder(rects);
  std::vector<std::size_t> rank(panels.size());
  for (std::size_t r = 0; r < reading.size(); ++r) rank[reading[r]] = r;
  // Each control's panel rank, looked up once; within a panel in drawing order (the controls are one
  // vector's elements, so their addresses are that order).
  std::vector<std::pair<std::size_t, const FocusableControl*>> ranked;
  for (const FocusableControl* c : order)
    ranked.emplace_back(rank[static_cast<std::size_t>(std::find(panels.begin(), panels.end(), c->window->RootWindow) - panels.begin())], c);
  std::sort(ranked.begin(), ranked.end());
  for (std::size_t i = 0; i < ranked.size(); ++i) order[i] = ranked[i].second;
  return order;
}

const FocusableControl* KeyboardFocus::find(const std::vector<FocusableControl>& controls, ImGuiID id) const {
  for (const FocusableControl& c : controls)
    if (c.id == id && !c.label.empty()) return &c;
  return nullptr;
}

bool KeyboardFocus::active() const {
  const ImGuiContext* g = ImGui::GetCurrentContext();
  return g && g->NavId != 0 && !g->NavDisableHighlight && g->NavWindow;
}

std::string KeyboardFocus::focusedLabel() const {
  if (!active()) return {};
  const ImGuiID id = ImGui::GetCurrentContext()->NavId;
  if (const FocusableControl* c = find(current_, id)) return c->label;
  if (const FocusableControl* c = find(previous_, id)) return c->label;
  return {};
}

const FocusableControl* KeyboardFocus::controlLabelled(const std::string& label) const {
  for (const FocusableControl& c : previous_)
    if (c.labelled && c.label == label) return &c;
  return nullptr;
}

std::string KeyboardFocus::focusedPanel() const {
  if (!active()) return {};
  const ImGuiWindow* w = ImGui::GetCurrentContext()->NavWindow;
  // The window's fixed id ("Lesson"), the same in every language.
  return w && w->RootWindow ? std::string(windowId(w->RootWindow->Name)) : "";
}

int KeyboardFocus::controlCount() const { return static_cast<int>(tabOrder(current_).size()); }

void KeyboardFocus::drawRing(float uiScale) const {
  if (!active()) return;
  const ImGuiContext& g = *ImGui::GetCurrentContext();
  const FocusableControl* c = find(current_, g.NavId);
  if (!c || !c->window || c->window->Hidden) return;
  ImGuiWindow* w = c->window;
  ImDrawList* list = w->DrawList;
  // Inside the window (its title bar for a fold arrow): a control scrolled out of view gets no ring.
  const ImRect clip = c->navLayer == ImGuiNavLayer_Main ? w->InnerClipRect : w->Rect();
  list->PushClipRect(clip.Min, clip.Max, false);
  const float pad = 3.0f * uiScale, thick = std::max(2.0f, 3.0f * uiScale);
  const ImVec2 a(c->min.x - pad, c->min.y - pad), b(c->max.x + pad, c->max.y + pad);
  // Dark under light: the ring reads on the dark panels and on a highlighted button alike.
  list->AddRect(a, b, IM_COL32(0, 0, 0, 255), 4.0f * uiScale, 0, thick + 2.0f);
  list->AddRect(a, b, IM_COL32(255, 214, 0, 255), 4.0f * uiScale, 0, thick);
  list->PopClipRect();
  // A shape as well as a colour: a triangle pointing at the control from its left, in the window's margin
  // when the control starts at the window's edge (a field at the panel's left, a title bar's fold arrow),
  // as large as that margin allows. Never on the right: there it covered the neighbour's label ("Set").
  const float room = a.x - 1.0f - w->Rect().Min.x;
  const float h = std::min({10.0f * uiScale, 0.5f * (b.y - a.y), room});
  const float cy = 0.5f * (a.y + b.y), tip = a.x - 1.0f;
  if (h < 2.0f || cy - h < clip.Min.y || cy + h > clip.Max.y) return;  // no margin, or scrolled half out: the ring alone
  list->PushClipRect(w->Rect().Min, w->Rect().Max, false);
  list->AddTriangleFilled(ImVec2(tip - h, cy - h), ImVec2(tip, cy), ImVec2(tip - h, cy + h), IM_COL32(255, 214, 0, 255));
  list->PopClipRect();
}

void KeyboardFocus::itemAdded(ImGuiContext& g, const ImVec2& min, const ImVec2& max, ImGuiID id) {
  ImGuiWindow* window = g.CurrentWindow;
  if (!window || id == 0) return;
  if (g.LastItemData.ID == id && (g.LastItemData.InFlags & (ImGuiItemFlags_Disabled | ImGuiItemFlags_NoNav))) return;
  FocusableControl c;
  c.id = id;
  c.window = window;
  c.navLayer = window->DC.NavLayerCurrent;
  c.focusScope = window->DC.NavFocusScopeIdCurrent;
  c.min = min;
  c.max = max;
  // The title bar's fold arrow and close cross report no label: name them after their window.
  if (c.navLayer == ImGuiNavLayer_Menu) {
    const std::string title(windowTitle(window->Name));
    if (id == ImHashStr("#COLLAPSE", 0, window->ID)) c.label = std::string(window->Collapsed ? "unfold " : "fold ") + title;
    else if (id == ImHashStr("#CLOSE", 0, window->ID)) c.label = std::string("close ") + title;
  }
  current_.push_back(std::move(c));
}

FocusableControl* KeyboardFocus::drawnThisFrame(ImGuiID id) {
  for (auto it = current_.rbegin(); it != current_.rend(); ++it)
    if (it->id == id) return &*it;
  return nullptr;
}

void KeyboardFocus::itemLabelled(ImGuiID id, const char* label, bool passage) {
  FocusableControl* c = drawnThisFrame(id);
  if (!c) return;
  c->label = readableLabel(label);
  c->labelled = true;
  c->passage = passage;
  if (c->label.empty()) c->label = "control";
}

}  // namespace wl::web

// Dear ImGui's item hooks (IMGUI_ENABLE_TEST_ENGINE, set for the imgui library in web/CMakeLists.txt):
// each reaches the KeyboardFocus attached to the context.
void ImGuiTestEngineHook_ItemAdd(ImGuiContext* ctx, const ImRect& bb, ImGuiID id) {
  if (auto* focus = static_cast<wl::web::KeyboardFocus*>(ctx->TestEngine)) focus->itemAdded(*ctx, bb.Min, bb.Max, id);
}
void ImGuiTestEngineHook_ItemInfo(ImGuiContext* ctx, ImGuiID id, const char* label, ImGuiItemStatusFlags) {
  if (auto* focus = static_cast<wl::web::KeyboardFocus*>(ctx->TestEngine)) focus->itemLabelled(id, label);
}
void ImGuiTestEngineHook_Log(ImGuiContext*, const char*, ...) {}
const char* ImGuiTestEngine_FindItemDebugLabel(ImGuiContext*, ImGuiID) { return nullptr; }
