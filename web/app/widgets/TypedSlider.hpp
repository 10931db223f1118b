#pragma once
// A slider whose value can also be typed: Ctrl+click or a double-click on it, or Enter while it has the
// keyboard focus, turns it into a text field in its place (a number pad on a phone); Enter or a click
// elsewhere sets the typed value, Esc leaves it as it was. What is typed is read by the engine's one
// number reader (core/NumberText.hpp, with the language's decimal comma: NumberFormat), not by ImGui's
// sscanf, so "0x1p3", "inf" or "nan" are refused here as in a file or a link; a refused text keeps the
// field open and red. ImGui's own Ctrl+click text input is switched off (ImGuiSliderFlags_NoInput).
#include "core/NumberFormat.hpp"
#include "imgui.h"

namespace wl::web {

/// Draws the slider (or, while typing, the field) for `value` in [min, max] (the shown unit); true when
/// `value` changed this frame. `format` is the slider's printf format, `name` what the keyboard focus and
/// the screen reader call it.
/// `relativeDrag` (a finger): the value follows the finger from where it was, by the slider's scale,
/// instead of jumping to where the finger came down (under a fingertip that is never where one meant).
bool typedSlider(const char* id, const char* name, float& value, float min, float max, const char* format, const NumberFormat& numbers,
                 bool relativeDrag = false);

}  // namespace wl::web
