#include "io/importers/mesh/MeshText.hpp"

#include <cmath>

#include "core/NumberText.hpp"

namespace wl::meshtext {

namespace {
bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'; }
}  // namespace

bool Words::atEnd() {
  while (pos_ < text_.size() && isSpace(text_[pos_])) {
    if (text_[pos_] == '\n') ++line_;
    ++pos_;
  }
  return pos_ >= text_.size();
}

bool Words::next(std::string_view& word) {
  if (atEnd()) return false;
  const std::size_t start = pos_;
  while (pos_ < text_.size() && !isSpace(text_[pos_])) ++pos_;
  word = text_.substr(start, pos_ - start);
  return true;
}

bool Words::nextOnLine(std::string_view& word) {
  while (pos_ < text_.size() && isSpace(text_[pos_]) && text_[pos_] != '\n') ++pos_;
  if (pos_ >= text_.size() || text_[pos_] == '\n') return false;
  const std::size_t start = pos_;
  while (pos_ < text_.size() && !isSpace(text_[pos_])) ++pos_;
  word = text_.substr(start, pos_ - start);
  return true;
}

void Words::skipLine() {
  while (pos_ < text_.size() && text_[pos_] != '\n') ++pos_;
}

bool readCoordinate(std::string_view word, double limit, double& value) {
  return parsePlainNumber(word, value) && std::abs(value) <= limit;
}

bool readIndex(std::string_view word, std::uint64_t max, std::uint64_t& value) {
  if (word.empty() || word.size() > 19) return false;
  std::uint64_t v = 0;
  for (char c : word) {
    if (c < '0' || c > '9') return false;
    v = v * 10 + static_cast<std::uint64_t>(c - '0');
  }
  if (v > max) return false;
  value = v;
  return true;
}

bool readSignedIndex(std::string_view word, std::int64_t max, std::int64_t& value) {
  const bool negative = !word.empty() && word[0] == '-';
  if (!word.empty() && (word[0] == '-' || word[0] == '+')) word.remove_prefix(1);
  std::uint64_t v = 0;
  if (!readIndex(word, static_cast<std::uint64_t>(max), v)) return false;
  value = negative ? -static_cast<std::int64_t>(v) : static_cast<std::int64_t>(v);
  return true;
}

}  // namespace wl::meshtext
