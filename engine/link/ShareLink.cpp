#include "link/ShareLink.hpp"

#include "lesson/Language.hpp"
#include "core/NumberText.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace wl {
namespace {

// Percent-encode everything but unreserved characters and the few we use as plain syntax.
std::string escape(std::string_view s) {
  static const char* hex = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : s) {
    if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~' || c == '@' || c == ',' || c == '[' || c == ']')
      out += static_cast<char>(c);
    else {
      out += '%';
      out += hex[c >> 4];
      out += hex[c & 15];
    }
  }
  return out;
}

int hexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

bool unescape(std::string_view s, std::string& out) {
  out.clear();
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '%') {
      if (i + 2 >= s.size()) return false;  // truncated escape
      const int hi = hexValue(s[i + 1]), lo = hexValue(s[i + 2]);
      if (hi < 0 || lo < 0) return false;
      out += static_cast<char>(hi * 16 + lo);
      i += 2;
    } else {
      out += s[i];
    }
  }
  return true;
}

bool safeName(const std::string& s) {
  if (s.empty() || s.size() > 200) return false;
  for (unsigned char c : s)
    if (!(std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '@' || c == '[' || c == ']')) return false;
  return true;
}

// q=, qd=, qdd=: finite numbers separated by commas, each plainly written (digits, sign, point,
// exponent: no "inf", "nan" or hex), at most kMaxLinkCoordinates and 1e6 in size.
bool parseNumberList(const std::string& value, std::vector<double>& out) {
  out.clear();
  if (value.empty()) return false;
  std::size_t a = 0;
  while (true) {
    const std::size_t b = std::min(value.find(',', a), value.size());
    const std::string item = value.substr(a, b - a);
    if (item.size() > 32 || out.size() >= kMaxLinkCoordinates) return false;
    double v = 0.0;
    if (!parsePlainNumber(item, v) || std::abs(v) > 1e6) return false;
    out.push_back(v);
    if (b == value.size()) return true;
    a = b + 1;
  }
}

// The shortest digits that read back as the same double: the state opens exactly as it was held (a
// slider's 40° is 0.6981317007977318 rad), so the torques agree to the last digit.
std::string numberList(const std::vector<double>& values) {
  std::string out;
  for (double v : values) out += (out.empty() ? "" : ",") + formatShortest(v);
  return out;
}

}  // namespace

std::string encodeShareState(const ShareState& s) {
  std::string h = "#v2";
  if (!s.files.empty()) h += "&files=" + s.files;  // base64url: first, as the lesson below is opened from it
  if (!s.inlineLesson.empty()) h += "&lesson=inline:" + s.inlineLesson;  // base64url needs no escapes
  else if (!s.lesson.empty()) h += "&lesson=" + escape(s.lesson);
  if (s.step >= 0) h += "&step=" + std::to_string(s.step + 1);  // v2 counts steps as the panel does
  if (s.time >= 0.0) {
    char t[32];
    std::snprintf(t, sizeof t, "%.4f", s.time);
    h += std::string("&t=") + t;
  }
  if (!s.frame.empty()) h += "&frame=" + escape(s.frame);
  if (!s.expressedIn.empty()) h += "&express=" + escape(s.expressedIn);
  if (s.termsGiven) {
    std::string list;
    for (const auto& t : s.terms) list += (list.empty() ? "" : ",") + t;
    h += "&terms=" + escape(list);
  }
  if (s.playing) h += "&play=1";
  if (!s.theme.empty()) h += "&theme=" + s.theme;
  if (!s.bodies.empty()) h += "&bodies=" + s.bodies;
  if (!s.language.empty()) h += "&lang=" + escape(s.language);
  for (const auto& [path, value] : s.parameters) h += "&p." + escape(path) + "=" + escape(value);
  if (!s.q.empty()) h += "&q=" + escape(numberList(s.q));
  if (!s.qd.empty()) h += "&qd=" + escape(numberList(s.qd));
  if (!s.qdd.empty()) h += "&qdd=" + escape(numberList(s.qdd));
  if (!s.student.empty()) h += "&student=" + escape(s.student);
  if (!s.seed.empty()) h += "&seed=" + s.seed;
  return h;
}

Result<ShareState> decodeShareState(std::string_view hash) {
  if (hash.size() > kMaxHashLength + std::max(kMaxInlineLessonLength, kMaxFilesLength))
    return Error{"link", "is too long (" + std::to_string(hash.size()) + " characters)"};
  if (!hash.empty() && hash.front() == '#') hash.remove_prefix(1);
  if (hash.empty()) return ShareState{};
  // A browser writes anything else %-escaped: raw spaces, control bytes or non-ASCII mean a garbled link.
  for (unsigned char c : hash)
    if (c <= 0x20 || c >= 0x7F) return Error{"link", "has a character that does not belong in a link"};
  ShareState s;
  bool versioned = false;
  int firstStep = 0;  // what step= calls the first step: 0 in a v1 link, 1 in v2 (as the Lesson panel)
  size_t start = 0;
  while (start <= hash.size()) {
    size_t end = hash.find('&', start);
    if (end == std::string_view::npos) end = hash.size();
    const std::string_view item = hash.substr(start, end - start);
    start = end + 1;
    if (item.empty()) {
      if (end == hash.size()) break;
      continue;
    }
    if (!versioned) {
      if (item != "v1" && item != "v2") return Error{"link", "is from another version of WrenchLab (\"" + std::string(item.substr(0, 20)) + "\")"};
      firstStep = item == "v2" ? 1 : 0;
      versioned = true;
      continue;
    }
    const size_t eq = item.find('=');
    if (eq == std::string_view::npos) return Error{"link", "has a part without a value"};
    std::string key, value;
    if (!unescape(item.substr(0, eq), key) || !unescape(item.substr(eq + 1), value))
      return Error{"link", "has a broken %-escape"};
    if (key == "files") {
      s.files = value;
      if (s.files.empty() || s.files.size() > kMaxFilesLength) return Error{"link", "carries files of an impossible size"};
      for (unsigned char c : s.files)
        if (!(std::isalnum(c) || c == '-' || c == '_')) return Error{"link", "carries files with a character that does not belong in them"};
    } else if (key == "lesson" && value.rfind("inline:", 0) == 0) {
      s.inlineLesson = value.substr(7);
      if (s.inlineLesson.empty() || s.inlineLesson.size() > kMaxInlineLessonLength) return Error{"link", "carries a lesson of an impossible size"};
      for (unsigned char c : s.inlineLesson)
        if (!(std::isalnum(c) || c == '-' || c == '_')) return Error{"link", "carries a lesson with a character that does not belong in it"};
      s.lesson.clear();
    } else if (key == "lesson") {
      if (!safeName(value)) return Error{"link", "names no valid lesson"};
      s.lesson = value;
      s.inlineLesson.clear();
    } else if (key == "step") {
      double v = 0;
      if (!parsePlainNumber(value, v) || v < firstStep || v > 100 + firstStep || std::floor(v) != v) return Error{"link", "has an invalid step"};
      s.step = static_cast<int>(v) - firstStep;
    } else if (key == "t") {
      if (!parsePlainNumber(value, s.time) || s.time < 0 || s.time > 1e6) return Error{"link", "has an invalid time"};
    } else if (key == "frame") {
      if (!safeName(value)) return Error{"link", "has an invalid frame"};
      s.frame = value;
    } else if (key == "express") {
      if (!safeName(value)) return Error{"link", "has invalid axes"};
      s.expressedIn = value;
    } else if (key == "terms") {
      s.termsGiven = true;
      size_t a = 0;
      while (a <= value.size() && !value.empty()) {
        size_t b = value.find(',', a);
        if (b == std::string::npos) b = value.size();
        const std::string term = value.substr(a, b - a);
        if (!safeName(term)) return Error{"link", "has an invalid term list"};
        s.terms.push_back(term);
        a = b + 1;
        if (b == value.size()) break;
      }
    } else if (key == "bodies") {
      if (value != "see-through" && value != "meshes" && value != "capsules")
        return Error{"link", "has an unknown bodies style (see-through, meshes or capsules)"};
      s.bodies = value;
    } else if (key == "theme") {
      if (value != "light" && value != "dark") return Error{"link", "has an unknown theme (light or dark)"};
      s.theme = value;
    } else if (key == "lang") {
      // One of the app's languages, written as the app writes it ("pt" and "de-AT" are read too).
      Language language;
      if (!languageFromTag(value, language)) return Error{"link", "has an unknown language (en, de or pt-BR)"};
      s.language = languageTag(language);
    } else if (key == "play") {
      s.playing = value == "1";
    } else if (key == "q" || key == "qd" || key == "qdd") {
      std::vector<double>& list = key == "q" ? s.q : key == "qd" ? s.qd : s.qdd;
      if (!parseNumberList(value, list)) return Error{"link", "has an invalid state " + key + " (numbers separated by commas)"};
    } else if (key == "student") {
      // Any UTF-8 name, %-escaped; the engine checks it once the lesson is open (a refused one is said).
      if (value.empty() || value.size() > 400) return Error{"link", "has an invalid student name"};
      for (unsigned char c : value)
        if (c < 0x20 || c == 0x7F) return Error{"link", "has an invalid student name"};
      s.student = value;
    } else if (key == "seed") {
      if (value.empty() || value.size() > 20 || value.find_first_not_of("0123456789") != std::string::npos)
        return Error{"link", "has an invalid seed (a whole number)"};
      s.seed = value;
    } else if (key.rfind("p.", 0) == 0 && key.size() > 2) {
      if (!safeName(key.substr(2)) || value.size() > 200) return Error{"link", "has an invalid parameter"};
      if (s.parameters.size() >= 64) return Error{"link", "sets too many parameters"};
      s.parameters.emplace_back(key.substr(2), value);
    } else {
      return Error{"link", "has an unknown part \"" + key.substr(0, 20) + "\""};
    }
  }
  if (!versioned) return Error{"link", "has no version"};
  // What the app would write back must fit too (escapes lengthen it), so every accepted link can be
  // copied and opened again.
  if (!s.files.empty() && !s.inlineLesson.empty()) return Error{"link", "carries both files and a lesson; a link carries one of them"};
  if (encodeShareState(s).size() > kMaxHashLength + s.inlineLesson.size() + s.files.size()) return Error{"link", "is too long once written out"};
  return s;
}

}  // namespace wl
