// The UI's look: the font atlas baked at the UI's scale, the style scaled (finger-sized where a finger
// points) and the theme's colours.
#include <algorithm>
#include <cmath>
#include <iterator>

#include "app/text/FontGlyphs.hpp"
#include "imgui.h"
#include "platform/Platform.hpp"

namespace wl::web {

namespace {

void loadFont(float scale) {
  ImGuiIO& io = ImGui::GetIO();
  // Latin with the German and Portuguese letters, Greek, formulas' symbols (app/text/FontGlyphs.hpp: a test
  // checks every text the app and the lessons ship against these ranges).
  static_assert(sizeof(ImWchar) == sizeof(wl::web::kFontGlyphRanges[0]), "ImWchar is 16 bits");
  const ImWchar* ranges = wl::web::kFontGlyphRanges;
  ImFontConfig config;
  config.OversampleH = 1;
  config.PixelSnapH = true;  // whole-pixel advances: glyphs land on texels, so nearest sampling is exact
  if (!io.Fonts->AddFontFromFileTTF(host::fontPath(), 16.0f * scale, &config, ranges)) io.Fonts->AddFontDefault();
}

}  // namespace

// Fonts are baked at the size they are shown (sharp at any zoom, and sampled texel for texel), so
// a new UI scale means a new atlas and a freshly scaled style. Runs between frames only. Where a
// finger points, every button, checkbox, slider and title bar is at least 44 CSS px high (the
// common guideline for touch targets), with room between rows and wide scroll bars.
void applyUiScale(Platform& p, float scale, bool touch) {
  ImGuiIO& io = ImGui::GetIO();
  if (std::abs(scale - p.fontScale) > 1e-3f) {
    io.Fonts->Clear();
    loadFont(scale);
    p.ui.uploadFontAtlas();
  }
  ImGuiStyle& style = ImGui::GetStyle();
  style = p.baseStyle;
  style.ScaleAllSizes(scale);
  if (touch) {
    const float ratio = p.pixelRatio, font = 16.0f * scale;
    style.FramePadding.y = std::max(style.FramePadding.y, std::ceil((44.0f * ratio - font) / 2.0f));
    style.FramePadding.x = std::max(style.FramePadding.x, 10.0f * ratio);
    style.ItemSpacing.y = std::max(style.ItemSpacing.y, 8.0f * ratio);
    style.ScrollbarSize = std::max(style.ScrollbarSize, 20.0f * ratio);
    style.GrabMinSize = std::max(style.GrabMinSize, 24.0f * ratio);
    style.TouchExtraPadding = ImVec2(4.0f * ratio, 4.0f * ratio);
  }
  // The panels read it: tree nodes a fingertip tall (PanelWidgets.hpp, treeNodeFlags).
  if (touch) io.ConfigFlags |= ImGuiConfigFlags_IsTouchScreen;
  else io.ConfigFlags &= ~ImGuiConfigFlags_IsTouchScreen;
  p.fontScale = scale;
  p.touchStyle = touch;
}

// The UI's colours for a theme. The light theme is the high-contrast one for a bright hall: black text
// on white windows, dark borders, saturated controls that stay visible on a washed-out projector.
void applyThemeColours(Platform& p, wl::web::render::Theme theme) {
  ImGuiStyle colours;
  if (theme == wl::web::render::Theme::Light) {
    ImGui::StyleColorsLight(&colours);
    ImVec4* c = colours.Colors;
    c[ImGuiCol_Text] = ImVec4(0.0f, 0.0f, 0.0f, 1.0f);
    c[ImGuiCol_TextDisabled] = ImVec4(0.30f, 0.30f, 0.30f, 1.0f);
    c[ImGuiCol_WindowBg] = c[ImGuiCol_PopupBg] = c[ImGuiCol_ChildBg] = ImVec4(1.0f, 1.0f, 1.0f, 1.0f);
    c[ImGuiCol_Border] = ImVec4(0.25f, 0.25f, 0.25f, 0.9f);
    c[ImGuiCol_FrameBg] = ImVec4(0.90f, 0.92f, 0.95f, 1.0f);
    c[ImGuiCol_TitleBg] = c[ImGuiCol_TitleBgCollapsed] = ImVec4(0.80f, 0.84f, 0.90f, 1.0f);
    c[ImGuiCol_TitleBgActive] = ImVec4(0.66f, 0.76f, 0.92f, 1.0f);
    c[ImGuiCol_Button] = ImVec4(0.78f, 0.85f, 0.96f, 1.0f);
    c[ImGuiCol_CheckMark] = c[ImGuiCol_SliderGrab] = ImVec4(0.0f, 0.25f, 0.70f, 1.0f);
    p.baseStyle.FrameBorderSize = 1.0f;
  } else {
    ImGui::StyleColorsDark(&colours);
    p.baseStyle.FrameBorderSize = 0.0f;
  }
  // Opaque window backgrounds: the browser keeps their pixels between UI redraws (UiRenderer).
  for (ImGuiCol c : {ImGuiCol_WindowBg, ImGuiCol_PopupBg, ImGuiCol_TitleBgCollapsed}) colours.Colors[c].w = 1.0f;
  std::copy(std::begin(colours.Colors), std::end(colours.Colors), std::begin(p.baseStyle.Colors));
  p.theme = theme;
}

}  // namespace wl::web
