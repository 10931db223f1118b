#include "io/codecs/JsonText.hpp"

#include <fstream>
#include <sstream>

#include "core/Utf8.hpp"

namespace wl {
namespace {

// Checks the text with nlohmann's SAX interface (no exceptions: a SAX parse reports errors to
// parse_error() instead of throwing) and remembers where the first problem is.
class Checker : public nlohmann::json_sax<nlohmann::json> {
 public:
  size_t errorOffset = 0;
  std::string message;

  bool null() override { return true; }
  bool boolean(bool) override { return true; }
  bool number_integer(number_integer_t) override { return true; }
  bool number_unsigned(number_unsigned_t) override { return true; }
  bool number_float(number_float_t, const string_t&) override { return true; }
  bool string(string_t&) override { return true; }
  bool binary(binary_t&) override { return true; }
  bool start_object(std::size_t) override { return enter(); }
  bool key(string_t&) override { return true; }
  bool end_object() override { return leave(); }
  bool start_array(std::size_t) override { return enter(); }
  bool end_array() override { return leave(); }
  bool parse_error(std::size_t position, const std::string&, const nlohmann::detail::exception& e) override {
    errorOffset = position;
    message = e.what();
    // nlohmann's text is "[json.exception.parse_error.101] parse error at line 1, column 2: ..."; keep the why.
    const size_t column = message.find(", column ");
    const size_t colon = message.find(": ", column == std::string::npos ? 0 : column);
    if (colon != std::string::npos) message = message.substr(colon + 2);
    // Never echo raw bytes of a broken file back into a message.
    for (char& c : message)
      if (static_cast<unsigned char>(c) >= 0x80 || static_cast<unsigned char>(c) < 0x20) c = '?';
    return false;
  }

 private:
  bool enter() {
    if (++depth_ > kMaxJsonDepth) {
      message = "nested deeper than " + std::to_string(kMaxJsonDepth) + " levels";
      tooDeep = true;
      return false;
    }
    return true;
  }
  bool leave() {
    --depth_;
    return true;
  }
  int depth_ = 0;

 public:
  bool tooDeep = false;
};

}  // namespace

Result<nlohmann::json> parseJsonText(std::string_view text, const std::string& source) {
  if (text.size() > kMaxJsonBytes)
    return Error{source, "is larger than " + std::to_string(kMaxJsonBytes >> 20) + " MB"};
  // A UTF-8 byte-order mark is harmless; editors on some systems add one.
  if (text.size() >= 3 && text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) return Error{source, "is empty"};
  Checker checker;
  const bool ok = nlohmann::json::sax_parse(text.begin(), text.end(), &checker, nlohmann::json::input_format_t::json, true);
  if (!ok) {
    if (checker.tooDeep) return Error{source, checker.message};
    const size_t at = checker.errorOffset > 0 ? checker.errorOffset - 1 : 0;
    return Error{source + ":" + lineAndColumn(text, at), checker.message};
  }
  nlohmann::json value = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
  if (value.is_discarded()) return Error{source, "is not valid JSON"};
  return value;
}

Result<std::string> readTextFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return Error{path, "cannot be read"};
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

Result<nlohmann::json> parseJsonFile(const std::string& path) {
  auto text = readTextFile(path);
  if (!text) return text.error();
  return parseJsonText(*text, path);
}

}  // namespace wl
