#include "app/layout/PanelLayout.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <utility>

#include "app/text/UiText.hpp"
#include "imgui_internal.h"  // the windows' fold state, content size and scroll, between frames

namespace wl::web {

namespace {

bool touchLayout(ScreenClass screen) { return screen == ScreenClass::Phone || screen == ScreenClass::Tablet; }

Rect floorRect(const Rect& r) {
  const float x = std::floor(r.x), y = std::floor(r.y);
  return Rect{x, y, std::floor(r.right()) - x, std::floor(r.bottom()) - y};
}

bool differs(const Rect& a, const Rect& b, float tolerance) {
  return std::abs(a.x - b.x) > tolerance || std::abs(a.y - b.y) > tolerance || std::abs(a.w - b.w) > tolerance ||
         std::abs(a.h - b.h) > tolerance;
}

}  // namespace

void PanelLayout::setScreen(float cssWidth, float cssHeight, bool coarsePointer) {
  cssWidth_ = std::max(1.0f, cssWidth);
  cssHeight_ = std::max(1.0f, cssHeight);
  coarse_ = coarsePointer;
  screen_ = chosen_ ? fitScreenClass(*chosen_, cssWidth_, cssHeight_, coarse_) : classifyScreen(cssWidth_, cssHeight_, coarse_);
  // Presenter mode's zoom, but never so large that a small screen has no room left for the mechanism.
  zoom_ = screen_ == ScreenClass::Projector
              ? std::clamp(std::min(cssWidth_ / 640.0f, cssHeight_ / 400.0f), 1.0f, presenterZoom)
              : classZoom(screen_, cssWidth_, cssHeight_);
  // A phone's controls are finger-sized even in a narrow desktop window; others when a finger points.
  touch_ = screen_ == ScreenClass::Phone || (coarse_ && screen_ != ScreenClass::Projector);
}

bool PanelLayout::defaultFolded(PanelId panel, ScreenClass screen) {
  switch (screen) {
    case ScreenClass::Desktop:
      return panel == PanelId::Table || panel == PanelId::Exercises || panel == PanelId::Parameters ||
             panel == PanelId::Simulation || panel == PanelId::State;
    case ScreenClass::Projector: return panel == PanelId::Terms || panel == PanelId::Formulas || panel == PanelId::State;
    default: return false;
  }
}

bool PanelLayout::beginFrame(float uiScale, const std::array<bool, kPanelCount>& present) {
  relayout_ = !started_ || screen_ != previousScreen_;
  settling_ = false;
  regions_.clear();
  if (pan_ && ++pan_->frames > 2) pan_.reset();  // over no panel or region that scrolls
  previousScreen_ = screen_;
  started_ = true;
  uiScale_ = uiScale;
  if (relayout_)
    for (Placed& p : placed_) p.userPlaced = false;  // a new arrangement starts afresh

  LayoutInput in;
  in.screen = screen_;
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  in.width = display.x / uiScale;
  in.height = display.y / uiScale;
  in.titleHeight = ImGui::GetFrameHeight() / uiScale;
  in.frameHeight = ImGui::GetFrameHeight() / uiScale;
  in.present = present;
  for (PanelId p : kAllPanels) {
    const ImGuiWindow* w = ImGui::FindWindowByName(panelWindowId(p).c_str());
    in.folded[index(p)] = relayout_ || !w ? defaultFolded(p, screen_) : w->Collapsed;
    in.contentHeight[index(p)] = placed_[index(p)].contentHeight;
  }
  in.activeTab = chosenTab_;
  in.tabPanelFolded = tabFolded_;
  in.plotLeads = plotLeads_;
  places_ = computeLayout(in);
  // A tab that is not there (no exercises in this lesson; the tablet shows the lesson beside its tabs)
  // shows the first one instead, while the choice is kept: a phone turned to a tablet and back (or a
  // window resized) comes back to the panel the user was on, the editor included.
  const bool chosenIsTab = std::find(places_.tabs.begin(), places_.tabs.end(), chosenTab_) != places_.tabs.end();
  activeTab_ = chosenIsTab || places_.tabs.empty() ? chosenTab_ : places_.tabs.front();

  // The view is framed again when the mechanism's area changes by more than a few percent (a resize,
  // a rotation, a new class), not when a panel's content grows by a line.
  const Rect& scene = places_.sceneFree;
  const bool moved = std::abs(scene.x - lastScene_.x) > 0.03f * std::max(scene.w, 1.0f) ||
                     std::abs(scene.y - lastScene_.y) > 0.03f * std::max(scene.h, 1.0f) ||
                     std::abs(scene.w - lastScene_.w) > 0.03f * std::max(scene.w, 1.0f) ||
                     std::abs(scene.h - lastScene_.h) > 0.03f * std::max(scene.h, 1.0f);
  const bool rescaled = std::abs(uiScale - lastScale_) > 1e-3f;
  if (moved || rescaled || relayout_) {
    lastScene_ = scene;
    lastScale_ = uiScale;
    return true;
  }
  return false;
}

bool PanelLayout::beginPanel(PanelId panel, ImGuiWindowFlags flags) {
  const PanelPlace& place = places_[panel];
  if (!place.shown) return false;
  Placed& placed = placed_[index(panel)];
  const bool fixed = touchLayout(screen_);
  if (fixed) flags |= ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse;
  if (fixed) ImGui::SetNextWindowCollapsed(false, ImGuiCond_Always);
  else if (relayout_) ImGui::SetNextWindowCollapsed(defaultFolded(panel, screen_), ImGuiCond_Always);
  if (!fixed && std::exchange(unfold_[index(panel)], false)) ImGui::SetNextWindowCollapsed(false, ImGuiCond_Always);

  // Titled in the UI language, identified by the panel's fixed name.
  const std::string name = panelWindowName(panel, tr(panelTitle(panel)));
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  if (!placed.userPlaced) {
    const Rect target = floorRect(toPixels(place.rect));
    if (relayout_ || differs(target, placed.applied, 0.5f)) {
      ImGui::SetNextWindowPos(ImVec2(target.x, target.y), ImGuiCond_Always);
      ImGui::SetNextWindowSize(ImVec2(target.w, target.h), ImGuiCond_Always);
      placed.applied = target;
      settling_ = true;
    }
  } else if (const ImGuiWindow* w = ImGui::FindWindowByName(name.c_str())) {
    // Where the user put it, but never off the screen after a resize.
    const float x = std::clamp(w->Pos.x, 0.0f, std::max(0.0f, display.x - w->Size.x));
    const float y = std::clamp(w->Pos.y, 0.0f, std::max(0.0f, display.y - w->Size.y));
    if (x != w->Pos.x || y != w->Pos.y) ImGui::SetNextWindowPos(ImVec2(x, y), ImGuiCond_Always);
  }

  const bool open = ImGui::Begin(name.c_str(), nullptr, flags);
  // The Read variant: GetCurrentWindow() would mark the window written to, and IsItemHovered() on the
  // title bar of a folded window then answers false.
  ImGuiWindow* window = ImGui::GetCurrentWindowRead();
  ImGuiIO& io = ImGui::GetIO();
  // Moved or resized by hand (its title dragged, a corner pulled): it stays where the user put it.
  if (!fixed && !placed.userPlaced) {
    const bool movedByHand = std::abs(window->Pos.x - placed.applied.x) > 1.5f || std::abs(window->Pos.y - placed.applied.y) > 1.5f;
    // In the frame a panel opens, its size is still the folded layout's (and the collapse arrow, pressed
    // by keyboard, holds the active id): that is the layout's to change, not a resize by hand.
    const bool resizedByHand = !window->Collapsed && !placed.wasCollapsed &&
                               (std::abs(window->SizeFull.x - placed.applied.w) > 1.5f || std::abs(window->SizeFull.y - placed.applied.h) > 1.5f);
    const ImGuiContext& g = *ImGui::GetCurrentContext();
    // Its title dragged (not just clicked: a click folds or opens it), or moved or resized while the
    // user holds it.
    const bool dragged = g.MovingWindow == window && ImGui::IsMouseDragging(ImGuiMouseButton_Left);
    if (dragged || ((movedByHand || resizedByHand) && (g.MovingWindow == window || g.ActiveIdWindow == window)))
      placed.userPlaced = true;
  }
  placed.wasCollapsed = window->Collapsed;
  // What its content needs next frame (title bar, padding and a horizontal scroll bar included).
  if (!window->Collapsed) {
    const float needed = (window->ContentSize.y + 2.0f * window->WindowPadding.y + window->TitleBarHeight() +
                          window->ScrollbarSizes.y) / uiScale_;
    if (std::abs(needed - placed.contentHeight) > 1.0f) placed.contentHeight = needed;
  }
  // ImGui opens a folded window only on a double click or on its small arrow; people click the title,
  // so a click (not a drag) on a folded title bar opens it too. (The arrow itself is ImGui's: ours on
  // top would fold it straight back.)
  if (!open && window->Collapsed) {
    const float threshold = io.MouseDragThreshold;
    const bool onArrow = io.MouseClickedPos[ImGuiMouseButton_Left].x < ImGui::GetItemRectMin().x + ImGui::GetFrameHeight();
    if (!onArrow && ImGui::IsItemHovered() && ImGui::IsMouseReleased(ImGuiMouseButton_Left) &&
        io.MouseDragMaxDistanceSqr[ImGuiMouseButton_Left] < threshold * threshold)
      ImGui::SetWindowCollapsed(false);
  }
  // A finger dragged over a panel scrolls it, as on any touch screen (ImGui would wait for the bar).
  if (fixed && ImGui::IsWindowHovered(ImGuiHoveredFlags_ChildWindows) && ImGui::IsMouseDragging(ImGuiMouseButton_Left, 4.0f)) {
    const ImGuiContext& g = *ImGui::GetCurrentContext();
    if (g.ActiveId == 0 || g.ActiveId == window->MoveId) ImGui::SetScrollY(window, window->Scroll.y - io.MouseDelta.y);
  }
  // A swipe that began on a control (a slider, a button): shell.js held the press back and sends the
  // finger's movement here instead.
  // (A panel that does not scroll itself leaves it to a region inside it that does: scrollRegion.)
  if (pan_ && window->Rect().Contains(ImVec2(pan_->x, pan_->y)) && window->ScrollMax.y > 0.5f) {
    ImGui::SetScrollY(window, std::clamp(window->Scroll.y - pan_->dy, 0.0f, window->ScrollMax.y));
    pan_.reset();
  }
  return true;
}

namespace {
// The topmost window at (x, y) (ImGui keeps them back to front), or null.
ImGuiWindow* windowAt(float x, float y) {
  const ImGuiContext& g = *ImGui::GetCurrentContext();
  for (int i = g.Windows.Size - 1; i >= 0; --i) {
    ImGuiWindow* w = g.Windows[i];
    if (w->WasActive && !w->Hidden && w->Rect().Contains(ImVec2(x, y))) return w;
  }
  return nullptr;
}
}  // namespace

void PanelLayout::measureContent(PanelId panel, float contentPx) {
  const ImGuiWindow* window = ImGui::GetCurrentWindowRead();
  if (!window || window->Collapsed) return;
  placed_[index(panel)].contentHeight = (contentPx + 2.0f * window->WindowPadding.y + window->TitleBarHeight()) / uiScale_;
}

void PanelLayout::scrollRegion() {
  ImGuiWindow* region = ImGui::GetCurrentWindow();
  const ImGuiContext& g = *ImGui::GetCurrentContext();
  regions_.push_back(region->ID);
  if (touchLayout(screen_) && ImGui::IsWindowHovered() && ImGui::IsMouseDragging(ImGuiMouseButton_Left, 4.0f) && g.ActiveId == 0)
    ImGui::SetScrollY(region, region->Scroll.y - g.IO.MouseDelta.y);
  if (pan_ && region->Rect().Contains(ImVec2(pan_->x, pan_->y))) {
    ImGui::SetScrollY(region, std::clamp(region->Scroll.y - pan_->dy, 0.0f, region->ScrollMax.y));
    pan_.reset();
  }
}

bool PanelLayout::scrollsAt(float x, float y) const {
  const ImGuiContext& g = *ImGui::GetCurrentContext();
  if (!touch_) return false;
  // A panel, or an open list (a combo's popup: the lesson list, whose last entry opens a file), that
  // has more to show. While a list is open, nothing under it scrolls: a tap there closes the list.
  const ImGuiWindow* w = windowAt(x, y);
  if (!w) return false;
  const bool list = (w->Flags & ImGuiWindowFlags_Popup) != 0;
  if (g.OpenPopupStack.Size > 0 && !list) return false;
  // A region of a panel that scrolls on its own (scrollRegion) counts as the panel does.
  const bool region = std::find(regions_.begin(), regions_.end(), w->ID) != regions_.end();
  return (w->RootWindow == w || region) && !w->Collapsed && w->ScrollMax.y > 0.5f;
}

void PanelLayout::panAt(float x, float y, float dy) {
  // An open list scrolls at once (its window is ImGui's, not one of the panels placed here).
  if (ImGuiWindow* w = windowAt(x, y); w && (w->Flags & ImGuiWindowFlags_Popup) && w->RootWindow == w) {
    const float from = w->ScrollTarget.y < FLT_MAX ? w->ScrollTarget.y : w->Scroll.y;
    ImGui::SetScrollY(w, std::clamp(from - dy, 0.0f, w->ScrollMax.y));
    return;
  }
  if (pan_ && std::abs(pan_->x - x) < 1.0f && std::abs(pan_->y - y) < 1.0f) pan_->dy += dy;
  else pan_ = Pan{x, y, dy};
}

void PanelLayout::drawTabs() {
  if (places_.tabs.empty()) return;
  const float k = uiScale_;
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(6.0f * k, 6.0f * k));
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(4.0f * k, 4.0f * k));
  const bool begun = beginPanel(PanelId::Tabs, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  if (begun) {
    const int columns = std::max(1, places_.tabColumns);
    const float width = (ImGui::GetContentRegionAvail().x - 4.0f * k * static_cast<float>(columns - 1)) / static_cast<float>(columns);
    for (std::size_t i = 0; i < places_.tabs.size(); ++i) {
      const PanelId p = places_.tabs[i];
      if (i % static_cast<std::size_t>(columns) != 0) ImGui::SameLine();
      const bool active = p == activeTab_ && places_[p].shown;  // not while its panel is folded away
      if (active) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
      const std::string label = std::string(tr(panelTabLabel(p))) + "###tab-" + panelName(p);
      // The open tab tapped again folds its panel away where the layout lets it (a phone held upright).
      if (ImGui::Button(label.c_str(), ImVec2(width, ImGui::GetFrameHeight()))) {
        tabFolded_ = p == activeTab_ && places_[p].shown && places_.tabPanelFoldable;
        activeTab_ = chosenTab_ = p;
      }
      if (active) {
        ImGui::PopStyleColor();
        // Not by colour alone: the open tab is underlined too.
        const ImVec2 lo = ImGui::GetItemRectMin(), hi = ImGui::GetItemRectMax();
        const float bar = std::max(2.0f, 3.0f * k);
        ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(lo.x + 4.0f * k, hi.y - bar - 2.0f * k), ImVec2(hi.x - 4.0f * k, hi.y - 2.0f * k),
                                                  ImGui::GetColorU32(ImGuiCol_Text));
      }
    }
    ImGui::End();
  }
  ImGui::PopStyleVar(2);
}

}  // namespace wl::web
