#pragma once
// Word wrap that breaks only at spaces. ImGui's own wrap also breaks after '.' and ',', which
// splits numbers ("0." / "196") in the formulas panel; a value must stay whole on a projector.
// Prose wraps as text does: at spaces, never at a space before punctuation that belongs to the
// word before it ("… N , M", "x )", "= …"), and a parenthesised remark breaks inside like any other
// words, so a long "(up to 50; …)" neither jumps to a line of its own nor runs past the edge.
#include <string_view>

namespace wl::web {

/// A parenthesised vector of numbers or symbols, "(1.09, −0.941, 0)" or "(x, y)" — or, with a decimal
/// comma, "(1,09; −0,941; 0)": items separated by commas or semicolons, with no space but the one after
/// each separator. Read as one value, so it stays on one line.
inline bool isVectorGroup(std::string_view group) {
  if (group.size() < 3 || group.front() != '(' || group.back() != ')') return false;
  bool separated = false;
  for (size_t i = 1; i + 1 < group.size(); ++i) {
    const char c = group[i];
    if (c == '(' || c == ')') return false;
    if (c == ',' || c == ';') separated = true;
    if (c == ' ' && group[i - 1] != ',' && group[i - 1] != ';') return false;
  }
  return separated;
}

/// True when a line may end at a space whose next character is text[next]: not before "=" (no line
/// starts with "= …" cut from its left side) nor before closing punctuation.
inline bool mayBreakBefore(std::string_view text, size_t next) {
  if (next >= text.size()) return true;
  switch (text[next]) {
    case '=': case ')': case ']': case ',': case '.': case ';': case ':': case '!': case '?': return false;
    default: return true;
  }
}

/// Where a line may break: the first space at or after `from` that mayBreakBefore() allows and that
/// is not inside a vector group narrower than `width` (a wider one breaks at its spaces: it is never
/// cut at the panel's edge); the end of `text` when there is none.
template <class Measure>
size_t nextBreak(std::string_view text, size_t from, float width, Measure measure) {
  for (size_t i = from; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '(') {
      const size_t close = text.find(')', i);
      if (close != std::string_view::npos) {
        const std::string_view group = text.substr(i, close - i + 1);
        if (isVectorGroup(group) && measure(group) <= width) {
          i = close;
          continue;
        }
      }
    }
    if (c == ' ' && mayBreakBefore(text, i + 1)) return i;
  }
  return text.size();
}

/// Calls emit(line) for each line of `text` no wider than `width` by `measure(std::string_view)`,
/// breaking at spaces (see nextBreak) and at '\n'. A single word wider than the line gets a line of
/// its own (it overflows rather than being cut). Nothing is allocated: the lines are views into `text`.
template <class Measure, class Emit>
void wrapAtSpaces(std::string_view text, float width, Measure measure, Emit emit) {
  while (true) {
    const size_t newline = text.find('\n');
    std::string_view paragraph = text.substr(0, newline);
    while (!paragraph.empty()) {
      // Grow the line piece by piece while it fits; always take at least one piece.
      size_t end = nextBreak(paragraph, 0, width, measure);
      while (end < paragraph.size()) {
        const size_t next = nextBreak(paragraph, end + 1, width, measure);
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
