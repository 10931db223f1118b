#pragma once
// Words and numbers of the text mesh formats (ASCII STL, OBJ, the text inside VTK and Collada elements),
// read one at a time without copying: a bone of 10⁵ numbers is read in a few milliseconds. Internal to
// the mesh readers.
#include <cstdint>
#include <string_view>

namespace wl::meshtext {

/// Whitespace-separated words of a text, counting lines (for messages).
class Words {
 public:
  explicit Words(std::string_view text) : text_(text) {}
  /// The next word on any line; false at the end.
  bool next(std::string_view& word);
  /// The next word on the current line; false at the line's end (which is not consumed).
  bool nextOnLine(std::string_view& word);
  /// Skips to the start of the next line.
  void skipLine();
  /// 1-based line of the last word read.
  int line() const { return line_; }
  bool atEnd();

 private:
  std::string_view text_;
  std::size_t pos_ = 0;
  int line_ = 1;
};

/// A plain decimal number (core/NumberText.hpp's spelling) that is finite and within ±limit.
bool readCoordinate(std::string_view word, double limit, double& value);
/// A whole number 0 … max (no sign, no point).
bool readIndex(std::string_view word, std::uint64_t max, std::uint64_t& value);
/// A whole number with an optional sign, |value| ≤ max.
bool readSignedIndex(std::string_view word, std::int64_t max, std::int64_t& value);

}  // namespace wl::meshtext
