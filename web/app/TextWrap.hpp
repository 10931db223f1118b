#pragma once
// Word wrap that breaks only at spaces. ImGui's own wrap also breaks after '.' and ',', which
// splits numbers ("0." / "196") in the formulas panel; a value must stay whole on a projector.
#include <string_view>

namespace wl::web {

/// Where a line may break: the first space at or after `from` that is not just before "=" (no line
/// starts with "= …" cut from its left side) and, with `keepGroups`, outside parentheses (a vector
/// "(1.09, −0.941, 0)" stays on one line); the end of `text` when there is none. `from` is 0 or just
/// after a break, so the scan can start there at depth 0 (a ")" without its "(" is passed over).
inline size_t nextBreak(std::string_view text, size_t from, bool keepGroups = true) {
  int depth = 0;
  for (size_t i = from; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '(') ++depth;
    if (c == ')' && depth > 0) --depth;
    if (c == ' ' && (depth == 0 || !keepGroups) && !(i + 1 < text.size() && text[i + 1] == '=')) return i;
  }
  return text.size();
}

/// Calls emit(line) for each line of `text` no wider than `width` by `measure(std::string_view)`,
/// breaking at spaces (see nextBreak) and at '\n'. A word wider than the line gets a line of its own
/// (it overflows rather than being cut). Nothing is allocated: the lines are views into `text`.
template <class Measure, class Emit>
void wrapAtSpaces(std::string_view text, float width, Measure measure, Emit emit) {
  while (true) {
    const size_t newline = text.find('\n');
    std::string_view paragraph = text.substr(0, newline);
    while (!paragraph.empty()) {
      // Grow the line piece by piece while it fits; always take at least one piece. A group in
      // parentheses wider than the whole line is broken inside it, at its spaces, rather than
      // overflowing the panel.
      size_t end = nextBreak(paragraph, 0);
      const bool keepGroups = measure(paragraph.substr(0, end)) <= width;
      if (!keepGroups) end = nextBreak(paragraph, 0, false);
      while (end < paragraph.size()) {
        const size_t next = nextBreak(paragraph, end + 1, keepGroups);
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
