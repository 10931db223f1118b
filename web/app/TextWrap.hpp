#pragma once
// Word wrap that breaks only at spaces. ImGui's own wrap also breaks after '.' and ',', which
// splits numbers ("0." / "196") in the formulas panel; a value must stay whole on a projector.
#include <string_view>

namespace wl::web {

/// Calls emit(line) for each line of `text` no wider than `width` by `measure(std::string_view)`,
/// breaking at spaces and at '\n'. A word wider than the line gets a line of its own (it overflows
/// rather than being cut). Nothing is allocated: the lines are views into `text`.
template <class Measure, class Emit>
void wrapAtSpaces(std::string_view text, float width, Measure measure, Emit emit) {
  while (true) {
    const size_t newline = text.find('\n');
    std::string_view paragraph = text.substr(0, newline);
    while (!paragraph.empty()) {
      // Grow the line word by word while it fits; always take at least one word.
      size_t end = paragraph.find(' ');
      if (end == std::string_view::npos) end = paragraph.size();
      while (end < paragraph.size()) {
        size_t next = paragraph.find(' ', end + 1);
        if (next == std::string_view::npos) next = paragraph.size();
        if (measure(paragraph.substr(0, next)) > width) break;
        end = next;
      }
      emit(paragraph.substr(0, end));
      paragraph.remove_prefix(end);
      while (!paragraph.empty() && paragraph.front() == ' ') paragraph.remove_prefix(1);
    }
    if (newline == std::string_view::npos) return;
    if (paragraph.empty() && newline == 0) emit(std::string_view());  // an empty line stays
    text.remove_prefix(newline + 1);
  }
}

}  // namespace wl::web
